/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  PageTotalFragmentDoc,
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
} from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import { JobProgressFieldsFragmentDoc, JobStartedFragmentDoc } from '../../components/jobs.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type HierarchyListItemFragment = {
  __typename: 'Hierarchy';
  id: string;
  name: string;
  slug: string | null;
  description: string | null;
  updatedAt: string | null;
};

export type HierarchyTreeNodeFragment = {
  __typename: 'HierarchyNode';
  id: string;
  name: string;
  slug: string | null;
  description: string | null;
  sortOrder: number | null;
  parentId: string | null;
  updatedAt: string | null;
};

export type NodeProductFragment = {
  __typename: 'Product';
  id: string;
  name: string;
  sku: string | null;
  status: Types.ProductStatus;
};

export type HierarchyListQueryVariables = Exact<{
  filter?: Types.HierarchyFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type HierarchyListQuery = {
  __typename: 'Query';
  hierarchies: {
    __typename: 'HierarchyPage';
    items: Array<{
      __typename: 'Hierarchy';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type HierarchyTreeQueryVariables = Exact<{
  id: string | number;
}>;

export type HierarchyTreeQuery = {
  __typename: 'Query';
  hierarchy: {
    __typename: 'Hierarchy';
    id: string;
    name: string;
    slug: string | null;
    description: string | null;
    updatedAt: string | null;
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
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type HierarchyNodeProductsQueryVariables = Exact<{
  id: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type HierarchyNodeProductsQuery = {
  __typename: 'Query';
  hierarchyNode: {
    __typename: 'HierarchyNode';
    id: string;
    products: {
      __typename: 'ProductPage';
      items: Array<{
        __typename: 'Product';
        id: string;
        name: string;
        sku: string | null;
        status: Types.ProductStatus;
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
  } | null;
};

export type ProductsBySkuQueryVariables = Exact<{
  sku: string;
}>;

export type ProductsBySkuQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{
      __typename: 'Product';
      id: string;
      name: string;
      sku: string | null;
      status: Types.ProductStatus;
    }>;
  };
};

export type CreateHierarchyMutationVariables = Exact<{
  input: Types.HierarchyCreateInput;
}>;

export type CreateHierarchyMutation = {
  __typename: 'Mutation';
  createHierarchy: {
    __typename: 'HierarchyPayload';
    hierarchy: {
      __typename: 'Hierarchy';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateHierarchyMutationVariables = Exact<{
  id: string | number;
  input: Types.HierarchyUpdateInput;
}>;

export type UpdateHierarchyMutation = {
  __typename: 'Mutation';
  updateHierarchy: {
    __typename: 'HierarchyPayload';
    hierarchy: {
      __typename: 'Hierarchy';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteHierarchyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteHierarchyMutation = {
  __typename: 'Mutation';
  deleteHierarchy: {
    __typename: 'DeleteHierarchyPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  input: Types.HierarchyNodeCreateInput;
}>;

export type CreateHierarchyNodeMutation = {
  __typename: 'Mutation';
  createHierarchyNode: {
    __typename: 'HierarchyNodePayload';
    node: {
      __typename: 'HierarchyNode';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      sortOrder: number | null;
      parentId: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  input: Types.HierarchyNodeUpdateInput;
}>;

export type UpdateHierarchyNodeMutation = {
  __typename: 'Mutation';
  updateHierarchyNode: {
    __typename: 'HierarchyNodePayload';
    node: {
      __typename: 'HierarchyNode';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      sortOrder: number | null;
      parentId: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
}>;

export type DeleteHierarchyNodeMutation = {
  __typename: 'Mutation';
  deleteHierarchyNode: {
    __typename: 'DeleteHierarchyNodePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type MoveHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  parentId?: string | number | null | undefined;
}>;

export type MoveHierarchyNodeMutation = {
  __typename: 'Mutation';
  moveHierarchyNode: {
    __typename: 'HierarchyNodePayload';
    node: {
      __typename: 'HierarchyNode';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      sortOrder: number | null;
      parentId: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SortHierarchyNodeChildrenMutationVariables = Exact<{
  hierarchyId: string | number;
  parentId?: string | number | null | undefined;
  childIds: Array<string | number> | string | number;
}>;

export type SortHierarchyNodeChildrenMutation = {
  __typename: 'Mutation';
  sortHierarchyNodeChildren: {
    __typename: 'SortHierarchyNodeChildrenPayload';
    children: Array<{
      __typename: 'HierarchyNode';
      id: string;
      name: string;
      slug: string | null;
      description: string | null;
      sortOrder: number | null;
      parentId: string | null;
      updatedAt: string | null;
    }> | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AttachProductsToHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  productIds: Array<string | number> | string | number;
}>;

export type AttachProductsToHierarchyNodeMutation = {
  __typename: 'Mutation';
  attachProductsToHierarchyNode: {
    __typename: 'HierarchyNodePayload';
    node: { __typename: 'HierarchyNode'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DetachProductsFromHierarchyNodeMutationVariables = Exact<{
  hierarchyId: string | number;
  id: string | number;
  productIds: Array<string | number> | string | number;
}>;

export type DetachProductsFromHierarchyNodeMutation = {
  __typename: 'Mutation';
  detachProductsFromHierarchyNode: {
    __typename: 'HierarchyNodePayload';
    node: { __typename: 'HierarchyNode'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DuplicateHierarchyMutationVariables = Exact<{
  id: string | number;
  input?: Types.HierarchyDuplicateInput | null | undefined;
}>;

export type DuplicateHierarchyMutation = {
  __typename: 'Mutation';
  duplicateHierarchy: {
    __typename: 'JobPayload';
    job: {
      __typename: 'Job';
      id: string;
      jobType: Types.JobType;
      status: Types.JobStatus;
      startedAt: string | null;
      completedAt: string | null;
      fileUrl: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DuplicatedHierarchyQueryVariables = Exact<{
  jobId: string | number;
}>;

export type DuplicatedHierarchyQuery = {
  __typename: 'Query';
  job: { __typename: 'Job'; id: string; hierarchyId: string | null } | null;
};

export const HierarchyListItemFragmentDoc = gql`
  fragment HierarchyListItem on Hierarchy {
    id
    name
    slug
    description
    updatedAt
  }
`;
export const HierarchyTreeNodeFragmentDoc = gql`
  fragment HierarchyTreeNode on HierarchyNode {
    id
    name
    slug
    description
    sortOrder
    parentId
    updatedAt
  }
`;
export const NodeProductFragmentDoc = gql`
  fragment NodeProduct on Product {
    id
    name
    sku
    status
  }
`;
export const HierarchyListDocument = gql`
  query HierarchyList($filter: HierarchyFilter, $page: PageInput) {
    hierarchies(filter: $filter, page: $page) {
      items {
        ...HierarchyListItem
      }
      ...PageFields
    }
  }
  ${HierarchyListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useHierarchyListQuery__
 *
 * To run a query within a React component, call `useHierarchyListQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useHierarchyListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HierarchyListQuery, HierarchyListQueryVariables>(
    HierarchyListDocument,
    options,
  );
}
export function useHierarchyListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HierarchyListQuery, HierarchyListQueryVariables>(
    HierarchyListDocument,
    options,
  );
}
// @ts-ignore
export function useHierarchyListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HierarchyListQuery, HierarchyListQueryVariables>;
export function useHierarchyListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HierarchyListQuery | undefined, HierarchyListQueryVariables>;
export function useHierarchyListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyListQuery, HierarchyListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HierarchyListQuery, HierarchyListQueryVariables>(
    HierarchyListDocument,
    options,
  );
}
export type HierarchyListQueryHookResult = ReturnType<typeof useHierarchyListQuery>;
export type HierarchyListLazyQueryHookResult = ReturnType<typeof useHierarchyListLazyQuery>;
export type HierarchyListSuspenseQueryHookResult = ReturnType<typeof useHierarchyListSuspenseQuery>;
export type HierarchyListQueryResult = ApolloReactCommon.QueryResult<
  HierarchyListQuery,
  HierarchyListQueryVariables
>;
export const HierarchyTreeDocument = gql`
  query HierarchyTree($id: ID!) {
    hierarchy(id: $id) {
      ...HierarchyListItem
      nodes(page: { limit: 100 }) {
        items {
          ...HierarchyTreeNode
        }
        ...PageTotal
      }
    }
  }
  ${HierarchyListItemFragmentDoc}
  ${HierarchyTreeNodeFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useHierarchyTreeQuery__
 *
 * To run a query within a React component, call `useHierarchyTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyTreeQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHierarchyTreeQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables> &
    ({ variables: HierarchyTreeQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(
    HierarchyTreeDocument,
    options,
  );
}
export function useHierarchyTreeLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(
    HierarchyTreeDocument,
    options,
  );
}
// @ts-ignore
export function useHierarchyTreeSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HierarchyTreeQuery, HierarchyTreeQueryVariables>;
export function useHierarchyTreeSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<HierarchyTreeQuery | undefined, HierarchyTreeQueryVariables>;
export function useHierarchyTreeSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<HierarchyTreeQuery, HierarchyTreeQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HierarchyTreeQuery, HierarchyTreeQueryVariables>(
    HierarchyTreeDocument,
    options,
  );
}
export type HierarchyTreeQueryHookResult = ReturnType<typeof useHierarchyTreeQuery>;
export type HierarchyTreeLazyQueryHookResult = ReturnType<typeof useHierarchyTreeLazyQuery>;
export type HierarchyTreeSuspenseQueryHookResult = ReturnType<typeof useHierarchyTreeSuspenseQuery>;
export type HierarchyTreeQueryResult = ApolloReactCommon.QueryResult<
  HierarchyTreeQuery,
  HierarchyTreeQueryVariables
>;
export const HierarchyNodeProductsDocument = gql`
  query HierarchyNodeProducts($id: ID!, $page: PageInput) {
    hierarchyNode(id: $id) {
      id
      products(page: $page) {
        items {
          ...NodeProduct
        }
        ...PageFields
      }
    }
  }
  ${NodeProductFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useHierarchyNodeProductsQuery__
 *
 * To run a query within a React component, call `useHierarchyNodeProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHierarchyNodeProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHierarchyNodeProductsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useHierarchyNodeProductsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    HierarchyNodeProductsQuery,
    HierarchyNodeProductsQueryVariables
  > &
    ({ variables: HierarchyNodeProductsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(
    HierarchyNodeProductsDocument,
    options,
  );
}
export function useHierarchyNodeProductsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    HierarchyNodeProductsQuery,
    HierarchyNodeProductsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(
    HierarchyNodeProductsDocument,
    options,
  );
}
// @ts-ignore
export function useHierarchyNodeProductsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    HierarchyNodeProductsQuery,
    HierarchyNodeProductsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>;
export function useHierarchyNodeProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        HierarchyNodeProductsQuery,
        HierarchyNodeProductsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  HierarchyNodeProductsQuery | undefined,
  HierarchyNodeProductsQueryVariables
>;
export function useHierarchyNodeProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        HierarchyNodeProductsQuery,
        HierarchyNodeProductsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<HierarchyNodeProductsQuery, HierarchyNodeProductsQueryVariables>(
    HierarchyNodeProductsDocument,
    options,
  );
}
export type HierarchyNodeProductsQueryHookResult = ReturnType<typeof useHierarchyNodeProductsQuery>;
export type HierarchyNodeProductsLazyQueryHookResult = ReturnType<typeof useHierarchyNodeProductsLazyQuery>;
export type HierarchyNodeProductsSuspenseQueryHookResult = ReturnType<
  typeof useHierarchyNodeProductsSuspenseQuery
>;
export type HierarchyNodeProductsQueryResult = ApolloReactCommon.QueryResult<
  HierarchyNodeProductsQuery,
  HierarchyNodeProductsQueryVariables
>;
export const ProductsBySkuDocument = gql`
  query ProductsBySku($sku: String!) {
    products(filter: { sku: { like: $sku } }, page: { limit: 10 }) {
      items {
        ...NodeProduct
      }
    }
  }
  ${NodeProductFragmentDoc}
`;

/**
 * __useProductsBySkuQuery__
 *
 * To run a query within a React component, call `useProductsBySkuQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductsBySkuQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductsBySkuQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductsBySkuQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables> &
    ({ variables: ProductsBySkuQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(
    ProductsBySkuDocument,
    options,
  );
}
export function useProductsBySkuLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(
    ProductsBySkuDocument,
    options,
  );
}
// @ts-ignore
export function useProductsBySkuSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductsBySkuQuery, ProductsBySkuQueryVariables>;
export function useProductsBySkuSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductsBySkuQuery | undefined, ProductsBySkuQueryVariables>;
export function useProductsBySkuSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductsBySkuQuery, ProductsBySkuQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductsBySkuQuery, ProductsBySkuQueryVariables>(
    ProductsBySkuDocument,
    options,
  );
}
export type ProductsBySkuQueryHookResult = ReturnType<typeof useProductsBySkuQuery>;
export type ProductsBySkuLazyQueryHookResult = ReturnType<typeof useProductsBySkuLazyQuery>;
export type ProductsBySkuSuspenseQueryHookResult = ReturnType<typeof useProductsBySkuSuspenseQuery>;
export type ProductsBySkuQueryResult = ApolloReactCommon.QueryResult<
  ProductsBySkuQuery,
  ProductsBySkuQueryVariables
>;
export const CreateHierarchyDocument = gql`
  mutation CreateHierarchy($input: HierarchyCreateInput!) {
    createHierarchy(input: $input) {
      hierarchy {
        ...HierarchyListItem
      }
      ...PayloadErrors
    }
  }
  ${HierarchyListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateHierarchyMutationFn = ApolloReactCommon.MutationFunction<
  CreateHierarchyMutation,
  CreateHierarchyMutationVariables
>;

/**
 * __useCreateHierarchyMutation__
 *
 * To run a mutation, you first call `useCreateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createHierarchyMutation, { data, loading, error }] = useCreateHierarchyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateHierarchyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateHierarchyMutation,
    CreateHierarchyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateHierarchyMutation, CreateHierarchyMutationVariables>(
    CreateHierarchyDocument,
    options,
  );
}
export type CreateHierarchyMutationHookResult = ReturnType<typeof useCreateHierarchyMutation>;
export type CreateHierarchyMutationResult = ApolloReactCommon.MutationResult<CreateHierarchyMutation>;
export type CreateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateHierarchyMutation,
  CreateHierarchyMutationVariables
>;
export const UpdateHierarchyDocument = gql`
  mutation UpdateHierarchy($id: ID!, $input: HierarchyUpdateInput!) {
    updateHierarchy(id: $id, input: $input) {
      hierarchy {
        ...HierarchyListItem
      }
      ...PayloadErrors
    }
  }
  ${HierarchyListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateHierarchyMutationFn = ApolloReactCommon.MutationFunction<
  UpdateHierarchyMutation,
  UpdateHierarchyMutationVariables
>;

/**
 * __useUpdateHierarchyMutation__
 *
 * To run a mutation, you first call `useUpdateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHierarchyMutation, { data, loading, error }] = useUpdateHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateHierarchyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateHierarchyMutation,
    UpdateHierarchyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateHierarchyMutation, UpdateHierarchyMutationVariables>(
    UpdateHierarchyDocument,
    options,
  );
}
export type UpdateHierarchyMutationHookResult = ReturnType<typeof useUpdateHierarchyMutation>;
export type UpdateHierarchyMutationResult = ApolloReactCommon.MutationResult<UpdateHierarchyMutation>;
export type UpdateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateHierarchyMutation,
  UpdateHierarchyMutationVariables
>;
export const DeleteHierarchyDocument = gql`
  mutation DeleteHierarchy($id: ID!) {
    deleteHierarchy(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteHierarchyMutationFn = ApolloReactCommon.MutationFunction<
  DeleteHierarchyMutation,
  DeleteHierarchyMutationVariables
>;

/**
 * __useDeleteHierarchyMutation__
 *
 * To run a mutation, you first call `useDeleteHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteHierarchyMutation, { data, loading, error }] = useDeleteHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteHierarchyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteHierarchyMutation,
    DeleteHierarchyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteHierarchyMutation, DeleteHierarchyMutationVariables>(
    DeleteHierarchyDocument,
    options,
  );
}
export type DeleteHierarchyMutationHookResult = ReturnType<typeof useDeleteHierarchyMutation>;
export type DeleteHierarchyMutationResult = ApolloReactCommon.MutationResult<DeleteHierarchyMutation>;
export type DeleteHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteHierarchyMutation,
  DeleteHierarchyMutationVariables
>;
export const CreateHierarchyNodeDocument = gql`
  mutation CreateHierarchyNode($hierarchyId: ID!, $input: HierarchyNodeCreateInput!) {
    createHierarchyNode(hierarchyId: $hierarchyId, input: $input) {
      node {
        ...HierarchyTreeNode
      }
      ...PayloadErrors
    }
  }
  ${HierarchyTreeNodeFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  CreateHierarchyNodeMutation,
  CreateHierarchyNodeMutationVariables
>;

/**
 * __useCreateHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useCreateHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createHierarchyNodeMutation, { data, loading, error }] = useCreateHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateHierarchyNodeMutation,
    CreateHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateHierarchyNodeMutation, CreateHierarchyNodeMutationVariables>(
    CreateHierarchyNodeDocument,
    options,
  );
}
export type CreateHierarchyNodeMutationHookResult = ReturnType<typeof useCreateHierarchyNodeMutation>;
export type CreateHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<CreateHierarchyNodeMutation>;
export type CreateHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateHierarchyNodeMutation,
  CreateHierarchyNodeMutationVariables
>;
export const UpdateHierarchyNodeDocument = gql`
  mutation UpdateHierarchyNode($hierarchyId: ID!, $id: ID!, $input: HierarchyNodeUpdateInput!) {
    updateHierarchyNode(hierarchyId: $hierarchyId, id: $id, input: $input) {
      node {
        ...HierarchyTreeNode
      }
      ...PayloadErrors
    }
  }
  ${HierarchyTreeNodeFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  UpdateHierarchyNodeMutation,
  UpdateHierarchyNodeMutationVariables
>;

/**
 * __useUpdateHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useUpdateHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHierarchyNodeMutation, { data, loading, error }] = useUpdateHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateHierarchyNodeMutation,
    UpdateHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>(
    UpdateHierarchyNodeDocument,
    options,
  );
}
export type UpdateHierarchyNodeMutationHookResult = ReturnType<typeof useUpdateHierarchyNodeMutation>;
export type UpdateHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<UpdateHierarchyNodeMutation>;
export type UpdateHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateHierarchyNodeMutation,
  UpdateHierarchyNodeMutationVariables
>;
export const DeleteHierarchyNodeDocument = gql`
  mutation DeleteHierarchyNode($hierarchyId: ID!, $id: ID!) {
    deleteHierarchyNode(hierarchyId: $hierarchyId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  DeleteHierarchyNodeMutation,
  DeleteHierarchyNodeMutationVariables
>;

/**
 * __useDeleteHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useDeleteHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteHierarchyNodeMutation, { data, loading, error }] = useDeleteHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteHierarchyNodeMutation,
    DeleteHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>(
    DeleteHierarchyNodeDocument,
    options,
  );
}
export type DeleteHierarchyNodeMutationHookResult = ReturnType<typeof useDeleteHierarchyNodeMutation>;
export type DeleteHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<DeleteHierarchyNodeMutation>;
export type DeleteHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteHierarchyNodeMutation,
  DeleteHierarchyNodeMutationVariables
>;
export const MoveHierarchyNodeDocument = gql`
  mutation MoveHierarchyNode($hierarchyId: ID!, $id: ID!, $parentId: ID) {
    moveHierarchyNode(hierarchyId: $hierarchyId, id: $id, parentId: $parentId) {
      node {
        ...HierarchyTreeNode
      }
      ...PayloadErrors
    }
  }
  ${HierarchyTreeNodeFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type MoveHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  MoveHierarchyNodeMutation,
  MoveHierarchyNodeMutationVariables
>;

/**
 * __useMoveHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useMoveHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveHierarchyNodeMutation, { data, loading, error }] = useMoveHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      parentId: // value for 'parentId'
 *   },
 * });
 */
export function useMoveHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    MoveHierarchyNodeMutation,
    MoveHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>(
    MoveHierarchyNodeDocument,
    options,
  );
}
export type MoveHierarchyNodeMutationHookResult = ReturnType<typeof useMoveHierarchyNodeMutation>;
export type MoveHierarchyNodeMutationResult = ApolloReactCommon.MutationResult<MoveHierarchyNodeMutation>;
export type MoveHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  MoveHierarchyNodeMutation,
  MoveHierarchyNodeMutationVariables
>;
export const SortHierarchyNodeChildrenDocument = gql`
  mutation SortHierarchyNodeChildren($hierarchyId: ID!, $parentId: ID, $childIds: [ID!]!) {
    sortHierarchyNodeChildren(hierarchyId: $hierarchyId, parentId: $parentId, childIds: $childIds) {
      children {
        ...HierarchyTreeNode
      }
      ...PayloadErrors
    }
  }
  ${HierarchyTreeNodeFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SortHierarchyNodeChildrenMutationFn = ApolloReactCommon.MutationFunction<
  SortHierarchyNodeChildrenMutation,
  SortHierarchyNodeChildrenMutationVariables
>;

/**
 * __useSortHierarchyNodeChildrenMutation__
 *
 * To run a mutation, you first call `useSortHierarchyNodeChildrenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSortHierarchyNodeChildrenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sortHierarchyNodeChildrenMutation, { data, loading, error }] = useSortHierarchyNodeChildrenMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      parentId: // value for 'parentId'
 *      childIds: // value for 'childIds'
 *   },
 * });
 */
export function useSortHierarchyNodeChildrenMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SortHierarchyNodeChildrenMutation,
    SortHierarchyNodeChildrenMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    SortHierarchyNodeChildrenMutation,
    SortHierarchyNodeChildrenMutationVariables
  >(SortHierarchyNodeChildrenDocument, options);
}
export type SortHierarchyNodeChildrenMutationHookResult = ReturnType<
  typeof useSortHierarchyNodeChildrenMutation
>;
export type SortHierarchyNodeChildrenMutationResult =
  ApolloReactCommon.MutationResult<SortHierarchyNodeChildrenMutation>;
export type SortHierarchyNodeChildrenMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SortHierarchyNodeChildrenMutation,
  SortHierarchyNodeChildrenMutationVariables
>;
export const AttachProductsToHierarchyNodeDocument = gql`
  mutation AttachProductsToHierarchyNode($hierarchyId: ID!, $id: ID!, $productIds: [ID!]!) {
    attachProductsToHierarchyNode(hierarchyId: $hierarchyId, id: $id, productIds: $productIds) {
      node {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachProductsToHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  AttachProductsToHierarchyNodeMutation,
  AttachProductsToHierarchyNodeMutationVariables
>;

/**
 * __useAttachProductsToHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useAttachProductsToHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductsToHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductsToHierarchyNodeMutation, { data, loading, error }] = useAttachProductsToHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useAttachProductsToHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachProductsToHierarchyNodeMutation,
    AttachProductsToHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    AttachProductsToHierarchyNodeMutation,
    AttachProductsToHierarchyNodeMutationVariables
  >(AttachProductsToHierarchyNodeDocument, options);
}
export type AttachProductsToHierarchyNodeMutationHookResult = ReturnType<
  typeof useAttachProductsToHierarchyNodeMutation
>;
export type AttachProductsToHierarchyNodeMutationResult =
  ApolloReactCommon.MutationResult<AttachProductsToHierarchyNodeMutation>;
export type AttachProductsToHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachProductsToHierarchyNodeMutation,
  AttachProductsToHierarchyNodeMutationVariables
>;
export const DetachProductsFromHierarchyNodeDocument = gql`
  mutation DetachProductsFromHierarchyNode($hierarchyId: ID!, $id: ID!, $productIds: [ID!]!) {
    detachProductsFromHierarchyNode(hierarchyId: $hierarchyId, id: $id, productIds: $productIds) {
      node {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachProductsFromHierarchyNodeMutationFn = ApolloReactCommon.MutationFunction<
  DetachProductsFromHierarchyNodeMutation,
  DetachProductsFromHierarchyNodeMutationVariables
>;

/**
 * __useDetachProductsFromHierarchyNodeMutation__
 *
 * To run a mutation, you first call `useDetachProductsFromHierarchyNodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductsFromHierarchyNodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductsFromHierarchyNodeMutation, { data, loading, error }] = useDetachProductsFromHierarchyNodeMutation({
 *   variables: {
 *      hierarchyId: // value for 'hierarchyId'
 *      id: // value for 'id'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useDetachProductsFromHierarchyNodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachProductsFromHierarchyNodeMutation,
    DetachProductsFromHierarchyNodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DetachProductsFromHierarchyNodeMutation,
    DetachProductsFromHierarchyNodeMutationVariables
  >(DetachProductsFromHierarchyNodeDocument, options);
}
export type DetachProductsFromHierarchyNodeMutationHookResult = ReturnType<
  typeof useDetachProductsFromHierarchyNodeMutation
>;
export type DetachProductsFromHierarchyNodeMutationResult =
  ApolloReactCommon.MutationResult<DetachProductsFromHierarchyNodeMutation>;
export type DetachProductsFromHierarchyNodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachProductsFromHierarchyNodeMutation,
  DetachProductsFromHierarchyNodeMutationVariables
>;
export const DuplicateHierarchyDocument = gql`
  mutation DuplicateHierarchy($id: ID!, $input: HierarchyDuplicateInput) {
    duplicateHierarchy(id: $id, input: $input) {
      ...JobStarted
    }
  }
  ${JobStartedFragmentDoc}
  ${JobProgressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DuplicateHierarchyMutationFn = ApolloReactCommon.MutationFunction<
  DuplicateHierarchyMutation,
  DuplicateHierarchyMutationVariables
>;

/**
 * __useDuplicateHierarchyMutation__
 *
 * To run a mutation, you first call `useDuplicateHierarchyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateHierarchyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateHierarchyMutation, { data, loading, error }] = useDuplicateHierarchyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDuplicateHierarchyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DuplicateHierarchyMutation,
    DuplicateHierarchyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>(
    DuplicateHierarchyDocument,
    options,
  );
}
export type DuplicateHierarchyMutationHookResult = ReturnType<typeof useDuplicateHierarchyMutation>;
export type DuplicateHierarchyMutationResult = ApolloReactCommon.MutationResult<DuplicateHierarchyMutation>;
export type DuplicateHierarchyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DuplicateHierarchyMutation,
  DuplicateHierarchyMutationVariables
>;
export const DuplicatedHierarchyDocument = gql`
  query DuplicatedHierarchy($jobId: ID!) {
    job(id: $jobId) {
      id
      hierarchyId
    }
  }
`;

/**
 * __useDuplicatedHierarchyQuery__
 *
 * To run a query within a React component, call `useDuplicatedHierarchyQuery` and pass it any options that fit your needs.
 * When your component renders, `useDuplicatedHierarchyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDuplicatedHierarchyQuery({
 *   variables: {
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function useDuplicatedHierarchyQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    DuplicatedHierarchyQuery,
    DuplicatedHierarchyQueryVariables
  > &
    ({ variables: DuplicatedHierarchyQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(
    DuplicatedHierarchyDocument,
    options,
  );
}
export function useDuplicatedHierarchyLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    DuplicatedHierarchyQuery,
    DuplicatedHierarchyQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(
    DuplicatedHierarchyDocument,
    options,
  );
}
// @ts-ignore
export function useDuplicatedHierarchySuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    DuplicatedHierarchyQuery,
    DuplicatedHierarchyQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>;
export function useDuplicatedHierarchySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  DuplicatedHierarchyQuery | undefined,
  DuplicatedHierarchyQueryVariables
>;
export function useDuplicatedHierarchySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<DuplicatedHierarchyQuery, DuplicatedHierarchyQueryVariables>(
    DuplicatedHierarchyDocument,
    options,
  );
}
export type DuplicatedHierarchyQueryHookResult = ReturnType<typeof useDuplicatedHierarchyQuery>;
export type DuplicatedHierarchyLazyQueryHookResult = ReturnType<typeof useDuplicatedHierarchyLazyQuery>;
export type DuplicatedHierarchySuspenseQueryHookResult = ReturnType<
  typeof useDuplicatedHierarchySuspenseQuery
>;
export type DuplicatedHierarchyQueryResult = ApolloReactCommon.QueryResult<
  DuplicatedHierarchyQuery,
  DuplicatedHierarchyQueryVariables
>;
