import { Button } from '@blueprintjs/core';
import { CubeIcon, SearchIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { requirePayload } from '../../components/form/useMutationForm';
import { csvImport, type ImportRowResult } from '../../components/list/csvImport';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  StockImportProductDocument,
  StockListDocument,
  useAddStockTransactionMutation,
  useCreateLocatedStockMutation,
  useCreateStockMutation,
  useStockListQuery,
  type StockImportProductQuery,
  type StockImportProductQueryVariables,
  type StockListQuery,
} from '../../graphql/generated';
import { parseStockRow, STOCK_IMPORT_COLUMNS, type StockImportInput } from './inventoryImport';
import { InventoryTabs } from './InventoryTabs';
import { ADD_STOCK_DIALOG, stockUrl } from './urls';
import { AddStockDialog } from './AddStockDialog';
import { useUrlDialog } from '../../components/useUrlDialog';
import { formatDateTime } from '../../format/dates';

type StockRow = StockListQuery['stocks']['items'][number];

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
  const client = useApolloClient();
  const [addTransaction] = useAddStockTransactionMutation();
  const [createStock] = useCreateStockMutation();
  const [createLocatedStock] = useCreateLocatedStockMutation();

  /** The product's id: given, or the one product with the row's SKU. */
  const productIdOf = async (input: StockImportInput): Promise<string | { message: string }> => {
    if (input.productId) return input.productId;
    const sku = input.sku ?? '';
    const { data: found } = await client.query<StockImportProductQuery, StockImportProductQueryVariables>({
      query: StockImportProductDocument,
      variables: { sku },
      fetchPolicy: 'network-only',
    });
    const matches = found?.products.items.filter((product) => product.sku === sku) ?? [];
    if (matches.length === 0) return { message: `No product has the SKU “${sku}”.` };
    if (matches.length > 1)
      return { message: `Several products have the SKU “${sku}”: give the product id.` };
    return matches[0]?.id ?? { message: `No product has the SKU “${sku}”.` };
  };

  /**
   * One row: a transaction on the product's stock; a product whose stock is not managed yet starts
   * with the quantity (at the location when one is named), unless the row decrements.
   */
  const sendRow = async (input: StockImportInput): Promise<ImportRowResult> => {
    const productId = await productIdOf(input);
    if (typeof productId !== 'string') return { outcome: 'updated', userErrors: [productId] };
    const { action, quantity, location } = input;
    const { data: changed } = await addTransaction({
      variables: { input: { productId, action, quantity, ...(location ? { location } : {}) } },
    });
    const { userErrors } = requirePayload(changed?.addStockTransaction);
    const unmanaged = userErrors.some(
      (error) => error.code === 'NOT_FOUND' && error.field?.[0] === 'productId',
    );
    if (!unmanaged || action === 'DECREMENT') return { outcome: 'updated', userErrors };
    if (location) {
      const { data: created } = await createLocatedStock({
        variables: { input: { productId, locations: [{ slug: location, available: quantity }] } },
      });
      return { outcome: 'created', userErrors: requirePayload(created?.createLocatedStock).userErrors };
    }
    const { data: created } = await createStock({ variables: { productId, quantity } });
    return { outcome: 'created', userErrors: requirePayload(created?.createStock).userErrors };
  };

  const importer = csvImport<StockImportInput>({
    noun: ['stock row', 'stock rows'],
    keyHeader: 'Product',
    columns: STOCK_IMPORT_COLUMNS,
    parseRow: parseStockRow,
    send: sendRow,
    onFinished: listing.refetch,
  });
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
