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
export type PromotionFieldsFragment = {
  __typename: 'Promotion';
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  automatic: boolean;
  promotionType: Types.PromotionType;
  start: string;
  end: string;
  updatedAt: string | null;
  discounts: Array<{
    __typename: 'PromotionDiscount';
    currency: string;
    amount: number | null;
    percentage: number | null;
    formatted: string;
  }>;
  minCartValue: Array<{ __typename: 'PromotionAmount'; currency: string; amount: number; formatted: string }>;
};

export type RulePromotionFieldsFragment = {
  __typename: 'RulePromotion';
  id: string;
  name: string;
  description: string | null;
  enabled: boolean;
  automatic: boolean;
  stackable: boolean;
  overrideStacking: boolean;
  priority: number | null;
  start: string;
  end: string;
  ruleSet: unknown;
  currencies: Array<string>;
  updatedAt: string | null;
  firstAction: { __typename: 'RuleActionSummary'; description: string } | null;
};

export type PromotionCodeRowFragment = {
  __typename: 'PromotionCode';
  id: string;
  code: string;
  uses: number | null;
  maxUses: number | null;
  consumeUnit: string;
  createdBy: string | null;
  createdAt: string | null;
};

export type PromotionJobRowFragment = {
  __typename: 'PromotionJob';
  id: string;
  promotionId: string;
  family: Types.PromotionFamily;
  jobType: Types.PromotionJobType;
  name: string | null;
  status: Types.PromotionJobStatus;
  numberOfCodes: number | null;
  generated: number | null;
  error: string | null;
  createdAt: string | null;
};

