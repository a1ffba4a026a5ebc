import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ProductCatalogsQuery,
  ProductCatalogsQueryVariables,
  ProductDetailsQuery,
  ProductStatus,
} from '../../../graphql/generated';
import { productDetails } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
import { renderApp, signInForTest } from '../../../../test/renderApp';

beforeEach(signInForTest);

const catalog = (id: string, name: string, hierarchyIds: string[]) => ({
  __typename: 'Catalog' as const,
  id,
  name,
  hierarchyIds,
});

/** The page of p-1, attached to nodes of `hierarchies`, in a store with a Storefront and a Wholesale catalog. */
function productIn(hierarchies: string[], status: ProductStatus = 'LIVE') {
  server.use(
    graphql.query<ProductDetailsQuery>('ProductDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
    ),
    graphql.query<ProductCatalogsQuery, ProductCatalogsQueryVariables>('ProductCatalogs', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          product: {
            __typename: 'Product',
            id: 'p-1',
            status,
            nodes: {
              __typename: 'HierarchyNodePage',
              items: hierarchies.map((hierarchyId, index) => ({
                __typename: 'HierarchyNode' as const,
                id: `n-${index}`,
                hierarchyId,
              })),
              pageInfo: { __typename: 'PageInfo', total: hierarchies.length },
            },
          },
          catalogs: {
            __typename: 'CatalogPage',
            items: [
              catalog('c-1', 'Storefront', ['h-shop', 'h-brands']),
              catalog('c-2', 'Wholesale', ['h-trade']),
              catalog('c-3', 'Outlet', ['h-shop']),
            ],
            pageInfo: { __typename: 'PageInfo', total: 3 },
          },
        },
      }),
    ),
  );
}

async function notice() {
  const title = await screen.findByText('Where shoppers see this product');
  const callout = title.closest<HTMLElement>('.bp6-callout');
  if (!callout) throw new Error('no callout');
  return callout;
}

describe("the product page's catalogs notice", () => {
  it('names the catalogs that show its hierarchies, each linking to its page to publish it', async () => {
    productIn(['h-shop']);
    renderApp('/products/p-1');
    const callout = await notice();
    expect(callout).toHaveTextContent('It is in the catalogs Storefront (publish), Outlet (publish).');
    expect(callout).toHaveTextContent(
      'Shoppers see it, and every change to it, once that catalog is published next.',
    );
    expect(within(callout).getByRole('link', { name: 'Publish Storefront' })).toHaveAttribute(
      'href',
      '/catalogs/c-1',
    );
    expect(within(callout).getByRole('link', { name: 'Publish Outlet' })).toHaveAttribute(
      'href',
      '/catalogs/c-3',
    );
    expect(within(callout).queryByRole('link', { name: 'Publish Wholesale' })).not.toBeInTheDocument();
  });

  it('says a product on no node is in no catalog, and that a draft is left out', async () => {
    productIn([], 'DRAFT');
    renderApp('/products/p-1');
    const callout = await notice();
    expect(callout).toHaveTextContent('It is a draft: catalogs leave it out until its status is Live.');
    expect(callout).toHaveTextContent('It is in no catalog yet: attach it to a hierarchy node');
  });

  it('says when its hierarchies are in no catalog', async () => {
    productIn(['h-elsewhere']);
    renderApp('/products/p-1');
    expect(await notice()).toHaveTextContent('The hierarchies it is attached to are in no catalog');
  });
});
