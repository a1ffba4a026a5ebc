/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/schema-types';

import { gql } from '@apollo/client';
import { FlowFieldRowFragmentDoc } from '../../flows/flows.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductTemplateFieldsFragment = {
  __typename: 'ProductTemplate';
  values: unknown;
  flow: {
    __typename: 'Flow';
    id: string;
    name: string;
    slug: string;
    fields: Array<{
      __typename: 'FlowField';
      id: string;
      name: string;
      slug: string;
      fieldType: Types.FlowFieldType;
      required: boolean;
      description: string;
      enabled: boolean;
    }>;
  };
};

export type ProductTemplatesQueryVariables = Exact<{
  productId: string | number;
}>;

export type ProductTemplatesQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    id: string;
    templates: Array<{
      __typename: 'ProductTemplate';
      values: unknown;
      flow: {
        __typename: 'Flow';
        id: string;
        name: string;
        slug: string;
        fields: Array<{
          __typename: 'FlowField';
          id: string;
          name: string;
          slug: string;
          fieldType: Types.FlowFieldType;
          required: boolean;
          description: string;
          enabled: boolean;
        }>;
      };
    }>;
  } | null;
  flows: {
    __typename: 'FlowPage';
    items: Array<{ __typename: 'Flow'; id: string; name: string; slug: string }>;
  };
};

