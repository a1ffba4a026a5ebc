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
import { ShippingAddressSummaryFragmentDoc } from '../orders/orders.generated';
import {
  AccountMemberRealmFragmentDoc,
  AccountMemberRealmSettingsFragmentDoc,
} from '../accounts/accounts.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type CartPriceFieldsFragment = {
  __typename: 'CartPrice';
  amount: number;
  currency: string;
  formatted: string;
};

export type CartListItemFragment = {
  __typename: 'Cart';
  id: string;
  name: string;
  description: string | null;
  updatedAt: string | null;
  totals: {
    __typename: 'CartTotals';
    withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  };
};

export type CartDetailFragment = {
  __typename: 'Cart';
  id: string;
  name: string;
  description: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  customDiscountsEnabled: boolean;
  items: Array<{
    __typename: 'CartItem';
    id: string;
    type: Types.CartItemType;
    productId: string | null;
    name: string;
    sku: string | null;
    quantity: number;
    shippingGroupId: string | null;
    unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
    value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
    discounts: Array<{
      __typename: 'CartLineDiscount';
      sourceId: string | null;
      code: string | null;
      amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
    }>;
    totals: {
      __typename: 'CartTotals';
      withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    } | null;
    customDiscounts: Array<{
      __typename: 'CartCustomDiscount';
      id: string;
      description: string;
      discountCode: string;
      discountEngine: string;
      externalId: string;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    taxes: Array<{
      __typename: 'CartTaxItem';
      id: string;
      name: string | null;
      code: string | null;
      jurisdiction: string | null;
      rate: number | null;
      amount: number | null;
    }>;
  }>;
  customDiscounts: Array<{
    __typename: 'CartCustomDiscount';
    id: string;
    description: string;
    discountCode: string;
    discountEngine: string;
    externalId: string;
    amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  }>;
  shippingGroups: Array<{
    __typename: 'CartShippingGroup';
    id: string;
    shippingType: string | null;
    trackingReference: string | null;
    externalRef: string | null;
    price: { __typename: 'CartShippingPrice'; total: number } | null;
  }>;
  accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
  promotions: Array<{
    __typename: 'CartPromotion';
    promotionId: string;
    code: string;
    name: string | null;
    amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
  }>;
  customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
  totals: {
    __typename: 'CartTotals';
    withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
  };
};

export type CartCustomDiscountFieldsFragment = {
  __typename: 'CartCustomDiscount';
  id: string;
  description: string;
  discountCode: string;
  discountEngine: string;
  externalId: string;
  amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
};

export type CartShippingGroupFieldsFragment = {
  __typename: 'CartShippingGroup';
  id: string;
  shippingType: string | null;
  trackingReference: string | null;
  externalRef: string | null;
  price: { __typename: 'CartShippingPrice'; total: number } | null;
};

export type CartChangeFieldsFragment = {
  __typename: 'CartPayload';
  cart: {
    __typename: 'Cart';
    id: string;
    name: string;
    description: string | null;
    createdAt: string | null;
    updatedAt: string | null;
    customDiscountsEnabled: boolean;
    items: Array<{
      __typename: 'CartItem';
      id: string;
      type: Types.CartItemType;
      productId: string | null;
      name: string;
      sku: string | null;
      quantity: number;
      shippingGroupId: string | null;
      unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      discounts: Array<{
        __typename: 'CartLineDiscount';
        sourceId: string | null;
        code: string | null;
        amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      } | null;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      taxes: Array<{
        __typename: 'CartTaxItem';
        id: string;
        name: string | null;
        code: string | null;
        jurisdiction: string | null;
        rate: number | null;
        amount: number | null;
      }>;
    }>;
    customDiscounts: Array<{
      __typename: 'CartCustomDiscount';
      id: string;
      description: string;
      discountCode: string;
      discountEngine: string;
      externalId: string;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    shippingGroups: Array<{
      __typename: 'CartShippingGroup';
      id: string;
      shippingType: string | null;
      trackingReference: string | null;
      externalRef: string | null;
      price: { __typename: 'CartShippingPrice'; total: number } | null;
    }>;
    accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
    promotions: Array<{
      __typename: 'CartPromotion';
      promotionId: string;
      code: string;
      name: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
    totals: {
      __typename: 'CartTotals';
      withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
    };
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type CartListQueryVariables = Exact<{
  filter?: Types.CartFilter | null | undefined;
  sort?: Array<Types.CartSort> | Types.CartSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CartListQuery = {
  __typename: 'Query';
  carts: {
    __typename: 'CartPage';
    items: Array<{
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      };
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CartDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type CartDetailsQuery = {
  __typename: 'Query';
  cart: {
    __typename: 'Cart';
    id: string;
    name: string;
    description: string | null;
    createdAt: string | null;
    updatedAt: string | null;
    customDiscountsEnabled: boolean;
    items: Array<{
      __typename: 'CartItem';
      id: string;
      type: Types.CartItemType;
      productId: string | null;
      name: string;
      sku: string | null;
      quantity: number;
      shippingGroupId: string | null;
      unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      discounts: Array<{
        __typename: 'CartLineDiscount';
        sourceId: string | null;
        code: string | null;
        amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
      }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      } | null;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      taxes: Array<{
        __typename: 'CartTaxItem';
        id: string;
        name: string | null;
        code: string | null;
        jurisdiction: string | null;
        rate: number | null;
        amount: number | null;
      }>;
    }>;
    customDiscounts: Array<{
      __typename: 'CartCustomDiscount';
      id: string;
      description: string;
      discountCode: string;
      discountEngine: string;
      externalId: string;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    shippingGroups: Array<{
      __typename: 'CartShippingGroup';
      id: string;
      shippingType: string | null;
      trackingReference: string | null;
      externalRef: string | null;
      price: { __typename: 'CartShippingPrice'; total: number } | null;
    }>;
    accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
    promotions: Array<{
      __typename: 'CartPromotion';
      promotionId: string;
      code: string;
      name: string | null;
      amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
    }>;
    customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
    totals: {
      __typename: 'CartTotals';
      withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
    };
  } | null;
};

export type CreateCartMutationVariables = Exact<{
  input: Types.CartCreateInput;
}>;

export type CreateCartMutation = {
  __typename: 'Mutation';
  createCart: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
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

export type DeleteCartMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCartMutation = {
  __typename: 'Mutation';
  deleteCart: {
    __typename: 'DeleteCartPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AddCartProductItemMutationVariables = Exact<{
  cartId: string | number;
  input: Types.CartProductItemInput;
}>;

export type AddCartProductItemMutation = {
  __typename: 'Mutation';
  addCartProductItem: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AddCartCustomItemMutationVariables = Exact<{
  cartId: string | number;
  input: Types.CartCustomItemInput;
}>;

export type AddCartCustomItemMutation = {
  __typename: 'Mutation';
  addCartCustomItem: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type UpdateCartItemQuantityMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
  quantity: number;
}>;

export type UpdateCartItemQuantityMutation = {
  __typename: 'Mutation';
  updateCartItemQuantity: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type RemoveCartItemMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
}>;

export type RemoveCartItemMutation = {
  __typename: 'Mutation';
  removeCartItem: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type ApplyCartPromotionCodeMutationVariables = Exact<{
  cartId: string | number;
  code: string;
}>;

export type ApplyCartPromotionCodeMutation = {
  __typename: 'Mutation';
  applyCartPromotionCode: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type RemoveCartPromotionCodeMutationVariables = Exact<{
  cartId: string | number;
  code: string;
}>;

export type RemoveCartPromotionCodeMutation = {
  __typename: 'Mutation';
  removeCartPromotionCode: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type CheckoutCartMutationVariables = Exact<{
  cartId: string | number;
  input: Types.CheckoutInput;
}>;

export type CheckoutCartMutation = {
  __typename: 'Mutation';
  checkoutCart: {
    __typename: 'CheckoutPayload';
    order: {
      __typename: 'Order';
      id: string;
      orderNumber: string | null;
      totals: {
        __typename: 'OrderTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
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

export type CartShippingGroupQueryVariables = Exact<{
  cartId: string | number;
  id: string | number;
}>;

export type CartShippingGroupQuery = {
  __typename: 'Query';
  cart: {
    __typename: 'Cart';
    id: string;
    shippingGroup: {
      __typename: 'CartShippingGroup';
      id: string;
      shippingType: string | null;
      trackingReference: string | null;
      externalRef: string | null;
      address: {
        __typename: 'OrderAddress';
        firstName: string;
        lastName: string;
        line1: string;
        city: string;
        postcode: string;
        country: string;
      } | null;
      price: { __typename: 'CartShippingPrice'; total: number } | null;
    } | null;
  } | null;
};

export type CartAccountRealmsQueryVariables = Exact<{ [key: string]: never }>;

export type CartAccountRealmsQuery = {
  __typename: 'Query';
  settings: {
    __typename: 'Settings';
    accountAuthentication: {
      __typename: 'AccountAuthenticationSettings';
      realm: {
        __typename: 'Realm';
        id: string;
        name: string;
        originType: string | null;
        passwordProfiles: {
          __typename: 'PasswordProfilePage';
          items: Array<{ __typename: 'PasswordProfile'; id: string; name: string }>;
        };
      } | null;
    };
  };
};

export type UpdateCartMutationVariables = Exact<{
  id: string | number;
  input: Types.CartUpdateInput;
}>;

export type UpdateCartMutation = {
  __typename: 'Mutation';
  updateCart: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string | number;
  items: Array<Types.CartItemQuantityInput> | Types.CartItemQuantityInput;
}>;

export type UpdateCartItemsMutation = {
  __typename: 'Mutation';
  updateCartItems: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type ClearCartItemsMutationVariables = Exact<{
  cartId: string | number;
}>;

export type ClearCartItemsMutation = {
  __typename: 'Mutation';
  clearCartItems: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type MergeCartMutationVariables = Exact<{
  cartId: string | number;
  fromCartId: string | number;
}>;

export type MergeCartMutation = {
  __typename: 'Mutation';
  mergeCart: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AddCartCustomDiscountMutationVariables = Exact<{
  cartId: string | number;
  itemId?: string | number | null | undefined;
  input: Types.CartCustomDiscountInput;
}>;

export type AddCartCustomDiscountMutation = {
  __typename: 'Mutation';
  addCartCustomDiscount: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type UpdateCartCustomDiscountMutationVariables = Exact<{
  cartId: string | number;
  itemId?: string | number | null | undefined;
  id: string | number;
  input: Types.CartCustomDiscountInput;
}>;

export type UpdateCartCustomDiscountMutation = {
  __typename: 'Mutation';
  updateCartCustomDiscount: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type RemoveCartCustomDiscountMutationVariables = Exact<{
  cartId: string | number;
  itemId?: string | number | null | undefined;
  id: string | number;
}>;

export type RemoveCartCustomDiscountMutation = {
  __typename: 'Mutation';
  removeCartCustomDiscount: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AddCartItemTaxMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
  input: Types.CartTaxInput;
}>;

export type AddCartItemTaxMutation = {
  __typename: 'Mutation';
  addCartItemTax: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type UpdateCartItemTaxMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
  id: string | number;
  input: Types.CartTaxInput;
}>;

export type UpdateCartItemTaxMutation = {
  __typename: 'Mutation';
  updateCartItemTax: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type RemoveCartItemTaxMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
  id: string | number;
}>;

export type RemoveCartItemTaxMutation = {
  __typename: 'Mutation';
  removeCartItemTax: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AddCartTaxesMutationVariables = Exact<{
  cartId: string | number;
  taxes: Array<Types.CartLineTaxInput> | Types.CartLineTaxInput;
}>;

export type AddCartTaxesMutation = {
  __typename: 'Mutation';
  addCartTaxes: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type CreateCartShippingGroupMutationVariables = Exact<{
  cartId: string | number;
  input: Types.CartShippingGroupInput;
}>;

export type CreateCartShippingGroupMutation = {
  __typename: 'Mutation';
  createCartShippingGroup: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type SetCartItemShippingGroupMutationVariables = Exact<{
  cartId: string | number;
  itemId: string | number;
  shippingGroupId: string | number;
}>;

export type SetCartItemShippingGroupMutation = {
  __typename: 'Mutation';
  setCartItemShippingGroup: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AssociateCartCustomerMutationVariables = Exact<{
  cartId: string | number;
  customerId: string | number;
  customerToken?: string | null | undefined;
}>;

export type AssociateCartCustomerMutation = {
  __typename: 'Mutation';
  associateCartCustomer: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type AssociateCartAccountMutationVariables = Exact<{
  cartId: string | number;
  accountId: string | number;
  accountToken?: string | null | undefined;
}>;

export type AssociateCartAccountMutation = {
  __typename: 'Mutation';
  associateCartAccount: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type DissociateCartAccountMutationVariables = Exact<{
  cartId: string | number;
  accountId: string | number;
  accountToken?: string | null | undefined;
}>;

export type DissociateCartAccountMutation = {
  __typename: 'Mutation';
  dissociateCartAccount: {
    __typename: 'CartPayload';
    cart: {
      __typename: 'Cart';
      id: string;
      name: string;
      description: string | null;
      createdAt: string | null;
      updatedAt: string | null;
      customDiscountsEnabled: boolean;
      items: Array<{
        __typename: 'CartItem';
        id: string;
        type: Types.CartItemType;
        productId: string | null;
        name: string;
        sku: string | null;
        quantity: number;
        shippingGroupId: string | null;
        unitPrice: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        value: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        discounts: Array<{
          __typename: 'CartLineDiscount';
          sourceId: string | null;
          code: string | null;
          amount: { __typename: 'CartPrice'; amount: number; currency: string; formatted: string };
        }>;
        totals: {
          __typename: 'CartTotals';
          withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        } | null;
        customDiscounts: Array<{
          __typename: 'CartCustomDiscount';
          id: string;
          description: string;
          discountCode: string;
          discountEngine: string;
          externalId: string;
          amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        }>;
        taxes: Array<{
          __typename: 'CartTaxItem';
          id: string;
          name: string | null;
          code: string | null;
          jurisdiction: string | null;
          rate: number | null;
          amount: number | null;
        }>;
      }>;
      customDiscounts: Array<{
        __typename: 'CartCustomDiscount';
        id: string;
        description: string;
        discountCode: string;
        discountEngine: string;
        externalId: string;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      shippingGroups: Array<{
        __typename: 'CartShippingGroup';
        id: string;
        shippingType: string | null;
        trackingReference: string | null;
        externalRef: string | null;
        price: { __typename: 'CartShippingPrice'; total: number } | null;
      }>;
      accounts: Array<{ __typename: 'Account'; id: string; name: string }>;
      promotions: Array<{
        __typename: 'CartPromotion';
        promotionId: string;
        code: string;
        name: string | null;
        amount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
      }>;
      customers: Array<{ __typename: 'Customer'; id: string; name: string; email: string }>;
      totals: {
        __typename: 'CartTotals';
        withTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutTax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        tax: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        discount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        withoutDiscount: { __typename: 'Money'; currency: string; amount: number; formatted: string };
        shipping: { __typename: 'Money'; currency: string; amount: number; formatted: string } | null;
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

export type CreateCustomerTokenMutationVariables = Exact<{
  input: Types.CustomerTokenInput;
}>;

export type CreateCustomerTokenMutation = {
  __typename: 'Mutation';
  createCustomerToken: {
    __typename: 'CustomerTokenPayload';
    customerId: string | null;
    token: string | null;
    expiresAt: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateAccountMemberTokenMutationVariables = Exact<{
  input: Types.AccountMemberTokenInput;
}>;

export type CreateAccountMemberTokenMutation = {
  __typename: 'Mutation';
  createAccountMemberToken: {
    __typename: 'AccountMemberTokensPayload';
    accountMemberId: string | null;
    tokens: Array<{
      __typename: 'AccountMemberToken';
      accountId: string;
      accountName: string;
      token: string;
      expiresAt: string | null;
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const CartListItemFragmentDoc = gql`
  fragment CartListItem on Cart {
    id
    name
    description
    updatedAt
    totals {
      withTax {
        ...MoneyFields
      }
    }
  }
`;
export const CartPriceFieldsFragmentDoc = gql`
  fragment CartPriceFields on CartPrice {
    amount
    currency
    formatted
  }
`;
export const CartCustomDiscountFieldsFragmentDoc = gql`
  fragment CartCustomDiscountFields on CartCustomDiscount {
    id
    amount {
      ...MoneyFields
    }
    description
    discountCode
    discountEngine
    externalId
  }
`;
export const CartShippingGroupFieldsFragmentDoc = gql`
  fragment CartShippingGroupFields on CartShippingGroup {
    id
    shippingType
    trackingReference
    externalRef
    price {
      total
    }
  }
`;
export const CartDetailFragmentDoc = gql`
  fragment CartDetail on Cart {
    id
    name
    description
    createdAt
    updatedAt
    items {
      id
      type
      productId
      name
      sku
      quantity
      unitPrice {
        ...CartPriceFields
      }
      value {
        ...CartPriceFields
      }
      discounts {
        sourceId
        code
        amount {
          ...CartPriceFields
        }
      }
      totals {
        withTax {
          ...MoneyFields
        }
      }
      shippingGroupId
      customDiscounts {
        ...CartCustomDiscountFields
      }
      taxes {
        id
        name
        code
        jurisdiction
        rate
        amount
      }
    }
    customDiscountsEnabled
    customDiscounts {
      ...CartCustomDiscountFields
    }
    shippingGroups {
      ...CartShippingGroupFields
    }
    accounts {
      id
      name
    }
    promotions {
      promotionId
      code
      name
      amount {
        ...MoneyFields
      }
    }
    customers {
      id
      name
      email
    }
    totals {
      withTax {
        ...MoneyFields
      }
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
    }
  }
`;
export const CartChangeFieldsFragmentDoc = gql`
  fragment CartChangeFields on CartPayload {
    cart {
      ...CartDetail
    }
    ...PayloadErrors
  }
`;
export const CartListDocument = gql`
  query CartList($filter: CartFilter, $sort: [CartSort!], $page: PageInput) {
    carts(filter: $filter, sort: $sort, page: $page) {
      items {
        ...CartListItem
      }
      ...PageFields
    }
  }
  ${CartListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCartListQuery__
 *
 * To run a query within a React component, call `useCartListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCartListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CartListQuery, CartListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CartListQuery, CartListQueryVariables>(CartListDocument, options);
}
export function useCartListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CartListQuery, CartListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CartListQuery, CartListQueryVariables>(CartListDocument, options);
}
// @ts-ignore
export function useCartListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CartListQuery, CartListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CartListQuery, CartListQueryVariables>;
export function useCartListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartListQuery, CartListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CartListQuery | undefined, CartListQueryVariables>;
export function useCartListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartListQuery, CartListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CartListQuery, CartListQueryVariables>(CartListDocument, options);
}
export type CartListQueryHookResult = ReturnType<typeof useCartListQuery>;
export type CartListLazyQueryHookResult = ReturnType<typeof useCartListLazyQuery>;
export type CartListSuspenseQueryHookResult = ReturnType<typeof useCartListSuspenseQuery>;
export type CartListQueryResult = ApolloReactCommon.QueryResult<CartListQuery, CartListQueryVariables>;
export const CartDetailsDocument = gql`
  query CartDetails($id: ID!) {
    cart(id: $id) {
      ...CartDetail
    }
  }
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
`;

/**
 * __useCartDetailsQuery__
 *
 * To run a query within a React component, call `useCartDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCartDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CartDetailsQuery, CartDetailsQueryVariables> &
    ({ variables: CartDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CartDetailsQuery, CartDetailsQueryVariables>(CartDetailsDocument, options);
}
export function useCartDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CartDetailsQuery, CartDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CartDetailsQuery, CartDetailsQueryVariables>(
    CartDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useCartDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CartDetailsQuery, CartDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CartDetailsQuery, CartDetailsQueryVariables>;
export function useCartDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartDetailsQuery, CartDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CartDetailsQuery | undefined, CartDetailsQueryVariables>;
export function useCartDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartDetailsQuery, CartDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CartDetailsQuery, CartDetailsQueryVariables>(
    CartDetailsDocument,
    options,
  );
}
export type CartDetailsQueryHookResult = ReturnType<typeof useCartDetailsQuery>;
export type CartDetailsLazyQueryHookResult = ReturnType<typeof useCartDetailsLazyQuery>;
export type CartDetailsSuspenseQueryHookResult = ReturnType<typeof useCartDetailsSuspenseQuery>;
export type CartDetailsQueryResult = ApolloReactCommon.QueryResult<
  CartDetailsQuery,
  CartDetailsQueryVariables
>;
export const CreateCartDocument = gql`
  mutation CreateCart($input: CartCreateInput!) {
    createCart(input: $input) {
      cart {
        ...CartListItem
      }
      ...PayloadErrors
    }
  }
  ${CartListItemFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCartMutationFn = ApolloReactCommon.MutationFunction<
  CreateCartMutation,
  CreateCartMutationVariables
>;

/**
 * __useCreateCartMutation__
 *
 * To run a mutation, you first call `useCreateCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCartMutation, { data, loading, error }] = useCreateCartMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCartMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCartMutation, CreateCartMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCartMutation, CreateCartMutationVariables>(
    CreateCartDocument,
    options,
  );
}
export type CreateCartMutationHookResult = ReturnType<typeof useCreateCartMutation>;
export type CreateCartMutationResult = ApolloReactCommon.MutationResult<CreateCartMutation>;
export type CreateCartMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCartMutation,
  CreateCartMutationVariables
>;
export const DeleteCartDocument = gql`
  mutation DeleteCart($id: ID!) {
    deleteCart(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCartMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCartMutation,
  DeleteCartMutationVariables
>;

/**
 * __useDeleteCartMutation__
 *
 * To run a mutation, you first call `useDeleteCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCartMutation, { data, loading, error }] = useDeleteCartMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCartMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCartMutation, DeleteCartMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCartMutation, DeleteCartMutationVariables>(
    DeleteCartDocument,
    options,
  );
}
export type DeleteCartMutationHookResult = ReturnType<typeof useDeleteCartMutation>;
export type DeleteCartMutationResult = ApolloReactCommon.MutationResult<DeleteCartMutation>;
export type DeleteCartMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCartMutation,
  DeleteCartMutationVariables
>;
export const AddCartProductItemDocument = gql`
  mutation AddCartProductItem($cartId: ID!, $input: CartProductItemInput!) {
    addCartProductItem(cartId: $cartId, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddCartProductItemMutationFn = ApolloReactCommon.MutationFunction<
  AddCartProductItemMutation,
  AddCartProductItemMutationVariables
>;

/**
 * __useAddCartProductItemMutation__
 *
 * To run a mutation, you first call `useAddCartProductItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCartProductItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCartProductItemMutation, { data, loading, error }] = useAddCartProductItemMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCartProductItemMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddCartProductItemMutation,
    AddCartProductItemMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddCartProductItemMutation, AddCartProductItemMutationVariables>(
    AddCartProductItemDocument,
    options,
  );
}
export type AddCartProductItemMutationHookResult = ReturnType<typeof useAddCartProductItemMutation>;
export type AddCartProductItemMutationResult = ApolloReactCommon.MutationResult<AddCartProductItemMutation>;
export type AddCartProductItemMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddCartProductItemMutation,
  AddCartProductItemMutationVariables
>;
export const AddCartCustomItemDocument = gql`
  mutation AddCartCustomItem($cartId: ID!, $input: CartCustomItemInput!) {
    addCartCustomItem(cartId: $cartId, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddCartCustomItemMutationFn = ApolloReactCommon.MutationFunction<
  AddCartCustomItemMutation,
  AddCartCustomItemMutationVariables
>;

/**
 * __useAddCartCustomItemMutation__
 *
 * To run a mutation, you first call `useAddCartCustomItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCartCustomItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCartCustomItemMutation, { data, loading, error }] = useAddCartCustomItemMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCartCustomItemMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddCartCustomItemMutation,
    AddCartCustomItemMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddCartCustomItemMutation, AddCartCustomItemMutationVariables>(
    AddCartCustomItemDocument,
    options,
  );
}
export type AddCartCustomItemMutationHookResult = ReturnType<typeof useAddCartCustomItemMutation>;
export type AddCartCustomItemMutationResult = ApolloReactCommon.MutationResult<AddCartCustomItemMutation>;
export type AddCartCustomItemMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddCartCustomItemMutation,
  AddCartCustomItemMutationVariables
>;
export const UpdateCartItemQuantityDocument = gql`
  mutation UpdateCartItemQuantity($cartId: ID!, $itemId: ID!, $quantity: Int!) {
    updateCartItemQuantity(cartId: $cartId, itemId: $itemId, quantity: $quantity) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartItemQuantityMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartItemQuantityMutation,
  UpdateCartItemQuantityMutationVariables
>;

/**
 * __useUpdateCartItemQuantityMutation__
 *
 * To run a mutation, you first call `useUpdateCartItemQuantityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartItemQuantityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartItemQuantityMutation, { data, loading, error }] = useUpdateCartItemQuantityMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      quantity: // value for 'quantity'
 *   },
 * });
 */
export function useUpdateCartItemQuantityMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCartItemQuantityMutation,
    UpdateCartItemQuantityMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateCartItemQuantityMutation,
    UpdateCartItemQuantityMutationVariables
  >(UpdateCartItemQuantityDocument, options);
}
export type UpdateCartItemQuantityMutationHookResult = ReturnType<typeof useUpdateCartItemQuantityMutation>;
export type UpdateCartItemQuantityMutationResult =
  ApolloReactCommon.MutationResult<UpdateCartItemQuantityMutation>;
export type UpdateCartItemQuantityMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartItemQuantityMutation,
  UpdateCartItemQuantityMutationVariables
>;
export const RemoveCartItemDocument = gql`
  mutation RemoveCartItem($cartId: ID!, $itemId: ID!) {
    removeCartItem(cartId: $cartId, itemId: $itemId) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveCartItemMutationFn = ApolloReactCommon.MutationFunction<
  RemoveCartItemMutation,
  RemoveCartItemMutationVariables
>;

/**
 * __useRemoveCartItemMutation__
 *
 * To run a mutation, you first call `useRemoveCartItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartItemMutation, { data, loading, error }] = useRemoveCartItemMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *   },
 * });
 */
export function useRemoveCartItemMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveCartItemMutation, RemoveCartItemMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RemoveCartItemMutation, RemoveCartItemMutationVariables>(
    RemoveCartItemDocument,
    options,
  );
}
export type RemoveCartItemMutationHookResult = ReturnType<typeof useRemoveCartItemMutation>;
export type RemoveCartItemMutationResult = ApolloReactCommon.MutationResult<RemoveCartItemMutation>;
export type RemoveCartItemMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveCartItemMutation,
  RemoveCartItemMutationVariables
>;
export const ApplyCartPromotionCodeDocument = gql`
  mutation ApplyCartPromotionCode($cartId: ID!, $code: String!) {
    applyCartPromotionCode(cartId: $cartId, code: $code) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ApplyCartPromotionCodeMutationFn = ApolloReactCommon.MutationFunction<
  ApplyCartPromotionCodeMutation,
  ApplyCartPromotionCodeMutationVariables
>;

/**
 * __useApplyCartPromotionCodeMutation__
 *
 * To run a mutation, you first call `useApplyCartPromotionCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyCartPromotionCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyCartPromotionCodeMutation, { data, loading, error }] = useApplyCartPromotionCodeMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useApplyCartPromotionCodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ApplyCartPromotionCodeMutation,
    ApplyCartPromotionCodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    ApplyCartPromotionCodeMutation,
    ApplyCartPromotionCodeMutationVariables
  >(ApplyCartPromotionCodeDocument, options);
}
export type ApplyCartPromotionCodeMutationHookResult = ReturnType<typeof useApplyCartPromotionCodeMutation>;
export type ApplyCartPromotionCodeMutationResult =
  ApolloReactCommon.MutationResult<ApplyCartPromotionCodeMutation>;
export type ApplyCartPromotionCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ApplyCartPromotionCodeMutation,
  ApplyCartPromotionCodeMutationVariables
>;
export const RemoveCartPromotionCodeDocument = gql`
  mutation RemoveCartPromotionCode($cartId: ID!, $code: String!) {
    removeCartPromotionCode(cartId: $cartId, code: $code) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveCartPromotionCodeMutationFn = ApolloReactCommon.MutationFunction<
  RemoveCartPromotionCodeMutation,
  RemoveCartPromotionCodeMutationVariables
>;

/**
 * __useRemoveCartPromotionCodeMutation__
 *
 * To run a mutation, you first call `useRemoveCartPromotionCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartPromotionCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartPromotionCodeMutation, { data, loading, error }] = useRemoveCartPromotionCodeMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      code: // value for 'code'
 *   },
 * });
 */
export function useRemoveCartPromotionCodeMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveCartPromotionCodeMutation,
    RemoveCartPromotionCodeMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RemoveCartPromotionCodeMutation,
    RemoveCartPromotionCodeMutationVariables
  >(RemoveCartPromotionCodeDocument, options);
}
export type RemoveCartPromotionCodeMutationHookResult = ReturnType<typeof useRemoveCartPromotionCodeMutation>;
export type RemoveCartPromotionCodeMutationResult =
  ApolloReactCommon.MutationResult<RemoveCartPromotionCodeMutation>;
export type RemoveCartPromotionCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveCartPromotionCodeMutation,
  RemoveCartPromotionCodeMutationVariables
>;
export const CheckoutCartDocument = gql`
  mutation CheckoutCart($cartId: ID!, $input: CheckoutInput!) {
    checkoutCart(cartId: $cartId, input: $input) {
      order {
        id
        orderNumber
        totals {
          withTax {
            ...MoneyFields
          }
        }
      }
      ...PayloadErrors
    }
  }
  ${MoneyFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CheckoutCartMutationFn = ApolloReactCommon.MutationFunction<
  CheckoutCartMutation,
  CheckoutCartMutationVariables
>;

/**
 * __useCheckoutCartMutation__
 *
 * To run a mutation, you first call `useCheckoutCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartMutation, { data, loading, error }] = useCheckoutCartMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutCartMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartMutation, CheckoutCartMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CheckoutCartMutation, CheckoutCartMutationVariables>(
    CheckoutCartDocument,
    options,
  );
}
export type CheckoutCartMutationHookResult = ReturnType<typeof useCheckoutCartMutation>;
export type CheckoutCartMutationResult = ApolloReactCommon.MutationResult<CheckoutCartMutation>;
export type CheckoutCartMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CheckoutCartMutation,
  CheckoutCartMutationVariables
>;
export const CartShippingGroupDocument = gql`
  query CartShippingGroup($cartId: ID!, $id: ID!) {
    cart(id: $cartId) {
      id
      shippingGroup(id: $id) {
        ...CartShippingGroupFields
        address {
          ...ShippingAddressSummary
        }
      }
    }
  }
  ${CartShippingGroupFieldsFragmentDoc}
  ${ShippingAddressSummaryFragmentDoc}
`;

/**
 * __useCartShippingGroupQuery__
 *
 * To run a query within a React component, call `useCartShippingGroupQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartShippingGroupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartShippingGroupQuery({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCartShippingGroupQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CartShippingGroupQuery, CartShippingGroupQueryVariables> &
    ({ variables: CartShippingGroupQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CartShippingGroupQuery, CartShippingGroupQueryVariables>(
    CartShippingGroupDocument,
    options,
  );
}
export function useCartShippingGroupLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CartShippingGroupQuery,
    CartShippingGroupQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CartShippingGroupQuery, CartShippingGroupQueryVariables>(
    CartShippingGroupDocument,
    options,
  );
}
// @ts-ignore
export function useCartShippingGroupSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CartShippingGroupQuery,
    CartShippingGroupQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CartShippingGroupQuery, CartShippingGroupQueryVariables>;
export function useCartShippingGroupSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartShippingGroupQuery, CartShippingGroupQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CartShippingGroupQuery | undefined,
  CartShippingGroupQueryVariables
>;
export function useCartShippingGroupSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartShippingGroupQuery, CartShippingGroupQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CartShippingGroupQuery, CartShippingGroupQueryVariables>(
    CartShippingGroupDocument,
    options,
  );
}
export type CartShippingGroupQueryHookResult = ReturnType<typeof useCartShippingGroupQuery>;
export type CartShippingGroupLazyQueryHookResult = ReturnType<typeof useCartShippingGroupLazyQuery>;
export type CartShippingGroupSuspenseQueryHookResult = ReturnType<typeof useCartShippingGroupSuspenseQuery>;
export type CartShippingGroupQueryResult = ApolloReactCommon.QueryResult<
  CartShippingGroupQuery,
  CartShippingGroupQueryVariables
>;
export const CartAccountRealmsDocument = gql`
  query CartAccountRealms {
    settings {
      ...AccountMemberRealmSettings
    }
  }
  ${AccountMemberRealmSettingsFragmentDoc}
  ${AccountMemberRealmFragmentDoc}
`;

/**
 * __useCartAccountRealmsQuery__
 *
 * To run a query within a React component, call `useCartAccountRealmsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCartAccountRealmsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCartAccountRealmsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCartAccountRealmsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>(
    CartAccountRealmsDocument,
    options,
  );
}
export function useCartAccountRealmsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CartAccountRealmsQuery,
    CartAccountRealmsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>(
    CartAccountRealmsDocument,
    options,
  );
}
// @ts-ignore
export function useCartAccountRealmsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CartAccountRealmsQuery,
    CartAccountRealmsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>;
export function useCartAccountRealmsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CartAccountRealmsQuery | undefined,
  CartAccountRealmsQueryVariables
>;
export function useCartAccountRealmsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CartAccountRealmsQuery, CartAccountRealmsQueryVariables>(
    CartAccountRealmsDocument,
    options,
  );
}
export type CartAccountRealmsQueryHookResult = ReturnType<typeof useCartAccountRealmsQuery>;
export type CartAccountRealmsLazyQueryHookResult = ReturnType<typeof useCartAccountRealmsLazyQuery>;
export type CartAccountRealmsSuspenseQueryHookResult = ReturnType<typeof useCartAccountRealmsSuspenseQuery>;
export type CartAccountRealmsQueryResult = ApolloReactCommon.QueryResult<
  CartAccountRealmsQuery,
  CartAccountRealmsQueryVariables
>;
export const UpdateCartDocument = gql`
  mutation UpdateCart($id: ID!, $input: CartUpdateInput!) {
    updateCart(id: $id, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartMutation,
  UpdateCartMutationVariables
>;

/**
 * __useUpdateCartMutation__
 *
 * To run a mutation, you first call `useUpdateCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartMutation, { data, loading, error }] = useUpdateCartMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCartMutation, UpdateCartMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCartMutation, UpdateCartMutationVariables>(
    UpdateCartDocument,
    options,
  );
}
export type UpdateCartMutationHookResult = ReturnType<typeof useUpdateCartMutation>;
export type UpdateCartMutationResult = ApolloReactCommon.MutationResult<UpdateCartMutation>;
export type UpdateCartMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartMutation,
  UpdateCartMutationVariables
>;
export const UpdateCartItemsDocument = gql`
  mutation UpdateCartItems($cartId: ID!, $items: [CartItemQuantityInput!]!) {
    updateCartItems(cartId: $cartId, items: $items) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartItemsMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartItemsMutation,
  UpdateCartItemsMutationVariables
>;

/**
 * __useUpdateCartItemsMutation__
 *
 * To run a mutation, you first call `useUpdateCartItemsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartItemsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartItemsMutation, { data, loading, error }] = useUpdateCartItemsMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      items: // value for 'items'
 *   },
 * });
 */
export function useUpdateCartItemsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCartItemsMutation,
    UpdateCartItemsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>(
    UpdateCartItemsDocument,
    options,
  );
}
export type UpdateCartItemsMutationHookResult = ReturnType<typeof useUpdateCartItemsMutation>;
export type UpdateCartItemsMutationResult = ApolloReactCommon.MutationResult<UpdateCartItemsMutation>;
export type UpdateCartItemsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartItemsMutation,
  UpdateCartItemsMutationVariables
>;
export const ClearCartItemsDocument = gql`
  mutation ClearCartItems($cartId: ID!) {
    clearCartItems(cartId: $cartId) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ClearCartItemsMutationFn = ApolloReactCommon.MutationFunction<
  ClearCartItemsMutation,
  ClearCartItemsMutationVariables
>;

/**
 * __useClearCartItemsMutation__
 *
 * To run a mutation, you first call `useClearCartItemsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearCartItemsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearCartItemsMutation, { data, loading, error }] = useClearCartItemsMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *   },
 * });
 */
export function useClearCartItemsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<ClearCartItemsMutation, ClearCartItemsMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<ClearCartItemsMutation, ClearCartItemsMutationVariables>(
    ClearCartItemsDocument,
    options,
  );
}
export type ClearCartItemsMutationHookResult = ReturnType<typeof useClearCartItemsMutation>;
export type ClearCartItemsMutationResult = ApolloReactCommon.MutationResult<ClearCartItemsMutation>;
export type ClearCartItemsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ClearCartItemsMutation,
  ClearCartItemsMutationVariables
>;
export const MergeCartDocument = gql`
  mutation MergeCart($cartId: ID!, $fromCartId: ID!) {
    mergeCart(cartId: $cartId, fromCartId: $fromCartId) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type MergeCartMutationFn = ApolloReactCommon.MutationFunction<
  MergeCartMutation,
  MergeCartMutationVariables
>;

/**
 * __useMergeCartMutation__
 *
 * To run a mutation, you first call `useMergeCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMergeCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [mergeCartMutation, { data, loading, error }] = useMergeCartMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      fromCartId: // value for 'fromCartId'
 *   },
 * });
 */
export function useMergeCartMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<MergeCartMutation, MergeCartMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<MergeCartMutation, MergeCartMutationVariables>(
    MergeCartDocument,
    options,
  );
}
export type MergeCartMutationHookResult = ReturnType<typeof useMergeCartMutation>;
export type MergeCartMutationResult = ApolloReactCommon.MutationResult<MergeCartMutation>;
export type MergeCartMutationOptions = ApolloReactCommon.BaseMutationOptions<
  MergeCartMutation,
  MergeCartMutationVariables
>;
export const AddCartCustomDiscountDocument = gql`
  mutation AddCartCustomDiscount($cartId: ID!, $itemId: ID, $input: CartCustomDiscountInput!) {
    addCartCustomDiscount(cartId: $cartId, itemId: $itemId, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddCartCustomDiscountMutationFn = ApolloReactCommon.MutationFunction<
  AddCartCustomDiscountMutation,
  AddCartCustomDiscountMutationVariables
>;

/**
 * __useAddCartCustomDiscountMutation__
 *
 * To run a mutation, you first call `useAddCartCustomDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCartCustomDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCartCustomDiscountMutation, { data, loading, error }] = useAddCartCustomDiscountMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCartCustomDiscountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddCartCustomDiscountMutation,
    AddCartCustomDiscountMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddCartCustomDiscountMutation, AddCartCustomDiscountMutationVariables>(
    AddCartCustomDiscountDocument,
    options,
  );
}
export type AddCartCustomDiscountMutationHookResult = ReturnType<typeof useAddCartCustomDiscountMutation>;
export type AddCartCustomDiscountMutationResult =
  ApolloReactCommon.MutationResult<AddCartCustomDiscountMutation>;
export type AddCartCustomDiscountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddCartCustomDiscountMutation,
  AddCartCustomDiscountMutationVariables
>;
export const UpdateCartCustomDiscountDocument = gql`
  mutation UpdateCartCustomDiscount($cartId: ID!, $itemId: ID, $id: ID!, $input: CartCustomDiscountInput!) {
    updateCartCustomDiscount(cartId: $cartId, itemId: $itemId, id: $id, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartCustomDiscountMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartCustomDiscountMutation,
  UpdateCartCustomDiscountMutationVariables
>;

/**
 * __useUpdateCartCustomDiscountMutation__
 *
 * To run a mutation, you first call `useUpdateCartCustomDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartCustomDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartCustomDiscountMutation, { data, loading, error }] = useUpdateCartCustomDiscountMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartCustomDiscountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCartCustomDiscountMutation,
    UpdateCartCustomDiscountMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateCartCustomDiscountMutation,
    UpdateCartCustomDiscountMutationVariables
  >(UpdateCartCustomDiscountDocument, options);
}
export type UpdateCartCustomDiscountMutationHookResult = ReturnType<
  typeof useUpdateCartCustomDiscountMutation
>;
export type UpdateCartCustomDiscountMutationResult =
  ApolloReactCommon.MutationResult<UpdateCartCustomDiscountMutation>;
export type UpdateCartCustomDiscountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartCustomDiscountMutation,
  UpdateCartCustomDiscountMutationVariables
>;
export const RemoveCartCustomDiscountDocument = gql`
  mutation RemoveCartCustomDiscount($cartId: ID!, $itemId: ID, $id: ID!) {
    removeCartCustomDiscount(cartId: $cartId, itemId: $itemId, id: $id) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveCartCustomDiscountMutationFn = ApolloReactCommon.MutationFunction<
  RemoveCartCustomDiscountMutation,
  RemoveCartCustomDiscountMutationVariables
>;

/**
 * __useRemoveCartCustomDiscountMutation__
 *
 * To run a mutation, you first call `useRemoveCartCustomDiscountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartCustomDiscountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartCustomDiscountMutation, { data, loading, error }] = useRemoveCartCustomDiscountMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveCartCustomDiscountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveCartCustomDiscountMutation,
    RemoveCartCustomDiscountMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RemoveCartCustomDiscountMutation,
    RemoveCartCustomDiscountMutationVariables
  >(RemoveCartCustomDiscountDocument, options);
}
export type RemoveCartCustomDiscountMutationHookResult = ReturnType<
  typeof useRemoveCartCustomDiscountMutation
>;
export type RemoveCartCustomDiscountMutationResult =
  ApolloReactCommon.MutationResult<RemoveCartCustomDiscountMutation>;
export type RemoveCartCustomDiscountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveCartCustomDiscountMutation,
  RemoveCartCustomDiscountMutationVariables
>;
export const AddCartItemTaxDocument = gql`
  mutation AddCartItemTax($cartId: ID!, $itemId: ID!, $input: CartTaxInput!) {
    addCartItemTax(cartId: $cartId, itemId: $itemId, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddCartItemTaxMutationFn = ApolloReactCommon.MutationFunction<
  AddCartItemTaxMutation,
  AddCartItemTaxMutationVariables
>;

/**
 * __useAddCartItemTaxMutation__
 *
 * To run a mutation, you first call `useAddCartItemTaxMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCartItemTaxMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCartItemTaxMutation, { data, loading, error }] = useAddCartItemTaxMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCartItemTaxMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<AddCartItemTaxMutation, AddCartItemTaxMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddCartItemTaxMutation, AddCartItemTaxMutationVariables>(
    AddCartItemTaxDocument,
    options,
  );
}
export type AddCartItemTaxMutationHookResult = ReturnType<typeof useAddCartItemTaxMutation>;
export type AddCartItemTaxMutationResult = ApolloReactCommon.MutationResult<AddCartItemTaxMutation>;
export type AddCartItemTaxMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddCartItemTaxMutation,
  AddCartItemTaxMutationVariables
>;
export const UpdateCartItemTaxDocument = gql`
  mutation UpdateCartItemTax($cartId: ID!, $itemId: ID!, $id: ID!, $input: CartTaxInput!) {
    updateCartItemTax(cartId: $cartId, itemId: $itemId, id: $id, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCartItemTaxMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCartItemTaxMutation,
  UpdateCartItemTaxMutationVariables
>;

/**
 * __useUpdateCartItemTaxMutation__
 *
 * To run a mutation, you first call `useUpdateCartItemTaxMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCartItemTaxMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCartItemTaxMutation, { data, loading, error }] = useUpdateCartItemTaxMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCartItemTaxMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCartItemTaxMutation,
    UpdateCartItemTaxMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCartItemTaxMutation, UpdateCartItemTaxMutationVariables>(
    UpdateCartItemTaxDocument,
    options,
  );
}
export type UpdateCartItemTaxMutationHookResult = ReturnType<typeof useUpdateCartItemTaxMutation>;
export type UpdateCartItemTaxMutationResult = ApolloReactCommon.MutationResult<UpdateCartItemTaxMutation>;
export type UpdateCartItemTaxMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCartItemTaxMutation,
  UpdateCartItemTaxMutationVariables
>;
export const RemoveCartItemTaxDocument = gql`
  mutation RemoveCartItemTax($cartId: ID!, $itemId: ID!, $id: ID!) {
    removeCartItemTax(cartId: $cartId, itemId: $itemId, id: $id) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveCartItemTaxMutationFn = ApolloReactCommon.MutationFunction<
  RemoveCartItemTaxMutation,
  RemoveCartItemTaxMutationVariables
>;

/**
 * __useRemoveCartItemTaxMutation__
 *
 * To run a mutation, you first call `useRemoveCartItemTaxMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCartItemTaxMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCartItemTaxMutation, { data, loading, error }] = useRemoveCartItemTaxMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveCartItemTaxMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveCartItemTaxMutation,
    RemoveCartItemTaxMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<RemoveCartItemTaxMutation, RemoveCartItemTaxMutationVariables>(
    RemoveCartItemTaxDocument,
    options,
  );
}
export type RemoveCartItemTaxMutationHookResult = ReturnType<typeof useRemoveCartItemTaxMutation>;
export type RemoveCartItemTaxMutationResult = ApolloReactCommon.MutationResult<RemoveCartItemTaxMutation>;
export type RemoveCartItemTaxMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveCartItemTaxMutation,
  RemoveCartItemTaxMutationVariables
