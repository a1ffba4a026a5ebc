import crypto from 'node:crypto';
import type { SandboxDatabase } from '../core/db';
import { orderCollection, type OrderAddress, type OrderData, type OrderItemData } from './order-model';
import { priceCollection } from '../catalogue/pricebooks';
import { productCollection } from '../catalogue/products';
import {
  gatewayReference,
  transactionCollection,
  withDerivedPayment,
  type TransactionData,
  type TransactionType,
} from './payments';
import { isPlainObject } from '../core/request';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { RETAIL_PRICE_BOOK_ID } from '../catalogue/seed-pricebooks';

/**
 * Demo orders: about 320 over the 90 days before the clock's now, more on weekdays and growing
 * towards today, so the dashboard's metrics have believable curves. Everything derives from the
 * order's index (no randomness): lines use seeded products and their retail prices, a handful of
 * shoppers recur, a quarter pays in EUR, and a fixed cycle of outcomes gives paid and fulfilled,
 * authorized, refunded, partially refunded, cancelled and unpaid orders with matching transactions.
 * The shoppers are the store's seeded customers (same id, name and email), and every eighth order
 * was placed by a seeded account member for their account, so every order's shopper exists.
 */

export const SEEDED_ORDER_COUNT = 320;
const DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders per weekday, Sunday first. */
const WEEKDAY_ORDERS = [2, 3, 4, 4, 4, 5, 3];

interface Shopper {
  first: string;
  last: string;
  email: string;
  address: Omit<OrderAddress, 'first_name' | 'last_name'>;
}

const SHOPPERS: Shopper[] = [
  shopper('Ava', 'Thompson', {
    line_1: '12 Harbor Way',
    city: 'Portland',
    postcode: '97201',
    region: 'OR',
    country: 'US',
  }),
  shopper('Liam', 'Carter', {
    line_1: '480 Elm Street',
    city: 'Austin',
    postcode: '73301',
    region: 'TX',
    country: 'US',
  }),
  shopper('Sofia', 'Müller', { line_1: 'Hauptstraße 5', city: 'Berlin', postcode: '10115', country: 'DE' }),
  shopper('Noah', 'Bennett', {
    line_1: '77 Lake Shore Dr',
    city: 'Chicago',
    postcode: '60611',
    region: 'IL',
    country: 'US',
  }),
  shopper('Chloé', 'Dubois', { line_1: '8 Rue de Rivoli', city: 'Paris', postcode: '75004', country: 'FR' }),
  shopper('Mason', 'Reyes', {
    line_1: '2150 Mission St',
    city: 'San Francisco',
    postcode: '94110',
    region: 'CA',
    country: 'US',
  }),
  shopper('Emma', 'Jansen', {
    line_1: 'Keizersgracht 100',
    city: 'Amsterdam',
    postcode: '1015',
    country: 'NL',
  }),
  shopper('Lucas', 'Nguyen', {
    line_1: '19 Peachtree Rd',
    city: 'Atlanta',
    postcode: '30305',
    region: 'GA',
    country: 'US',
  }),
];

/** Reads another area's stored documents (customers, account members) without depending on it. */
const storedDocuments = (db: SandboxDatabase, type: string) =>
  new ResourceCollection<Record<string, unknown>>(db, {
    name: type,
    decode: (data) => (isPlainObject(data) ? data : {}),
  });

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

type OrderShopper = Pick<OrderData, 'customer' | 'account' | 'contact'> & {
  first: string;
  last: string;
  /** The customer's first address-book address, where the order ships. */
  address?: Shopper['address'];
};

/** A stored customer address as an order address (without the recipient's name). */
function orderAddressOf(data: Record<string, unknown>): Shopper['address'] | undefined {
  const [line1, city, postcode, country] = ['line_1', 'city', 'postcode', 'country'].map((key) =>
    textOf(data[key]),
  );
  if (!line1 || !city || !postcode || !country) return undefined;
  const region = textOf(data.region);
  return { line_1: line1, city, postcode, country, ...(region ? { region } : {}) };
}

/** `Ada Lovelace` → `['Ada', 'Lovelace']`, for the order's addresses. */
function splitName(name: string): { first: string; last: string } {
  const space = name.indexOf(' ');
  return space < 0 ? { first: name, last: '' } : { first: name.slice(0, space), last: name.slice(space + 1) };
}

/**
 * The seeded customers standing in for `SHOPPERS`, in seeding order (the demo store seeds its
 * customers first); a store without them keeps the guest shoppers.
 */
function registeredShoppers(db: SandboxDatabase, storeId: string): OrderShopper[] {
  const customers = storedDocuments(db, 'customer').list(storeId);
  const addresses = storedDocuments(db, 'customer-address').list(storeId);
  return SHOPPERS.map((guest, index) => {
    const stored = customers[index];
    const name = textOf(stored?.data.name);
    const email = textOf(stored?.data.email);
    if (!stored || !name || !email) {
      return {
        first: guest.first,
        last: guest.last,
        customer: { name: `${guest.first} ${guest.last}`, email: guest.email },
      };
    }
    const book = addresses.find((address) => address.data.owner_id === stored.id);
    const address = book ? orderAddressOf(book.data) : undefined;
    return { ...splitName(name), customer: { id: stored.id, name, email }, ...(address ? { address } : {}) };
  });
}

