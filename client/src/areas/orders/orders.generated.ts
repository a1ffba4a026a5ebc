/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type OrderListItemFragment = {
  __typename: 'Order';
  id: string;
  orderNumber: string | null;
  status: Types.OrderStatus;
  payment: Types.OrderPaymentStatus;
  paymentState: Types.OrderPaymentState;
  shipping: Types.OrderShippingStatus;
  anonymized: boolean;
  currency: string;
  itemCount: number;
  createdAt: string | null;
  customer: { __typename: 'OrderCustomer'; name: string; email: string };
  totals: {
    __typename: 'OrderTotals';
    withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  };
};

export type OrderAddressFieldsFragment = {
  __typename: 'OrderAddress';
  firstName: string;
  lastName: string;
  companyName: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string;
  county: string | null;
  region: string | null;
  country: string;
  phoneNumber: string | null;
  instructions: string | null;
};

export type ShippingAddressSummaryFragment = {
  __typename: 'OrderAddress';
  firstName: string;
  lastName: string;
  line1: string;
  city: string;
  postcode: string;
  country: string;
};

export type TransactionRowFragment = {
  __typename: 'Transaction';
  id: string;
  orderId: string;
  gateway: string;
  reference: string | null;
  name: string | null;
  customReference: string | null;
  transactionType: Types.TransactionType;
  status: Types.TransactionStatus;
  actions: Array<Types.TransactionAction>;
  createdAt: string | null;
  amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
};

export type OrderDetailsFragment = {
  __typename: 'Order';
  externalRef: string | null;
  updatedAt: string | null;
  accountId: string | null;
  id: string;
  orderNumber: string | null;
  status: Types.OrderStatus;
  payment: Types.OrderPaymentStatus;
  paymentState: Types.OrderPaymentState;
  shipping: Types.OrderShippingStatus;
  anonymized: boolean;
  currency: string;
  itemCount: number;
  createdAt: string | null;
  customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
  totals: {
    __typename: 'OrderTotals';
    withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  };
  shippingAddress: {
    __typename: 'OrderAddress';
    firstName: string;
    lastName: string;
    companyName: string | null;
    line1: string;
    line2: string | null;
    city: string;
    postcode: string;
    county: string | null;
    region: string | null;
    country: string;
    phoneNumber: string | null;
    instructions: string | null;
  };
  billingAddress: {
    __typename: 'OrderAddress';
    firstName: string;
    lastName: string;
    companyName: string | null;
    line1: string;
    line2: string | null;
    city: string;
    postcode: string;
    county: string | null;
    region: string | null;
    country: string;
    phoneNumber: string | null;
    instructions: string | null;
  };
};