>;
export const AddCartTaxesDocument = gql`
  mutation AddCartTaxes($cartId: ID!, $taxes: [CartLineTaxInput!]!) {
    addCartTaxes(cartId: $cartId, taxes: $taxes) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddCartTaxesMutationFn = ApolloReactCommon.MutationFunction<
  AddCartTaxesMutation,
  AddCartTaxesMutationVariables
>;

/**
 * __useAddCartTaxesMutation__
 *
 * To run a mutation, you first call `useAddCartTaxesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCartTaxesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCartTaxesMutation, { data, loading, error }] = useAddCartTaxesMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      taxes: // value for 'taxes'
 *   },
 * });
 */
export function useAddCartTaxesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<AddCartTaxesMutation, AddCartTaxesMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddCartTaxesMutation, AddCartTaxesMutationVariables>(
    AddCartTaxesDocument,
    options,
  );
}
export type AddCartTaxesMutationHookResult = ReturnType<typeof useAddCartTaxesMutation>;
export type AddCartTaxesMutationResult = ApolloReactCommon.MutationResult<AddCartTaxesMutation>;
export type AddCartTaxesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddCartTaxesMutation,
  AddCartTaxesMutationVariables
>;
export const CreateCartShippingGroupDocument = gql`
  mutation CreateCartShippingGroup($cartId: ID!, $input: CartShippingGroupInput!) {
    createCartShippingGroup(cartId: $cartId, input: $input) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCartShippingGroupMutationFn = ApolloReactCommon.MutationFunction<
  CreateCartShippingGroupMutation,
  CreateCartShippingGroupMutationVariables
>;

/**
 * __useCreateCartShippingGroupMutation__
 *
 * To run a mutation, you first call `useCreateCartShippingGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCartShippingGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCartShippingGroupMutation, { data, loading, error }] = useCreateCartShippingGroupMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCartShippingGroupMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCartShippingGroupMutation,
    CreateCartShippingGroupMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateCartShippingGroupMutation,
    CreateCartShippingGroupMutationVariables
  >(CreateCartShippingGroupDocument, options);
}
export type CreateCartShippingGroupMutationHookResult = ReturnType<typeof useCreateCartShippingGroupMutation>;
export type CreateCartShippingGroupMutationResult =
  ApolloReactCommon.MutationResult<CreateCartShippingGroupMutation>;
