import type {
  OrderDetailQuery,
  OrderListItemFragment,
  OrderPaymentStatus,
  TransactionRowFragment,
} from '../../graphql/generated';

/** Test data for the order pages, shaped like the generated operation results. */

export const usd = (amount: number) => ({
  __typename: 'Money' as const,
  currency: 'USD',
  amount,
  formatted: `$${(amount / 100).toFixed(2)}`,
});

export function orderRow(id: string, overrides: Partial<OrderListItemFragment> = {}): OrderListItemFragment {
  return {
    __typename: 'Order',
    id,
    orderNumber: '10001',
    status: 'INCOMPLETE',
    payment: 'UNPAID',
    // The gateway's state follows the provider's status unless a test says otherwise.
    paymentState: overrides.payment ?? 'UNPAID',
    shipping: 'UNFULFILLED',
    anonymized: false,
    currency: 'USD',
    itemCount: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    customer: { __typename: 'OrderCustomer', name: 'Ada Lovelace', email: 'ada@example.com' },
    totals: { __typename: 'OrderTotals', withTax: usd(2400) },
    ...overrides,
  };
}

const address = {
  __typename: 'OrderAddress' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  postcode: '12345',
  county: null,
  region: null,
  country: 'US',
  phoneNumber: null,
  instructions: null,
};

export function transaction(overrides: Partial<TransactionRowFragment> = {}): TransactionRowFragment {
  return {
    __typename: 'Transaction',
    id: 't-1',
    orderId: 'o-1',
    gateway: 'manual',
    reference: 'manual',
    name: null,
    customReference: null,
    transactionType: 'CAPTURE',
    status: 'COMPLETE',
    actions: ['REFUND'],
    createdAt: '2026-11-01T11:00:00.000Z',
    amount: usd(2400),
    refundedAmount: usd(0),
    refundable: usd(2400),
    ...overrides,
  };
}

export function orderDetail(
  payment: OrderPaymentStatus,
  transactions: TransactionRowFragment[],
  overrides: Partial<NonNullable<OrderDetailQuery['order']>> = {},
): NonNullable<OrderDetailQuery['order']> {
  const paid = transactions.some((entry) => entry.transactionType !== 'AUTHORIZE');
  return {
    ...orderRow('o-1', { payment, status: paid ? 'COMPLETE' : 'INCOMPLETE' }),
    externalRef: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    accountId: null,
    customer: { __typename: 'OrderCustomer', id: null, name: 'Ada Lovelace', email: 'ada@example.com' },
    totals: {
      __typename: 'OrderTotals',
      withTax: usd(2400),
      withoutTax: usd(2000),
      tax: usd(400),
      discount: usd(0),
      withoutDiscount: usd(2000),
      shipping: usd(0),
      balanceOwing: usd(paid ? 0 : 2400),
      paid: usd(paid ? 2400 : 0),
      authorized: usd(0),
    },
    shippingAddress: address,
    billingAddress: address,
    items: [
      {
        __typename: 'OrderItem',
        id: 'i-1',
        name: 'Blue mug',
        sku: 'MUG-1',
        quantity: 2,
        unitPrice: usd(1000),
        discount: usd(0),
        tax: usd(400),
        total: usd(2400),
      },
    ],
    shippingGroups: [],
    transactions,
    ...overrides,
  };
}
