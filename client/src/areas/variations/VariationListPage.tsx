import { LayersIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useVariationListQuery,
    document: VariationListDocument,
    pick: (all: VariationListQuery) => all.variations,
  });
  const create = useCreateFlow(useCreateVariationMutation, {
    noun: 'variation',
    input: (values: VariationFormValues) => {
      const { name, sortOrder } = variationInput(values);
      return { name, ...(sortOrder === null ? {} : { sortOrder }) };
    },
    payload: (data) => data.createVariation,
    record: (payload) => payload.variation,
    list: 'variations',
    url: variationUrl,
    dialog: (dialog) => <VariationFormDialog {...dialog} defaultValues={EMPTY_VARIATION_FORM} />,
  });

  return (
    <ListPage
      title="Variations"
      noun={['variation', 'variations']}
      create={create}
      list={listing}
      empty={{
        icon: LayersIcon,
        description: 'Variations such as Size or Colour let you build child products.',
      }}
      table={{ columns: COLUMNS, rowUrl: variationUrl }}
    />
  );
}
