import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProductMutationVariables,
  ProductImportMatchQuery,
  ProductImportMatchQueryVariables,
  ProductListItemFragment,
  ProductListQuery,
  UpdateProductMutation,
  UpdateProductMutationVariables,
} from '../../graphql/generated';
import { productDetails, productListItem, productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { exportThenImport } from '../../../test/csvRoundTrip';

beforeEach(signInForTest);

const PRODUCTS: ProductListItemFragment[] = [
  productListItem({ id: 'p-1', name: 'Blue shirt', sku: 'SHIRT-BLUE', status: 'LIVE' }),
  productListItem({
    id: 'p-2',
    name: '=Red, "big" mug',
    sku: '-MUG-RED',
    slug: 'red-mug',
    status: 'DRAFT',
    commodityType: 'DIGITAL',
  }),
];

/**
 * The store's products (list, and the import's comparison by id or sku, with the columns the list
 * does not show); every write is recorded.
 */
function storeHandlers(products: readonly ProductListItemFragment[] = PRODUCTS) {
  const writes: { op: string; variables: CreateProductMutationVariables | UpdateProductMutationVariables }[] =
    [];
  const stored = products.map((product) => ({
    __typename: 'Product' as const,
    id: product.id,
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    status: product.status,
    commodityType: product.commodityType,
    description: 'Soft.',
    externalRef: null,
    upcEan: null,
    mpn: null,
    tags: ['summer', 'sale'],
  }));
  return {
    writes,
    handlers: [
      graphql.query<ProductListQuery>('ProductList', () =>
        HttpResponse.json({ data: productPage([...products], { limit: 100 }) }),
      ),
      graphql.query<ProductImportMatchQuery, ProductImportMatchQueryVariables>(
        'ProductImportMatch',
        ({ variables }) => {
          const { id, sku } = variables.filter;
          const items = stored.filter((product) => (id?.eq ? product.id === id.eq : product.sku === sku?.eq));
          return HttpResponse.json({
            data: { __typename: 'Query', products: { __typename: 'ProductPage', items } },
          });
        },
      ),
      graphql.mutation('CreateProduct', ({ variables }) => {
        writes.push({ op: 'CreateProduct', variables: variables as CreateProductMutationVariables });
        return HttpResponse.json({ errors: [{ message: 'Not expected in this test.' }] });
      }),
      graphql.mutation<UpdateProductMutation, UpdateProductMutationVariables>(
        'UpdateProduct',
        ({ variables }) => {
          writes.push({ op: 'UpdateProduct', variables });
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProduct: {
                __typename: 'ProductPayload',
                product: productDetails({ id: String(variables.id) }),
                userErrors: [],
              },
            },
          });
        },
      ),
    ],
  };
}

async function openProducts() {
  const rendered = renderApp('/products');
  const table = await screen.findByRole('table', { name: 'Products' });
  await within(table).findByRole('link', { name: 'Blue shirt' });
  return rendered;
}

describe('product CSV export and import', () => {
  it('imports its own export back with 0 problems and 0 writes', async () => {
    const store = storeHandlers();
    server.use(...store.handlers);
    const { user } = await openProducts();

    const { dialog, text } = await exportThenImport(user, {
      list: 'products',
      noun: 'products',
      exported: '2 products',
    });

    // The provider's column names and raw values, formula-like cells escaped.
    expect(text.split(/\r?\n/)).toEqual([
      'id,name,sku,slug,status,commodity_type',
      'p-1,Blue shirt,SHIRT-BLUE,blue-shirt,live,physical',
      `p-2,"'=Red, ""big"" mug","'-MUG-RED",red-mug,draft,digital`,
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 products unchanged (skipped). Nothing to write.',
    );
    expect(within(dialog).queryByText(/Columns not imported/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 products' })).toBeDisabled();
    expect(store.writes).toEqual([]);
  }, 30_000);

  it('previews a changed name, writes nothing until confirmed, then sends only that field', async () => {
    const store = storeHandlers();
    server.use(...store.handlers);
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });

    // The seller's old display export: display headers and values, a price no import reads.
    await user.upload(
      within(dialog).getByLabelText('CSV file of products'),
      new File(
        [
          [
            'Id,Name,SKU,Status,Price,Commodity type',
            'p-1,Blue shirt v2,SHIRT-BLUE,LIVE,€15.60 (tax incl.) · $16.99,Physical',
            'p-2,=Red mug,-MUG-RED,Archived,,',
          ].join('\n'),
        ],
        'products.csv',
        { type: 'text/csv' },
      ),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 product to update, 1 with problems (not sent).',
    );
    expect(within(dialog).getByText('Columns not imported: Price.')).toBeInTheDocument();
    const updates = within(dialog).getByRole('table', { name: 'Rows to update' });
    expect(within(updates).getByRole('row', { name: /^2 / })).toHaveTextContent('2SHIRT-BLUEname');
    const problems = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /^3 / })).toHaveTextContent(
      '3-MUG-REDstatusstatus “Archived” is not live or draft.',
    );
    expect(store.writes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 product' }));

    expect(await within(dialog).findByText(/updated/, {}, { timeout: 10_000 })).toHaveTextContent(
      '1 product updated, 1 not sent (invalid).',
    );
    expect(store.writes).toEqual([
      { op: 'UpdateProduct', variables: { id: 'p-1', input: { name: 'Blue shirt v2' } } },
    ]);
    await waitFor(() => expect(store.writes).toHaveLength(1));
  }, 30_000);
});
