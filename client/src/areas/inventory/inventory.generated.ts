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
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type StockFiguresFragment = {
  __typename: 'Stock';
  productId: string;
  total: number;
  available: number;
  allocated: number;
  multiLocation: boolean;
  updatedAt: string | null;
};

export type StockProductFragment = { __typename: 'Product'; id: string; name: string; sku: string | null };

export type StockTransactionRowFragment = {
  __typename: 'StockTransaction';
  id: string;
  action: Types.StockTransactionAction;
  quantity: number;
  location: string | null;
  createdAt: string | null;
};

export type InventoryLocationRowFragment = {
  __typename: 'InventoryLocation';
  id: string;
  name: string;
  slug: string;
  description: string | null;
  address: Array<string>;
};

export type InventoryLocationDetailsFragment = {
  __typename: 'InventoryLocation';
  externalRef: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  id: string;
  name: string;
  slug: string;
  description: string | null;
  address: Array<string>;
};

export type StockListQueryVariables = Exact<{
  sort?: Array<Types.StockSort> | Types.StockSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type StockListQuery = {
  __typename: 'Query';
  stocks: {
    __typename: 'StockPage';
    items: Array<{
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
      updatedAt: string | null;
      product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type StockDetailsQueryVariables = Exact<{
  productId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type StockDetailsQuery = {
  __typename: 'Query';
  product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
  stock: {
    __typename: 'Stock';
    productId: string;
    total: number;
    available: number;
    allocated: number;
    multiLocation: boolean;
    updatedAt: string | null;
    product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
    transactions: {
      __typename: 'StockTransactionPage';
      items: Array<{
        __typename: 'StockTransaction';
        id: string;
        action: Types.StockTransactionAction;
        quantity: number;
        location: string | null;
        createdAt: string | null;
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
    locations: Array<{
      __typename: 'StockLocationLevel';
      slug: string;
      total: number;
      available: number;
      allocated: number;
      location: { __typename: 'InventoryLocation'; id: string; name: string } | null;
    }>;
  } | null;
};

export type InventoryLocationsQueryVariables = Exact<{ [key: string]: never }>;

export type InventoryLocationsQuery = {
  __typename: 'Query';
  inventoryLocations: {
    __typename: 'InventoryLocationPage';
    items: Array<{
      __typename: 'InventoryLocation';
      id: string;
      name: string;
      slug: string;
      description: string | null;
      address: Array<string>;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type AddStockTransactionMutationVariables = Exact<{
  input: Types.StockTransactionInput;
}>;

export type AddStockTransactionMutation = {
  __typename: 'Mutation';
  addStockTransaction: {
    __typename: 'StockTransactionPayload';
    transaction: {
      __typename: 'StockTransaction';
      id: string;
      action: Types.StockTransactionAction;
      quantity: number;
      location: string | null;
      createdAt: string | null;
    } | null;
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
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

export type CreateInventoryLocationMutationVariables = Exact<{
  input: Types.InventoryLocationCreateInput;
}>;

export type CreateInventoryLocationMutation = {
  __typename: 'Mutation';
  createInventoryLocation: {
    __typename: 'InventoryLocationPayload';
    location: {
      __typename: 'InventoryLocation';
      id: string;
      name: string;
      slug: string;
      description: string | null;
      address: Array<string>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteInventoryLocationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteInventoryLocationMutation = {
  __typename: 'Mutation';
  deleteInventoryLocation: {
    __typename: 'DeleteInventoryLocationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateStockMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
}>;

export type CreateStockMutation = {
  __typename: 'Mutation';
  createStock: {
    __typename: 'StockPayload';
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
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

export type DeleteStockMutationVariables = Exact<{
  productId: string | number;
}>;

export type DeleteStockMutation = {
  __typename: 'Mutation';
  deleteStock: {
    __typename: 'DeleteStockPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type InventoryLocationDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type InventoryLocationDetailsQuery = {
  __typename: 'Query';
  inventoryLocation: {
    __typename: 'InventoryLocation';
    externalRef: string | null;
    createdAt: string | null;
    updatedAt: string | null;
    id: string;
    name: string;
    slug: string;
    description: string | null;
    address: Array<string>;
  } | null;
};

export type StockTransactionDetailsQueryVariables = Exact<{
  productId: string | number;
  id: string | number;
}>;

export type StockTransactionDetailsQuery = {
  __typename: 'Query';
  stockTransaction: {
    __typename: 'StockTransaction';
    productId: string;
    id: string;
    action: Types.StockTransactionAction;
    quantity: number;
    location: string | null;
    createdAt: string | null;
  } | null;
  stock: {
    __typename: 'Stock';
    productId: string;
    multiLocation: boolean;
    product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
  } | null;
};

export type UpdateInventoryLocationMutationVariables = Exact<{
  id: string | number;
  input: Types.InventoryLocationUpdateInput;
}>;

export type UpdateInventoryLocationMutation = {
  __typename: 'Mutation';
  updateInventoryLocation: {
    __typename: 'InventoryLocationPayload';
    location: {
      __typename: 'InventoryLocation';
      externalRef: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      id: string;
      name: string;
      slug: string;
      description: string | null;
      address: Array<string>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateLocatedStockMutationVariables = Exact<{
  input: Types.LocatedStockCreateInput;
}>;

export type CreateLocatedStockMutation = {
  __typename: 'Mutation';
  createLocatedStock: {
    __typename: 'StockPayload';
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
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

export type UpdateStockLocationsMutationVariables = Exact<{
  productId: string | number;
  locations: Array<Types.StockLocationLevelInput> | Types.StockLocationLevelInput;
}>;

export type UpdateStockLocationsMutation = {
  __typename: 'Mutation';
  updateStockLocations: {
    __typename: 'StockPayload';
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
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

export type StockLevelsFragment = {
  __typename: 'Stock';
  productId: string;
  total: number;
  available: number;
  allocated: number;
  multiLocation: boolean;
  updatedAt: string | null;
  locations: Array<{
    __typename: 'StockLocationLevel';
    slug: string;
    total: number;
    available: number;
    allocated: number;
    location: { __typename: 'InventoryLocation'; id: string; name: string } | null;
  }>;
};

export type ProductStockQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductStockQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
      multiLocation: boolean;
      updatedAt: string | null;
      locations: Array<{
        __typename: 'StockLocationLevel';
        slug: string;
        total: number;
        available: number;
        allocated: number;
        location: { __typename: 'InventoryLocation'; id: string; name: string } | null;
      }>;
    } | null;
  } | null;
};

export type StockProductSearchQueryVariables = Exact<{
  text: string;
}>;

export type StockProductSearchQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{
      __typename: 'Product';
      id: string;
      name: string;
      sku: string | null;
      stock: { __typename: 'Stock'; productId: string; available: number; total: number } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export const StockProductFragmentDoc = gql`
  fragment StockProduct on Product {
    id
    name
    sku
  }
`;
export const StockTransactionRowFragmentDoc = gql`
  fragment StockTransactionRow on StockTransaction {
    id
    action
    quantity
    location
    createdAt
  }
`;
export const InventoryLocationRowFragmentDoc = gql`
  fragment InventoryLocationRow on InventoryLocation {
    id
    name
    slug
    description
    address
  }
`;
export const InventoryLocationDetailsFragmentDoc = gql`
  fragment InventoryLocationDetails on InventoryLocation {
    ...InventoryLocationRow
    externalRef
    createdAt
    updatedAt
  }
`;
export const StockFiguresFragmentDoc = gql`
  fragment StockFigures on Stock {
    productId
    total
    available
    allocated
    multiLocation
    updatedAt
  }
`;
export const StockLevelsFragmentDoc = gql`
  fragment StockLevels on Stock {
    ...StockFigures
    locations {
      slug
      total
      available
      allocated
      location {
        id
        name
      }
    }
  }
`;
export const StockListDocument = gql`
  query StockList($sort: [StockSort!], $page: PageInput) {
    stocks(sort: $sort, page: $page) {
      items {
        ...StockFigures
        product {
          ...StockProduct
        }
      }
      ...PageFields
    }
  }
  ${StockFiguresFragmentDoc}
  ${StockProductFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useStockListQuery__
 *
 * To run a query within a React component, call `useStockListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockListQuery({
 *   variables: {
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStockListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<StockListQuery, StockListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockListQuery, StockListQueryVariables>(StockListDocument, options);
}
export function useStockListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StockListQuery, StockListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockListQuery, StockListQueryVariables>(StockListDocument, options);
}
// @ts-ignore
export function useStockListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StockListQuery, StockListQueryVariables>;
export function useStockListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StockListQuery | undefined, StockListQueryVariables>;
export function useStockListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockListQuery, StockListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StockListQuery, StockListQueryVariables>(
    StockListDocument,
    options,
  );
}
export type StockListQueryHookResult = ReturnType<typeof useStockListQuery>;
export type StockListLazyQueryHookResult = ReturnType<typeof useStockListLazyQuery>;
export type StockListSuspenseQueryHookResult = ReturnType<typeof useStockListSuspenseQuery>;
export type StockListQueryResult = ApolloReactCommon.QueryResult<StockListQuery, StockListQueryVariables>;
export const StockDetailsDocument = gql`
  query StockDetails($productId: ID!, $page: PageInput) {
    product(id: $productId) {
      ...StockProduct
    }
    stock(productId: $productId) {
      ...StockLevels
      product {
        ...StockProduct
      }
      transactions(page: $page) {
        items {
          ...StockTransactionRow
        }
        ...PageFields
      }
    }
  }
  ${StockProductFragmentDoc}
  ${StockLevelsFragmentDoc}
  ${StockFiguresFragmentDoc}
  ${StockTransactionRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useStockDetailsQuery__
 *
 * To run a query within a React component, call `useStockDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockDetailsQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useStockDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables> &
    ({ variables: StockDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockDetailsQuery, StockDetailsQueryVariables>(
    StockDetailsDocument,
    options,
  );
}
export function useStockDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockDetailsQuery, StockDetailsQueryVariables>(
    StockDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useStockDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StockDetailsQuery, StockDetailsQueryVariables>;
export function useStockDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<StockDetailsQuery | undefined, StockDetailsQueryVariables>;
export function useStockDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockDetailsQuery, StockDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StockDetailsQuery, StockDetailsQueryVariables>(
    StockDetailsDocument,
    options,
  );
}
export type StockDetailsQueryHookResult = ReturnType<typeof useStockDetailsQuery>;
export type StockDetailsLazyQueryHookResult = ReturnType<typeof useStockDetailsLazyQuery>;
export type StockDetailsSuspenseQueryHookResult = ReturnType<typeof useStockDetailsSuspenseQuery>;
export type StockDetailsQueryResult = ApolloReactCommon.QueryResult<
  StockDetailsQuery,
  StockDetailsQueryVariables
>;
export const InventoryLocationsDocument = gql`
  query InventoryLocations {
    inventoryLocations(page: { limit: 100 }) {
      items {
        ...InventoryLocationRow
      }
      ...PageTotal
    }
  }
  ${InventoryLocationRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useInventoryLocationsQuery__
 *
 * To run a query within a React component, call `useInventoryLocationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInventoryLocationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInventoryLocationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useInventoryLocationsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(
    InventoryLocationsDocument,
    options,
  );
}
export function useInventoryLocationsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    InventoryLocationsQuery,
    InventoryLocationsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(
    InventoryLocationsDocument,
    options,
  );
}
// @ts-ignore
export function useInventoryLocationsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    InventoryLocationsQuery,
    InventoryLocationsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<InventoryLocationsQuery, InventoryLocationsQueryVariables>;
export function useInventoryLocationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  InventoryLocationsQuery | undefined,
  InventoryLocationsQueryVariables
>;
export function useInventoryLocationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<InventoryLocationsQuery, InventoryLocationsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<InventoryLocationsQuery, InventoryLocationsQueryVariables>(
    InventoryLocationsDocument,
    options,
  );
}
export type InventoryLocationsQueryHookResult = ReturnType<typeof useInventoryLocationsQuery>;
export type InventoryLocationsLazyQueryHookResult = ReturnType<typeof useInventoryLocationsLazyQuery>;
export type InventoryLocationsSuspenseQueryHookResult = ReturnType<typeof useInventoryLocationsSuspenseQuery>;
export type InventoryLocationsQueryResult = ApolloReactCommon.QueryResult<
  InventoryLocationsQuery,
  InventoryLocationsQueryVariables
>;
export const AddStockTransactionDocument = gql`
  mutation AddStockTransaction($input: StockTransactionInput!) {
    addStockTransaction(input: $input) {
      transaction {
        ...StockTransactionRow
      }
      stock {
        ...StockFigures
      }
      ...PayloadErrors
    }
  }
  ${StockTransactionRowFragmentDoc}
  ${StockFiguresFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddStockTransactionMutationFn = ApolloReactCommon.MutationFunction<
  AddStockTransactionMutation,
  AddStockTransactionMutationVariables
>;

/**
 * __useAddStockTransactionMutation__
 *
 * To run a mutation, you first call `useAddStockTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddStockTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addStockTransactionMutation, { data, loading, error }] = useAddStockTransactionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddStockTransactionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddStockTransactionMutation,
    AddStockTransactionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddStockTransactionMutation, AddStockTransactionMutationVariables>(
    AddStockTransactionDocument,
    options,
  );
}
export type AddStockTransactionMutationHookResult = ReturnType<typeof useAddStockTransactionMutation>;
export type AddStockTransactionMutationResult = ApolloReactCommon.MutationResult<AddStockTransactionMutation>;
export type AddStockTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddStockTransactionMutation,
  AddStockTransactionMutationVariables
>;
export const CreateInventoryLocationDocument = gql`
  mutation CreateInventoryLocation($input: InventoryLocationCreateInput!) {
    createInventoryLocation(input: $input) {
      location {
        ...InventoryLocationRow
      }
      ...PayloadErrors
    }
  }
  ${InventoryLocationRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateInventoryLocationMutationFn = ApolloReactCommon.MutationFunction<
  CreateInventoryLocationMutation,
  CreateInventoryLocationMutationVariables
>;

/**
 * __useCreateInventoryLocationMutation__
 *
 * To run a mutation, you first call `useCreateInventoryLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateInventoryLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createInventoryLocationMutation, { data, loading, error }] = useCreateInventoryLocationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateInventoryLocationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateInventoryLocationMutation,
    CreateInventoryLocationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateInventoryLocationMutation,
    CreateInventoryLocationMutationVariables
  >(CreateInventoryLocationDocument, options);
}
export type CreateInventoryLocationMutationHookResult = ReturnType<typeof useCreateInventoryLocationMutation>;
export type CreateInventoryLocationMutationResult =
  ApolloReactCommon.MutationResult<CreateInventoryLocationMutation>;
export type CreateInventoryLocationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateInventoryLocationMutation,
  CreateInventoryLocationMutationVariables
>;
export const DeleteInventoryLocationDocument = gql`
  mutation DeleteInventoryLocation($id: ID!) {
    deleteInventoryLocation(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteInventoryLocationMutationFn = ApolloReactCommon.MutationFunction<
  DeleteInventoryLocationMutation,
  DeleteInventoryLocationMutationVariables
>;

/**
 * __useDeleteInventoryLocationMutation__
 *
 * To run a mutation, you first call `useDeleteInventoryLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteInventoryLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteInventoryLocationMutation, { data, loading, error }] = useDeleteInventoryLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteInventoryLocationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteInventoryLocationMutation,
    DeleteInventoryLocationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteInventoryLocationMutation,
    DeleteInventoryLocationMutationVariables
  >(DeleteInventoryLocationDocument, options);
}
export type DeleteInventoryLocationMutationHookResult = ReturnType<typeof useDeleteInventoryLocationMutation>;
export type DeleteInventoryLocationMutationResult =
  ApolloReactCommon.MutationResult<DeleteInventoryLocationMutation>;
export type DeleteInventoryLocationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteInventoryLocationMutation,
  DeleteInventoryLocationMutationVariables
>;
export const CreateStockDocument = gql`
  mutation CreateStock($productId: ID!, $quantity: Int!) {
    createStock(productId: $productId, quantity: $quantity) {
      stock {
        ...StockFigures
      }
      ...PayloadErrors
    }
  }
  ${StockFiguresFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateStockMutationFn = ApolloReactCommon.MutationFunction<
  CreateStockMutation,
  CreateStockMutationVariables
>;

/**
 * __useCreateStockMutation__
 *
 * To run a mutation, you first call `useCreateStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStockMutation, { data, loading, error }] = useCreateStockMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      quantity: // value for 'quantity'
 *   },
 * });
 */
export function useCreateStockMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStockMutation, CreateStockMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateStockMutation, CreateStockMutationVariables>(
    CreateStockDocument,
    options,
  );
}
export type CreateStockMutationHookResult = ReturnType<typeof useCreateStockMutation>;
export type CreateStockMutationResult = ApolloReactCommon.MutationResult<CreateStockMutation>;
export type CreateStockMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateStockMutation,
  CreateStockMutationVariables
>;
export const DeleteStockDocument = gql`
  mutation DeleteStock($productId: ID!) {
    deleteStock(productId: $productId) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteStockMutationFn = ApolloReactCommon.MutationFunction<
  DeleteStockMutation,
  DeleteStockMutationVariables
>;

/**
 * __useDeleteStockMutation__
 *
 * To run a mutation, you first call `useDeleteStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteStockMutation, { data, loading, error }] = useDeleteStockMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useDeleteStockMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteStockMutation, DeleteStockMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteStockMutation, DeleteStockMutationVariables>(
    DeleteStockDocument,
    options,
  );
}
export type DeleteStockMutationHookResult = ReturnType<typeof useDeleteStockMutation>;
export type DeleteStockMutationResult = ApolloReactCommon.MutationResult<DeleteStockMutation>;
export type DeleteStockMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteStockMutation,
  DeleteStockMutationVariables
>;
export const InventoryLocationDetailsDocument = gql`
  query InventoryLocationDetails($id: ID!) {
    inventoryLocation(id: $id) {
      ...InventoryLocationDetails
    }
  }
  ${InventoryLocationDetailsFragmentDoc}
  ${InventoryLocationRowFragmentDoc}
`;

/**
 * __useInventoryLocationDetailsQuery__
 *
 * To run a query within a React component, call `useInventoryLocationDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInventoryLocationDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInventoryLocationDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useInventoryLocationDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    InventoryLocationDetailsQuery,
    InventoryLocationDetailsQueryVariables
  > &
    ({ variables: InventoryLocationDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<InventoryLocationDetailsQuery, InventoryLocationDetailsQueryVariables>(
    InventoryLocationDetailsDocument,
    options,
  );
}
export function useInventoryLocationDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    InventoryLocationDetailsQuery,
    InventoryLocationDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<InventoryLocationDetailsQuery, InventoryLocationDetailsQueryVariables>(
    InventoryLocationDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useInventoryLocationDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    InventoryLocationDetailsQuery,
    InventoryLocationDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  InventoryLocationDetailsQuery,
  InventoryLocationDetailsQueryVariables
>;
export function useInventoryLocationDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        InventoryLocationDetailsQuery,
        InventoryLocationDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  InventoryLocationDetailsQuery | undefined,
  InventoryLocationDetailsQueryVariables
>;
export function useInventoryLocationDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        InventoryLocationDetailsQuery,
        InventoryLocationDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    InventoryLocationDetailsQuery,
    InventoryLocationDetailsQueryVariables
  >(InventoryLocationDetailsDocument, options);
}
export type InventoryLocationDetailsQueryHookResult = ReturnType<typeof useInventoryLocationDetailsQuery>;
export type InventoryLocationDetailsLazyQueryHookResult = ReturnType<
  typeof useInventoryLocationDetailsLazyQuery
>;
export type InventoryLocationDetailsSuspenseQueryHookResult = ReturnType<
  typeof useInventoryLocationDetailsSuspenseQuery
>;
export type InventoryLocationDetailsQueryResult = ApolloReactCommon.QueryResult<
  InventoryLocationDetailsQuery,
  InventoryLocationDetailsQueryVariables
>;
export const StockTransactionDetailsDocument = gql`
  query StockTransactionDetails($productId: ID!, $id: ID!) {
    stockTransaction(productId: $productId, id: $id) {
      ...StockTransactionRow
      productId
    }
    stock(productId: $productId) {
      productId
      multiLocation
      product {
        ...StockProduct
      }
    }
  }
  ${StockTransactionRowFragmentDoc}
  ${StockProductFragmentDoc}
`;

/**
 * __useStockTransactionDetailsQuery__
 *
 * To run a query within a React component, call `useStockTransactionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockTransactionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockTransactionDetailsQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStockTransactionDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    StockTransactionDetailsQuery,
    StockTransactionDetailsQueryVariables
  > &
    ({ variables: StockTransactionDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockTransactionDetailsQuery, StockTransactionDetailsQueryVariables>(
    StockTransactionDetailsDocument,
    options,
  );
}
export function useStockTransactionDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    StockTransactionDetailsQuery,
    StockTransactionDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockTransactionDetailsQuery, StockTransactionDetailsQueryVariables>(
    StockTransactionDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useStockTransactionDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    StockTransactionDetailsQuery,
    StockTransactionDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  StockTransactionDetailsQuery,
  StockTransactionDetailsQueryVariables
>;
export function useStockTransactionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        StockTransactionDetailsQuery,
        StockTransactionDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  StockTransactionDetailsQuery | undefined,
  StockTransactionDetailsQueryVariables
>;
export function useStockTransactionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        StockTransactionDetailsQuery,
        StockTransactionDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    StockTransactionDetailsQuery,
    StockTransactionDetailsQueryVariables
  >(StockTransactionDetailsDocument, options);
}
export type StockTransactionDetailsQueryHookResult = ReturnType<typeof useStockTransactionDetailsQuery>;
export type StockTransactionDetailsLazyQueryHookResult = ReturnType<
  typeof useStockTransactionDetailsLazyQuery
>;
export type StockTransactionDetailsSuspenseQueryHookResult = ReturnType<
  typeof useStockTransactionDetailsSuspenseQuery
>;
export type StockTransactionDetailsQueryResult = ApolloReactCommon.QueryResult<
  StockTransactionDetailsQuery,
  StockTransactionDetailsQueryVariables
>;
export const UpdateInventoryLocationDocument = gql`
  mutation UpdateInventoryLocation($id: ID!, $input: InventoryLocationUpdateInput!) {
    updateInventoryLocation(id: $id, input: $input) {
      location {
        ...InventoryLocationDetails
      }
      ...PayloadErrors
    }
  }
  ${InventoryLocationDetailsFragmentDoc}
  ${InventoryLocationRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateInventoryLocationMutationFn = ApolloReactCommon.MutationFunction<
  UpdateInventoryLocationMutation,
  UpdateInventoryLocationMutationVariables
>;

/**
 * __useUpdateInventoryLocationMutation__
 *
 * To run a mutation, you first call `useUpdateInventoryLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateInventoryLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateInventoryLocationMutation, { data, loading, error }] = useUpdateInventoryLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateInventoryLocationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateInventoryLocationMutation,
    UpdateInventoryLocationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateInventoryLocationMutation,
    UpdateInventoryLocationMutationVariables
  >(UpdateInventoryLocationDocument, options);
}
export type UpdateInventoryLocationMutationHookResult = ReturnType<typeof useUpdateInventoryLocationMutation>;
export type UpdateInventoryLocationMutationResult =
  ApolloReactCommon.MutationResult<UpdateInventoryLocationMutation>;
export type UpdateInventoryLocationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateInventoryLocationMutation,
  UpdateInventoryLocationMutationVariables
>;
export const CreateLocatedStockDocument = gql`
  mutation CreateLocatedStock($input: LocatedStockCreateInput!) {
    createLocatedStock(input: $input) {
      stock {
        ...StockFigures
      }
      ...PayloadErrors
    }
  }
  ${StockFiguresFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateLocatedStockMutationFn = ApolloReactCommon.MutationFunction<
  CreateLocatedStockMutation,
  CreateLocatedStockMutationVariables
>;

/**
 * __useCreateLocatedStockMutation__
 *
 * To run a mutation, you first call `useCreateLocatedStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLocatedStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLocatedStockMutation, { data, loading, error }] = useCreateLocatedStockMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLocatedStockMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateLocatedStockMutation,
    CreateLocatedStockMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateLocatedStockMutation, CreateLocatedStockMutationVariables>(
    CreateLocatedStockDocument,
    options,
  );
}
export type CreateLocatedStockMutationHookResult = ReturnType<typeof useCreateLocatedStockMutation>;
export type CreateLocatedStockMutationResult = ApolloReactCommon.MutationResult<CreateLocatedStockMutation>;
export type CreateLocatedStockMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateLocatedStockMutation,
  CreateLocatedStockMutationVariables
>;
export const UpdateStockLocationsDocument = gql`
  mutation UpdateStockLocations($productId: ID!, $locations: [StockLocationLevelInput!]!) {
    updateStockLocations(productId: $productId, locations: $locations) {
      stock {
        ...StockFigures
      }
      ...PayloadErrors
    }
  }
  ${StockFiguresFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateStockLocationsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateStockLocationsMutation,
  UpdateStockLocationsMutationVariables
>;

/**
 * __useUpdateStockLocationsMutation__
 *
 * To run a mutation, you first call `useUpdateStockLocationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStockLocationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStockLocationsMutation, { data, loading, error }] = useUpdateStockLocationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      locations: // value for 'locations'
 *   },
 * });
 */
export function useUpdateStockLocationsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateStockLocationsMutation,
    UpdateStockLocationsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateStockLocationsMutation, UpdateStockLocationsMutationVariables>(
    UpdateStockLocationsDocument,
    options,
  );
}
export type UpdateStockLocationsMutationHookResult = ReturnType<typeof useUpdateStockLocationsMutation>;
export type UpdateStockLocationsMutationResult =
  ApolloReactCommon.MutationResult<UpdateStockLocationsMutation>;
export type UpdateStockLocationsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateStockLocationsMutation,
  UpdateStockLocationsMutationVariables
>;
export const ProductStockDocument = gql`
  query ProductStock($id: ID!) {
    product(id: $id) {
      id
      stock {
        ...StockLevels
      }
    }
  }
  ${StockLevelsFragmentDoc}
  ${StockFiguresFragmentDoc}
`;

/**
 * __useProductStockQuery__
 *
 * To run a query within a React component, call `useProductStockQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductStockQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductStockQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductStockQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductStockQuery, ProductStockQueryVariables> &
    ({ variables: ProductStockQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductStockQuery, ProductStockQueryVariables>(
    ProductStockDocument,
    options,
  );
}
export function useProductStockLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductStockQuery, ProductStockQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductStockQuery, ProductStockQueryVariables>(
    ProductStockDocument,
    options,
  );
}
// @ts-ignore
export function useProductStockSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductStockQuery, ProductStockQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductStockQuery, ProductStockQueryVariables>;
export function useProductStockSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductStockQuery, ProductStockQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductStockQuery | undefined, ProductStockQueryVariables>;
export function useProductStockSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductStockQuery, ProductStockQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductStockQuery, ProductStockQueryVariables>(
    ProductStockDocument,
    options,
  );
}
export type ProductStockQueryHookResult = ReturnType<typeof useProductStockQuery>;
export type ProductStockLazyQueryHookResult = ReturnType<typeof useProductStockLazyQuery>;
export type ProductStockSuspenseQueryHookResult = ReturnType<typeof useProductStockSuspenseQuery>;
export type ProductStockQueryResult = ApolloReactCommon.QueryResult<
  ProductStockQuery,
  ProductStockQueryVariables
>;
export const StockProductSearchDocument = gql`
  query StockProductSearch($text: String!) {
    products(filter: { or: [{ name: { like: $text } }, { sku: { like: $text } }] }, page: { limit: 10 }) {
      items {
        ...StockProduct
        stock {
          productId
          available
          total
        }
      }
      ...PageTotal
    }
  }
  ${StockProductFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useStockProductSearchQuery__
 *
 * To run a query within a React component, call `useStockProductSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockProductSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockProductSearchQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useStockProductSearchQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<StockProductSearchQuery, StockProductSearchQueryVariables> &
    ({ variables: StockProductSearchQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<StockProductSearchQuery, StockProductSearchQueryVariables>(
    StockProductSearchDocument,
    options,
  );
}
export function useStockProductSearchLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    StockProductSearchQuery,
    StockProductSearchQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<StockProductSearchQuery, StockProductSearchQueryVariables>(
    StockProductSearchDocument,
    options,
  );
}
// @ts-ignore
export function useStockProductSearchSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    StockProductSearchQuery,
    StockProductSearchQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<StockProductSearchQuery, StockProductSearchQueryVariables>;
export function useStockProductSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockProductSearchQuery, StockProductSearchQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  StockProductSearchQuery | undefined,
  StockProductSearchQueryVariables
>;
export function useStockProductSearchSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<StockProductSearchQuery, StockProductSearchQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<StockProductSearchQuery, StockProductSearchQueryVariables>(
    StockProductSearchDocument,
    options,
  );
}
export type StockProductSearchQueryHookResult = ReturnType<typeof useStockProductSearchQuery>;
export type StockProductSearchLazyQueryHookResult = ReturnType<typeof useStockProductSearchLazyQuery>;
export type StockProductSearchSuspenseQueryHookResult = ReturnType<typeof useStockProductSearchSuspenseQuery>;
export type StockProductSearchQueryResult = ApolloReactCommon.QueryResult<
  StockProductSearchQuery,
  StockProductSearchQueryVariables
>;