export type ProductTemplatesResultFragment = {
  __typename: 'ProductTemplatesPayload';
  templates: Array<{
    __typename: 'ProductTemplate';
    values: unknown;
    flow: {
      __typename: 'Flow';
      id: string;
      name: string;
      slug: string;
      fields: Array<{
        __typename: 'FlowField';
        id: string;
        name: string;
        slug: string;
        fieldType: Types.FlowFieldType;
        required: boolean;
        description: string;
        enabled: boolean;
      }>;
    };
  }>;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type ReplaceProductTemplatesMutationVariables = Exact<{
  productId: string | number;
  flowIds: Array<string | number> | string | number;
}>;

export type ReplaceProductTemplatesMutation = {
  __typename: 'Mutation';
  replaceProductTemplates: {
    __typename: 'ProductTemplatesPayload';
    templates: Array<{
      __typename: 'ProductTemplate';
      values: unknown;
      flow: {
        __typename: 'Flow';
        id: string;
        name: string;
        slug: string;
        fields: Array<{
          __typename: 'FlowField';
          id: string;
          name: string;
          slug: string;
          fieldType: Types.FlowFieldType;
          required: boolean;
          description: string;
          enabled: boolean;
        }>;
      };
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AttachProductTemplatesMutationVariables = Exact<{
  productId: string | number;
  flowIds: Array<string | number> | string | number;
}>;

export type AttachProductTemplatesMutation = {
  __typename: 'Mutation';
  attachProductTemplates: {
    __typename: 'ProductTemplatesPayload';
    templates: Array<{
      __typename: 'ProductTemplate';
      values: unknown;
      flow: {
        __typename: 'Flow';
        id: string;
        name: string;
        slug: string;
        fields: Array<{
          __typename: 'FlowField';
          id: string;
          name: string;
          slug: string;
          fieldType: Types.FlowFieldType;
          required: boolean;
          description: string;
          enabled: boolean;
        }>;
      };
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DetachProductTemplatesMutationVariables = Exact<{
  productId: string | number;
  flowIds: Array<string | number> | string | number;
}>;

export type DetachProductTemplatesMutation = {
  __typename: 'Mutation';
  detachProductTemplates: {
    __typename: 'ProductTemplatesPayload';
    templates: Array<{
      __typename: 'ProductTemplate';
      values: unknown;
      flow: {
        __typename: 'Flow';
        id: string;
        name: string;
        slug: string;
        fields: Array<{
          __typename: 'FlowField';
          id: string;
          name: string;
          slug: string;
          fieldType: Types.FlowFieldType;
          required: boolean;
          description: string;
          enabled: boolean;
        }>;
      };
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SaveProductTemplateValuesMutationVariables = Exact<{
  productId: string | number;
  flowId: string | number;
  values: unknown;
}>;

export type SaveProductTemplateValuesMutation = {
  __typename: 'Mutation';
  saveProductTemplateValues: {
    __typename: 'ProductTemplateValuesPayload';
    template: {
      __typename: 'ProductTemplate';
      values: unknown;
      flow: {
        __typename: 'Flow';
        id: string;
        name: string;
        slug: string;
        fields: Array<{
          __typename: 'FlowField';
          id: string;
          name: string;
          slug: string;
          fieldType: Types.FlowFieldType;
          required: boolean;
          description: string;
          enabled: boolean;
        }>;
      };
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const ProductTemplateFieldsFragmentDoc = gql`
  fragment ProductTemplateFields on ProductTemplate {
    flow {
      id
      name
      slug
      fields {
        ...FlowFieldRow
      }
    }
    values
  }
`;
export const ProductTemplatesResultFragmentDoc = gql`
  fragment ProductTemplatesResult on ProductTemplatesPayload {
    templates {
      ...ProductTemplateFields
    }
    ...PayloadErrors
  }
`;
export const ProductTemplatesDocument = gql`
  query ProductTemplates($productId: ID!) {
    product(id: $productId) {
      id
      templates {
        ...ProductTemplateFields
      }
    }
    flows(page: { limit: 100 }) {
      items {
        id
        name
        slug
      }
    }
  }
  ${ProductTemplateFieldsFragmentDoc}
  ${FlowFieldRowFragmentDoc}
`;

/**
 * __useProductTemplatesQuery__
 *
 * To run a query within a React component, call `useProductTemplatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductTemplatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductTemplatesQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useProductTemplatesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables> &
    ({ variables: ProductTemplatesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(
    ProductTemplatesDocument,
    options,
  );
}
export function useProductTemplatesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(
    ProductTemplatesDocument,
    options,
  );
}
// @ts-ignore
export function useProductTemplatesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    ProductTemplatesQuery,
    ProductTemplatesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<ProductTemplatesQuery, ProductTemplatesQueryVariables>;
export function useProductTemplatesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductTemplatesQuery | undefined, ProductTemplatesQueryVariables>;
export function useProductTemplatesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductTemplatesQuery, ProductTemplatesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductTemplatesQuery, ProductTemplatesQueryVariables>(
    ProductTemplatesDocument,
    options,
  );
}
export type ProductTemplatesQueryHookResult = ReturnType<typeof useProductTemplatesQuery>;
export type ProductTemplatesLazyQueryHookResult = ReturnType<typeof useProductTemplatesLazyQuery>;
export type ProductTemplatesSuspenseQueryHookResult = ReturnType<typeof useProductTemplatesSuspenseQuery>;
export type ProductTemplatesQueryResult = ApolloReactCommon.QueryResult<
  ProductTemplatesQuery,
  ProductTemplatesQueryVariables
>;
export const ReplaceProductTemplatesDocument = gql`
  mutation ReplaceProductTemplates($productId: ID!, $flowIds: [ID!]!) {
    replaceProductTemplates(productId: $productId, flowIds: $flowIds) {
      ...ProductTemplatesResult
    }
  }
  ${ProductTemplatesResultFragmentDoc}
  ${ProductTemplateFieldsFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ReplaceProductTemplatesMutationFn = ApolloReactCommon.MutationFunction<
  ReplaceProductTemplatesMutation,
  ReplaceProductTemplatesMutationVariables
>;

/**
 * __useReplaceProductTemplatesMutation__
 *
 * To run a mutation, you first call `useReplaceProductTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReplaceProductTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [replaceProductTemplatesMutation, { data, loading, error }] = useReplaceProductTemplatesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowIds: // value for 'flowIds'
 *   },
 * });
 */
export function useReplaceProductTemplatesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ReplaceProductTemplatesMutation,
    ReplaceProductTemplatesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    ReplaceProductTemplatesMutation,
    ReplaceProductTemplatesMutationVariables
  >(ReplaceProductTemplatesDocument, options);
}
export type ReplaceProductTemplatesMutationHookResult = ReturnType<typeof useReplaceProductTemplatesMutation>;
export type ReplaceProductTemplatesMutationResult =
  ApolloReactCommon.MutationResult<ReplaceProductTemplatesMutation>;
export type ReplaceProductTemplatesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ReplaceProductTemplatesMutation,
  ReplaceProductTemplatesMutationVariables
>;
export const AttachProductTemplatesDocument = gql`
  mutation AttachProductTemplates($productId: ID!, $flowIds: [ID!]!) {
    attachProductTemplates(productId: $productId, flowIds: $flowIds) {
      ...ProductTemplatesResult
    }
  }
  ${ProductTemplatesResultFragmentDoc}
  ${ProductTemplateFieldsFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachProductTemplatesMutationFn = ApolloReactCommon.MutationFunction<
  AttachProductTemplatesMutation,
  AttachProductTemplatesMutationVariables
>;

/**
 * __useAttachProductTemplatesMutation__
 *
 * To run a mutation, you first call `useAttachProductTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachProductTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachProductTemplatesMutation, { data, loading, error }] = useAttachProductTemplatesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowIds: // value for 'flowIds'
 *   },
 * });
 */
export function useAttachProductTemplatesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachProductTemplatesMutation,
    AttachProductTemplatesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    AttachProductTemplatesMutation,
    AttachProductTemplatesMutationVariables
  >(AttachProductTemplatesDocument, options);
}
export type AttachProductTemplatesMutationHookResult = ReturnType<typeof useAttachProductTemplatesMutation>;
export type AttachProductTemplatesMutationResult =
  ApolloReactCommon.MutationResult<AttachProductTemplatesMutation>;
export type AttachProductTemplatesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachProductTemplatesMutation,
  AttachProductTemplatesMutationVariables
>;
export const DetachProductTemplatesDocument = gql`
  mutation DetachProductTemplates($productId: ID!, $flowIds: [ID!]!) {
    detachProductTemplates(productId: $productId, flowIds: $flowIds) {
      ...ProductTemplatesResult
    }
  }
  ${ProductTemplatesResultFragmentDoc}
  ${ProductTemplateFieldsFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachProductTemplatesMutationFn = ApolloReactCommon.MutationFunction<
  DetachProductTemplatesMutation,
  DetachProductTemplatesMutationVariables
>;

/**
 * __useDetachProductTemplatesMutation__
 *
 * To run a mutation, you first call `useDetachProductTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachProductTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachProductTemplatesMutation, { data, loading, error }] = useDetachProductTemplatesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowIds: // value for 'flowIds'
 *   },
 * });
 */
export function useDetachProductTemplatesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachProductTemplatesMutation,
    DetachProductTemplatesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DetachProductTemplatesMutation,
    DetachProductTemplatesMutationVariables
  >(DetachProductTemplatesDocument, options);
}
export type DetachProductTemplatesMutationHookResult = ReturnType<typeof useDetachProductTemplatesMutation>;
export type DetachProductTemplatesMutationResult =
  ApolloReactCommon.MutationResult<DetachProductTemplatesMutation>;
export type DetachProductTemplatesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachProductTemplatesMutation,
  DetachProductTemplatesMutationVariables
>;
export const SaveProductTemplateValuesDocument = gql`
  mutation SaveProductTemplateValues($productId: ID!, $flowId: ID!, $values: JSON!) {
    saveProductTemplateValues(productId: $productId, flowId: $flowId, values: $values) {
      template {
        ...ProductTemplateFields
      }
      ...PayloadErrors
    }
  }
  ${ProductTemplateFieldsFragmentDoc}
  ${FlowFieldRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SaveProductTemplateValuesMutationFn = ApolloReactCommon.MutationFunction<
  SaveProductTemplateValuesMutation,
  SaveProductTemplateValuesMutationVariables
>;

/**
 * __useSaveProductTemplateValuesMutation__
 *
 * To run a mutation, you first call `useSaveProductTemplateValuesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveProductTemplateValuesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveProductTemplateValuesMutation, { data, loading, error }] = useSaveProductTemplateValuesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      flowId: // value for 'flowId'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useSaveProductTemplateValuesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SaveProductTemplateValuesMutation,
    SaveProductTemplateValuesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    SaveProductTemplateValuesMutation,
    SaveProductTemplateValuesMutationVariables
  >(SaveProductTemplateValuesDocument, options);
}
export type SaveProductTemplateValuesMutationHookResult = ReturnType<
  typeof useSaveProductTemplateValuesMutation
>;
export type SaveProductTemplateValuesMutationResult =
  ApolloReactCommon.MutationResult<SaveProductTemplateValuesMutation>;
export type SaveProductTemplateValuesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SaveProductTemplateValuesMutation,
  SaveProductTemplateValuesMutationVariables
>;