export type CreateCartShippingGroupMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCartShippingGroupMutation,
  CreateCartShippingGroupMutationVariables
>;
export const SetCartItemShippingGroupDocument = gql`
  mutation SetCartItemShippingGroup($cartId: ID!, $itemId: ID!, $shippingGroupId: ID!) {
    setCartItemShippingGroup(cartId: $cartId, itemId: $itemId, shippingGroupId: $shippingGroupId) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SetCartItemShippingGroupMutationFn = ApolloReactCommon.MutationFunction<
  SetCartItemShippingGroupMutation,
  SetCartItemShippingGroupMutationVariables
>;

/**
 * __useSetCartItemShippingGroupMutation__
 *
 * To run a mutation, you first call `useSetCartItemShippingGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCartItemShippingGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCartItemShippingGroupMutation, { data, loading, error }] = useSetCartItemShippingGroupMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      itemId: // value for 'itemId'
 *      shippingGroupId: // value for 'shippingGroupId'
 *   },
 * });
 */
export function useSetCartItemShippingGroupMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SetCartItemShippingGroupMutation,
    SetCartItemShippingGroupMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    SetCartItemShippingGroupMutation,
    SetCartItemShippingGroupMutationVariables
  >(SetCartItemShippingGroupDocument, options);
}
export type SetCartItemShippingGroupMutationHookResult = ReturnType<
  typeof useSetCartItemShippingGroupMutation
