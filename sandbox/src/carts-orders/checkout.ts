import crypto from 'node:crypto';
import { Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import { CartView, cartError, cartIdParam, isoTime, moneyFormatter, requireCart } from './cart-model';
import { displayPrice } from './cart-totals';
import { readAddress, shippingGroupsOf } from './cart-shipping-groups';
import type { SandboxDatabase } from '../core/db';
import { forbidden, notFound, unauthorized } from '../core/http';
import { ACCOUNT_TOKEN_HEADER } from '../customers-accounts/account-collections';
import { resolveAccountToken } from '../customers-accounts/account-tokens';
import { resolveCustomerToken } from '../customers-accounts/customers';
import { orderCollection, orderFields, orderTotals, type OrderData, type OrderItemData } from './order-model';
import { recordCodeUse } from '../promotions/promotion-codes';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { FieldProblems, readText, type SimpleResourceRoutesOptions } from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * `POST /v2/carts/:cartId/checkout`: turns a cart into an order (customer or account checkout),
 * and `renderOrder`, the one rendering of a stored order (orders.ts builds on it). The cart stays
 * as it is, as on the provider; each line's discount and tax are copied into the order so its
 * totals equal the cart's.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CUSTOMER_TOKEN_HEADER = 'X-Moltin-Customer-Token';

/** Reads any stored document of another area (customers, accounts) without depending on it. */
const storedDocuments = (db: SandboxDatabase, type: string) =>
  new ResourceCollection<Record<string, unknown>>(db, {
    name: type,
    decode: (data) => (isPlainObject(data) ? data : {}),
  });

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type Shopper = Pick<OrderData, 'customer' | 'account' | 'contact'>;

function readPerson(
  value: unknown,
  pointer: string,
  problems: FieldProblems,
): { name: string; email: string } {
  const document = isPlainObject(value) ? value : {};
  const sub = new FieldProblems(pointer);
  const name = readText(document, 'name', undefined, sub, { required: true, maxLength: 255 }) ?? '';
  const email =
    readText(document, 'email', undefined, sub, {
      required: true,
      pattern: EMAIL,
      patternDetail: 'email must be an email address',
    }) ?? '';
  problems.list.push(...sub.list);
  return { name, email };
}

/** A customer (registered by id, or a guest with name and email) or an account member. */
function readShopper(
  db: SandboxDatabase,
  storeId: string,
  data: Record<string, unknown>,
  problems: FieldProblems,
): Shopper {
  if (data.account !== undefined) {
    const account = isPlainObject(data.account) ? data.account : {};
    const sub = new FieldProblems('/data/account');
    const accountId = readText(account, 'id', undefined, sub, { required: true });
    const memberId = readText(account, 'member_id', undefined, sub, { required: false });
    problems.list.push(...sub.list);
    const contact = readPerson(data.contact, '/data/contact', problems);
    if (accountId !== undefined && !storedDocuments(db, 'account').get(storeId, accountId)) {
      throw notFound('No account found');
    }
    return {
      customer: contact,
      account: { id: accountId ?? '', ...(memberId === undefined ? {} : { member_id: memberId }) },
      contact,
    };
  }
  // The spec's client wraps a bare string as `{ id }`; accept it here too.
  const customer = typeof data.customer === 'string' ? { id: data.customer } : data.customer;
  if (!isPlainObject(customer)) {
    problems.add('customer or account is required', 'customer');
    return { customer: { name: '', email: '' } };
  }
  if (customer.id !== undefined) {
    const id = textOf(customer.id);
    const stored = id === undefined ? undefined : storedDocuments(db, 'customer').get(storeId, id);
    if (!id || !stored) throw notFound('No customer found');
    return {
      customer: {
        id,
        name: textOf(stored.data.name) ?? textOf(customer.name) ?? '',
        email: textOf(stored.data.email) ?? textOf(customer.email) ?? '',
      },
    };
  }
  return { customer: readPerson(customer, '/data/customer', problems) };
}

/**
 * The shopper tokens of a checkout. A customer token (`X-Moltin-Customer-Token`) makes it the
 * token's customer's checkout; an account-management token
 * (`EP-Account-Management-Authentication-Token`) must be for the account checked out, and names
 * the member. A token that is not valid is a 401, one for someone else a 403.
 */
function applyShopperTokens(
  db: SandboxDatabase,
  storeId: string,
  data: Record<string, unknown>,
  tokens: { customer?: string; account?: string },
  now: number,
): Record<string, unknown> {
  if (data.account !== undefined && tokens.account) {
    const owner = resolveAccountToken(db, storeId, tokens.account, now);
    if (!owner) throw unauthorized(`The ${ACCOUNT_TOKEN_HEADER} is not valid or has expired`);
    const account = isPlainObject(data.account) ? data.account : {};
    if (account.id !== owner.accountId) throw forbidden('The account token is for another account');
    if (account.member_id !== undefined && account.member_id !== owner.accountMemberId)
      throw forbidden('The account token is for another account member');
    return { ...data, account: { ...account, member_id: owner.accountMemberId } };
  }
  if (data.account === undefined && tokens.customer) {
    const customerId = resolveCustomerToken(db, storeId, tokens.customer, now);
    if (!customerId) throw unauthorized('The customer token is not valid or has expired');
    const customer = isPlainObject(data.customer) ? data.customer : {};
    if (customer.id !== undefined && customer.id !== customerId)
      throw forbidden('The customer token is for another customer');
    return { ...data, customer: { ...customer, id: customerId } };
  }
  return data;
}

/** Mounted at `/v2/carts/:cartId/checkout`. */
export function createCheckoutRouter(options: SimpleResourceRoutesOptions): Router {
  const { db, now } = options;
  const router = Router({ mergeParams: true });

  router.post('/', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const timestamp = isoTime(now);
    const cart = requireCart(db, storeId, cartIdParam(req));
    const body = isPlainObject(req.body) && isPlainObject(req.body.data) ? req.body.data : undefined;
    if (!body) throw cartError(422, 'Failed Validation', 'data is required and must be an object', '/data');
    const data = applyShopperTokens(
      db,
      storeId,
      body,
      { customer: req.get(CUSTOMER_TOKEN_HEADER), account: req.get(ACCOUNT_TOKEN_HEADER) },
      now(),
    );
    const problems = new FieldProblems();
    const shopper = readShopper(db, storeId, data, problems);
    const billing = readAddress(data.billing_address, '/data/billing_address', problems);
    const shipping = readAddress(data.shipping_address, '/data/shipping_address', problems);
    const externalRef = readText(data, 'external_ref', undefined, problems, {
      required: false,
      maxLength: 64,
    });
    const orderNumber = readText(data, 'order_number', undefined, problems, {
      required: false,
      maxLength: 255,
    });
    problems.throwIfAny();
    if (cart.data.snapshot_date !== undefined) {
      throw cartError(400, 'Bad Request', 'A preview cart (with snapshot_date) cannot be checked out');
    }
    if (cart.data.items.length === 0) throw cartError(400, 'Bad Request', 'Cannot check out an empty cart');
    if (!billing || !shipping) return;

    const view = new CartView(db, cart);
    const items: OrderItemData[] = cart.data.items.map((line) => {
      const totals = view.lineTotals(line.id);
      const promotion = totals?.discounts.find((discount) => discount.source === 'promotion');
      return {
        id: crypto.randomUUID(),
        type: line.type,
        ...(line.product_id === undefined ? {} : { product_id: line.product_id }),
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unit_amount: line.unit_amount,
        discount: totals?.discount ?? 0,
        tax: totals?.tax ?? 0,
        ...(promotion ? { promotion_id: promotion.id } : {}),
        ...(line.shipping_group_id === undefined ? {} : { shipping_group_id: line.shipping_group_id }),
      };
    });
    const groups = shippingGroupsOf(db, storeId, cart.id);
    const order: OrderData = {
      status: 'incomplete',
      payment: 'unpaid',
      shipping: 'unfulfilled',
      anonymized: false,
      ...shopper,
      billing_address: billing,
      shipping_address: shipping,
      currency: cart.data.currency ?? 'USD',
      items,
      cart_id: cart.id,
      ...(groups.length > 0
        ? {
            shipping_groups: groups.map((group) => ({
              id: group.id,
              ...(group.data.shipping_type === undefined ? {} : { shipping_type: group.data.shipping_type }),
              ...(group.data.tracking_reference === undefined
                ? {}
                : { tracking_reference: group.data.tracking_reference }),
              ...(group.data.address === undefined ? {} : { address: group.data.address }),
              ...(group.data.shipping_price === undefined
                ? {}
                : { shipping_price: group.data.shipping_price }),
            })),
          }
        : {}),
      ...(externalRef === undefined ? {} : { external_ref: externalRef }),
      ...(orderNumber === undefined ? {} : { order_number: orderNumber }),
    };
    const record: ResourceRecord<OrderData> = {
      id: crypto.randomUUID(),
      storeId,
      data: order,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    const orders = orderCollection(db);
    orders.transaction(() => {
      orders.insert(record);
      // Each applied code uses up one of its uses, and shows in the promotion's history.
      for (const promotion of cart.data.promotions)
        recordCodeUse(db, storeId, promotion.code, record.id, timestamp);
    });
    res.status(201).json({ data: renderOrder(db, record) });
  });

  return router;
}

/** Amounts taken by payments; orders.ts knows them, checkout's new orders have none. */
export interface OrderPayments {
  paid: number;
  authorized: number;
}

/**
 * The order document (`type: order`) with `meta.display_price` from `orderTotals`. Without
 * `payments`, a `paid` order counts as fully paid and an `authorized` one as fully authorized.
 * `shipping` is the shipping groups' prices (already in `with_tax`); shipping discounts are not modelled.
 */
export function renderOrder(
  db: SandboxDatabase,
  record: ResourceRecord<OrderData>,
  payments?: OrderPayments,
): Record<string, unknown> {
  const { data } = record;
  const totals = orderTotals(data);
  const money = moneyFormatter(db, record.storeId, data.currency);
  const paid = payments?.paid ?? (data.payment === 'paid' ? totals.with_tax : 0);
  const authorized = payments?.authorized ?? (data.payment === 'authorized' ? totals.with_tax : 0);
  return {
    type: 'order',
    id: record.id,
    ...orderFields(data),
    links: { self: `/v2/orders/${record.id}` },
    meta: {
      display_price: {
        ...displayPrice(totals, money),
        balance_owing: money(totals.with_tax - paid),
        paid: money(paid),
        authorized: money(authorized),
        shipping: money(totals.shipping),
        shipping_discount: money(0),
      },
      timestamps: { created_at: record.createdAt, updated_at: record.updatedAt },
    },
    relationships: {
      items: { data: data.items.map((item) => ({ type: 'item', id: item.id })) },
      ...(data.customer.id === undefined
        ? {}
        : { customer: { data: { type: 'customer', id: data.customer.id } } }),
      ...(data.account === undefined
        ? {}
        : {
            account: { data: { type: 'account', id: data.account.id } },
            ...(data.account.member_id === undefined
              ? {}
              : { account_member: { data: { type: 'account_member', id: data.account.member_id } } }),
          }),
      ...(data.cart_id === undefined ? {} : { cart: { data: { type: 'cart', id: data.cart_id } } }),
    },
  };
}
