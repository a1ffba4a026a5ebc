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
export type VariationListItemFragment = {
  __typename: 'Variation';
  id: string;
  name: string;
  sortOrder: number | null;
  updatedAt: string | null;
  options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
};

export type VariationModifierDetailsFragment = {
  __typename: 'VariationModifier';
  id: string;
  type: Types.VariationModifierType;
  value: string | null;
  seek: string | null;
  set: string | null;
};

export type VariationOptionDetailsFragment = {
  __typename: 'VariationOption';
  id: string;
  variationId: string;
  name: string;
  description: string | null;
  sortOrder: number | null;
  modifiers: Array<{
    __typename: 'VariationModifier';
    id: string;
    type: Types.VariationModifierType;
    value: string | null;
    seek: string | null;
    set: string | null;
  }>;
};

export type VariationOptionSummaryFragment = {
  __typename: 'VariationOption';
  id: string;
  variationId: string;
  name: string;
  description: string | null;
  sortOrder: number | null;
};

export type VariationDetailsFragment = {
  __typename: 'Variation';
  id: string;
  name: string;
  sortOrder: number | null;
  createdAt: string | null;
  updatedAt: string | null;
  options: Array<{
    __typename: 'VariationOption';
    id: string;
    variationId: string;
    name: string;
    description: string | null;
    sortOrder: number | null;
  }>;
};

export type ProductVariationChoiceFieldsFragment = {
  __typename: 'ProductVariationChoice';
  variationId: string;
  variationName: string;
  optionId: string;
  optionName: string;
};

export type ProductChildFragment = {
  __typename: 'Product';
  id: string;
  name: string;
  sku: string | null;
  status: Types.ProductStatus;
  variationChoices: Array<{
    __typename: 'ProductVariationChoice';
    variationId: string;
    variationName: string;
    optionId: string;
    optionName: string;
  }>;
};

export type ProductVariationsDetailsFragment = {
  __typename: 'Product';
  id: string;
  productTypes: Array<string>;
  variations: Array<{
    __typename: 'Variation';
    id: string;
    name: string;
    options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
  }>;
  parent: { __typename: 'Product'; id: string; name: string } | null;
  variationChoices: Array<{
    __typename: 'ProductVariationChoice';
    variationId: string;
    variationName: string;
    optionId: string;
    optionName: string;
  }>;
};