>;
export type SetCartItemShippingGroupMutationResult =
  ApolloReactCommon.MutationResult<SetCartItemShippingGroupMutation>;
export type SetCartItemShippingGroupMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SetCartItemShippingGroupMutation,
  SetCartItemShippingGroupMutationVariables
>;
export const AssociateCartCustomerDocument = gql`
  mutation AssociateCartCustomer($cartId: ID!, $customerId: ID!, $customerToken: String) {
    associateCartCustomer(cartId: $cartId, customerId: $customerId, customerToken: $customerToken) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AssociateCartCustomerMutationFn = ApolloReactCommon.MutationFunction<
  AssociateCartCustomerMutation,
  AssociateCartCustomerMutationVariables
>;

/**
 * __useAssociateCartCustomerMutation__
 *
 * To run a mutation, you first call `useAssociateCartCustomerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssociateCartCustomerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [associateCartCustomerMutation, { data, loading, error }] = useAssociateCartCustomerMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      customerId: // value for 'customerId'
 *      customerToken: // value for 'customerToken'
 *   },
 * });
 */
export function useAssociateCartCustomerMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AssociateCartCustomerMutation,
    AssociateCartCustomerMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AssociateCartCustomerMutation, AssociateCartCustomerMutationVariables>(
    AssociateCartCustomerDocument,
    options,
  );
}
export type AssociateCartCustomerMutationHookResult = ReturnType<typeof useAssociateCartCustomerMutation>;
export type AssociateCartCustomerMutationResult =
  ApolloReactCommon.MutationResult<AssociateCartCustomerMutation>;
