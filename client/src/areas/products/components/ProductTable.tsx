import { NonIdealState, Tag } from '@blueprintjs/core';
import { BoxIcon } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import type { ListSort } from '../../../components/list/listParams';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import type { CommodityType, ProductListItemFragment } from '../../../graphql/generated';
import { FileThumbnail } from '../../files/components/FileThumbnail';
import type { ProductSortField } from '../productList';
import { productUrl } from '../routes';
import { ProductStatusTag } from './ProductStatusTag';

const COMMODITY_TYPE_LABELS: Record<CommodityType, string> = { PHYSICAL: 'Physical', DIGITAL: 'Digital' };

/** At or below this many available units a product reads as running low. */
export const LOW_STOCK = 5;

function StockCell({ stock }: { stock: ProductListItemFragment['stock'] }) {
  if (!stock) return <span title="Inventory is not managed for this product">—</span>;
  const detail = `${stock.total} in stock, ${stock.allocated} allocated`;
  if (stock.available <= 0) {
    return (
      <Tag intent="danger" minimal title={detail}>
        Sold out
      </Tag>
    );
  }
  return (
    <Tag intent={stock.available <= LOW_STOCK ? 'warning' : 'none'} minimal title={detail}>
      {stock.available} available
    </Tag>
  );
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDateTime(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

const COLUMNS: readonly ResourceColumn<ProductListItemFragment, ProductSortField>[] = [
  { id: 'name', header: 'Name', sortField: 'NAME', cell: (product) => product.name },
  // Second, not first: the first cell is the row's link, which must read as the product's name.
  { id: 'image', header: 'Image', width: 64, cell: (product) => <FileThumbnail file={product.mainImage} /> },
  { id: 'sku', header: 'SKU', sortField: 'SKU', cell: (product) => product.sku ?? '—' },
  {
    id: 'status',
    header: 'Status',
    sortField: 'STATUS',
    width: 110,
    cell: (product) => <ProductStatusTag status={product.status} />,
  },
  {
    id: 'commodityType',
    header: 'Commodity type',
    width: 150,
    cell: (product) => COMMODITY_TYPE_LABELS[product.commodityType],
  },
  { id: 'stock', header: 'Stock', width: 130, cell: (product) => <StockCell stock={product.stock} /> },
  {
    id: 'updatedAt',
    header: 'Updated',
    sortField: 'UPDATED_AT',
    width: 200,
    cell: (product) => formatDateTime(product.updatedAt),
  },
];

export interface ProductTableProps {
  products: readonly ProductListItemFragment[] | undefined;
  loading: boolean;
  filtered: boolean;
  sort: ListSort<ProductSortField> | undefined;
  onSortChange: (field: ProductSortField) => void;
}

export function ProductTable({ products, loading, filtered, sort, onSortChange }: ProductTableProps) {
  return (
    <ResourceTable
      label="Products"
      columns={COLUMNS}
      rows={products}
      rowKey={(product) => product.id}
      rowHref={(product) => productUrl(product.id)}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      emptyState={
        <NonIdealState
          icon={nonIdealStateIcon(BoxIcon)}
          title={filtered ? 'No products match these filters' : 'No products yet'}
          description={filtered ? 'Try other filters.' : 'Products you add appear here.'}
        />
      }
    />
  );
}
