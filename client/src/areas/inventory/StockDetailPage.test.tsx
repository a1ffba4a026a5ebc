import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateLocatedStockMutation,
  CreateLocatedStockMutationVariables,
  UpdateStockLocationsMutation,
  UpdateStockLocationsMutationVariables,
  AddStockTransactionMutation,
  AddStockTransactionMutationVariables,
  CreateStockMutation,
  CreateStockMutationVariables,
  DeleteStockMutation,
  DeleteStockMutationVariables,
  InventoryLocationsQuery,
  StockDetailsQuery,
  StockDetailsQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

type Stock = NonNullable<StockDetailsQuery['stock']>;

const MUG = { __typename: 'Product' as const, id: 'p-1', name: 'Blue mug', sku: 'MUG-1' };

function stock(available: number, transactions: Stock['transactions']['items'] = []): Stock {
  return {
    __typename: 'Stock',
    productId: 'p-1',
    total: available + 1,
    available,
    allocated: 1,
    multiLocation: true,
    updatedAt: '2026-01-10T09:30:00.000Z',
    product: { __typename: 'Product', id: 'p-1', name: 'Blue mug', sku: 'MUG-1' },
    locations: [
      {
        __typename: 'StockLocationLevel',
        slug: 'store-front',
        total: 3,
        available: 3,
        allocated: 0,
        location: { __typename: 'InventoryLocation', id: 'l-1', name: 'Store Front' },
      },
    ],
    transactions: {
      __typename: 'StockTransactionPage',
      items: transactions,
      pageInfo: {
        __typename: 'PageInfo',
        limit: 25,
        offset: 0,
        total: transactions.length,
        hasNextPage: false,
      },
    },
  };
}

const increment = {
  __typename: 'StockTransaction' as const,
  id: 't-1',
  action: 'INCREMENT' as const,
  quantity: 5,
  location: null,
  createdAt: '2026-01-10T09:30:00.000Z',
};

function handlers(current: { stock: Stock | null }) {
  return [
    graphql.query<StockDetailsQuery, StockDetailsQueryVariables>('StockDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', product: MUG, stock: current.stock } }),
    ),
    graphql.query<InventoryLocationsQuery>('InventoryLocations', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          inventoryLocations: {
            __typename: 'InventoryLocationPage',
            items: [
              {
                __typename: 'InventoryLocation',
                id: 'l-1',
                name: 'Store Front',
                slug: 'store-front',
                description: null,
                address: [],
              },
            ],
            pageInfo: { __typename: 'PageInfo', total: 1 },
          },
        },
      }),
    ),
  ];
}

