/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import {
  PageTotalFragmentDoc,
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
} from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type PriceBookListItemFragment = {
  __typename: 'PriceBook';
  id: string;
  name: string;
  description: string | null;
  externalRef: string | null;
  updatedAt: string | null;
};

export type MoneyAmountFragment = {
  __typename: 'Money';
  includesTax: boolean;
  currency: string;
  amount: number;
  formatted: string;
  tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
};

export type ProductPriceRowFragment = {
  __typename: 'ProductPrice';
  id: string;
  priceBookId: string;
  sku: string;
  externalRef: string | null;
  updatedAt: string | null;
  amounts: Array<{
    __typename: 'Money';
    includesTax: boolean;
    currency: string;
    amount: number;
    formatted: string;
    tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
  }>;
};

export type PriceModifierRowFragment = {
  __typename: 'PriceModifier';
  id: string;
  priceBookId: string;
  name: string;
  modifierType: Types.PriceModifierType;
  externalRef: string | null;
  updatedAt: string | null;
  amounts: Array<{
    __typename: 'Money';
    includesTax: boolean;
    currency: string;
    amount: number;
    formatted: string;
    tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
  }>;
};

export type PriceBookListQueryVariables = Exact<{
  filter?: Types.PriceBookFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type PriceBookListQuery = {
  __typename: 'Query';
  priceBooks: {
    __typename: 'PriceBookPage';
    items: Array<{
      __typename: 'PriceBook';
      id: string;
      name: string;
      description: string | null;
      externalRef: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type PriceBookDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type PriceBookDetailsQuery = {
  __typename: 'Query';
  priceBook: {
    __typename: 'PriceBook';
    id: string;
    name: string;
    description: string | null;
    externalRef: string | null;
    updatedAt: string | null;
  } | null;
};

export type PriceBookPricesQueryVariables = Exact<{
  id: string | number;
  filter?: Types.ProductPriceFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type PriceBookPricesQuery = {
  __typename: 'Query';
  priceBook: {
    __typename: 'PriceBook';
    id: string;
    prices: {
      __typename: 'ProductPricePage';
      items: Array<{
        __typename: 'ProductPrice';
        id: string;
        priceBookId: string;
        sku: string;
        externalRef: string | null;
        updatedAt: string | null;
        amounts: Array<{
          __typename: 'Money';
          includesTax: boolean;
          currency: string;
          amount: number;
          formatted: string;
          tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
        }>;
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

export type PriceBookModifiersQueryVariables = Exact<{
  id: string | number;
}>;

export type PriceBookModifiersQuery = {
  __typename: 'Query';
  priceBook: {
    __typename: 'PriceBook';
    id: string;
    modifiers: {
      __typename: 'PriceModifierPage';
      items: Array<{
        __typename: 'PriceModifier';
        id: string;
        priceBookId: string;
        name: string;
        modifierType: Types.PriceModifierType;
        externalRef: string | null;
        updatedAt: string | null;
        amounts: Array<{
          __typename: 'Money';
          includesTax: boolean;
          currency: string;
          amount: number;
          formatted: string;
          tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
        }>;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type ProductPricesInBooksQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductPricesInBooksQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    prices: Array<{
      __typename: 'ProductPrice';
      id: string;
      priceBookId: string;
      sku: string;
      externalRef: string | null;
      updatedAt: string | null;
      priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
      amounts: Array<{
        __typename: 'Money';
        includesTax: boolean;
        currency: string;
        amount: number;
        formatted: string;
        tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
      }>;
    }>;
  } | null;
};

export type CreatePriceBookMutationVariables = Exact<{
  input: Types.PriceBookCreateInput;
}>;

export type CreatePriceBookMutation = {
  __typename: 'Mutation';
  createPriceBook: {
    __typename: 'PriceBookPayload';
    priceBook: {
      __typename: 'PriceBook';
      id: string;
      name: string;
      description: string | null;
      externalRef: string | null;
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

export type UpdatePriceBookMutationVariables = Exact<{
  id: string | number;
  input: Types.PriceBookUpdateInput;
}>;

export type UpdatePriceBookMutation = {
  __typename: 'Mutation';
  updatePriceBook: {
    __typename: 'PriceBookPayload';
    priceBook: {
      __typename: 'PriceBook';
      id: string;
      name: string;
      description: string | null;
      externalRef: string | null;
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

export type DeletePriceBookMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePriceBookMutation = {
  __typename: 'Mutation';
  deletePriceBook: {
    __typename: 'DeletePriceBookPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  input: Types.ProductPriceCreateInput;
}>;

export type CreateProductPriceMutation = {
  __typename: 'Mutation';
  createProductPrice: {
    __typename: 'ProductPricePayload';
    price: {
      __typename: 'ProductPrice';
      id: string;
      priceBookId: string;
      sku: string;
      externalRef: string | null;
      updatedAt: string | null;
      amounts: Array<{
        __typename: 'Money';
        includesTax: boolean;
        currency: string;
        amount: number;
        formatted: string;
        tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
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

export type UpdateProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
  input: Types.ProductPriceUpdateInput;
}>;

export type UpdateProductPriceMutation = {
  __typename: 'Mutation';
  updateProductPrice: {
    __typename: 'ProductPricePayload';
    price: {
      __typename: 'ProductPrice';
      id: string;
      priceBookId: string;
      sku: string;
      externalRef: string | null;
      updatedAt: string | null;
      amounts: Array<{
        __typename: 'Money';
        includesTax: boolean;
        currency: string;
        amount: number;
        formatted: string;
        tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
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

export type DeleteProductPriceMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;

export type DeleteProductPriceMutation = {
  __typename: 'Mutation';
  deleteProductPrice: {
    __typename: 'DeleteProductPricePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreatePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  input: Types.PriceModifierCreateInput;
}>;

export type CreatePriceModifierMutation = {
  __typename: 'Mutation';
  createPriceModifier: {
    __typename: 'PriceModifierPayload';
    modifier: {
      __typename: 'PriceModifier';
      id: string;
      priceBookId: string;
      name: string;
      modifierType: Types.PriceModifierType;
      externalRef: string | null;
      updatedAt: string | null;
      amounts: Array<{
        __typename: 'Money';
        includesTax: boolean;
        currency: string;
        amount: number;
        formatted: string;
        tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
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

export type UpdatePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
  input: Types.PriceModifierUpdateInput;
}>;

export type UpdatePriceModifierMutation = {
  __typename: 'Mutation';
  updatePriceModifier: {
    __typename: 'PriceModifierPayload';
    modifier: {
      __typename: 'PriceModifier';
      id: string;
      priceBookId: string;
      name: string;
      modifierType: Types.PriceModifierType;
      externalRef: string | null;
      updatedAt: string | null;
      amounts: Array<{
        __typename: 'Money';
        includesTax: boolean;
        currency: string;
        amount: number;
        formatted: string;
        tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
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

export type DeletePriceModifierMutationVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;

export type DeletePriceModifierMutation = {
  __typename: 'Mutation';
  deletePriceModifier: {
    __typename: 'DeletePriceModifierPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type PriceBookPriceQueryVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;

export type PriceBookPriceQuery = {
  __typename: 'Query';
  priceBookPrice: {
    __typename: 'ProductPrice';
    id: string;
    priceBookId: string;
    sku: string;
    externalRef: string | null;
    updatedAt: string | null;
    amounts: Array<{
      __typename: 'Money';
      includesTax: boolean;
      currency: string;
      amount: number;
      formatted: string;
      tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
    }>;
  } | null;
};

export type PriceBookModifierQueryVariables = Exact<{
  priceBookId: string | number;
  id: string | number;
}>;

export type PriceBookModifierQuery = {
  __typename: 'Query';
  priceBookModifier: {
    __typename: 'PriceModifier';
    id: string;
    priceBookId: string;
    name: string;
    modifierType: Types.PriceModifierType;
    externalRef: string | null;
    updatedAt: string | null;
    amounts: Array<{
      __typename: 'Money';
      includesTax: boolean;
      currency: string;
      amount: number;
      formatted: string;
      tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
    }>;
  } | null;
};

export const PriceBookListItemFragmentDoc = gql`
  fragment PriceBookListItem on PriceBook {
    id
    name
    description
    externalRef
    updatedAt
  }
`;
export const MoneyAmountFragmentDoc = gql`
  fragment MoneyAmount on Money {
    ...MoneyFields
    includesTax
    tiers {
      name
      minimumQuantity
      amount
    }
  }
`;
export const ProductPriceRowFragmentDoc = gql`
  fragment ProductPriceRow on ProductPrice {
    id
    priceBookId
    sku
    externalRef
    updatedAt
    amounts {
      ...MoneyAmount
    }
  }
`;
export const PriceModifierRowFragmentDoc = gql`
  fragment PriceModifierRow on PriceModifier {
    id
    priceBookId
    name
    modifierType
    externalRef
    updatedAt
    amounts {
      ...MoneyAmount
    }
  }
`;
export const PriceBookListDocument = gql`
  query PriceBookList($filter: PriceBookFilter, $page: PageInput) {
    priceBooks(filter: $filter, page: $page) {
      items {
        ...PriceBookListItem
      }
      ...PageFields
    }
  }
  ${PriceBookListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePriceBookListQuery__
 *
 * To run a query within a React component, call `usePriceBookListQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePriceBookListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookListQuery, PriceBookListQueryVariables>(
    PriceBookListDocument,
    options,
  );
}
export function usePriceBookListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookListQuery, PriceBookListQueryVariables>(
    PriceBookListDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookListQuery, PriceBookListQueryVariables>;
export function usePriceBookListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookListQuery | undefined, PriceBookListQueryVariables>;
export function usePriceBookListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookListQuery, PriceBookListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookListQuery, PriceBookListQueryVariables>(
    PriceBookListDocument,
    options,
  );
}
export type PriceBookListQueryHookResult = ReturnType<typeof usePriceBookListQuery>;
export type PriceBookListLazyQueryHookResult = ReturnType<typeof usePriceBookListLazyQuery>;
export type PriceBookListSuspenseQueryHookResult = ReturnType<typeof usePriceBookListSuspenseQuery>;
export type PriceBookListQueryResult = ApolloReactCommon.QueryResult<
  PriceBookListQuery,
  PriceBookListQueryVariables
>;
export const PriceBookDetailsDocument = gql`
  query PriceBookDetails($id: ID!) {
    priceBook(id: $id) {
      ...PriceBookListItem
    }
  }
  ${PriceBookListItemFragmentDoc}
`;

/**
 * __usePriceBookDetailsQuery__
 *
 * To run a query within a React component, call `usePriceBookDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables> &
    ({ variables: PriceBookDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(
    PriceBookDetailsDocument,
    options,
  );
}
export function usePriceBookDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(
    PriceBookDetailsDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PriceBookDetailsQuery,
    PriceBookDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>;
export function usePriceBookDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookDetailsQuery | undefined, PriceBookDetailsQueryVariables>;
export function usePriceBookDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookDetailsQuery, PriceBookDetailsQueryVariables>(
    PriceBookDetailsDocument,
    options,
  );
}
export type PriceBookDetailsQueryHookResult = ReturnType<typeof usePriceBookDetailsQuery>;
export type PriceBookDetailsLazyQueryHookResult = ReturnType<typeof usePriceBookDetailsLazyQuery>;
export type PriceBookDetailsSuspenseQueryHookResult = ReturnType<typeof usePriceBookDetailsSuspenseQuery>;
export type PriceBookDetailsQueryResult = ApolloReactCommon.QueryResult<
  PriceBookDetailsQuery,
  PriceBookDetailsQueryVariables
>;
export const PriceBookPricesDocument = gql`
  query PriceBookPrices($id: ID!, $filter: ProductPriceFilter, $page: PageInput) {
    priceBook(id: $id) {
      id
      prices(filter: $filter, page: $page) {
        items {
          ...ProductPriceRow
        }
        ...PageFields
      }
    }
  }
  ${ProductPriceRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePriceBookPricesQuery__
 *
 * To run a query within a React component, call `usePriceBookPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookPricesQuery({
 *   variables: {
 *      id: // value for 'id'
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePriceBookPricesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables> &
    ({ variables: PriceBookPricesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(
    PriceBookPricesDocument,
    options,
  );
}
export function usePriceBookPricesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(
    PriceBookPricesDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookPricesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PriceBookPricesQuery,
    PriceBookPricesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPricesQuery, PriceBookPricesQueryVariables>;
export function usePriceBookPricesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPricesQuery | undefined, PriceBookPricesQueryVariables>;
export function usePriceBookPricesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPricesQuery, PriceBookPricesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookPricesQuery, PriceBookPricesQueryVariables>(
    PriceBookPricesDocument,
    options,
  );
}
export type PriceBookPricesQueryHookResult = ReturnType<typeof usePriceBookPricesQuery>;
export type PriceBookPricesLazyQueryHookResult = ReturnType<typeof usePriceBookPricesLazyQuery>;
export type PriceBookPricesSuspenseQueryHookResult = ReturnType<typeof usePriceBookPricesSuspenseQuery>;
export type PriceBookPricesQueryResult = ApolloReactCommon.QueryResult<
  PriceBookPricesQuery,
  PriceBookPricesQueryVariables
>;
export const PriceBookModifiersDocument = gql`
  query PriceBookModifiers($id: ID!) {
    priceBook(id: $id) {
      id
      modifiers(page: { limit: 100 }) {
        items {
          ...PriceModifierRow
        }
        ...PageTotal
      }
    }
  }
  ${PriceModifierRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __usePriceBookModifiersQuery__
 *
 * To run a query within a React component, call `usePriceBookModifiersQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookModifiersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookModifiersQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookModifiersQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables> &
    ({ variables: PriceBookModifiersQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(
    PriceBookModifiersDocument,
    options,
  );
}
export function usePriceBookModifiersLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    PriceBookModifiersQuery,
    PriceBookModifiersQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(
    PriceBookModifiersDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookModifiersSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PriceBookModifiersQuery,
    PriceBookModifiersQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>;
export function usePriceBookModifiersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  PriceBookModifiersQuery | undefined,
  PriceBookModifiersQueryVariables
>;
export function usePriceBookModifiersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookModifiersQuery, PriceBookModifiersQueryVariables>(
    PriceBookModifiersDocument,
    options,
  );
}
export type PriceBookModifiersQueryHookResult = ReturnType<typeof usePriceBookModifiersQuery>;
export type PriceBookModifiersLazyQueryHookResult = ReturnType<typeof usePriceBookModifiersLazyQuery>;
export type PriceBookModifiersSuspenseQueryHookResult = ReturnType<typeof usePriceBookModifiersSuspenseQuery>;
export type PriceBookModifiersQueryResult = ApolloReactCommon.QueryResult<
  PriceBookModifiersQuery,
  PriceBookModifiersQueryVariables
>;
export const ProductPricesInBooksDocument = gql`
  query ProductPricesInBooks($id: ID!) {
    product(id: $id) {
      id
      prices {
        ...ProductPriceRow
        priceBook {
          id
          name
        }
      }
    }
  }
  ${ProductPriceRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __useProductPricesInBooksQuery__
 *
 * To run a query within a React component, call `useProductPricesInBooksQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPricesInBooksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPricesInBooksQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductPricesInBooksQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    ProductPricesInBooksQuery,
    ProductPricesInBooksQueryVariables
  > &
    ({ variables: ProductPricesInBooksQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(
    ProductPricesInBooksDocument,
    options,
  );
}
export function useProductPricesInBooksLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ProductPricesInBooksQuery,
    ProductPricesInBooksQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(
    ProductPricesInBooksDocument,
    options,
  );
}
// @ts-ignore
export function useProductPricesInBooksSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductPricesInBooksQuery,
    ProductPricesInBooksQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>;
export function useProductPricesInBooksSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductPricesInBooksQuery,
        ProductPricesInBooksQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductPricesInBooksQuery | undefined,
  ProductPricesInBooksQueryVariables
>;
export function useProductPricesInBooksSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        ProductPricesInBooksQuery,
        ProductPricesInBooksQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(
    ProductPricesInBooksDocument,
    options,
  );
}
export type ProductPricesInBooksQueryHookResult = ReturnType<typeof useProductPricesInBooksQuery>;
export type ProductPricesInBooksLazyQueryHookResult = ReturnType<typeof useProductPricesInBooksLazyQuery>;
export type ProductPricesInBooksSuspenseQueryHookResult = ReturnType<
  typeof useProductPricesInBooksSuspenseQuery
>;
export type ProductPricesInBooksQueryResult = ApolloReactCommon.QueryResult<
  ProductPricesInBooksQuery,
  ProductPricesInBooksQueryVariables
>;
export const CreatePriceBookDocument = gql`
  mutation CreatePriceBook($input: PriceBookCreateInput!) {
    createPriceBook(input: $input) {
      priceBook {
        ...PriceBookListItem
      }
      ...PayloadErrors
    }
  }
  ${PriceBookListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePriceBookMutationFn = ApolloReactCommon.MutationFunction<
  CreatePriceBookMutation,
  CreatePriceBookMutationVariables
>;

/**
 * __useCreatePriceBookMutation__
 *
 * To run a mutation, you first call `useCreatePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPriceBookMutation, { data, loading, error }] = useCreatePriceBookMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePriceBookMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePriceBookMutation,
    CreatePriceBookMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreatePriceBookMutation, CreatePriceBookMutationVariables>(
    CreatePriceBookDocument,
    options,
  );
}
export type CreatePriceBookMutationHookResult = ReturnType<typeof useCreatePriceBookMutation>;
export type CreatePriceBookMutationResult = ApolloReactCommon.MutationResult<CreatePriceBookMutation>;
export type CreatePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePriceBookMutation,
  CreatePriceBookMutationVariables
>;
export const UpdatePriceBookDocument = gql`
  mutation UpdatePriceBook($id: ID!, $input: PriceBookUpdateInput!) {
    updatePriceBook(id: $id, input: $input) {
      priceBook {
        ...PriceBookListItem
      }
      ...PayloadErrors
    }
  }
  ${PriceBookListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePriceBookMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePriceBookMutation,
  UpdatePriceBookMutationVariables
>;

/**
 * __useUpdatePriceBookMutation__
 *
 * To run a mutation, you first call `useUpdatePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePriceBookMutation, { data, loading, error }] = useUpdatePriceBookMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePriceBookMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePriceBookMutation,
    UpdatePriceBookMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdatePriceBookMutation, UpdatePriceBookMutationVariables>(
    UpdatePriceBookDocument,
    options,
  );
}
export type UpdatePriceBookMutationHookResult = ReturnType<typeof useUpdatePriceBookMutation>;
export type UpdatePriceBookMutationResult = ApolloReactCommon.MutationResult<UpdatePriceBookMutation>;
export type UpdatePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePriceBookMutation,
  UpdatePriceBookMutationVariables
>;
export const DeletePriceBookDocument = gql`
  mutation DeletePriceBook($id: ID!) {
    deletePriceBook(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePriceBookMutationFn = ApolloReactCommon.MutationFunction<
  DeletePriceBookMutation,
  DeletePriceBookMutationVariables
>;

/**
 * __useDeletePriceBookMutation__
 *
 * To run a mutation, you first call `useDeletePriceBookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePriceBookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePriceBookMutation, { data, loading, error }] = useDeletePriceBookMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePriceBookMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePriceBookMutation,
    DeletePriceBookMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeletePriceBookMutation, DeletePriceBookMutationVariables>(
    DeletePriceBookDocument,
    options,
  );
}
export type DeletePriceBookMutationHookResult = ReturnType<typeof useDeletePriceBookMutation>;
export type DeletePriceBookMutationResult = ApolloReactCommon.MutationResult<DeletePriceBookMutation>;
export type DeletePriceBookMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePriceBookMutation,
  DeletePriceBookMutationVariables
>;
export const CreateProductPriceDocument = gql`
  mutation CreateProductPrice($priceBookId: ID!, $input: ProductPriceCreateInput!) {
    createProductPrice(priceBookId: $priceBookId, input: $input) {
      price {
        ...ProductPriceRow
      }
      ...PayloadErrors
    }
  }
  ${ProductPriceRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateProductPriceMutationFn = ApolloReactCommon.MutationFunction<
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables
>;

/**
 * __useCreateProductPriceMutation__
 *
 * To run a mutation, you first call `useCreateProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductPriceMutation, { data, loading, error }] = useCreateProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductPriceMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateProductPriceMutation,
    CreateProductPriceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
    CreateProductPriceDocument,
    options,
  );
}
export type CreateProductPriceMutationHookResult = ReturnType<typeof useCreateProductPriceMutation>;
export type CreateProductPriceMutationResult = ApolloReactCommon.MutationResult<CreateProductPriceMutation>;
export type CreateProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables
>;
export const UpdateProductPriceDocument = gql`
  mutation UpdateProductPrice($priceBookId: ID!, $id: ID!, $input: ProductPriceUpdateInput!) {
    updateProductPrice(priceBookId: $priceBookId, id: $id, input: $input) {
      price {
        ...ProductPriceRow
      }
      ...PayloadErrors
    }
  }
  ${ProductPriceRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateProductPriceMutationFn = ApolloReactCommon.MutationFunction<
  UpdateProductPriceMutation,
  UpdateProductPriceMutationVariables
>;

/**
 * __useUpdateProductPriceMutation__
 *
 * To run a mutation, you first call `useUpdateProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductPriceMutation, { data, loading, error }] = useUpdateProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductPriceMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateProductPriceMutation,
    UpdateProductPriceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>(
    UpdateProductPriceDocument,
    options,
  );
}
export type UpdateProductPriceMutationHookResult = ReturnType<typeof useUpdateProductPriceMutation>;
export type UpdateProductPriceMutationResult = ApolloReactCommon.MutationResult<UpdateProductPriceMutation>;
export type UpdateProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateProductPriceMutation,
  UpdateProductPriceMutationVariables
>;
export const DeleteProductPriceDocument = gql`
  mutation DeleteProductPrice($priceBookId: ID!, $id: ID!) {
    deleteProductPrice(priceBookId: $priceBookId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteProductPriceMutationFn = ApolloReactCommon.MutationFunction<
  DeleteProductPriceMutation,
  DeleteProductPriceMutationVariables
>;

/**
 * __useDeleteProductPriceMutation__
 *
 * To run a mutation, you first call `useDeleteProductPriceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductPriceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductPriceMutation, { data, loading, error }] = useDeleteProductPriceMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProductPriceMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteProductPriceMutation,
    DeleteProductPriceMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>(
    DeleteProductPriceDocument,
    options,
  );
}
export type DeleteProductPriceMutationHookResult = ReturnType<typeof useDeleteProductPriceMutation>;
export type DeleteProductPriceMutationResult = ApolloReactCommon.MutationResult<DeleteProductPriceMutation>;
export type DeleteProductPriceMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteProductPriceMutation,
  DeleteProductPriceMutationVariables
>;
export const CreatePriceModifierDocument = gql`
  mutation CreatePriceModifier($priceBookId: ID!, $input: PriceModifierCreateInput!) {
    createPriceModifier(priceBookId: $priceBookId, input: $input) {
      modifier {
        ...PriceModifierRow
      }
      ...PayloadErrors
    }
  }
  ${PriceModifierRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePriceModifierMutationFn = ApolloReactCommon.MutationFunction<
  CreatePriceModifierMutation,
  CreatePriceModifierMutationVariables
>;

/**
 * __useCreatePriceModifierMutation__
 *
 * To run a mutation, you first call `useCreatePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPriceModifierMutation, { data, loading, error }] = useCreatePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePriceModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePriceModifierMutation,
    CreatePriceModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreatePriceModifierMutation, CreatePriceModifierMutationVariables>(
    CreatePriceModifierDocument,
    options,
  );
}
export type CreatePriceModifierMutationHookResult = ReturnType<typeof useCreatePriceModifierMutation>;
export type CreatePriceModifierMutationResult = ApolloReactCommon.MutationResult<CreatePriceModifierMutation>;
export type CreatePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePriceModifierMutation,
  CreatePriceModifierMutationVariables
>;
export const UpdatePriceModifierDocument = gql`
  mutation UpdatePriceModifier($priceBookId: ID!, $id: ID!, $input: PriceModifierUpdateInput!) {
    updatePriceModifier(priceBookId: $priceBookId, id: $id, input: $input) {
      modifier {
        ...PriceModifierRow
      }
      ...PayloadErrors
    }
  }
  ${PriceModifierRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePriceModifierMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePriceModifierMutation,
  UpdatePriceModifierMutationVariables
>;

/**
 * __useUpdatePriceModifierMutation__
 *
 * To run a mutation, you first call `useUpdatePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePriceModifierMutation, { data, loading, error }] = useUpdatePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePriceModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePriceModifierMutation,
    UpdatePriceModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdatePriceModifierMutation, UpdatePriceModifierMutationVariables>(
    UpdatePriceModifierDocument,
    options,
  );
}
export type UpdatePriceModifierMutationHookResult = ReturnType<typeof useUpdatePriceModifierMutation>;
export type UpdatePriceModifierMutationResult = ApolloReactCommon.MutationResult<UpdatePriceModifierMutation>;
export type UpdatePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePriceModifierMutation,
  UpdatePriceModifierMutationVariables
>;
export const DeletePriceModifierDocument = gql`
  mutation DeletePriceModifier($priceBookId: ID!, $id: ID!) {
    deletePriceModifier(priceBookId: $priceBookId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePriceModifierMutationFn = ApolloReactCommon.MutationFunction<
  DeletePriceModifierMutation,
  DeletePriceModifierMutationVariables
>;

/**
 * __useDeletePriceModifierMutation__
 *
 * To run a mutation, you first call `useDeletePriceModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePriceModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePriceModifierMutation, { data, loading, error }] = useDeletePriceModifierMutation({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePriceModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePriceModifierMutation,
    DeletePriceModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeletePriceModifierMutation, DeletePriceModifierMutationVariables>(
    DeletePriceModifierDocument,
    options,
  );
}
export type DeletePriceModifierMutationHookResult = ReturnType<typeof useDeletePriceModifierMutation>;
export type DeletePriceModifierMutationResult = ApolloReactCommon.MutationResult<DeletePriceModifierMutation>;
export type DeletePriceModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePriceModifierMutation,
  DeletePriceModifierMutationVariables
>;
export const PriceBookPriceDocument = gql`
  query PriceBookPrice($priceBookId: ID!, $id: ID!) {
    priceBookPrice(priceBookId: $priceBookId, id: $id) {
      ...ProductPriceRow
    }
  }
  ${ProductPriceRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __usePriceBookPriceQuery__
 *
 * To run a query within a React component, call `usePriceBookPriceQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookPriceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookPriceQuery({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookPriceQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookPriceQuery, PriceBookPriceQueryVariables> &
    ({ variables: PriceBookPriceQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookPriceQuery, PriceBookPriceQueryVariables>(
    PriceBookPriceDocument,
    options,
  );
}
export function usePriceBookPriceLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PriceBookPriceQuery, PriceBookPriceQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookPriceQuery, PriceBookPriceQueryVariables>(
    PriceBookPriceDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookPriceSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPriceQuery, PriceBookPriceQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPriceQuery, PriceBookPriceQueryVariables>;
export function usePriceBookPriceSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPriceQuery, PriceBookPriceQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookPriceQuery | undefined, PriceBookPriceQueryVariables>;
export function usePriceBookPriceSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookPriceQuery, PriceBookPriceQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookPriceQuery, PriceBookPriceQueryVariables>(
    PriceBookPriceDocument,
    options,
  );
}
export type PriceBookPriceQueryHookResult = ReturnType<typeof usePriceBookPriceQuery>;
export type PriceBookPriceLazyQueryHookResult = ReturnType<typeof usePriceBookPriceLazyQuery>;
export type PriceBookPriceSuspenseQueryHookResult = ReturnType<typeof usePriceBookPriceSuspenseQuery>;
export type PriceBookPriceQueryResult = ApolloReactCommon.QueryResult<
  PriceBookPriceQuery,
  PriceBookPriceQueryVariables
>;
export const PriceBookModifierDocument = gql`
  query PriceBookModifier($priceBookId: ID!, $id: ID!) {
    priceBookModifier(priceBookId: $priceBookId, id: $id) {
      ...PriceModifierRow
    }
  }
  ${PriceModifierRowFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __usePriceBookModifierQuery__
 *
 * To run a query within a React component, call `usePriceBookModifierQuery` and pass it any options that fit your needs.
 * When your component renders, `usePriceBookModifierQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePriceBookModifierQuery({
 *   variables: {
 *      priceBookId: // value for 'priceBookId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePriceBookModifierQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PriceBookModifierQuery, PriceBookModifierQueryVariables> &
    ({ variables: PriceBookModifierQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PriceBookModifierQuery, PriceBookModifierQueryVariables>(
    PriceBookModifierDocument,
    options,
  );
}
export function usePriceBookModifierLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    PriceBookModifierQuery,
    PriceBookModifierQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PriceBookModifierQuery, PriceBookModifierQueryVariables>(
    PriceBookModifierDocument,
    options,
  );
}
// @ts-ignore
export function usePriceBookModifierSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PriceBookModifierQuery,
    PriceBookModifierQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PriceBookModifierQuery, PriceBookModifierQueryVariables>;
export function usePriceBookModifierSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifierQuery, PriceBookModifierQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  PriceBookModifierQuery | undefined,
  PriceBookModifierQueryVariables
>;
export function usePriceBookModifierSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PriceBookModifierQuery, PriceBookModifierQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PriceBookModifierQuery, PriceBookModifierQueryVariables>(
    PriceBookModifierDocument,
    options,
  );
}
export type PriceBookModifierQueryHookResult = ReturnType<typeof usePriceBookModifierQuery>;
export type PriceBookModifierLazyQueryHookResult = ReturnType<typeof usePriceBookModifierLazyQuery>;
export type PriceBookModifierSuspenseQueryHookResult = ReturnType<typeof usePriceBookModifierSuspenseQuery>;
export type PriceBookModifierQueryResult = ApolloReactCommon.QueryResult<
  PriceBookModifierQuery,
  PriceBookModifierQueryVariables
>;
