/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../../components/list/pageInfo.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductCatalogsQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductCatalogsQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    status: Types.ProductStatus;
    nodes: {
      __typename: 'HierarchyNodePage';
      items: Array<{ __typename: 'HierarchyNode'; id: string; hierarchyId: string }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
  catalogs: {
    __typename: 'CatalogPage';
    items: Array<{ __typename: 'Catalog'; id: string; name: string; hierarchyIds: Array<string> }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export const ProductCatalogsDocument = gql`
  query ProductCatalogs($id: ID!) {
    product(id: $id) {
      id
      status
      nodes(page: { limit: 100 }) {
        items {
          id
          hierarchyId
        }
        ...PageTotal
      }
    }
    catalogs(page: { limit: 100 }) {
      items {
        id
        name
        hierarchyIds
      }
      ...PageTotal
    }
  }
  ${PageTotalFragmentDoc}
`;

/**
 * __useProductCatalogsQuery__
 *
 * To run a query within a React component, call `useProductCatalogsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductCatalogsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductCatalogsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductCatalogsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductCatalogsQuery, ProductCatalogsQueryVariables> &
    ({ variables: ProductCatalogsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductCatalogsQuery, ProductCatalogsQueryVariables>(
    ProductCatalogsDocument,
    options,
  );
}
export function useProductCatalogsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductCatalogsQuery, ProductCatalogsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductCatalogsQuery, ProductCatalogsQueryVariables>(
    ProductCatalogsDocument,
    options,
  );
}
// @ts-ignore
export function useProductCatalogsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductCatalogsQuery,
    ProductCatalogsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductCatalogsQuery, ProductCatalogsQueryVariables>;
export function useProductCatalogsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductCatalogsQuery, ProductCatalogsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductCatalogsQuery | undefined, ProductCatalogsQueryVariables>;
export function useProductCatalogsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductCatalogsQuery, ProductCatalogsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductCatalogsQuery, ProductCatalogsQueryVariables>(
    ProductCatalogsDocument,
    options,
  );
}
export type ProductCatalogsQueryHookResult = ReturnType<typeof useProductCatalogsQuery>;
export type ProductCatalogsLazyQueryHookResult = ReturnType<typeof useProductCatalogsLazyQuery>;
export type ProductCatalogsSuspenseQueryHookResult = ReturnType<typeof useProductCatalogsSuspenseQuery>;
export type ProductCatalogsQueryResult = ApolloReactCommon.QueryResult<
  ProductCatalogsQuery,
  ProductCatalogsQueryVariables
>;
