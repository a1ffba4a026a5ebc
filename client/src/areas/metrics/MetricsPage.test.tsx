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

/**
 * `usdOrders` orders in USD and, when there are any, one order in EUR: the page counts both and
 * shows the chosen currency's values.
 */
function metrics(
  variables: OrderMetricsPageQueryVariables,
  usdOrders: number,
): OrderMetricsPageQuery['orderMetrics'] {
  const eurOrders = usdOrders > 0 ? 1 : 0;
  const summary = (currency: string, orders: number, each: number) => ({
    __typename: 'OrderMetricsSummary' as const,
    currency,
    totalOrders: orders,
    totalValue: money(orders * each, currency),
    averageValue: money(orders === 0 ? 0 : each, currency),
    totalDiscount: money(orders * 100, currency),
  });
  return {
    __typename: 'OrderMetrics',
    from: `${String(variables.from)}T00:00:00.000Z`,
    to: `${String(variables.to)}T00:00:00.000Z`,
    interval: variables.interval,
    total: usdOrders + eurOrders,
    value: eurOrders ? [money(eurOrders * 900, 'EUR'), money(usdOrders * 2500, 'USD')] : [],
    summary: eurOrders ? [summary('EUR', eurOrders, 900), summary('USD', usdOrders, 2500)] : [],
    timeseries: [
      {
        __typename: 'OrderMetricsPoint',
        timestamp: '2026-11-16T00:00:00.000Z',
        count: usdOrders + eurOrders,
        value: [money(usdOrders * 2500, 'USD'), money(eurOrders * 900, 'EUR')],
        discount: [money(usdOrders * 100, 'USD'), money(eurOrders * 100, 'EUR')],
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
  it("shows the last 30 days daily: every currency's orders, the default currency's values, three charts", async () => {
    const { handler, sent } = metricsHandler();
    server.use(currenciesHandler, handler);
    renderApp('/metrics');

    const summary = await screen.findByLabelText('Summary');
    // The same count as Home's for the same days: orders in every currency (3 in USD, 1 in EUR).
    expect(within(summary).getByText('Orders').nextSibling).toHaveTextContent(/^4$/);
    expect(
      screen.getByText('Orders are counted in every currency (as on Home); 3 of them are in USD', {
        exact: false,
      }),
    ).toHaveTextContent('and the amounts are in USD.');
    expect(within(summary).getByText('Order value').nextSibling).toHaveTextContent('$75.00');
    expect(within(summary).getByText('Average order value').nextSibling).toHaveTextContent('$25.00');
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('$3.00');
    // `orderMetrics.value`: the value of the same orders in each currency.
    expect(within(summary).getByText('Value in every currency').nextSibling).toHaveTextContent(
      '€9.00 · $75.00',
    );
    expect(screen.getByRole('figure', { name: 'Orders per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Order value per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Discount per day' })).toBeInTheDocument();
    // No currency is sent: the provider would then count that currency's orders only.
    expect(sent).toEqual([{ ...lastDays(30), interval: 'DAY' }]);
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
        '€9.00',
      ),
    );
    expect(within(screen.getByLabelText('Summary')).getByText('Orders').nextSibling).toHaveTextContent(/^4$/);
    expect(screen.getByText(/1 of them are in EUR/)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ ...lastDays(90), interval: 'WEEK' });
    expect(screen.getByRole('button', { name: '90 days' })).toHaveClass('bp6-active');
  });

  it('remembers the currency the seller picks (epcurrency) and opens in it next time, while the store offers it', async () => {
    const { handler } = metricsHandler();
    server.use(currenciesHandler, handler);
    const first = renderApp('/metrics');
    await screen.findByLabelText('Summary');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(window.localStorage.getItem('epcurrency')).toBe('EUR');
    first.unmount();

    renderApp('/metrics');
    await waitFor(() =>
      expect(within(screen.getByLabelText('Summary')).getByText('Order value').nextSibling).toHaveTextContent(
        '€9.00',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('opens in the default currency when the remembered one is not enabled in this store', async () => {
    window.localStorage.setItem('epcurrency', 'GBP');
    const { handler } = metricsHandler();
    server.use(currenciesHandler, handler);
    renderApp('/metrics');
    await screen.findByLabelText('Summary');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD'));
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
      expect(sent.at(-1)).toEqual({ from: '2026-11-10', to: '2026-11-20', interval: 'DAY' }),
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
    const data = metrics({ from: '2026-11-16', to: '2026-11-22', interval: 'DAY' }, 2);
    expect(metricsPoints(data, 'USD')).toMatchObject([
      { count: 3, value: 50, discount: 2, valueText: '$50.00', discountText: '$2.00' },
    ]);
    expect(metricsPoints(data, 'EUR')).toMatchObject([{ value: 9, valueText: '€9.00' }]);
  });
});
