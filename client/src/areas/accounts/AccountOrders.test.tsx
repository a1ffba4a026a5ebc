import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountAddressesQuery,
  AccountDetailsQuery,
  AccountMembershipsQuery,
  AccountTagOptionsQuery,
  OrderListQuery,
  OrderListQueryVariables,
  UnassignedAccountMembersQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const emptyPage = { __typename: 'PageInfo' as const, total: 0 };

it("shows the account's orders, each linking to its order, and views all filtered to the account", async () => {
  const sent: OrderListQueryVariables[] = [];
  server.use(
    graphql.query<AccountDetailsQuery>('AccountDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            name: 'Northwind Traders',
            legalName: 'Northwind Traders Ltd',
            registrationId: null,
            externalRef: null,
            parentId: null,
            parent: null,
            tags: [],
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<AccountAddressesQuery>('AccountAddresses', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            addresses: { __typename: 'AddressPage', items: [], pageInfo: emptyPage },
          },
        },
      }),
    ),
    graphql.query<AccountTagOptionsQuery>('AccountTagOptions', () =>
      HttpResponse.json({
        data: { __typename: 'Query', accountTags: { __typename: 'AccountTagPage', items: [] } },
      }),
    ),
    graphql.query<AccountMembershipsQuery>('AccountMemberships', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            memberships: { __typename: 'AccountMembershipPage', items: [], pageInfo: emptyPage },
          },
        },
      }),
    ),
    graphql.query<UnassignedAccountMembersQuery>('UnassignedAccountMembers', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          account: {
            __typename: 'Account',
            id: 'a-1',
            unassignedMembers: { __typename: 'AccountMemberPage', items: [], pageInfo: emptyPage },
          },
        },
      }),
    ),
    graphql.query<OrderListQuery, OrderListQueryVariables>('OrderList', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          orders: {
            __typename: 'OrderPage',
            items: [
              {
                __typename: 'Order',
                id: 'o-9',
                orderNumber: '10009',
                status: 'PROCESSING',
                payment: 'AUTHORIZED',
                paymentState: 'AUTHORIZED',
                shipping: 'UNFULFILLED',
                anonymized: false,
                currency: 'EUR',
                itemCount: 2,
                createdAt: '2026-11-01T10:00:00.000Z',
                customer: { __typename: 'OrderCustomer', name: 'Hannah Berg', email: 'hannah@example.com' },
                totals: {
                  __typename: 'OrderTotals',
                  withTax: { __typename: 'Money', currency: 'EUR', amount: 1999, formatted: '€19.99' },
                },
              },
            ],
            pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 1, hasNextPage: false },
          },
        },
      });
    }),
  );
  renderApp('/accounts/a-1');

  const section = (await screen.findByRole('heading', { name: 'Orders' })).closest('section');
  if (!section) throw new Error('The Orders section is missing');
  const orders = within(section).getByRole('table', { name: 'Orders' });
  expect(await within(orders).findByRole('link', { name: '#10009' })).toHaveAttribute('href', '/orders/o-9');
  expect(within(orders).getByRole('row', { name: /#10009.*Authorized.*€19\.99/ })).toBeInTheDocument();
  expect(sent[0]?.filter).toEqual({ accountId: { eq: 'a-1' } });
  expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/orders?account=a-1',
  );
  // One page only: no pager.
  expect(within(section).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});
