import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomerAddressesQuery,
  CustomerDetailsQuery,
  OrderListQuery,
  OrderListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const usd = (amount: number) => ({
  __typename: 'Money' as const,
  currency: 'USD',
  amount,
  formatted: `$${(amount / 100).toFixed(2)}`,
});

const order = (id: string, orderNumber: string, paymentState: 'PAID' | 'PARTIALLY_REFUNDED' = 'PAID') => ({
  __typename: 'Order' as const,
  id,
  orderNumber,
  status: 'COMPLETE' as const,
  payment: 'PAID' as const,
  paymentState,
  shipping: 'UNFULFILLED' as const,
  anonymized: false,
  currency: 'USD',
  itemCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  customer: { __typename: 'OrderCustomer' as const, name: 'Ava Patel', email: 'ava@example.com' },
  totals: { __typename: 'OrderTotals' as const, withTax: usd(45034) },
});

it("shows the customer's orders newest first, paged, each linking to its order, and views all in the order list", async () => {
  const sent: OrderListQueryVariables[] = [];
  server.use(
    graphql.query<CustomerDetailsQuery>('CustomerDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: {
            __typename: 'Customer',
            id: 'c-1',
            name: 'Ava Patel',
            email: 'ava@example.com',
            externalRef: null,
            createdAt: null,
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<CustomerAddressesQuery>('CustomerAddresses', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: {
            __typename: 'Customer',
            id: 'c-1',
            addresses: {
              __typename: 'AddressPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', total: 0 },
            },
          },
        },
      }),
    ),
    graphql.query<OrderListQuery, OrderListQueryVariables>('OrderList', ({ variables }) => {
      sent.push(variables);
      // 30 orders: the first page of 25, then the rest.
      const offset = variables.page?.offset ?? 0;
      const items =
        offset === 0
          ? [order('o-2', '10002'), order('o-1', '10001', 'PARTIALLY_REFUNDED')]
          : [order('o-0', '10000')];
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          orders: {
            __typename: 'OrderPage',
            items,
            pageInfo: { __typename: 'PageInfo', limit: 25, offset, total: 30, hasNextPage: offset === 0 },
          },
        },
      });
    }),
  );
  const { user, router } = renderApp('/customers/c-1');

  const section = (await screen.findByRole('heading', { name: 'Orders' })).closest('section');
  if (!section) throw new Error('The Orders section is missing');
  const orders = within(section).getByRole('table', { name: 'Orders' });
  expect(await within(orders).findByRole('link', { name: '#10002' })).toHaveAttribute('href', '/orders/o-2');
  expect(within(orders).getByRole('row', { name: /#10002.*Paid.*\$450\.34/ })).toBeInTheDocument();
  // The same payment state as the order's page: the gateway's, not the provider's `paid`.
  expect(within(orders).getByRole('row', { name: /#10001.*Partially refunded/ })).toBeInTheDocument();
  expect(sent[0]).toEqual({
    filter: { customerId: { eq: 'c-1' } },
    sort: [{ field: 'CREATED_AT', direction: 'DESC' }],
    page: { limit: 25, offset: 0 },
  });

  await user.click(within(section).getByRole('button', { name: 'Next page' }));
  expect(await within(orders).findByRole('link', { name: '#10000' })).toBeInTheDocument();
  expect(sent.at(-1)?.page).toEqual({ limit: 25, offset: 25 });

  await user.click(within(section).getByRole('link', { name: 'View all' }));
  await waitFor(() => expect(currentUrl(router)).toBe('/orders?customer=c-1'));
  await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ customerId: { eq: 'c-1' } }));
});
