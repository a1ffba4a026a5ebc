import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogLatestNodeChildrenQuery,
  CatalogLatestNodeChildrenQueryVariables,
  CatalogLatestNodesQuery,
  CatalogLatestNodesQueryVariables,
  CatalogViewHierarchyQuery,
  CatalogViewHierarchyQueryVariables,
  CatalogViewNodeChildrenQuery,
  CatalogViewNodeChildrenQueryVariables,
  CatalogViewNodeProductsQuery,
  CatalogViewNodeProductsQueryVariables,
  CatalogViewNodeRowFragment,
  CatalogViewOverviewQuery,
  CatalogViewOverviewQueryVariables,
  CatalogViewProductQuery,
  CatalogViewProductQueryVariables,
  CatalogViewProductRowFragment,
  CatalogViewTreeQuery,
  CatalogViewTreeQueryVariables,
  ConfigureShopperProductMutation,
  ConfigureShopperProductMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const nodeRow = (id: string, name: string, hasChildren = false): CatalogViewNodeRowFragment => ({
  __typename: 'CatalogViewNode',
  id,
  name,
  hasChildren,
});

const productRow = (
  id: string,
  name: string,
  kind: CatalogViewProductRowFragment['kind'],
): CatalogViewProductRowFragment => ({
  __typename: 'CatalogViewProduct',
  id,
  name,
  sku: name.toUpperCase().replace(/ /g, '-'),
  kind,
  displayPrice: { __typename: 'CatalogDisplayPrice', formatted: '$20.00', includesTax: false },
});

const pageInfo = (total: number) => ({
  __typename: 'PageInfo' as const,
  limit: 100,
  offset: 0,
  total,
  hasNextPage: false,
});

/** The gateway's view ids differ by source and shopper context, so the cache keeps them apart. */
const viewIdFor = (variables: { shopper: boolean; context?: unknown }) =>
  variables.shopper ? `catalog#${JSON.stringify(variables.context ?? null)}` : 'release#r-1';

/** Wraps a CatalogView answer under the root the variables ask for. */
function rooted<T>(variables: { shopper: boolean }, view: T) {
  return variables.shopper
    ? { __typename: 'Query' as const, shopperCatalog: view }
    : {
        __typename: 'Query' as const,
        catalogRelease: { __typename: 'CatalogRelease' as const, id: 'r-1', view },
      };
}

const VARIATIONS = [
  {
    __typename: 'CatalogVariation' as const,
    id: 'v-size',
    name: 'Size',
    options: [
      { __typename: 'CatalogVariationOption' as const, id: 'o-s', name: 'Small' },
      { __typename: 'CatalogVariationOption' as const, id: 'o-l', name: 'Large' },
    ],
  },
];