export type VariationListQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type VariationListQuery = {
  __typename: 'Query';
  variations: {
    __typename: 'VariationPage';
    items: Array<{
      __typename: 'Variation';
      id: string;
      name: string;
      sortOrder: number | null;
      updatedAt: string | null;
      options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type VariationDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type VariationDetailQuery = {
  __typename: 'Query';
  variation: {
    __typename: 'Variation';
    id: string;
    name: string;
    sortOrder: number | null;
    createdAt: string | null;
    updatedAt: string | null;
    options: Array<{
      __typename: 'VariationOption';
      id: string;
      variationId: string;
      name: string;
      description: string | null;
      sortOrder: number | null;
    }>;
  } | null;
};

export type ProductVariationsQueryVariables = Exact<{
  id: string | number;
  childPage?: Types.PageInput | null | undefined;
}>;

export type ProductVariationsQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    productTypes: Array<string>;
    children: {
      __typename: 'ProductPage';
      items: Array<{
        __typename: 'Product';
        id: string;
        name: string;
        sku: string | null;
        status: Types.ProductStatus;
        variationChoices: Array<{
          __typename: 'ProductVariationChoice';
          variationId: string;
          variationName: string;
          optionId: string;
          optionName: string;
        }>;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
    variations: Array<{
      __typename: 'Variation';
      id: string;
      name: string;
      options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
    }>;
    parent: { __typename: 'Product'; id: string; name: string } | null;
    variationChoices: Array<{
      __typename: 'ProductVariationChoice';
      variationId: string;
      variationName: string;
      optionId: string;
      optionName: string;
    }>;
  } | null;
};

export type CreateVariationMutationVariables = Exact<{
  input: Types.VariationCreateInput;
}>;

export type CreateVariationMutation = {
  __typename: 'Mutation';
  createVariation: {
    __typename: 'VariationPayload';
    variation: {
      __typename: 'Variation';
      id: string;
      name: string;
      sortOrder: number | null;
      updatedAt: string | null;
      options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateVariationMutationVariables = Exact<{
  id: string | number;
  input: Types.VariationUpdateInput;
}>;

export type UpdateVariationMutation = {
  __typename: 'Mutation';
  updateVariation: {
    __typename: 'VariationPayload';
    variation: {
      __typename: 'Variation';
      id: string;
      name: string;
      sortOrder: number | null;
      updatedAt: string | null;
      options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteVariationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteVariationMutation = {
  __typename: 'Mutation';
  deleteVariation: {
    __typename: 'DeleteVariationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  input: Types.VariationOptionCreateInput;
}>;

export type CreateVariationOptionMutation = {
  __typename: 'Mutation';
  createVariationOption: {
    __typename: 'VariationOptionPayload';
    option: {
      __typename: 'VariationOption';
      id: string;
      variationId: string;
      name: string;
      description: string | null;
      sortOrder: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  id: string | number;
  input: Types.VariationOptionUpdateInput;
}>;

export type UpdateVariationOptionMutation = {
  __typename: 'Mutation';
  updateVariationOption: {
    __typename: 'VariationOptionPayload';
    option: {
      __typename: 'VariationOption';
      id: string;
      variationId: string;
      name: string;
      description: string | null;
      sortOrder: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteVariationOptionMutationVariables = Exact<{
  variationId: string | number;
  id: string | number;
}>;

export type DeleteVariationOptionMutation = {
  __typename: 'Mutation';
  deleteVariationOption: {
    __typename: 'DeleteVariationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateVariationModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  input: Types.VariationModifierInput;
}>;

export type CreateVariationModifierMutation = {
  __typename: 'Mutation';
  createVariationModifier: {
    __typename: 'VariationModifierPayload';
    modifier: {
      __typename: 'VariationModifier';
      id: string;
      type: Types.VariationModifierType;
      value: string | null;
      seek: string | null;
      set: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteVariationModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  id: string | number;
}>;

export type DeleteVariationModifierMutation = {
  __typename: 'Mutation';
  deleteVariationModifier: {
    __typename: 'DeleteVariationPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ReplaceVariationsMutationVariables = Exact<{
  productId: string | number;
  variationIds: Array<string | number> | string | number;
}>;

export type ReplaceVariationsMutation = {
  __typename: 'Mutation';
  replaceVariations: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      id: string;
      productTypes: Array<string>;
      variations: Array<{
        __typename: 'Variation';
        id: string;
        name: string;
        options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
      }>;
      parent: { __typename: 'Product'; id: string; name: string } | null;
      variationChoices: Array<{
        __typename: 'ProductVariationChoice';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
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

export type AttachVariationsMutationVariables = Exact<{
  productId: string | number;
  variationIds: Array<string | number> | string | number;
}>;

export type AttachVariationsMutation = {
  __typename: 'Mutation';
  attachVariations: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      id: string;
      productTypes: Array<string>;
      variations: Array<{
        __typename: 'Variation';
        id: string;
        name: string;
        options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
      }>;
      parent: { __typename: 'Product'; id: string; name: string } | null;
      variationChoices: Array<{
        __typename: 'ProductVariationChoice';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
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

export type DetachVariationsMutationVariables = Exact<{
  productId: string | number;
  variationIds: Array<string | number> | string | number;
}>;

export type DetachVariationsMutation = {
  __typename: 'Mutation';
  detachVariations: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      id: string;
      productTypes: Array<string>;
      variations: Array<{
        __typename: 'Variation';
        id: string;
        name: string;
        options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
      }>;
      parent: { __typename: 'Product'; id: string; name: string } | null;
      variationChoices: Array<{
        __typename: 'ProductVariationChoice';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
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

export type BuildChildProductsMutationVariables = Exact<{
  productId: string | number;
}>;

export type BuildChildProductsMutation = {
  __typename: 'Mutation';
  buildChildProducts: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      id: string;
      productTypes: Array<string>;
      variations: Array<{
        __typename: 'Variation';
        id: string;
        name: string;
        options: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
      }>;
      parent: { __typename: 'Product'; id: string; name: string } | null;
      variationChoices: Array<{
        __typename: 'ProductVariationChoice';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
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

export type VariationOptionsQueryVariables = Exact<{
  variationId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type VariationOptionsQuery = {
  __typename: 'Query';
  variationOptions: {
    __typename: 'VariationOptionPage';
    items: Array<{ __typename: 'VariationOption'; id: string; name: string }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type VariationOptionQueryVariables = Exact<{
  variationId: string | number;
  id: string | number;
}>;

export type VariationOptionQuery = {
  __typename: 'Query';
  variationOption: {
    __typename: 'VariationOption';
    id: string;
    variationId: string;
    name: string;
    description: string | null;
    sortOrder: number | null;
    modifiers: Array<{
      __typename: 'VariationModifier';
      id: string;
      type: Types.VariationModifierType;
      value: string | null;
      seek: string | null;
      set: string | null;
    }>;
  } | null;
};

export type VariationModifierQueryVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  id: string | number;
}>;

export type VariationModifierQuery = {
  __typename: 'Query';
  variationModifier: {
    __typename: 'VariationModifier';
    id: string;
    type: Types.VariationModifierType;
    value: string | null;
    seek: string | null;
    set: string | null;
  } | null;
};

export type UpdateVariationModifierMutationVariables = Exact<{
  variationId: string | number;
  optionId: string | number;
  id: string | number;
  input: Types.VariationModifierInput;
}>;

export type UpdateVariationModifierMutation = {
  __typename: 'Mutation';
  updateVariationModifier: {
    __typename: 'VariationModifierPayload';
    modifier: {
      __typename: 'VariationModifier';
      id: string;
      type: Types.VariationModifierType;
      value: string | null;
      seek: string | null;
      set: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const VariationListItemFragmentDoc = gql`
  fragment VariationListItem on Variation {
    id
    name
    sortOrder
    updatedAt
    options {
      id
      name
    }
  }
`;
export const VariationOptionSummaryFragmentDoc = gql`
  fragment VariationOptionSummary on VariationOption {
    id
    variationId
    name
    description
    sortOrder
  }
`;
export const VariationModifierDetailsFragmentDoc = gql`
  fragment VariationModifierDetails on VariationModifier {
    id
    type
    value
    seek
    set
  }
`;
export const VariationOptionDetailsFragmentDoc = gql`
  fragment VariationOptionDetails on VariationOption {
    ...VariationOptionSummary
    modifiers {
      ...VariationModifierDetails
    }
  }
`;
export const VariationDetailsFragmentDoc = gql`
  fragment VariationDetails on Variation {
    id
    name
    sortOrder
    createdAt
    updatedAt
    options {
      ...VariationOptionSummary
    }
  }
`;
export const ProductVariationChoiceFieldsFragmentDoc = gql`
  fragment ProductVariationChoiceFields on ProductVariationChoice {
    variationId
    variationName
    optionId
    optionName
  }
`;
export const ProductChildFragmentDoc = gql`
  fragment ProductChild on Product {
    id
    name
    sku
    status
    variationChoices {
      ...ProductVariationChoiceFields
    }
  }
`;
export const ProductVariationsDetailsFragmentDoc = gql`
  fragment ProductVariationsDetails on Product {
    id
    productTypes
    variations {
      id
      name
      options {
        id
        name
      }
    }
    parent {
      id
      name
    }
    variationChoices {
      ...ProductVariationChoiceFields
    }
  }
`;
export const VariationListDocument = gql`
  query VariationList($page: PageInput) {
    variations(page: $page) {
      items {
        ...VariationListItem
      }
      ...PageFields
    }
  }
  ${VariationListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useVariationListQuery__
 *
 * To run a query within a React component, call `useVariationListQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useVariationListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<VariationListQuery, VariationListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<VariationListQuery, VariationListQueryVariables>(
    VariationListDocument,
    options,
  );
}
export function useVariationListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationListQuery, VariationListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<VariationListQuery, VariationListQueryVariables>(
    VariationListDocument,
    options,
  );
}
// @ts-ignore
export function useVariationListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<VariationListQuery, VariationListQueryVariables>;
export function useVariationListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<VariationListQuery | undefined, VariationListQueryVariables>;
export function useVariationListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationListQuery, VariationListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<VariationListQuery, VariationListQueryVariables>(
    VariationListDocument,
    options,
  );
}
export type VariationListQueryHookResult = ReturnType<typeof useVariationListQuery>;
export type VariationListLazyQueryHookResult = ReturnType<typeof useVariationListLazyQuery>;
export type VariationListSuspenseQueryHookResult = ReturnType<typeof useVariationListSuspenseQuery>;
export type VariationListQueryResult = ApolloReactCommon.QueryResult<
  VariationListQuery,
  VariationListQueryVariables
>;
export const VariationDetailDocument = gql`
  query VariationDetail($id: ID!) {
    variation(id: $id) {
      ...VariationDetails
    }
  }
  ${VariationDetailsFragmentDoc}
  ${VariationOptionSummaryFragmentDoc}
`;

/**
 * __useVariationDetailQuery__
 *
 * To run a query within a React component, call `useVariationDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVariationDetailQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables> &
    ({ variables: VariationDetailQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<VariationDetailQuery, VariationDetailQueryVariables>(
    VariationDetailDocument,
    options,
  );
}
export function useVariationDetailLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<VariationDetailQuery, VariationDetailQueryVariables>(
    VariationDetailDocument,
    options,
  );
}
// @ts-ignore
export function useVariationDetailSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    VariationDetailQuery,
    VariationDetailQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<VariationDetailQuery, VariationDetailQueryVariables>;
export function useVariationDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<VariationDetailQuery | undefined, VariationDetailQueryVariables>;
export function useVariationDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationDetailQuery, VariationDetailQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<VariationDetailQuery, VariationDetailQueryVariables>(
    VariationDetailDocument,
    options,
  );
}
export type VariationDetailQueryHookResult = ReturnType<typeof useVariationDetailQuery>;
export type VariationDetailLazyQueryHookResult = ReturnType<typeof useVariationDetailLazyQuery>;
export type VariationDetailSuspenseQueryHookResult = ReturnType<typeof useVariationDetailSuspenseQuery>;
export type VariationDetailQueryResult = ApolloReactCommon.QueryResult<
  VariationDetailQuery,
  VariationDetailQueryVariables
>;
export const ProductVariationsDocument = gql`
  query ProductVariations($id: ID!, $childPage: PageInput) {
    product(id: $id) {
      ...ProductVariationsDetails
      children(page: $childPage) {
        items {
          ...ProductChild
        }
        ...PageTotal
      }
    }
  }
  ${ProductVariationsDetailsFragmentDoc}
  ${ProductVariationChoiceFieldsFragmentDoc}
  ${ProductChildFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useProductVariationsQuery__
 *
 * To run a query within a React component, call `useProductVariationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductVariationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductVariationsQuery({
 *   variables: {
 *      id: // value for 'id'
 *      childPage: // value for 'childPage'
 *   },
 * });
 */
export function useProductVariationsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables> &
    ({ variables: ProductVariationsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(
    ProductVariationsDocument,
    options,
  );
}
export function useProductVariationsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    ProductVariationsQuery,
    ProductVariationsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(
    ProductVariationsDocument,
    options,
  );
}
// @ts-ignore
export function useProductVariationsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductVariationsQuery,
    ProductVariationsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductVariationsQuery, ProductVariationsQueryVariables>;
export function useProductVariationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  ProductVariationsQuery | undefined,
  ProductVariationsQueryVariables
>;
export function useProductVariationsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductVariationsQuery, ProductVariationsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductVariationsQuery, ProductVariationsQueryVariables>(
    ProductVariationsDocument,
    options,
  );
}
export type ProductVariationsQueryHookResult = ReturnType<typeof useProductVariationsQuery>;
export type ProductVariationsLazyQueryHookResult = ReturnType<typeof useProductVariationsLazyQuery>;
export type ProductVariationsSuspenseQueryHookResult = ReturnType<typeof useProductVariationsSuspenseQuery>;
export type ProductVariationsQueryResult = ApolloReactCommon.QueryResult<
  ProductVariationsQuery,
  ProductVariationsQueryVariables
>;
export const CreateVariationDocument = gql`
  mutation CreateVariation($input: VariationCreateInput!) {
    createVariation(input: $input) {
      variation {
        ...VariationListItem
      }
      ...PayloadErrors
    }
  }
  ${VariationListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateVariationMutationFn = ApolloReactCommon.MutationFunction<
  CreateVariationMutation,
  CreateVariationMutationVariables
>;

/**
 * __useCreateVariationMutation__
 *
 * To run a mutation, you first call `useCreateVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationMutation, { data, loading, error }] = useCreateVariationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateVariationMutation,
    CreateVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateVariationMutation, CreateVariationMutationVariables>(
    CreateVariationDocument,
    options,
  );
}
export type CreateVariationMutationHookResult = ReturnType<typeof useCreateVariationMutation>;
export type CreateVariationMutationResult = ApolloReactCommon.MutationResult<CreateVariationMutation>;
export type CreateVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateVariationMutation,
  CreateVariationMutationVariables
>;
export const UpdateVariationDocument = gql`
  mutation UpdateVariation($id: ID!, $input: VariationUpdateInput!) {
    updateVariation(id: $id, input: $input) {
      variation {
        ...VariationListItem
      }
      ...PayloadErrors
    }
  }
  ${VariationListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateVariationMutationFn = ApolloReactCommon.MutationFunction<
  UpdateVariationMutation,
  UpdateVariationMutationVariables
>;

/**
 * __useUpdateVariationMutation__
 *
 * To run a mutation, you first call `useUpdateVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVariationMutation, { data, loading, error }] = useUpdateVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateVariationMutation,
    UpdateVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateVariationMutation, UpdateVariationMutationVariables>(
    UpdateVariationDocument,
    options,
  );
}
export type UpdateVariationMutationHookResult = ReturnType<typeof useUpdateVariationMutation>;
export type UpdateVariationMutationResult = ApolloReactCommon.MutationResult<UpdateVariationMutation>;
export type UpdateVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateVariationMutation,
  UpdateVariationMutationVariables
>;
export const DeleteVariationDocument = gql`
  mutation DeleteVariation($id: ID!) {
    deleteVariation(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteVariationMutationFn = ApolloReactCommon.MutationFunction<
  DeleteVariationMutation,
  DeleteVariationMutationVariables
>;

/**
 * __useDeleteVariationMutation__
 *
 * To run a mutation, you first call `useDeleteVariationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationMutation, { data, loading, error }] = useDeleteVariationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteVariationMutation,
    DeleteVariationMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteVariationMutation, DeleteVariationMutationVariables>(
    DeleteVariationDocument,
    options,
  );
}
export type DeleteVariationMutationHookResult = ReturnType<typeof useDeleteVariationMutation>;
export type DeleteVariationMutationResult = ApolloReactCommon.MutationResult<DeleteVariationMutation>;
export type DeleteVariationMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteVariationMutation,
  DeleteVariationMutationVariables
>;
export const CreateVariationOptionDocument = gql`
  mutation CreateVariationOption($variationId: ID!, $input: VariationOptionCreateInput!) {
    createVariationOption(variationId: $variationId, input: $input) {
      option {
        ...VariationOptionSummary
      }
      ...PayloadErrors
    }
  }
  ${VariationOptionSummaryFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  CreateVariationOptionMutation,
  CreateVariationOptionMutationVariables
>;

/**
 * __useCreateVariationOptionMutation__
 *
 * To run a mutation, you first call `useCreateVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationOptionMutation, { data, loading, error }] = useCreateVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateVariationOptionMutation,
    CreateVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>(
    CreateVariationOptionDocument,
    options,
  );
}
export type CreateVariationOptionMutationHookResult = ReturnType<typeof useCreateVariationOptionMutation>;
export type CreateVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<CreateVariationOptionMutation>;
export type CreateVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateVariationOptionMutation,
  CreateVariationOptionMutationVariables
>;
export const UpdateVariationOptionDocument = gql`
  mutation UpdateVariationOption($variationId: ID!, $id: ID!, $input: VariationOptionUpdateInput!) {
    updateVariationOption(variationId: $variationId, id: $id, input: $input) {
      option {
        ...VariationOptionSummary
      }
      ...PayloadErrors
    }
  }
  ${VariationOptionSummaryFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  UpdateVariationOptionMutation,
  UpdateVariationOptionMutationVariables
>;

/**
 * __useUpdateVariationOptionMutation__
 *
 * To run a mutation, you first call `useUpdateVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVariationOptionMutation, { data, loading, error }] = useUpdateVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateVariationOptionMutation,
    UpdateVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateVariationOptionMutation, UpdateVariationOptionMutationVariables>(
    UpdateVariationOptionDocument,
    options,
  );
}
export type UpdateVariationOptionMutationHookResult = ReturnType<typeof useUpdateVariationOptionMutation>;
export type UpdateVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<UpdateVariationOptionMutation>;
export type UpdateVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateVariationOptionMutation,
  UpdateVariationOptionMutationVariables
>;
export const DeleteVariationOptionDocument = gql`
  mutation DeleteVariationOption($variationId: ID!, $id: ID!) {
    deleteVariationOption(variationId: $variationId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteVariationOptionMutationFn = ApolloReactCommon.MutationFunction<
  DeleteVariationOptionMutation,
  DeleteVariationOptionMutationVariables
>;

/**
 * __useDeleteVariationOptionMutation__
 *
 * To run a mutation, you first call `useDeleteVariationOptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationOptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationOptionMutation, { data, loading, error }] = useDeleteVariationOptionMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationOptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteVariationOptionMutation,
    DeleteVariationOptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteVariationOptionMutation, DeleteVariationOptionMutationVariables>(
    DeleteVariationOptionDocument,
    options,
  );
}
export type DeleteVariationOptionMutationHookResult = ReturnType<typeof useDeleteVariationOptionMutation>;
export type DeleteVariationOptionMutationResult =
  ApolloReactCommon.MutationResult<DeleteVariationOptionMutation>;
export type DeleteVariationOptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteVariationOptionMutation,
  DeleteVariationOptionMutationVariables
>;
export const CreateVariationModifierDocument = gql`
  mutation CreateVariationModifier($variationId: ID!, $optionId: ID!, $input: VariationModifierInput!) {
    createVariationModifier(variationId: $variationId, optionId: $optionId, input: $input) {
      modifier {
        ...VariationModifierDetails
      }
      ...PayloadErrors
    }
  }
  ${VariationModifierDetailsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateVariationModifierMutationFn = ApolloReactCommon.MutationFunction<
  CreateVariationModifierMutation,
  CreateVariationModifierMutationVariables
>;

/**
 * __useCreateVariationModifierMutation__
 *
 * To run a mutation, you first call `useCreateVariationModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateVariationModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createVariationModifierMutation, { data, loading, error }] = useCreateVariationModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateVariationModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateVariationModifierMutation,
    CreateVariationModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateVariationModifierMutation,
    CreateVariationModifierMutationVariables
  >(CreateVariationModifierDocument, options);
}
export type CreateVariationModifierMutationHookResult = ReturnType<typeof useCreateVariationModifierMutation>;
export type CreateVariationModifierMutationResult =
  ApolloReactCommon.MutationResult<CreateVariationModifierMutation>;
export type CreateVariationModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateVariationModifierMutation,
  CreateVariationModifierMutationVariables
>;
export const DeleteVariationModifierDocument = gql`
  mutation DeleteVariationModifier($variationId: ID!, $optionId: ID!, $id: ID!) {
    deleteVariationModifier(variationId: $variationId, optionId: $optionId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteVariationModifierMutationFn = ApolloReactCommon.MutationFunction<
  DeleteVariationModifierMutation,
  DeleteVariationModifierMutationVariables
>;

/**
 * __useDeleteVariationModifierMutation__
 *
 * To run a mutation, you first call `useDeleteVariationModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteVariationModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteVariationModifierMutation, { data, loading, error }] = useDeleteVariationModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteVariationModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteVariationModifierMutation,
    DeleteVariationModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteVariationModifierMutation,
    DeleteVariationModifierMutationVariables
  >(DeleteVariationModifierDocument, options);
}
export type DeleteVariationModifierMutationHookResult = ReturnType<typeof useDeleteVariationModifierMutation>;
export type DeleteVariationModifierMutationResult =
  ApolloReactCommon.MutationResult<DeleteVariationModifierMutation>;
export type DeleteVariationModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteVariationModifierMutation,
  DeleteVariationModifierMutationVariables
>;
export const ReplaceVariationsDocument = gql`
  mutation ReplaceVariations($productId: ID!, $variationIds: [ID!]!) {
    replaceVariations(productId: $productId, variationIds: $variationIds) {
      product {
        ...ProductVariationsDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductVariationsDetailsFragmentDoc}
  ${ProductVariationChoiceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ReplaceVariationsMutationFn = ApolloReactCommon.MutationFunction<
  ReplaceVariationsMutation,
  ReplaceVariationsMutationVariables
>;

/**
 * __useReplaceVariationsMutation__
 *
 * To run a mutation, you first call `useReplaceVariationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReplaceVariationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [replaceVariationsMutation, { data, loading, error }] = useReplaceVariationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      variationIds: // value for 'variationIds'
 *   },
 * });
 */
export function useReplaceVariationsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ReplaceVariationsMutation,
    ReplaceVariationsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ReplaceVariationsMutation, ReplaceVariationsMutationVariables>(
    ReplaceVariationsDocument,
    options,
  );
}
export type ReplaceVariationsMutationHookResult = ReturnType<typeof useReplaceVariationsMutation>;
export type ReplaceVariationsMutationResult = ApolloReactCommon.MutationResult<ReplaceVariationsMutation>;
export type ReplaceVariationsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ReplaceVariationsMutation,
  ReplaceVariationsMutationVariables
>;
export const AttachVariationsDocument = gql`
  mutation AttachVariations($productId: ID!, $variationIds: [ID!]!) {
    attachVariations(productId: $productId, variationIds: $variationIds) {
      product {
        ...ProductVariationsDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductVariationsDetailsFragmentDoc}
  ${ProductVariationChoiceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachVariationsMutationFn = ApolloReactCommon.MutationFunction<
  AttachVariationsMutation,
  AttachVariationsMutationVariables
>;

/**
 * __useAttachVariationsMutation__
 *
 * To run a mutation, you first call `useAttachVariationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachVariationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachVariationsMutation, { data, loading, error }] = useAttachVariationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      variationIds: // value for 'variationIds'
 *   },
 * });
 */
export function useAttachVariationsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachVariationsMutation,
    AttachVariationsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AttachVariationsMutation, AttachVariationsMutationVariables>(
    AttachVariationsDocument,
    options,
  );
}
export type AttachVariationsMutationHookResult = ReturnType<typeof useAttachVariationsMutation>;
export type AttachVariationsMutationResult = ApolloReactCommon.MutationResult<AttachVariationsMutation>;
export type AttachVariationsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachVariationsMutation,
  AttachVariationsMutationVariables
>;
export const DetachVariationsDocument = gql`
  mutation DetachVariations($productId: ID!, $variationIds: [ID!]!) {
    detachVariations(productId: $productId, variationIds: $variationIds) {
      product {
        ...ProductVariationsDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductVariationsDetailsFragmentDoc}
  ${ProductVariationChoiceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachVariationsMutationFn = ApolloReactCommon.MutationFunction<
  DetachVariationsMutation,
  DetachVariationsMutationVariables
>;

/**
 * __useDetachVariationsMutation__
 *
 * To run a mutation, you first call `useDetachVariationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachVariationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachVariationsMutation, { data, loading, error }] = useDetachVariationsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      variationIds: // value for 'variationIds'
 *   },
 * });
 */
