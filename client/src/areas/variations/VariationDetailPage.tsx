import { Button, ButtonGroup, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, ChevronDownIcon, ChevronRightIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { payloadResult } from '../../components/form/useMutationForm';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { toastMutation } from '../../components/toastMutation';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCreateVariationModifierMutation,
  useCreateVariationOptionMutation,
  useDeleteVariationModifierMutation,
  useDeleteVariationMutation,
  useDeleteVariationOptionMutation,
  useUpdateVariationMutation,
  useUpdateVariationOptionMutation,
  useVariationDetailQuery,
  useVariationOptionQuery,
  type VariationDetailsFragment,
  type VariationOptionSummaryFragment,
} from '../../graphql/generated';
import { errorMessage } from '../../graphql/errors';
import { completeData } from '../../graphql/queryData';
import { ModifierFormDialog, OptionFormDialog, VariationFormDialog } from './components/VariationDialogs';
import { variationListUrl, variationOptionUrl } from './urls';
import './variations.css';
import {
  describeModifier,
  EMPTY_OPTION_FORM,
  modifierInput,
  optionFormValues,
  optionInput,
  variationFormValues,
  variationInput,
  type ModifierFormValues,
  type OptionFormValues,
} from './variationForms';
import { useIdSet } from '../../components/useIdSet';

const BACK_TO_LIST = { to: variationListUrl(), label: 'Variations' };

/** What is open on the page: one dialog at a time, naming the option it is about. */
type OpenDialog =
  | { kind: 'editOption'; option: VariationOptionSummaryFragment }
  | { kind: 'addModifier'; option: VariationOptionSummaryFragment }
  | { kind: 'deleteOption'; option: VariationOptionSummaryFragment }
  | null;

/**
 * `/variations/:id`: the variation and its options; an option's modifiers are read when the seller
 * opens them (the provider reads modifiers one option at a time, so reading every option's on load
 * cost one call per option).
 */
export function VariationDetailPage() {
  const { id = '' } = useParams();
  const result = useVariationDetailQuery({ variables: { id } });
  return (
    <DetailPage noun="variation" back={BACK_TO_LIST} query={result} entity={completeData(result)?.variation}>
      {(variation) => <VariationEditor key={variation.id} variation={variation} />}
    </DetailPage>
  );
}

