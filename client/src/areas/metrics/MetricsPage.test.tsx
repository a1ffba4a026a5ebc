import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  MetricsCurrenciesQuery,
  OrderMetricsPageQuery,
  OrderMetricsPageQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { lastDays, metricsPoints, metricsUrl, readMetricsParams } from './metricsParams';

beforeEach(signInForTest);

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€' };

const money = (amount: number, currency: string) => ({
  __typename: 'Money' as const,
  currency,
  amount,
  formatted: `${SYMBOLS[currency] ?? ''}${(amount / 100).toFixed(2)}`,
});

function metrics(
  variables: OrderMetricsPageQueryVariables,
  total: number,
): OrderMetricsPageQuery['orderMetrics'] {
  const currency = variables.currency ?? 'USD';
  return {
    __typename: 'OrderMetrics',
    from: `${String(variables.from)}T00:00:00.000Z`,
    to: `${String(variables.to)}T00:00:00.000Z`,
    interval: variables.interval,
    total,
    summary: [
      {
        __typename: 'OrderMetricsSummary',
        currency,
        totalOrders: total,
        totalValue: money(total * 2500, currency),
        averageValue: money(total === 0 ? 0 : 2500, currency),
        totalDiscount: money(total * 100, currency),
      },
    ],
    timeseries: [
      {
        __typename: 'OrderMetricsPoint',
        timestamp: '2026-11-16T00:00:00.000Z',
        count: total,
        value: [money(total * 2500, currency)],
        discount: [money(total * 100, currency)],
      },
    ],
  };
}

const currenciesHandler = graphql.query<MetricsCurrenciesQuery>('MetricsCurrencies', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      currencies: {
        __typename: 'CurrencyPage',
        items: [
          { __typename: 'Currency', id: 'c1', code: 'EUR', isDefault: false, enabled: true },
          { __typename: 'Currency', id: 'c2', code: 'USD', isDefault: true, enabled: true },
          { __typename: 'Currency', id: 'c3', code: 'GBP', isDefault: false, enabled: false },
        ],
      },
    },
  }),
);

function metricsHandler(total = 3) {
  const sent: OrderMetricsPageQueryVariables[] = [];
  const handler = graphql.query<OrderMetricsPageQuery, OrderMetricsPageQueryVariables>(
    'OrderMetricsPage',
    ({ variables }) => {
      sent.push(variables);
      if (variables.from && variables.to && variables.from > variables.to) {
        return HttpResponse.json({
          errors: [{ message: 'from must not be after to', extensions: { code: 'BAD_USER_INPUT' } }],
          data: null,
        });
      }
      return HttpResponse.json({ data: { __typename: 'Query', orderMetrics: metrics(variables, total) } });
    },
  );
  return { handler, sent };
}

describe('metrics page', () => {
  it("shows the last 30 days daily in the store's default currency: summary and three charts", async () => {
    const { handler, sent } = metricsHandler();
    server.use(currenciesHandler, handler);
    renderApp('/metrics');

    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByText('Orders').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Order value').nextSibling).toHaveTextContent('$75.00');
    expect(within(summary).getByText('Average order value').nextSibling).toHaveTextContent('$25.00');
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('$3.00');
    expect(screen.getByRole('figure', { name: 'Orders per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Order value per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Discount per day' })).toBeInTheDocument();
    expect(sent).toEqual([{ ...lastDays(30), interval: 'DAY', currency: 'USD' }]);
    // Only enabled currencies are offered.
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['EUR', 'USD']);
  });

  it('switches to 90 days, weekly, in EUR, keeping each choice in the URL', async () => {
    const { handler, sent } = metricsHandler();
    server.use(currenciesHandler, handler);
    const { user, router } = renderApp('/metrics');
    await screen.findByLabelText('Summary');

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interval' }), 'WEEK');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');

    expect(currentUrl(router)).toBe('/metrics?days=90&interval=week&currency=EUR');
    await screen.findByRole('figure', { name: 'Orders per week' });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Summary')).getByText('Order value').nextSibling).toHaveTextContent(
        '€75.00',
      ),
    );
    expect(sent.at(-1)).toEqual({ ...lastDays(90), interval: 'WEEK', currency: 'EUR' });
    expect(screen.getByRole('button', { name: '90 days' })).toHaveClass('bp6-active');
  });

  it('refuses a custom range whose start is after its end, keeping what was typed', async () => {
    const { handler, sent } = metricsHandler();
    server.use(currenciesHandler, handler);
    const { user, router } = renderApp('/metrics?currency=EUR');
    await screen.findByLabelText('Summary');
    const requests = sent.length;

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await within(form).findByText('From must not be after To')).toBeInTheDocument();
    expect(from).toHaveValue('2026-11-10');
    expect(to).toHaveValue('2026-11-01');
    expect(sent).toHaveLength(requests);
    expect(currentUrl(router)).toBe('/metrics?currency=EUR');

    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(currentUrl(router)).toBe('/metrics?from=2026-11-10&to=2026-11-20&currency=EUR');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ from: '2026-11-10', to: '2026-11-20', interval: 'DAY', currency: 'EUR' }),
    );
    expect(await screen.findByText(/Nov 10, 2026 – Nov 20, 2026/)).toBeInTheDocument();
  });

  it("shows the provider's message for a reversed range in the URL", async () => {
    server.use(currenciesHandler, metricsHandler().handler);
    renderApp('/metrics?from=2026-11-10&to=2026-11-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load order metrics');
    expect(alert).toHaveTextContent('from must not be after to');
    // The custom form is open on the range, to fix it.
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-10');
  });

  it('says when there were no orders', async () => {
    server.use(currenciesHandler, metricsHandler(0).handler);
    renderApp('/metrics?days=7');
    expect(await screen.findByText('No orders in this period')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('reads and writes its URL, and charts amounts in major units', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(readMetricsParams(new URLSearchParams('days=7&interval=month&currency=eur'), now)).toEqual({
      days: 7,
      from: '2026-11-16',
      to: '2026-11-22',
      interval: 'MONTH',
      currency: 'EUR',
    });
    expect(readMetricsParams(new URLSearchParams('days=12&interval=hourly'), now)).toMatchObject({
      days: 30,
      from: '2026-10-24',
      interval: 'DAY',
      currency: undefined,
    });
    expect(metricsUrl({ days: 30, interval: 'DAY' })).toBe('/metrics');
    const data = metrics({ from: '2026-11-16', to: '2026-11-22', interval: 'DAY', currency: 'EUR' }, 2);
    expect(metricsPoints(data, 'EUR')).toMatchObject([
      { count: 2, value: 50, discount: 2, valueText: '€50.00', discountText: '€2.00' },
    ]);
  });
});