/** A catalog of one hierarchy, a node holding a parent shirt with one child, as msw handlers. */
function catalogHandlers(options: { published?: boolean } = {}) {
  const sent = {
    tree: [] as CatalogViewTreeQueryVariables[],
    products: [] as CatalogViewNodeProductsQueryVariables[],
    product: [] as CatalogViewProductQueryVariables[],
    configure: [] as ConfigureShopperProductMutationVariables[],
    overview: [] as CatalogViewOverviewQueryVariables[],
    hierarchy: [] as CatalogViewHierarchyQueryVariables[],
  };
  const handlers = [
    graphql.query<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>(
      'CatalogViewOverview',
      ({ variables }) => {
        sent.overview.push(variables);
        return HttpResponse.json({
          data: rooted(variables, {
            __typename: 'CatalogView' as const,
            id: viewIdFor(variables),
            nodes: {
              __typename: 'CatalogViewNodePage' as const,
              items: [nodeRow('n-1', 'Shirts', true), nodeRow('n-2', 'T-shirts')],
              pageInfo: { __typename: 'PageInfo' as const, total: 2 },
            },
            products: {
              __typename: 'CatalogViewProductPage' as const,
              items: [productRow('p-1', 'Shirt', 'PARENT'), productRow('p-9', 'Tie', 'STANDARD')],
              pageInfo: pageInfo(2),
            },
          }),
        });
      },
    ),
    graphql.query<CatalogViewHierarchyQuery, CatalogViewHierarchyQueryVariables>(
      'CatalogViewHierarchy',
      ({ variables }) => {
        sent.hierarchy.push(variables);
        return HttpResponse.json({
          data: rooted(variables, {
            __typename: 'CatalogView' as const,
            id: viewIdFor(variables),
            hierarchy: {
              __typename: 'CatalogViewHierarchy' as const,
              id: String(variables.hierarchyId),
              name: 'Apparel',
              description: 'Clothes',
              nodes: {
                __typename: 'CatalogViewNodePage' as const,
                items: [nodeRow('n-1', 'Shirts', true), nodeRow('n-2', 'T-shirts')],
                pageInfo: { __typename: 'PageInfo' as const, total: 2 },
              },
              products: {
                __typename: 'CatalogViewProductPage' as const,
                items: [productRow('p-1', 'Shirt', 'PARENT')],
                pageInfo: pageInfo(1),
              },
            },
          }),
        });
      },
    ),
    graphql.query<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>('CatalogViewTree', ({ variables }) => {
      sent.tree.push(variables);
      return HttpResponse.json({
        data: rooted(variables, {
          __typename: 'CatalogView' as const,
          id: viewIdFor(variables),
          release:
            options.published === false
              ? null
              : {
                  __typename: 'CatalogRelease' as const,
                  id: 'r-1',
                  catalogId: 'c-1',
                  name: 'Storefront',
                  publishedAt: '2026-01-10T09:30:01.000Z',
                },
          hierarchies: {
            __typename: 'CatalogViewHierarchyPage' as const,
            items: [
              {
                __typename: 'CatalogViewHierarchy' as const,
                id: 'h-1',
                name: 'Apparel',
                hasChildren: true,
                children: {
                  __typename: 'CatalogViewNodePage' as const,
                  items: [nodeRow('n-1', 'Shirts', true)],
                },
              },
            ],
            pageInfo: { __typename: 'PageInfo' as const, total: 1 },
          },
        }),
      });
    }),
    graphql.query<CatalogViewNodeChildrenQuery, CatalogViewNodeChildrenQueryVariables>(
      'CatalogViewNodeChildren',
      ({ variables }) =>
        HttpResponse.json({
          data: rooted(variables, {
            __typename: 'CatalogView' as const,
            id: viewIdFor(variables),
            node: {
              __typename: 'CatalogViewNode' as const,
              id: String(variables.nodeId),
              children: { __typename: 'CatalogViewNodePage' as const, items: [nodeRow('n-2', 'T-shirts')] },
            },
          }),
        }),
    ),
    graphql.query<CatalogViewNodeProductsQuery, CatalogViewNodeProductsQueryVariables>(
      'CatalogViewNodeProducts',
      ({ variables }) => {
        sent.products.push(variables);
        return HttpResponse.json({
          data: rooted(variables, {
            __typename: 'CatalogView' as const,
            id: viewIdFor(variables),
            node: {
              __typename: 'CatalogViewNode' as const,
              id: String(variables.nodeId),
              name: 'Shirts',
              breadcrumbs: [
                { __typename: 'CatalogBreadcrumb' as const, id: 'h-1', name: 'Apparel' },
                { __typename: 'CatalogBreadcrumb' as const, id: 'n-1', name: 'Shirts' },
              ],
              products: {
                __typename: 'CatalogViewProductPage' as const,
                items: [productRow('p-1', 'Shirt', 'PARENT')],
                pageInfo: pageInfo(1),
              },
            },
          }),
        });
      },
    ),
    graphql.query<CatalogViewProductQuery, CatalogViewProductQueryVariables>(
      'CatalogViewProduct',
      ({ variables }) => {
        sent.product.push(variables);
        const isParent = variables.productId === 'p-1';
        return HttpResponse.json({
          data: rooted(variables, {
            __typename: 'CatalogView' as const,
            id: viewIdFor(variables),
            product: {
              ...productRow(
                String(variables.productId),
                isParent ? 'Shirt' : 'Shirt Large',
                isParent ? 'PARENT' : 'CHILD',
              ),
              slug: null,
              description: isParent ? 'A plain shirt' : null,
              parentId: isParent ? null : 'p-1',
              variations: isParent ? VARIATIONS : [],
              selectedOptions: isParent
                ? []
                : [
                    {
                      __typename: 'CatalogSelectedOption' as const,
                      variationId: 'v-size',
                      variationName: 'Size',
                      optionId: 'o-l',
                      optionName: 'Large',
                    },
                  ],
              relationshipSlugs: isParent ? ['goes-with'] : [],
              children: {
                __typename: 'CatalogViewProductPage' as const,
                items: isParent
                  ? [
                      {
                        ...productRow('p-1-l', 'Shirt Large', 'CHILD'),
                        selectedOptions: [
                          {
                            __typename: 'CatalogSelectedOption' as const,
                            variationId: 'v-size',
                            optionId: 'o-l',
                            optionName: 'Large',
                          },
                        ],
                      },
                    ]
                  : [],
                pageInfo: { __typename: 'PageInfo' as const, total: isParent ? 1 : 0 },
              },
              ...(variables.withRelated
                ? {
                    relatedProducts: {
                      __typename: 'CatalogViewProductPage' as const,
                      items: [productRow('p-9', 'Tie', 'STANDARD')],
                    },
                  }
                : {}),
            },
          }),
        });
      },
    ),
    graphql.mutation<ConfigureShopperProductMutation, ConfigureShopperProductMutationVariables>(
      'ConfigureShopperProduct',
      ({ variables }) => {
        sent.configure.push(variables);
        const first = [variables.selectedOptions].flat()[0];
        const known = VARIATIONS[0]?.options.some((option) => option.id === first?.optionId);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            configureShopperProduct: {
              __typename: 'ConfigureProductPayload',
              product: known
                ? {
                    ...productRow('p-1-l', 'Shirt Large', 'CHILD'),
                    selectedOptions: [
                      {
                        __typename: 'CatalogSelectedOption',
                        variationId: 'v-size',
                        variationName: 'Size',
                        optionId: 'o-l',
                        optionName: 'Large',
                      },
                    ],
                  }
                : null,
              userErrors: known
                ? []
                : [userError(['selectedOptions'], `Unknown options: ${first?.optionId}`)],
            },
          },
        });
      },
    ),
  ];
  return { sent, handlers };
}

