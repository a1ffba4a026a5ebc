import { Callout } from '@blueprintjs/core';
import { VariableIcon } from '@blueprintjs/icons';
import { RowEditingSection } from '../../../components/RowEditingSection';
import { useRowEditing } from '../../../components/detail/useRowEditing';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreatePriceModifierMutation,
  useDeletePriceModifierMutation,
  usePriceBookModifiersQuery,
  useUpdatePriceModifierMutation,
  type PriceModifierRowFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatAmounts } from '../../../format/money';
import {
  MODIFIER_TYPE_LABELS,
  modifierCreateInput,
  modifierUpdateInput,
  type ModifierFormValues,
} from '../pricingForms';
import { ModifierFormDialog } from './ModifierFormDialog';
import { priceBookModifierUrl } from '../urls';

const REFETCH_MODIFIERS = { refetchQueries: ['PriceBookModifiers'], awaitRefetchQueries: true };

/** The price modifiers of one book (a book holds few; the first 100 are shown). */
export function ModifiersSection({ priceBookId }: { priceBookId: string }) {
  const result = usePriceBookModifiersQuery({
    variables: { id: priceBookId },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = completeData(result);
  const page = data?.priceBook?.modifiers;
  const modifiers = page?.items ?? [];

  const [createModifier] = useCreatePriceModifierMutation(REFETCH_MODIFIERS);
  const [updateModifier] = useUpdatePriceModifierMutation(REFETCH_MODIFIERS);
  const [deleteModifier] = useDeletePriceModifierMutation(REFETCH_MODIFIERS);
  const rows = useRowEditing({
    dialog: 'modifier',
    itemKey: 'modifier',
    rows: page?.items,
    what: (modifier) => `modifier ${modifier.name}`,
    remove: {
      question: (modifier) =>
        `Delete modifier ${modifier.name}? Variation options that name it no longer change prices.`,
      message: 'Modifier deleted',
      remove: async (modifier) => {
        const { data: deleted } = await deleteModifier({ variables: { priceBookId, id: modifier.id } });
        return deleted?.deletePriceModifier.userErrors;
      },
    },
  });

  const create = async (values: ModifierFormValues): Promise<MutationFormResult<ModifierFormValues>> => {
    const { data: created } = await createModifier({
      variables: { priceBookId, input: modifierCreateInput(values) },
    });
    return payloadResult(created?.createPriceModifier, {
      success: 'Modifier added',
      saved: (payload) => payload.modifier,
      then: rows.add.close,
    });
  };

  const save =
    (modifier: PriceModifierRowFragment) =>
    async (values: ModifierFormValues): Promise<MutationFormResult<ModifierFormValues>> => {
      const { data: updated } = await updateModifier({
        variables: { priceBookId, id: modifier.id, input: modifierUpdateInput(modifier, values) },
      });
      return payloadResult(updated?.updatePriceModifier, {
        success: 'Modifier saved',
        saved: (payload) => payload.modifier,
        then: rows.edit.close,
      });
    };

  const columns: readonly ResourceColumn<PriceModifierRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (modifier) => modifier.name },
    { id: 'type', header: 'Type', cell: (modifier) => MODIFIER_TYPE_LABELS[modifier.modifierType] },
    { id: 'amounts', header: 'Amounts', cell: (modifier) => formatAmounts(modifier.amounts) },
  ];

  return (
    <RowEditingSection
      rows={rows}
      columns={columns}
      id="price-book-modifiers"
      title="Modifiers"
      add={{ text: 'Add modifier' }}
      notice={
        page &&
        page.pageInfo.total > modifiers.length && (
          <Callout intent="warning" className="list-error">
            Showing the first {modifiers.length} of {page.pageInfo.total} modifiers.
          </Callout>
        )
      }
      loadError={{ title: 'Could not load modifiers', error }}
      table={{
        rows: error && !data ? [] : rows.visible,
        rowHref: (modifier) => priceBookModifierUrl(priceBookId, modifier.id),
        loading,
      }}
      empty={{
        icon: VariableIcon,
        title: 'No modifiers yet',
        description: 'Modifiers change the price of products built from a variation option.',
      }}
      form={{
        editing: rows.edited,
        submitText: { add: 'Add modifier', save: 'Save modifier' },
        create,
        save,
        dialog: ModifierFormDialog,
      }}
    />
  );
}
