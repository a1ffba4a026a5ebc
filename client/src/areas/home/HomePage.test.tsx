import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables } from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { chartPoints, last30Days, mainCurrency } from './orderMetrics';

beforeEach(signInForTest);

const money = (amount: number, currency = 'USD') => ({
  __typename: 'Money' as const,
  currency,
  amount,
  formatted: currency === 'USD' ? `$${(amount / 100).toFixed(2)}` : `€${(amount / 100).toFixed(2)}`,
});

function metrics(total: number): HomeOrderMetricsQuery['orderMetrics'] {
  return {
    __typename: 'OrderMetrics',
    from: '2026-10-24T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    total,
    summary:
      total === 0
        ? []
        : [
            {
              __typename: 'OrderMetricsSummary',
              currency: 'EUR',
              totalOrders: 1,
              totalValue: money(900, 'EUR'),
              averageValue: money(900, 'EUR'),
            },
            {
              __typename: 'OrderMetricsSummary',
              currency: 'USD',
              totalOrders: 2,
              totalValue: money(7200),
              averageValue: money(3600),
            },
          ],
    timeseries: [
      {
        __typename: 'OrderMetricsPoint',
        timestamp: '2026-11-21T00:00:00.000Z',
        count: 1,
        value: [money(900, 'EUR')],
      },
      {
        __typename: 'OrderMetricsPoint',
        timestamp: '2026-11-22T00:00:00.000Z',
        count: total === 0 ? 0 : 2,
        value: [money(7200)],
      },
    ],
  };
}

function metricsHandler(total: number) {
  const sent: HomeOrderMetricsQueryVariables[] = [];
  const handler = graphql.query<HomeOrderMetricsQuery, HomeOrderMetricsQueryVariables>(
    'HomeOrderMetrics',
    ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { __typename: 'Query', orderMetrics: metrics(total) } });
    },
  );
  return { handler, sent };
}

describe('home order metrics', () => {
  it('shows the last 30 days of orders with totals per currency and the chart', async () => {
    const { handler, sent } = metricsHandler(3);
    server.use(handler);
    renderApp('/');

    const totals = await screen.findByLabelText('Order totals');
    expect(within(totals).getByText('Orders').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Value (USD)').nextSibling).toHaveTextContent('$72.00 · average $36.00');
    expect(within(totals).getByText('Value (EUR)').nextSibling).toHaveTextContent('€9.00');
    expect(screen.getByRole('figure', { name: 'Orders per day' })).toBeInTheDocument();
    expect(sent).toEqual([last30Days()]);
    expect(screen.getByRole('link', { name: 'See these orders' })).toHaveAttribute(
      'href',
      `/orders?from=${last30Days().from}&to=${last30Days().to}`,
    );
  });

  it('says when there were no orders', async () => {
    server.use(metricsHandler(0).handler);
    renderApp('/');
    expect(await screen.findByText('No orders in the last 30 days')).toBeInTheDocument();
  });

  it('charts the currency with the most orders, in major units', async () => {
    const data = metrics(3);
    expect(mainCurrency(data)).toBe('USD');
    expect(chartPoints(data, 'USD').map(({ count, value }) => ({ count, value }))).toEqual([
      { count: 1, value: 0 },
      { count: 2, value: 72 },
    ]);
    expect(last30Days(new Date('2026-11-22T15:00:00Z'))).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    await waitFor(() => undefined);
  });
});