export type PromotionListQueryVariables = Exact<{
  filter?: Types.PromotionFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type PromotionListQuery = {
  __typename: 'Query';
  promotions: {
    __typename: 'PromotionPage';
    items: Array<{
      __typename: 'Promotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      promotionType: Types.PromotionType;
      start: string;
      end: string;
      updatedAt: string | null;
      discounts: Array<{
        __typename: 'PromotionDiscount';
        currency: string;
        amount: number | null;
        percentage: number | null;
        formatted: string;
      }>;
      minCartValue: Array<{
        __typename: 'PromotionAmount';
        currency: string;
        amount: number;
        formatted: string;
      }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type RulePromotionListQueryVariables = Exact<{
  filter?: Types.PromotionFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type RulePromotionListQuery = {
  __typename: 'Query';
  rulePromotions: {
    __typename: 'RulePromotionPage';
    items: Array<{
      __typename: 'RulePromotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      stackable: boolean;
      overrideStacking: boolean;
      priority: number | null;
      start: string;
      end: string;
      ruleSet: unknown;
      currencies: Array<string>;
      updatedAt: string | null;
      firstAction: { __typename: 'RuleActionSummary'; description: string } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type PromotionDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type PromotionDetailsQuery = {
  __typename: 'Query';
  promotion: {
    __typename: 'Promotion';
    id: string;
    name: string;
    description: string | null;
    enabled: boolean;
    automatic: boolean;
    promotionType: Types.PromotionType;
    start: string;
    end: string;
    updatedAt: string | null;
    discounts: Array<{
      __typename: 'PromotionDiscount';
      currency: string;
      amount: number | null;
      percentage: number | null;
      formatted: string;
    }>;
    minCartValue: Array<{
      __typename: 'PromotionAmount';
      currency: string;
      amount: number;
      formatted: string;
    }>;
  } | null;
};

export type RulePromotionDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type RulePromotionDetailsQuery = {
  __typename: 'Query';
  rulePromotion: {
    __typename: 'RulePromotion';
    id: string;
    name: string;
    description: string | null;
    enabled: boolean;
    automatic: boolean;
    stackable: boolean;
    overrideStacking: boolean;
    priority: number | null;
    start: string;
    end: string;
    ruleSet: unknown;
    currencies: Array<string>;
    updatedAt: string | null;
    firstAction: { __typename: 'RuleActionSummary'; description: string } | null;
  } | null;
};

export type PromotionCodesQueryVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type PromotionCodesQuery = {
  __typename: 'Query';
  promotionCodes: {
    __typename: 'PromotionCodePage';
    items: Array<{
      __typename: 'PromotionCode';
      id: string;
      code: string;
      uses: number | null;
      maxUses: number | null;
      consumeUnit: string;
      createdBy: string | null;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type PromotionJobsQueryVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type PromotionJobsQuery = {
  __typename: 'Query';
  promotionJobs: {
    __typename: 'PromotionJobPage';
    items: Array<{
      __typename: 'PromotionJob';
      id: string;
      promotionId: string;
      family: Types.PromotionFamily;
      jobType: Types.PromotionJobType;
      name: string | null;
      status: Types.PromotionJobStatus;
      numberOfCodes: number | null;
      generated: number | null;
      error: string | null;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type PromotionJobProgressQueryVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  id: string | number;
}>;

export type PromotionJobProgressQuery = {
  __typename: 'Query';
  promotionJob: {
    __typename: 'PromotionJob';
    id: string;
    promotionId: string;
    family: Types.PromotionFamily;
    jobType: Types.PromotionJobType;
    name: string | null;
    status: Types.PromotionJobStatus;
    numberOfCodes: number | null;
    generated: number | null;
    error: string | null;
    createdAt: string | null;
  } | null;
};

export type PromotionJobFileQueryVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  id: string | number;
}>;

export type PromotionJobFileQuery = {
  __typename: 'Query';
  promotionJob: {
    __typename: 'PromotionJob';
    id: string;
    file: { __typename: 'PromotionJobFile'; href: string; csv: string | null } | null;
  } | null;
};

export type PromotionHistoryQueryVariables = Exact<{
  promotionId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type PromotionHistoryQuery = {
  __typename: 'Query';
  promotionHistory: {
    __typename: 'PromotionHistoryPage';
    items: Array<{
      __typename: 'PromotionHistoryEntry';
      id: string;
      action: Types.PromotionHistoryAction;
      code: string;
      orderId: string | null;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CreatePromotionMutationVariables = Exact<{
  input: Types.PromotionCreateInput;
}>;

export type CreatePromotionMutation = {
  __typename: 'Mutation';
  createPromotion: {
    __typename: 'PromotionPayload';
    promotion: {
      __typename: 'Promotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      promotionType: Types.PromotionType;
      start: string;
      end: string;
      updatedAt: string | null;
      discounts: Array<{
        __typename: 'PromotionDiscount';
        currency: string;
        amount: number | null;
        percentage: number | null;
        formatted: string;
      }>;
      minCartValue: Array<{
        __typename: 'PromotionAmount';
        currency: string;
        amount: number;
        formatted: string;
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

export type UpdatePromotionMutationVariables = Exact<{
  id: string | number;
  input: Types.PromotionUpdateInput;
}>;

export type UpdatePromotionMutation = {
  __typename: 'Mutation';
  updatePromotion: {
    __typename: 'PromotionPayload';
    promotion: {
      __typename: 'Promotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      promotionType: Types.PromotionType;
      start: string;
      end: string;
      updatedAt: string | null;
      discounts: Array<{
        __typename: 'PromotionDiscount';
        currency: string;
        amount: number | null;
        percentage: number | null;
        formatted: string;
      }>;
      minCartValue: Array<{
        __typename: 'PromotionAmount';
        currency: string;
        amount: number;
        formatted: string;
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

export type DeletePromotionMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePromotionMutation = {
  __typename: 'Mutation';
  deletePromotion: {
    __typename: 'DeletePromotionPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateRulePromotionMutationVariables = Exact<{
  input: Types.RulePromotionCreateInput;
}>;

export type CreateRulePromotionMutation = {
  __typename: 'Mutation';
  createRulePromotion: {
    __typename: 'RulePromotionPayload';
    rulePromotion: {
      __typename: 'RulePromotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      stackable: boolean;
      overrideStacking: boolean;
      priority: number | null;
      start: string;
      end: string;
      ruleSet: unknown;
      currencies: Array<string>;
      updatedAt: string | null;
      firstAction: { __typename: 'RuleActionSummary'; description: string } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateRulePromotionMutationVariables = Exact<{
  id: string | number;
  input: Types.RulePromotionUpdateInput;
}>;

export type UpdateRulePromotionMutation = {
  __typename: 'Mutation';
  updateRulePromotion: {
    __typename: 'RulePromotionPayload';
    rulePromotion: {
      __typename: 'RulePromotion';
      id: string;
      name: string;
      description: string | null;
      enabled: boolean;
      automatic: boolean;
      stackable: boolean;
      overrideStacking: boolean;
      priority: number | null;
      start: string;
      end: string;
      ruleSet: unknown;
      currencies: Array<string>;
      updatedAt: string | null;
      firstAction: { __typename: 'RuleActionSummary'; description: string } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteRulePromotionMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteRulePromotionMutation = {
  __typename: 'Mutation';
  deleteRulePromotion: {
    __typename: 'DeletePromotionPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AddPromotionCodesMutationVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  codes: Array<Types.PromotionCodeInput> | Types.PromotionCodeInput;
}>;

export type AddPromotionCodesMutation = {
  __typename: 'Mutation';
  addPromotionCodes: {
    __typename: 'PromotionCodesPayload';
    codes: Array<{
      __typename: 'PromotionCode';
      id: string;
      code: string;
      uses: number | null;
      maxUses: number | null;
      consumeUnit: string;
      createdBy: string | null;
      createdAt: string | null;
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteAllPromotionCodesMutationVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
}>;

export type DeleteAllPromotionCodesMutation = {
  __typename: 'Mutation';
  deleteAllPromotionCodes: {
    __typename: 'DeletePromotionPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeletePromotionCodeMutationVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  codeId: string | number;
}>;

export type DeletePromotionCodeMutation = {
  __typename: 'Mutation';
  deletePromotionCode: {
    __typename: 'DeletePromotionPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type GeneratePromotionCodesMutationVariables = Exact<{
  family: Types.PromotionFamily;
  promotionId: string | number;
  count: number;
  prefix?: string | null | undefined;
  maxUsesPerCode?: number | null | undefined;
}>;

export type GeneratePromotionCodesMutation = {
  __typename: 'Mutation';
  generatePromotionCodes: {
    __typename: 'PromotionJobPayload';
    job: {
      __typename: 'PromotionJob';
      id: string;
      promotionId: string;
      family: Types.PromotionFamily;
      jobType: Types.PromotionJobType;
      name: string | null;
      status: Types.PromotionJobStatus;
      numberOfCodes: number | null;
      generated: number | null;
      error: string | null;
      createdAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CancelPromotionJobMutationVariables = Exact<{
  promotionId: string | number;
  jobId: string | number;
}>;

export type CancelPromotionJobMutation = {
  __typename: 'Mutation';
  cancelPromotionJob: {
    __typename: 'PromotionJobPayload';
    job: {
      __typename: 'PromotionJob';
      id: string;
      promotionId: string;
      family: Types.PromotionFamily;
      jobType: Types.PromotionJobType;
      name: string | null;
      status: Types.PromotionJobStatus;
      numberOfCodes: number | null;
      generated: number | null;
      error: string | null;
      createdAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type PromotionAttributeRowFragment = {
  __typename: 'PromotionAttribute';
  name: string;
  type: string;
  required: boolean;
  enumValues: Array<string>;
  format: string | null;
};

export type PromotionAttributesQueryVariables = Exact<{ [key: string]: never }>;

export type PromotionAttributesQuery = {
  __typename: 'Query';
  promotionAttributes: Array<{
    __typename: 'PromotionAttribute';
    name: string;
    type: string;
    required: boolean;
    enumValues: Array<string>;
    format: string | null;
  }>;
};

export const PromotionFieldsFragmentDoc = gql`
  fragment PromotionFields on Promotion {
    id
    name
    description
    enabled
    automatic
    promotionType
    discounts {
      currency
      amount
      percentage
      formatted
    }
    minCartValue {
      currency
      amount
      formatted
    }
    start
    end
    updatedAt
  }
`;
export const RulePromotionFieldsFragmentDoc = gql`
  fragment RulePromotionFields on RulePromotion {
    id
    name
    description
    enabled
    automatic
    stackable
    overrideStacking
    priority
    start
    end
    ruleSet
    currencies
    firstAction {
      description
    }
    updatedAt
  }
`;
export const PromotionCodeRowFragmentDoc = gql`
  fragment PromotionCodeRow on PromotionCode {
    id
    code
    uses
    maxUses
    consumeUnit
    createdBy
    createdAt
  }
`;
export const PromotionJobRowFragmentDoc = gql`
  fragment PromotionJobRow on PromotionJob {
    id
    promotionId
    family
    jobType
    name
    status
    numberOfCodes
    generated
    error
    createdAt
  }
`;
export const PromotionAttributeRowFragmentDoc = gql`
  fragment PromotionAttributeRow on PromotionAttribute {
    name
    type
    required
    enumValues
    format
  }
`;
export const PromotionListDocument = gql`
  query PromotionList($filter: PromotionFilter, $page: PageInput) {
    promotions(filter: $filter, page: $page, sort: [{ field: START, direction: DESC }]) {
      items {
        ...PromotionFields
      }
      ...PageFields
    }
  }
  ${PromotionFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePromotionListQuery__
 *
 * To run a query within a React component, call `usePromotionListQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<PromotionListQuery, PromotionListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionListQuery, PromotionListQueryVariables>(
    PromotionListDocument,
    options,
  );
}
export function usePromotionListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionListQuery, PromotionListQueryVariables>(
    PromotionListDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionListQuery, PromotionListQueryVariables>;
export function usePromotionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionListQuery | undefined, PromotionListQueryVariables>;
export function usePromotionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionListQuery, PromotionListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionListQuery, PromotionListQueryVariables>(
    PromotionListDocument,
    options,
  );
}
export type PromotionListQueryHookResult = ReturnType<typeof usePromotionListQuery>;
export type PromotionListLazyQueryHookResult = ReturnType<typeof usePromotionListLazyQuery>;
export type PromotionListSuspenseQueryHookResult = ReturnType<typeof usePromotionListSuspenseQuery>;
export type PromotionListQueryResult = ApolloReactCommon.QueryResult<
  PromotionListQuery,
  PromotionListQueryVariables
>;
export const RulePromotionListDocument = gql`
  query RulePromotionList($filter: PromotionFilter, $page: PageInput) {
    rulePromotions(filter: $filter, page: $page, sort: [{ field: START, direction: DESC }]) {
      items {
        ...RulePromotionFields
      }
      ...PageFields
    }
  }
  ${RulePromotionFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useRulePromotionListQuery__
 *
 * To run a query within a React component, call `useRulePromotionListQuery` and pass it any options that fit your needs.
 * When your component renders, `useRulePromotionListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRulePromotionListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRulePromotionListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(
    RulePromotionListDocument,
    options,
  );
}
export function useRulePromotionListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    RulePromotionListQuery,
    RulePromotionListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(
    RulePromotionListDocument,
    options,
  );
}
// @ts-ignore
export function useRulePromotionListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RulePromotionListQuery,
    RulePromotionListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionListQuery, RulePromotionListQueryVariables>;
export function useRulePromotionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  RulePromotionListQuery | undefined,
  RulePromotionListQueryVariables
>;
export function useRulePromotionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RulePromotionListQuery, RulePromotionListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RulePromotionListQuery, RulePromotionListQueryVariables>(
    RulePromotionListDocument,
    options,
  );
}
export type RulePromotionListQueryHookResult = ReturnType<typeof useRulePromotionListQuery>;
export type RulePromotionListLazyQueryHookResult = ReturnType<typeof useRulePromotionListLazyQuery>;
export type RulePromotionListSuspenseQueryHookResult = ReturnType<typeof useRulePromotionListSuspenseQuery>;
export type RulePromotionListQueryResult = ApolloReactCommon.QueryResult<
  RulePromotionListQuery,
  RulePromotionListQueryVariables
>;
export const PromotionDetailsDocument = gql`
  query PromotionDetails($id: ID!) {
    promotion(id: $id) {
      ...PromotionFields
    }
  }
  ${PromotionFieldsFragmentDoc}
`;

/**
 * __usePromotionDetailsQuery__
 *
 * To run a query within a React component, call `usePromotionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables> &
    ({ variables: PromotionDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(
    PromotionDetailsDocument,
    options,
  );
}
export function usePromotionDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(
    PromotionDetailsDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PromotionDetailsQuery,
    PromotionDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionDetailsQuery, PromotionDetailsQueryVariables>;
export function usePromotionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionDetailsQuery | undefined, PromotionDetailsQueryVariables>;
export function usePromotionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionDetailsQuery, PromotionDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionDetailsQuery, PromotionDetailsQueryVariables>(
    PromotionDetailsDocument,
    options,
  );
}
export type PromotionDetailsQueryHookResult = ReturnType<typeof usePromotionDetailsQuery>;
export type PromotionDetailsLazyQueryHookResult = ReturnType<typeof usePromotionDetailsLazyQuery>;
export type PromotionDetailsSuspenseQueryHookResult = ReturnType<typeof usePromotionDetailsSuspenseQuery>;
export type PromotionDetailsQueryResult = ApolloReactCommon.QueryResult<
  PromotionDetailsQuery,
  PromotionDetailsQueryVariables
>;
export const RulePromotionDetailsDocument = gql`
  query RulePromotionDetails($id: ID!) {
    rulePromotion(id: $id) {
      ...RulePromotionFields
    }
  }
  ${RulePromotionFieldsFragmentDoc}
`;

/**
 * __useRulePromotionDetailsQuery__
 *
 * To run a query within a React component, call `useRulePromotionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRulePromotionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRulePromotionDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRulePromotionDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    RulePromotionDetailsQuery,
    RulePromotionDetailsQueryVariables
  > &
    ({ variables: RulePromotionDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(
    RulePromotionDetailsDocument,
    options,
  );
}
export function useRulePromotionDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    RulePromotionDetailsQuery,
    RulePromotionDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(
    RulePromotionDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useRulePromotionDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RulePromotionDetailsQuery,
    RulePromotionDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>;
export function useRulePromotionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RulePromotionDetailsQuery,
        RulePromotionDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  RulePromotionDetailsQuery | undefined,
  RulePromotionDetailsQueryVariables
>;
export function useRulePromotionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RulePromotionDetailsQuery,
        RulePromotionDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RulePromotionDetailsQuery, RulePromotionDetailsQueryVariables>(
    RulePromotionDetailsDocument,
    options,
  );
}
export type RulePromotionDetailsQueryHookResult = ReturnType<typeof useRulePromotionDetailsQuery>;
export type RulePromotionDetailsLazyQueryHookResult = ReturnType<typeof useRulePromotionDetailsLazyQuery>;
export type RulePromotionDetailsSuspenseQueryHookResult = ReturnType<
  typeof useRulePromotionDetailsSuspenseQuery
>;
export type RulePromotionDetailsQueryResult = ApolloReactCommon.QueryResult<
  RulePromotionDetailsQuery,
  RulePromotionDetailsQueryVariables
>;
export const PromotionCodesDocument = gql`
  query PromotionCodes($family: PromotionFamily!, $promotionId: ID!, $page: PageInput) {
    promotionCodes(family: $family, promotionId: $promotionId, page: $page) {
      items {
        ...PromotionCodeRow
      }
      ...PageFields
    }
  }
  ${PromotionCodeRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePromotionCodesQuery__
 *
 * To run a query within a React component, call `usePromotionCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionCodesQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionCodesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables> &
    ({ variables: PromotionCodesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(
    PromotionCodesDocument,
    options,
  );
}
export function usePromotionCodesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(
    PromotionCodesDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionCodesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionCodesQuery, PromotionCodesQueryVariables>;
export function usePromotionCodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionCodesQuery | undefined, PromotionCodesQueryVariables>;
export function usePromotionCodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionCodesQuery, PromotionCodesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionCodesQuery, PromotionCodesQueryVariables>(
    PromotionCodesDocument,
    options,
  );
}
export type PromotionCodesQueryHookResult = ReturnType<typeof usePromotionCodesQuery>;
export type PromotionCodesLazyQueryHookResult = ReturnType<typeof usePromotionCodesLazyQuery>;
export type PromotionCodesSuspenseQueryHookResult = ReturnType<typeof usePromotionCodesSuspenseQuery>;
export type PromotionCodesQueryResult = ApolloReactCommon.QueryResult<
  PromotionCodesQuery,
  PromotionCodesQueryVariables
>;
export const PromotionJobsDocument = gql`
  query PromotionJobs($family: PromotionFamily!, $promotionId: ID!, $page: PageInput) {
    promotionJobs(family: $family, promotionId: $promotionId, page: $page) {
      items {
        ...PromotionJobRow
      }
      ...PageFields
    }
  }
  ${PromotionJobRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePromotionJobsQuery__
 *
 * To run a query within a React component, call `usePromotionJobsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobsQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionJobsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables> &
    ({ variables: PromotionJobsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(
    PromotionJobsDocument,
    options,
  );
}
export function usePromotionJobsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(
    PromotionJobsDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionJobsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobsQuery, PromotionJobsQueryVariables>;
export function usePromotionJobsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobsQuery | undefined, PromotionJobsQueryVariables>;
export function usePromotionJobsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobsQuery, PromotionJobsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionJobsQuery, PromotionJobsQueryVariables>(
    PromotionJobsDocument,
    options,
  );
}
export type PromotionJobsQueryHookResult = ReturnType<typeof usePromotionJobsQuery>;
export type PromotionJobsLazyQueryHookResult = ReturnType<typeof usePromotionJobsLazyQuery>;
export type PromotionJobsSuspenseQueryHookResult = ReturnType<typeof usePromotionJobsSuspenseQuery>;
export type PromotionJobsQueryResult = ApolloReactCommon.QueryResult<
  PromotionJobsQuery,
  PromotionJobsQueryVariables
>;
export const PromotionJobProgressDocument = gql`
  query PromotionJobProgress($family: PromotionFamily!, $promotionId: ID!, $id: ID!) {
    promotionJob(family: $family, promotionId: $promotionId, id: $id) {
      ...PromotionJobRow
    }
  }
  ${PromotionJobRowFragmentDoc}
`;

/**
 * __usePromotionJobProgressQuery__
 *
 * To run a query within a React component, call `usePromotionJobProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobProgressQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionJobProgressQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    PromotionJobProgressQuery,
    PromotionJobProgressQueryVariables
  > &
    ({ variables: PromotionJobProgressQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(
    PromotionJobProgressDocument,
    options,
  );
}
export function usePromotionJobProgressLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    PromotionJobProgressQuery,
    PromotionJobProgressQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(
    PromotionJobProgressDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionJobProgressSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PromotionJobProgressQuery,
    PromotionJobProgressQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>;
export function usePromotionJobProgressSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        PromotionJobProgressQuery,
        PromotionJobProgressQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  PromotionJobProgressQuery | undefined,
  PromotionJobProgressQueryVariables
>;
export function usePromotionJobProgressSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        PromotionJobProgressQuery,
        PromotionJobProgressQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionJobProgressQuery, PromotionJobProgressQueryVariables>(
    PromotionJobProgressDocument,
    options,
  );
}
export type PromotionJobProgressQueryHookResult = ReturnType<typeof usePromotionJobProgressQuery>;
export type PromotionJobProgressLazyQueryHookResult = ReturnType<typeof usePromotionJobProgressLazyQuery>;
export type PromotionJobProgressSuspenseQueryHookResult = ReturnType<
  typeof usePromotionJobProgressSuspenseQuery
>;
export type PromotionJobProgressQueryResult = ApolloReactCommon.QueryResult<
  PromotionJobProgressQuery,
  PromotionJobProgressQueryVariables
>;
export const PromotionJobFileDocument = gql`
  query PromotionJobFile($family: PromotionFamily!, $promotionId: ID!, $id: ID!) {
    promotionJob(family: $family, promotionId: $promotionId, id: $id) {
      id
      file {
        href
        csv
      }
    }
  }
`;

/**
 * __usePromotionJobFileQuery__
 *
 * To run a query within a React component, call `usePromotionJobFileQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionJobFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionJobFileQuery({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePromotionJobFileQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables> &
    ({ variables: PromotionJobFileQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(
    PromotionJobFileDocument,
    options,
  );
}
export function usePromotionJobFileLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(
    PromotionJobFileDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionJobFileSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PromotionJobFileQuery,
    PromotionJobFileQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobFileQuery, PromotionJobFileQueryVariables>;
export function usePromotionJobFileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionJobFileQuery | undefined, PromotionJobFileQueryVariables>;
export function usePromotionJobFileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionJobFileQuery, PromotionJobFileQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionJobFileQuery, PromotionJobFileQueryVariables>(
    PromotionJobFileDocument,
    options,
  );
}
export type PromotionJobFileQueryHookResult = ReturnType<typeof usePromotionJobFileQuery>;
export type PromotionJobFileLazyQueryHookResult = ReturnType<typeof usePromotionJobFileLazyQuery>;
export type PromotionJobFileSuspenseQueryHookResult = ReturnType<typeof usePromotionJobFileSuspenseQuery>;
export type PromotionJobFileQueryResult = ApolloReactCommon.QueryResult<
  PromotionJobFileQuery,
  PromotionJobFileQueryVariables
>;
export const PromotionHistoryDocument = gql`
  query PromotionHistory($promotionId: ID!, $page: PageInput) {
    promotionHistory(promotionId: $promotionId, page: $page) {
      items {
        id
        action
        code
        orderId
        createdAt
      }
      ...PageFields
    }
  }
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __usePromotionHistoryQuery__
 *
 * To run a query within a React component, call `usePromotionHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionHistoryQuery({
 *   variables: {
 *      promotionId: // value for 'promotionId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function usePromotionHistoryQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables> &
    ({ variables: PromotionHistoryQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(
    PromotionHistoryDocument,
    options,
  );
}
export function usePromotionHistoryLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(
    PromotionHistoryDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionHistorySuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PromotionHistoryQuery,
    PromotionHistoryQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionHistoryQuery, PromotionHistoryQueryVariables>;
export function usePromotionHistorySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionHistoryQuery | undefined, PromotionHistoryQueryVariables>;
export function usePromotionHistorySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionHistoryQuery, PromotionHistoryQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionHistoryQuery, PromotionHistoryQueryVariables>(
    PromotionHistoryDocument,
    options,
  );
}
export type PromotionHistoryQueryHookResult = ReturnType<typeof usePromotionHistoryQuery>;
export type PromotionHistoryLazyQueryHookResult = ReturnType<typeof usePromotionHistoryLazyQuery>;
export type PromotionHistorySuspenseQueryHookResult = ReturnType<typeof usePromotionHistorySuspenseQuery>;
export type PromotionHistoryQueryResult = ApolloReactCommon.QueryResult<
  PromotionHistoryQuery,
  PromotionHistoryQueryVariables
>;
export const CreatePromotionDocument = gql`
  mutation CreatePromotion($input: PromotionCreateInput!) {
    createPromotion(input: $input) {
      promotion {
        ...PromotionFields
      }
      ...PayloadErrors
    }
  }
  ${PromotionFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePromotionMutationFn = ApolloReactCommon.MutationFunction<
  CreatePromotionMutation,
  CreatePromotionMutationVariables
>;

/**
 * __useCreatePromotionMutation__
 *
 * To run a mutation, you first call `useCreatePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPromotionMutation, { data, loading, error }] = useCreatePromotionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePromotionMutation,
    CreatePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreatePromotionMutation, CreatePromotionMutationVariables>(
    CreatePromotionDocument,
    options,
  );
}
export type CreatePromotionMutationHookResult = ReturnType<typeof useCreatePromotionMutation>;
export type CreatePromotionMutationResult = ApolloReactCommon.MutationResult<CreatePromotionMutation>;
export type CreatePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePromotionMutation,
  CreatePromotionMutationVariables
>;
export const UpdatePromotionDocument = gql`
  mutation UpdatePromotion($id: ID!, $input: PromotionUpdateInput!) {
    updatePromotion(id: $id, input: $input) {
      promotion {
        ...PromotionFields
      }
      ...PayloadErrors
    }
  }
  ${PromotionFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePromotionMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePromotionMutation,
  UpdatePromotionMutationVariables
>;

/**
 * __useUpdatePromotionMutation__
 *
 * To run a mutation, you first call `useUpdatePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePromotionMutation, { data, loading, error }] = useUpdatePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePromotionMutation,
    UpdatePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdatePromotionMutation, UpdatePromotionMutationVariables>(
    UpdatePromotionDocument,
    options,
  );
}
export type UpdatePromotionMutationHookResult = ReturnType<typeof useUpdatePromotionMutation>;
export type UpdatePromotionMutationResult = ApolloReactCommon.MutationResult<UpdatePromotionMutation>;
export type UpdatePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePromotionMutation,
  UpdatePromotionMutationVariables
>;
export const DeletePromotionDocument = gql`
  mutation DeletePromotion($id: ID!) {
    deletePromotion(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePromotionMutationFn = ApolloReactCommon.MutationFunction<
  DeletePromotionMutation,
  DeletePromotionMutationVariables
>;

/**
 * __useDeletePromotionMutation__
 *
 * To run a mutation, you first call `useDeletePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePromotionMutation, { data, loading, error }] = useDeletePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePromotionMutation,
    DeletePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeletePromotionMutation, DeletePromotionMutationVariables>(
    DeletePromotionDocument,
    options,
  );
}
export type DeletePromotionMutationHookResult = ReturnType<typeof useDeletePromotionMutation>;
export type DeletePromotionMutationResult = ApolloReactCommon.MutationResult<DeletePromotionMutation>;
export type DeletePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePromotionMutation,
  DeletePromotionMutationVariables
>;
export const CreateRulePromotionDocument = gql`
  mutation CreateRulePromotion($input: RulePromotionCreateInput!) {
    createRulePromotion(input: $input) {
      rulePromotion {
        ...RulePromotionFields
      }
      ...PayloadErrors
    }
  }
  ${RulePromotionFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateRulePromotionMutationFn = ApolloReactCommon.MutationFunction<
  CreateRulePromotionMutation,
  CreateRulePromotionMutationVariables
>;

/**
 * __useCreateRulePromotionMutation__
 *
 * To run a mutation, you first call `useCreateRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRulePromotionMutation, { data, loading, error }] = useCreateRulePromotionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRulePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateRulePromotionMutation,
    CreateRulePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateRulePromotionMutation, CreateRulePromotionMutationVariables>(
    CreateRulePromotionDocument,
    options,
  );
}
export type CreateRulePromotionMutationHookResult = ReturnType<typeof useCreateRulePromotionMutation>;
export type CreateRulePromotionMutationResult = ApolloReactCommon.MutationResult<CreateRulePromotionMutation>;
export type CreateRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateRulePromotionMutation,
  CreateRulePromotionMutationVariables
>;
export const UpdateRulePromotionDocument = gql`
  mutation UpdateRulePromotion($id: ID!, $input: RulePromotionUpdateInput!) {
    updateRulePromotion(id: $id, input: $input) {
      rulePromotion {
        ...RulePromotionFields
      }
      ...PayloadErrors
    }
  }
  ${RulePromotionFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateRulePromotionMutationFn = ApolloReactCommon.MutationFunction<
  UpdateRulePromotionMutation,
  UpdateRulePromotionMutationVariables
>;

/**
 * __useUpdateRulePromotionMutation__
 *
 * To run a mutation, you first call `useUpdateRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRulePromotionMutation, { data, loading, error }] = useUpdateRulePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRulePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateRulePromotionMutation,
    UpdateRulePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>(
    UpdateRulePromotionDocument,
    options,
  );
}
export type UpdateRulePromotionMutationHookResult = ReturnType<typeof useUpdateRulePromotionMutation>;
export type UpdateRulePromotionMutationResult = ApolloReactCommon.MutationResult<UpdateRulePromotionMutation>;
export type UpdateRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateRulePromotionMutation,
  UpdateRulePromotionMutationVariables
>;
export const DeleteRulePromotionDocument = gql`
  mutation DeleteRulePromotion($id: ID!) {
    deleteRulePromotion(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteRulePromotionMutationFn = ApolloReactCommon.MutationFunction<
  DeleteRulePromotionMutation,
  DeleteRulePromotionMutationVariables
>;

/**
 * __useDeleteRulePromotionMutation__
 *
 * To run a mutation, you first call `useDeleteRulePromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRulePromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRulePromotionMutation, { data, loading, error }] = useDeleteRulePromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRulePromotionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteRulePromotionMutation,
    DeleteRulePromotionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteRulePromotionMutation, DeleteRulePromotionMutationVariables>(
    DeleteRulePromotionDocument,
    options,
  );
}
export type DeleteRulePromotionMutationHookResult = ReturnType<typeof useDeleteRulePromotionMutation>;
export type DeleteRulePromotionMutationResult = ApolloReactCommon.MutationResult<DeleteRulePromotionMutation>;
export type DeleteRulePromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteRulePromotionMutation,
  DeleteRulePromotionMutationVariables
>;
export const AddPromotionCodesDocument = gql`
  mutation AddPromotionCodes($family: PromotionFamily!, $promotionId: ID!, $codes: [PromotionCodeInput!]!) {
    addPromotionCodes(family: $family, promotionId: $promotionId, codes: $codes) {
      codes {
        ...PromotionCodeRow
      }
      ...PayloadErrors
    }
  }
  ${PromotionCodeRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddPromotionCodesMutationFn = ApolloReactCommon.MutationFunction<
  AddPromotionCodesMutation,
  AddPromotionCodesMutationVariables
>;

/**
 * __useAddPromotionCodesMutation__
 *
 * To run a mutation, you first call `useAddPromotionCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddPromotionCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addPromotionCodesMutation, { data, loading, error }] = useAddPromotionCodesMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      codes: // value for 'codes'
 *   },
 * });
 */
export function useAddPromotionCodesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddPromotionCodesMutation,
    AddPromotionCodesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>(
    AddPromotionCodesDocument,
    options,
  );
}
export type AddPromotionCodesMutationHookResult = ReturnType<typeof useAddPromotionCodesMutation>;
export type AddPromotionCodesMutationResult = ApolloReactCommon.MutationResult<AddPromotionCodesMutation>;
export type AddPromotionCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddPromotionCodesMutation,
  AddPromotionCodesMutationVariables
>;
export const DeleteAllPromotionCodesDocument = gql`
  mutation DeleteAllPromotionCodes($family: PromotionFamily!, $promotionId: ID!) {
    deleteAllPromotionCodes(family: $family, promotionId: $promotionId) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteAllPromotionCodesMutationFn = ApolloReactCommon.MutationFunction<
  DeleteAllPromotionCodesMutation,
  DeleteAllPromotionCodesMutationVariables
>;

/**
 * __useDeleteAllPromotionCodesMutation__
 *
 * To run a mutation, you first call `useDeleteAllPromotionCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAllPromotionCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAllPromotionCodesMutation, { data, loading, error }] = useDeleteAllPromotionCodesMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *   },
 * });
 */
export function useDeleteAllPromotionCodesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteAllPromotionCodesMutation,
    DeleteAllPromotionCodesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteAllPromotionCodesMutation,
    DeleteAllPromotionCodesMutationVariables
  >(DeleteAllPromotionCodesDocument, options);
}
export type DeleteAllPromotionCodesMutationHookResult = ReturnType<typeof useDeleteAllPromotionCodesMutation>;
export type DeleteAllPromotionCodesMutationResult =
  ApolloReactCommon.MutationResult<DeleteAllPromotionCodesMutation>;
export type DeleteAllPromotionCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteAllPromotionCodesMutation,
  DeleteAllPromotionCodesMutationVariables
>;
export const DeletePromotionCodeDocument = gql`
  mutation DeletePromotionCode($family: PromotionFamily!, $promotionId: ID!, $codeId: ID!) {
    deletePromotionCode(family: $family, promotionId: $promotionId, codeId: $codeId) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePromotionCodeMutationFn = ApolloReactCommon.MutationFunction<
  DeletePromotionCodeMutation,
  DeletePromotionCodeMutationVariables
>;

/**
 * __useDeletePromotionCodeMutation__
 *
 * To run a mutation, you first call `useDeletePromotionCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePromotionCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePromotionCodeMutation, { data, loading, error }] = useDeletePromotionCodeMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      codeId: // value for 'codeId'
 *   },
 * });
 */
export function useDeletePromotionCodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePromotionCodeMutation,
    DeletePromotionCodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeletePromotionCodeMutation, DeletePromotionCodeMutationVariables>(
    DeletePromotionCodeDocument,
    options,
  );
}
export type DeletePromotionCodeMutationHookResult = ReturnType<typeof useDeletePromotionCodeMutation>;
export type DeletePromotionCodeMutationResult = ApolloReactCommon.MutationResult<DeletePromotionCodeMutation>;
export type DeletePromotionCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePromotionCodeMutation,
  DeletePromotionCodeMutationVariables
>;
export const GeneratePromotionCodesDocument = gql`
  mutation GeneratePromotionCodes(
    $family: PromotionFamily!
    $promotionId: ID!
    $count: Int!
    $prefix: String
    $maxUsesPerCode: Int
  ) {
    generatePromotionCodes(
      family: $family
      promotionId: $promotionId
      count: $count
      prefix: $prefix
      maxUsesPerCode: $maxUsesPerCode
    ) {
      job {
        ...PromotionJobRow
      }
      ...PayloadErrors
    }
  }
  ${PromotionJobRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type GeneratePromotionCodesMutationFn = ApolloReactCommon.MutationFunction<
  GeneratePromotionCodesMutation,
  GeneratePromotionCodesMutationVariables
>;

/**
 * __useGeneratePromotionCodesMutation__
 *
 * To run a mutation, you first call `useGeneratePromotionCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGeneratePromotionCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generatePromotionCodesMutation, { data, loading, error }] = useGeneratePromotionCodesMutation({
 *   variables: {
 *      family: // value for 'family'
 *      promotionId: // value for 'promotionId'
 *      count: // value for 'count'
 *      prefix: // value for 'prefix'
 *      maxUsesPerCode: // value for 'maxUsesPerCode'
 *   },
 * });
 */
export function useGeneratePromotionCodesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    GeneratePromotionCodesMutation,
    GeneratePromotionCodesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    GeneratePromotionCodesMutation,
    GeneratePromotionCodesMutationVariables
  >(GeneratePromotionCodesDocument, options);
}
export type GeneratePromotionCodesMutationHookResult = ReturnType<typeof useGeneratePromotionCodesMutation>;
export type GeneratePromotionCodesMutationResult =
  ApolloReactCommon.MutationResult<GeneratePromotionCodesMutation>;
export type GeneratePromotionCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  GeneratePromotionCodesMutation,
  GeneratePromotionCodesMutationVariables
>;
export const CancelPromotionJobDocument = gql`
  mutation CancelPromotionJob($promotionId: ID!, $jobId: ID!) {
    cancelPromotionJob(promotionId: $promotionId, jobId: $jobId) {
      job {
        ...PromotionJobRow
      }
      ...PayloadErrors
    }
  }
  ${PromotionJobRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CancelPromotionJobMutationFn = ApolloReactCommon.MutationFunction<
  CancelPromotionJobMutation,
  CancelPromotionJobMutationVariables
>;

/**
 * __useCancelPromotionJobMutation__
 *
 * To run a mutation, you first call `useCancelPromotionJobMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelPromotionJobMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelPromotionJobMutation, { data, loading, error }] = useCancelPromotionJobMutation({
 *   variables: {
 *      promotionId: // value for 'promotionId'
 *      jobId: // value for 'jobId'
 *   },
 * });
 */
export function useCancelPromotionJobMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CancelPromotionJobMutation,
    CancelPromotionJobMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>(
    CancelPromotionJobDocument,
    options,
  );
}
export type CancelPromotionJobMutationHookResult = ReturnType<typeof useCancelPromotionJobMutation>;
export type CancelPromotionJobMutationResult = ApolloReactCommon.MutationResult<CancelPromotionJobMutation>;
export type CancelPromotionJobMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CancelPromotionJobMutation,
  CancelPromotionJobMutationVariables
>;
export const PromotionAttributesDocument = gql`
  query PromotionAttributes {
    promotionAttributes {
      ...PromotionAttributeRow
    }
  }
  ${PromotionAttributeRowFragmentDoc}
`;

/**
 * __usePromotionAttributesQuery__
 *
 * To run a query within a React component, call `usePromotionAttributesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePromotionAttributesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePromotionAttributesQuery({
 *   variables: {
 *   },
 * });
 */
export function usePromotionAttributesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    PromotionAttributesQuery,
    PromotionAttributesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PromotionAttributesQuery, PromotionAttributesQueryVariables>(
    PromotionAttributesDocument,
    options,
  );
}
export function usePromotionAttributesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    PromotionAttributesQuery,
    PromotionAttributesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PromotionAttributesQuery, PromotionAttributesQueryVariables>(
    PromotionAttributesDocument,
    options,
  );
}
// @ts-ignore
export function usePromotionAttributesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PromotionAttributesQuery,
    PromotionAttributesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PromotionAttributesQuery, PromotionAttributesQueryVariables>;
export function usePromotionAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionAttributesQuery, PromotionAttributesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  PromotionAttributesQuery | undefined,
  PromotionAttributesQueryVariables
>;
export function usePromotionAttributesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PromotionAttributesQuery, PromotionAttributesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PromotionAttributesQuery, PromotionAttributesQueryVariables>(
    PromotionAttributesDocument,
    options,
  );
}
export type PromotionAttributesQueryHookResult = ReturnType<typeof usePromotionAttributesQuery>;
export type PromotionAttributesLazyQueryHookResult = ReturnType<typeof usePromotionAttributesLazyQuery>;
export type PromotionAttributesSuspenseQueryHookResult = ReturnType<
  typeof usePromotionAttributesSuspenseQuery
>;
export type PromotionAttributesQueryResult = ApolloReactCommon.QueryResult<
  PromotionAttributesQuery,
  PromotionAttributesQueryVariables
>;
