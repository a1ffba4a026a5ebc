/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../../components/list/pageInfo.generated';
import { HierarchyTreeNodeFragmentDoc } from '../../hierarchies/hierarchies.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductNodeItemFragment = {
  __typename: 'HierarchyNode';
  id: string;
  name: string;
  hierarchyId: string;
  breadcrumbs: Array<{ __typename: 'HierarchyBreadcrumb'; id: string; name: string }>;
};

export type ProductNodesQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductNodesQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    nodes: {
      __typename: 'HierarchyNodePage';
      items: Array<{
        __typename: 'HierarchyNode';
        id: string;
        name: string;
        hierarchyId: string;
        breadcrumbs: Array<{ __typename: 'HierarchyBreadcrumb'; id: string; name: string }>;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type NodePickerHierarchiesQueryVariables = Exact<{ [key: string]: never }>;

export type NodePickerHierarchiesQuery = {
  __typename: 'Query';
  hierarchies: {
    __typename: 'HierarchyPage';
    items: Array<{
      __typename: 'Hierarchy';
      id: string;
      name: string;
      nodes: {
        __typename: 'HierarchyNodePage';
        items: Array<{
          __typename: 'HierarchyNode';
          id: string;
          name: string;
          slug: string | null;
          description: string | null;
          sortOrder: number | null;
          parentId: string | null;
          updatedAt: string | null;
        }>;
      };
    }>;
  };
};

export type ProductNodesResultFragment = {
  __typename: 'ProductNodesPayload';
  product: { __typename: 'Product'; id: string } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type AttachProductNodesMutationVariables = Exact<{
  productId: string | number;
  nodeIds: Array<string | number> | string | number;
}>;

export type AttachProductNodesMutation = {
  __typename: 'Mutation';
  attachProductNodes: {
    __typename: 'ProductNodesPayload';
    product: { __typename: 'Product'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DetachProductNodesMutationVariables = Exact<{
  productId: string | number;
  nodeIds: Array<string | number> | string | number;
}>;

export type DetachProductNodesMutation = {
  __typename: 'Mutation';
  detachProductNodes: {
    __typename: 'ProductNodesPayload';
    product: { __typename: 'Product'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const ProductNodeItemFragmentDoc = gql`
  fragment ProductNodeItem on HierarchyNode {
    id
    name
    hierarchyId
    breadcrumbs {
      id
      name
    }
  }
`;
export const ProductNodesResultFragmentDoc = gql`
  fragment ProductNodesResult on ProductNodesPayload {
    product {
      id
    }
    ...PayloadErrors
  }
`;
export const ProductNodesDocument = gql`
  query ProductNodes($id: ID!) {
    product(id: $id) {
      id
      nodes(page: { limit: 100 }) {
        items {
          ...ProductNodeItem
        }
        ...PageTotal
      }
    }
  }
  ${ProductNodeItemFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useProductNodesQuery__
 *
 * To run a query within a React component, call `useProductNodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductNodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductNodesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductNodesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables> &
    ({ variables: ProductNodesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductNodesQuery, ProductNodesQueryVariables>(
    ProductNodesDocument,
    options,
  );
}
export function useProductNodesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductNodesQuery, ProductNodesQueryVariables>(
    ProductNodesDocument,
    options,
  );
}
// @ts-ignore
export function useProductNodesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductNodesQuery, ProductNodesQueryVariables>;
export function useProductNodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductNodesQuery | undefined, ProductNodesQueryVariables>;
export function useProductNodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductNodesQuery, ProductNodesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductNodesQuery, ProductNodesQueryVariables>(
    ProductNodesDocument,
    options,
  );
}
export type ProductNodesQueryHookResult = ReturnType<typeof useProductNodesQuery>;
export type ProductNodesLazyQueryHookResult = ReturnType<typeof useProductNodesLazyQuery>;
export type ProductNodesSuspenseQueryHookResult = ReturnType<typeof useProductNodesSuspenseQuery>;
export type ProductNodesQueryResult = ApolloReactCommon.QueryResult<
  ProductNodesQuery,
  ProductNodesQueryVariables
>;
export const NodePickerHierarchiesDocument = gql`
  query NodePickerHierarchies {
    hierarchies(page: { limit: 100 }) {
      items {
        id
        name
        nodes(page: { limit: 100 }) {
          items {
            ...HierarchyTreeNode
          }
        }
      }
    }
  }
  ${HierarchyTreeNodeFragmentDoc}
`;

/**
 * __useNodePickerHierarchiesQuery__
 *
 * To run a query within a React component, call `useNodePickerHierarchiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNodePickerHierarchiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNodePickerHierarchiesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNodePickerHierarchiesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    NodePickerHierarchiesQuery,
    NodePickerHierarchiesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(
    NodePickerHierarchiesDocument,
    options,
  );
}
export function useNodePickerHierarchiesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    NodePickerHierarchiesQuery,
    NodePickerHierarchiesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(
    NodePickerHierarchiesDocument,
    options,
  );
}
// @ts-ignore
export function useNodePickerHierarchiesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    NodePickerHierarchiesQuery,
    NodePickerHierarchiesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>;
export function useNodePickerHierarchiesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        NodePickerHierarchiesQuery,
        NodePickerHierarchiesQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  NodePickerHierarchiesQuery | undefined,
  NodePickerHierarchiesQueryVariables
>;
export function useNodePickerHierarchiesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        NodePickerHierarchiesQuery,
        NodePickerHierarchiesQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<NodePickerHierarchiesQuery, NodePickerHierarchiesQueryVariables>(
    NodePickerHierarchiesDocument,
    options,
  );
}
export type NodePickerHierarchiesQueryHookResult = ReturnType<typeof useNodePickerHierarchiesQuery>;
export type NodePickerHierarchiesLazyQueryHookResult = ReturnType<typeof useNodePickerHierarchiesLazyQuery>;
export type NodePickerHierarchiesSuspenseQueryHookResult = ReturnType<
  typeof useNodePickerHierarchiesSuspenseQuery
>;
export type NodePickerHierarchiesQueryResult = ApolloReactCommon.QueryResult<
  NodePickerHierarchiesQuery,
  NodePickerHierarchiesQueryVariables
>;
export const AttachProductNodesDocument = gql`
  mutation AttachProductNodes($productId: ID!, $nodeIds: [ID!]!) {
    attachProductNodes(productId: $productId, nodeIds: $nodeIds) {
      ...ProductNodesResult
    }
  }
  ${ProductNodesResultFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachProductNodesMutationFn = ApolloReactCommon.MutationFunction<
  AttachProductNodesMutation,
  AttachProductNodesMutationVariables
>;

/**
 * __useAttachProductNodesMutation__
 *
 * To run a mutation, you first call `useAttachProductNodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductNodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductNodesMutation, { data, loading, error }] = useAttachProductNodesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      nodeIds: // value for 'nodeIds'
 *   },
 * });
 */
export function useAttachProductNodesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachProductNodesMutation,
    AttachProductNodesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AttachProductNodesMutation, AttachProductNodesMutationVariables>(
    AttachProductNodesDocument,
    options,
  );
}
export type AttachProductNodesMutationHookResult = ReturnType<typeof useAttachProductNodesMutation>;
export type AttachProductNodesMutationResult = ApolloReactCommon.MutationResult<AttachProductNodesMutation>;
export type AttachProductNodesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachProductNodesMutation,
  AttachProductNodesMutationVariables
>;
export const DetachProductNodesDocument = gql`
  mutation DetachProductNodes($productId: ID!, $nodeIds: [ID!]!) {
    detachProductNodes(productId: $productId, nodeIds: $nodeIds) {
      ...ProductNodesResult
    }
  }
  ${ProductNodesResultFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachProductNodesMutationFn = ApolloReactCommon.MutationFunction<
  DetachProductNodesMutation,
  DetachProductNodesMutationVariables
>;

/**
 * __useDetachProductNodesMutation__
 *
 * To run a mutation, you first call `useDetachProductNodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductNodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductNodesMutation, { data, loading, error }] = useDetachProductNodesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      nodeIds: // value for 'nodeIds'
 *   },
 * });
 */
export function useDetachProductNodesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachProductNodesMutation,
    DetachProductNodesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DetachProductNodesMutation, DetachProductNodesMutationVariables>(
    DetachProductNodesDocument,
    options,
  );
}
export type DetachProductNodesMutationHookResult = ReturnType<typeof useDetachProductNodesMutation>;
export type DetachProductNodesMutationResult = ApolloReactCommon.MutationResult<DetachProductNodesMutation>;
export type DetachProductNodesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachProductNodesMutation,
  DetachProductNodesMutationVariables
>;
