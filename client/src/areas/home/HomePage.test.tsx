import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  HomeLowStockQuery,
  HomeLowStockQueryVariables,
  HomeOrderRowFragment,
  HomeOrdersQuery,
  HomeOrdersQueryVariables,
  HomeSalesQuery,
  HomeSalesQueryVariables,
  HomeSalesTotalsFragment,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { stockListUrl } from '../inventory/urls';
import { homeWindows } from './homeDates';

beforeEach(signInForTest);

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€' };

const money = (amount: number, currency: string) => ({
  __typename: 'Money' as const,
  currency,
  amount,
  formatted: `${SYMBOLS[currency] ?? ''}${(amount / 100).toFixed(2)}`,
});

function totals(perCurrency: Record<string, [orders: number, amount: number]>): HomeSalesTotalsFragment {
  const entries = Object.entries(perCurrency);
  return {
    __typename: 'OrderMetrics',
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-27T00:00:00.000Z',
    total: entries.reduce((sum, [, [orders]]) => sum + orders, 0),
    summary: entries.map(([currency, [orders, amount]]) => ({
      __typename: 'OrderMetricsSummary',
      currency,
      totalOrders: orders,
      totalValue: money(amount, currency),
    })),
  };
}

function salesHandler(today: HomeSalesTotalsFragment, month: HomeSalesTotalsFragment) {
  const sent: HomeSalesQueryVariables[] = [];
  const handler = graphql.query<HomeSalesQuery, HomeSalesQueryVariables>('HomeSales', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({ data: { __typename: 'Query', today, month } });
  });
  return { handler, sent };
}

function order(id: string, orderNumber: string | null, name: string, amount: number): HomeOrderRowFragment {
  return {
    __typename: 'Order',
    id,
    orderNumber,
    customer: { __typename: 'OrderCustomer', name },
    totals: { __typename: 'OrderTotals', withTax: money(amount, 'USD') },
    createdAt: '2026-11-25T10:00:00.000Z',
  };
}

function ordersHandler(
  toFulfil: HomeOrderRowFragment[],
  toFulfilTotal: number,
  recent: HomeOrderRowFragment[],
) {
  const sent: HomeOrdersQueryVariables[] = [];
  const handler = graphql.query<HomeOrdersQuery, HomeOrdersQueryVariables>('HomeOrders', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        toFulfil: {
          __typename: 'OrderPage',
          items: toFulfil,
          pageInfo: { __typename: 'PageInfo', total: toFulfilTotal },
        },
        recent: { __typename: 'OrderPage', items: recent },
      },
    });
  });
  return { handler, sent };
}

function stock(productId: string, available: number, product: { name: string; sku: string } | null) {
  return {
    __typename: 'Stock' as const,
    productId,
    available,
    product: product ? { __typename: 'Product' as const, id: productId, ...product } : null,
  };
}

const lowStockHandler = (items: ReturnType<typeof stock>[]) =>
  graphql.query<HomeLowStockQuery, HomeLowStockQueryVariables>('HomeLowStock', () =>
    HttpResponse.json({ data: { __typename: 'Query', stocks: { __typename: 'StockPage', items } } }),
  );

const emptyOrders = () => ordersHandler([], 0, []).handler;
const emptyStock = () => lowStockHandler([]);

