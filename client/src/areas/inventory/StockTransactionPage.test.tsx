import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  StockTransactionDetailsQuery,
  StockTransactionDetailsQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function handler(transaction: StockTransactionDetailsQuery['stockTransaction']) {
  const asked: StockTransactionDetailsQueryVariables[] = [];
  return {
    asked,
    handler: graphql.query<StockTransactionDetailsQuery, StockTransactionDetailsQueryVariables>(
      'StockTransactionDetails',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            stockTransaction: transaction,
            stock: {
              __typename: 'Stock',
              productId: 'p-1',
              multiLocation: false,
              product: { __typename: 'Product', id: 'p-1', name: 'Blue mug', sku: 'MUG-1' },
            },
          },
        });
      },
    ),
  };
}

describe('stock transaction page', () => {
  it('shows one transaction read by its product and id', async () => {
    const { asked, handler: found } = handler({
      __typename: 'StockTransaction',
      id: 't-1',
      productId: 'p-1',
      action: 'DECREMENT',
      quantity: 4,
      location: null,
      createdAt: '2026-01-10T09:30:00.000Z',
    });
    server.use(found);
    renderApp('/inventory/stock/p-1/transactions/t-1');
    const table = await screen.findByRole('table', { name: 'Stock transaction' });
    expect(asked[0]).toEqual({ productId: 'p-1', id: 't-1' });
    expect(within(table).getByRole('row', { name: /Quantity/ })).toHaveTextContent('4');
    expect(within(table).getByRole('row', { name: /Location/ })).toHaveTextContent('Not at a location');
    expect(within(table).getByRole('row', { name: /Inventory API/ })).toHaveTextContent('Single-location');
    expect(within(table).getByRole('link', { name: 'Blue mug' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
  });

  it('says when there is no such transaction', async () => {
    server.use(handler(null).handler);
    renderApp('/inventory/stock/p-1/transactions/t-404');
    expect(await screen.findByText('Stock transaction not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the stock' })).toHaveAttribute(
      'href',
      '/inventory/stock/p-1',
    );
  });
});
