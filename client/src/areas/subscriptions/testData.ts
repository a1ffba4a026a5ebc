import type {
  CustomerSubscriptionRowFragment,
  SubscriptionInvoiceRowFragment,
  SubscriptionPlanRowFragment,
  SubscriptionProductRowFragment,
} from '../../graphql/generated';

export const PAGE_INFO = {
  __typename: 'PageInfo',
  limit: 25,
  offset: 0,
  total: 0,
  hasNextPage: false,
} as const;

export function planRow(id: string, name: string): SubscriptionPlanRowFragment {
  return {
    __typename: 'SubscriptionPlan',
    id,
    name,
    description: null,
    billingIntervalType: 'MONTH',
    billingFrequency: 1,
    planLength: 12,
    endBehavior: 'ROLL',
    canPause: true,
    canResume: true,
    canCancel: true,
    basePricePercentage: 100,
  };
}

export function productRow(id: string, name: string): SubscriptionProductRowFragment {
  return {
    __typename: 'SubscriptionProduct',
    id,
    name,
    description: null,
    sku: 'SUB-1',
    price: [{ __typename: 'Money', currency: 'USD', amount: 1800, formatted: '$18.00' }],
  };
}

export function subscriptionRow(
  id: string,
  name: string,
  state: CustomerSubscriptionRowFragment['state'],
): CustomerSubscriptionRowFragment {
  return {
    __typename: 'CustomerSubscription',
    id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    currency: 'USD',
    state,
    offeringId: 'off-1',
    offeringName: 'Coffee Club',
    planId: 'plan-1',
    createdAt: '2026-01-10T09:30:00.000Z',
    plan: { __typename: 'SubscriptionPlan', id: 'plan-1', name: 'Monthly' },
  };
}

export function invoiceRow(id: string, number: number, outstanding: boolean): SubscriptionInvoiceRowFragment {
  return {
    __typename: 'SubscriptionInvoice',
    id,
    number,
    subscriptionId: 'sub-1',
    outstanding,
    periodStart: '2026-01-01T00:00:00Z',
    periodEnd: '2026-02-01T00:00:00Z',
    price: { __typename: 'Money', currency: 'USD', amount: 2400, formatted: '$24.00' },
  };
}