describe('the seller’s home', () => {
  it("shows today's and this month's orders and revenue per currency, never added together", async () => {
    const { handler, sent } = salesHandler(
      totals({ USD: [2, 7200] }),
      totals({ EUR: [1, 900], USD: [11, 45000] }),
    );
    server.use(handler, emptyOrders(), emptyStock());
    renderApp('/');

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Orders').nextSibling).toHaveTextContent('2');
    expect(within(today).getByText('$72.00')).toHaveTextContent('$72.00 USD · 2 orders');

    const month = screen.getByRole('region', { name: 'This month' });
    expect(within(month).getByText('Orders').nextSibling).toHaveTextContent('12');
    expect(within(month).getByText('€9.00')).toHaveTextContent('€9.00 EUR · 1 order');
    expect(within(month).getByText('$450.00')).toHaveTextContent('$450.00 USD · 11 orders');

    // One window each, the days the Metrics links open (where the same orders are counted).
    const { today: day, monthStart } = homeWindows();
    expect(sent).toEqual([{ today: day, monthStart }]);
    expect(within(today).getByRole('link', { name: 'Details in Metrics' })).toHaveAttribute(
      'href',
      `/metrics?from=${day}&to=${day}`,
    );
    expect(within(month).getByRole('link', { name: 'Details in Metrics' })).toHaveAttribute(
      'href',
      `/metrics?from=${monthStart}&to=${day}`,
    );
    // Speaks to sellers, not developers.
    expect(screen.queryByText(/graphql/i)).not.toBeInTheDocument();
  });

  it('lists paid orders waiting to be fulfilled and the latest orders, each linked', async () => {
    const { handler, sent } = ordersHandler(
      [
        order('o-1', '1001', 'Ada Lovelace', 4200),
        order('43399f68-1c2d-4e5f-8a9b-0c1d2e3f4a5b', null, 'Alan Turing', 1500),
      ],
      7,
      [order('o-3', '1003', 'Grace Hopper', 990)],
    );
    server.use(salesHandler(totals({}), totals({})).handler, handler, emptyStock());
    renderApp('/');

    expect(await screen.findByText('7 paid orders are waiting to be fulfilled.')).toBeInTheDocument();
    const toFulfil = screen.getByRole('table', { name: 'Orders to fulfil' });
    // Named as every screen names an order: its number, else a short id, never the whole UUID.
    expect(within(toFulfil).getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/orders/o-1');
    expect(within(toFulfil).getByRole('link', { name: '43399f68' })).toHaveAttribute(
      'href',
      '/orders/43399f68-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(within(toFulfil).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(toFulfil).getByText('$42.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all orders to fulfil' })).toHaveAttribute(
      'href',
      '/orders?payment=PAID&shipping=UNFULFILLED',
    );

    const recent = screen.getByRole('table', { name: 'Recent orders' });
    expect(within(recent).getByRole('link', { name: '#1003' })).toHaveAttribute('href', '/orders/o-3');
    expect(screen.getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/orders');
    expect(sent).toEqual([{ limit: 5 }]);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Orders').nextSibling).toHaveTextContent('0');
    expect(within(today).getByText('No sales yet')).toBeInTheDocument();
  });

  it('lists products with fewer than 10 units left to sell, linked to the product and its stock', async () => {
    server.use(
      salesHandler(totals({}), totals({})).handler,
      emptyOrders(),
      lowStockHandler([
        stock('p-1', 0, { name: 'Blue mug', sku: 'MUG-BLUE' }),
        stock('p-2', 3, null),
        stock('p-3', 10, { name: 'Red mug', sku: 'MUG-RED' }),
      ]),
    );
    renderApp('/');

    const table = await screen.findByRole('table', { name: 'Low stock' });
    expect(within(table).getByRole('link', { name: 'Blue mug' })).toHaveAttribute('href', '/products/p-1');
    expect(within(table).getByText('MUG-BLUE')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '0' })).toHaveAttribute('href', '/inventory/stock/p-1');
    expect(within(table).getByText('Deleted product')).toBeInTheDocument();
    expect(within(table).queryByText('Red mug')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all stock, lowest first' })).toHaveAttribute(
      'href',
      stockListUrl({ sort: { field: 'AVAILABLE', direction: 'ASC' } }),
    );
  });

  it('says when there is nothing to do, and keeps the other cards when one fails', async () => {
    server.use(
      graphql.query('HomeSales', () =>
        HttpResponse.json({ errors: [{ message: 'The provider is unavailable' }], data: null }),
      ),
      emptyOrders(),
      lowStockHandler([stock('p-3', 12, { name: 'Red mug', sku: 'MUG-RED' })]),
    );
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load sales');
    expect(alert).toHaveTextContent('The provider is unavailable');
    expect(await screen.findByText('Every paid order has been fulfilled.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet. Orders placed at checkout appear here.')).toBeInTheDocument();
    expect(screen.getByText('No product has fewer than 10 units left to sell.')).toBeInTheDocument();
  });

  it('reports on UTC calendar days: today, and the month from its first day', () => {
    expect(homeWindows(new Date('2026-11-26T23:30:00Z'))).toEqual({
      today: '2026-11-26',
      monthStart: '2026-11-01',
    });
    expect(homeWindows(new Date('2027-01-01T00:00:00Z'))).toEqual({
      today: '2027-01-01',
      monthStart: '2027-01-01',
    });
  });
});
