import { Card } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import {
  useUpdateVariationModifierMutation,
  useVariationModifierQuery,
  useVariationOptionQuery,
  useVariationOptionsQuery,
  type VariationModifierDetailsFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { OptionOverview, SiblingOptionLinks } from './components/OptionLinks';
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
  const options = completeData(result)?.variationOptions.items ?? [];
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
    <DetailPage noun="option" back={back} query={result} entity={completeData(result)?.variationOption}>
      {(option) => (
        <OptionOverview
          name={option.name}
          back={back}
          siblings={<SiblingOptions variationId={id} current={option.id} />}
          description={option.description}
          modifiers={option.modifiers}
          modifierUrl={(modifier) => variationModifierUrl(id, option.id, modifier.id)}
          describe={describeModifier}
          noModifiers="No modifiers: child products built with this option keep their parent’s values."
        />
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
  const [updateModifier] = useUpdateVariationModifierMutation();
  const edit = useDetailEdit({
    noun: 'modifier',
    dialog: 'edit-modifier',
    form: ModifierFormDialog,
    values: modifierFormValues(modifier),
    save: async (values) =>
      (
        await updateModifier({
          variables: { variationId, optionId, id: modifier.id, input: modifierInput(values) },
        })
      ).data?.updateVariationModifier,
    saved: (payload) => payload.modifier,
  });
  const back = { to: variationOptionUrl(variationId, optionId), label: 'Option' };
  return (
    <DetailLayout title={describeModifier(modifier)} back={back} edit={edit} editText="Edit">
      <Card>
        <FactsTable
          label="Modifier details"
          rows={[
            ['Type', MODIFIER_TYPE_LABELS[modifier.type]],
            ['Value', modifier.value ?? '—'],
            ['Placeholder', modifier.seek ?? '—'],
            ['Replacement', modifier.set ?? '—'],
          ]}
        />
      </Card>
    </DetailLayout>
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
    <DetailPage noun="modifier" back={back} query={result} entity={completeData(result)?.variationModifier}>
      {(modifier) => <ModifierDetails variationId={id} optionId={optionId} modifier={modifier} />}
    </DetailPage>
  );
}