/** Account members with their account (one per membership, oldest first): they check out as a contact. */
function accountShoppers(db: SandboxDatabase, storeId: string): OrderShopper[] {
  const users = storedDocuments(db, 'user-authentication-info');
  return storedDocuments(db, 'account-membership')
    .list(storeId)
    .flatMap((membership): OrderShopper[] => {
      const accountId = textOf(membership.data.account_id);
      const memberId = textOf(membership.data.account_member_id);
      const member = memberId === undefined ? undefined : users.get(storeId, memberId);
      const name = textOf(member?.data.name);
      const email = textOf(member?.data.email);
      if (accountId === undefined || memberId === undefined || !name || !email) return [];
      const contact = { name, email };
      return [
        { ...splitName(name), customer: contact, contact, account: { id: accountId, member_id: memberId } },
      ];
    });
}

function shopper(first: string, last: string, address: Shopper['address']): Shopper {
  const email = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { first, last, email: `${email}@example.com`, address };
}

/** The cycle of outcomes, one per order index modulo its length. */
const OUTCOMES = [
  'fulfilled',
  'fulfilled',
  'fulfilled',
  'paid',
  'fulfilled',
  'authorized',
  'fulfilled',
  'unpaid',
  'fulfilled',
  'refunded',
  'fulfilled',
  'fulfilled',
  'partially_refunded',
  'fulfilled',
  'cancelled',
  'paid',
  'fulfilled',
  'fulfilled',
  'unpaid',
  'fulfilled',
] as const;

const FALLBACK_PRODUCTS = [
  { id: undefined, name: 'Gift card', sku: 'GIFT-CARD', usd: 2500, eur: 2300 },
  { id: undefined, name: 'Canvas tote', sku: 'TOTE-CANVAS', usd: 1999, eur: 1840 },
  { id: undefined, name: 'Ceramic mug', sku: 'MUG-CERAMIC', usd: 1299, eur: 1200 },
];

type SeedProduct = { id: string | undefined; name: string; sku: string; usd: number; eur: number };

