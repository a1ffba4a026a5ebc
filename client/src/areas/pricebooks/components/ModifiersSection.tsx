import { Button, Callout, H3, NonIdealState } from '@blueprintjs/core';
import { AddIcon, VariableIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../../../components/undo/undoWindow';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useCreatePriceModifierMutation,
  useDeletePriceModifierMutation,
  usePriceBookModifiersQuery,
  useUpdatePriceModifierMutation,
  type PriceModifierRowFragment,
} from '../../../graphql/generated';
import { formatAmounts } from '../../../format/money';
import {
  MODIFIER_TYPE_LABELS,
  modifierCreateInput,
  modifierUpdateInput,
  type ModifierFormValues,
} from '../pricingForms';
import { ModifierFormDialog } from './ModifierFormDialog';
import { requirePayload } from '../../../components/form/useMutationForm';
import { RowActions } from '../../../components/list/RowActions';
import { priceBookModifierUrl } from '../urls';

const REFETCH_MODIFIERS = { refetchQueries: ['PriceBookModifiers'], awaitRefetchQueries: true };

/** The price modifiers of one book (a book holds few; the first 100 are shown). */
export function ModifiersSection({ priceBookId }: { priceBookId: string }) {
  const addDialog = useUrlDialog('add-modifier');
  const editDialog = useUrlItemDialog('edit-modifier', 'modifier');
  const deleteDialog = useUrlItemDialog('delete-modifier', 'modifier');
  const result = usePriceBookModifiersQuery({
    variables: { id: priceBookId },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = data?.priceBook?.modifiers;
  const modifiers = page?.items ?? [];
  const editing = modifiers.find((modifier) => modifier.id === editDialog.itemId);
  const deleting = modifiers.find((modifier) => modifier.id === deleteDialog.itemId);

  const [createModifier] = useCreatePriceModifierMutation(REFETCH_MODIFIERS);
  const [updateModifier] = useUpdatePriceModifierMutation(REFETCH_MODIFIERS);
  const [deleteModifier] = useDeletePriceModifierMutation(REFETCH_MODIFIERS);
  const visible = useWithoutPendingRemovals(page?.items, (row) => row.id);

  const create = async (values: ModifierFormValues): Promise<MutationFormResult<ModifierFormValues>> => {
    const { data: created } = await createModifier({
      variables: { priceBookId, input: modifierCreateInput(values) },
    });
    const payload = requirePayload(created?.createPriceModifier);
    if (payload.modifier && payload.userErrors.length === 0) {
      showToast('Modifier added');
      addDialog.close();
    }
    return { userErrors: payload.userErrors };
  };

  const save =
    (modifier: PriceModifierRowFragment) =>
    async (values: ModifierFormValues): Promise<MutationFormResult<ModifierFormValues>> => {
      const { data: updated } = await updateModifier({
        variables: { priceBookId, id: modifier.id, input: modifierUpdateInput(modifier, values) },
      });
      const payload = requirePayload(updated?.updatePriceModifier);
      if (payload.modifier && payload.userErrors.length === 0) {
        showToast('Modifier saved');
        editDialog.close();
      }
      return { userErrors: payload.userErrors };
    };

  const confirmDelete = (modifier: PriceModifierRowFragment) => {
    deleteDialog.close();
    void deleteAfterUndoWindow({
      key: modifier.id,
      message: 'Modifier deleted',
      remove: async () => {
        const { data: deleted } = await deleteModifier({ variables: { priceBookId, id: modifier.id } });
        return deleted?.deletePriceModifier.userErrors;
      },
    });
  };

  const columns: readonly ResourceColumn<PriceModifierRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (modifier) => modifier.name },
    { id: 'type', header: 'Type', cell: (modifier) => MODIFIER_TYPE_LABELS[modifier.modifierType] },
    { id: 'amounts', header: 'Amounts', cell: (modifier) => formatAmounts(modifier.amounts) },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (modifier) => (
        <RowActions
          what={`modifier ${modifier.name}`}
          onEdit={() => editDialog.open(modifier.id)}
          onDelete={() => deleteDialog.open(modifier.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="price-book-modifiers" className="price-book-section">
      <div className="price-book-section__header">
        <H3 id="price-book-modifiers">Modifiers</H3>
        <Button icon={<AddIcon />} text="Add modifier" onClick={addDialog.open} />
      </div>
      {error && (
        <Callout intent="danger" title="Could not load modifiers" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      {page && page.pageInfo.total > modifiers.length && (
        <Callout intent="warning" className="list-error">
          Showing the first {modifiers.length} of {page.pageInfo.total} modifiers.
        </Callout>
      )}
      <ResourceTable
        label="Modifiers"
        columns={columns}
        rows={error && !data ? [] : visible}
        rowKey={(modifier) => modifier.id}
        rowHref={(modifier) => priceBookModifierUrl(priceBookId, modifier.id)}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(VariableIcon)}
            title="No modifiers yet"
            description="Modifiers change the price of products built from a variation option."
          />
        }
      />
      {addDialog.isOpen && (
        <ModifierFormDialog
          title="Add modifier"
          submitText="Add modifier"
          onSubmit={create}
          onClose={addDialog.close}
        />
      )}
      {editing && (
        <ModifierFormDialog
          key={editing.id}
          title={`Edit modifier ${editing.name}`}
          submitText="Save modifier"
          modifier={editing}
          onSubmit={save(editing)}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        confirmText="Delete"
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete modifier {deleting?.name}? Variation options that name it no longer change prices.
      </ConfirmDialog>
    </section>
  );
}