function VariationEditor({ variation }: { variation: VariationDetailsFragment }) {
  const navigate = useNavigate();
  const addOptionDialog = useUrlDialog('add-option');
  const deleteDialog = useUrlDialog('delete');
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  // Option changes are read back through the variation query; modifier changes through the
  // opened options' own queries.
  const refetch = { refetchQueries: ['VariationDetail'], awaitRefetchQueries: true };
  const refetchModifiers = { refetchQueries: ['VariationOption'], awaitRefetchQueries: true };
  const { ids: opened, include: toggle } = useIdSet();
  const [updateVariation] = useUpdateVariationMutation();
  const [deleteVariation, { loading: deleting }] = useDeleteVariationMutation();
  const [createOption] = useCreateVariationOptionMutation(refetch);
  const [updateOption] = useUpdateVariationOptionMutation(refetch);
  const [deleteOption, { loading: deletingOption }] = useDeleteVariationOptionMutation(refetch);
  const [createModifier] = useCreateVariationModifierMutation(refetchModifiers);
  const [deleteModifier] = useDeleteVariationModifierMutation(refetchModifiers);

  const edit = useDetailEdit({
    noun: 'variation',
    form: VariationFormDialog,
    values: variationFormValues(variation),
    save: async (values) =>
      (await updateVariation({ variables: { id: variation.id, input: variationInput(values) } })).data
        ?.updateVariation,
  });

  const addOption = async (values: OptionFormValues) => {
    const { name, description, sortOrder } = optionInput(values);
    const input = {
      name,
      ...(description ? { description } : {}),
      ...(sortOrder === null ? {} : { sortOrder }),
    };
    const { data } = await createOption({ variables: { variationId: variation.id, input } });
    return payloadResult(data?.createVariationOption, {
      success: 'Option added',
      then: addOptionDialog.close,
    });
  };

  const saveOption = (option: VariationOptionSummaryFragment) => async (values: OptionFormValues) => {
    const { data } = await updateOption({
      variables: { variationId: variation.id, id: option.id, input: optionInput(values) },
    });
    return payloadResult(data?.updateVariationOption, {
      success: 'Option saved',
      then: () => setOpenDialog(null),
    });
  };

  const addModifier = (option: VariationOptionSummaryFragment) => async (values: ModifierFormValues) => {
    const { data } = await createModifier({
      variables: { variationId: variation.id, optionId: option.id, input: modifierInput(values) },
    });
    return payloadResult(data?.createVariationModifier, {
      success: 'Modifier added',
      then: () => {
        setOpenDialog(null);
        toggle(option.id, true); // show the option's modifiers, the new one among them
      },
    });
  };

  const confirmDeleteVariation = async () => {
    const deleted = await toastMutation(async () => {
      const { data } = await deleteVariation({ variables: { id: variation.id } });
      return data?.deleteVariation.userErrors ?? [];
    }, 'Variation deleted');
    deleteDialog.close();
    if (deleted) {
      await navigate(variationListUrl(), { replace: true });
    }
  };

  const confirmDeleteOption = async (option: VariationOptionSummaryFragment) => {
    await toastMutation(async () => {
      const { data } = await deleteOption({ variables: { variationId: variation.id, id: option.id } });
      return data?.deleteVariationOption.userErrors ?? [];
    }, 'Option deleted');
    setOpenDialog(null);
  };

  // The variation's delete goes out at once (no undo window): the provider refuses it while products
  // use the variation, and the refusal shows on this page.
  const remove = { ...deleteDialog, busy: deleting, confirm: () => void confirmDeleteVariation() };

  const optionColumns: readonly ResourceColumn<VariationDetailsFragment['options'][number]>[] = [
    {
      id: 'option',
      header: 'Option',
      cell: (option) => <Link to={variationOptionUrl(variation.id, option.id)}>{option.name}</Link>,
    },
    { id: 'description', header: 'Description', cell: (option) => option.description ?? '' },
    { id: 'sortOrder', header: 'Sort order', cell: (option) => option.sortOrder ?? '—' },
    {
      id: 'modifiers',
      header: 'Modifiers',
      wrap: true,
      cell: (option) => (
        <OptionModifiers
          variationId={variation.id}
          option={option}
          open={opened.has(option.id)}
          onToggle={(open) => toggle(option.id, open)}
          onDelete={(modifierId) =>
            void toastMutation(async () => {
              const { data } = await deleteModifier({
                variables: { variationId: variation.id, optionId: option.id, id: modifierId },
              });
              return data?.deleteVariationModifier.userErrors ?? [];
            }, 'Modifier deleted')
          }
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (option) => (
        <ButtonGroup variant="minimal">
          <Button
            icon={<AddIcon />}
            aria-label={`Add a modifier to ${option.name}`}
            onClick={() => setOpenDialog({ kind: 'addModifier', option })}
          />
          <Button
            icon={<EditIcon />}
            aria-label={`Edit ${option.name}`}
            onClick={() => setOpenDialog({ kind: 'editOption', option })}
          />
          <Button
            icon={<TrashIcon />}
            intent="danger"
            aria-label={`Delete ${option.name}`}
            onClick={() => setOpenDialog({ kind: 'deleteOption', option })}
          />
        </ButtonGroup>
      ),
    },
  ];

  return (
    <DetailLayout
      title={variation.name}
      back={BACK_TO_LIST}
      edit={edit}
      editText="Edit"
      remove={{
        state: remove,
        text: 'Delete',
        question: `Delete variation ${variation.name}? Variations attached to products cannot be deleted.`,
      }}
    >
      <Card className="variation-section">
        <div className="variation-section-header">
          <h3>Options</h3>
          <Button icon={<AddIcon />} text="Add option" onClick={addOptionDialog.open} />
        </div>
        {variation.options.length === 0 ? (
          <NonIdealState title="No options yet" description="Add options such as Small, Medium and Large." />
        ) : (
          <ResourceTable label="Options" columns={optionColumns} rows={variation.options} />
        )}
      </Card>
      {addOptionDialog.isOpen && (
        <OptionFormDialog
          title="Add option"
          submitText="Add option"
          defaultValues={EMPTY_OPTION_FORM}
          onSubmit={addOption}
          onClose={addOptionDialog.close}
        />
      )}
      {openDialog?.kind === 'editOption' && (
        <OptionFormDialog
          title={`Edit ${openDialog.option.name}`}
          submitText="Save option"
          defaultValues={optionFormValues(openDialog.option)}
          onSubmit={saveOption(openDialog.option)}
          onClose={() => setOpenDialog(null)}
        />
      )}
      {openDialog?.kind === 'addModifier' && (
        <ModifierFormDialog
          title={`Add a modifier to ${openDialog.option.name}`}
          submitText="Add modifier"
          onSubmit={addModifier(openDialog.option)}
          onClose={() => setOpenDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={openDialog?.kind === 'deleteOption'}
        confirmText="Delete"
        busy={deletingOption}
        onConfirm={() => {
          if (openDialog?.kind === 'deleteOption') void confirmDeleteOption(openDialog.option);
        }}
        onCancel={() => setOpenDialog(null)}
      >
        Delete option {openDialog?.kind === 'deleteOption' ? openDialog.option.name : ''} and its modifiers?
      </ConfirmDialog>
    </DetailLayout>
  );
}

/** An option's modifiers, read when opened: a toggle, then the modifiers as removable tags. */
function OptionModifiers({
  variationId,
  option,
  open,
  onToggle,
  onDelete,
}: {
  variationId: string;
  option: VariationOptionSummaryFragment;
  open: boolean;
  onToggle: (open: boolean) => void;
  onDelete: (modifierId: string) => void;
}) {
  const result = useVariationOptionQuery({
    variables: { variationId, id: option.id },
    skip: !open,
  });
  const modifiers = completeData(result)?.variationOption?.modifiers;
  return (
    <div className="variation-option-modifiers">
      <Button
        variant="minimal"
        size="small"
        icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        // Its name ("Show the modifiers of Small") holds the visible word, as speech input needs.
        text="Modifiers"
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} the modifiers of ${option.name}`}
        onClick={() => onToggle(!open)}
      />
      {open && result.loading && !modifiers && <Spinner size={16} aria-label="Loading modifiers" />}
      {open && result.error && <span className="bp6-text-muted">{errorMessage(result.error)}</span>}
      {open && modifiers?.length === 0 && <span className="bp6-text-muted">None</span>}
      {open &&
        modifiers?.map((modifier) => (
          <Tag key={modifier.id} minimal onRemove={() => onDelete(modifier.id)}>
            {describeModifier(modifier)}
          </Tag>
        ))}
    </div>
  );
}
