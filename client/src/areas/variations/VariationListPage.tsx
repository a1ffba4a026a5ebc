import { NonIdealState } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  VariationListDocument,
  type VariationListQuery,
  useCreateVariationMutation,
  useVariationListQuery,
  type VariationListItemFragment,
} from '../../graphql/generated';
import { VariationFormDialog } from './components/VariationDialogs';
import { EMPTY_VARIATION_FORM, variationInput, type VariationFormValues } from './variationForms';
import { variationUrl } from './urls';

// The provider offers neither filter nor sort on variations: the list comes oldest first.
const COLUMNS: readonly ResourceColumn<VariationListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (variation) => variation.name },
  {
    id: 'options',
    header: 'Options',
    cell: (variation) => variation.options.map((option) => option.name).join(', ') || '—',
  },
  { id: 'sortOrder', header: 'Sort order', cell: (variation) => variation.sortOrder ?? '—' },
];

export function VariationListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useVariationListQuery,
    document: VariationListDocument,
    pick: (all: VariationListQuery) => all.variations,
  });
  const [createVariation] = useCreateVariationMutation({
    update: (cache, { data: created }) => {
      if (created?.createVariation.variation) cache.evict({ id: 'ROOT_QUERY', fieldName: 'variations' });
    },
  });

  const create = async (values: VariationFormValues) => {
    const { name, sortOrder } = variationInput(values);
    const { data: created } = await createVariation({
      variables: { input: { name, ...(sortOrder === null ? {} : { sortOrder }) } },
    });
    const payload = created?.createVariation;
    return openCreated(payload, payload?.variation, { message: 'Variation created', url: variationUrl });
  };

  return (
    <ListPage
      title="Variations"
      add={{ text: 'Add variation', onClick: createDialog.open }}
      list={listing}
      bulk={{ noun: ['variation', 'variations'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (variation) => variation.id,
        rowHref: (variation) => variationUrl(variation.id),
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(LayersIcon)}
            title="No variations yet"
            description="Variations such as Size or Colour let you build child products."
          />
        ),
      }}
    >
      {createDialog.isOpen && (
        <VariationFormDialog
          title="Add variation"
          submitText="Create variation"
          defaultValues={EMPTY_VARIATION_FORM}
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
