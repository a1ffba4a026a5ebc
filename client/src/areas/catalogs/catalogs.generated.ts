/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type CatalogListItemFragment = {
  __typename: 'Catalog';
  id: string;
  name: string;
  description: string | null;
  updatedAt: string | null;
  hierarchyIds: Array<string>;
  hierarchies: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
  priceBooks: Array<{
    __typename: 'CatalogPriceBook';
    priceBookId: string;
    priority: number | null;
    priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
  }>;
};

export type CatalogReleaseRowFragment = {
  __typename: 'CatalogRelease';
  id: string;
  catalogId: string;
  name: string;
  status: Types.CatalogReleaseStatus;
  createdAt: string | null;
  publishedAt: string | null;
  totalProducts: number;
  totalNodes: number;
};

export type CatalogRuleRowFragment = {
  __typename: 'CatalogRule';
  id: string;
  name: string;
  description: string | null;
  channels: Array<string>;
  tags: Array<string>;
};

export type CatalogListQueryVariables = Exact<{
  filter?: Types.CatalogFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogListQuery = {
  __typename: 'Query';
  catalogs: {
    __typename: 'CatalogPage';
    items: Array<{
      __typename: 'Catalog';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
      hierarchyIds: Array<string>;
      hierarchies: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
      priceBooks: Array<{
        __typename: 'CatalogPriceBook';
        priceBookId: string;
        priority: number | null;
        priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
      }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CatalogDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type CatalogDetailsQuery = {
  __typename: 'Query';
  catalog: {
    __typename: 'Catalog';
    id: string;
    name: string;
    description: string | null;
    updatedAt: string | null;
    hierarchyIds: Array<string>;
    rules: {
      __typename: 'CatalogRulePage';
      items: Array<{
        __typename: 'CatalogRule';
        id: string;
        name: string;
        description: string | null;
        channels: Array<string>;
        tags: Array<string>;
      }>;
    };
    releases: {
      __typename: 'CatalogReleasePage';
      items: Array<{
        __typename: 'CatalogRelease';
        id: string;
        catalogId: string;
        name: string;
        status: Types.CatalogReleaseStatus;
        createdAt: string | null;
        publishedAt: string | null;
        totalProducts: number;
        totalNodes: number;
      }>;
    };
    hierarchies: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
    priceBooks: Array<{
      __typename: 'CatalogPriceBook';
      priceBookId: string;
      priority: number | null;
      priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
    }>;
  } | null;
};

export type CatalogChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type CatalogChoicesQuery = {
  __typename: 'Query';
  hierarchies: {
    __typename: 'HierarchyPage';
    items: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
  };
  priceBooks: {
    __typename: 'PriceBookPage';
    items: Array<{ __typename: 'PriceBook'; id: string; name: string }>;
  };
};

export type CatalogReleaseProductsQueryVariables = Exact<{
  catalogId: string | number;
  id: string | number;
  hierarchyId?: string | number | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogReleaseProductsQuery = {
  __typename: 'Query';
  catalogRelease: {
    __typename: 'CatalogRelease';
    id: string;
    catalogId: string;
    name: string;
    status: Types.CatalogReleaseStatus;
    createdAt: string | null;
    publishedAt: string | null;
    totalProducts: number;
    totalNodes: number;
    hierarchies: Array<{ __typename: 'CatalogReleaseHierarchy'; id: string; name: string }>;
    products: {
      __typename: 'CatalogReleaseProductPage';
      items: Array<{
        __typename: 'CatalogReleaseProduct';
        id: string;
        name: string;
        sku: string | null;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
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

export type CreateCatalogMutationVariables = Exact<{
  input: Types.CatalogCreateInput;
}>;

export type CreateCatalogMutation = {
  __typename: 'Mutation';
  createCatalog: {
    __typename: 'CatalogPayload';
    catalog: {
      __typename: 'Catalog';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
      hierarchyIds: Array<string>;
      hierarchies: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
      priceBooks: Array<{
        __typename: 'CatalogPriceBook';
        priceBookId: string;
        priority: number | null;
        priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateCatalogMutationVariables = Exact<{
  id: string | number;
  input: Types.CatalogUpdateInput;
}>;

export type UpdateCatalogMutation = {
  __typename: 'Mutation';
  updateCatalog: {
    __typename: 'CatalogPayload';
    catalog: {
      __typename: 'Catalog';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
      hierarchyIds: Array<string>;
      hierarchies: Array<{ __typename: 'Hierarchy'; id: string; name: string }>;
      priceBooks: Array<{
        __typename: 'CatalogPriceBook';
        priceBookId: string;
        priority: number | null;
        priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
      }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCatalogMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCatalogMutation = {
  __typename: 'Mutation';
  deleteCatalog: {
    __typename: 'DeleteCatalogPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateCatalogRuleMutationVariables = Exact<{
  input: Types.CatalogRuleCreateInput;
}>;

export type CreateCatalogRuleMutation = {
  __typename: 'Mutation';
  createCatalogRule: {
    __typename: 'CatalogRulePayload';
    rule: {
      __typename: 'CatalogRule';
      id: string;
      name: string;
      description: string | null;
      channels: Array<string>;
      tags: Array<string>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCatalogRuleMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCatalogRuleMutation = {
  __typename: 'Mutation';
  deleteCatalogRule: {
    __typename: 'DeleteCatalogRulePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type PublishCatalogMutationVariables = Exact<{
  catalogId: string | number;
}>;

export type PublishCatalogMutation = {
  __typename: 'Mutation';
  publishCatalog: {
    __typename: 'CatalogReleasePayload';
    release: {
      __typename: 'CatalogRelease';
      id: string;
      catalogId: string;
      name: string;
      status: Types.CatalogReleaseStatus;
      createdAt: string | null;
      publishedAt: string | null;
      totalProducts: number;
      totalNodes: number;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCatalogReleaseMutationVariables = Exact<{
  catalogId: string | number;
  id: string | number;
}>;

export type DeleteCatalogReleaseMutation = {
  __typename: 'Mutation';
  deleteCatalogRelease: {
    __typename: 'DeleteCatalogReleasePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const CatalogListItemFragmentDoc = gql`
  fragment CatalogListItem on Catalog {
    id
    name
    description
    updatedAt
    hierarchyIds
    hierarchies {
      id
      name
    }
    priceBooks {
      priceBookId
      priority
      priceBook {
        id
        name
      }
    }
  }
`;
export const CatalogReleaseRowFragmentDoc = gql`
  fragment CatalogReleaseRow on CatalogRelease {
    id
    catalogId
    name
    status
    createdAt
    publishedAt
    totalProducts
    totalNodes
  }
`;
export const CatalogRuleRowFragmentDoc = gql`
  fragment CatalogRuleRow on CatalogRule {
    id
    name
    description
    channels
    tags
  }
`;
export const CatalogListDocument = gql`
  query CatalogList($filter: CatalogFilter, $page: PageInput) {
    catalogs(filter: $filter, page: $page) {
      items {
        ...CatalogListItem
      }
      ...PageFields
    }
  }
  ${CatalogListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogListQuery__
 *
 * To run a query within a React component, call `useCatalogListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogListQuery, CatalogListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogListQuery, CatalogListQueryVariables>(CatalogListDocument, options);
}
export function useCatalogListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogListQuery, CatalogListQueryVariables>(
    CatalogListDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogListQuery, CatalogListQueryVariables>;
export function useCatalogListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogListQuery | undefined, CatalogListQueryVariables>;
export function useCatalogListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogListQuery, CatalogListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogListQuery, CatalogListQueryVariables>(
    CatalogListDocument,
    options,
  );
}
export type CatalogListQueryHookResult = ReturnType<typeof useCatalogListQuery>;
export type CatalogListLazyQueryHookResult = ReturnType<typeof useCatalogListLazyQuery>;
export type CatalogListSuspenseQueryHookResult = ReturnType<typeof useCatalogListSuspenseQuery>;
export type CatalogListQueryResult = ApolloReactCommon.QueryResult<
  CatalogListQuery,
  CatalogListQueryVariables
>;
export const CatalogDetailsDocument = gql`
  query CatalogDetails($id: ID!) {
    catalog(id: $id) {
      ...CatalogListItem
      rules(page: { limit: 100 }) {
        items {
          ...CatalogRuleRow
        }
      }
      releases(page: { limit: 100 }) {
        items {
          ...CatalogReleaseRow
        }
      }
    }
  }
  ${CatalogListItemFragmentDoc}
  ${CatalogRuleRowFragmentDoc}
  ${CatalogReleaseRowFragmentDoc}
`;

/**
 * __useCatalogDetailsQuery__
 *
 * To run a query within a React component, call `useCatalogDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables> &
    ({ variables: CatalogDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(
    CatalogDetailsDocument,
    options,
  );
}
export function useCatalogDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(
    CatalogDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogDetailsQuery, CatalogDetailsQueryVariables>;
export function useCatalogDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogDetailsQuery | undefined, CatalogDetailsQueryVariables>;
export function useCatalogDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogDetailsQuery, CatalogDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogDetailsQuery, CatalogDetailsQueryVariables>(
    CatalogDetailsDocument,
    options,
  );
}
export type CatalogDetailsQueryHookResult = ReturnType<typeof useCatalogDetailsQuery>;
export type CatalogDetailsLazyQueryHookResult = ReturnType<typeof useCatalogDetailsLazyQuery>;
export type CatalogDetailsSuspenseQueryHookResult = ReturnType<typeof useCatalogDetailsSuspenseQuery>;
export type CatalogDetailsQueryResult = ApolloReactCommon.QueryResult<
  CatalogDetailsQuery,
  CatalogDetailsQueryVariables
>;
export const CatalogChoicesDocument = gql`
  query CatalogChoices {
    hierarchies(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
    priceBooks(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
`;

/**
 * __useCatalogChoicesQuery__
 *
 * To run a query within a React component, call `useCatalogChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCatalogChoicesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(
    CatalogChoicesDocument,
    options,
  );
}
export function useCatalogChoicesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(
    CatalogChoicesDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogChoicesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogChoicesQuery, CatalogChoicesQueryVariables>;
export function useCatalogChoicesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogChoicesQuery | undefined, CatalogChoicesQueryVariables>;
export function useCatalogChoicesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogChoicesQuery, CatalogChoicesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogChoicesQuery, CatalogChoicesQueryVariables>(
    CatalogChoicesDocument,
    options,
  );
}
export type CatalogChoicesQueryHookResult = ReturnType<typeof useCatalogChoicesQuery>;
export type CatalogChoicesLazyQueryHookResult = ReturnType<typeof useCatalogChoicesLazyQuery>;
export type CatalogChoicesSuspenseQueryHookResult = ReturnType<typeof useCatalogChoicesSuspenseQuery>;
export type CatalogChoicesQueryResult = ApolloReactCommon.QueryResult<
  CatalogChoicesQuery,
  CatalogChoicesQueryVariables
>;
export const CatalogReleaseProductsDocument = gql`
  query CatalogReleaseProducts($catalogId: ID!, $id: ID!, $hierarchyId: ID, $page: PageInput) {
    catalogRelease(catalogId: $catalogId, id: $id) {
      ...CatalogReleaseRow
      hierarchies {
        id
        name
      }
      products(hierarchyId: $hierarchyId, page: $page) {
        items {
          id
          name
          sku
          displayPrice {
            formatted
            includesTax
          }
        }
        ...PageFields
      }
    }
  }
  ${CatalogReleaseRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogReleaseProductsQuery__
 *
 * To run a query within a React component, call `useCatalogReleaseProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogReleaseProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogReleaseProductsQuery({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *      id: // value for 'id'
 *      hierarchyId: // value for 'hierarchyId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogReleaseProductsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogReleaseProductsQuery,
    CatalogReleaseProductsQueryVariables
  > &
    ({ variables: CatalogReleaseProductsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(
    CatalogReleaseProductsDocument,
    options,
  );
}
export function useCatalogReleaseProductsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogReleaseProductsQuery,
    CatalogReleaseProductsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(
    CatalogReleaseProductsDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogReleaseProductsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogReleaseProductsQuery,
    CatalogReleaseProductsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>;
export function useCatalogReleaseProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogReleaseProductsQuery,
        CatalogReleaseProductsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogReleaseProductsQuery | undefined,
  CatalogReleaseProductsQueryVariables
>;
export function useCatalogReleaseProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogReleaseProductsQuery,
        CatalogReleaseProductsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogReleaseProductsQuery, CatalogReleaseProductsQueryVariables>(
    CatalogReleaseProductsDocument,
    options,
  );
}
export type CatalogReleaseProductsQueryHookResult = ReturnType<typeof useCatalogReleaseProductsQuery>;
export type CatalogReleaseProductsLazyQueryHookResult = ReturnType<typeof useCatalogReleaseProductsLazyQuery>;
export type CatalogReleaseProductsSuspenseQueryHookResult = ReturnType<
  typeof useCatalogReleaseProductsSuspenseQuery
>;
export type CatalogReleaseProductsQueryResult = ApolloReactCommon.QueryResult<
  CatalogReleaseProductsQuery,
  CatalogReleaseProductsQueryVariables
>;
export const CreateCatalogDocument = gql`
  mutation CreateCatalog($input: CatalogCreateInput!) {
    createCatalog(input: $input) {
      catalog {
        ...CatalogListItem
      }
      ...PayloadErrors
    }
  }
  ${CatalogListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCatalogMutationFn = ApolloReactCommon.MutationFunction<
  CreateCatalogMutation,
  CreateCatalogMutationVariables
>;

/**
 * __useCreateCatalogMutation__
 *
 * To run a mutation, you first call `useCreateCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCatalogMutation, { data, loading, error }] = useCreateCatalogMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCatalogMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCatalogMutation, CreateCatalogMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCatalogMutation, CreateCatalogMutationVariables>(
    CreateCatalogDocument,
    options,
  );
}
export type CreateCatalogMutationHookResult = ReturnType<typeof useCreateCatalogMutation>;
export type CreateCatalogMutationResult = ApolloReactCommon.MutationResult<CreateCatalogMutation>;
export type CreateCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCatalogMutation,
  CreateCatalogMutationVariables
>;
export const UpdateCatalogDocument = gql`
  mutation UpdateCatalog($id: ID!, $input: CatalogUpdateInput!) {
    updateCatalog(id: $id, input: $input) {
      catalog {
        ...CatalogListItem
      }
      ...PayloadErrors
    }
  }
  ${CatalogListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCatalogMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCatalogMutation,
  UpdateCatalogMutationVariables
>;

/**
 * __useUpdateCatalogMutation__
 *
 * To run a mutation, you first call `useUpdateCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCatalogMutation, { data, loading, error }] = useUpdateCatalogMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCatalogMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCatalogMutation, UpdateCatalogMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCatalogMutation, UpdateCatalogMutationVariables>(
    UpdateCatalogDocument,
    options,
  );
}
export type UpdateCatalogMutationHookResult = ReturnType<typeof useUpdateCatalogMutation>;
export type UpdateCatalogMutationResult = ApolloReactCommon.MutationResult<UpdateCatalogMutation>;
export type UpdateCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCatalogMutation,
  UpdateCatalogMutationVariables
>;
export const DeleteCatalogDocument = gql`
  mutation DeleteCatalog($id: ID!) {
    deleteCatalog(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCatalogMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCatalogMutation,
  DeleteCatalogMutationVariables
>;

/**
 * __useDeleteCatalogMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogMutation, { data, loading, error }] = useDeleteCatalogMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCatalogMutation, DeleteCatalogMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCatalogMutation, DeleteCatalogMutationVariables>(
    DeleteCatalogDocument,
    options,
  );
}
export type DeleteCatalogMutationHookResult = ReturnType<typeof useDeleteCatalogMutation>;
export type DeleteCatalogMutationResult = ApolloReactCommon.MutationResult<DeleteCatalogMutation>;
export type DeleteCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCatalogMutation,
  DeleteCatalogMutationVariables
>;
export const CreateCatalogRuleDocument = gql`
  mutation CreateCatalogRule($input: CatalogRuleCreateInput!) {
    createCatalogRule(input: $input) {
      rule {
        ...CatalogRuleRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogRuleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCatalogRuleMutationFn = ApolloReactCommon.MutationFunction<
  CreateCatalogRuleMutation,
  CreateCatalogRuleMutationVariables
>;

/**
 * __useCreateCatalogRuleMutation__
 *
 * To run a mutation, you first call `useCreateCatalogRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCatalogRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCatalogRuleMutation, { data, loading, error }] = useCreateCatalogRuleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCatalogRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCatalogRuleMutation,
    CreateCatalogRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCatalogRuleMutation, CreateCatalogRuleMutationVariables>(
    CreateCatalogRuleDocument,
    options,
  );
}
export type CreateCatalogRuleMutationHookResult = ReturnType<typeof useCreateCatalogRuleMutation>;
export type CreateCatalogRuleMutationResult = ApolloReactCommon.MutationResult<CreateCatalogRuleMutation>;
export type CreateCatalogRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCatalogRuleMutation,
  CreateCatalogRuleMutationVariables
>;
export const DeleteCatalogRuleDocument = gql`
  mutation DeleteCatalogRule($id: ID!) {
    deleteCatalogRule(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCatalogRuleMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCatalogRuleMutation,
  DeleteCatalogRuleMutationVariables
>;

/**
 * __useDeleteCatalogRuleMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogRuleMutation, { data, loading, error }] = useDeleteCatalogRuleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCatalogRuleMutation,
    DeleteCatalogRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCatalogRuleMutation, DeleteCatalogRuleMutationVariables>(
    DeleteCatalogRuleDocument,
    options,
  );
}
export type DeleteCatalogRuleMutationHookResult = ReturnType<typeof useDeleteCatalogRuleMutation>;
export type DeleteCatalogRuleMutationResult = ApolloReactCommon.MutationResult<DeleteCatalogRuleMutation>;
export type DeleteCatalogRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCatalogRuleMutation,
  DeleteCatalogRuleMutationVariables
>;
export const PublishCatalogDocument = gql`
  mutation PublishCatalog($catalogId: ID!) {
    publishCatalog(catalogId: $catalogId) {
      release {
        ...CatalogReleaseRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogReleaseRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type PublishCatalogMutationFn = ApolloReactCommon.MutationFunction<
  PublishCatalogMutation,
  PublishCatalogMutationVariables
>;

/**
 * __usePublishCatalogMutation__
 *
 * To run a mutation, you first call `usePublishCatalogMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishCatalogMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishCatalogMutation, { data, loading, error }] = usePublishCatalogMutation({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *   },
 * });
 */
export function usePublishCatalogMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<PublishCatalogMutation, PublishCatalogMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<PublishCatalogMutation, PublishCatalogMutationVariables>(
    PublishCatalogDocument,
    options,
  );
}
export type PublishCatalogMutationHookResult = ReturnType<typeof usePublishCatalogMutation>;
export type PublishCatalogMutationResult = ApolloReactCommon.MutationResult<PublishCatalogMutation>;
export type PublishCatalogMutationOptions = ApolloReactCommon.BaseMutationOptions<
  PublishCatalogMutation,
  PublishCatalogMutationVariables
>;
export const DeleteCatalogReleaseDocument = gql`
  mutation DeleteCatalogRelease($catalogId: ID!, $id: ID!) {
    deleteCatalogRelease(catalogId: $catalogId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCatalogReleaseMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCatalogReleaseMutation,
  DeleteCatalogReleaseMutationVariables
>;

/**
 * __useDeleteCatalogReleaseMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogReleaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogReleaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogReleaseMutation, { data, loading, error }] = useDeleteCatalogReleaseMutation({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCatalogReleaseMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCatalogReleaseMutation,
    DeleteCatalogReleaseMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCatalogReleaseMutation, DeleteCatalogReleaseMutationVariables>(
    DeleteCatalogReleaseDocument,
    options,
  );
}
export type DeleteCatalogReleaseMutationHookResult = ReturnType<typeof useDeleteCatalogReleaseMutation>;
export type DeleteCatalogReleaseMutationResult =
  ApolloReactCommon.MutationResult<DeleteCatalogReleaseMutation>;
export type DeleteCatalogReleaseMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCatalogReleaseMutation,
  DeleteCatalogReleaseMutationVariables
>;
