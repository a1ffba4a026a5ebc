/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type SubscriptionPlanRowFragment = {
  __typename: 'SubscriptionPlan';
  id: string;
  name: string;
  description: string | null;
  billingIntervalType: Types.BillingInterval;
  billingFrequency: number;
  planLength: number;
  endBehavior: Types.PlanEndBehavior;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
  basePricePercentage: number | null;
};

export type SubscriptionProductRowFragment = {
  __typename: 'SubscriptionProduct';
  id: string;
  name: string;
  description: string | null;
  sku: string | null;
  price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
};

export type CustomerSubscriptionRowFragment = {
  __typename: 'CustomerSubscription';
  id: string;
  name: string;
  email: string;
  currency: string;
  state: Types.SubscriptionState;
  offeringId: string | null;
  offeringName: string | null;
  planId: string;
  createdAt: string | null;
  plan: { __typename: 'SubscriptionPlan'; id: string; name: string } | null;
};

export type SubscriptionInvoiceRowFragment = {
  __typename: 'SubscriptionInvoice';
  id: string;
  number: number | null;
  subscriptionId: string;
  outstanding: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  price: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
};

export type CustomerSubscriptionListQueryVariables = Exact<{
  filter?: Types.CustomerSubscriptionFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CustomerSubscriptionListQuery = {
  __typename: 'Query';
  customerSubscriptions: {
    __typename: 'CustomerSubscriptionPage';
    items: Array<{
      __typename: 'CustomerSubscription';
      id: string;
      name: string;
      email: string;
      currency: string;
      state: Types.SubscriptionState;
      offeringId: string | null;
      offeringName: string | null;
      planId: string;
      createdAt: string | null;
      plan: { __typename: 'SubscriptionPlan'; id: string; name: string } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CustomerSubscriptionDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type CustomerSubscriptionDetailsQuery = {
  __typename: 'Query';
  customerSubscription: {
    __typename: 'CustomerSubscription';
    accountId: string;
    manualPayments: boolean;
    invoiceAfter: string | null;
    availableActions: Array<Types.SubscriptionAction>;
    id: string;
    name: string;
    email: string;
    currency: string;
    state: Types.SubscriptionState;
    offeringId: string | null;
    offeringName: string | null;
    planId: string;
    createdAt: string | null;
    plan: {
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    } | null;
    products: Array<{
      __typename: 'SubscriptionProduct';
      id: string;
      name: string;
      description: string | null;
      sku: string | null;
      price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    }>;
    plans: Array<{
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    }>;
    invoices: {
      __typename: 'SubscriptionInvoicePage';
      items: Array<{
        __typename: 'SubscriptionInvoice';
        id: string;
        number: number | null;
        subscriptionId: string;
        outstanding: boolean;
        periodStart: string | null;
        periodEnd: string | null;
        price: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
      }>;
    };
  } | null;
};

export type SubscriptionOfferingListQueryVariables = Exact<{
  filter?: Types.SubscriptionNameFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type SubscriptionOfferingListQuery = {
  __typename: 'Query';
  subscriptionOfferings: {
    __typename: 'SubscriptionOfferingPage';
    items: Array<{
      __typename: 'SubscriptionOffering';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type SubscriptionOfferingDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type SubscriptionOfferingDetailsQuery = {
  __typename: 'Query';
  subscriptionOffering: {
    __typename: 'SubscriptionOffering';
    updatedAt: string | null;
    id: string;
    name: string;
    description: string | null;
    externalRef: string | null;
    prorationPolicyId: string | null;
    products: Array<{
      __typename: 'SubscriptionProduct';
      id: string;
      name: string;
      description: string | null;
      sku: string | null;
      price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    }>;
    plans: Array<{
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    }>;
  } | null;
  prorationPolicies: {
    __typename: 'ProrationPolicyPage';
    items: Array<{ __typename: 'ProrationPolicy'; id: string; name: string }>;
  };
};

export type SubscriptionPlanListQueryVariables = Exact<{
  filter?: Types.SubscriptionNameFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type SubscriptionPlanListQuery = {
  __typename: 'Query';
  subscriptionPlans: {
    __typename: 'SubscriptionPlanPage';
    items: Array<{
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type SubscriptionProductListQueryVariables = Exact<{
  filter?: Types.SubscriptionNameFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type SubscriptionProductListQuery = {
  __typename: 'Query';
  subscriptionProducts: {
    __typename: 'SubscriptionProductPage';
    items: Array<{
      __typename: 'SubscriptionProduct';
      id: string;
      name: string;
      description: string | null;
      sku: string | null;
      price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type SubscriptionInvoiceListQueryVariables = Exact<{
  filter?: Types.SubscriptionInvoiceFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type SubscriptionInvoiceListQuery = {
  __typename: 'Query';
  subscriptionInvoices: {
    __typename: 'SubscriptionInvoicePage';
    items: Array<{
      __typename: 'SubscriptionInvoice';
      id: string;
      number: number | null;
      subscriptionId: string;
      outstanding: boolean;
      periodStart: string | null;
      periodEnd: string | null;
      price: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type SubscriptionAccountOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionAccountOptionsQuery = {
  __typename: 'Query';
  accounts: { __typename: 'AccountPage'; items: Array<{ __typename: 'Account'; id: string; name: string }> };
};

export type CreateSubscriptionPlanMutationVariables = Exact<{
  input: Types.SubscriptionPlanInput;
}>;

export type CreateSubscriptionPlanMutation = {
  __typename: 'Mutation';
  createSubscriptionPlan: {
    __typename: 'SubscriptionPlanPayload';
    plan: {
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateSubscriptionProductMutationVariables = Exact<{
  input: Types.SubscriptionProductInput;
}>;

export type CreateSubscriptionProductMutation = {
  __typename: 'Mutation';
  createSubscriptionProduct: {
    __typename: 'SubscriptionProductPayload';
    product: {
      __typename: 'SubscriptionProduct';
      id: string;
      name: string;
      description: string | null;
      sku: string | null;
      price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type BuildOfferingMutationVariables = Exact<{
  input: Types.BuildOfferingInput;
}>;

export type BuildOfferingMutation = {
  __typename: 'Mutation';
  buildOffering: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string; name: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateSubscriptionMutationVariables = Exact<{
  input: Types.CreateSubscriptionInput;
}>;

export type CreateSubscriptionMutation = {
  __typename: 'Mutation';
  createSubscription: {
    __typename: 'CustomerSubscriptionPayload';
    subscription: { __typename: 'CustomerSubscription'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ChangeSubscriptionStateMutationVariables = Exact<{
  id: string | number;
  action: Types.SubscriptionAction;
}>;

export type ChangeSubscriptionStateMutation = {
  __typename: 'Mutation';
  changeSubscriptionState: {
    __typename: 'CustomerSubscriptionPayload';
    subscription: {
      __typename: 'CustomerSubscription';
      id: string;
      state: Types.SubscriptionState;
      availableActions: Array<Types.SubscriptionAction>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateSubscriptionPlanMutationVariables = Exact<{
  id: string | number;
  input: Types.SubscriptionPlanInput;
}>;

export type UpdateSubscriptionPlanMutation = {
  __typename: 'Mutation';
  updateSubscriptionPlan: {
    __typename: 'SubscriptionPlanPayload';
    plan: {
      __typename: 'SubscriptionPlan';
      id: string;
      name: string;
      description: string | null;
      billingIntervalType: Types.BillingInterval;
      billingFrequency: number;
      planLength: number;
      endBehavior: Types.PlanEndBehavior;
      canPause: boolean;
      canResume: boolean;
      canCancel: boolean;
      basePricePercentage: number | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteSubscriptionPlanMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteSubscriptionPlanMutation = {
  __typename: 'Mutation';
  deleteSubscriptionPlan: {
    __typename: 'SubscriptionDeletePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AttachOfferingProductsMutationVariables = Exact<{
  offeringId: string | number;
  productIds: Array<string | number> | string | number;
}>;

export type AttachOfferingProductsMutation = {
  __typename: 'Mutation';
  attachOfferingProducts: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RemoveOfferingProductMutationVariables = Exact<{
  offeringId: string | number;
  productId: string | number;
}>;

export type RemoveOfferingProductMutation = {
  __typename: 'Mutation';
  removeOfferingProduct: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AttachOfferingPlansMutationVariables = Exact<{
  offeringId: string | number;
  planIds: Array<string | number> | string | number;
}>;

export type AttachOfferingPlansMutation = {
  __typename: 'Mutation';
  attachOfferingPlans: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RemoveOfferingPlanMutationVariables = Exact<{
  offeringId: string | number;
  planId: string | number;
}>;

export type RemoveOfferingPlanMutation = {
  __typename: 'Mutation';
  removeOfferingPlan: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DunningRuleRowFragment = {
  __typename: 'DunningRule';
  id: string;
  paymentRetryType: Types.PaymentRetryType;
  paymentRetryInterval: number | null;
  paymentRetryUnit: Types.PaymentRetryUnit | null;
  paymentRetriesLimit: number;
  action: Types.DunningAction;
  isDefault: boolean;
};

export type ProrationPolicyRowFragment = {
  __typename: 'ProrationPolicy';
  id: string;
  name: string;
  rounding: Types.ProrationRounding;
};

export type SubscriptionBillingRulesQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionBillingRulesQuery = {
  __typename: 'Query';
  dunningRules: {
    __typename: 'DunningRulePage';
    items: Array<{
      __typename: 'DunningRule';
      id: string;
      paymentRetryType: Types.PaymentRetryType;
      paymentRetryInterval: number | null;
      paymentRetryUnit: Types.PaymentRetryUnit | null;
      paymentRetriesLimit: number;
      action: Types.DunningAction;
      isDefault: boolean;
    }>;
  };
  prorationPolicies: {
    __typename: 'ProrationPolicyPage';
    items: Array<{
      __typename: 'ProrationPolicy';
      id: string;
      name: string;
      rounding: Types.ProrationRounding;
    }>;
  };
};

export type CreateDunningRuleMutationVariables = Exact<{
  input: Types.DunningRuleInput;
}>;

export type CreateDunningRuleMutation = {
  __typename: 'Mutation';
  createDunningRule: {
    __typename: 'DunningRulePayload';
    dunningRule: {
      __typename: 'DunningRule';
      id: string;
      paymentRetryType: Types.PaymentRetryType;
      paymentRetryInterval: number | null;
      paymentRetryUnit: Types.PaymentRetryUnit | null;
      paymentRetriesLimit: number;
      action: Types.DunningAction;
      isDefault: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteDunningRuleMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteDunningRuleMutation = {
  __typename: 'Mutation';
  deleteDunningRule: {
    __typename: 'SubscriptionDeletePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateProrationPolicyMutationVariables = Exact<{
  input: Types.ProrationPolicyInput;
}>;

export type CreateProrationPolicyMutation = {
  __typename: 'Mutation';
  createProrationPolicy: {
    __typename: 'ProrationPolicyPayload';
    prorationPolicy: {
      __typename: 'ProrationPolicy';
      id: string;
      name: string;
      rounding: Types.ProrationRounding;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteProrationPolicyMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteProrationPolicyMutation = {
  __typename: 'Mutation';
  deleteProrationPolicy: {
    __typename: 'SubscriptionDeletePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateSubscriptionProductMutationVariables = Exact<{
  id: string | number;
  input: Types.SubscriptionProductInput;
}>;

export type UpdateSubscriptionProductMutation = {
  __typename: 'Mutation';
  updateSubscriptionProduct: {
    __typename: 'SubscriptionProductPayload';
    product: {
      __typename: 'SubscriptionProduct';
      id: string;
      name: string;
      description: string | null;
      sku: string | null;
      price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteSubscriptionProductMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteSubscriptionProductMutation = {
  __typename: 'Mutation';
  deleteSubscriptionProduct: {
    __typename: 'SubscriptionDeletePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SubscriptionOfferingEditableFragment = {
  __typename: 'SubscriptionOffering';
  id: string;
  name: string;
  description: string | null;
  externalRef: string | null;
  prorationPolicyId: string | null;
};

export type SubscriptionProrationPolicyOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionProrationPolicyOptionsQuery = {
  __typename: 'Query';
  prorationPolicies: {
    __typename: 'ProrationPolicyPage';
    items: Array<{ __typename: 'ProrationPolicy'; id: string; name: string }>;
  };
};

export type CreateSubscriptionOfferingMutationVariables = Exact<{
  input: Types.CreateSubscriptionOfferingInput;
}>;

export type CreateSubscriptionOfferingMutation = {
  __typename: 'Mutation';
  createSubscriptionOffering: {
    __typename: 'SubscriptionOfferingPayload';
    offering: { __typename: 'SubscriptionOffering'; id: string; name: string } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateSubscriptionOfferingMutationVariables = Exact<{
  id: string | number;
  input: Types.SubscriptionOfferingInput;
}>;

export type UpdateSubscriptionOfferingMutation = {
  __typename: 'Mutation';
  updateSubscriptionOffering: {
    __typename: 'SubscriptionOfferingPayload';
    offering: {
      __typename: 'SubscriptionOffering';
      id: string;
      name: string;
      description: string | null;
      externalRef: string | null;
      prorationPolicyId: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SetOfferingProrationPolicyMutationVariables = Exact<{
  offeringId: string | number;
  prorationPolicyId?: string | number | null | undefined;
}>;

export type SetOfferingProrationPolicyMutation = {
  __typename: 'Mutation';
  setOfferingProrationPolicy: {
    __typename: 'SubscriptionOfferingPayload';
    offering: {
      __typename: 'SubscriptionOffering';
      id: string;
      name: string;
      description: string | null;
      externalRef: string | null;
      prorationPolicyId: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ReplaceOfferingProductsMutationVariables = Exact<{
  offeringId: string | number;
  productIds: Array<string | number> | string | number;
}>;

export type ReplaceOfferingProductsMutation = {
  __typename: 'Mutation';
  replaceOfferingProducts: {
    __typename: 'SubscriptionOfferingPayload';
    offering: {
      __typename: 'SubscriptionOffering';
      id: string;
      products: Array<{
        __typename: 'SubscriptionProduct';
        id: string;
        name: string;
        description: string | null;
        sku: string | null;
        price: Array<{ __typename: 'Money'; currency: string; amount: number; formatted: string }>;
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

export type UpdateSubscriptionMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateSubscriptionInput;
}>;

export type UpdateSubscriptionMutation = {
  __typename: 'Mutation';
  updateSubscription: {
    __typename: 'CustomerSubscriptionPayload';
    subscription: {
      __typename: 'CustomerSubscription';
      id: string;
      planId: string;
      availableActions: Array<Types.SubscriptionAction>;
      plan: {
        __typename: 'SubscriptionPlan';
        id: string;
        name: string;
        description: string | null;
        billingIntervalType: Types.BillingInterval;
        billingFrequency: number;
        planLength: number;
        endBehavior: Types.PlanEndBehavior;
        canPause: boolean;
        canResume: boolean;
        canCancel: boolean;
        basePricePercentage: number | null;
      } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SubscriberRowFragment = {
  __typename: 'Subscriber';
  id: string;
  accountId: string;
  name: string;
  email: string;
  createdAt: string | null;
};

export type SubscriberListQueryVariables = Exact<{
  page?: Types.PageInput | null | undefined;
}>;

export type SubscriberListQuery = {
  __typename: 'Query';
  subscribers: {
    __typename: 'SubscriberPage';
    items: Array<{
      __typename: 'Subscriber';
      id: string;
      accountId: string;
      name: string;
      email: string;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CreateSubscriberMutationVariables = Exact<{
  input: Types.SubscriberInput;
}>;

export type CreateSubscriberMutation = {
  __typename: 'Mutation';
  createSubscriber: {
    __typename: 'SubscriberPayload';
    subscriber: {
      __typename: 'Subscriber';
      id: string;
      accountId: string;
      name: string;
      email: string;
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

export type UpdateSubscriberMutationVariables = Exact<{
  id: string | number;
  input: Types.SubscriberInput;
}>;

export type UpdateSubscriberMutation = {
  __typename: 'Mutation';
  updateSubscriber: {
    __typename: 'SubscriberPayload';
    subscriber: {
      __typename: 'Subscriber';
      id: string;
      accountId: string;
      name: string;
      email: string;
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

export type SubscriptionJobRowFragment = {
  __typename: 'SubscriptionJob';
  id: string;
  jobType: Types.SubscriptionJobType;
  status: Types.SubscriptionJobStatus;
  externalRef: string | null;
  createdAt: string | null;
};

export type SubscriptionScheduleRowFragment = {
  __typename: 'SubscriptionSchedule';
  id: string;
  name: string | null;
  specification: string;
  location: string;
  jobType: Types.SubscriptionJobType;
  externalRef: string | null;
};

export type SubscriptionJobsAndSchedulesQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionJobsAndSchedulesQuery = {
  __typename: 'Query';
  subscriptionJobs: {
    __typename: 'SubscriptionJobPage';
    items: Array<{
      __typename: 'SubscriptionJob';
      id: string;
      jobType: Types.SubscriptionJobType;
      status: Types.SubscriptionJobStatus;
      externalRef: string | null;
      createdAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
  subscriptionSchedules: {
    __typename: 'SubscriptionSchedulePage';
    items: Array<{
      __typename: 'SubscriptionSchedule';
      id: string;
      name: string | null;
      specification: string;
      location: string;
      jobType: Types.SubscriptionJobType;
      externalRef: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CreateSubscriptionJobMutationVariables = Exact<{
  input: Types.CreateSubscriptionJobInput;
}>;

export type CreateSubscriptionJobMutation = {
  __typename: 'Mutation';
  createSubscriptionJob: {
    __typename: 'SubscriptionJobPayload';
    job: {
      __typename: 'SubscriptionJob';
      id: string;
      jobType: Types.SubscriptionJobType;
      status: Types.SubscriptionJobStatus;
      externalRef: string | null;
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

export type CreateSubscriptionScheduleMutationVariables = Exact<{
  input: Types.SubscriptionScheduleInput;
}>;

export type CreateSubscriptionScheduleMutation = {
  __typename: 'Mutation';
  createSubscriptionSchedule: {
    __typename: 'SubscriptionSchedulePayload';
    schedule: {
      __typename: 'SubscriptionSchedule';
      id: string;
      name: string | null;
      specification: string;
      location: string;
      jobType: Types.SubscriptionJobType;
      externalRef: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateSubscriptionScheduleMutationVariables = Exact<{
  id: string | number;
  input: Types.SubscriptionScheduleInput;
}>;

export type UpdateSubscriptionScheduleMutation = {
  __typename: 'Mutation';
  updateSubscriptionSchedule: {
    __typename: 'SubscriptionSchedulePayload';
    schedule: {
      __typename: 'SubscriptionSchedule';
      id: string;
      name: string | null;
      specification: string;
      location: string;
      jobType: Types.SubscriptionJobType;
      externalRef: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateDunningRuleMutationVariables = Exact<{
  id: string | number;
  input: Types.DunningRuleInput;
}>;

export type UpdateDunningRuleMutation = {
  __typename: 'Mutation';
  updateDunningRule: {
    __typename: 'DunningRulePayload';
    dunningRule: {
      __typename: 'DunningRule';
      id: string;
      paymentRetryType: Types.PaymentRetryType;
      paymentRetryInterval: number | null;
      paymentRetryUnit: Types.PaymentRetryUnit | null;
      paymentRetriesLimit: number;
      action: Types.DunningAction;
      isDefault: boolean;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateProrationPolicyMutationVariables = Exact<{
  id: string | number;
  input: Types.ProrationPolicyInput;
}>;

export type UpdateProrationPolicyMutation = {
  __typename: 'Mutation';
  updateProrationPolicy: {
    __typename: 'ProrationPolicyPayload';
    prorationPolicy: {
      __typename: 'ProrationPolicy';
      id: string;
      name: string;
      rounding: Types.ProrationRounding;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type SubscriptionPaymentFieldsFragment = {
  __typename: 'SubscriptionPayment';
  id: string;
  success: boolean;
  pending: boolean;
  gateway: string | null;
  externalPaymentId: string | null;
  failureReason: string | null;
  createdAt: string | null;
  amount: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
};

export type SubscriptionInvoiceDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type SubscriptionInvoiceDetailsQuery = {
  __typename: 'Query';
  subscriptionInvoice: {
    __typename: 'SubscriptionInvoice';
    createdAt: string | null;
    id: string;
    number: number | null;
    subscriptionId: string;
    outstanding: boolean;
    periodStart: string | null;
    periodEnd: string | null;
    items: Array<{
      __typename: 'SubscriptionInvoiceItem';
      description: string;
      price: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    payments: Array<{
      __typename: 'SubscriptionPayment';
      id: string;
      success: boolean;
      pending: boolean;
      gateway: string | null;
      externalPaymentId: string | null;
      failureReason: string | null;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
    }>;
    price: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
  } | null;
};

export type SubscriptionInvoicePaymentQueryVariables = Exact<{
  invoiceId: string | number;
  paymentId: string | number;
}>;

export type SubscriptionInvoicePaymentQuery = {
  __typename: 'Query';
  subscriptionInvoicePayment: {
    __typename: 'SubscriptionPayment';
    id: string;
    success: boolean;
    pending: boolean;
    gateway: string | null;
    externalPaymentId: string | null;
    failureReason: string | null;
    createdAt: string | null;
    amount: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
  } | null;
};

export const SubscriptionPlanRowFragmentDoc = gql`
  fragment SubscriptionPlanRow on SubscriptionPlan {
    id
    name
    description
    billingIntervalType
    billingFrequency
    planLength
    endBehavior
    canPause
    canResume
    canCancel
    basePricePercentage
  }
`;
export const SubscriptionProductRowFragmentDoc = gql`
  fragment SubscriptionProductRow on SubscriptionProduct {
    id
    name
    description
    sku
    price {
      ...MoneyFields
    }
  }
`;
export const CustomerSubscriptionRowFragmentDoc = gql`
  fragment CustomerSubscriptionRow on CustomerSubscription {
    id
    name
    email
    currency
    state
    offeringId
    offeringName
    planId
    createdAt
    plan {
      id
      name
    }
  }
`;
export const SubscriptionInvoiceRowFragmentDoc = gql`
  fragment SubscriptionInvoiceRow on SubscriptionInvoice {
    id
    number
    subscriptionId
    outstanding
    periodStart
    periodEnd
    price {
      ...MoneyFields
    }
  }
`;
export const DunningRuleRowFragmentDoc = gql`
  fragment DunningRuleRow on DunningRule {
    id
    paymentRetryType
    paymentRetryInterval
    paymentRetryUnit
    paymentRetriesLimit
    action
    isDefault
  }
`;
export const ProrationPolicyRowFragmentDoc = gql`
  fragment ProrationPolicyRow on ProrationPolicy {
    id
    name
    rounding
  }
`;
export const SubscriptionOfferingEditableFragmentDoc = gql`
  fragment SubscriptionOfferingEditable on SubscriptionOffering {
    id
    name
    description
    externalRef
    prorationPolicyId
  }
`;
export const SubscriberRowFragmentDoc = gql`
  fragment SubscriberRow on Subscriber {
    id
    accountId
    name
    email
    createdAt
  }
`;
export const SubscriptionJobRowFragmentDoc = gql`
  fragment SubscriptionJobRow on SubscriptionJob {
    id
    jobType
    status
    externalRef
    createdAt
  }
`;
export const SubscriptionScheduleRowFragmentDoc = gql`
  fragment SubscriptionScheduleRow on SubscriptionSchedule {
    id
    name
    specification
    location
    jobType
    externalRef
  }
`;
export const SubscriptionPaymentFieldsFragmentDoc = gql`
  fragment SubscriptionPaymentFields on SubscriptionPayment {
    id
    success
    pending
    gateway
    externalPaymentId
    failureReason
    createdAt
    amount {
      ...MoneyFields
    }
  }
`;
export const CustomerSubscriptionListDocument = gql`
  query CustomerSubscriptionList($filter: CustomerSubscriptionFilter, $page: PageInput) {
    customerSubscriptions(filter: $filter, page: $page) {
      items {
        ...CustomerSubscriptionRow
      }
      ...PageFields
    }
  }
  ${CustomerSubscriptionRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCustomerSubscriptionListQuery__
 *
 * To run a query within a React component, call `useCustomerSubscriptionListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerSubscriptionListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerSubscriptionListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCustomerSubscriptionListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    CustomerSubscriptionListQuery,
    CustomerSubscriptionListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CustomerSubscriptionListQuery, CustomerSubscriptionListQueryVariables>(
    CustomerSubscriptionListDocument,
    options,
  );
}
export function useCustomerSubscriptionListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CustomerSubscriptionListQuery,
    CustomerSubscriptionListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CustomerSubscriptionListQuery, CustomerSubscriptionListQueryVariables>(
    CustomerSubscriptionListDocument,
    options,
  );
}
// @ts-ignore
export function useCustomerSubscriptionListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomerSubscriptionListQuery,
    CustomerSubscriptionListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomerSubscriptionListQuery,
  CustomerSubscriptionListQueryVariables
>;
export function useCustomerSubscriptionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomerSubscriptionListQuery,
        CustomerSubscriptionListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomerSubscriptionListQuery | undefined,
  CustomerSubscriptionListQueryVariables
>;
export function useCustomerSubscriptionListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomerSubscriptionListQuery,
        CustomerSubscriptionListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CustomerSubscriptionListQuery,
    CustomerSubscriptionListQueryVariables
  >(CustomerSubscriptionListDocument, options);
}
export type CustomerSubscriptionListQueryHookResult = ReturnType<typeof useCustomerSubscriptionListQuery>;
export type CustomerSubscriptionListLazyQueryHookResult = ReturnType<
  typeof useCustomerSubscriptionListLazyQuery
>;
export type CustomerSubscriptionListSuspenseQueryHookResult = ReturnType<
  typeof useCustomerSubscriptionListSuspenseQuery
>;
export type CustomerSubscriptionListQueryResult = ApolloReactCommon.QueryResult<
  CustomerSubscriptionListQuery,
  CustomerSubscriptionListQueryVariables
>;
export const CustomerSubscriptionDetailsDocument = gql`
  query CustomerSubscriptionDetails($id: ID!) {
    customerSubscription(id: $id) {
      ...CustomerSubscriptionRow
      accountId
      manualPayments
      invoiceAfter
      availableActions
      plan {
        ...SubscriptionPlanRow
      }
      products {
        ...SubscriptionProductRow
      }
      plans {
        ...SubscriptionPlanRow
      }
      invoices(page: { limit: 100 }) {
        items {
          ...SubscriptionInvoiceRow
        }
      }
    }
  }
  ${CustomerSubscriptionRowFragmentDoc}
  ${SubscriptionPlanRowFragmentDoc}
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${SubscriptionInvoiceRowFragmentDoc}
`;

/**
 * __useCustomerSubscriptionDetailsQuery__
 *
 * To run a query within a React component, call `useCustomerSubscriptionDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerSubscriptionDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerSubscriptionDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerSubscriptionDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  > &
    ({ variables: CustomerSubscriptionDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  >(CustomerSubscriptionDetailsDocument, options);
}
export function useCustomerSubscriptionDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  >(CustomerSubscriptionDetailsDocument, options);
}
// @ts-ignore
export function useCustomerSubscriptionDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomerSubscriptionDetailsQuery,
  CustomerSubscriptionDetailsQueryVariables
>;
export function useCustomerSubscriptionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomerSubscriptionDetailsQuery,
        CustomerSubscriptionDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CustomerSubscriptionDetailsQuery | undefined,
  CustomerSubscriptionDetailsQueryVariables
>;
export function useCustomerSubscriptionDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CustomerSubscriptionDetailsQuery,
        CustomerSubscriptionDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CustomerSubscriptionDetailsQuery,
    CustomerSubscriptionDetailsQueryVariables
  >(CustomerSubscriptionDetailsDocument, options);
}
export type CustomerSubscriptionDetailsQueryHookResult = ReturnType<
  typeof useCustomerSubscriptionDetailsQuery
>;
export type CustomerSubscriptionDetailsLazyQueryHookResult = ReturnType<
  typeof useCustomerSubscriptionDetailsLazyQuery
>;
export type CustomerSubscriptionDetailsSuspenseQueryHookResult = ReturnType<
  typeof useCustomerSubscriptionDetailsSuspenseQuery
>;
export type CustomerSubscriptionDetailsQueryResult = ApolloReactCommon.QueryResult<
  CustomerSubscriptionDetailsQuery,
  CustomerSubscriptionDetailsQueryVariables
>;
export const SubscriptionOfferingListDocument = gql`
  query SubscriptionOfferingList($filter: SubscriptionNameFilter, $page: PageInput) {
    subscriptionOfferings(filter: $filter, page: $page) {
      items {
        id
        name
        description
        updatedAt
      }
      ...PageFields
    }
  }
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useSubscriptionOfferingListQuery__
 *
 * To run a query within a React component, call `useSubscriptionOfferingListQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionOfferingListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionOfferingListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useSubscriptionOfferingListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionOfferingListQuery,
    SubscriptionOfferingListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionOfferingListQuery, SubscriptionOfferingListQueryVariables>(
    SubscriptionOfferingListDocument,
    options,
  );
}
export function useSubscriptionOfferingListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionOfferingListQuery,
    SubscriptionOfferingListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriptionOfferingListQuery, SubscriptionOfferingListQueryVariables>(
    SubscriptionOfferingListDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriptionOfferingListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionOfferingListQuery,
    SubscriptionOfferingListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionOfferingListQuery,
  SubscriptionOfferingListQueryVariables
>;
export function useSubscriptionOfferingListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionOfferingListQuery,
        SubscriptionOfferingListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionOfferingListQuery | undefined,
  SubscriptionOfferingListQueryVariables
>;
export function useSubscriptionOfferingListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionOfferingListQuery,
        SubscriptionOfferingListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionOfferingListQuery,
    SubscriptionOfferingListQueryVariables
  >(SubscriptionOfferingListDocument, options);
}
export type SubscriptionOfferingListQueryHookResult = ReturnType<typeof useSubscriptionOfferingListQuery>;
export type SubscriptionOfferingListLazyQueryHookResult = ReturnType<
  typeof useSubscriptionOfferingListLazyQuery
>;
export type SubscriptionOfferingListSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionOfferingListSuspenseQuery
>;
export type SubscriptionOfferingListQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionOfferingListQuery,
  SubscriptionOfferingListQueryVariables
>;
export const SubscriptionOfferingDetailsDocument = gql`
  query SubscriptionOfferingDetails($id: ID!) {
    subscriptionOffering(id: $id) {
      ...SubscriptionOfferingEditable
      updatedAt
      products {
        ...SubscriptionProductRow
      }
      plans {
        ...SubscriptionPlanRow
      }
    }
    prorationPolicies(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
  ${SubscriptionOfferingEditableFragmentDoc}
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${SubscriptionPlanRowFragmentDoc}
`;

/**
 * __useSubscriptionOfferingDetailsQuery__
 *
 * To run a query within a React component, call `useSubscriptionOfferingDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionOfferingDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionOfferingDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSubscriptionOfferingDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  > &
    ({ variables: SubscriptionOfferingDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  >(SubscriptionOfferingDetailsDocument, options);
}
export function useSubscriptionOfferingDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  >(SubscriptionOfferingDetailsDocument, options);
}
// @ts-ignore
export function useSubscriptionOfferingDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionOfferingDetailsQuery,
  SubscriptionOfferingDetailsQueryVariables
>;
export function useSubscriptionOfferingDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionOfferingDetailsQuery,
        SubscriptionOfferingDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionOfferingDetailsQuery | undefined,
  SubscriptionOfferingDetailsQueryVariables
>;
export function useSubscriptionOfferingDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionOfferingDetailsQuery,
        SubscriptionOfferingDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionOfferingDetailsQuery,
    SubscriptionOfferingDetailsQueryVariables
  >(SubscriptionOfferingDetailsDocument, options);
}
export type SubscriptionOfferingDetailsQueryHookResult = ReturnType<
  typeof useSubscriptionOfferingDetailsQuery
>;
export type SubscriptionOfferingDetailsLazyQueryHookResult = ReturnType<
  typeof useSubscriptionOfferingDetailsLazyQuery
>;
export type SubscriptionOfferingDetailsSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionOfferingDetailsSuspenseQuery
>;
export type SubscriptionOfferingDetailsQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionOfferingDetailsQuery,
  SubscriptionOfferingDetailsQueryVariables
>;
export const SubscriptionPlanListDocument = gql`
  query SubscriptionPlanList($filter: SubscriptionNameFilter, $page: PageInput) {
    subscriptionPlans(filter: $filter, page: $page) {
      items {
        ...SubscriptionPlanRow
      }
      ...PageFields
    }
  }
  ${SubscriptionPlanRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useSubscriptionPlanListQuery__
 *
 * To run a query within a React component, call `useSubscriptionPlanListQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionPlanListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionPlanListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useSubscriptionPlanListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionPlanListQuery,
    SubscriptionPlanListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionPlanListQuery, SubscriptionPlanListQueryVariables>(
    SubscriptionPlanListDocument,
    options,
  );
}
export function useSubscriptionPlanListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionPlanListQuery,
    SubscriptionPlanListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriptionPlanListQuery, SubscriptionPlanListQueryVariables>(
    SubscriptionPlanListDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriptionPlanListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionPlanListQuery,
    SubscriptionPlanListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<SubscriptionPlanListQuery, SubscriptionPlanListQueryVariables>;
export function useSubscriptionPlanListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionPlanListQuery,
        SubscriptionPlanListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionPlanListQuery | undefined,
  SubscriptionPlanListQueryVariables
>;
export function useSubscriptionPlanListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionPlanListQuery,
        SubscriptionPlanListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<SubscriptionPlanListQuery, SubscriptionPlanListQueryVariables>(
    SubscriptionPlanListDocument,
    options,
  );
}
export type SubscriptionPlanListQueryHookResult = ReturnType<typeof useSubscriptionPlanListQuery>;
export type SubscriptionPlanListLazyQueryHookResult = ReturnType<typeof useSubscriptionPlanListLazyQuery>;
export type SubscriptionPlanListSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionPlanListSuspenseQuery
>;
export type SubscriptionPlanListQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionPlanListQuery,
  SubscriptionPlanListQueryVariables
>;
export const SubscriptionProductListDocument = gql`
  query SubscriptionProductList($filter: SubscriptionNameFilter, $page: PageInput) {
    subscriptionProducts(filter: $filter, page: $page) {
      items {
        ...SubscriptionProductRow
      }
      ...PageFields
    }
  }
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useSubscriptionProductListQuery__
 *
 * To run a query within a React component, call `useSubscriptionProductListQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionProductListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionProductListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useSubscriptionProductListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionProductListQuery,
    SubscriptionProductListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionProductListQuery, SubscriptionProductListQueryVariables>(
    SubscriptionProductListDocument,
    options,
  );
}
export function useSubscriptionProductListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionProductListQuery,
    SubscriptionProductListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriptionProductListQuery, SubscriptionProductListQueryVariables>(
    SubscriptionProductListDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriptionProductListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionProductListQuery,
    SubscriptionProductListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionProductListQuery,
  SubscriptionProductListQueryVariables
>;
export function useSubscriptionProductListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionProductListQuery,
        SubscriptionProductListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionProductListQuery | undefined,
  SubscriptionProductListQueryVariables
>;
export function useSubscriptionProductListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionProductListQuery,
        SubscriptionProductListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionProductListQuery,
    SubscriptionProductListQueryVariables
  >(SubscriptionProductListDocument, options);
}
export type SubscriptionProductListQueryHookResult = ReturnType<typeof useSubscriptionProductListQuery>;
export type SubscriptionProductListLazyQueryHookResult = ReturnType<
  typeof useSubscriptionProductListLazyQuery
>;
export type SubscriptionProductListSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionProductListSuspenseQuery
>;
export type SubscriptionProductListQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionProductListQuery,
  SubscriptionProductListQueryVariables
>;
export const SubscriptionInvoiceListDocument = gql`
  query SubscriptionInvoiceList($filter: SubscriptionInvoiceFilter, $page: PageInput) {
    subscriptionInvoices(filter: $filter, page: $page) {
      items {
        ...SubscriptionInvoiceRow
      }
      ...PageFields
    }
  }
  ${SubscriptionInvoiceRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useSubscriptionInvoiceListQuery__
 *
 * To run a query within a React component, call `useSubscriptionInvoiceListQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionInvoiceListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionInvoiceListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useSubscriptionInvoiceListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionInvoiceListQuery,
    SubscriptionInvoiceListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionInvoiceListQuery, SubscriptionInvoiceListQueryVariables>(
    SubscriptionInvoiceListDocument,
    options,
  );
}
export function useSubscriptionInvoiceListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionInvoiceListQuery,
    SubscriptionInvoiceListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriptionInvoiceListQuery, SubscriptionInvoiceListQueryVariables>(
    SubscriptionInvoiceListDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriptionInvoiceListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionInvoiceListQuery,
    SubscriptionInvoiceListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoiceListQuery,
  SubscriptionInvoiceListQueryVariables
>;
export function useSubscriptionInvoiceListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoiceListQuery,
        SubscriptionInvoiceListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoiceListQuery | undefined,
  SubscriptionInvoiceListQueryVariables
>;
export function useSubscriptionInvoiceListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoiceListQuery,
        SubscriptionInvoiceListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionInvoiceListQuery,
    SubscriptionInvoiceListQueryVariables
  >(SubscriptionInvoiceListDocument, options);
}
export type SubscriptionInvoiceListQueryHookResult = ReturnType<typeof useSubscriptionInvoiceListQuery>;
export type SubscriptionInvoiceListLazyQueryHookResult = ReturnType<
  typeof useSubscriptionInvoiceListLazyQuery
>;
export type SubscriptionInvoiceListSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionInvoiceListSuspenseQuery
>;
export type SubscriptionInvoiceListQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionInvoiceListQuery,
  SubscriptionInvoiceListQueryVariables
>;
export const SubscriptionAccountOptionsDocument = gql`
  query SubscriptionAccountOptions {
    accounts(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
`;

/**
 * __useSubscriptionAccountOptionsQuery__
 *
 * To run a query within a React component, call `useSubscriptionAccountOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionAccountOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionAccountOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscriptionAccountOptionsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionAccountOptionsQuery,
    SubscriptionAccountOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionAccountOptionsQuery, SubscriptionAccountOptionsQueryVariables>(
    SubscriptionAccountOptionsDocument,
    options,
  );
}
export function useSubscriptionAccountOptionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionAccountOptionsQuery,
    SubscriptionAccountOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionAccountOptionsQuery,
    SubscriptionAccountOptionsQueryVariables
  >(SubscriptionAccountOptionsDocument, options);
}
// @ts-ignore
export function useSubscriptionAccountOptionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionAccountOptionsQuery,
    SubscriptionAccountOptionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionAccountOptionsQuery,
  SubscriptionAccountOptionsQueryVariables
>;
export function useSubscriptionAccountOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionAccountOptionsQuery,
        SubscriptionAccountOptionsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionAccountOptionsQuery | undefined,
  SubscriptionAccountOptionsQueryVariables
>;
export function useSubscriptionAccountOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionAccountOptionsQuery,
        SubscriptionAccountOptionsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionAccountOptionsQuery,
    SubscriptionAccountOptionsQueryVariables
  >(SubscriptionAccountOptionsDocument, options);
}
export type SubscriptionAccountOptionsQueryHookResult = ReturnType<typeof useSubscriptionAccountOptionsQuery>;
export type SubscriptionAccountOptionsLazyQueryHookResult = ReturnType<
  typeof useSubscriptionAccountOptionsLazyQuery
>;
export type SubscriptionAccountOptionsSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionAccountOptionsSuspenseQuery
>;
export type SubscriptionAccountOptionsQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionAccountOptionsQuery,
  SubscriptionAccountOptionsQueryVariables
>;
export const CreateSubscriptionPlanDocument = gql`
  mutation CreateSubscriptionPlan($input: SubscriptionPlanInput!) {
    createSubscriptionPlan(input: $input) {
      plan {
        ...SubscriptionPlanRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionPlanRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionPlanMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionPlanMutation,
  CreateSubscriptionPlanMutationVariables
>;

/**
 * __useCreateSubscriptionPlanMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionPlanMutation, { data, loading, error }] = useCreateSubscriptionPlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionPlanMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionPlanMutation,
    CreateSubscriptionPlanMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateSubscriptionPlanMutation,
    CreateSubscriptionPlanMutationVariables
  >(CreateSubscriptionPlanDocument, options);
}
export type CreateSubscriptionPlanMutationHookResult = ReturnType<typeof useCreateSubscriptionPlanMutation>;
export type CreateSubscriptionPlanMutationResult =
  ApolloReactCommon.MutationResult<CreateSubscriptionPlanMutation>;
export type CreateSubscriptionPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionPlanMutation,
  CreateSubscriptionPlanMutationVariables
>;
export const CreateSubscriptionProductDocument = gql`
  mutation CreateSubscriptionProduct($input: SubscriptionProductInput!) {
    createSubscriptionProduct(input: $input) {
      product {
        ...SubscriptionProductRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionProductMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionProductMutation,
  CreateSubscriptionProductMutationVariables
>;

/**
 * __useCreateSubscriptionProductMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionProductMutation, { data, loading, error }] = useCreateSubscriptionProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionProductMutation,
    CreateSubscriptionProductMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateSubscriptionProductMutation,
    CreateSubscriptionProductMutationVariables
  >(CreateSubscriptionProductDocument, options);
}
export type CreateSubscriptionProductMutationHookResult = ReturnType<
  typeof useCreateSubscriptionProductMutation
>;
export type CreateSubscriptionProductMutationResult =
  ApolloReactCommon.MutationResult<CreateSubscriptionProductMutation>;
export type CreateSubscriptionProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionProductMutation,
  CreateSubscriptionProductMutationVariables
>;
export const BuildOfferingDocument = gql`
  mutation BuildOffering($input: BuildOfferingInput!) {
    buildOffering(input: $input) {
      offering {
        id
        name
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type BuildOfferingMutationFn = ApolloReactCommon.MutationFunction<
  BuildOfferingMutation,
  BuildOfferingMutationVariables
>;

/**
 * __useBuildOfferingMutation__
 *
 * To run a mutation, you first call `useBuildOfferingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuildOfferingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buildOfferingMutation, { data, loading, error }] = useBuildOfferingMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBuildOfferingMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<BuildOfferingMutation, BuildOfferingMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<BuildOfferingMutation, BuildOfferingMutationVariables>(
    BuildOfferingDocument,
    options,
  );
}
export type BuildOfferingMutationHookResult = ReturnType<typeof useBuildOfferingMutation>;
export type BuildOfferingMutationResult = ApolloReactCommon.MutationResult<BuildOfferingMutation>;
export type BuildOfferingMutationOptions = ApolloReactCommon.BaseMutationOptions<
  BuildOfferingMutation,
  BuildOfferingMutationVariables
>;
export const CreateSubscriptionDocument = gql`
  mutation CreateSubscription($input: CreateSubscriptionInput!) {
    createSubscription(input: $input) {
      subscription {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionMutation,
  CreateSubscriptionMutationVariables
>;

/**
 * __useCreateSubscriptionMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionMutation, { data, loading, error }] = useCreateSubscriptionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionMutation,
    CreateSubscriptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>(
    CreateSubscriptionDocument,
    options,
  );
}
export type CreateSubscriptionMutationHookResult = ReturnType<typeof useCreateSubscriptionMutation>;
export type CreateSubscriptionMutationResult = ApolloReactCommon.MutationResult<CreateSubscriptionMutation>;
export type CreateSubscriptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionMutation,
  CreateSubscriptionMutationVariables
>;
export const ChangeSubscriptionStateDocument = gql`
  mutation ChangeSubscriptionState($id: ID!, $action: SubscriptionAction!) {
    changeSubscriptionState(id: $id, action: $action) {
      subscription {
        id
        state
        availableActions
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ChangeSubscriptionStateMutationFn = ApolloReactCommon.MutationFunction<
  ChangeSubscriptionStateMutation,
  ChangeSubscriptionStateMutationVariables
>;

/**
 * __useChangeSubscriptionStateMutation__
 *
 * To run a mutation, you first call `useChangeSubscriptionStateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeSubscriptionStateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeSubscriptionStateMutation, { data, loading, error }] = useChangeSubscriptionStateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      action: // value for 'action'
 *   },
 * });
 */
export function useChangeSubscriptionStateMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ChangeSubscriptionStateMutation,
    ChangeSubscriptionStateMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    ChangeSubscriptionStateMutation,
    ChangeSubscriptionStateMutationVariables
  >(ChangeSubscriptionStateDocument, options);
}
export type ChangeSubscriptionStateMutationHookResult = ReturnType<typeof useChangeSubscriptionStateMutation>;
export type ChangeSubscriptionStateMutationResult =
  ApolloReactCommon.MutationResult<ChangeSubscriptionStateMutation>;
export type ChangeSubscriptionStateMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ChangeSubscriptionStateMutation,
  ChangeSubscriptionStateMutationVariables
>;
export const UpdateSubscriptionPlanDocument = gql`
  mutation UpdateSubscriptionPlan($id: ID!, $input: SubscriptionPlanInput!) {
    updateSubscriptionPlan(id: $id, input: $input) {
      plan {
        ...SubscriptionPlanRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionPlanRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionPlanMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionPlanMutation,
  UpdateSubscriptionPlanMutationVariables
>;

/**
 * __useUpdateSubscriptionPlanMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionPlanMutation, { data, loading, error }] = useUpdateSubscriptionPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionPlanMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionPlanMutation,
    UpdateSubscriptionPlanMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateSubscriptionPlanMutation,
    UpdateSubscriptionPlanMutationVariables
  >(UpdateSubscriptionPlanDocument, options);
}
export type UpdateSubscriptionPlanMutationHookResult = ReturnType<typeof useUpdateSubscriptionPlanMutation>;
export type UpdateSubscriptionPlanMutationResult =
  ApolloReactCommon.MutationResult<UpdateSubscriptionPlanMutation>;
export type UpdateSubscriptionPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionPlanMutation,
  UpdateSubscriptionPlanMutationVariables
>;
export const DeleteSubscriptionPlanDocument = gql`
  mutation DeleteSubscriptionPlan($id: ID!) {
    deleteSubscriptionPlan(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteSubscriptionPlanMutationFn = ApolloReactCommon.MutationFunction<
  DeleteSubscriptionPlanMutation,
  DeleteSubscriptionPlanMutationVariables
>;

/**
 * __useDeleteSubscriptionPlanMutation__
 *
 * To run a mutation, you first call `useDeleteSubscriptionPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSubscriptionPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSubscriptionPlanMutation, { data, loading, error }] = useDeleteSubscriptionPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSubscriptionPlanMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteSubscriptionPlanMutation,
    DeleteSubscriptionPlanMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteSubscriptionPlanMutation,
    DeleteSubscriptionPlanMutationVariables
  >(DeleteSubscriptionPlanDocument, options);
}
export type DeleteSubscriptionPlanMutationHookResult = ReturnType<typeof useDeleteSubscriptionPlanMutation>;
export type DeleteSubscriptionPlanMutationResult =
  ApolloReactCommon.MutationResult<DeleteSubscriptionPlanMutation>;
export type DeleteSubscriptionPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteSubscriptionPlanMutation,
  DeleteSubscriptionPlanMutationVariables
>;
export const AttachOfferingProductsDocument = gql`
  mutation AttachOfferingProducts($offeringId: ID!, $productIds: [ID!]!) {
    attachOfferingProducts(offeringId: $offeringId, productIds: $productIds) {
      offering {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachOfferingProductsMutationFn = ApolloReactCommon.MutationFunction<
  AttachOfferingProductsMutation,
  AttachOfferingProductsMutationVariables
>;

/**
 * __useAttachOfferingProductsMutation__
 *
 * To run a mutation, you first call `useAttachOfferingProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachOfferingProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachOfferingProductsMutation, { data, loading, error }] = useAttachOfferingProductsMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useAttachOfferingProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachOfferingProductsMutation,
    AttachOfferingProductsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    AttachOfferingProductsMutation,
    AttachOfferingProductsMutationVariables
  >(AttachOfferingProductsDocument, options);
}
export type AttachOfferingProductsMutationHookResult = ReturnType<typeof useAttachOfferingProductsMutation>;
export type AttachOfferingProductsMutationResult =
  ApolloReactCommon.MutationResult<AttachOfferingProductsMutation>;
export type AttachOfferingProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachOfferingProductsMutation,
  AttachOfferingProductsMutationVariables
>;
export const RemoveOfferingProductDocument = gql`
  mutation RemoveOfferingProduct($offeringId: ID!, $productId: ID!) {
    removeOfferingProduct(offeringId: $offeringId, productId: $productId) {
      offering {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveOfferingProductMutationFn = ApolloReactCommon.MutationFunction<
  RemoveOfferingProductMutation,
  RemoveOfferingProductMutationVariables
>;

/**
 * __useRemoveOfferingProductMutation__
 *
 * To run a mutation, you first call `useRemoveOfferingProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveOfferingProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeOfferingProductMutation, { data, loading, error }] = useRemoveOfferingProductMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useRemoveOfferingProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveOfferingProductMutation,
    RemoveOfferingProductMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RemoveOfferingProductMutation, RemoveOfferingProductMutationVariables>(
    RemoveOfferingProductDocument,
    options,
  );
}
export type RemoveOfferingProductMutationHookResult = ReturnType<typeof useRemoveOfferingProductMutation>;
export type RemoveOfferingProductMutationResult =
  ApolloReactCommon.MutationResult<RemoveOfferingProductMutation>;
export type RemoveOfferingProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveOfferingProductMutation,
  RemoveOfferingProductMutationVariables
>;
export const AttachOfferingPlansDocument = gql`
  mutation AttachOfferingPlans($offeringId: ID!, $planIds: [ID!]!) {
    attachOfferingPlans(offeringId: $offeringId, planIds: $planIds) {
      offering {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachOfferingPlansMutationFn = ApolloReactCommon.MutationFunction<
  AttachOfferingPlansMutation,
  AttachOfferingPlansMutationVariables
>;

/**
 * __useAttachOfferingPlansMutation__
 *
 * To run a mutation, you first call `useAttachOfferingPlansMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachOfferingPlansMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachOfferingPlansMutation, { data, loading, error }] = useAttachOfferingPlansMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      planIds: // value for 'planIds'
 *   },
 * });
 */
export function useAttachOfferingPlansMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachOfferingPlansMutation,
    AttachOfferingPlansMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AttachOfferingPlansMutation, AttachOfferingPlansMutationVariables>(
    AttachOfferingPlansDocument,
    options,
  );
}
export type AttachOfferingPlansMutationHookResult = ReturnType<typeof useAttachOfferingPlansMutation>;
export type AttachOfferingPlansMutationResult = ApolloReactCommon.MutationResult<AttachOfferingPlansMutation>;
export type AttachOfferingPlansMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachOfferingPlansMutation,
  AttachOfferingPlansMutationVariables
>;
export const RemoveOfferingPlanDocument = gql`
  mutation RemoveOfferingPlan($offeringId: ID!, $planId: ID!) {
    removeOfferingPlan(offeringId: $offeringId, planId: $planId) {
      offering {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveOfferingPlanMutationFn = ApolloReactCommon.MutationFunction<
  RemoveOfferingPlanMutation,
  RemoveOfferingPlanMutationVariables
>;

/**
 * __useRemoveOfferingPlanMutation__
 *
 * To run a mutation, you first call `useRemoveOfferingPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveOfferingPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeOfferingPlanMutation, { data, loading, error }] = useRemoveOfferingPlanMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      planId: // value for 'planId'
 *   },
 * });
 */
export function useRemoveOfferingPlanMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveOfferingPlanMutation,
    RemoveOfferingPlanMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RemoveOfferingPlanMutation, RemoveOfferingPlanMutationVariables>(
    RemoveOfferingPlanDocument,
    options,
  );
}
export type RemoveOfferingPlanMutationHookResult = ReturnType<typeof useRemoveOfferingPlanMutation>;
export type RemoveOfferingPlanMutationResult = ApolloReactCommon.MutationResult<RemoveOfferingPlanMutation>;
export type RemoveOfferingPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveOfferingPlanMutation,
  RemoveOfferingPlanMutationVariables
>;
export const SubscriptionBillingRulesDocument = gql`
  query SubscriptionBillingRules {
    dunningRules(page: { limit: 100 }) {
      items {
        ...DunningRuleRow
      }
    }
    prorationPolicies(page: { limit: 100 }) {
      items {
        ...ProrationPolicyRow
      }
    }
  }
  ${DunningRuleRowFragmentDoc}
  ${ProrationPolicyRowFragmentDoc}
`;

/**
 * __useSubscriptionBillingRulesQuery__
 *
 * To run a query within a React component, call `useSubscriptionBillingRulesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionBillingRulesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionBillingRulesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscriptionBillingRulesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionBillingRulesQuery,
    SubscriptionBillingRulesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionBillingRulesQuery, SubscriptionBillingRulesQueryVariables>(
    SubscriptionBillingRulesDocument,
    options,
  );
}
export function useSubscriptionBillingRulesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionBillingRulesQuery,
    SubscriptionBillingRulesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriptionBillingRulesQuery, SubscriptionBillingRulesQueryVariables>(
    SubscriptionBillingRulesDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriptionBillingRulesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionBillingRulesQuery,
    SubscriptionBillingRulesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionBillingRulesQuery,
  SubscriptionBillingRulesQueryVariables
>;
export function useSubscriptionBillingRulesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionBillingRulesQuery,
        SubscriptionBillingRulesQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionBillingRulesQuery | undefined,
  SubscriptionBillingRulesQueryVariables
>;
export function useSubscriptionBillingRulesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionBillingRulesQuery,
        SubscriptionBillingRulesQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionBillingRulesQuery,
    SubscriptionBillingRulesQueryVariables
  >(SubscriptionBillingRulesDocument, options);
}
export type SubscriptionBillingRulesQueryHookResult = ReturnType<typeof useSubscriptionBillingRulesQuery>;
export type SubscriptionBillingRulesLazyQueryHookResult = ReturnType<
  typeof useSubscriptionBillingRulesLazyQuery
>;
export type SubscriptionBillingRulesSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionBillingRulesSuspenseQuery
>;
export type SubscriptionBillingRulesQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionBillingRulesQuery,
  SubscriptionBillingRulesQueryVariables
>;
export const CreateDunningRuleDocument = gql`
  mutation CreateDunningRule($input: DunningRuleInput!) {
    createDunningRule(input: $input) {
      dunningRule {
        ...DunningRuleRow
      }
      ...PayloadErrors
    }
  }
  ${DunningRuleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateDunningRuleMutationFn = ApolloReactCommon.MutationFunction<
  CreateDunningRuleMutation,
  CreateDunningRuleMutationVariables
>;

/**
 * __useCreateDunningRuleMutation__
 *
 * To run a mutation, you first call `useCreateDunningRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDunningRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDunningRuleMutation, { data, loading, error }] = useCreateDunningRuleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDunningRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateDunningRuleMutation,
    CreateDunningRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateDunningRuleMutation, CreateDunningRuleMutationVariables>(
    CreateDunningRuleDocument,
    options,
  );
}
export type CreateDunningRuleMutationHookResult = ReturnType<typeof useCreateDunningRuleMutation>;
export type CreateDunningRuleMutationResult = ApolloReactCommon.MutationResult<CreateDunningRuleMutation>;
export type CreateDunningRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateDunningRuleMutation,
  CreateDunningRuleMutationVariables
>;
export const DeleteDunningRuleDocument = gql`
  mutation DeleteDunningRule($id: ID!) {
    deleteDunningRule(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteDunningRuleMutationFn = ApolloReactCommon.MutationFunction<
  DeleteDunningRuleMutation,
  DeleteDunningRuleMutationVariables
>;

/**
 * __useDeleteDunningRuleMutation__
 *
 * To run a mutation, you first call `useDeleteDunningRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDunningRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDunningRuleMutation, { data, loading, error }] = useDeleteDunningRuleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteDunningRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteDunningRuleMutation,
    DeleteDunningRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteDunningRuleMutation, DeleteDunningRuleMutationVariables>(
    DeleteDunningRuleDocument,
    options,
  );
}
export type DeleteDunningRuleMutationHookResult = ReturnType<typeof useDeleteDunningRuleMutation>;
export type DeleteDunningRuleMutationResult = ApolloReactCommon.MutationResult<DeleteDunningRuleMutation>;
export type DeleteDunningRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteDunningRuleMutation,
  DeleteDunningRuleMutationVariables
>;
export const CreateProrationPolicyDocument = gql`
  mutation CreateProrationPolicy($input: ProrationPolicyInput!) {
    createProrationPolicy(input: $input) {
      prorationPolicy {
        ...ProrationPolicyRow
      }
      ...PayloadErrors
    }
  }
  ${ProrationPolicyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateProrationPolicyMutationFn = ApolloReactCommon.MutationFunction<
  CreateProrationPolicyMutation,
  CreateProrationPolicyMutationVariables
>;

/**
 * __useCreateProrationPolicyMutation__
 *
 * To run a mutation, you first call `useCreateProrationPolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProrationPolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProrationPolicyMutation, { data, loading, error }] = useCreateProrationPolicyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProrationPolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateProrationPolicyMutation,
    CreateProrationPolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateProrationPolicyMutation, CreateProrationPolicyMutationVariables>(
    CreateProrationPolicyDocument,
    options,
  );
}
export type CreateProrationPolicyMutationHookResult = ReturnType<typeof useCreateProrationPolicyMutation>;
export type CreateProrationPolicyMutationResult =
  ApolloReactCommon.MutationResult<CreateProrationPolicyMutation>;
export type CreateProrationPolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateProrationPolicyMutation,
  CreateProrationPolicyMutationVariables
>;
export const DeleteProrationPolicyDocument = gql`
  mutation DeleteProrationPolicy($id: ID!) {
    deleteProrationPolicy(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteProrationPolicyMutationFn = ApolloReactCommon.MutationFunction<
  DeleteProrationPolicyMutation,
  DeleteProrationPolicyMutationVariables
>;

/**
 * __useDeleteProrationPolicyMutation__
 *
 * To run a mutation, you first call `useDeleteProrationPolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProrationPolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProrationPolicyMutation, { data, loading, error }] = useDeleteProrationPolicyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProrationPolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteProrationPolicyMutation,
    DeleteProrationPolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteProrationPolicyMutation, DeleteProrationPolicyMutationVariables>(
    DeleteProrationPolicyDocument,
    options,
  );
}
export type DeleteProrationPolicyMutationHookResult = ReturnType<typeof useDeleteProrationPolicyMutation>;
export type DeleteProrationPolicyMutationResult =
  ApolloReactCommon.MutationResult<DeleteProrationPolicyMutation>;
export type DeleteProrationPolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteProrationPolicyMutation,
  DeleteProrationPolicyMutationVariables
>;
export const UpdateSubscriptionProductDocument = gql`
  mutation UpdateSubscriptionProduct($id: ID!, $input: SubscriptionProductInput!) {
    updateSubscriptionProduct(id: $id, input: $input) {
      product {
        ...SubscriptionProductRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionProductMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionProductMutation,
  UpdateSubscriptionProductMutationVariables
>;

/**
 * __useUpdateSubscriptionProductMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionProductMutation, { data, loading, error }] = useUpdateSubscriptionProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionProductMutation,
    UpdateSubscriptionProductMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateSubscriptionProductMutation,
    UpdateSubscriptionProductMutationVariables
  >(UpdateSubscriptionProductDocument, options);
}
export type UpdateSubscriptionProductMutationHookResult = ReturnType<
  typeof useUpdateSubscriptionProductMutation
>;
export type UpdateSubscriptionProductMutationResult =
  ApolloReactCommon.MutationResult<UpdateSubscriptionProductMutation>;
export type UpdateSubscriptionProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionProductMutation,
  UpdateSubscriptionProductMutationVariables
>;
export const DeleteSubscriptionProductDocument = gql`
  mutation DeleteSubscriptionProduct($id: ID!) {
    deleteSubscriptionProduct(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteSubscriptionProductMutationFn = ApolloReactCommon.MutationFunction<
  DeleteSubscriptionProductMutation,
  DeleteSubscriptionProductMutationVariables
>;

/**
 * __useDeleteSubscriptionProductMutation__
 *
 * To run a mutation, you first call `useDeleteSubscriptionProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSubscriptionProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSubscriptionProductMutation, { data, loading, error }] = useDeleteSubscriptionProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSubscriptionProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteSubscriptionProductMutation,
    DeleteSubscriptionProductMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeleteSubscriptionProductMutation,
    DeleteSubscriptionProductMutationVariables
  >(DeleteSubscriptionProductDocument, options);
}
export type DeleteSubscriptionProductMutationHookResult = ReturnType<
  typeof useDeleteSubscriptionProductMutation
>;
export type DeleteSubscriptionProductMutationResult =
  ApolloReactCommon.MutationResult<DeleteSubscriptionProductMutation>;
export type DeleteSubscriptionProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteSubscriptionProductMutation,
  DeleteSubscriptionProductMutationVariables
>;
export const SubscriptionProrationPolicyOptionsDocument = gql`
  query SubscriptionProrationPolicyOptions {
    prorationPolicies(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
`;

/**
 * __useSubscriptionProrationPolicyOptionsQuery__
 *
 * To run a query within a React component, call `useSubscriptionProrationPolicyOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionProrationPolicyOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionProrationPolicyOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscriptionProrationPolicyOptionsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >(SubscriptionProrationPolicyOptionsDocument, options);
}
export function useSubscriptionProrationPolicyOptionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >(SubscriptionProrationPolicyOptionsDocument, options);
}
// @ts-ignore
export function useSubscriptionProrationPolicyOptionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionProrationPolicyOptionsQuery,
  SubscriptionProrationPolicyOptionsQueryVariables
>;
export function useSubscriptionProrationPolicyOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionProrationPolicyOptionsQuery,
        SubscriptionProrationPolicyOptionsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionProrationPolicyOptionsQuery | undefined,
  SubscriptionProrationPolicyOptionsQueryVariables
>;
export function useSubscriptionProrationPolicyOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionProrationPolicyOptionsQuery,
        SubscriptionProrationPolicyOptionsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionProrationPolicyOptionsQuery,
    SubscriptionProrationPolicyOptionsQueryVariables
  >(SubscriptionProrationPolicyOptionsDocument, options);
}
export type SubscriptionProrationPolicyOptionsQueryHookResult = ReturnType<
  typeof useSubscriptionProrationPolicyOptionsQuery
>;
export type SubscriptionProrationPolicyOptionsLazyQueryHookResult = ReturnType<
  typeof useSubscriptionProrationPolicyOptionsLazyQuery
>;
export type SubscriptionProrationPolicyOptionsSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionProrationPolicyOptionsSuspenseQuery
>;
export type SubscriptionProrationPolicyOptionsQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionProrationPolicyOptionsQuery,
  SubscriptionProrationPolicyOptionsQueryVariables
>;
export const CreateSubscriptionOfferingDocument = gql`
  mutation CreateSubscriptionOffering($input: CreateSubscriptionOfferingInput!) {
    createSubscriptionOffering(input: $input) {
      offering {
        id
        name
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionOfferingMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionOfferingMutation,
  CreateSubscriptionOfferingMutationVariables
>;

/**
 * __useCreateSubscriptionOfferingMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionOfferingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionOfferingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionOfferingMutation, { data, loading, error }] = useCreateSubscriptionOfferingMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionOfferingMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionOfferingMutation,
    CreateSubscriptionOfferingMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateSubscriptionOfferingMutation,
    CreateSubscriptionOfferingMutationVariables
  >(CreateSubscriptionOfferingDocument, options);
}
export type CreateSubscriptionOfferingMutationHookResult = ReturnType<
  typeof useCreateSubscriptionOfferingMutation
>;
export type CreateSubscriptionOfferingMutationResult =
  ApolloReactCommon.MutationResult<CreateSubscriptionOfferingMutation>;
export type CreateSubscriptionOfferingMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionOfferingMutation,
  CreateSubscriptionOfferingMutationVariables
>;
export const UpdateSubscriptionOfferingDocument = gql`
  mutation UpdateSubscriptionOffering($id: ID!, $input: SubscriptionOfferingInput!) {
    updateSubscriptionOffering(id: $id, input: $input) {
      offering {
        ...SubscriptionOfferingEditable
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionOfferingEditableFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionOfferingMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionOfferingMutation,
  UpdateSubscriptionOfferingMutationVariables
>;

/**
 * __useUpdateSubscriptionOfferingMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionOfferingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionOfferingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionOfferingMutation, { data, loading, error }] = useUpdateSubscriptionOfferingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionOfferingMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionOfferingMutation,
    UpdateSubscriptionOfferingMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateSubscriptionOfferingMutation,
    UpdateSubscriptionOfferingMutationVariables
  >(UpdateSubscriptionOfferingDocument, options);
}
export type UpdateSubscriptionOfferingMutationHookResult = ReturnType<
  typeof useUpdateSubscriptionOfferingMutation
>;
export type UpdateSubscriptionOfferingMutationResult =
  ApolloReactCommon.MutationResult<UpdateSubscriptionOfferingMutation>;
export type UpdateSubscriptionOfferingMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionOfferingMutation,
  UpdateSubscriptionOfferingMutationVariables
>;
export const SetOfferingProrationPolicyDocument = gql`
  mutation SetOfferingProrationPolicy($offeringId: ID!, $prorationPolicyId: ID) {
    setOfferingProrationPolicy(offeringId: $offeringId, prorationPolicyId: $prorationPolicyId) {
      offering {
        ...SubscriptionOfferingEditable
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionOfferingEditableFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SetOfferingProrationPolicyMutationFn = ApolloReactCommon.MutationFunction<
  SetOfferingProrationPolicyMutation,
  SetOfferingProrationPolicyMutationVariables
>;

/**
 * __useSetOfferingProrationPolicyMutation__
 *
 * To run a mutation, you first call `useSetOfferingProrationPolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetOfferingProrationPolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setOfferingProrationPolicyMutation, { data, loading, error }] = useSetOfferingProrationPolicyMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      prorationPolicyId: // value for 'prorationPolicyId'
 *   },
 * });
 */
export function useSetOfferingProrationPolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SetOfferingProrationPolicyMutation,
    SetOfferingProrationPolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    SetOfferingProrationPolicyMutation,
    SetOfferingProrationPolicyMutationVariables
  >(SetOfferingProrationPolicyDocument, options);
}
export type SetOfferingProrationPolicyMutationHookResult = ReturnType<
  typeof useSetOfferingProrationPolicyMutation
>;
export type SetOfferingProrationPolicyMutationResult =
  ApolloReactCommon.MutationResult<SetOfferingProrationPolicyMutation>;
export type SetOfferingProrationPolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SetOfferingProrationPolicyMutation,
  SetOfferingProrationPolicyMutationVariables
>;
export const ReplaceOfferingProductsDocument = gql`
  mutation ReplaceOfferingProducts($offeringId: ID!, $productIds: [ID!]!) {
    replaceOfferingProducts(offeringId: $offeringId, productIds: $productIds) {
      offering {
        id
        products {
          ...SubscriptionProductRow
        }
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionProductRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ReplaceOfferingProductsMutationFn = ApolloReactCommon.MutationFunction<
  ReplaceOfferingProductsMutation,
  ReplaceOfferingProductsMutationVariables
>;

/**
 * __useReplaceOfferingProductsMutation__
 *
 * To run a mutation, you first call `useReplaceOfferingProductsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReplaceOfferingProductsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [replaceOfferingProductsMutation, { data, loading, error }] = useReplaceOfferingProductsMutation({
 *   variables: {
 *      offeringId: // value for 'offeringId'
 *      productIds: // value for 'productIds'
 *   },
 * });
 */
export function useReplaceOfferingProductsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ReplaceOfferingProductsMutation,
    ReplaceOfferingProductsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    ReplaceOfferingProductsMutation,
    ReplaceOfferingProductsMutationVariables
  >(ReplaceOfferingProductsDocument, options);
}
export type ReplaceOfferingProductsMutationHookResult = ReturnType<typeof useReplaceOfferingProductsMutation>;
export type ReplaceOfferingProductsMutationResult =
  ApolloReactCommon.MutationResult<ReplaceOfferingProductsMutation>;
export type ReplaceOfferingProductsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ReplaceOfferingProductsMutation,
  ReplaceOfferingProductsMutationVariables
>;
export const UpdateSubscriptionDocument = gql`
  mutation UpdateSubscription($id: ID!, $input: UpdateSubscriptionInput!) {
    updateSubscription(id: $id, input: $input) {
      subscription {
        id
        planId
        availableActions
        plan {
          ...SubscriptionPlanRow
        }
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionPlanRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionMutation,
  UpdateSubscriptionMutationVariables
>;

/**
 * __useUpdateSubscriptionMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionMutation, { data, loading, error }] = useUpdateSubscriptionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionMutation,
    UpdateSubscriptionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateSubscriptionMutation, UpdateSubscriptionMutationVariables>(
    UpdateSubscriptionDocument,
    options,
  );
}
export type UpdateSubscriptionMutationHookResult = ReturnType<typeof useUpdateSubscriptionMutation>;
export type UpdateSubscriptionMutationResult = ApolloReactCommon.MutationResult<UpdateSubscriptionMutation>;
export type UpdateSubscriptionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionMutation,
  UpdateSubscriptionMutationVariables
>;
export const SubscriberListDocument = gql`
  query SubscriberList($page: PageInput) {
    subscribers(page: $page) {
      items {
        ...SubscriberRow
      }
      ...PageFields
    }
  }
  ${SubscriberRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useSubscriberListQuery__
 *
 * To run a query within a React component, call `useSubscriberListQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriberListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriberListQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useSubscriberListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<SubscriberListQuery, SubscriberListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriberListQuery, SubscriberListQueryVariables>(
    SubscriberListDocument,
    options,
  );
}
export function useSubscriberListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SubscriberListQuery, SubscriberListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<SubscriberListQuery, SubscriberListQueryVariables>(
    SubscriberListDocument,
    options,
  );
}
// @ts-ignore
export function useSubscriberListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SubscriberListQuery, SubscriberListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SubscriberListQuery, SubscriberListQueryVariables>;
export function useSubscriberListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SubscriberListQuery, SubscriberListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<SubscriberListQuery | undefined, SubscriberListQueryVariables>;
export function useSubscriberListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<SubscriberListQuery, SubscriberListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<SubscriberListQuery, SubscriberListQueryVariables>(
    SubscriberListDocument,
    options,
  );
}
export type SubscriberListQueryHookResult = ReturnType<typeof useSubscriberListQuery>;
export type SubscriberListLazyQueryHookResult = ReturnType<typeof useSubscriberListLazyQuery>;
export type SubscriberListSuspenseQueryHookResult = ReturnType<typeof useSubscriberListSuspenseQuery>;
export type SubscriberListQueryResult = ApolloReactCommon.QueryResult<
  SubscriberListQuery,
  SubscriberListQueryVariables
>;
export const CreateSubscriberDocument = gql`
  mutation CreateSubscriber($input: SubscriberInput!) {
    createSubscriber(input: $input) {
      subscriber {
        ...SubscriberRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriberRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriberMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriberMutation,
  CreateSubscriberMutationVariables
>;

/**
 * __useCreateSubscriberMutation__
 *
 * To run a mutation, you first call `useCreateSubscriberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriberMutation, { data, loading, error }] = useCreateSubscriberMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriberMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriberMutation,
    CreateSubscriberMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateSubscriberMutation, CreateSubscriberMutationVariables>(
    CreateSubscriberDocument,
    options,
  );
}
export type CreateSubscriberMutationHookResult = ReturnType<typeof useCreateSubscriberMutation>;
export type CreateSubscriberMutationResult = ApolloReactCommon.MutationResult<CreateSubscriberMutation>;
export type CreateSubscriberMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriberMutation,
  CreateSubscriberMutationVariables
>;
export const UpdateSubscriberDocument = gql`
  mutation UpdateSubscriber($id: ID!, $input: SubscriberInput!) {
    updateSubscriber(id: $id, input: $input) {
      subscriber {
        ...SubscriberRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriberRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriberMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriberMutation,
  UpdateSubscriberMutationVariables
>;

/**
 * __useUpdateSubscriberMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriberMutation, { data, loading, error }] = useUpdateSubscriberMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriberMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriberMutation,
    UpdateSubscriberMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateSubscriberMutation, UpdateSubscriberMutationVariables>(
    UpdateSubscriberDocument,
    options,
  );
}
export type UpdateSubscriberMutationHookResult = ReturnType<typeof useUpdateSubscriberMutation>;
export type UpdateSubscriberMutationResult = ApolloReactCommon.MutationResult<UpdateSubscriberMutation>;
export type UpdateSubscriberMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriberMutation,
  UpdateSubscriberMutationVariables
>;
export const SubscriptionJobsAndSchedulesDocument = gql`
  query SubscriptionJobsAndSchedules {
    subscriptionJobs(page: { limit: 100 }) {
      items {
        ...SubscriptionJobRow
      }
      ...PageFields
    }
    subscriptionSchedules(page: { limit: 100 }) {
      items {
        ...SubscriptionScheduleRow
      }
      ...PageFields
    }
  }
  ${SubscriptionJobRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
  ${SubscriptionScheduleRowFragmentDoc}
`;

/**
 * __useSubscriptionJobsAndSchedulesQuery__
 *
 * To run a query within a React component, call `useSubscriptionJobsAndSchedulesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionJobsAndSchedulesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionJobsAndSchedulesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscriptionJobsAndSchedulesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >(SubscriptionJobsAndSchedulesDocument, options);
}
export function useSubscriptionJobsAndSchedulesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >(SubscriptionJobsAndSchedulesDocument, options);
}
// @ts-ignore
export function useSubscriptionJobsAndSchedulesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionJobsAndSchedulesQuery,
  SubscriptionJobsAndSchedulesQueryVariables
>;
export function useSubscriptionJobsAndSchedulesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionJobsAndSchedulesQuery,
        SubscriptionJobsAndSchedulesQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionJobsAndSchedulesQuery | undefined,
  SubscriptionJobsAndSchedulesQueryVariables
>;
export function useSubscriptionJobsAndSchedulesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionJobsAndSchedulesQuery,
        SubscriptionJobsAndSchedulesQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionJobsAndSchedulesQuery,
    SubscriptionJobsAndSchedulesQueryVariables
  >(SubscriptionJobsAndSchedulesDocument, options);
}
export type SubscriptionJobsAndSchedulesQueryHookResult = ReturnType<
  typeof useSubscriptionJobsAndSchedulesQuery
>;
export type SubscriptionJobsAndSchedulesLazyQueryHookResult = ReturnType<
  typeof useSubscriptionJobsAndSchedulesLazyQuery
>;
export type SubscriptionJobsAndSchedulesSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionJobsAndSchedulesSuspenseQuery
>;
export type SubscriptionJobsAndSchedulesQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionJobsAndSchedulesQuery,
  SubscriptionJobsAndSchedulesQueryVariables
>;
export const CreateSubscriptionJobDocument = gql`
  mutation CreateSubscriptionJob($input: CreateSubscriptionJobInput!) {
    createSubscriptionJob(input: $input) {
      job {
        ...SubscriptionJobRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionJobRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionJobMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionJobMutation,
  CreateSubscriptionJobMutationVariables
>;

/**
 * __useCreateSubscriptionJobMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionJobMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionJobMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionJobMutation, { data, loading, error }] = useCreateSubscriptionJobMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionJobMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionJobMutation,
    CreateSubscriptionJobMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateSubscriptionJobMutation, CreateSubscriptionJobMutationVariables>(
    CreateSubscriptionJobDocument,
    options,
  );
}
export type CreateSubscriptionJobMutationHookResult = ReturnType<typeof useCreateSubscriptionJobMutation>;
export type CreateSubscriptionJobMutationResult =
  ApolloReactCommon.MutationResult<CreateSubscriptionJobMutation>;
export type CreateSubscriptionJobMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionJobMutation,
  CreateSubscriptionJobMutationVariables
>;
export const CreateSubscriptionScheduleDocument = gql`
  mutation CreateSubscriptionSchedule($input: SubscriptionScheduleInput!) {
    createSubscriptionSchedule(input: $input) {
      schedule {
        ...SubscriptionScheduleRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionScheduleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateSubscriptionScheduleMutationFn = ApolloReactCommon.MutationFunction<
  CreateSubscriptionScheduleMutation,
  CreateSubscriptionScheduleMutationVariables
>;

/**
 * __useCreateSubscriptionScheduleMutation__
 *
 * To run a mutation, you first call `useCreateSubscriptionScheduleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSubscriptionScheduleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSubscriptionScheduleMutation, { data, loading, error }] = useCreateSubscriptionScheduleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSubscriptionScheduleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateSubscriptionScheduleMutation,
    CreateSubscriptionScheduleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateSubscriptionScheduleMutation,
    CreateSubscriptionScheduleMutationVariables
  >(CreateSubscriptionScheduleDocument, options);
}
export type CreateSubscriptionScheduleMutationHookResult = ReturnType<
  typeof useCreateSubscriptionScheduleMutation
>;
export type CreateSubscriptionScheduleMutationResult =
  ApolloReactCommon.MutationResult<CreateSubscriptionScheduleMutation>;
export type CreateSubscriptionScheduleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateSubscriptionScheduleMutation,
  CreateSubscriptionScheduleMutationVariables
>;
export const UpdateSubscriptionScheduleDocument = gql`
  mutation UpdateSubscriptionSchedule($id: ID!, $input: SubscriptionScheduleInput!) {
    updateSubscriptionSchedule(id: $id, input: $input) {
      schedule {
        ...SubscriptionScheduleRow
      }
      ...PayloadErrors
    }
  }
  ${SubscriptionScheduleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateSubscriptionScheduleMutationFn = ApolloReactCommon.MutationFunction<
  UpdateSubscriptionScheduleMutation,
  UpdateSubscriptionScheduleMutationVariables
>;

/**
 * __useUpdateSubscriptionScheduleMutation__
 *
 * To run a mutation, you first call `useUpdateSubscriptionScheduleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSubscriptionScheduleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSubscriptionScheduleMutation, { data, loading, error }] = useUpdateSubscriptionScheduleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSubscriptionScheduleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateSubscriptionScheduleMutation,
    UpdateSubscriptionScheduleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateSubscriptionScheduleMutation,
    UpdateSubscriptionScheduleMutationVariables
  >(UpdateSubscriptionScheduleDocument, options);
}
export type UpdateSubscriptionScheduleMutationHookResult = ReturnType<
  typeof useUpdateSubscriptionScheduleMutation
>;
export type UpdateSubscriptionScheduleMutationResult =
  ApolloReactCommon.MutationResult<UpdateSubscriptionScheduleMutation>;
export type UpdateSubscriptionScheduleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateSubscriptionScheduleMutation,
  UpdateSubscriptionScheduleMutationVariables
>;
export const UpdateDunningRuleDocument = gql`
  mutation UpdateDunningRule($id: ID!, $input: DunningRuleInput!) {
    updateDunningRule(id: $id, input: $input) {
      dunningRule {
        ...DunningRuleRow
      }
      ...PayloadErrors
    }
  }
  ${DunningRuleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateDunningRuleMutationFn = ApolloReactCommon.MutationFunction<
  UpdateDunningRuleMutation,
  UpdateDunningRuleMutationVariables
>;

/**
 * __useUpdateDunningRuleMutation__
 *
 * To run a mutation, you first call `useUpdateDunningRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDunningRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDunningRuleMutation, { data, loading, error }] = useUpdateDunningRuleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDunningRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateDunningRuleMutation,
    UpdateDunningRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateDunningRuleMutation, UpdateDunningRuleMutationVariables>(
    UpdateDunningRuleDocument,
    options,
  );
}
export type UpdateDunningRuleMutationHookResult = ReturnType<typeof useUpdateDunningRuleMutation>;
export type UpdateDunningRuleMutationResult = ApolloReactCommon.MutationResult<UpdateDunningRuleMutation>;
export type UpdateDunningRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateDunningRuleMutation,
  UpdateDunningRuleMutationVariables
>;
export const UpdateProrationPolicyDocument = gql`
  mutation UpdateProrationPolicy($id: ID!, $input: ProrationPolicyInput!) {
    updateProrationPolicy(id: $id, input: $input) {
      prorationPolicy {
        ...ProrationPolicyRow
      }
      ...PayloadErrors
    }
  }
  ${ProrationPolicyRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateProrationPolicyMutationFn = ApolloReactCommon.MutationFunction<
  UpdateProrationPolicyMutation,
  UpdateProrationPolicyMutationVariables
>;

/**
 * __useUpdateProrationPolicyMutation__
 *
 * To run a mutation, you first call `useUpdateProrationPolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProrationPolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProrationPolicyMutation, { data, loading, error }] = useUpdateProrationPolicyMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProrationPolicyMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateProrationPolicyMutation,
    UpdateProrationPolicyMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateProrationPolicyMutation, UpdateProrationPolicyMutationVariables>(
    UpdateProrationPolicyDocument,
    options,
  );
}
export type UpdateProrationPolicyMutationHookResult = ReturnType<typeof useUpdateProrationPolicyMutation>;
export type UpdateProrationPolicyMutationResult =
  ApolloReactCommon.MutationResult<UpdateProrationPolicyMutation>;
export type UpdateProrationPolicyMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateProrationPolicyMutation,
  UpdateProrationPolicyMutationVariables
>;
export const SubscriptionInvoiceDetailsDocument = gql`
  query SubscriptionInvoiceDetails($id: ID!) {
    subscriptionInvoice(id: $id) {
      ...SubscriptionInvoiceRow
      createdAt
      items {
        description
        price {
          ...MoneyFields
        }
      }
      payments {
        ...SubscriptionPaymentFields
      }
    }
  }
  ${SubscriptionInvoiceRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${SubscriptionPaymentFieldsFragmentDoc}
`;

/**
 * __useSubscriptionInvoiceDetailsQuery__
 *
 * To run a query within a React component, call `useSubscriptionInvoiceDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionInvoiceDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionInvoiceDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSubscriptionInvoiceDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    SubscriptionInvoiceDetailsQuery,
    SubscriptionInvoiceDetailsQueryVariables
  > &
    ({ variables: SubscriptionInvoiceDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionInvoiceDetailsQuery, SubscriptionInvoiceDetailsQueryVariables>(
    SubscriptionInvoiceDetailsDocument,
    options,
  );
}
export function useSubscriptionInvoiceDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionInvoiceDetailsQuery,
    SubscriptionInvoiceDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionInvoiceDetailsQuery,
    SubscriptionInvoiceDetailsQueryVariables
  >(SubscriptionInvoiceDetailsDocument, options);
}
// @ts-ignore
export function useSubscriptionInvoiceDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionInvoiceDetailsQuery,
    SubscriptionInvoiceDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoiceDetailsQuery,
  SubscriptionInvoiceDetailsQueryVariables
>;
export function useSubscriptionInvoiceDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoiceDetailsQuery,
        SubscriptionInvoiceDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoiceDetailsQuery | undefined,
  SubscriptionInvoiceDetailsQueryVariables
>;
export function useSubscriptionInvoiceDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoiceDetailsQuery,
        SubscriptionInvoiceDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionInvoiceDetailsQuery,
    SubscriptionInvoiceDetailsQueryVariables
  >(SubscriptionInvoiceDetailsDocument, options);
}
export type SubscriptionInvoiceDetailsQueryHookResult = ReturnType<typeof useSubscriptionInvoiceDetailsQuery>;
export type SubscriptionInvoiceDetailsLazyQueryHookResult = ReturnType<
  typeof useSubscriptionInvoiceDetailsLazyQuery
>;
export type SubscriptionInvoiceDetailsSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionInvoiceDetailsSuspenseQuery
>;
export type SubscriptionInvoiceDetailsQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionInvoiceDetailsQuery,
  SubscriptionInvoiceDetailsQueryVariables
>;
export const SubscriptionInvoicePaymentDocument = gql`
  query SubscriptionInvoicePayment($invoiceId: ID!, $paymentId: ID!) {
    subscriptionInvoicePayment(invoiceId: $invoiceId, paymentId: $paymentId) {
      ...SubscriptionPaymentFields
    }
  }
  ${SubscriptionPaymentFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __useSubscriptionInvoicePaymentQuery__
 *
 * To run a query within a React component, call `useSubscriptionInvoicePaymentQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscriptionInvoicePaymentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscriptionInvoicePaymentQuery({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      paymentId: // value for 'paymentId'
 *   },
 * });
 */
export function useSubscriptionInvoicePaymentQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    SubscriptionInvoicePaymentQuery,
    SubscriptionInvoicePaymentQueryVariables
  > &
    ({ variables: SubscriptionInvoicePaymentQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<SubscriptionInvoicePaymentQuery, SubscriptionInvoicePaymentQueryVariables>(
    SubscriptionInvoicePaymentDocument,
    options,
  );
}
export function useSubscriptionInvoicePaymentLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    SubscriptionInvoicePaymentQuery,
    SubscriptionInvoicePaymentQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    SubscriptionInvoicePaymentQuery,
    SubscriptionInvoicePaymentQueryVariables
  >(SubscriptionInvoicePaymentDocument, options);
}
// @ts-ignore
export function useSubscriptionInvoicePaymentSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    SubscriptionInvoicePaymentQuery,
    SubscriptionInvoicePaymentQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoicePaymentQuery,
  SubscriptionInvoicePaymentQueryVariables
>;
export function useSubscriptionInvoicePaymentSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoicePaymentQuery,
        SubscriptionInvoicePaymentQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  SubscriptionInvoicePaymentQuery | undefined,
  SubscriptionInvoicePaymentQueryVariables
>;
export function useSubscriptionInvoicePaymentSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        SubscriptionInvoicePaymentQuery,
        SubscriptionInvoicePaymentQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    SubscriptionInvoicePaymentQuery,
    SubscriptionInvoicePaymentQueryVariables
  >(SubscriptionInvoicePaymentDocument, options);
}
export type SubscriptionInvoicePaymentQueryHookResult = ReturnType<typeof useSubscriptionInvoicePaymentQuery>;
export type SubscriptionInvoicePaymentLazyQueryHookResult = ReturnType<
  typeof useSubscriptionInvoicePaymentLazyQuery
>;
export type SubscriptionInvoicePaymentSuspenseQueryHookResult = ReturnType<
  typeof useSubscriptionInvoicePaymentSuspenseQuery
>;
export type SubscriptionInvoicePaymentQueryResult = ApolloReactCommon.QueryResult<
  SubscriptionInvoicePaymentQuery,
  SubscriptionInvoicePaymentQueryVariables
>;