export type AssociateCartCustomerMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AssociateCartCustomerMutation,
  AssociateCartCustomerMutationVariables
>;
export const AssociateCartAccountDocument = gql`
  mutation AssociateCartAccount($cartId: ID!, $accountId: ID!, $accountToken: String) {
    associateCartAccount(cartId: $cartId, accountId: $accountId, accountToken: $accountToken) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AssociateCartAccountMutationFn = ApolloReactCommon.MutationFunction<
  AssociateCartAccountMutation,
  AssociateCartAccountMutationVariables
>;

/**
 * __useAssociateCartAccountMutation__
 *
 * To run a mutation, you first call `useAssociateCartAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssociateCartAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [associateCartAccountMutation, { data, loading, error }] = useAssociateCartAccountMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      accountId: // value for 'accountId'
 *      accountToken: // value for 'accountToken'
 *   },
 * });
 */
export function useAssociateCartAccountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AssociateCartAccountMutation,
    AssociateCartAccountMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AssociateCartAccountMutation, AssociateCartAccountMutationVariables>(
    AssociateCartAccountDocument,
    options,
  );
}
export type AssociateCartAccountMutationHookResult = ReturnType<typeof useAssociateCartAccountMutation>;
export type AssociateCartAccountMutationResult =
  ApolloReactCommon.MutationResult<AssociateCartAccountMutation>;
