import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AddStockTransactionMutation,
  AddStockTransactionMutationVariables,
  CreateLocatedStockMutation,
  CreateLocatedStockMutationVariables,
  CreateStockMutation,
  CreateStockMutationVariables,
  StockImportLevelsQuery,
  StockImportLevelsQueryVariables,
  StockImportProductQuery,
  StockImportProductQueryVariables,
  StockListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { exportThenImport } from '../../../test/csvRoundTrip';

beforeEach(signInForTest);

const FIGURES = {
  __typename: 'Stock' as const,
  total: 5,
  available: 5,
  allocated: 0,
  multiLocation: false,
  updatedAt: '2026-01-10T09:30:00.000Z',
};

type StockRow = StockListQuery['stocks']['items'][number];

const BLUE_MUG: StockRow = {
  ...FIGURES,
  productId: 'p-1',
  product: { __typename: 'Product', id: 'p-1', name: 'Blue mug', sku: 'MUG-1' },
};

/**
 * Products by SKU; `stocked` (by default `p-1`, 5 in total) have managed stock, others none; SKU
 * `DUP` belongs to two products.
 */
function handlers(stocked: readonly StockRow[] = [BLUE_MUG]) {
  const sent: { op: string; variables: unknown }[] = [];
  const noStock = (productId: string) => !stocked.some((row) => row.productId === productId);
  return {
    sent,
    handlers: [
      graphql.query<StockImportLevelsQuery, StockImportLevelsQueryVariables>(
        'StockImportLevels',
        ({ variables }) => {
          const row = stocked.find((candidate) => candidate.productId === variables.productId);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              stock: row
                ? {
                    __typename: 'Stock',
                    productId: row.productId,
                    total: row.total,
                    multiLocation: row.multiLocation,
                    locations: [],
                  }
                : null,
            },
          });
        },
      ),
      graphql.query<StockListQuery>('StockList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            stocks: {
              __typename: 'StockPage',
              items: [...stocked],
              pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 1, hasNextPage: false },
            },
          },
        }),
      ),
      graphql.query<StockImportProductQuery, StockImportProductQueryVariables>(
        'StockImportProduct',
        ({ variables }) => {
          sent.push({ op: 'StockImportProduct', variables });
          const known: Record<string, string[]> = { 'MUG-1': ['p-1'], 'MUG-2': ['p-2'], DUP: ['p-8', 'p-9'] };
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              products: {
                __typename: 'ProductPage',
                items: (known[variables.sku] ?? []).map((id) => ({
                  __typename: 'Product' as const,
                  id,
                  sku: variables.sku,
                })),
              },
            },
          });
        },
      ),
      graphql.mutation<AddStockTransactionMutation, AddStockTransactionMutationVariables>(
        'AddStockTransaction',
        ({ variables }) => {
          sent.push({ op: 'AddStockTransaction', variables });
          const { productId, quantity } = variables.input;
          const unmanaged = noStock(String(productId));
          const tooMany = quantity > 100;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addStockTransaction: {
                __typename: 'StockTransactionPayload',
                transaction: null,
                stock: null,
                userErrors: unmanaged
                  ? [
                      {
                        __typename: 'UserError' as const,
                        field: ['productId'],
                        message: 'This product has no managed stock',
                        code: 'NOT_FOUND' as const,
                      },
                    ]
                  : tooMany
                    ? [
                        {
                          __typename: 'UserError' as const,
                          field: ['quantity'],
                          message: 'Cannot decrement 500: only 5 available',
                          code: 'INVALID' as const,
                        },
                      ]
                    : [],
              },
            },
          });
        },
      ),
      graphql.mutation<CreateStockMutation, CreateStockMutationVariables>('CreateStock', ({ variables }) => {
        sent.push({ op: 'CreateStock', variables });
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStock: {
              __typename: 'StockPayload',
              stock: { ...FIGURES, productId: String(variables.productId) },
              userErrors: [],
            },
          },
        });
      }),
      graphql.mutation<CreateLocatedStockMutation, CreateLocatedStockMutationVariables>(
        'CreateLocatedStock',
        ({ variables }) => {
          sent.push({ op: 'CreateLocatedStock', variables });
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createLocatedStock: {
                __typename: 'StockPayload',
                stock: { ...FIGURES, productId: String(variables.input.productId), multiLocation: true },
                userErrors: [],
              },
            },
          });
        },
      ),
    ],
  };
}

