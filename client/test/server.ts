import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  CustomRelationshipListQuery,
  GatewayInfoQuery,
  HomeStoreQuery,
  OrderListQuery,
  ProductPricesInBooksQuery,
  ProductPricesInBooksQueryVariables,
  StoreListQuery,
} from '../src/graphql/generated';

/**
 * Answers every signed-in page's navbar store switcher with an empty organization (the switcher
 * then hides), so tests of other areas need not mock it. Tests of the switcher override it.
 */
const emptyStoreList = graphql.query<StoreListQuery>('StoreList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      stores: {
        __typename: 'StorePage',
        items: [],
        pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 0, hasNextPage: false },
      },
    },
  }),
);

/**
 * Answers the product edit page's Prices section with no prices, so product tests need not mock it.
 * Price book tests override it.
 */
const noProductPrices = graphql.query<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(
  'ProductPricesInBooks',
  ({ variables }) =>
    HttpResponse.json({
      data: { __typename: 'Query', product: { __typename: 'Product', id: String(variables.id), prices: [] } },
    }),
);

/**
 * Answers the product edit page's Related products section with no custom relationships, so
 * product tests need not mock it. Custom relationship tests override it.
 */
const noCustomRelationships = graphql.query<CustomRelationshipListQuery>('CustomRelationshipList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      customRelationships: {
        __typename: 'CustomRelationshipPage',
        items: [],
        pageInfo: { __typename: 'PageInfo', total: 0 },
      },
    },
  }),
);

/**
 * Answers the store switcher's question "which listed store is the caller's own" with "the provider
 * does not say", so tests that list stores need not mock it. Store switcher tests override it.
 */
const unknownHomeStore = graphql.query<HomeStoreQuery>('HomeStore', () =>
  HttpResponse.json({ data: { __typename: 'Query', homeStoreId: null } }),
);

/**
 * Answers the customer and account pages' Orders section with no orders, so their tests need not
 * mock it. Order tests override it.
 */
const noOrders = graphql.query<OrderListQuery>('OrderList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      orders: {
        __typename: 'OrderPage',
        items: [],
        pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false },
      },
    },
  }),
);

/** The one msw server of the client tests; each test adds its handlers with `server.use(...)`. */
/** The gateway's deployment facts (auth/deployment.tsx), asked by the app root and the sign-in pages. */
export function gatewayInfoHandler(credentialsCookieName = 'epCredentials') {
  return graphql.query<GatewayInfoQuery>('GatewayInfo', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        gatewayInfo: {
          __typename: 'GatewayInfo',
          termsOfUseUrl: 'https://terms.test/terms-of-use',
          integrationUpdatesDocsUrl: 'https://docs.test/integrations/update',
          credentialsCookieName,
        },
      },
    }),
  );
}

export const server = setupServer(
  gatewayInfoHandler(),
  emptyStoreList,
  noProductPrices,
  noCustomRelationships,
  unknownHomeStore,
  noOrders,
);
