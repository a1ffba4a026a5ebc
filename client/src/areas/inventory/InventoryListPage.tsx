import { Button } from '@blueprintjs/core';
import { CubeIcon, SearchIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { StockListDocument, useStockListQuery, type StockListQuery } from '../../graphql/generated';
import { useStockImport, type StockRow } from './inventoryImport';
import { InventoryTabs } from './InventoryTabs';
import { ADD_STOCK_DIALOG, stockUrl } from './urls';
import { AddStockDialog } from './AddStockDialog';
import { useUrlDialog } from '../../components/useUrlDialog';
import { formatDateTime } from '../../format/dates';

const STOCK_LIST = defineList('stocks', { sortFields: ['AVAILABLE', 'TOTAL', 'UPDATED_AT'] });
const COLUMNS: readonly ResourceColumn<StockRow, ListSortField<typeof STOCK_LIST>>[] = [
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

/**
 * `/inventory`: every product whose stock is managed, with its figures; sort and paging in the URL.
 * "Add stock for a product" finds any product by name or SKU, tracked or not.
 */
export function InventoryListPage() {
  const listing = useResourceList(STOCK_LIST, {
    hook: useStockListQuery,
    document: StockListDocument,
    pick: (all: StockListQuery) => all.stocks,
  });
  const addDialog = useUrlDialog(ADD_STOCK_DIALOG);
  const importer = useStockImport(listing.refetch);
  return (
    <>
      <ListPage
        title="Inventory"
        add={{ text: 'Add stock for a product', onClick: addDialog.open }}
        actions={
          <>
            <Button icon={<SearchIcon />} text="Find a product" onClick={addDialog.open} />
            <InventoryTabs />
          </>
        }
        list={listing}
        import={importer}
        noun={['stock record', 'stock records']}
        empty={{
          icon: CubeIcon,
          plural: 'stock',
          description: 'Products whose inventory is managed appear here: add stock for a product to start.',
        }}
        table={{ label: 'Stock', columns: COLUMNS, rowKey: (row) => row.productId, rowUrl: stockUrl }}
      />
      {addDialog.isOpen && <AddStockDialog onClose={addDialog.close} />}
    </>
  );
}
