import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  MetricsInterval,
  OrderAddressInput,
  OrderPaymentState,
  OrderPaymentStatus,
  OrderShippingStatus,
  OrderSortField,
  OrderStatus,
  PaymentInput,
  Resolvers,
  TransactionAction,
  TransactionStatus,
  TransactionType,
} from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { attempt, enumValue, snakeCase, toProviderAttributes } from './mapping';
import type {
  FormattedPriceFields,
  OrderAddressFields,
  OrderMetricsModel,
  OrderModel,
  TransactionModel,
} from './models';
import { formatMoney, money } from '../money';
import { providerPath } from '../provider/path';
import { getOrNull } from './provider-reads';
import { paymentGatewayMutations, paymentGatewayQueries } from './payment-gateways';
import { countryErrors } from './country-codes';

const ORDERS = 'v2/orders';
const GATEWAYS = 'v2/gateways';
const METRICS = 'v2/metrics/orders';

const orderPath = (id: string) => providerPath(ORDERS)`/${id}`;
const transactionPath = (orderId: string, id: string) => providerPath(ORDERS)`/${orderId}/transactions/${id}`;

/** The line logged when the gateway first lists an order's transactions (spec §7: the call is deprecated). */
export const TRANSACTIONS_DEPRECATION_WARNING =
  'Deprecated provider call: GET v2/orders/{id}/transactions (the provider has no other way to list an ' +
  "order's transactions; single transactions are read with GET v2/orders/{id}/transactions/{transactionId})";
let transactionsDeprecationLogged = false;

/**
 * Once per process, not per call: every order page lists its transactions, and the same line on each
 * view would bury the log without telling the operator anything new. No order id, token or store.
 */
function warnTransactionsDeprecated(): void {
  if (transactionsDeprecationLogged) return;
  transactionsDeprecationLogged = true;
  console.warn(TRANSACTIONS_DEPRECATION_WARNING);
}

/** Typed filter fields → the provider's documented order filters. */
export const ORDER_FILTER_FIELDS = sdlFilterFields('OrderFilter');

const ORDER_SORT_FIELDS: Record<OrderSortField, string> = {
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  STATUS: 'status',
  PAYMENT: 'payment',
  SHIPPING: 'shipping',
  TOTAL: 'with_tax',
  ORDER_NUMBER: 'order_number',
};

/** An order's relationships, with the account an account member checked out for (carts-orders document). */
type OrderRelationships = NonNullable<OrderModel['relationships']> & {
  account?: { data?: { id: string } };
};

/** Orders read newest first unless the caller sorts them. */
const DEFAULT_ORDER_SORT = '-created_at';

// ---------------------------------------------------------------------------------------------
// Mapping

/** A provider display price as `Money` (orders carry no volume tiers). */
export function toMoney(price: FormattedPriceFields | undefined, includesTax = false) {
  return money(price?.amount ?? 0, price?.currency ?? '', { includesTax, formatted: price?.formatted });
}

export function toAddress(address: OrderAddressFields) {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    companyName: address.company_name ?? null,
    line1: address.line_1,
    line2: address.line_2 ?? null,
    city: address.city,
    postcode: address.postcode,
    county: address.county ?? null,
    region: address.region ?? null,
    country: address.country,
    phoneNumber: address.phone_number ?? null,
    instructions: address.instructions ?? null,
  };
}

/** `{ line1: 'x', phoneNumber: null }` → `{ line_1: 'x' }`: the provider's address fields. */
function addressAttributes(input: OrderAddressInput): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    attributes[snakeCase(key).replace(/(\d)$/, '_$1')] = value;
  }
  return attributes;
}

/**
 * The payment state every screen shows (schema: `OrderPaymentState`). A `paid` order whose net paid
 * amount (`meta.display_price.paid`, captured less refunds) is below its total had part refunded.
 */
export function paymentState(order: OrderModel): OrderPaymentState {
  const price = order.meta?.display_price;
  const paid = price?.paid?.amount;
  const total = price?.with_tax?.amount;
  if (order.payment === 'paid' && paid !== undefined && total !== undefined && paid < total) {
    return 'PARTIALLY_REFUNDED';
  }
  return enumValue<OrderPaymentState>(order.payment);
}

