import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogReleaseProductsQuery,
  CatalogReleaseProductsQueryVariables,
  CatalogReleasesByCatalogQuery,
  CatalogReleasesByCatalogQueryVariables,
  CatalogViewHierarchyQuery,
  CatalogViewNodeProductsQuery,
  CatalogViewNodeProductsQueryVariables,
  CatalogViewTreeQuery,
  CatalogViewTreeQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';

beforeEach(signInForTest);

/** The catalog's releases by catalog id (`catalogReleases`), for the release switcher. */
function releasesHandler(ids: string[]) {
  return graphql.query<CatalogReleasesByCatalogQuery, CatalogReleasesByCatalogQueryVariables>(
    'CatalogReleasesByCatalog',
    () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          catalogReleases: {
            __typename: 'CatalogReleasePage',
            items: ids.map((id, index) => ({
              __typename: 'CatalogRelease' as const,
              id,
              status: 'PUBLISHED' as const,
              createdAt: `2026-01-1${index}T09:30:00.000Z`,
              publishedAt: `2026-01-1${index}T09:30:01.000Z`,
            })),
          },
        },
      }),
  );
}

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
                pageInfo: pageInfo(items.length),
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
    server.use(products, releasesHandler(['r-1']));
    const { user, router } = renderApp('/catalogs/c-1/releases/r-1');
    const table = await screen.findByRole('table', { name: 'Release products' });
    const mug = await within(table).findByRole('row', { name: /Blue mug/ });
    expect(mug).toHaveTextContent('$12.50');
    expect(within(table).getByRole('row', { name: /Rake/ })).toHaveTextContent('No price');
    expect(screen.getByText('Published')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hierarchy'), 'h-2');
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1/releases/r-1?hierarchy=h-2'));
    await waitFor(() => expect(sent.at(-1)?.hierarchyId).toBe('h-2'));
    await waitFor(() => expect(within(table).queryByText('Blue mug')).not.toBeInTheDocument());
  }, 15_000);

  it('says when the release is gone', async () => {
    server.use(
      releasesHandler([]),
      graphql.query('CatalogReleaseProducts', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalogRelease: null } }),
      ),
    );
    renderApp('/catalogs/c-1/releases/r-9');
    expect(await screen.findByText('Release not found')).toBeInTheDocument();
  });

  it('switches to another release of the catalog, read by catalog id', async () => {
    server.use(handler().handler, releasesHandler(['r-1', 'r-0']));
    const { user, router } = renderApp('/catalogs/c-1/releases/r-1');
    const picker = await screen.findByLabelText('Release');
    await user.selectOptions(picker, 'r-0');
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1/releases/r-0'));
  });

  it('browses the release as its tree: hierarchy, node, node products, on the release paths', async () => {
    const trees: CatalogViewTreeQueryVariables[] = [];
    const hierarchies: string[] = [];
    const nodes: CatalogViewNodeProductsQueryVariables[] = [];
    server.use(
      handler().handler,
      releasesHandler(['r-1']),
      graphql.query('CatalogViewOverview', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            catalogRelease: {
              __typename: 'CatalogRelease',
              id: 'r-1',
              view: {
                __typename: 'CatalogView',
                id: 'view-r-1',
                nodes: {
                  __typename: 'CatalogViewNodePage',
                  items: [],
                  pageInfo: { __typename: 'PageInfo', total: 0 },
                },
                products: {
                  __typename: 'CatalogViewProductPage',
                  items: [],
                  pageInfo: pageInfo(0, { limit: 100 }),
                },
              },
            },
          },
        }),
      ),
      graphql.query<CatalogViewHierarchyQuery>('CatalogViewHierarchy', ({ variables }) => {
        hierarchies.push(String(variables.hierarchyId));
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            catalogRelease: {
              __typename: 'CatalogRelease',
              id: 'r-1',
              view: {
                __typename: 'CatalogView',
                id: 'view-r-1',
                hierarchy: {
                  __typename: 'CatalogViewHierarchy',
                  id: 'h-1',
                  name: 'Home',
                  description: null,
                  nodes: {
                    __typename: 'CatalogViewNodePage',
                    items: [],
                    pageInfo: { __typename: 'PageInfo', total: 0 },
                  },
                  products: {
                    __typename: 'CatalogViewProductPage',
                    items: [],
                    pageInfo: pageInfo(0, { limit: 100 }),
                  },
                },
              },
            },
          },
        });
      }),
      graphql.query<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>(
        'CatalogViewTree',
        ({ variables }) => {
          trees.push(variables);
          const view = {
            __typename: 'CatalogView' as const,
            id: 'view-r-1',
            release: {
              __typename: 'CatalogRelease' as const,
              id: 'r-1',
              catalogId: 'c-1',
              name: 'Storefront',
              publishedAt: null,
            },
            hierarchies: {
              __typename: 'CatalogViewHierarchyPage' as const,
              items: [
                {
                  __typename: 'CatalogViewHierarchy' as const,
                  id: 'h-1',
                  name: 'Home',
                  hasChildren: true,
                  children: {
                    __typename: 'CatalogViewNodePage' as const,
                    items: [
                      {
                        __typename: 'CatalogViewNode' as const,
                        id: 'n-1',
                        name: 'Kitchen',
                        hasChildren: false,
                      },
                    ],
                  },
                },
              ],
              pageInfo: { __typename: 'PageInfo' as const, total: 1 },
            },
          };
          return HttpResponse.json({
            data: { __typename: 'Query', catalogRelease: { __typename: 'CatalogRelease', id: 'r-1', view } },
          });
        },
      ),
      graphql.query<CatalogViewNodeProductsQuery, CatalogViewNodeProductsQueryVariables>(
        'CatalogViewNodeProducts',
        ({ variables }) => {
          nodes.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              catalogRelease: {
                __typename: 'CatalogRelease',
                id: 'r-1',
                view: {
                  __typename: 'CatalogView',
                  id: 'view-r-1',
                  node: {
                    __typename: 'CatalogViewNode',
                    id: 'n-1',
                    name: 'Kitchen',
                    breadcrumbs: [{ __typename: 'CatalogBreadcrumb', id: 'n-1', name: 'Kitchen' }],
                    products: {
                      __typename: 'CatalogViewProductPage',
                      items: [
                        {
                          __typename: 'CatalogViewProduct',
                          id: 'p-1',
                          name: 'Blue mug',
                          sku: 'MUG-1',
                          kind: 'STANDARD',
                          displayPrice: null,
                        },
                      ],
                      pageInfo: pageInfo(1, { limit: 100 }),
                    },
                  },
                },
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/catalogs/c-1/releases/r-1');
    await user.click(await screen.findByRole('tab', { name: 'Tree' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1/releases/r-1?view=tree'));
    const tree = await screen.findByRole('navigation', { name: 'Catalog tree' });
    expect(trees.at(-1)).toMatchObject({ shopper: false, catalogId: 'c-1', releaseId: 'r-1' });
    await user.click(within(tree).getByText('Home'));
    await waitFor(() => expect(hierarchies).toEqual(['h-1']));
    await user.click(await within(tree).findByText('Kitchen'));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1/releases/r-1?view=tree&node=n-1'));
    const table = await screen.findByRole('table', { name: 'Node products' });
    expect(await within(table).findByText('MUG-1')).toBeInTheDocument();
    expect(nodes.at(-1)).toMatchObject({ shopper: false, catalogId: 'c-1', releaseId: 'r-1', nodeId: 'n-1' });
    // The tree has no configure form: that is the shopper's.
    expect(screen.queryByRole('form', { name: 'Configure' })).not.toBeInTheDocument();
  }, 20_000);
});