describe('stock detail', () => {
  it('shows the figures, the location breakdown and the history', async () => {
    server.use(...handlers({ stock: stock(10, [increment]) }));
    renderApp('/inventory/stock/p-1');
    expect(await screen.findByRole('heading', { name: 'Blue mug' })).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Stock figures' });
    expect(within(figures).getByRole('row', { name: /Available/ })).toHaveTextContent('10');
    const byLocation = screen.getByRole('table', { name: 'Stock by location' });
    expect(within(byLocation).getByRole('row', { name: /Store Front/ })).toHaveTextContent('Store Front330');
    // 11 in all, 3 of them at the store front.
    expect(within(byLocation).getByRole('row', { name: /Not at a location/ })).toHaveTextContent(
      'Not at a location871',
    );
    expect(screen.getByRole('table', { name: 'Transaction history' })).toHaveTextContent('Increment');
  });

  it('records an adjustment and shows the new figures', async () => {
    const current = { stock: stock(10) };
    let sent: AddStockTransactionMutationVariables | undefined;
    server.use(
      ...handlers(current),
      graphql.mutation<AddStockTransactionMutation, AddStockTransactionMutationVariables>(
        'AddStockTransaction',
        ({ variables }) => {
          sent = variables;
          current.stock = stock(15, [increment]);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addStockTransaction: {
                __typename: 'StockTransactionPayload',
                transaction: increment,
                stock: { ...current.stock },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/inventory/stock/p-1');
    await screen.findByRole('heading', { name: 'Blue mug' });
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('form', { name: 'Adjust stock' });
    await user.type(within(dialog).getByLabelText('Quantity'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() =>
      expect(sent).toEqual({ input: { productId: 'p-1', action: 'INCREMENT', quantity: 5 } }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Adjust stock' })).not.toBeInTheDocument());
    const figures = screen.getByRole('table', { name: 'Stock figures' });
    await waitFor(() =>
      expect(within(figures).getByRole('row', { name: /Available/ })).toHaveTextContent('15'),
    );
  });

  it('shows a refused decrement under Quantity and keeps what was typed', async () => {
    server.use(
      ...handlers({ stock: stock(10) }),
      graphql.mutation<AddStockTransactionMutation>('AddStockTransaction', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            addStockTransaction: {
              __typename: 'StockTransactionPayload',
              transaction: null,
              stock: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['quantity'],
                  message: 'Cannot decrement 99: only 10 available',
                  code: 'INVALID',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/inventory/stock/p-1?dialog=adjust');
    const dialog = await screen.findByRole('form', { name: 'Adjust stock' });
    await user.selectOptions(within(dialog).getByLabelText('Action'), 'DECREMENT');
    await user.type(within(dialog).getByLabelText('Quantity'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    expect(await within(dialog).findByText('Cannot decrement 99: only 10 available')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('99');
    expect(within(dialog).getByLabelText('Action')).toHaveValue('DECREMENT');
  });

  it('starts managing stock of a product that has none, with a first quantity', async () => {
    const current: { stock: Stock | null } = { stock: null };
    let sent: CreateStockMutationVariables | undefined;
    server.use(
      graphql.query('StockDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: MUG, stock: current.stock } }),
      ),
      graphql.mutation<CreateStockMutation, CreateStockMutationVariables>('CreateStock', ({ variables }) => {
        sent = variables;
        current.stock = stock(12);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStock: { __typename: 'StockPayload', stock: current.stock, userErrors: [] },
          },
        });
      }),
    );
    const { user } = renderApp('/inventory/stock/p-1');
    // Named, though its stock is not managed yet (as when opened from the products list's cell).
    expect(await screen.findByRole('heading', { name: 'Stock of Blue mug' })).toBeInTheDocument();
    expect(screen.getByText('Its stock is not managed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage stock' }));
    const dialog = await screen.findByRole('form', { name: 'Manage stock' });
    await user.clear(within(dialog).getByLabelText('Quantity in stock'));
    await user.type(within(dialog).getByLabelText('Quantity in stock'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Start managing stock' }));
    await waitFor(() => expect(sent).toEqual({ productId: 'p-1', quantity: 12 }));
    const figures = await screen.findByRole('table', { name: 'Stock figures' });
    expect(within(figures).getByRole('row', { name: /Available/ })).toHaveTextContent('12');
  });

  it('says so when the product does not exist, offering no stock to start', async () => {
    server.use(
      graphql.query<StockDetailsQuery, StockDetailsQueryVariables>('StockDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: null, stock: null } }),
      ),
    );
    renderApp('/inventory/stock/p-gone?dialog=manage');
    expect(await screen.findByText('No such product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage stock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Manage stock' })).not.toBeInTheDocument();
  });

  it('stops managing stock after confirmation and goes back to the list', async () => {
    let deleted: string | undefined;
    server.use(
      ...handlers({ stock: stock(10) }),
      graphql.mutation<DeleteStockMutation, DeleteStockMutationVariables>('DeleteStock', ({ variables }) => {
        deleted = String(variables.productId);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteStock: {
              __typename: 'DeleteStockPayload',
              deletedId: String(variables.productId),
              userErrors: [],
            },
          },
        });
      }),
      graphql.query('StockList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            stocks: {
              __typename: 'StockPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false },
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/inventory/stock/p-1');
    await screen.findByRole('heading', { name: 'Blue mug' });
    await user.click(screen.getByRole('button', { name: 'Stop managing stock' }));
    await user.click(await screen.findByRole('button', { name: 'Stop managing' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inventory'));
    // Sent when the undo window ends.
    await waitFor(() => expect(deleted).toBe('p-1'), { timeout: 15_000 });
  });
});

describe('single- and multi-location stock', () => {
  const singleLocation = (): Stock => ({ ...stock(10), multiLocation: false, locations: [] });

  it('tells the seller which inventory API the stock uses and offers Set for multi-location stock only', async () => {
    const current = { stock: singleLocation() };
    server.use(...handlers(current));
    const { user } = renderApp('/inventory/stock/p-1');
    const figures = await screen.findByRole('table', { name: 'Stock figures' });
    expect(within(figures).getByRole('row', { name: /Inventory/ })).toHaveTextContent(
      'Single-location stock',
    );
    expect(screen.getByText(/adjusted through the single-location inventory API/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('form', { name: 'Adjust stock' });
    const actions = () =>
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(actions()).not.toContain('SET');
    expect(actions()).toContain('INCREMENT');
  });

  it('offers Set for multi-location stock', async () => {
    server.use(...handlers({ stock: stock(10) }));
    renderApp('/inventory/stock/p-1?dialog=adjust');
    const dialog = await screen.findByRole('form', { name: 'Adjust stock' });
    const figures = screen.getByRole('table', { name: 'Stock figures' });
    expect(within(figures).getByRole('row', { name: /Inventory/ })).toHaveTextContent('Multi-location stock');
    expect(within(dialog).getByRole('option', { name: 'Set the total' })).toHaveAttribute('value', 'SET');
  });

  it('links each transaction to its own page', async () => {
    server.use(...handlers({ stock: stock(10, [increment]) }));
    renderApp('/inventory/stock/p-1');
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    expect(within(history).getByRole('link')).toHaveAttribute(
      'href',
      '/inventory/stock/p-1/transactions/t-1',
    );
  });

  it('sets the stock at locations; a refused figure shows under its location and what was typed stays', async () => {
    const sent: UpdateStockLocationsMutationVariables[] = [];
    server.use(
      ...handlers({ stock: stock(10) }),
      graphql.mutation<UpdateStockLocationsMutation, UpdateStockLocationsMutationVariables>(
        'UpdateStockLocations',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateStockLocations: {
                __typename: 'StockPayload',
                stock: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['locations', '0', 'available'],
                    message: '1 are allocated at store-front',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/inventory/stock/p-1');
    await screen.findByRole('heading', { name: 'Blue mug' });
    await user.click(screen.getByRole('button', { name: 'Stock at locations' }));
    const dialog = await screen.findByRole('form', { name: 'Stock at locations' });
    const field = within(dialog).getByLabelText('Store Front');
    expect(field).toHaveValue('3');
    await user.clear(field);
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save stock at locations' }));
    expect(await within(dialog).findByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save stock at locations' }));
    // Blank at a location that holds stock removes it there.
    await waitFor(() =>
      expect(sent).toEqual([{ productId: 'p-1', locations: [{ slug: 'store-front', available: null }] }]),
    );
    expect(await within(dialog).findByText('1 are allocated at store-front')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Store Front')).toHaveValue('');
  });

  it('starts managing multi-location stock when units are put at a location', async () => {
    const current: { stock: Stock | null } = { stock: null };
    const sent: CreateLocatedStockMutationVariables[] = [];
    server.use(
      ...handlers(current),
      graphql.mutation<CreateLocatedStockMutation, CreateLocatedStockMutationVariables>(
        'CreateLocatedStock',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createLocatedStock: {
                  __typename: 'StockPayload',
                  stock: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['available'],
                      message: 'available is too large',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          current.stock = stock(12);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createLocatedStock: { __typename: 'StockPayload', stock: current.stock, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/inventory/stock/p-1?dialog=manage');
    const dialog = await screen.findByRole('form', { name: 'Manage stock' });
    await user.clear(within(dialog).getByLabelText('Quantity not at a location'));
    await user.type(within(dialog).getByLabelText('Quantity not at a location'), '9999999');
    await user.type(within(dialog).getByLabelText('At Store Front'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Start managing stock' }));
    // The refusal of the unlocated units shows under their field; both figures stay.
    expect(await within(dialog).findByText('available is too large')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('At Store Front')).toHaveValue('3');
    await user.clear(within(dialog).getByLabelText('Quantity not at a location'));
    await user.type(within(dialog).getByLabelText('Quantity not at a location'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Start managing stock' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({
        input: { productId: 'p-1', available: 2, locations: [{ slug: 'store-front', available: 3 }] },
      }),
    );
    expect(await screen.findByRole('table', { name: 'Stock figures' })).toBeInTheDocument();
  });
});