/** The provider's `order_number` limit on an order update (carts-orders document). */
const MAX_ORDER_NUMBER_LENGTH = 64;
/** The number of a store's first order when none of its recent orders has a whole-number one. */
const FIRST_ORDER_NUMBER = 10001;
/** How many of the newest orders are read for their numbers: the provider's largest page. */
const NUMBERED_ORDERS_READ = 100;

/** A given order number's own problems (blank means "assign one"). */
export function orderNumberRefusal(orderNumber: string | null | undefined): UserError[] {
  if ((orderNumber?.trim().length ?? 0) <= MAX_ORDER_NUMBER_LENGTH) return [];
  return [
    {
      field: ['orderNumber'],
      message: `Enter an order number of at most ${MAX_ORDER_NUMBER_LENGTH} characters`,
      code: 'INVALID',
    },
  ];
}

/**
 * One more than the largest whole-number `order_number` among the store's newest orders. The
 * provider has no counter and no uniqueness on `order_number` (carts-orders document), so two
 * checkouts at the same moment may both get this number; the seller can renumber one of them.
 */
export async function nextOrderNumber(ctx: GatewayContext): Promise<string> {
  const recent = await ctx.provider.get<ProviderList<OrderModel>>(ORDERS, {
    query: { sort: DEFAULT_ORDER_SORT, 'page[limit]': NUMBERED_ORDERS_READ },
  });
  let largest = FIRST_ORDER_NUMBER - 1;
  for (const order of recent.data) {
    const number = order.order_number?.trim() ?? '';
    // Whole numbers only, and only those that stay exact when one is added.
    if (!/^\d{1,15}$/.test(number)) continue;
    largest = Math.max(largest, Number(number));
  }
  return String(largest + 1);
}

/** The actions the provider's transaction state machine allows from the transaction's state. */
export function transactionActions(transaction: TransactionModel): TransactionAction[] {
  const type = transaction['transaction-type'];
  const { status } = transaction;
  const actions: TransactionAction[] = [];
  if (status === 'pending') actions.push('CONFIRM');
  if (type === 'authorize' && status === 'complete') actions.push('CAPTURE');
  if ((type === 'purchase' || type === 'capture') && status === 'complete') actions.push('REFUND');
  const cancellable = status === 'pending' || (type === 'authorize' && status === 'complete');
  // The manual gateway refuses cancellation, as upstream does.
  if (cancellable && transaction.gateway !== 'manual') actions.push('CANCEL');
  return actions;
}

function refundable(transaction: TransactionModel): number {
  const type = transaction['transaction-type'];
  if ((type !== 'purchase' && type !== 'capture') || transaction.status !== 'complete') return 0;
  return transaction.amount - (transaction.refunded_amount ?? 0);
}

