import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ImportProductsMutation,
  ImportProductsMutationVariables,
  JobErrorsQuery,
  JobErrorsQueryVariables,
  JobProgressQuery,
  JobStatus,
  ProductImportMatchQuery,
  ProductImportMatchQueryVariables,
  ProductListItemFragment,
  ProductListQuery,
} from '../../graphql/generated';
import { productListItem, productPage } from '../../../test/fixtures';
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
 * does not show). Each import job's CSV is recorded; the job succeeds at its first progress read,
 * or fails with `jobErrors` when there are any.
 */
function storeHandlers(products: readonly ProductListItemFragment[] = PRODUCTS, jobErrors: string[] = []) {
  const jobs: string[] = [];
  const job = (status: JobStatus) => ({
    __typename: 'Job' as const,
    id: 'job-1',
    jobType: 'PRODUCT_IMPORT' as const,
    status,
    startedAt: null,
    completedAt: null,
    fileUrl: null,
  });
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
    jobs,
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
      graphql.mutation<ImportProductsMutation, ImportProductsMutationVariables>(
        'ImportProducts',
        ({ variables }) => {
          jobs.push(variables.csv);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              importProducts: { __typename: 'JobPayload', job: job('PENDING'), userErrors: [] },
            },
          });
        },
      ),
      graphql.query<JobProgressQuery>('JobProgress', () =>
        HttpResponse.json({
          data: { __typename: 'Query', job: job(jobErrors.length > 0 ? 'FAILED' : 'SUCCESS') },
        }),
      ),
      graphql.query<JobErrorsQuery, JobErrorsQueryVariables>('JobErrors', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            job: {
              __typename: 'Job',
              id: 'job-1',
              errors: {
                __typename: 'JobErrorPage',
                items: jobErrors.map((message, index) => ({
                  __typename: 'JobError' as const,
                  id: `e-${index}`,
                  message,
                })),
                pageInfo: { __typename: 'PageInfo', total: jobErrors.length },
              },
            },
          },
        }),
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
    expect(store.jobs).toEqual([]);
  }, 30_000);

  it('previews a changed name, writes nothing until confirmed, then sends only that field', async () => {
    const store = storeHandlers(PRODUCTS, ['row 3: The sku NEW-1 is taken.']);
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
            ',New lamp,NEW-1,draft,,physical',
          ].join('\n'),
        ],
        'products.csv',
        { type: 'text/csv' },
      ),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 product to create, 1 to update, 1 with problems (not sent).',
    );
    expect(within(dialog).getByText('Columns not imported: Price.')).toBeInTheDocument();
    const updates = within(dialog).getByRole('table', { name: 'Rows to update' });
    expect(within(updates).getByRole('row', { name: /^2 / })).toHaveTextContent('2SHIRT-BLUEname');
    const problems = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /^3 / })).toHaveTextContent(
      '3-MUG-REDstatusstatus “Archived” is not live or draft.',
    );
    expect(store.jobs).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 products' }));

    // One provider import job: the update sends the id and its changed name only.
    expect(await within(dialog).findByText(/updated/, {}, { timeout: 10_000 })).toHaveTextContent(
      '1 product updated, 1 failed, 1 not sent (invalid).',
    );
    expect(store.jobs).toEqual([
      'id,name,sku,status,commodity_type\r\np-1,Blue shirt v2,,,\r\n,New lamp,NEW-1,draft,physical',
    ]);
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    expect(within(report).getByRole('row', { name: /^4 / })).toHaveTextContent(
      '4NEW-1FailedThe sku NEW-1 is taken.',
    );
  }, 30_000);
});
