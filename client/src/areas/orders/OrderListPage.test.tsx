import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { OrderListItemFragment, OrderListQuery, OrderListQueryVariables } from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { orderRow, usd } from './fixtures';

beforeEach(signInForTest);

/** Answers OrderList with the orders matching the payment filter, recording each request. */
function orderListHandler(orders: OrderListItemFragment[], fail = false) {
  const sent: OrderListQueryVariables[] = [];
  const handler = graphql.query<OrderListQuery, OrderListQueryVariables>('OrderList', ({ variables }) => {
    sent.push(variables);
    if (fail) return HttpResponse.json({ errors: [{ message: 'The provider failed (HTTP 500)' }] });
    const payment = variables.filter?.payment?.eq;
    const items = orders.filter((order) => !payment || order.payment === payment);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        orders: {
          __typename: 'OrderPage',
          items,
          pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: items.length, hasNextPage: false },
        },
      },
    });
  });
  return { handler, sent };
}

const ORDERS = [
  orderRow('o-1', { orderNumber: '10001' }),
  orderRow('o-2', {
    orderNumber: '10002',
    payment: 'PAID',
    paymentState: 'PAID',
    status: 'COMPLETE',
    customer: { __typename: 'OrderCustomer', name: 'Alan Turing', email: 'alan@example.com' },
    totals: { __typename: 'OrderTotals', withTax: usd(123456) },
  }),
];

describe('order list', () => {
  it('shows each order with its tags and formatted total, newest first, linking to its page', async () => {
    const { handler, sent } = orderListHandler(ORDERS);
    server.use(handler);
    renderApp('/orders');

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: '#10002' })).toHaveAttribute('href', '/orders/o-2');
    const row = within(table).getByRole('row', { name: /#10002/ });
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Complete')).toBeInTheDocument();
    expect(within(row).getByText('Unfulfilled')).toBeInTheDocument();
    expect(within(row).getByText('$1234.56')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      sort: [{ field: 'CREATED_AT', direction: 'DESC' }],
      page: { limit: 100, offset: 0 },
    });
  });

  it('filters by payment status and placing dates, keeping them in the URL', async () => {
    const { handler, sent } = orderListHandler(ORDERS);
    server.use(handler);
    const { user, router } = renderApp('/orders?from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: '#10001' });
    expect(sent[0]?.filter).toEqual({
      createdAt: { ge: '2026-11-01T00:00:00.000Z', lt: '2026-12-01T00:00:00.000Z' },
    });

    // The provider's `paid` holds partly refunded orders too, and the option says so.
    expect(
      within(screen.getByLabelText('Payment')).getByRole('option', { name: 'Paid or partially refunded' }),
    ).toHaveValue('PAID');
    await user.selectOptions(screen.getByLabelText('Payment'), 'PAID');
    await waitFor(() => expect(sent.at(-1)?.filter?.payment).toEqual({ eq: 'PAID' }));
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: '#10001' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('link', { name: '#10002' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/orders?from=2026-11-01&to=2026-11-30&payment=PAID');
  });

  it('filters by order number, keeping it in the URL', async () => {
    const { handler, sent } = orderListHandler(ORDERS);
    server.use(handler);
    const { user, router } = renderApp('/orders');
    await within(await screen.findByRole('table', { name: 'Orders' })).findByRole('link', { name: '#10001' });
    await user.type(screen.getByLabelText('Order number contains'), '10313{Enter}');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ orderNumber: { like: '10313' } }));
    expect(currentUrl(router)).toBe('/orders?number=10313');
  });

  it("shows the gateway's payment state, so a partly refunded order reads as on its own page", async () => {
    const { handler } = orderListHandler([
      orderRow('o-3', { orderNumber: '10313', payment: 'PAID', paymentState: 'PARTIALLY_REFUNDED' }),
    ]);
    server.use(handler);
    renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = await within(table).findByRole('row', { name: /#10313/ });
    expect(within(row).getByText('Partially refunded')).toBeInTheDocument();
    expect(within(row).queryByText('Paid')).not.toBeInTheDocument();
  });

  it("lists one customer's or account's orders from the URL's typed filter", async () => {
    const { handler, sent } = orderListHandler(ORDERS);
    server.use(handler);
    const view = renderApp('/orders?customer=c-1');
    await within(await screen.findByRole('table', { name: 'Orders' })).findByRole('link', { name: '#10001' });
    expect(sent[0]?.filter).toEqual({ customerId: { eq: 'c-1' } });
    expect(screen.getByLabelText('Customer ID')).toHaveValue('c-1');
    view.unmount();

    renderApp('/orders?account=a-1');
    await within(await screen.findByRole('table', { name: 'Orders' })).findByRole('link', { name: '#10001' });
    expect(sent.at(-1)?.filter).toEqual({ accountId: { eq: 'a-1' } });
  });

  it('sorts by total from the column header', async () => {
    const { handler, sent } = orderListHandler(ORDERS);
    server.use(handler);
    const { user, router } = renderApp('/orders');
    await screen.findByRole('link', { name: '#10001' });
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(sent.at(-1)?.sort).toEqual([{ field: 'TOTAL', direction: 'ASC' }]));
    expect(currentUrl(router)).toBe('/orders?sort=total');
  });

  it('says when no order matches and shows a failed load as an error', async () => {
    const empty = orderListHandler([]);
    server.use(empty.handler);
    const view = renderApp('/orders?payment=REFUNDED');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    view.unmount();

    server.use(orderListHandler(ORDERS, true).handler);
    renderApp('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider failed (HTTP 500)');
  });
});