export type AssociateCartAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AssociateCartAccountMutation,
  AssociateCartAccountMutationVariables
>;
export const DissociateCartAccountDocument = gql`
  mutation DissociateCartAccount($cartId: ID!, $accountId: ID!, $accountToken: String) {
    dissociateCartAccount(cartId: $cartId, accountId: $accountId, accountToken: $accountToken) {
      ...CartChangeFields
    }
  }
  ${CartChangeFieldsFragmentDoc}
  ${CartDetailFragmentDoc}
  ${CartPriceFieldsFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${CartCustomDiscountFieldsFragmentDoc}
  ${CartShippingGroupFieldsFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DissociateCartAccountMutationFn = ApolloReactCommon.MutationFunction<
  DissociateCartAccountMutation,
  DissociateCartAccountMutationVariables
>;

/**
 * __useDissociateCartAccountMutation__
 *
 * To run a mutation, you first call `useDissociateCartAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDissociateCartAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dissociateCartAccountMutation, { data, loading, error }] = useDissociateCartAccountMutation({
 *   variables: {
 *      cartId: // value for 'cartId'
 *      accountId: // value for 'accountId'
 *      accountToken: // value for 'accountToken'
 *   },
 * });
 */
export function useDissociateCartAccountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DissociateCartAccountMutation,
    DissociateCartAccountMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DissociateCartAccountMutation, DissociateCartAccountMutationVariables>(
    DissociateCartAccountDocument,
    options,
  );
}
export type DissociateCartAccountMutationHookResult = ReturnType<typeof useDissociateCartAccountMutation>;
export type DissociateCartAccountMutationResult =
  ApolloReactCommon.MutationResult<DissociateCartAccountMutation>;