export type TransactionChangeFieldsFragment = {
  __typename: 'TransactionPayload';
  transaction: {
    __typename: 'Transaction';
    id: string;
    orderId: string;
    gateway: string;
    reference: string | null;
    name: string | null;
    customReference: string | null;
    transactionType: Types.TransactionType;
    status: Types.TransactionStatus;
    actions: Array<Types.TransactionAction>;
    createdAt: string | null;
    amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  } | null;
  order: {
    __typename: 'Order';
    externalRef: string | null;
    updatedAt: string | null;
    accountId: string | null;
    id: string;
    orderNumber: string | null;
    status: Types.OrderStatus;
    payment: Types.OrderPaymentStatus;
    paymentState: Types.OrderPaymentState;
    shipping: Types.OrderShippingStatus;
    anonymized: boolean;
    currency: string;
    itemCount: number;
    createdAt: string | null;
    customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
    totals: {
      __typename: 'OrderTotals';
      withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    };
    shippingAddress: {
      __typename: 'OrderAddress';
      firstName: string;
      lastName: string;
      companyName: string | null;
      line1: string;
      line2: string | null;
      city: string;
      postcode: string;
      county: string | null;
      region: string | null;
      country: string;
      phoneNumber: string | null;
      instructions: string | null;
    };
    billingAddress: {
      __typename: 'OrderAddress';
      firstName: string;
      lastName: string;
      companyName: string | null;
      line1: string;
      line2: string | null;
      city: string;
      postcode: string;
      county: string | null;
      region: string | null;
      country: string;
      phoneNumber: string | null;
      instructions: string | null;
    };
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PaymentGatewayRowFragment = {
  __typename: 'PaymentGateway';
  slug: string;
  name: string;
  enabled: boolean;
  test: boolean | null;
};

export type OrderListQueryVariables = Exact<{
  filter?: Types.OrderFilter | null | undefined;
  sort?: Array<Types.OrderSort> | Types.OrderSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type OrderListQuery = {
  __typename: 'Query';
  orders: {
    __typename: 'OrderPage';
    items: Array<{
      __typename: 'Order';
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type OrderDetailQuery = {
  __typename: 'Query';
  order: {
    __typename: 'Order';
    externalRef: string | null;
    updatedAt: string | null;
    accountId: string | null;
    id: string;
    orderNumber: string | null;
    status: Types.OrderStatus;
    payment: Types.OrderPaymentStatus;
    paymentState: Types.OrderPaymentState;
    shipping: Types.OrderShippingStatus;
    anonymized: boolean;
    currency: string;
    itemCount: number;
    createdAt: string | null;
    items: Array<{
      __typename: 'OrderItem';
      id: string;
      name: string;
      sku: string;
      quantity: number;
      unitPrice: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      total: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    shippingGroups: Array<{
      __typename: 'OrderShippingGroup';
      id: string;
      shippingType: string | null;
      trackingReference: string | null;
    }>;
    transactions: Array<{
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
    totals: {
      __typename: 'OrderTotals';
      withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    };
    shippingAddress: {
      __typename: 'OrderAddress';
      firstName: string;
      lastName: string;
      companyName: string | null;
      line1: string;
      line2: string | null;
      city: string;
      postcode: string;
      county: string | null;
      region: string | null;
      country: string;
      phoneNumber: string | null;
      instructions: string | null;
    };
    billingAddress: {
      __typename: 'OrderAddress';
      firstName: string;
      lastName: string;
      companyName: string | null;
      line1: string;
      line2: string | null;
      city: string;
      postcode: string;
      county: string | null;
      region: string | null;
      country: string;
      phoneNumber: string | null;
      instructions: string | null;
    };
  } | null;
};

export type UpdateOrderMutationVariables = Exact<{
  id: string | number;
  input: Types.OrderUpdateInput;
}>;

export type UpdateOrderMutation = {
  __typename: 'Mutation';
  updateOrder: {
    __typename: 'OrderPayload';
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type AnonymizeOrdersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type AnonymizeOrdersMutation = {
  __typename: 'Mutation';
  anonymizeOrders: {
    __typename: 'AnonymizeOrdersPayload';
    orders: Array<{
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type PayOrderMutationVariables = Exact<{
  orderId: string | number;
  input: Types.PaymentInput;
}>;

export type PayOrderMutation = {
  __typename: 'Mutation';
  payOrder: {
    __typename: 'TransactionPayload';
    transaction: {
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type CaptureTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;

export type CaptureTransactionMutation = {
  __typename: 'Mutation';
  captureTransaction: {
    __typename: 'TransactionPayload';
    transaction: {
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type RefundTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
  amount?: number | null | undefined;
}>;

export type RefundTransactionMutation = {
  __typename: 'Mutation';
  refundTransaction: {
    __typename: 'TransactionPayload';
    transaction: {
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type CancelTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;

export type CancelTransactionMutation = {
  __typename: 'Mutation';
  cancelTransaction: {
    __typename: 'TransactionPayload';
    transaction: {
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type ConfirmTransactionMutationVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;

export type ConfirmTransactionMutation = {
  __typename: 'Mutation';
  confirmTransaction: {
    __typename: 'TransactionPayload';
    transaction: {
      __typename: 'Transaction';
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    order: {
      __typename: 'Order';
      externalRef: string | null;
      updatedAt: string | null;
      accountId: string | null;
      id: string;
      orderNumber: string | null;
      status: Types.OrderStatus;
      payment: Types.OrderPaymentStatus;
      paymentState: Types.OrderPaymentState;
      shipping: Types.OrderShippingStatus;
      anonymized: boolean;
      currency: string;
      itemCount: number;
      createdAt: string | null;
      customer: { __typename: 'OrderCustomer'; id: string | null; name: string; email: string };
      totals: {
        __typename: 'OrderTotals';
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        balanceOwing: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        paid: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        authorized: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
      shippingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
      };
      billingAddress: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        companyName: string | null;
        line1: string;
        line2: string | null;
        city: string;
        postcode: string;
        county: string | null;
        region: string | null;
        country: string;
        phoneNumber: string | null;
        instructions: string | null;
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

export type PaymentGatewaysQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentGatewaysQuery = {
  __typename: 'Query';
  paymentGateways: Array<{
    __typename: 'PaymentGateway';
    slug: string;
    name: string;
    enabled: boolean;
    test: boolean | null;
  }>;
};

export type UpdatePaymentGatewayMutationVariables = Exact<{
  slug: string;
  input: Types.PaymentGatewayUpdateInput;
}>;

export type UpdatePaymentGatewayMutation = {
  __typename: 'Mutation';
  updatePaymentGateway: {
    __typename: 'PaymentGatewayPayload';
    paymentGateway: {
      __typename: 'PaymentGateway';
      slug: string;
      name: string;
      enabled: boolean;
      test: boolean | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type OrderShippingGroupQueryVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;

export type OrderShippingGroupQuery = {
  __typename: 'Query';
  order: {
    __typename: 'Order';
    id: string;
    shippingGroup: {
      __typename: 'OrderShippingGroup';
      id: string;
      shippingType: string | null;
      trackingReference: string | null;
      address: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        line1: string;
        city: string;
        postcode: string;
        country: string;
      } | null;
    } | null;
  } | null;
};

export type OrderTransactionQueryVariables = Exact<{
  orderId: string | number;
  id: string | number;
}>;

export type OrderTransactionQuery = {
  __typename: 'Query';
  order: {
    __typename: 'Order';
    id: string;
    transaction: {
      __typename: 'Transaction';
      updatedAt: string | null;
      id: string;
      orderId: string;
      gateway: string;
      reference: string | null;
      name: string | null;
      customReference: string | null;
      transactionType: Types.TransactionType;
      status: Types.TransactionStatus;
      actions: Array<Types.TransactionAction>;
      createdAt: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundedAmount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      refundable: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
  } | null;
};

export const ShippingAddressSummaryFragmentDoc = gql`
  fragment ShippingAddressSummary on OrderAddress {
    firstName
    lastName
    line1
    city
    postcode
    country
  }
`;
export const TransactionRowFragmentDoc = gql`
  fragment TransactionRow on Transaction {
    id
    orderId
    gateway
    reference
    name
    customReference
    transactionType
    status
    actions
    createdAt
    amount {
      ...MoneyFields
    }
    refundedAmount {
      ...MoneyFields
    }
    refundable {
      ...MoneyFields
    }
  }
`;
export const OrderListItemFragmentDoc = gql`
  fragment OrderListItem on Order {
    id
    orderNumber
    status
    payment
    paymentState
    shipping
    anonymized
    currency
    itemCount
    createdAt
    customer {
      name
      email
    }
    totals {
      withTax {
        ...MoneyFields
      }
    }
  }
`;
export const OrderAddressFieldsFragmentDoc = gql`
  fragment OrderAddressFields on OrderAddress {
    firstName
    lastName
    companyName
    line1
    line2
    city
    postcode
    county
    region
    country
    phoneNumber
    instructions
  }
`;
export const OrderDetailsFragmentDoc = gql`
  fragment OrderDetails on Order {
    ...OrderListItem
    externalRef
    updatedAt
    accountId
    customer {
      id
    }
    totals {
      withoutTax {
        ...MoneyFields
      }
      tax {
        ...MoneyFields
      }
      discount {
        ...MoneyFields
      }
      withoutDiscount {
        ...MoneyFields
      }
      shipping {
        ...MoneyFields
      }
      balanceOwing {
        ...MoneyFields
      }
      paid {
        ...MoneyFields
      }
      authorized {
        ...MoneyFields
      }
    }
    shippingAddress {
      ...OrderAddressFields
    }
    billingAddress {
      ...OrderAddressFields
    }
  }
`;
export const TransactionChangeFieldsFragmentDoc = gql`
  fragment TransactionChangeFields on TransactionPayload {
    transaction {
      ...TransactionRow
    }
    order {
      ...OrderDetails
    }
    ...PayloadErrors
  }
`;
export const PaymentGatewayRowFragmentDoc = gql`
  fragment PaymentGatewayRow on PaymentGateway {
    slug
    name
    enabled
    test
  }
`;
export const OrderListDocument = gql`
  query OrderList($filter: OrderFilter, $sort: [OrderSort!], $page: PageInput) {
    orders(filter: $filter, sort: $sort, page: $page) {
      items {
        ...OrderListItem
      }
      ...PageFields
    }
  }
  ${OrderListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useOrderListQuery__
 *
 * To run a query within a React component, call `useOrderListQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useOrderListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<OrderListQuery, OrderListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<OrderListQuery, OrderListQueryVariables>(OrderListDocument, options);
}
export function useOrderListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderListQuery, OrderListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<OrderListQuery, OrderListQueryVariables>(OrderListDocument, options);
}
// @ts-ignore
export function useOrderListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderListQuery, OrderListQueryVariables>;
export function useOrderListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderListQuery | undefined, OrderListQueryVariables>;
export function useOrderListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderListQuery, OrderListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<OrderListQuery, OrderListQueryVariables>(
    OrderListDocument,
    options,
  );
}
export type OrderListQueryHookResult = ReturnType<typeof useOrderListQuery>;
export type OrderListLazyQueryHookResult = ReturnType<typeof useOrderListLazyQuery>;
export type OrderListSuspenseQueryHookResult = ReturnType<typeof useOrderListSuspenseQuery>;
export type OrderListQueryResult = ApolloReactCommon.QueryResult<OrderListQuery, OrderListQueryVariables>;
export const OrderDetailDocument = gql`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderDetails
      items {
        id
        name
        sku
        quantity
        unitPrice {
          ...MoneyFields
        }
        discount {
          ...MoneyFields
        }
        tax {
          ...MoneyFields
        }
        total {
          ...MoneyFields
        }
      }
      shippingGroups {
        id
        shippingType
        trackingReference
      }
      transactions {
        ...TransactionRow
      }
    }
  }
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
`;

/**
 * __useOrderDetailQuery__
 *
 * To run a query within a React component, call `useOrderDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderDetailQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables> &
    ({ variables: OrderDetailQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<OrderDetailQuery, OrderDetailQueryVariables>(OrderDetailDocument, options);
}
export function useOrderDetailLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<OrderDetailQuery, OrderDetailQueryVariables>(
    OrderDetailDocument,
    options,
  );
}
// @ts-ignore
export function useOrderDetailSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderDetailQuery, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderDetailQuery | undefined, OrderDetailQueryVariables>;
export function useOrderDetailSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderDetailQuery, OrderDetailQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<OrderDetailQuery, OrderDetailQueryVariables>(
    OrderDetailDocument,
    options,
  );
}
export type OrderDetailQueryHookResult = ReturnType<typeof useOrderDetailQuery>;
export type OrderDetailLazyQueryHookResult = ReturnType<typeof useOrderDetailLazyQuery>;
export type OrderDetailSuspenseQueryHookResult = ReturnType<typeof useOrderDetailSuspenseQuery>;
export type OrderDetailQueryResult = ApolloReactCommon.QueryResult<
  OrderDetailQuery,
  OrderDetailQueryVariables
>;
export const UpdateOrderDocument = gql`
  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {
    updateOrder(id: $id, input: $input) {
      order {
        ...OrderDetails
      }
      ...PayloadErrors
    }
  }
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateOrderMutationFn = ApolloReactCommon.MutationFunction<
  UpdateOrderMutation,
  UpdateOrderMutationVariables
>;

/**
 * __useUpdateOrderMutation__
 *
 * To run a mutation, you first call `useUpdateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOrderMutation, { data, loading, error }] = useUpdateOrderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOrderMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateOrderMutation, UpdateOrderMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateOrderMutation, UpdateOrderMutationVariables>(
    UpdateOrderDocument,
    options,
  );
}
export type UpdateOrderMutationHookResult = ReturnType<typeof useUpdateOrderMutation>;
export type UpdateOrderMutationResult = ApolloReactCommon.MutationResult<UpdateOrderMutation>;
export type UpdateOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateOrderMutation,
  UpdateOrderMutationVariables
>;
export const AnonymizeOrdersDocument = gql`
  mutation AnonymizeOrders($ids: [ID!]!) {
    anonymizeOrders(ids: $ids) {
      orders {
        ...OrderDetails
      }
      ...PayloadErrors
    }
  }
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AnonymizeOrdersMutationFn = ApolloReactCommon.MutationFunction<
  AnonymizeOrdersMutation,
  AnonymizeOrdersMutationVariables
>;

/**
 * __useAnonymizeOrdersMutation__
 *
 * To run a mutation, you first call `useAnonymizeOrdersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnonymizeOrdersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [anonymizeOrdersMutation, { data, loading, error }] = useAnonymizeOrdersMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useAnonymizeOrdersMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AnonymizeOrdersMutation,
    AnonymizeOrdersMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AnonymizeOrdersMutation, AnonymizeOrdersMutationVariables>(
    AnonymizeOrdersDocument,
    options,
  );
}
export type AnonymizeOrdersMutationHookResult = ReturnType<typeof useAnonymizeOrdersMutation>;
export type AnonymizeOrdersMutationResult = ApolloReactCommon.MutationResult<AnonymizeOrdersMutation>;
export type AnonymizeOrdersMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AnonymizeOrdersMutation,
  AnonymizeOrdersMutationVariables
>;
export const PayOrderDocument = gql`
  mutation PayOrder($orderId: ID!, $input: PaymentInput!) {
    payOrder(orderId: $orderId, input: $input) {
      ...TransactionChangeFields
    }
  }
  ${TransactionChangeFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type PayOrderMutationFn = ApolloReactCommon.MutationFunction<
  PayOrderMutation,
  PayOrderMutationVariables
>;

/**
 * __usePayOrderMutation__
 *
 * To run a mutation, you first call `usePayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payOrderMutation, { data, loading, error }] = usePayOrderMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePayOrderMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<PayOrderMutation, PayOrderMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<PayOrderMutation, PayOrderMutationVariables>(PayOrderDocument, options);
}
export type PayOrderMutationHookResult = ReturnType<typeof usePayOrderMutation>;
export type PayOrderMutationResult = ApolloReactCommon.MutationResult<PayOrderMutation>;
export type PayOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<
  PayOrderMutation,
  PayOrderMutationVariables
>;
export const CaptureTransactionDocument = gql`
  mutation CaptureTransaction($orderId: ID!, $id: ID!) {
    captureTransaction(orderId: $orderId, id: $id) {
      ...TransactionChangeFields
    }
  }
  ${TransactionChangeFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CaptureTransactionMutationFn = ApolloReactCommon.MutationFunction<
  CaptureTransactionMutation,
  CaptureTransactionMutationVariables
>;

/**
 * __useCaptureTransactionMutation__
 *
 * To run a mutation, you first call `useCaptureTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCaptureTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [captureTransactionMutation, { data, loading, error }] = useCaptureTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCaptureTransactionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CaptureTransactionMutation,
    CaptureTransactionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CaptureTransactionMutation, CaptureTransactionMutationVariables>(
    CaptureTransactionDocument,
    options,
  );
}
export type CaptureTransactionMutationHookResult = ReturnType<typeof useCaptureTransactionMutation>;
export type CaptureTransactionMutationResult = ApolloReactCommon.MutationResult<CaptureTransactionMutation>;
export type CaptureTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CaptureTransactionMutation,
  CaptureTransactionMutationVariables
>;
export const RefundTransactionDocument = gql`
  mutation RefundTransaction($orderId: ID!, $id: ID!, $amount: MinorUnits) {
    refundTransaction(orderId: $orderId, id: $id, amount: $amount) {
      ...TransactionChangeFields
    }
  }
  ${TransactionChangeFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RefundTransactionMutationFn = ApolloReactCommon.MutationFunction<
  RefundTransactionMutation,
  RefundTransactionMutationVariables
>;

/**
 * __useRefundTransactionMutation__
 *
 * To run a mutation, you first call `useRefundTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRefundTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [refundTransactionMutation, { data, loading, error }] = useRefundTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useRefundTransactionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RefundTransactionMutation,
    RefundTransactionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RefundTransactionMutation, RefundTransactionMutationVariables>(
    RefundTransactionDocument,
    options,
  );
}
export type RefundTransactionMutationHookResult = ReturnType<typeof useRefundTransactionMutation>;
export type RefundTransactionMutationResult = ApolloReactCommon.MutationResult<RefundTransactionMutation>;
export type RefundTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RefundTransactionMutation,
  RefundTransactionMutationVariables
>;
export const CancelTransactionDocument = gql`
  mutation CancelTransaction($orderId: ID!, $id: ID!) {
    cancelTransaction(orderId: $orderId, id: $id) {
      ...TransactionChangeFields
    }
  }
  ${TransactionChangeFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CancelTransactionMutationFn = ApolloReactCommon.MutationFunction<
  CancelTransactionMutation,
  CancelTransactionMutationVariables
>;

/**
 * __useCancelTransactionMutation__
 *
 * To run a mutation, you first call `useCancelTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelTransactionMutation, { data, loading, error }] = useCancelTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelTransactionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CancelTransactionMutation,
    CancelTransactionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CancelTransactionMutation, CancelTransactionMutationVariables>(
    CancelTransactionDocument,
    options,
  );
}
export type CancelTransactionMutationHookResult = ReturnType<typeof useCancelTransactionMutation>;
export type CancelTransactionMutationResult = ApolloReactCommon.MutationResult<CancelTransactionMutation>;
export type CancelTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CancelTransactionMutation,
  CancelTransactionMutationVariables
>;
export const ConfirmTransactionDocument = gql`
  mutation ConfirmTransaction($orderId: ID!, $id: ID!) {
    confirmTransaction(orderId: $orderId, id: $id) {
      ...TransactionChangeFields
    }
  }
  ${TransactionChangeFieldsFragmentDoc}
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${OrderDetailsFragmentDoc}
  ${OrderListItemFragmentDoc}
  ${OrderAddressFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ConfirmTransactionMutationFn = ApolloReactCommon.MutationFunction<
  ConfirmTransactionMutation,
  ConfirmTransactionMutationVariables
>;

/**
 * __useConfirmTransactionMutation__
 *
 * To run a mutation, you first call `useConfirmTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmTransactionMutation, { data, loading, error }] = useConfirmTransactionMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useConfirmTransactionMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ConfirmTransactionMutation,
    ConfirmTransactionMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ConfirmTransactionMutation, ConfirmTransactionMutationVariables>(
    ConfirmTransactionDocument,
    options,
  );
}
export type ConfirmTransactionMutationHookResult = ReturnType<typeof useConfirmTransactionMutation>;
export type ConfirmTransactionMutationResult = ApolloReactCommon.MutationResult<ConfirmTransactionMutation>;
export type ConfirmTransactionMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ConfirmTransactionMutation,
  ConfirmTransactionMutationVariables
>;
export const PaymentGatewaysDocument = gql`
  query PaymentGateways {
    paymentGateways {
      ...PaymentGatewayRow
    }
  }
  ${PaymentGatewayRowFragmentDoc}
`;

/**
 * __usePaymentGatewaysQuery__
 *
 * To run a query within a React component, call `usePaymentGatewaysQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentGatewaysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentGatewaysQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentGatewaysQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(
    PaymentGatewaysDocument,
    options,
  );
}
export function usePaymentGatewaysLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(
    PaymentGatewaysDocument,
    options,
  );
}
// @ts-ignore
export function usePaymentGatewaysSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    PaymentGatewaysQuery,
    PaymentGatewaysQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>;
export function usePaymentGatewaysSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<PaymentGatewaysQuery | undefined, PaymentGatewaysQueryVariables>;
export function usePaymentGatewaysSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<PaymentGatewaysQuery, PaymentGatewaysQueryVariables>(
    PaymentGatewaysDocument,
    options,
  );
}
export type PaymentGatewaysQueryHookResult = ReturnType<typeof usePaymentGatewaysQuery>;
export type PaymentGatewaysLazyQueryHookResult = ReturnType<typeof usePaymentGatewaysLazyQuery>;
export type PaymentGatewaysSuspenseQueryHookResult = ReturnType<typeof usePaymentGatewaysSuspenseQuery>;
export type PaymentGatewaysQueryResult = ApolloReactCommon.QueryResult<
  PaymentGatewaysQuery,
  PaymentGatewaysQueryVariables
>;
export const UpdatePaymentGatewayDocument = gql`
  mutation UpdatePaymentGateway($slug: String!, $input: PaymentGatewayUpdateInput!) {
    updatePaymentGateway(slug: $slug, input: $input) {
      paymentGateway {
        ...PaymentGatewayRow
      }
      ...PayloadErrors
    }
  }
  ${PaymentGatewayRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePaymentGatewayMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePaymentGatewayMutation,
  UpdatePaymentGatewayMutationVariables
>;

/**
 * __useUpdatePaymentGatewayMutation__
 *
 * To run a mutation, you first call `useUpdatePaymentGatewayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePaymentGatewayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePaymentGatewayMutation, { data, loading, error }] = useUpdatePaymentGatewayMutation({
 *   variables: {
 *      slug: // value for 'slug'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePaymentGatewayMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePaymentGatewayMutation,
    UpdatePaymentGatewayMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdatePaymentGatewayMutation, UpdatePaymentGatewayMutationVariables>(
    UpdatePaymentGatewayDocument,
    options,
  );
}
export type UpdatePaymentGatewayMutationHookResult = ReturnType<typeof useUpdatePaymentGatewayMutation>;
export type UpdatePaymentGatewayMutationResult =
  ApolloReactCommon.MutationResult<UpdatePaymentGatewayMutation>;
export type UpdatePaymentGatewayMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePaymentGatewayMutation,
  UpdatePaymentGatewayMutationVariables
>;
export const OrderShippingGroupDocument = gql`
  query OrderShippingGroup($orderId: ID!, $id: ID!) {
    order(id: $orderId) {
      id
      shippingGroup(id: $id) {
        id
        shippingType
        trackingReference
        address {
          ...ShippingAddressSummary
        }
      }
    }
  }
  ${ShippingAddressSummaryFragmentDoc}
`;

/**
 * __useOrderShippingGroupQuery__
 *
 * To run a query within a React component, call `useOrderShippingGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderShippingGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderShippingGroupQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderShippingGroupQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<OrderShippingGroupQuery, OrderShippingGroupQueryVariables> &
    ({ variables: OrderShippingGroupQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>(
    OrderShippingGroupDocument,
    options,
  );
}
export function useOrderShippingGroupLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    OrderShippingGroupQuery,
    OrderShippingGroupQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>(
    OrderShippingGroupDocument,
    options,
  );
}
// @ts-ignore
export function useOrderShippingGroupSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    OrderShippingGroupQuery,
    OrderShippingGroupQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>;
export function useOrderShippingGroupSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  OrderShippingGroupQuery | undefined,
  OrderShippingGroupQueryVariables
>;
export function useOrderShippingGroupSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<OrderShippingGroupQuery, OrderShippingGroupQueryVariables>(
    OrderShippingGroupDocument,
    options,
  );
}
export type OrderShippingGroupQueryHookResult = ReturnType<typeof useOrderShippingGroupQuery>;
export type OrderShippingGroupLazyQueryHookResult = ReturnType<typeof useOrderShippingGroupLazyQuery>;
export type OrderShippingGroupSuspenseQueryHookResult = ReturnType<typeof useOrderShippingGroupSuspenseQuery>;
export type OrderShippingGroupQueryResult = ApolloReactCommon.QueryResult<
  OrderShippingGroupQuery,
  OrderShippingGroupQueryVariables
>;
export const OrderTransactionDocument = gql`
  query OrderTransaction($orderId: ID!, $id: ID!) {
    order(id: $orderId) {
      id
      transaction(id: $id) {
        ...TransactionRow
        updatedAt
      }
    }
  }
  ${TransactionRowFragmentDoc}
  ${MoneyFieldsFragmentDoc}
`;

/**
 * __useOrderTransactionQuery__
 *
 * To run a query within a React component, call `useOrderTransactionQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderTransactionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderTransactionQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useOrderTransactionQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<OrderTransactionQuery, OrderTransactionQueryVariables> &
    ({ variables: OrderTransactionQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<OrderTransactionQuery, OrderTransactionQueryVariables>(
    OrderTransactionDocument,
    options,
  );
}
export function useOrderTransactionLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderTransactionQuery, OrderTransactionQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<OrderTransactionQuery, OrderTransactionQueryVariables>(
    OrderTransactionDocument,
    options,
  );
}
// @ts-ignore
export function useOrderTransactionSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    OrderTransactionQuery,
    OrderTransactionQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<OrderTransactionQuery, OrderTransactionQueryVariables>;
export function useOrderTransactionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderTransactionQuery, OrderTransactionQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<OrderTransactionQuery | undefined, OrderTransactionQueryVariables>;
export function useOrderTransactionSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<OrderTransactionQuery, OrderTransactionQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<OrderTransactionQuery, OrderTransactionQueryVariables>(
    OrderTransactionDocument,
    options,
  );
}
export type OrderTransactionQueryHookResult = ReturnType<typeof useOrderTransactionQuery>;
export type OrderTransactionLazyQueryHookResult = ReturnType<typeof useOrderTransactionLazyQuery>;
export type OrderTransactionSuspenseQueryHookResult = ReturnType<typeof useOrderTransactionSuspenseQuery>;
export type OrderTransactionQueryResult = ApolloReactCommon.QueryResult<
  OrderTransactionQuery,
  OrderTransactionQueryVariables
>;
