import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import type { ProductListItemFragment, ProductListQuery } from '../../../graphql/generated';
import { formatAmounts } from '../../../format/money';
import { formatDateTime } from '../../../format/dates';
import { FileThumbnail } from '../../files/exports';
import type { ProductSortField } from '../productList';
import { ProductStatusTag } from './ProductStatusTag';
import { ENUM_LABELS } from '../../../format/labels';
import { startStockUrl, stockUrl } from '../../inventory/urls';

const COMMODITY_TYPE_LABELS = ENUM_LABELS.CommodityType;

/** At or below this many available units a product reads as running low. */
const LOW_STOCK = 5;

/** The product's available units, linking to its stock; "Not managed" links to starting it. */
function StockCell({ productId, stock }: { productId: string; stock: ProductListItemFragment['stock'] }) {
  if (!stock) {
    return (
      <Link to={startStockUrl(productId)} title="Inventory is not managed for this product: start it">
        Not managed
      </Link>
    );
  }
  const detail = `${stock.total} in stock, ${stock.allocated} allocated`;
  const sold = stock.available <= 0;
  return (
    <Link
      to={stockUrl(productId)}
      aria-label={`Stock: ${sold ? 'sold out' : `${stock.available} available`}`}
    >
      <Tag
        intent={sold ? 'danger' : stock.available <= LOW_STOCK ? 'warning' : 'none'}
        minimal
        interactive
        title={detail}
      >
        {sold ? 'Sold out' : `${stock.available} available`}
      </Tag>
    </Link>
  );
}

/** A row of the product list: the product with its prices. */
export type ProductListRow = ProductListQuery['products']['items'][number];

/**
 * The product's price in the first of the store's price books that prices it (the books in the
 * store's order), every currency formatted; null when no book prices it.
 */
export function listPrice(product: ProductListRow): { text: string; priceBook: string } | null {
  const [price] = product.prices;
  if (!price || price.amounts.length === 0) return null;
  return { text: formatAmounts(price.amounts), priceBook: price.priceBook?.name ?? price.priceBookId };
}

function PriceCell({ product }: { product: ProductListRow }) {
  const price = listPrice(product);
  if (!price) return <span title="No price book prices this product's SKU">—</span>;
  const others = product.prices.length - 1;
  return (
    <span title={`In ${price.priceBook}${others > 0 ? ` (and ${others} more price books)` : ''}`}>
      {price.text}
    </span>
  );
}

/** The product list's columns: what a seller scans a catalogue by. */
export const PRODUCT_COLUMNS: readonly ResourceColumn<ProductListRow, ProductSortField>[] = [
  { id: 'name', header: 'Name', sortField: 'NAME', cell: (product) => product.name },
  // Second, not first: the first cell is the row's link, which must read as the product's name.
  {
    id: 'image',
    header: 'Image',
    width: 64,
    cell: (product) => <FileThumbnail file={product.mainImage} />,
    csv: (product) => product.mainImage?.link?.href ?? '',
  },
  { id: 'sku', header: 'SKU', sortField: 'SKU', cell: (product) => product.sku ?? '—' },
  {
    id: 'status',
    header: 'Status',
    sortField: 'STATUS',
    width: 110,
    cell: (product) => <ProductStatusTag status={product.status} />,
    csv: (product) => product.status,
  },
  {
    id: 'price',
    header: 'Price',
    width: 160,
    cell: (product) => <PriceCell product={product} />,
    csv: (product) => listPrice(product)?.text ?? '',
  },
  {
    id: 'commodityType',
    header: 'Commodity type',
    width: 150,
    cell: (product) => COMMODITY_TYPE_LABELS[product.commodityType],
  },
  {
    id: 'stock',
    header: 'Stock',
    width: 130,
    cell: (product) => <StockCell productId={product.id} stock={product.stock} />,
    csv: (product) => product.stock?.available ?? '',
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    sortField: 'UPDATED_AT',
    width: 200,
    cell: (product) => formatDateTime(product.updatedAt),
  },
];