export function useDetachVariationsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachVariationsMutation,
    DetachVariationsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DetachVariationsMutation, DetachVariationsMutationVariables>(
    DetachVariationsDocument,
    options,
  );
}
export type DetachVariationsMutationHookResult = ReturnType<typeof useDetachVariationsMutation>;
export type DetachVariationsMutationResult = ApolloReactCommon.MutationResult<DetachVariationsMutation>;
export type DetachVariationsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachVariationsMutation,
  DetachVariationsMutationVariables
>;
export const BuildChildProductsDocument = gql`
  mutation BuildChildProducts($productId: ID!) {
    buildChildProducts(productId: $productId) {
      product {
        ...ProductVariationsDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductVariationsDetailsFragmentDoc}
  ${ProductVariationChoiceFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type BuildChildProductsMutationFn = ApolloReactCommon.MutationFunction<
  BuildChildProductsMutation,
  BuildChildProductsMutationVariables
>;

/**
 * __useBuildChildProductsMutation__
 *
 * To run a mutation, you first call `useBuildChildProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuildChildProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buildChildProductsMutation, { data, loading, error }] = useBuildChildProductsMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useBuildChildProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    BuildChildProductsMutation,
    BuildChildProductsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<BuildChildProductsMutation, BuildChildProductsMutationVariables>(
    BuildChildProductsDocument,
    options,
  );
}
export type BuildChildProductsMutationHookResult = ReturnType<typeof useBuildChildProductsMutation>;
export type BuildChildProductsMutationResult = ApolloReactCommon.MutationResult<BuildChildProductsMutation>;
export type BuildChildProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  BuildChildProductsMutation,
  BuildChildProductsMutationVariables