export type DissociateCartAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DissociateCartAccountMutation,
  DissociateCartAccountMutationVariables
>;
export const CreateCustomerTokenDocument = gql`
  mutation CreateCustomerToken($input: CustomerTokenInput!) {
    createCustomerToken(input: $input) {
      customerId
      token
      expiresAt
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateCustomerTokenMutationFn = ApolloReactCommon.MutationFunction<
  CreateCustomerTokenMutation,
  CreateCustomerTokenMutationVariables
>;

/**
 * __useCreateCustomerTokenMutation__
 *
 * To run a mutation, you first call `useCreateCustomerTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCustomerTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCustomerTokenMutation, { data, loading, error }] = useCreateCustomerTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCustomerTokenMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateCustomerTokenMutation,
    CreateCustomerTokenMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateCustomerTokenMutation, CreateCustomerTokenMutationVariables>(
    CreateCustomerTokenDocument,
    options,
  );
}
export type CreateCustomerTokenMutationHookResult = ReturnType<typeof useCreateCustomerTokenMutation>;
export type CreateCustomerTokenMutationResult = ApolloReactCommon.MutationResult<CreateCustomerTokenMutation>;
export type CreateCustomerTokenMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateCustomerTokenMutation,
  CreateCustomerTokenMutationVariables
