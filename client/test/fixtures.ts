import type {
  ProductDetailsFragment,
  ProductListItemFragment,
  ProductListQuery,
} from '../src/graphql/generated';

export function productListItem(overrides: Partial<ProductListItemFragment> = {}): ProductListItemFragment {
  return {
    __typename: 'Product',
    id: 'p-1',
    name: 'Blue shirt',
    sku: 'SHIRT-BLUE',
    slug: 'blue-shirt',
    status: 'LIVE',
    commodityType: 'PHYSICAL',
    updatedAt: '2026-01-10T09:30:00.000Z',
    mainImage: null,
    stock: null,
    ...overrides,
  };
}

export function productDetails(overrides: Partial<ProductDetailsFragment> = {}): ProductDetailsFragment {
  return {
    ...productListItem(),
    description: 'A shirt.',
    upcEan: null,
    mpn: null,
    externalRef: null,
    tags: ['summer'],
    productTypes: ['standard'],
    owner: 'store',
    createdAt: '2026-01-01T09:30:00.000Z',
    locales: [],
    extensions: null,
    customInputs: [],
    components: [],
    ...overrides,
  };
}

export function productPage(
  items: (ProductListItemFragment & Partial<Pick<ProductListQuery['products']['items'][number], 'prices'>>)[],
  { limit = 25, offset = 0, total = items.length } = {},
): ProductListQuery {
  return {
    __typename: 'Query',
    products: {
      __typename: 'ProductPage',
      items: items.map((item) => ({ prices: [], ...item })),
      pageInfo: { __typename: 'PageInfo', limit, offset, total, hasNextPage: offset + items.length < total },
    },
  };
}