>;
export const VariationOptionsDocument = gql`
  query VariationOptions($variationId: ID!, $page: PageInput) {
    variationOptions(variationId: $variationId, page: $page) {
      items {
        id
        name
      }
      ...PageTotal
    }
  }
  ${PageTotalFragmentDoc}
`;

/**
 * __useVariationOptionsQuery__
 *
 * To run a query within a React component, call `useVariationOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationOptionsQuery({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useVariationOptionsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<VariationOptionsQuery, VariationOptionsQueryVariables> &
    ({ variables: VariationOptionsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<VariationOptionsQuery, VariationOptionsQueryVariables>(
    VariationOptionsDocument,
    options,
  );
}
export function useVariationOptionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationOptionsQuery, VariationOptionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<VariationOptionsQuery, VariationOptionsQueryVariables>(
    VariationOptionsDocument,
    options,
  );
}
// @ts-ignore
export function useVariationOptionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    VariationOptionsQuery,
    VariationOptionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<VariationOptionsQuery, VariationOptionsQueryVariables>;
export function useVariationOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationOptionsQuery, VariationOptionsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<VariationOptionsQuery | undefined, VariationOptionsQueryVariables>;
export function useVariationOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationOptionsQuery, VariationOptionsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<VariationOptionsQuery, VariationOptionsQueryVariables>(
    VariationOptionsDocument,
    options,
  );
}
export type VariationOptionsQueryHookResult = ReturnType<typeof useVariationOptionsQuery>;
export type VariationOptionsLazyQueryHookResult = ReturnType<typeof useVariationOptionsLazyQuery>;
export type VariationOptionsSuspenseQueryHookResult = ReturnType<typeof useVariationOptionsSuspenseQuery>;
export type VariationOptionsQueryResult = ApolloReactCommon.QueryResult<
  VariationOptionsQuery,
  VariationOptionsQueryVariables
>;
export const VariationOptionDocument = gql`
  query VariationOption($variationId: ID!, $id: ID!) {
    variationOption(variationId: $variationId, id: $id) {
      ...VariationOptionDetails
    }
  }
  ${VariationOptionDetailsFragmentDoc}
  ${VariationOptionSummaryFragmentDoc}
  ${VariationModifierDetailsFragmentDoc}
`;

/**
 * __useVariationOptionQuery__
 *
 * To run a query within a React component, call `useVariationOptionQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationOptionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationOptionQuery({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVariationOptionQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<VariationOptionQuery, VariationOptionQueryVariables> &
    ({ variables: VariationOptionQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<VariationOptionQuery, VariationOptionQueryVariables>(
    VariationOptionDocument,
    options,
  );
}
export function useVariationOptionLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VariationOptionQuery, VariationOptionQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<VariationOptionQuery, VariationOptionQueryVariables>(
    VariationOptionDocument,
    options,
  );
}
// @ts-ignore
export function useVariationOptionSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    VariationOptionQuery,
    VariationOptionQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<VariationOptionQuery, VariationOptionQueryVariables>;
export function useVariationOptionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationOptionQuery, VariationOptionQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<VariationOptionQuery | undefined, VariationOptionQueryVariables>;
export function useVariationOptionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationOptionQuery, VariationOptionQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<VariationOptionQuery, VariationOptionQueryVariables>(
    VariationOptionDocument,
    options,
  );
}
export type VariationOptionQueryHookResult = ReturnType<typeof useVariationOptionQuery>;
export type VariationOptionLazyQueryHookResult = ReturnType<typeof useVariationOptionLazyQuery>;
export type VariationOptionSuspenseQueryHookResult = ReturnType<typeof useVariationOptionSuspenseQuery>;
export type VariationOptionQueryResult = ApolloReactCommon.QueryResult<
  VariationOptionQuery,
  VariationOptionQueryVariables
>;
export const VariationModifierDocument = gql`
  query VariationModifier($variationId: ID!, $optionId: ID!, $id: ID!) {
    variationModifier(variationId: $variationId, optionId: $optionId, id: $id) {
      ...VariationModifierDetails
    }
  }
  ${VariationModifierDetailsFragmentDoc}
`;

/**
 * __useVariationModifierQuery__
 *
 * To run a query within a React component, call `useVariationModifierQuery` and pass it any options that fit your needs.
 * When your component renders, `useVariationModifierQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVariationModifierQuery({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVariationModifierQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<VariationModifierQuery, VariationModifierQueryVariables> &
    ({ variables: VariationModifierQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<VariationModifierQuery, VariationModifierQueryVariables>(
    VariationModifierDocument,
    options,
  );
}
export function useVariationModifierLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    VariationModifierQuery,
    VariationModifierQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<VariationModifierQuery, VariationModifierQueryVariables>(
    VariationModifierDocument,
    options,
  );
}
// @ts-ignore
export function useVariationModifierSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    VariationModifierQuery,
    VariationModifierQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<VariationModifierQuery, VariationModifierQueryVariables>;
export function useVariationModifierSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationModifierQuery, VariationModifierQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  VariationModifierQuery | undefined,
  VariationModifierQueryVariables
>;
export function useVariationModifierSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<VariationModifierQuery, VariationModifierQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<VariationModifierQuery, VariationModifierQueryVariables>(
    VariationModifierDocument,
    options,
  );
}
export type VariationModifierQueryHookResult = ReturnType<typeof useVariationModifierQuery>;
export type VariationModifierLazyQueryHookResult = ReturnType<typeof useVariationModifierLazyQuery>;
export type VariationModifierSuspenseQueryHookResult = ReturnType<typeof useVariationModifierSuspenseQuery>;
export type VariationModifierQueryResult = ApolloReactCommon.QueryResult<
  VariationModifierQuery,
  VariationModifierQueryVariables
>;
export const UpdateVariationModifierDocument = gql`
  mutation UpdateVariationModifier(
    $variationId: ID!
    $optionId: ID!
    $id: ID!
    $input: VariationModifierInput!
  ) {
    updateVariationModifier(variationId: $variationId, optionId: $optionId, id: $id, input: $input) {
      modifier {
        ...VariationModifierDetails
      }
      ...PayloadErrors
    }
  }
  ${VariationModifierDetailsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateVariationModifierMutationFn = ApolloReactCommon.MutationFunction<
  UpdateVariationModifierMutation,
  UpdateVariationModifierMutationVariables
>;

/**
 * __useUpdateVariationModifierMutation__
 *
 * To run a mutation, you first call `useUpdateVariationModifierMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateVariationModifierMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateVariationModifierMutation, { data, loading, error }] = useUpdateVariationModifierMutation({
 *   variables: {
 *      variationId: // value for 'variationId'
 *      optionId: // value for 'optionId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateVariationModifierMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateVariationModifierMutation,
    UpdateVariationModifierMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateVariationModifierMutation,
    UpdateVariationModifierMutationVariables
  >(UpdateVariationModifierDocument, options);
}
export type UpdateVariationModifierMutationHookResult = ReturnType<typeof useUpdateVariationModifierMutation>;
export type UpdateVariationModifierMutationResult =
  ApolloReactCommon.MutationResult<UpdateVariationModifierMutation>;
export type UpdateVariationModifierMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateVariationModifierMutation,
  UpdateVariationModifierMutationVariables
>;
