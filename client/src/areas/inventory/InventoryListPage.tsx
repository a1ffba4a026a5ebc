import { NonIdealState } from '@blueprintjs/core';
import { CubeIcon } from '@blueprintjs/icons';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { StockListDocument, useStockListQuery, type StockListQuery } from '../../graphql/generated';
import { InventoryTabs } from './InventoryTabs';
import { stockUrl } from './urls';
import { formatDateTime } from '../../format/dates';

type StockRow = StockListQuery['stocks']['items'][number];
type StockSortKey = 'AVAILABLE' | 'TOTAL' | 'UPDATED_AT';

const LIST_CONFIG: ListParamsConfig<never, StockSortKey> = {
  filterKeys: [],
  sortFields: ['AVAILABLE', 'TOTAL', 'UPDATED_AT'],
};

const COLUMNS: readonly ResourceColumn<StockRow, StockSortKey>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (row) => row.product?.name ?? `Deleted product ${row.productId}`,
  },
  { id: 'sku', header: 'SKU', cell: (row) => row.product?.sku ?? '' },
  { id: 'total', header: 'Total', cell: (row) => row.total, sortField: 'TOTAL' },
  { id: 'available', header: 'Available', cell: (row) => row.available, sortField: 'AVAILABLE' },
  { id: 'allocated', header: 'Allocated', cell: (row) => row.allocated },
  {
    id: 'inventory',
    header: 'Inventory',
    cell: (row) => (row.multiLocation ? 'Multi-location' : 'Single location'),
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (row) => formatDateTime(row.updatedAt),
    sortField: 'UPDATED_AT',
  },
];

/** `/inventory`: every product whose stock is managed, with its figures; sort and paging in the URL. */
export function InventoryListPage() {
  const { params, setPageSize, setOffset, toggleSort } = useListParams(LIST_CONFIG);
  const variables = {
    sort: params.sort ? [{ field: params.sort.field, direction: params.sort.direction }] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useStockListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(StockListDocument, variables, (all: StockListQuery) => all.stocks);
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.stocks;
  return (
    <ListPage
      title="Inventory"
      actions={<InventoryTabs />}
      error={error}
      bulk={{ noun: ['stock record', 'stock records'], source }}
      table={{
        label: 'Stock',
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (row) => row.productId,
        rowHref: (row) => stockUrl(row.productId),
        loading,
        sort: params.sort,
        onSortChange: toggleSort,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(CubeIcon)}
            title="No stock yet"
            description="Products whose inventory is managed appear here."
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    />
  );
}
