import { useMemo } from 'react';
import { Card, Classes, H2 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { formatDate } from '../../format/dates';
import {
  type HomeLowStockQuery,
  type HomeOrderRowFragment,
  type HomeSalesTotalsFragment,
  useHomeLowStockQuery,
  useHomeOrdersQuery,
  useHomeSalesQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { stockListUrl, stockUrl } from '../inventory/urls';
import { metricsUrl } from '../metrics/urls';
import { orderListUrl, orderName, orderUrl } from '../orders/urls';
import { productUrl } from '../products/urls';
import './home.css';
import { homeWindows } from './homeDates';

/** How many orders and products each list shows. */
const ROWS = 5;
/** A product is low on stock when fewer units than this can still be sold. */
export const LOW_STOCK_BELOW = 10;

/** The seller's home: how the store is selling, and what needs doing. */
export function HomePage() {
  const windows = useMemo(() => homeWindows(), []);
  return (
    <div className="home">
      <PageHeader title="Your store today" />
      <SalesCard windows={windows} />
      <div className="home__columns">
        <OrdersCards />
        <LowStockCard />
      </div>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return <div className={`${Classes.SKELETON} home__loading`} role="status" aria-label={label} />;
}

/** Orders and revenue today and this month, one line per currency (currencies are never added up). */
function SalesCard({ windows }: { windows: ReturnType<typeof homeWindows> }) {
  const result = useHomeSalesQuery({ variables: windows, fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  return (
    <Card className="home__sales">
      {result.error && !data && <LoadError title="Could not load sales" error={result.error} />}
      {!data && !result.error && <Loading label="Loading sales" />}
      {data && (
        <div className="home__periods">
          <SalesPeriod
            title="Today"
            totals={data.today}
            link={metricsUrl({ from: windows.today, to: windows.today })}
          />
          <SalesPeriod
            title="This month"
            totals={data.month}
            link={metricsUrl({ from: windows.monthStart, to: windows.today })}
          />
        </div>
      )}
    </Card>
  );
}

function SalesPeriod({
  title,
  totals,
  link,
}: {
  title: string;
  totals: HomeSalesTotalsFragment;
  link: string;
}) {
  const revenue = [...totals.summary].sort((a, b) => a.currency.localeCompare(b.currency));
  return (
    <section className="home__period" aria-label={title}>
      <H2 className="home__heading">{title}</H2>
      <dl className="home__figures">
        <div>
          <dt>Orders</dt>
          <dd>{totals.total}</dd>
        </div>
        <div>
          <dt>Revenue</dt>
          {revenue.length === 0 && <dd>No sales yet</dd>}
          {revenue.map((entry) => (
            <dd key={entry.currency}>
              {entry.totalValue.formatted}
              <small>
                {' '}
                {entry.currency} · {entry.totalOrders} {entry.totalOrders === 1 ? 'order' : 'orders'}
              </small>
            </dd>
          ))}
        </div>
      </dl>
      <Link to={link}>Details in Metrics</Link>
    </section>
  );
}

const ORDER_COLUMNS: readonly ResourceColumn<HomeOrderRowFragment>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: (order) => <Link to={orderUrl(order.id)}>{orderName(order)}</Link>,
  },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer.name },
  { id: 'placed', header: 'Placed', cell: (order) => formatDate(order.createdAt) },
  { id: 'total', header: 'Total', cell: (order) => order.totals.withTax.formatted },
];

type StockRow = HomeLowStockQuery['stocks']['items'][number];

const STOCK_COLUMNS: readonly ResourceColumn<StockRow>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (stock) =>
      stock.product ? <Link to={productUrl(stock.product.id)}>{stock.product.name}</Link> : 'Deleted product',
  },
  { id: 'sku', header: 'SKU', cell: (stock) => stock.product?.sku ?? '—' },
  {
    id: 'available',
    header: 'Available',
    cell: (stock) => <Link to={stockUrl(stock.productId)}>{stock.available}</Link>,
  },
];

/**
 * A card's short table; its last column holds an amount, set to the right. Its columns stay within
 * the card (long values cut with an ellipsis), sized for `kind` (home.css).
 */
function HomeTable<TRow>({
  kind,
  ...props
}: {
  kind: 'orders' | 'stock';
  label: string;
  columns: readonly ResourceColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
}) {
  return (
    <div className={`home__table home__table--${kind}`}>
      <ResourceTable compact {...props} />
    </div>
  );
}

/** Paid orders not yet fulfilled, and the latest orders. */
function OrdersCards() {
  const result = useHomeOrdersQuery({ variables: { limit: ROWS }, fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const toFulfil = data?.toFulfil.pageInfo.total ?? 0;
  return (
    <>
      <Card className="home__card">
        <H2 className="home__heading">Orders to fulfil</H2>
        {result.error && !data && <LoadError title="Could not load orders" error={result.error} />}
        {!data && !result.error && <Loading label="Loading orders to fulfil" />}
        {data && toFulfil === 0 && <p>Every paid order has been fulfilled.</p>}
        {data && toFulfil > 0 && (
          <>
            <p>
              {toFulfil === 1 ? '1 paid order is' : `${toFulfil} paid orders are`} waiting to be fulfilled.
            </p>
            <HomeTable
              kind="orders"
              label="Orders to fulfil"
              columns={ORDER_COLUMNS}
              rows={data.toFulfil.items}
              rowKey={(order) => order.id}
            />
            <Link to={orderListUrl({ filters: { payment: 'PAID', shipping: 'UNFULFILLED' } })}>
              See all orders to fulfil
            </Link>
          </>
        )}
      </Card>
      <Card className="home__card">
        <H2 className="home__heading">Recent orders</H2>
        {!data && !result.error && <Loading label="Loading recent orders" />}
        {data && data.recent.items.length === 0 && (
          <p>No orders yet. Orders placed at checkout appear here.</p>
        )}
        {data && data.recent.items.length > 0 && (
          <>
            <HomeTable
              kind="orders"
              label="Recent orders"
              columns={ORDER_COLUMNS}
              rows={data.recent.items}
              rowKey={(order) => order.id}
            />
            <Link to={orderListUrl()}>See all orders</Link>
          </>
        )}
      </Card>
    </>
  );
}

/** Products that can sell fewer than {@link LOW_STOCK_BELOW} more units, fewest first. */
function LowStockCard() {
  const result = useHomeLowStockQuery({ variables: { limit: ROWS }, fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const low = data?.stocks.items.filter((stock) => stock.available < LOW_STOCK_BELOW) ?? [];
  return (
    <Card className="home__card">
      <H2 className="home__heading">Low stock</H2>
      {result.error && !data && <LoadError title="Could not load stock" error={result.error} />}
      {!data && !result.error && <Loading label="Loading stock" />}
      {data && low.length === 0 && <p>No product has fewer than {LOW_STOCK_BELOW} units left to sell.</p>}
      {low.length > 0 && (
        <>
          <HomeTable
            kind="stock"
            label="Low stock"
            columns={STOCK_COLUMNS}
            rows={low}
            rowKey={(stock) => stock.productId}
          />
          <Link to={stockListUrl({ sort: { field: 'AVAILABLE', direction: 'ASC' } })}>
            See all stock, lowest first
          </Link>
        </>
      )}
    </Card>
  );
}
