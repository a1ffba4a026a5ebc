import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { isGatewayEnabled, isGatewaySlug } from './gateways';
import { ApiError, failedValidation, notFound } from '../core/http';
import { moneyFormatter } from './cart-model';
import {
  orderCollection,
  orderTotals,
  type OrderData,
  ORDER_PAYMENT_STATUSES,
  type ORDER_STATUSES,
} from './order-model';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import {
  createSimpleResourceRouter,
  parentScope,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, optionalRequestData } from '../core/request';

/**
 * Payments and the transaction state machine of `/v2/orders/{id}/payments` and `.../transactions`.
 * A payment creates a transaction; confirm, capture, refund and cancel move it between states,
 * and every change re-derives the order's `payment` and `status` from all its transactions, as
 * the provider's split-payment table describes.
 *
 *   purchase_setup / authorize_setup --confirm--> purchase / authorize (pending -> complete)
 *   authorize (complete) --capture--> capture (complete)
 *   purchase | capture (complete) --refund(amount)--> refunded_amount grows; status refunded at full
 *   authorize (complete) | pending --cancel--> cancelled (not on the manual gateway, as upstream)
 */

export const PAYMENT_METHODS = ['authorize', 'purchase', 'purchase_setup', 'authorize_setup'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type TransactionType = PaymentMethod | 'capture';
export type TransactionStatus = 'pending' | 'complete' | 'refunded' | 'cancelled';

export interface TransactionData {
  order_id: string;
  gateway: string;
  reference: string;
  name?: string;
  custom_reference?: string;
  /** Minor units. */
  amount: number;
  refunded_amount: number;
  currency: string;
  'transaction-type': TransactionType;
  status: TransactionStatus;
}

export type TransactionRecord = ResourceRecord<TransactionData>;

export const transactionResourceType = {
  name: 'transaction',
  decode: (data: unknown): TransactionData => data as TransactionData,
};

export function transactionCollection(db: SandboxDatabase): ResourceCollection<TransactionData> {
  return new ResourceCollection(db, transactionResourceType);
}

export function orderTransactions(
  transactions: ResourceCollection<TransactionData>,
  storeId: string,
  orderId: string,
): TransactionRecord[] {
  return transactions
    .idsWithValue(storeId, '$.order_id', orderId)
    .flatMap((id) => transactions.get(storeId, id) ?? [])
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// Derived amounts and statuses

export interface PaymentAmounts {
  /** Captured or purchased, refunds not deducted. */
  paid: number;
  /** Authorized and not yet captured. */
  authorized: number;
  refunded: number;
  balanceOwing: number;
}

/** What completed transactions cover; pending, cancelled and setup ones do not count. */
export function paymentAmounts(total: number, transactions: TransactionData[]): PaymentAmounts {
  let paid = 0;
  let authorized = 0;
  let refunded = 0;
  for (const transaction of transactions) {
    if (transaction.status === 'pending' || transaction.status === 'cancelled') continue;
    const type = transaction['transaction-type'];
    if (type === 'authorize') authorized += transaction.amount;
    if (type === 'purchase' || type === 'capture') paid += transaction.amount;
    refunded += transaction.refunded_amount;
  }
  // Refunds do not reopen the balance: a refunded order is not paid for again.
  return { paid, authorized, refunded, balanceOwing: Math.max(0, total - paid - authorized) };
}

type PaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
type OrderStatus = (typeof ORDER_STATUSES)[number];

export function derivePaymentStatus(total: number, amounts: PaymentAmounts): PaymentStatus {
  const { paid, authorized, refunded } = amounts;
  if (paid > 0 && refunded >= paid) return 'refunded';
  if (authorized === 0 && paid > 0 && paid >= total) return 'paid';
  if (authorized > 0 && paid + authorized >= total) return 'authorized';
  if (paid > 0) return 'partially_paid';
  if (authorized > 0) return 'partially_authorized';
  return 'unpaid';
}

/** The provider's table: paid orders complete, authorized ones process; cancelled stays cancelled. */
export function deriveOrderStatus(current: OrderStatus, payment: PaymentStatus): OrderStatus {
  if (current === 'cancelled') return current;
  if (payment === 'paid' || payment === 'refunded') return 'complete';
  if (payment === 'authorized') return 'processing';
  return 'incomplete';
}

/** The order with `payment` and `status` following its transactions. */
export function withDerivedPayment(order: OrderData, transactions: TransactionData[]): OrderData {
  const total = orderTotals(order).with_tax;
  const payment = derivePaymentStatus(total, paymentAmounts(total, transactions));
  return { ...order, payment, status: deriveOrderStatus(order.status, payment) };
}

/** A gateway-looking reference, deterministic from the transaction id so reruns agree. */
export function gatewayReference(gateway: string, transactionId: string): string {
  if (gateway === 'manual') return 'manual';
  const digest = crypto.createHash('sha256').update(`${gateway}:${transactionId}`).digest('hex');
  const prefix: Record<string, string> = {
    stripe: 'ch_',
    stripe_payment_intents: 'pi_',
    stripe_connect: 'pi_',
    elastic_path_payments_stripe: 'pi_',
    paypal_express_checkout: 'PAYID-',
    braintree: 'bt_',
    adyen: 'psp_',
  };
  return `${prefix[gateway] ?? ''}${digest.slice(0, 24)}`;
}

// ---------------------------------------------------------------------------------------------
// Routes: mounted at `/v2/orders/:orderId`

const wrongState = (detail: string) => ApiError.of(422, detail);

/** An optional positive integer amount in minor units. */
function readAmount(data: Record<string, unknown>): number | undefined {
  const amount = data.amount;
  if (amount === undefined) return undefined;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    throw failedValidation('amount must be a positive integer in the minor unit', '/data/amount');
  }
  return amount;
}

function transactionDefinition(
  db: SandboxDatabase,
  orders: ReturnType<typeof orderCollection>,
  now: () => number,
): SimpleResourceDefinition<TransactionData> {
  return {
    type: 'transaction',
    label: 'transaction',
    storedAs: transactionResourceType.name,
    operations: ['list', 'get'],
    parent: parentScope('orderId', 'order_id', orders, () => notFound('Order not found')),
    decode: transactionResourceType.decode,
    // Transactions are only created through payments, never through this router.
    read: (_document, existing) => {
      if (!existing) throw notFound('No transaction found');
      return existing;
    },
    unique: [],
    filterFields: {},
    sortFields: {},
    renderFields: (data) => {
      const { order_id: _orderId, ...fields } = data;
      return fields;
    },
    renderExtras: (record) => renderTransactionExtras(db, record),
    extraRoutes: (router, { collection }) => {
      const action = (
        name: string,
        apply: (transaction: TransactionData, data: Record<string, unknown>) => TransactionData,
      ) => {
        router.post(`/:id/${name}`, requireWriteAccess, (req, res) => {
          const storeId = authenticatedStoreId(req.auth);
          const orderId = String(req.params.orderId);
          const transactionId = String(req.params.id);
          const data = optionalRequestData(req.body);
          const updated = collection.transaction(() => {
            const order = orders.get(storeId, orderId);
            if (!order) throw notFound('Order not found');
            const record = collection.get(storeId, transactionId);
            if (!record || record.data.order_id !== orderId) throw notFound('No transaction found');
            const next = apply(record.data, data);
            const timestamp = new Date(now()).toISOString();
            collection.replace(storeId, record.id, next, timestamp);
            syncOrder(orders, collection, storeId, orderId, timestamp);
            return { ...record, data: next, updatedAt: timestamp };
          });
          res.json({ data: renderTransaction(db, updated) });
        });
      };
      action('confirm', confirmTransaction);
      action('capture', captureTransaction);
      action('refund', refundTransaction);
      action('cancel', cancelTransaction);
    },
  };
}

function confirmTransaction(transaction: TransactionData): TransactionData {
  if (transaction.status !== 'pending') {
    throw wrongState('Transaction cannot be confirmed in its current state');
  }
  const type = transaction['transaction-type'];
  const confirmed: TransactionType =
    type === 'purchase_setup' ? 'purchase' : type === 'authorize_setup' ? 'authorize' : type;
  return { ...transaction, 'transaction-type': confirmed, status: 'complete' };
}

function captureTransaction(transaction: TransactionData): TransactionData {
  if (transaction['transaction-type'] !== 'authorize' || transaction.status !== 'complete') {
    throw wrongState('Only an authorized transaction can be captured');
  }
  return { ...transaction, 'transaction-type': 'capture' };
}

function refundTransaction(transaction: TransactionData, data: Record<string, unknown>): TransactionData {
  const type = transaction['transaction-type'];
  if ((type !== 'purchase' && type !== 'capture') || transaction.status !== 'complete') {
    throw wrongState('Transaction cannot be refunded in its current state');
  }
  const refundable = transaction.amount - transaction.refunded_amount;
  // No amount is "Mark as Refunded": the whole remaining amount.
  const amount = readAmount(data) ?? refundable;
  if (amount > refundable) {
    throw failedValidation(`amount must not exceed the refundable ${refundable}`, '/data/amount');
  }
  const refunded = transaction.refunded_amount + amount;
  return {
    ...transaction,
    refunded_amount: refunded,
    status: refunded >= transaction.amount ? 'refunded' : 'complete',
  };
}

function cancelTransaction(transaction: TransactionData): TransactionData {
  const authorized = transaction['transaction-type'] === 'authorize' && transaction.status === 'complete';
  if (!authorized && transaction.status !== 'pending') {
    throw wrongState('Only a pending or authorized transaction can be cancelled');
  }
  if (transaction.gateway === 'manual') {
    throw wrongState('Transactions of the manual gateway cannot be cancelled');
  }
  return { ...transaction, status: 'cancelled' };
}

/** Re-derives the order's payment and status after its transactions changed. */
function syncOrder(
  orders: ReturnType<typeof orderCollection>,
  transactions: ResourceCollection<TransactionData>,
  storeId: string,
  orderId: string,
  timestamp: string,
): void {
  const order = orders.get(storeId, orderId);
  if (!order) return;
  const next = withDerivedPayment(
    order.data,
    orderTransactions(transactions, storeId, orderId).map((record) => record.data),
  );
  if (next.payment !== order.data.payment || next.status !== order.data.status) {
    orders.replace(storeId, orderId, next, timestamp);
  }
}

function renderTransactionExtras(db: SandboxDatabase, record: TransactionRecord): Record<string, unknown> {
  const { data } = record;
  const money = moneyFormatter(db, record.storeId, data.currency);
  return {
    links: { self: `/v2/orders/${data.order_id}/transactions/${record.id}` },
    relationships: { order: { data: { type: 'order', id: data.order_id } } },
    meta: {
      display_price: money(data.amount),
      display_refunded_amount: money(data.refunded_amount),
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
  };
}

export function renderTransaction(db: SandboxDatabase, record: TransactionRecord): Record<string, unknown> {
  const { order_id: _orderId, ...fields } = record.data;
  return { id: record.id, type: 'transaction', ...fields, ...renderTransactionExtras(db, record) };
}

/** Gateways whose payment document (carts-orders `Data.*Payment`) requires `payment`. */
const PAYMENT_REQUIRED = new Set(['adyen', 'authorize_net', 'braintree', 'card_connect', 'cyber_source']);

interface PaymentRequest {
  gateway: string;
  method: PaymentMethod;
  amount?: number;
  name?: string;
  customReference?: string;
}

function readPaymentRequest(req: Request, storeId: string, db: SandboxDatabase): PaymentRequest {
  const data = optionalRequestData(req.body);
  const { gateway, method } = data;
  if (typeof gateway !== 'string' || !isGatewaySlug(gateway)) {
    throw failedValidation('gateway must be a known payment gateway', '/data/gateway');
  }
  if (!isGatewayEnabled(db, storeId, gateway)) {
    throw failedValidation(`The ${gateway} gateway is not enabled`, '/data/gateway');
  }
  const knownMethod = PAYMENT_METHODS.find((candidate) => candidate === method);
  if (!knownMethod) {
    throw failedValidation(`method must be one of ${PAYMENT_METHODS.join(', ')}`, '/data/method');
  }
  // The document's body for these gateways requires `payment` (what the gateway charges).
  if (PAYMENT_REQUIRED.has(gateway)) {
    const payment = data.payment;
    if (typeof payment !== 'string' || payment.trim() === '' || payment.length > 1024) {
      throw failedValidation(`payment is required by the ${gateway} gateway`, '/data/payment');
    }
  }
  const meta = isPlainObject(data.paymentmethod_meta) ? data.paymentmethod_meta : {};
  return {
    gateway,
    method: knownMethod,
    amount: readAmount(data),
    name: typeof meta.name === 'string' ? meta.name : undefined,
    customReference: typeof meta.custom_reference === 'string' ? meta.custom_reference : undefined,
  };
}

/** `/payments` and `/transactions[...]` of one order; mount at `/v2/orders/:orderId`. */
export function createOrderPaymentsRouter(options: SimpleResourceRoutesOptions): Router {
  const orders = orderCollection(options.db);
  const transactions = transactionCollection(options.db);
  const router = Router({ mergeParams: true });

  // POST answers 200 with the transaction, as the provider documents.
  router.post('/payments', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const orderId = String(req.params.orderId);
    if (!orders.get(storeId, orderId)) throw notFound('Order not found');
    const payment = readPaymentRequest(req, storeId, options.db);
    const created = transactions.transaction(() => {
      const order = orders.get(storeId, orderId);
      if (!order) throw notFound('Order not found');
      const timestamp = new Date(options.now()).toISOString();
      const record = newPayment(order, payment, transactions, timestamp);
      transactions.insert(record);
      syncOrder(orders, transactions, storeId, orderId, timestamp);
      return record;
    });
    res.json({ data: renderTransaction(options.db, created) });
  });

  router.use(
    '/transactions',
    createSimpleResourceRouter(transactionDefinition(options.db, orders, options.now), options),
  );
  return router;
}

function newPayment(
  order: ResourceRecord<OrderData>,
  payment: PaymentRequest,
  transactions: ResourceCollection<TransactionData>,
  timestamp: string,
): TransactionRecord {
  if (order.data.status === 'cancelled') throw wrongState('A cancelled order cannot be paid');
  const total = orderTotals(order.data).with_tax;
  const existing = orderTransactions(transactions, order.storeId, order.id).map((record) => record.data);
  const { balanceOwing } = paymentAmounts(total, existing);
  if (balanceOwing === 0) throw wrongState('The order has no balance owing');
  const amount = payment.amount ?? balanceOwing;
  if (amount > balanceOwing) {
    throw failedValidation(`amount must not exceed the balance owing of ${balanceOwing}`, '/data/amount');
  }
  const id = crypto.randomUUID();
  // Setup methods wait for confirmation; the others complete at the (fake) gateway at once.
  const pending = payment.method === 'purchase_setup' || payment.method === 'authorize_setup';
  return {
    id,
    storeId: order.storeId,
    data: {
      order_id: order.id,
      gateway: payment.gateway,
      reference: gatewayReference(payment.gateway, id),
      ...(payment.name === undefined ? {} : { name: payment.name }),
      ...(payment.customReference === undefined ? {} : { custom_reference: payment.customReference }),
      amount,
      refunded_amount: 0,
      currency: order.data.currency,
      'transaction-type': payment.method,
      status: pending ? 'pending' : 'complete',
    },
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}