describe('preview as shopper', () => {
  it('previews as a shopper of a channel, tag and customer, browses the tree and configures a parent', async () => {
    const { sent, handlers } = catalogHandlers();
    server.use(...handlers);
    const { user, router } = renderApp('/catalogs/preview');
    expect(await screen.findByText('Storefront')).toBeInTheDocument();
    expect(sent.tree[0]).toMatchObject({ shopper: true, context: {} });

    await user.type(screen.getByLabelText('Channel'), 'web');
    await user.type(screen.getByLabelText('Tag'), 'vip');
    await user.type(screen.getByLabelText('Customer token'), 'cust.tok');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/preview?channel=web&tag=vip'));
    await waitFor(() =>
      expect(sent.tree.at(-1)?.context).toEqual({ channel: 'web', tag: 'vip', customerToken: 'cust.tok' }),
    );
    // The token is a credential: never in the URL.
    expect(currentUrl(router)).not.toContain('cust.tok');

    // Nothing picked: the whole catalog's nodes and products.
    const whole = await screen.findByRole('region', { name: 'Whole catalog' });
    expect(await within(whole).findByRole('table', { name: 'All products' })).toHaveTextContent('Tie');
    expect(within(whole).getByRole('group', { name: 'All nodes (2)' })).toHaveTextContent('T-shirts');

    // A hierarchy: its nodes and products.
    const tree = await screen.findByRole('navigation', { name: 'Catalog tree' });
    await user.click(within(tree).getByText('Apparel'));
    await waitFor(() => expect(currentUrl(router)).toContain('hierarchy=h-1'));
    const hierarchy = await screen.findByRole('region', { name: 'Hierarchy' });
    expect(await within(hierarchy).findByRole('table', { name: 'Hierarchy products' })).toHaveTextContent(
      'Shirt',
    );
    expect(sent.hierarchy.at(-1)).toMatchObject({
      hierarchyId: 'h-1',
      context: { channel: 'web', tag: 'vip' },
    });

    await user.click(await within(tree).findByText('Shirts'));
    await waitFor(() => expect(currentUrl(router)).toContain('node=n-1'));
    expect(currentUrl(router)).not.toContain('hierarchy=');
    const products = await screen.findByRole('table', { name: 'Node products' });
    expect(await screen.findByText('Apparel › Shirts')).toBeInTheDocument();
    expect(sent.products.at(-1)).toMatchObject({ nodeId: 'n-1', context: { channel: 'web', tag: 'vip' } });

    await user.click(await within(products).findByRole('button', { name: 'Shirt' }));
    await waitFor(() => expect(currentUrl(router)).toContain('product=p-1'));
    const panel = await screen.findByRole('region', { name: 'Product Shirt' });
    expect(await within(panel).findByText('A plain shirt')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Children' })).toHaveTextContent('Shirt Large');

    await user.selectOptions(within(panel).getByLabelText('Related products'), 'goes-with');
    await waitFor(() => expect(currentUrl(router)).toContain('related=goes-with'));
    expect(await within(panel).findByRole('table', { name: 'Related products' })).toHaveTextContent('Tie');

    await user.selectOptions(within(panel).getByLabelText('Size'), 'o-l');
    await waitFor(() => expect(currentUrl(router)).toContain('options=v-size%3Ao-l'));
    await user.click(within(panel).getByRole('button', { name: 'Configure' }));
    const resolved = await within(panel).findByRole('status');
    expect(resolved).toHaveTextContent('Shirt Large');
    expect(sent.configure).toEqual([
      {
        productId: 'p-1',
        context: { channel: 'web', tag: 'vip', customerToken: 'cust.tok' },
        selectedOptions: [{ variationId: 'v-size', optionId: 'o-l' }],
      },
    ]);
    await user.click(within(resolved).getByRole('button', { name: 'Open the child' }));
    await waitFor(() => expect(currentUrl(router)).toContain('product=p-1-l'));
    expect(await screen.findByRole('region', { name: 'Product Shirt Large' })).toHaveTextContent(
      'Size: Large',
    );
  }, 30_000);

  it('shows the refusal of an unknown option next to the options, keeping the selection', async () => {
    const { handlers } = catalogHandlers();
    server.use(...handlers);
    const { user, router } = renderApp('/catalogs/preview?node=n-1&product=p-1&options=v-size%3Ao-gone');
    const panel = await screen.findByRole('region', { name: 'Product Shirt' });
    expect(within(panel).getByLabelText('Size')).toHaveValue('o-gone');
    await user.click(within(panel).getByRole('button', { name: 'Configure' }));
    expect(await within(panel).findByText('Unknown options: o-gone')).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(currentUrl(router)).toContain('options=v-size%3Ao-gone');
  });

  it('asks for an option of every variation before configuring', async () => {
    const { sent, handlers } = catalogHandlers();
    server.use(...handlers);
    const { user } = renderApp('/catalogs/preview?node=n-1&product=p-1');
    const panel = await screen.findByRole('region', { name: 'Product Shirt' });
    await user.click(within(panel).getByRole('button', { name: 'Configure' }));
    expect(await within(panel).findByText('Pick an option of Size')).toBeInTheDocument();
    expect(sent.configure).toEqual([]);
  });

  it('refuses a too long channel next to the field without previewing', async () => {
    const { sent, handlers } = catalogHandlers();
    server.use(...handlers);
    const { user, router } = renderApp('/catalogs/preview');
    await screen.findByText('Storefront');
    const reads = sent.tree.length;
    await user.click(screen.getByLabelText('Channel'));
    await user.paste('x'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Up to 64 characters')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/catalogs/preview');
    expect(sent.tree.length).toBe(reads);
  });

  it('says when no catalog is published for the shopper', async () => {
    server.use(...catalogHandlers({ published: false }).handlers);
    renderApp('/catalogs/preview?tag=nobody');
    expect(await screen.findByText('No published catalog')).toBeInTheDocument();
  });

  it('lists all nodes through the seller API for the same context, and one node’s children', async () => {
    const sent: CatalogLatestNodesQueryVariables[] = [];
    server.use(
      ...catalogHandlers().handlers,
      graphql.query<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>(
        'CatalogLatestNodes',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              catalogNodes: {
                __typename: 'CatalogViewNodePage',
                items: [nodeRow('n-1', 'Shirts', true)],
                pageInfo: pageInfo(1),
              },
            },
          });
        },
      ),
      graphql.query<CatalogLatestNodeChildrenQuery, CatalogLatestNodeChildrenQueryVariables>(
        'CatalogLatestNodeChildren',
        ({ variables }) =>
          HttpResponse.json({
            data: {
              __typename: 'Query',
              catalogNode: {
                __typename: 'CatalogViewNode',
                id: String(variables.id),
                name: 'Shirts',
                children: { __typename: 'CatalogViewNodePage', items: [nodeRow('n-2', 'T-shirts')] },
              },
            },
          }),
      ),
    );
    const { user, router } = renderApp('/catalogs/preview?tag=vip');
    await user.click(await screen.findByRole('tab', { name: 'All nodes (seller API)' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/preview?tag=vip&tab=nodes'));
    const table = await screen.findByRole('table', { name: 'Catalog nodes' });
    expect(sent.at(-1)?.context).toEqual({ tag: 'vip' });
    await user.click(await within(table).findByRole('button', { name: 'Shirts' }));
    expect(await screen.findByRole('table', { name: 'Node children' })).toHaveTextContent('T-shirts');
  });

  it('is linked from the catalog list', async () => {
    // The list page is another lazily loaded route: its first load can be slow on a busy machine.
    server.use(
      ...catalogHandlers().handlers,
      graphql.query('CatalogList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            catalogs: { __typename: 'CatalogPage', items: [], pageInfo: { ...pageInfo(0), limit: 25 } },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/catalogs');
    expect(await screen.findByText('No catalogs yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview as shopper' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/preview'));
  }, 20_000);
});