/** UUID-shaped id from a stable key, so a fresh database always has the same order ids. */
function stableId(key: string): string {
  const hex = crypto.createHash('sha256').update(`sandbox-seed:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function pricedProducts(db: SandboxDatabase, storeId: string): SeedProduct[] {
  const retail = new Map<string, { usd?: number; eur?: number }>();
  for (const price of priceCollection(db).list(storeId)) {
    if (price.data.pricebook_id !== RETAIL_PRICE_BOOK_ID) continue;
    retail.set(price.data.sku, {
      usd: price.data.currencies.USD?.amount,
      eur: price.data.currencies.EUR?.amount,
    });
  }
  const products = productCollection(db)
    .list(storeId)
    .flatMap((product): SeedProduct[] => {
      const sku = product.data.sku;
      const price = sku === undefined ? undefined : retail.get(sku);
      if (sku === undefined || price?.usd === undefined || price.eur === undefined) return [];
      return [{ id: product.id, name: product.data.name, sku, usd: price.usd, eur: price.eur }];
    })
    .sort((a, b) => a.sku.localeCompare(b.sku));
  return products.length > 0 ? products : FALLBACK_PRODUCTS;
}

/**
 * Order timestamps, oldest first: weekday pattern plus one more a day over the last month. Days are
 * filled from yesterday backwards, so when the count runs out it is the oldest days that stay
 * empty, never the recent ones a seller looks at first.
 */
function orderTimes(now: number): number[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const times: number[] = [];
  for (let daysAgo = 1; daysAgo <= DAYS && times.length < SEEDED_ORDER_COUNT; daysAgo += 1) {
    const day = today - daysAgo * DAY_MS;
    const count =
      (WEEKDAY_ORDERS[new Date(day).getUTCDay()] ?? 3) + (daysAgo <= 30 && daysAgo % 2 === 0 ? 1 : 0);
    for (let n = 0; n < count; n += 1) {
      const index = times.length;
      const minutes = 8 * 60 + ((index * 97) % (13 * 60));
      times.push(day + minutes * 60_000);
    }
  }
  return times.sort((a, b) => a - b);
}

function orderItems(index: number, products: SeedProduct[], eur: boolean): OrderItemData[] {
  const lines = 1 + (index % 3);
  const items: OrderItemData[] = [];
  for (let line = 0; line < lines; line += 1) {
    const product = products[(index * 7 + line * 13) % products.length] ?? FALLBACK_PRODUCTS[0];
    const quantity = (index + line) % 4 === 0 ? 2 : 1;
    const unit = eur ? product.eur : product.usd;
    // Every sixth order used a 10% promotion on its first line.
    const discount = index % 6 === 0 && line === 0 ? Math.round(unit * quantity * 0.1) : 0;
    const taxRate = eur ? 0.2 : 0.08;
    items.push({
      id: stableId(`order:${index}:item:${line}`),
      type: 'cart_item',
      ...(product.id === undefined ? {} : { product_id: product.id }),
      name: product.name,
      sku: product.sku,
      quantity,
      unit_amount: unit,
      discount,
      tax: Math.round((unit * quantity - discount) * taxRate),
      ...(discount > 0 ? { promotion_id: stableId('promotion:spring-10') } : {}),
    });
  }
  return items;
}

function seedTransaction(
  orderId: string,
  index: number,
  n: number,
  type: TransactionType,
  amount: number,
  refunded: number,
  currency: string,
): { id: string; data: TransactionData } {
  const id = stableId(`order:${index}:transaction:${n}`);
  return {
    id,
    data: {
      order_id: orderId,
      gateway: 'manual',
      reference: gatewayReference('manual', id),
      amount,
      refunded_amount: refunded,
      currency,
      'transaction-type': type,
      status: refunded >= amount ? 'refunded' : 'complete',
    },
  };
}

export function seedOrders(db: SandboxDatabase, storeId: string, now: () => number): void {
  const products = pricedProducts(db, storeId);
  const orders = orderCollection(db);
  const transactions = transactionCollection(db);
  const times = orderTimes(now());
  const registered = registeredShoppers(db, storeId);
  const members = accountShoppers(db, storeId);
  times.forEach((createdAtMs, index) => {
    const place = SHOPPERS[(index * 5) % SHOPPERS.length] ?? SHOPPERS[0];
    const member = index % 8 === 6 ? members[Math.floor(index / 8) % Math.max(members.length, 1)] : undefined;
    const who = member ?? registered[(index * 5) % registered.length] ?? registered[0];
    const eur = index % 4 === 3;
    const currency = eur ? 'EUR' : 'USD';
    const items = orderItems(index, products, eur);
    const id = stableId(`order:${index}`);
    const address: OrderAddress = {
      first_name: who.first,
      last_name: who.last,
      ...(who.address ?? place.address),
    };
    const recent = now() - createdAtMs < 3 * DAY_MS;
    // Recent orders have not shipped yet.
    const outcome =
      OUTCOMES[index % OUTCOMES.length] === 'fulfilled' && recent
        ? 'paid'
        : OUTCOMES[index % OUTCOMES.length];
    const total = items.reduce(
      (sum, item) => sum + item.unit_amount * item.quantity - item.discount + item.tax,
      0,
    );
    const payments: { id: string; data: TransactionData }[] = [];
    if (outcome === 'fulfilled' || outcome === 'paid') {
      payments.push(seedTransaction(id, index, 0, 'purchase', total, 0, currency));
    } else if (outcome === 'authorized') {
      payments.push(seedTransaction(id, index, 0, 'authorize', total, 0, currency));
    } else if (outcome === 'refunded') {
      payments.push(seedTransaction(id, index, 0, 'purchase', total, total, currency));
    } else if (outcome === 'partially_refunded') {
      payments.push(seedTransaction(id, index, 0, 'capture', total, Math.round(total * 0.3), currency));
    }
    const base: OrderData = {
      status: outcome === 'cancelled' ? 'cancelled' : 'incomplete',
      payment: 'unpaid',
      shipping: outcome === 'fulfilled' ? 'fulfilled' : 'unfulfilled',
      anonymized: false,
      customer: who.customer,
      ...(who.account ? { account: who.account } : {}),
      ...(who.contact ? { contact: who.contact } : {}),
      shipping_address: address,
      billing_address: address,
      currency,
      items,
      order_number: String(10001 + index),
      ...(index % 10 === 0
        ? {
            shipping_groups: [
              {
                id: stableId(`order:${index}:shipping-group`),
                shipping_type: index % 20 === 0 ? 'express' : 'standard',
                tracking_reference: `1Z${String(index).padStart(8, '0')}`,
                address,
              },
            ],
          }
        : {}),
    };
    const groupId = base.shipping_groups?.[0]?.id;
    const data = withDerivedPayment(
      groupId === undefined
        ? base
        : { ...base, items: items.map((item) => ({ ...item, shipping_group_id: groupId })) },
      payments.map((payment) => payment.data),
    );
    const createdAt = new Date(createdAtMs).toISOString();
    const updatedAt = new Date(createdAtMs + (payments.length > 0 ? 60 * 60_000 : 0)).toISOString();
    const record: ResourceRecord<OrderData> = { id, storeId, data, createdAt, updatedAt };
    orders.insert(record);
    for (const payment of payments) {
      transactions.insert({ ...payment, storeId, createdAt: updatedAt, updatedAt });
    }
  });
}
