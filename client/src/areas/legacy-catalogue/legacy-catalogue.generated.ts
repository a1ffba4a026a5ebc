/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { PageTotalFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type CatalogueBrandRowFragment = {
  __typename: 'Brand';
  id: string;
  name: string;
  slug: string;
  description: string;
  status: Types.LegacyCatalogueStatus;
  updatedAt: string | null;
};

export type CatalogueCollectionRowFragment = {
  __typename: 'Collection';
  id: string;
  name: string;
  slug: string;
  description: string;
  status: Types.LegacyCatalogueStatus;
  updatedAt: string | null;
};

export type CatalogueCategoryRowFragment = {
  __typename: 'Category';
  id: string;
  name: string;
  slug: string;
  description: string;
  status: Types.LegacyCatalogueStatus;
  parentId: string | null;
  updatedAt: string | null;
};

export type CatalogueCurrencyRowFragment = {
  __typename: 'Currency';
  id: string;
  name: string;
  code: string;
  exchangeRate: number;
  format: string;
  decimalPoint: string;
  thousandSeparator: string;
  decimalPlaces: number;
  isDefault: boolean;
  enabled: boolean;
};

export type LegacyBrandsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type LegacyBrandsQuery = {
  __typename: 'Query';
  brands: {
    __typename: 'BrandPage';
    items: Array<{
      __typename: 'Brand';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type LegacyCollectionsQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type LegacyCollectionsQuery = {
  __typename: 'Query';
  collections: {
    __typename: 'CollectionPage';
    items: Array<{
      __typename: 'Collection';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type LegacyCategoriesQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type LegacyCategoriesQuery = {
  __typename: 'Query';
  categories: {
    __typename: 'CategoryPage';
    items: Array<{
      __typename: 'Category';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
      parentId: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
  categoryTree: Array<{
    __typename: 'Category';
    id: string;
    name: string;
    children: Array<{
      __typename: 'Category';
      id: string;
      name: string;
      children: Array<{
        __typename: 'Category';
        id: string;
        name: string;
        children: Array<{ __typename: 'Category'; id: string; name: string }>;
      }>;
    }>;
  }>;
};

export type LegacyCurrenciesQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type LegacyCurrenciesQuery = {
  __typename: 'Query';
  currencies: {
    __typename: 'CurrencyPage';
    items: Array<{
      __typename: 'Currency';
      id: string;
      name: string;
      code: string;
      exchangeRate: number;
      format: string;
      decimalPoint: string;
      thousandSeparator: string;
      decimalPlaces: number;
      isDefault: boolean;
      enabled: boolean;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type CreateLegacyBrandMutationVariables = Exact<{
  input: Types.CatalogueEntryCreateInput;
}>;

export type CreateLegacyBrandMutation = {
  __typename: 'Mutation';
  createBrand: {
    __typename: 'BrandPayload';
    brand: {
      __typename: 'Brand';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type UpdateLegacyBrandMutationVariables = Exact<{
  id: string | number;
  input: Types.CatalogueEntryUpdateInput;
}>;

export type UpdateLegacyBrandMutation = {
  __typename: 'Mutation';
  updateBrand: {
    __typename: 'BrandPayload';
    brand: {
      __typename: 'Brand';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type DeleteLegacyBrandMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLegacyBrandMutation = {
  __typename: 'Mutation';
  deleteBrand: {
    __typename: 'DeleteLegacyCataloguePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLegacyCollectionMutationVariables = Exact<{
  input: Types.CatalogueEntryCreateInput;
}>;

export type CreateLegacyCollectionMutation = {
  __typename: 'Mutation';
  createCollection: {
    __typename: 'CollectionPayload';
    collection: {
      __typename: 'Collection';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type UpdateLegacyCollectionMutationVariables = Exact<{
  id: string | number;
  input: Types.CatalogueEntryUpdateInput;
}>;

export type UpdateLegacyCollectionMutation = {
  __typename: 'Mutation';
  updateCollection: {
    __typename: 'CollectionPayload';
    collection: {
      __typename: 'Collection';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type DeleteLegacyCollectionMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLegacyCollectionMutation = {
  __typename: 'Mutation';
  deleteCollection: {
    __typename: 'DeleteLegacyCataloguePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLegacyCategoryMutationVariables = Exact<{
  input: Types.CategoryCreateInput;
}>;

export type CreateLegacyCategoryMutation = {
  __typename: 'Mutation';
  createCategory: {
    __typename: 'CategoryPayload';
    category: {
      __typename: 'Category';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type UpdateLegacyCategoryMutationVariables = Exact<{
  id: string | number;
  input: Types.CategoryUpdateInput;
}>;

export type UpdateLegacyCategoryMutation = {
  __typename: 'Mutation';
  updateCategory: {
    __typename: 'CategoryPayload';
    category: {
      __typename: 'Category';
      id: string;
      name: string;
      slug: string;
      description: string;
      status: Types.LegacyCatalogueStatus;
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

export type DeleteLegacyCategoryMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLegacyCategoryMutation = {
  __typename: 'Mutation';
  deleteCategory: {
    __typename: 'DeleteLegacyCataloguePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLegacyCurrencyMutationVariables = Exact<{
  input: Types.CurrencyCreateInput;
}>;

export type CreateLegacyCurrencyMutation = {
  __typename: 'Mutation';
  createCurrency: {
    __typename: 'CurrencyPayload';
    currency: {
      __typename: 'Currency';
      id: string;
      name: string;
      code: string;
      exchangeRate: number;
      format: string;
      decimalPoint: string;
      thousandSeparator: string;
      decimalPlaces: number;
      isDefault: boolean;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateLegacyCurrencyMutationVariables = Exact<{
  id: string | number;
  input: Types.CurrencyUpdateInput;
}>;

export type UpdateLegacyCurrencyMutation = {
  __typename: 'Mutation';
  updateCurrency: {
    __typename: 'CurrencyPayload';
    currency: {
      __typename: 'Currency';
      id: string;
      name: string;
      code: string;
      exchangeRate: number;
      format: string;
      decimalPoint: string;
      thousandSeparator: string;
      decimalPlaces: number;
      isDefault: boolean;
      enabled: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteLegacyCurrencyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteLegacyCurrencyMutation = {
  __typename: 'Mutation';
  deleteCurrency: {
    __typename: 'DeleteLegacyCataloguePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type LegacyBrandQueryVariables = Exact<{
  id: string | number;
}>;

export type LegacyBrandQuery = {
  __typename: 'Query';
  brand: {
    __typename: 'Brand';
    id: string;
    name: string;
    slug: string;
    description: string;
    status: Types.LegacyCatalogueStatus;
    updatedAt: string | null;
  } | null;
};

export type LegacyCategoryQueryVariables = Exact<{
  id: string | number;
}>;

export type LegacyCategoryQuery = {
  __typename: 'Query';
  category: {
    __typename: 'Category';
    id: string;
    name: string;
    slug: string;
    description: string;
    status: Types.LegacyCatalogueStatus;
    parentId: string | null;
    updatedAt: string | null;
  } | null;
};

export type LegacyCollectionQueryVariables = Exact<{
  id: string | number;
}>;

export type LegacyCollectionQuery = {
  __typename: 'Query';
  collection: {
    __typename: 'Collection';
    id: string;
    name: string;
    slug: string;
    description: string;
    status: Types.LegacyCatalogueStatus;
    updatedAt: string | null;
  } | null;
};

export type LegacyCurrencyQueryVariables = Exact<{
  id: string | number;
}>;

export type LegacyCurrencyQuery = {
  __typename: 'Query';
  currency: {
    __typename: 'Currency';
    id: string;
    name: string;
    code: string;
    exchangeRate: number;
    format: string;
    decimalPoint: string;
    thousandSeparator: string;
    decimalPlaces: number;
    isDefault: boolean;
    enabled: boolean;
  } | null;
};

export const CatalogueBrandRowFragmentDoc = gql`
  fragment CatalogueBrandRow on Brand {
    id
    name
    slug
    description
    status
    updatedAt
  }
`;
export const CatalogueCollectionRowFragmentDoc = gql`
  fragment CatalogueCollectionRow on Collection {
    id
    name
    slug
    description
    status
    updatedAt
  }
`;
export const CatalogueCategoryRowFragmentDoc = gql`
  fragment CatalogueCategoryRow on Category {
    id
    name
    slug
    description
    status
    parentId
    updatedAt
  }
`;
export const CatalogueCurrencyRowFragmentDoc = gql`
  fragment CatalogueCurrencyRow on Currency {
    id
    name
    code
    exchangeRate
    format
    decimalPoint
    thousandSeparator
    decimalPlaces
    isDefault
    enabled
  }
`;
export const LegacyBrandsDocument = gql`
  query LegacyBrands($page: PageInput) {
    brands(page: $page) {
      items {
        ...CatalogueBrandRow
      }
      ...PageTotal
    }
  }
  ${CatalogueBrandRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useLegacyBrandsQuery__
 *
 * To run a query within a React component, call `useLegacyBrandsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyBrandsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyBrandsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyBrandsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(
    LegacyBrandsDocument,
    options,
  );
}
export function useLegacyBrandsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(
    LegacyBrandsDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyBrandsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandsQuery, LegacyBrandsQueryVariables>;
export function useLegacyBrandsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandsQuery | undefined, LegacyBrandsQueryVariables>;
export function useLegacyBrandsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandsQuery, LegacyBrandsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyBrandsQuery, LegacyBrandsQueryVariables>(
    LegacyBrandsDocument,
    options,
  );
}
export type LegacyBrandsQueryHookResult = ReturnType<typeof useLegacyBrandsQuery>;
export type LegacyBrandsLazyQueryHookResult = ReturnType<typeof useLegacyBrandsLazyQuery>;
export type LegacyBrandsSuspenseQueryHookResult = ReturnType<typeof useLegacyBrandsSuspenseQuery>;
export type LegacyBrandsQueryResult = ApolloReactCommon.QueryResult<
  LegacyBrandsQuery,
  LegacyBrandsQueryVariables
>;
export const LegacyCollectionsDocument = gql`
  query LegacyCollections($page: PageInput) {
    collections(page: $page) {
      items {
        ...CatalogueCollectionRow
      }
      ...PageTotal
    }
  }
  ${CatalogueCollectionRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useLegacyCollectionsQuery__
 *
 * To run a query within a React component, call `useLegacyCollectionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCollectionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCollectionsQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCollectionsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(
    LegacyCollectionsDocument,
    options,
  );
}
export function useLegacyCollectionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    LegacyCollectionsQuery,
    LegacyCollectionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(
    LegacyCollectionsDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCollectionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyCollectionsQuery,
    LegacyCollectionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>;
export function useLegacyCollectionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  LegacyCollectionsQuery | undefined,
  LegacyCollectionsQueryVariables
>;
export function useLegacyCollectionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCollectionsQuery, LegacyCollectionsQueryVariables>(
    LegacyCollectionsDocument,
    options,
  );
}
export type LegacyCollectionsQueryHookResult = ReturnType<typeof useLegacyCollectionsQuery>;
export type LegacyCollectionsLazyQueryHookResult = ReturnType<typeof useLegacyCollectionsLazyQuery>;
export type LegacyCollectionsSuspenseQueryHookResult = ReturnType<typeof useLegacyCollectionsSuspenseQuery>;
export type LegacyCollectionsQueryResult = ApolloReactCommon.QueryResult<
  LegacyCollectionsQuery,
  LegacyCollectionsQueryVariables
>;
export const LegacyCategoriesDocument = gql`
  query LegacyCategories($page: PageInput) {
    categories(page: $page) {
      items {
        ...CatalogueCategoryRow
      }
      ...PageTotal
    }
    categoryTree {
      id
      name
      children {
        id
        name
        children {
          id
          name
          children {
            id
            name
          }
        }
      }
    }
  }
  ${CatalogueCategoryRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useLegacyCategoriesQuery__
 *
 * To run a query within a React component, call `useLegacyCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCategoriesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCategoriesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(
    LegacyCategoriesDocument,
    options,
  );
}
export function useLegacyCategoriesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(
    LegacyCategoriesDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCategoriesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyCategoriesQuery,
    LegacyCategoriesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>;
export function useLegacyCategoriesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoriesQuery | undefined, LegacyCategoriesQueryVariables>;
export function useLegacyCategoriesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCategoriesQuery, LegacyCategoriesQueryVariables>(
    LegacyCategoriesDocument,
    options,
  );
}
export type LegacyCategoriesQueryHookResult = ReturnType<typeof useLegacyCategoriesQuery>;
export type LegacyCategoriesLazyQueryHookResult = ReturnType<typeof useLegacyCategoriesLazyQuery>;
export type LegacyCategoriesSuspenseQueryHookResult = ReturnType<typeof useLegacyCategoriesSuspenseQuery>;
export type LegacyCategoriesQueryResult = ApolloReactCommon.QueryResult<
  LegacyCategoriesQuery,
  LegacyCategoriesQueryVariables
>;
export const LegacyCurrenciesDocument = gql`
  query LegacyCurrencies($page: PageInput) {
    currencies(page: $page) {
      items {
        ...CatalogueCurrencyRow
      }
      ...PageTotal
    }
  }
  ${CatalogueCurrencyRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useLegacyCurrenciesQuery__
 *
 * To run a query within a React component, call `useLegacyCurrenciesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCurrenciesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCurrenciesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLegacyCurrenciesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(
    LegacyCurrenciesDocument,
    options,
  );
}
export function useLegacyCurrenciesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(
    LegacyCurrenciesDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCurrenciesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyCurrenciesQuery,
    LegacyCurrenciesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>;
export function useLegacyCurrenciesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrenciesQuery | undefined, LegacyCurrenciesQueryVariables>;
export function useLegacyCurrenciesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCurrenciesQuery, LegacyCurrenciesQueryVariables>(
    LegacyCurrenciesDocument,
    options,
  );
}
export type LegacyCurrenciesQueryHookResult = ReturnType<typeof useLegacyCurrenciesQuery>;
export type LegacyCurrenciesLazyQueryHookResult = ReturnType<typeof useLegacyCurrenciesLazyQuery>;
export type LegacyCurrenciesSuspenseQueryHookResult = ReturnType<typeof useLegacyCurrenciesSuspenseQuery>;
export type LegacyCurrenciesQueryResult = ApolloReactCommon.QueryResult<
  LegacyCurrenciesQuery,
  LegacyCurrenciesQueryVariables
>;
export const CreateLegacyBrandDocument = gql`
  mutation CreateLegacyBrand($input: CatalogueEntryCreateInput!) {
    createBrand(input: $input) {
      brand {
        ...CatalogueBrandRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueBrandRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyBrandMutation,
  CreateLegacyBrandMutationVariables
>;

/**
 * __useCreateLegacyBrandMutation__
 *
 * To run a mutation, you first call `useCreateLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyBrandMutation, { data, loading, error }] = useCreateLegacyBrandMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyBrandMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyBrandMutation,
    CreateLegacyBrandMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateLegacyBrandMutation, CreateLegacyBrandMutationVariables>(
    CreateLegacyBrandDocument,
    options,
  );
}
export type CreateLegacyBrandMutationHookResult = ReturnType<typeof useCreateLegacyBrandMutation>;
export type CreateLegacyBrandMutationResult = ApolloReactCommon.MutationResult<CreateLegacyBrandMutation>;
export type CreateLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyBrandMutation,
  CreateLegacyBrandMutationVariables
>;
export const UpdateLegacyBrandDocument = gql`
  mutation UpdateLegacyBrand($id: ID!, $input: CatalogueEntryUpdateInput!) {
    updateBrand(id: $id, input: $input) {
      brand {
        ...CatalogueBrandRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueBrandRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyBrandMutation,
  UpdateLegacyBrandMutationVariables
>;

/**
 * __useUpdateLegacyBrandMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyBrandMutation, { data, loading, error }] = useUpdateLegacyBrandMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyBrandMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyBrandMutation,
    UpdateLegacyBrandMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateLegacyBrandMutation, UpdateLegacyBrandMutationVariables>(
    UpdateLegacyBrandDocument,
    options,
  );
}
export type UpdateLegacyBrandMutationHookResult = ReturnType<typeof useUpdateLegacyBrandMutation>;
export type UpdateLegacyBrandMutationResult = ApolloReactCommon.MutationResult<UpdateLegacyBrandMutation>;
export type UpdateLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyBrandMutation,
  UpdateLegacyBrandMutationVariables
>;
export const DeleteLegacyBrandDocument = gql`
  mutation DeleteLegacyBrand($id: ID!) {
    deleteBrand(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyBrandMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyBrandMutation,
  DeleteLegacyBrandMutationVariables
>;

/**
 * __useDeleteLegacyBrandMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyBrandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyBrandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyBrandMutation, { data, loading, error }] = useDeleteLegacyBrandMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyBrandMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyBrandMutation,
    DeleteLegacyBrandMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteLegacyBrandMutation, DeleteLegacyBrandMutationVariables>(
    DeleteLegacyBrandDocument,
    options,
  );
}
export type DeleteLegacyBrandMutationHookResult = ReturnType<typeof useDeleteLegacyBrandMutation>;
export type DeleteLegacyBrandMutationResult = ApolloReactCommon.MutationResult<DeleteLegacyBrandMutation>;
export type DeleteLegacyBrandMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyBrandMutation,
  DeleteLegacyBrandMutationVariables
>;
export const CreateLegacyCollectionDocument = gql`
  mutation CreateLegacyCollection($input: CatalogueEntryCreateInput!) {
    createCollection(input: $input) {
      collection {
        ...CatalogueCollectionRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCollectionRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyCollectionMutation,
  CreateLegacyCollectionMutationVariables
>;

/**
 * __useCreateLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCollectionMutation, { data, loading, error }] = useCreateLegacyCollectionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCollectionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyCollectionMutation,
    CreateLegacyCollectionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateLegacyCollectionMutation,
    CreateLegacyCollectionMutationVariables
  >(CreateLegacyCollectionDocument, options);
}
export type CreateLegacyCollectionMutationHookResult = ReturnType<typeof useCreateLegacyCollectionMutation>;
export type CreateLegacyCollectionMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyCollectionMutation>;
export type CreateLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyCollectionMutation,
  CreateLegacyCollectionMutationVariables
>;
export const UpdateLegacyCollectionDocument = gql`
  mutation UpdateLegacyCollection($id: ID!, $input: CatalogueEntryUpdateInput!) {
    updateCollection(id: $id, input: $input) {
      collection {
        ...CatalogueCollectionRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCollectionRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyCollectionMutation,
  UpdateLegacyCollectionMutationVariables
>;

/**
 * __useUpdateLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCollectionMutation, { data, loading, error }] = useUpdateLegacyCollectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCollectionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyCollectionMutation,
    UpdateLegacyCollectionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateLegacyCollectionMutation,
    UpdateLegacyCollectionMutationVariables
  >(UpdateLegacyCollectionDocument, options);
}
export type UpdateLegacyCollectionMutationHookResult = ReturnType<typeof useUpdateLegacyCollectionMutation>;
export type UpdateLegacyCollectionMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyCollectionMutation>;
export type UpdateLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyCollectionMutation,
  UpdateLegacyCollectionMutationVariables
>;
export const DeleteLegacyCollectionDocument = gql`
  mutation DeleteLegacyCollection($id: ID!) {
    deleteCollection(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyCollectionMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyCollectionMutation,
  DeleteLegacyCollectionMutationVariables
>;

/**
 * __useDeleteLegacyCollectionMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCollectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCollectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCollectionMutation, { data, loading, error }] = useDeleteLegacyCollectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCollectionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyCollectionMutation,
    DeleteLegacyCollectionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteLegacyCollectionMutation,
    DeleteLegacyCollectionMutationVariables
  >(DeleteLegacyCollectionDocument, options);
}
export type DeleteLegacyCollectionMutationHookResult = ReturnType<typeof useDeleteLegacyCollectionMutation>;
export type DeleteLegacyCollectionMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyCollectionMutation>;
export type DeleteLegacyCollectionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyCollectionMutation,
  DeleteLegacyCollectionMutationVariables
>;
export const CreateLegacyCategoryDocument = gql`
  mutation CreateLegacyCategory($input: CategoryCreateInput!) {
    createCategory(input: $input) {
      category {
        ...CatalogueCategoryRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCategoryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyCategoryMutation,
  CreateLegacyCategoryMutationVariables
>;

/**
 * __useCreateLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCategoryMutation, { data, loading, error }] = useCreateLegacyCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCategoryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyCategoryMutation,
    CreateLegacyCategoryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateLegacyCategoryMutation, CreateLegacyCategoryMutationVariables>(
    CreateLegacyCategoryDocument,
    options,
  );
}
export type CreateLegacyCategoryMutationHookResult = ReturnType<typeof useCreateLegacyCategoryMutation>;
export type CreateLegacyCategoryMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyCategoryMutation>;
export type CreateLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyCategoryMutation,
  CreateLegacyCategoryMutationVariables
>;
export const UpdateLegacyCategoryDocument = gql`
  mutation UpdateLegacyCategory($id: ID!, $input: CategoryUpdateInput!) {
    updateCategory(id: $id, input: $input) {
      category {
        ...CatalogueCategoryRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCategoryRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyCategoryMutation,
  UpdateLegacyCategoryMutationVariables
>;

/**
 * __useUpdateLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCategoryMutation, { data, loading, error }] = useUpdateLegacyCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCategoryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyCategoryMutation,
    UpdateLegacyCategoryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateLegacyCategoryMutation, UpdateLegacyCategoryMutationVariables>(
    UpdateLegacyCategoryDocument,
    options,
  );
}
export type UpdateLegacyCategoryMutationHookResult = ReturnType<typeof useUpdateLegacyCategoryMutation>;
export type UpdateLegacyCategoryMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyCategoryMutation>;
export type UpdateLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyCategoryMutation,
  UpdateLegacyCategoryMutationVariables
>;
export const DeleteLegacyCategoryDocument = gql`
  mutation DeleteLegacyCategory($id: ID!) {
    deleteCategory(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyCategoryMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyCategoryMutation,
  DeleteLegacyCategoryMutationVariables
>;

/**
 * __useDeleteLegacyCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCategoryMutation, { data, loading, error }] = useDeleteLegacyCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCategoryMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyCategoryMutation,
    DeleteLegacyCategoryMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteLegacyCategoryMutation, DeleteLegacyCategoryMutationVariables>(
    DeleteLegacyCategoryDocument,
    options,
  );
}
export type DeleteLegacyCategoryMutationHookResult = ReturnType<typeof useDeleteLegacyCategoryMutation>;
export type DeleteLegacyCategoryMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyCategoryMutation>;
export type DeleteLegacyCategoryMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyCategoryMutation,
  DeleteLegacyCategoryMutationVariables
>;
export const CreateLegacyCurrencyDocument = gql`
  mutation CreateLegacyCurrency($input: CurrencyCreateInput!) {
    createCurrency(input: $input) {
      currency {
        ...CatalogueCurrencyRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCurrencyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<
  CreateLegacyCurrencyMutation,
  CreateLegacyCurrencyMutationVariables
>;

/**
 * __useCreateLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useCreateLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLegacyCurrencyMutation, { data, loading, error }] = useCreateLegacyCurrencyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLegacyCurrencyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLegacyCurrencyMutation,
    CreateLegacyCurrencyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>(
    CreateLegacyCurrencyDocument,
    options,
  );
}
export type CreateLegacyCurrencyMutationHookResult = ReturnType<typeof useCreateLegacyCurrencyMutation>;
export type CreateLegacyCurrencyMutationResult =
  ApolloReactCommon.MutationResult<CreateLegacyCurrencyMutation>;
export type CreateLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLegacyCurrencyMutation,
  CreateLegacyCurrencyMutationVariables
>;
export const UpdateLegacyCurrencyDocument = gql`
  mutation UpdateLegacyCurrency($id: ID!, $input: CurrencyUpdateInput!) {
    updateCurrency(id: $id, input: $input) {
      currency {
        ...CatalogueCurrencyRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogueCurrencyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<
  UpdateLegacyCurrencyMutation,
  UpdateLegacyCurrencyMutationVariables
>;

/**
 * __useUpdateLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useUpdateLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLegacyCurrencyMutation, { data, loading, error }] = useUpdateLegacyCurrencyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLegacyCurrencyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateLegacyCurrencyMutation,
    UpdateLegacyCurrencyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateLegacyCurrencyMutation, UpdateLegacyCurrencyMutationVariables>(
    UpdateLegacyCurrencyDocument,
    options,
  );
}
export type UpdateLegacyCurrencyMutationHookResult = ReturnType<typeof useUpdateLegacyCurrencyMutation>;
export type UpdateLegacyCurrencyMutationResult =
  ApolloReactCommon.MutationResult<UpdateLegacyCurrencyMutation>;
export type UpdateLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateLegacyCurrencyMutation,
  UpdateLegacyCurrencyMutationVariables
>;
export const DeleteLegacyCurrencyDocument = gql`
  mutation DeleteLegacyCurrency($id: ID!) {
    deleteCurrency(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteLegacyCurrencyMutationFn = ApolloReactCommon.MutationFunction<
  DeleteLegacyCurrencyMutation,
  DeleteLegacyCurrencyMutationVariables
>;

/**
 * __useDeleteLegacyCurrencyMutation__
 *
 * To run a mutation, you first call `useDeleteLegacyCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLegacyCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLegacyCurrencyMutation, { data, loading, error }] = useDeleteLegacyCurrencyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLegacyCurrencyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteLegacyCurrencyMutation,
    DeleteLegacyCurrencyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>(
    DeleteLegacyCurrencyDocument,
    options,
  );
}
export type DeleteLegacyCurrencyMutationHookResult = ReturnType<typeof useDeleteLegacyCurrencyMutation>;
export type DeleteLegacyCurrencyMutationResult =
  ApolloReactCommon.MutationResult<DeleteLegacyCurrencyMutation>;
export type DeleteLegacyCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteLegacyCurrencyMutation,
  DeleteLegacyCurrencyMutationVariables
>;
export const LegacyBrandDocument = gql`
  query LegacyBrand($id: ID!) {
    brand(id: $id) {
      ...CatalogueBrandRow
    }
  }
  ${CatalogueBrandRowFragmentDoc}
`;

/**
 * __useLegacyBrandQuery__
 *
 * To run a query within a React component, call `useLegacyBrandQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyBrandQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyBrandQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegacyBrandQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<LegacyBrandQuery, LegacyBrandQueryVariables> &
    ({ variables: LegacyBrandQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyBrandQuery, LegacyBrandQueryVariables>(LegacyBrandDocument, options);
}
export function useLegacyBrandLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyBrandQuery, LegacyBrandQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyBrandQuery, LegacyBrandQueryVariables>(
    LegacyBrandDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyBrandSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandQuery, LegacyBrandQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandQuery, LegacyBrandQueryVariables>;
export function useLegacyBrandSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandQuery, LegacyBrandQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyBrandQuery | undefined, LegacyBrandQueryVariables>;
export function useLegacyBrandSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyBrandQuery, LegacyBrandQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyBrandQuery, LegacyBrandQueryVariables>(
    LegacyBrandDocument,
    options,
  );
}
export type LegacyBrandQueryHookResult = ReturnType<typeof useLegacyBrandQuery>;
export type LegacyBrandLazyQueryHookResult = ReturnType<typeof useLegacyBrandLazyQuery>;
export type LegacyBrandSuspenseQueryHookResult = ReturnType<typeof useLegacyBrandSuspenseQuery>;
export type LegacyBrandQueryResult = ApolloReactCommon.QueryResult<
  LegacyBrandQuery,
  LegacyBrandQueryVariables
>;
export const LegacyCategoryDocument = gql`
  query LegacyCategory($id: ID!) {
    category(id: $id) {
      ...CatalogueCategoryRow
    }
  }
  ${CatalogueCategoryRowFragmentDoc}
`;

/**
 * __useLegacyCategoryQuery__
 *
 * To run a query within a React component, call `useLegacyCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegacyCategoryQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<LegacyCategoryQuery, LegacyCategoryQueryVariables> &
    ({ variables: LegacyCategoryQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCategoryQuery, LegacyCategoryQueryVariables>(
    LegacyCategoryDocument,
    options,
  );
}
export function useLegacyCategoryLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCategoryQuery, LegacyCategoryQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCategoryQuery, LegacyCategoryQueryVariables>(
    LegacyCategoryDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCategorySuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoryQuery, LegacyCategoryQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoryQuery, LegacyCategoryQueryVariables>;
export function useLegacyCategorySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoryQuery, LegacyCategoryQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCategoryQuery | undefined, LegacyCategoryQueryVariables>;
export function useLegacyCategorySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCategoryQuery, LegacyCategoryQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCategoryQuery, LegacyCategoryQueryVariables>(
    LegacyCategoryDocument,
    options,
  );
}
export type LegacyCategoryQueryHookResult = ReturnType<typeof useLegacyCategoryQuery>;
export type LegacyCategoryLazyQueryHookResult = ReturnType<typeof useLegacyCategoryLazyQuery>;
export type LegacyCategorySuspenseQueryHookResult = ReturnType<typeof useLegacyCategorySuspenseQuery>;
export type LegacyCategoryQueryResult = ApolloReactCommon.QueryResult<
  LegacyCategoryQuery,
  LegacyCategoryQueryVariables
>;
export const LegacyCollectionDocument = gql`
  query LegacyCollection($id: ID!) {
    collection(id: $id) {
      ...CatalogueCollectionRow
    }
  }
  ${CatalogueCollectionRowFragmentDoc}
`;

/**
 * __useLegacyCollectionQuery__
 *
 * To run a query within a React component, call `useLegacyCollectionQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCollectionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCollectionQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegacyCollectionQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<LegacyCollectionQuery, LegacyCollectionQueryVariables> &
    ({ variables: LegacyCollectionQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCollectionQuery, LegacyCollectionQueryVariables>(
    LegacyCollectionDocument,
    options,
  );
}
export function useLegacyCollectionLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCollectionQuery, LegacyCollectionQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCollectionQuery, LegacyCollectionQueryVariables>(
    LegacyCollectionDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCollectionSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    LegacyCollectionQuery,
    LegacyCollectionQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCollectionQuery, LegacyCollectionQueryVariables>;
export function useLegacyCollectionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionQuery, LegacyCollectionQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCollectionQuery | undefined, LegacyCollectionQueryVariables>;
export function useLegacyCollectionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCollectionQuery, LegacyCollectionQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCollectionQuery, LegacyCollectionQueryVariables>(
    LegacyCollectionDocument,
    options,
  );
}
export type LegacyCollectionQueryHookResult = ReturnType<typeof useLegacyCollectionQuery>;
export type LegacyCollectionLazyQueryHookResult = ReturnType<typeof useLegacyCollectionLazyQuery>;
export type LegacyCollectionSuspenseQueryHookResult = ReturnType<typeof useLegacyCollectionSuspenseQuery>;
export type LegacyCollectionQueryResult = ApolloReactCommon.QueryResult<
  LegacyCollectionQuery,
  LegacyCollectionQueryVariables
>;
export const LegacyCurrencyDocument = gql`
  query LegacyCurrency($id: ID!) {
    currency(id: $id) {
      ...CatalogueCurrencyRow
    }
  }
  ${CatalogueCurrencyRowFragmentDoc}
`;

/**
 * __useLegacyCurrencyQuery__
 *
 * To run a query within a React component, call `useLegacyCurrencyQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegacyCurrencyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegacyCurrencyQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegacyCurrencyQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<LegacyCurrencyQuery, LegacyCurrencyQueryVariables> &
    ({ variables: LegacyCurrencyQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>(
    LegacyCurrencyDocument,
    options,
  );
}
export function useLegacyCurrencyLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>(
    LegacyCurrencyDocument,
    options,
  );
}
// @ts-ignore
export function useLegacyCurrencySuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>;
export function useLegacyCurrencySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<LegacyCurrencyQuery | undefined, LegacyCurrencyQueryVariables>;
export function useLegacyCurrencySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>(
    LegacyCurrencyDocument,
    options,
  );
}
export type LegacyCurrencyQueryHookResult = ReturnType<typeof useLegacyCurrencyQuery>;
export type LegacyCurrencyLazyQueryHookResult = ReturnType<typeof useLegacyCurrencyLazyQuery>;
export type LegacyCurrencySuspenseQueryHookResult = ReturnType<typeof useLegacyCurrencySuspenseQuery>;
export type LegacyCurrencyQueryResult = ApolloReactCommon.QueryResult<
  LegacyCurrencyQuery,
  LegacyCurrencyQueryVariables
>;