async function fetchOrder(ctx: GatewayContext, id: string): Promise<OrderModel | null> {
  try {
    return (await ctx.provider.get<ProviderSingle<OrderModel>>(orderPath(id))).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/** The transaction with its order named, whether or not the provider's document names it. */
function withOrderId(transaction: TransactionModel, orderId: string): TransactionModel {
  return {
    ...transaction,
    relationships: { ...transaction.relationships, order: { data: { id: orderId } } },
  };
}

/** A payment or transaction action, then the order as it now stands (its payment status moved). */
async function transactionWrite(
  ctx: GatewayContext,
  orderId: string,
  run: () => Promise<ProviderSingle<TransactionModel>>,
) {
  const { value, userErrors } = await attempt(run);
  if (!value) return { transaction: null, order: null, userErrors };
  return {
    transaction: withOrderId(value.data, orderId),
    order: await fetchOrder(ctx, orderId),
    userErrors,
  };
}

// ---------------------------------------------------------------------------------------------
// Payments

/** The provider's refusal of a payment above the balance owing, which it states in minor units. */
const OVER_BALANCE = /(must not exceed the balance owing of )(\d+)\b/;

/**
 * The provider's "must not exceed the balance owing of 45034" as "… of $450.34": the order's own
 * balance as the store formats it (or the amount in the order's currency), never minor units. Reads
 * the order only when such a refusal came back.
 */
async function withFormattedBalance(
  ctx: GatewayContext,
  orderId: string,
  userErrors: UserError[],
): Promise<UserError[]> {
  if (!userErrors.some((error) => OVER_BALANCE.test(error.message))) return userErrors;
  const price = (await fetchOrder(ctx, orderId))?.meta?.display_price;
  const currency = price?.with_tax?.currency;
  if (!currency) return userErrors;
  const formatted = (amount: number) =>
    price.balance_owing?.amount === amount && price.balance_owing.formatted
      ? price.balance_owing.formatted
      : formatMoney(amount, currency);
  return userErrors.map((error) => ({
    ...error,
    message: error.message.replace(
      OVER_BALANCE,
      (_match, text: string, amount: string) => `${text}${formatted(Number(amount))}`,
    ),
  }));
}

/** Gateways whose payment document requires `payment` (carts-orders document, `Data.*Payment`). */
const PAYMENT_REQUIRED = new Set(['adyen', 'authorize_net', 'braintree', 'card_connect', 'cyber_source']);
const MAX_PAYMENT_LENGTH = 1024;

/** The input's own problems, before any provider call. */
function paymentRefusal(input: PaymentInput): UserError | null {
  const payment = input.payment?.trim() ?? '';
  if (payment.length > MAX_PAYMENT_LENGTH) {
    return {
      field: ['payment'],
      message: `Enter at most ${MAX_PAYMENT_LENGTH} characters`,
      code: 'INVALID',
    };
  }
  if (!payment && PAYMENT_REQUIRED.has(input.gateway ?? 'manual')) {
    return {
      field: ['payment'],
      message: `The ${input.gateway} gateway needs the token or customer id to charge`,
      code: 'REQUIRED',
    };
  }
  return null;
}

/**
 * The payment document for the gateway: the document defines one body per gateway (a oneOf on
 * `gateway`). `payment` goes to every gateway but `manual`; `paymentmethod_meta` (a name and a
 * reference for a payment made outside the store) only to `manual`, the only one that defines it.
 */
function paymentDocument(input: PaymentInput): Record<string, unknown> {
  const payment = input.payment?.trim();
  const manual = input.gateway === 'manual';
  return {
    gateway: input.gateway,
    method: input.method.toLowerCase(),
    ...(input.amount === null || input.amount === undefined ? {} : { amount: input.amount }),
    ...(!manual && payment ? { payment } : {}),
    ...(manual && (input.name || input.customReference)
      ? {
          paymentmethod_meta: {
            ...(input.name ? { name: input.name } : {}),
            ...(input.customReference ? { custom_reference: input.customReference } : {}),
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Metrics

function metricsQuery(metrics: OrderMetricsModel, withInterval = false) {
  return {
    from: metrics.from ?? undefined,
    to: metrics.to ?? undefined,
    currency: metrics.currency ?? undefined,
    ...(withInterval ? { interval: metrics.interval.toLowerCase() } : {}),
  };
}

interface MetricsList<T> {
  data: T[];
  meta?: { from?: string; to?: string };
}

type AmountPoint = FormattedPriceFields & { timestamp: string };

async function timeseries(ctx: GatewayContext, metrics: OrderMetricsModel) {
  const query = metricsQuery(metrics, true);
  const [counts, values, discounts] = await Promise.all([
    ctx.provider.get<MetricsList<{ timestamp: string; total: number }>>(`${METRICS}/timeseries/count`, {
      query,
    }),
    ctx.provider.get<MetricsList<AmountPoint>>(`${METRICS}/timeseries/value`, { query }),
    ctx.provider.get<MetricsList<AmountPoint>>(`${METRICS}/timeseries/discount`, { query }),
  ]);
  const byTimestamp = (points: AmountPoint[], timestamp: string) =>
    points.filter((point) => point.timestamp === timestamp).map((point) => toMoney(point, true));
  return counts.data.map((point) => ({
    timestamp: point.timestamp,
    count: point.total,
    value: byTimestamp(values.data, point.timestamp),
    discount: byTimestamp(discounts.data, point.timestamp),
  }));
}

interface MetricsTotal {
  data: { total: number };
  meta?: { from?: string; to?: string };
}

/** The window as the provider resolved it (defaults filled in), read once per request. */
const windowByMetrics = new WeakMap<OrderMetricsModel, Promise<MetricsTotal>>();

function metricsTotal(ctx: GatewayContext, metrics: OrderMetricsModel) {
  let total = windowByMetrics.get(metrics);
  if (!total) {
    total = ctx.provider.get<MetricsTotal>(`${METRICS}/total`, { query: metricsQuery(metrics) });
    windowByMetrics.set(metrics, total);
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Gateways

interface GatewayDocument {
  slug: string;
  name: string;
  enabled: boolean;
  test?: boolean;
}

const toGateway = (gateway: GatewayDocument) => ({
  slug: gateway.slug,
  name: gateway.name,
  enabled: gateway.enabled,
  test: gateway.test ?? null,
});

// ---------------------------------------------------------------------------------------------
// Resolvers

export const orderResolvers: Resolvers = {
  Query: {
    orders: async (_root, { filter, sort, page }, ctx) => {
      return listPage<OrderModel>(ctx.provider, ORDERS, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, ORDER_FILTER_FIELDS),
        sort: encodeSort(sort, ORDER_SORT_FIELDS) ?? DEFAULT_ORDER_SORT,
      });
    },
    order: (_root, { id }, ctx) => {
      return fetchOrder(ctx, id);
    },
    paymentGateways: async (_root, _args, ctx) => {
      const list = await ctx.provider.get<ProviderList<GatewayDocument>>(GATEWAYS);
      return list.data.map(toGateway);
    },
    ...paymentGatewayQueries,
    orderMetrics: (_root, { from, to, interval, currency }) => {
      return { from, to, interval: interval ?? 'DAY', currency };
    },
  },
  Mutation: {
    updateOrder: async (_root, { id, input }, ctx) => {
      const { shippingAddress, status, shipping, ...refs } = input;
      const badCountry = countryErrors([[['shippingAddress'], shippingAddress]]);
      if (badCountry.length > 0) return { order: null, userErrors: badCountry };
      const fields = {
        type: 'order',
        ...toProviderAttributes(refs),
        ...(status ? { status: status.toLowerCase() } : {}),
        ...(shipping ? { shipping: shipping.toLowerCase() } : {}),
        ...(shippingAddress ? { shipping_address: addressAttributes(shippingAddress) } : {}),
      };
      const { value, userErrors } = await attempt(() =>
        ctx.provider.put<ProviderSingle<OrderModel>>(orderPath(id), { body: { data: { id, ...fields } } }),
      );
      return { order: value?.data ?? null, userErrors };
    },
    anonymizeOrders: async (_root, { ids }, ctx) => {
      const { value, userErrors } = await attempt(
        () =>
          ctx.provider.post<ProviderList<OrderModel>>(`${ORDERS}/anonymize`, {
            body: { data: { order_ids: ids } },
          }),
        { order_ids: ['ids'] },
      );
      return { orders: value?.data ?? [], userErrors };
    },
    payOrder: async (_root, { orderId, input }, ctx) => {
      const refusal = paymentRefusal(input);
      if (refusal) return { transaction: null, order: null, userErrors: [refusal] };
      const result = await transactionWrite(ctx, orderId, () =>
        ctx.provider.post<ProviderSingle<TransactionModel>>(`${orderPath(orderId)}/payments`, {
          body: { data: paymentDocument(input) },
        }),
      );
      return { ...result, userErrors: await withFormattedBalance(ctx, orderId, result.userErrors) };
    },
    captureTransaction: (_root, { orderId, id }, ctx) =>
      transactionWrite(ctx, orderId, () =>
        ctx.provider.post(`${transactionPath(orderId, id)}/capture`, { body: { data: {} } }),
      ),
    refundTransaction: (_root, { orderId, id, amount }, ctx) =>
      transactionWrite(ctx, orderId, () =>
        ctx.provider.post(`${transactionPath(orderId, id)}/refund`, {
          body: { data: amount === null || amount === undefined ? {} : { amount } },
        }),
      ),
    cancelTransaction: (_root, { orderId, id }, ctx) =>
      transactionWrite(ctx, orderId, () =>
        ctx.provider.post(`${transactionPath(orderId, id)}/cancel`, { body: { data: {} } }),
      ),
    confirmTransaction: (_root, { orderId, id }, ctx) =>
      transactionWrite(ctx, orderId, () =>
        ctx.provider.post(`${transactionPath(orderId, id)}/confirm`, { body: { data: {} } }),
      ),
    updatePaymentGateway: async (_root, { slug, input }, ctx) => {
      const credentials = Object.fromEntries(
        (input.credentials ?? []).map((credential) => [credential.name, credential.value]),
      );
      const enabledAndTest = toProviderAttributes({ enabled: input.enabled, test: input.test });
      // Credential pointers name the provider's field (`/data/merchant_id`): keep that name.
      const credentialNames = Object.fromEntries(
        Object.keys(credentials).map((name) => [name, ['credentials', name]]),
      );
      const { value, userErrors } = await attempt(
        () =>
          ctx.provider.put<ProviderSingle<GatewayDocument>>(providerPath(GATEWAYS)`/${slug}`, {
            body: { data: { type: 'gateway', ...enabledAndTest, ...credentials } },
          }),
        credentialNames,
      );
      return {
        paymentGateway: value ? toGateway(value.data) : null,
        // A required credential the caller did not send is still about the credentials.
        userErrors: userErrors.map((error) =>
          error.field && error.field.length === 1 && !['enabled', 'test'].includes(error.field[0] ?? '')
            ? { ...error, field: ['credentials', snakeCase(error.field[0] ?? '')] }
            : error,
        ),
      };
    },
    ...paymentGatewayMutations,
  },
  Order: {
    orderNumber: (order) => order.order_number ?? null,
    externalRef: (order) => order.external_ref ?? null,
    status: (order) => enumValue<OrderStatus>(order.status),
    payment: (order) => enumValue<OrderPaymentStatus>(order.payment),
    paymentState,
    shipping: (order) => enumValue<OrderShippingStatus>(order.shipping),
    anonymized: (order) => order.anonymized === true,
    customer: (order) => ({
      id: order.relationships?.customer?.data?.id ?? order.customer.id ?? null,
      name: order.customer.name,
      email: order.customer.email,
    }),
    accountId: (order) => {
      const relationships: OrderRelationships | undefined = order.relationships;
      return relationships?.account?.data?.id ?? null;
    },
    currency: (order) => order.meta?.display_price?.with_tax?.currency ?? '',
    totals: (order) => {
      const price = order.meta?.display_price ?? {};
      return {
        withTax: toMoney(price.with_tax, true),
        withoutTax: toMoney(price.without_tax),
        tax: toMoney(price.tax),
        discount: toMoney(price.discount),
        withoutDiscount: toMoney(price.without_discount),
        shipping: toMoney(price.shipping),
        balanceOwing: toMoney(price.balance_owing, true),
        paid: toMoney(price.paid, true),
        authorized: toMoney(price.authorized, true),
      };
    },
    shippingAddress: (order) => toAddress(order.shipping_address),
    billingAddress: (order) => toAddress(order.billing_address),
    itemCount: (order) => order.relationships?.items?.data?.length ?? 0,
    createdAt: (order) => order.meta?.timestamps?.created_at ?? null,
    updatedAt: (order) => order.meta?.timestamps?.updated_at ?? null,
    items: async (order, _args, ctx) => {
      const list = await ctx.provider.get<ProviderList<OrderItemDocument>>(`${orderPath(order.id)}/items`);
      return list.data.map(toOrderItem);
    },
    shippingGroups: async (order, _args, ctx) => {
      const list = await ctx.provider.get<ProviderList<ShippingGroupDocument>>(
        `${orderPath(order.id)}/shipping-groups`,
      );
      return list.data.map(toShippingGroup);
    },
    shippingGroup: async (order, { id }, ctx) => {
      const group = await getOrNull<ShippingGroupDocument>(
        ctx.provider,
        providerPath(ORDERS)`/${order.id}/shipping-groups/${id}`,
      );
      return group ? toShippingGroup(group) : null;
    },
    transaction: async (order, { id }, ctx) => {
      const transaction = await getOrNull<TransactionModel>(ctx.provider, transactionPath(order.id, id));
      return transaction ? withOrderId(transaction, order.id) : null;
    },
    transactions: async (order, _args, ctx) => {
      warnTransactionsDeprecated();
      const list = await ctx.provider.get<ProviderList<TransactionModel>>(
        `${orderPath(order.id)}/transactions`,
        {
          query: { 'page[limit]': 100 },
        },
      );
      return list.data.map((transaction) => withOrderId(transaction, order.id));
    },
  },
  Transaction: {
    orderId: (transaction) => transaction.relationships?.order?.data?.id ?? '',
    reference: (transaction) => transaction.reference ?? null,
    name: (transaction) => transaction.name ?? null,
    customReference: (transaction) => transaction.custom_reference ?? null,
    transactionType: (transaction) => enumValue<TransactionType>(transaction['transaction-type']),
    status: (transaction) => enumValue<TransactionStatus>(transaction.status),
    amount: (transaction) =>
      toMoney(
        transaction.meta?.display_price ?? {
          amount: transaction.amount,
          currency: transaction.currency,
          formatted: '',
        },
        true,
      ),
    refundedAmount: (transaction) => {
      const refunded = transaction.refunded_amount ?? 0;
      return toMoney(
        transaction.meta?.display_refunded_amount ?? {
          amount: refunded,
          currency: transaction.currency,
          formatted: formatMoney(refunded, transaction.currency),
        },
        true,
      );
    },
    refundable: (transaction) => {
      const amount = refundable(transaction);
      return toMoney(
        { amount, currency: transaction.currency, formatted: formatMoney(amount, transaction.currency) },
        true,
      );
    },
    actions: (transaction) => transactionActions(transaction),
    createdAt: (transaction) => transaction.meta?.timestamps?.created_at ?? null,
    updatedAt: (transaction) => transaction.meta?.timestamps?.updated_at ?? null,
  },
  OrderMetrics: {
    from: async (metrics, _args, ctx) =>
      (await metricsTotal(ctx, metrics)).meta?.from ?? metrics.from ?? null,
    to: async (metrics, _args, ctx) => (await metricsTotal(ctx, metrics)).meta?.to ?? metrics.to ?? null,
    interval: (metrics) => metrics.interval as MetricsInterval,
    total: async (metrics, _args, ctx) => (await metricsTotal(ctx, metrics)).data.total,
    value: async (metrics, _args, ctx) => {
      const list = await ctx.provider.get<MetricsList<{ currency: string; value: FormattedPriceFields }>>(
        `${METRICS}/value`,
        { query: metricsQuery(metrics) },
      );
      return list.data.map((entry) => toMoney(entry.value, true));
    },
    summary: async (metrics, _args, ctx) => {
      const list = await ctx.provider.get<MetricsList<SummaryDocument>>(`${METRICS}/summary`, {
        query: metricsQuery(metrics),
      });
      return list.data.map((entry) => ({
        currency: entry.currency,
        totalOrders: entry.total_orders,
        totalValue: toMoney(entry.total_value, true),
        totalDiscount: toMoney(entry.total_discount),
        averageValue: toMoney(entry.average_value, true),
      }));
    },
    timeseries: (metrics, _args, ctx) => timeseries(ctx, metrics),
  },
};

interface SummaryDocument {
  currency: string;
  total_orders: number;
  total_value: FormattedPriceFields;
  total_discount: FormattedPriceFields;
  average_value: FormattedPriceFields;
}

interface LinePrice {
  unit: FormattedPriceFields;
  value: FormattedPriceFields;
}

interface OrderItemDocument {
  id: string;
  name: string;
  sku: string;
  product_id?: string;
  quantity: number;
  unit_price: { amount: number; currency: string };
  meta?: { display_price?: Partial<Record<'with_tax' | 'tax' | 'discount' | 'without_discount', LinePrice>> };
}

interface ShippingGroupDocument {
  id: string;
  shipping_type?: string;
  tracking_reference?: string;
  address?: OrderAddressFields;
}

function toShippingGroup(group: ShippingGroupDocument) {
  return {
    id: group.id,
    shippingType: group.shipping_type ?? null,
    trackingReference: group.tracking_reference ?? null,
    address: group.address ? toAddress(group.address) : null,
  };
}

function toOrderItem(item: OrderItemDocument) {
  const price = item.meta?.display_price ?? {};
  const { amount, currency } = item.unit_price;
  return {
    id: item.id,
    name: item.name,
    sku: item.sku,
    productId: item.product_id ?? null,
    quantity: item.quantity,
    unitPrice: toMoney(
      price.without_discount?.unit ?? { amount, currency, formatted: formatMoney(amount, currency) },
    ),
    discount: toMoney(price.discount?.value),
    tax: toMoney(price.tax?.value),
    total: toMoney(price.with_tax?.value, true),
  };
}
