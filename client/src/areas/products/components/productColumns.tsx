import { Tag } from '@blueprintjs/core';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import type { ProductListItemFragment } from '../../../graphql/generated';
import { formatDateTime } from '../../../format/dates';
import { FileThumbnail } from '../../files/exports';
import type { ProductSortField } from '../productList';
import { ProductStatusTag } from './ProductStatusTag';
import { ENUM_LABELS } from '../../../format/labels';

const COMMODITY_TYPE_LABELS = ENUM_LABELS.CommodityType;

/** At or below this many available units a product reads as running low. */
const LOW_STOCK = 5;

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

/** The product list's columns: what a seller scans a catalogue by. */
export const PRODUCT_COLUMNS: readonly ResourceColumn<ProductListItemFragment, ProductSortField>[] = [
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
