import { NonIdealState } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
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
const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

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
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const variables = { page: { limit: params.pageSize, offset: params.offset } };
  const list = usePagedList(
    useVariationListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    VariationListDocument,
    variables,
    (all: VariationListQuery) => all.variations,
  );
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
      error={list.error}
      bulk={{ noun: ['variation', 'variations'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (variation) => variation.id,
        rowHref: (variation) => variationUrl(variation.id),
        loading: list.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(LayersIcon)}
            title="No variations yet"
            description="Variations such as Size or Colour let you build child products."
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
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