describe('inventory CSV import', () => {
  it('records transactions, starts stock for products without it, and reports each row', async () => {
    const { sent, handlers: all } = handlers();
    server.use(...all);
    const { user } = renderApp('/inventory');
    await within(await screen.findByRole('table', { name: 'Stock' })).findByRole('link', {
      name: 'Blue mug',
    });
    await user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import inventory' });
    await user.upload(
      within(dialog).getByLabelText('CSV file of stock rows'),
      new File(
        [
          [
            'Id,SKU,Quantity,Action,Location',
            ',MUG-1,4,increment,',
            'p-3,,9,set,north',
            ',MUG-2,6,,',
            ',NOPE,1,,',
            ',DUP,1,,',
            ',MUG-1,500,decrement,',
            ',MUG-1,two,,',
          ].join('\n'),
        ],
        'stock.csv',
        { type: 'text/csv' },
      ),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 stock rows to create, 2 to update, 3 with problems (not sent).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 4 stock rows' }));

    expect(await within(dialog).findByText(/created, /, {}, { timeout: 10_000 })).toHaveTextContent(
      '2 stock rows created, 1 updated, 1 failed, 3 not sent (invalid).',
    );
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    const line = (row: number) =>
      within(report)
        .getAllByRole('row')
        .find((tr) => tr.firstElementChild?.textContent === String(row))?.textContent;
    expect(line(2)).toBe('2MUG-1Updated');
    expect(line(3)).toBe('3p-3Created');
    expect(line(4)).toBe('4MUG-2Created');
    expect(line(5)).toBe('5NOPENot sentNo product has the SKU “NOPE”.');
    expect(line(6)).toBe('6DUPNot sentSeveral products have the SKU “DUP”: give the product id.');
    expect(line(7)).toBe('7MUG-1FailedCannot decrement 500: only 5 available');
    expect(line(8)).toBe('8MUG-1Not sentQuantity must be a whole number of 0 or more (found “two”).');

    const writes = sent.filter((entry) => entry.op === 'CreateStock' || entry.op === 'CreateLocatedStock');
    expect(writes).toEqual(
      expect.arrayContaining([
        {
          op: 'CreateLocatedStock',
          variables: { input: { productId: 'p-3', locations: [{ slug: 'north', available: 9 }] } },
        },
        { op: 'CreateStock', variables: { productId: 'p-2', quantity: 6 } },
      ]),
    );
    expect(writes).toHaveLength(2);
    expect(sent).toContainEqual({
      op: 'AddStockTransaction',
      variables: { input: { productId: 'p-1', action: 'INCREMENT', quantity: 4 } },
    });
  }, 30_000);

  it('imports its own export back with 0 problems and 0 writes', async () => {
    const stocked: StockRow[] = [
      BLUE_MUG,
      {
        ...FIGURES,
        productId: 'p-4',
        total: 7,
        available: 4,
        allocated: 3,
        multiLocation: true,
        product: { __typename: 'Product', id: 'p-4', name: '=Red, "big" mug', sku: 'MUG-4' },
      },
    ];
    const { sent, handlers: all } = handlers(stocked);
    server.use(...all);
    const { user } = renderApp('/inventory');
    await within(await screen.findByRole('table', { name: 'Stock' })).findByRole('link', {
      name: 'Blue mug',
    });

    const { dialog, text } = await exportThenImport(user, {
      list: 'inventory',
      noun: 'stock rows',
      exported: '2 stock records',
    });

    // Each product's total, to be set: importing it unchanged finds every total as stored.
    expect(text.split(/\r?\n/)).toEqual([
      'Product id,SKU,Product,Quantity,Action',
      'p-1,MUG-1,Blue mug,5,set',
      `p-4,MUG-4,"'=Red, ""big"" mug",7,set`,
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 stock rows unchanged (skipped). Nothing to write.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 0 stock rows' })).toBeDisabled();
    expect(
      sent.filter(({ op }) => ['AddStockTransaction', 'CreateStock', 'CreateLocatedStock'].includes(op)),
    ).toEqual([]);
  }, 30_000);
});
