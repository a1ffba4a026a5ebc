import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  OrderDetailQuery,
  OrderShippingGroupQuery,
  OrderShippingGroupQueryVariables,
  OrderTransactionQuery,
  OrderTransactionQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { orderDetail, transaction } from './fixtures';

beforeEach(signInForTest);
jest.setTimeout(30_000);

const ORDER = orderDetail('PAID', [transaction({ id: 't-9', reference: 'gw-ref-9' })], {
  shippingGroups: [
    { __typename: 'OrderShippingGroup', id: 'sg-1', shippingType: 'Express', trackingReference: 'TRACK-1' },
  ],
});

describe('order records read by id', () => {
  it("opens a transaction's detail from its row, read by id, with the dialog kept in the URL", async () => {
    const asked: OrderTransactionQueryVariables[] = [];
    server.use(
      graphql.query<OrderDetailQuery>('OrderDetail', () =>
        HttpResponse.json({ data: { __typename: 'Query', order: ORDER } }),
      ),
      graphql.query<OrderTransactionQuery, OrderTransactionQueryVariables>(
        'OrderTransaction',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              order: {
                __typename: 'Order',
                id: 'o-1',
                transaction: { ...transaction({ id: 't-9', reference: 'gw-ref-9' }), updatedAt: null },
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/orders/o-1');
    await user.click(await screen.findByRole('button', { name: 'Details of transaction t-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction' });
    expect(await within(dialog).findByText('gw-ref-9')).toBeInTheDocument();
    expect(asked).toEqual([{ orderId: 'o-1', id: 't-9' }]);
    expect(currentUrl(router)).toContain('transaction=t-9');
  });

  it('opens a shipping group by id, and says so when it is gone', async () => {
    server.use(
      graphql.query<OrderDetailQuery>('OrderDetail', () =>
        HttpResponse.json({ data: { __typename: 'Query', order: ORDER } }),
      ),
      graphql.query<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>('OrderShippingGroup', () =>
        HttpResponse.json({
          data: { __typename: 'Query', order: { __typename: 'Order', id: 'o-1', shippingGroup: null } },
        }),
      ),
    );
    const { user } = renderApp('/orders/o-1');
    await user.click(await screen.findByRole('button', { name: 'Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping group' });
    expect(await within(dialog).findByText('This shipping group was not found.')).toBeInTheDocument();
  });
});
