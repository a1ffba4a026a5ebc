import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { payloadResult } from '../../components/form/useMutationForm';
import { PageHeader } from '../../components/PageHeader';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useUpdateVariationModifierMutation,
  useVariationModifierQuery,
  useVariationOptionQuery,
  useVariationOptionsQuery,
  type VariationModifierDetailsFragment,
} from '../../graphql/generated';
import { OptionModifierLinks, SiblingOptionLinks } from './components/OptionLinks';
import { ModifierFormDialog } from './components/VariationDialogs';
import { describeModifier, MODIFIER_TYPE_LABELS, modifierFormValues, modifierInput } from './variationForms';
import { variationModifierUrl, variationOptionUrl, variationUrl } from './urls';
import './variations.css';

/** The variation's options (`pcm/variations/{id}/options`), to move between them. */
function SiblingOptions({ variationId, current }: { variationId: string; current: string }) {
  const result = useVariationOptionsQuery({
    variables: { variationId, page: { limit: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  const options = result.dataState === 'complete' ? result.data.variationOptions.items : [];
  if (options.length < 2) return null;
  return (
    <SiblingOptionLinks
      options={options}
      current={current}
      optionUrl={(optionId) => variationOptionUrl(variationId, optionId)}
    />
  );
}

/** `/variations/:id/options/:optionId`: one option read by its id, with its modifiers. */
export function VariationOptionPage() {
  const { id = '', optionId = '' } = useParams();
  const back = { to: variationUrl(id), label: 'Variation' };
  const result = useVariationOptionQuery({
    variables: { variationId: id, id: optionId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DetailPage
      noun="option"
      back={back}
      query={result}
      entity={result.dataState === 'complete' ? result.data.variationOption : undefined}
    >
      {(option) => (
        <>
          <PageHeader title={`Option ${option.name}`} back={back} />
          <SiblingOptions variationId={id} current={option.id} />
          <OptionModifierLinks
            description={option.description}
            modifiers={option.modifiers}
            modifierUrl={(modifier) => variationModifierUrl(id, option.id, modifier.id)}
            describe={describeModifier}
            noModifiers="No modifiers: child products built with this option keep their parent’s values."
          />
        </>
      )}
    </DetailPage>
  );
}

function ModifierDetails({
  variationId,
  optionId,
  modifier,
}: {
  variationId: string;
  optionId: string;
  modifier: VariationModifierDetailsFragment;
}) {
  const editDialog = useUrlDialog('edit-modifier');
  const [updateModifier] = useUpdateVariationModifierMutation();
  const back = { to: variationOptionUrl(variationId, optionId), label: 'Option' };
  return (
    <>
      <PageHeader
        title={describeModifier(modifier)}
        back={back}
        actions={<Button icon={<EditIcon />} text="Edit" onClick={editDialog.open} />}
      />
      <Card>
        <HTMLTable compact aria-label="Modifier details">
          <tbody>
            <tr>
              <th scope="row">Type</th>
              <td>{MODIFIER_TYPE_LABELS[modifier.type]}</td>
            </tr>
            <tr>
              <th scope="row">Value</th>
              <td>{modifier.value ?? '—'}</td>
            </tr>
            <tr>
              <th scope="row">Placeholder</th>
              <td>{modifier.seek ?? '—'}</td>
            </tr>
            <tr>
              <th scope="row">Replacement</th>
              <td>{modifier.set ?? '—'}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
      {editDialog.isOpen && (
        <ModifierFormDialog
          title="Edit modifier"
          submitText="Save"
          defaultValues={modifierFormValues(modifier)}
          onSubmit={async (values) => {
            const { data } = await updateModifier({
              variables: { variationId, optionId, id: modifier.id, input: modifierInput(values) },
            });
            return payloadResult(data?.updateVariationModifier, {
              success: 'Modifier saved',
              saved: (payload) => payload.modifier,
              then: editDialog.close,
            });
          }}
          onClose={editDialog.close}
        />
      )}
    </>
  );
}

/** `/variations/:id/options/:optionId/modifiers/:modifierId`: one modifier read by its id, editable. */
export function VariationModifierPage() {
  const { id = '', optionId = '', modifierId = '' } = useParams();
  const back = { to: variationOptionUrl(id, optionId), label: 'Option' };
  const result = useVariationModifierQuery({
    variables: { variationId: id, optionId, id: modifierId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DetailPage
      noun="modifier"
      back={back}
      query={result}
      entity={result.dataState === 'complete' ? result.data.variationModifier : undefined}
    >
      {(modifier) => <ModifierDetails variationId={id} optionId={optionId} modifier={modifier} />}
    </DetailPage>
  );
}