>;
export const CreateAccountMemberTokenDocument = gql`
  mutation CreateAccountMemberToken($input: AccountMemberTokenInput!) {
    createAccountMemberToken(input: $input) {
      accountMemberId
      tokens {
        accountId
        accountName
        token
        expiresAt
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateAccountMemberTokenMutationFn = ApolloReactCommon.MutationFunction<
  CreateAccountMemberTokenMutation,
  CreateAccountMemberTokenMutationVariables
>;

/**
 * __useCreateAccountMemberTokenMutation__
 *
 * To run a mutation, you first call `useCreateAccountMemberTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountMemberTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountMemberTokenMutation, { data, loading, error }] = useCreateAccountMemberTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountMemberTokenMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateAccountMemberTokenMutation,
    CreateAccountMemberTokenMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreateAccountMemberTokenMutation,
    CreateAccountMemberTokenMutationVariables
  >(CreateAccountMemberTokenDocument, options);
}
export type CreateAccountMemberTokenMutationHookResult = ReturnType<
  typeof useCreateAccountMemberTokenMutation
>;
export type CreateAccountMemberTokenMutationResult =
  ApolloReactCommon.MutationResult<CreateAccountMemberTokenMutation>;
export type CreateAccountMemberTokenMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateAccountMemberTokenMutation,
  CreateAccountMemberTokenMutationVariables
>;
