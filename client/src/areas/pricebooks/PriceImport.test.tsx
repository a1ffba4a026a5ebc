import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables,
  PriceBookDetailsQuery,
  PriceBookModifiersQuery,
  PriceBookPricesQuery,
  PriceBookPricesQueryVariables,
  ProductPriceRowFragment,
  UpdateProductPriceMutation,
  UpdateProductPriceMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { exportThenImport } from '../../../test/csvRoundTrip';

beforeEach(signInForTest);

const stored: ProductPriceRowFragment = {
  __typename: 'ProductPrice',
  id: 'price-1',
  priceBookId: 'pb-1',
  sku: 'MUG-1',
  externalRef: null,
  updatedAt: null,
  amounts: [
    {
      __typename: 'Money',
      currency: 'USD',
      amount: 1999,
      includesTax: false,
      formatted: '$19.99',
      tiers: [{ __typename: 'PriceTier', name: 'min_10', minimumQuantity: 10, amount: 1800 }],
    },
    { __typename: 'Money', currency: 'EUR', amount: 1800, includesTax: true, formatted: '€18.00', tiers: [] },
  ],
};

/** A book holding the MUG-1 price; prices are looked up by SKU (`eq`), created and updated. */
function handlers() {
  const lookups: PriceBookPricesQueryVariables[] = [];
  const created: CreateProductPriceMutationVariables[] = [];
  const updated: UpdateProductPriceMutationVariables[] = [];
  return {
    lookups,
    created,
    updated,
    handlers: [
      graphql.query<PriceBookDetailsQuery>('PriceBookDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            priceBook: {
              __typename: 'PriceBook',
              id: 'pb-1',
              name: 'Retail',
              description: null,
              externalRef: null,
              updatedAt: null,
            },
          },
        }),
      ),
      graphql.query<PriceBookModifiersQuery>('PriceBookModifiers', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            priceBook: {
              __typename: 'PriceBook',
              id: 'pb-1',
              modifiers: {
                __typename: 'PriceModifierPage',
                items: [],
                pageInfo: { __typename: 'PageInfo', total: 0 },
              },
            },
          },
        }),
      ),
      graphql.query<PriceBookPricesQuery, PriceBookPricesQueryVariables>(
        'PriceBookPrices',
        ({ variables }) => {
          const sku = variables.filter?.sku?.eq;
          if (sku) lookups.push(variables);
          const items = sku === undefined || sku === null || sku === 'MUG-1' ? [stored] : [];
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              priceBook: {
                __typename: 'PriceBook',
                id: 'pb-1',
                prices: {
                  __typename: 'ProductPricePage',
                  items,
                  pageInfo: {
                    __typename: 'PageInfo',
                    limit: 25,
                    offset: 0,
                    total: items.length,
                    hasNextPage: false,
                  },
                },
              },
            },
          });
        },
      ),
      graphql.mutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
        'CreateProductPrice',
        ({ variables }) => {
          created.push(variables);
          const refused = variables.input.sku === 'GONE-1';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProductPrice: {
                __typename: 'ProductPricePayload',
                price: refused ? null : { ...stored, id: 'price-2', sku: variables.input.sku },
                userErrors: refused
                  ? [
                      {
                        __typename: 'UserError' as const,
                        field: ['sku'],
                        message: 'No product has this SKU.',
                        code: 'INVALID' as const,
                      },
                    ]
                  : [],
              },
            },
          });
        },
      ),
      graphql.mutation<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>(
        'UpdateProductPrice',
        ({ variables }) => {
          updated.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProductPrice: { __typename: 'ProductPricePayload', price: stored, userErrors: [] },
            },
          });
        },
      ),
    ],
  };
}

describe('price CSV import', () => {
  it('creates or updates each SKU’s price from decimal amounts and reports each row', async () => {
    const mocks = handlers();
    server.use(...mocks.handlers);
    const { user } = renderApp('/price-books/pb-1');
    await within(await screen.findByRole('table', { name: 'Prices' })).findByText('MUG-1');
    await user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import prices' });
    await user.upload(
      within(dialog).getByLabelText('CSV file of prices'),
      new File(
        ['SKU,USD,EUR,Includes tax\nMUG-1,21.50,,\nCUP-1,4.00,3.5,yes\nGONE-1,1.00,,\nBAD-1,4.999,,\n'],
        'prices.csv',
        { type: 'text/csv' },
      ),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 prices to create, 1 to update, 1 with problems (not sent).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 prices' }));

    expect(await within(dialog).findByText(/created, /, {}, { timeout: 10_000 })).toHaveTextContent(
      '1 price created, 1 updated, 1 failed, 1 not sent (invalid).',
    );
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    expect(within(report).getByRole('row', { name: /GONE-1/ })).toHaveTextContent(
      'FailedNo product has this SKU.',
    );
    expect(within(report).getByRole('row', { name: /BAD-1/ })).toHaveTextContent(
      'Not sentUSD “4.999” is not an amount like 12.50.',
    );
    expect(mocks.lookups.map((variables) => variables.filter?.sku?.eq).sort()).toEqual([
      'CUP-1',
      'GONE-1',
      'MUG-1',
    ]);
    // MUG-1: USD replaced, EUR and the USD tiers sent back as stored (the provider replaces every currency).
    expect(mocks.updated).toEqual([
      {
        priceBookId: 'pb-1',
        id: 'price-1',
        input: {
          amounts: [
            {
              currency: 'USD',
              amount: 2150,
              includesTax: false,
              tiers: [{ name: 'min_10', minimumQuantity: 10, amount: 1800 }],
            },
            { currency: 'EUR', amount: 1800, includesTax: true },
          ],
        },
      },
    ]);
    expect(mocks.created).toContainEqual({
      priceBookId: 'pb-1',
      input: {
        sku: 'CUP-1',
        amounts: [
          { currency: 'USD', amount: 400, includesTax: true },
          { currency: 'EUR', amount: 350, includesTax: true },
        ],
      },
    });
  }, 30_000);

  it('skips a row equal to the stored price and writes nothing for it', async () => {
    const mocks = handlers();
    server.use(...mocks.handlers);
    const { user } = renderApp('/price-books/pb-1');
    await within(await screen.findByRole('table', { name: 'Prices' })).findByText('MUG-1');
    await user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import prices' });
    await user.upload(
      within(dialog).getByLabelText('CSV file of prices'),
      new File(['SKU,USD,EUR\nMUG-1,19.99,18.00\n'], 'prices.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 price unchanged (skipped). Nothing to write.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 0 prices' })).toBeDisabled();
    expect(mocks.created).toEqual([]);
    expect(mocks.updated).toEqual([]);
  }, 30_000);

  it('imports its own export back with 0 problems and 0 writes', async () => {
    const mocks = handlers();
    server.use(...mocks.handlers);
    const { user } = renderApp('/price-books/pb-1');
    await within(await screen.findByRole('table', { name: 'Prices' })).findByText('MUG-1');

    const { dialog, text } = await exportThenImport(user, {
      list: 'prices',
      noun: 'prices',
      exported: '1 price',
    });

    // Decimals per currency; the tax flags differ by currency, so the cell is empty (as stored).
    expect(text.split(/\r?\n/)).toEqual([
      'SKU,EUR,USD,Includes tax,External reference',
      'MUG-1,18.00,19.99,,',
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 price unchanged (skipped). Nothing to write.',
    );
    expect(mocks.created).toEqual([]);
    expect(mocks.updated).toEqual([]);
  }, 30_000);
});
