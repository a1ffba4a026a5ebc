import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogReleaseProductsQuery,
  CatalogReleaseProductsQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function handler() {
  const sent: CatalogReleaseProductsQueryVariables[] = [];
  return {
    sent,
    handler: graphql.query<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(
      'CatalogReleaseProducts',
      ({ variables }) => {
        sent.push(variables);
        const all = [
          { id: 'p-1', name: 'Blue mug', sku: 'MUG-1', price: { formatted: '$12.50', includesTax: false } },
          { id: 'p-2', name: 'Rake', sku: 'RAKE-1', price: null },
        ];
        const items = (variables.hierarchyId === 'h-2' ? all.slice(1) : all).map((product) => ({
          __typename: 'CatalogReleaseProduct' as const,
          id: product.id,
          name: product.name,
          sku: product.sku,
          displayPrice: product.price && { __typename: 'CatalogDisplayPrice' as const, ...product.price },
        }));
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            catalogRelease: {
              __typename: 'CatalogRelease',
              id: 'r-1',
              catalogId: 'c-1',
              name: 'Storefront',
              status: 'PUBLISHED',
              createdAt: '2026-01-10T09:30:00.000Z',
              publishedAt: '2026-01-10T09:30:01.000Z',
              totalProducts: 2,
              totalNodes: 3,
              hierarchies: [
                { __typename: 'CatalogReleaseHierarchy', id: 'h-1', name: 'Home' },
                { __typename: 'CatalogReleaseHierarchy', id: 'h-2', name: 'Garden' },
              ],
              products: {
                __typename: 'CatalogReleaseProductPage',
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
  };
}

describe('release products', () => {
  it('shows the products with display prices and filters by hierarchy in the URL', async () => {
    const { handler: products, sent } = handler();
    server.use(products);
    const { user, router } = renderApp('/catalogs/c-1/releases/r-1');
    const table = await screen.findByRole('table', { name: 'Release products' });
    const mug = await within(table).findByRole('row', { name: /Blue mug/ });
    expect(mug).toHaveTextContent('$12.50');
    expect(within(table).getByRole('row', { name: /Rake/ })).toHaveTextContent('No price');
    expect(screen.getByText('PUBLISHED')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hierarchy'), 'h-2');
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1/releases/r-1?hierarchy=h-2'));
    await waitFor(() => expect(sent.at(-1)?.hierarchyId).toBe('h-2'));
    await waitFor(() => expect(within(table).queryByText('Blue mug')).not.toBeInTheDocument());
  });

  it('says when the release is gone', async () => {
    server.use(
      graphql.query('CatalogReleaseProducts', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalogRelease: null } }),
      ),
    );
    renderApp('/catalogs/c-1/releases/r-9');
    expect(await screen.findByText('Release not found')).toBeInTheDocument();
  });
});
