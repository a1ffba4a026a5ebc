// What the command palette offers: areas to go to, things to create, recent pages and records found
// by the search. Pure functions, so the component only wires them to the keyboard and the network.
import { ACCOUNTS_PATH, accountUrl } from '../../areas/accounts/urls';
import { APPLICATION_KEYS_PATH } from '../../areas/application-keys/urls';
import { CARTS_PATH } from '../../areas/carts/urls';
import { CATALOGS_PATH } from '../../areas/catalogs/urls';
import { CUSTOM_APIS_PATH } from '../../areas/custom-apis/urls';
import { CUSTOM_RELATIONSHIPS_PATH } from '../../areas/custom-relationships/urls';
import { CUSTOMERS_PATH, customerUrl } from '../../areas/customers/urls';
import { FILES_PATH } from '../../areas/files/urls';
import { HIERARCHIES_PATH } from '../../areas/hierarchies/urls';
import { INTEGRATIONS_PATH } from '../../areas/integrations/urls';
import { addStockUrl, INVENTORY_PATH, LOCATIONS_URL, stockUrl } from '../../areas/inventory/urls';
import { ORDERS_PATH, orderName, orderUrl } from '../../areas/orders/urls';
import { PRICE_BOOKS_PATH } from '../../areas/pricebooks/urls';
import { productAddUrl, productUrl } from '../../areas/products/urls';
import { PROMOTIONS_PATH, RULE_PROMOTIONS_PATH } from '../../areas/promotions/urls';
import { storeAddUrl } from '../../areas/stores/urls';
import {
  offeringListUrl,
  planListUrl,
  productListUrl as subscriptionProductListUrl,
} from '../../areas/subscriptions/urls';
import { VARIATIONS_PATH } from '../../areas/variations/urls';
import type { PaletteSearchQuery, PaletteSearchQueryVariables } from '../../graphql/generated';
import type { AreaEntry } from '../areas';
import type { RecentPage } from './recentPages';

export type PaletteKind =
  'recent' | 'area' | 'create' | 'product' | 'stock' | 'order' | 'customer' | 'account';

export interface PaletteItem {
  /** Unique in one list: the kind and the target. */
  key: string;
  kind: PaletteKind;
  label: string;
  /** Shown on the right: a SKU, an email, a path. */
  detail?: string;
  /** Other words that find it, which the label does not say ("create", "stock"). */
  keywords?: string;
  /** Where Enter goes. */
  to: string;
}

/** Each group's heading (groups show in the order of their first item). */
export const KIND_HEADINGS: Readonly<Record<PaletteKind, string>> = {
  recent: 'Recent pages',
  area: 'Go to',
  create: 'Create',
  product: 'Products',
  stock: 'Stock',
  order: 'Orders',
  customer: 'Customers',
  account: 'Accounts',
};

/** The search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Records of each kind the search shows. */
export const SEARCH_LIMIT = 5;
/** Shorter text finds too much to be useful; areas and actions still match it. */
export const MIN_SEARCH_LENGTH = 2;
/** Longer text is cut (a search box, not a filter language). */
export const MAX_SEARCH_LENGTH = 100;

/** A dialog that lives in the query string (components/useUrlDialog.ts). */
function withDialog(path: string, dialog: string): string {
  const [pathname = path, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('dialog', dialog);
  return `${pathname}?${params.toString()}`;
}

/**
 * One action per thing the admin can create, worded "New …" as sellers type it (and found by
 * "create" and "add" too): the page that creates it, or its list with the create dialog open.
 * (Flows and the legacy catalogue keep their add dialogs outside the URL, so the palette cannot open
 * them; their areas are still reachable under "Go to".)
 */
const CREATABLE: readonly (readonly [what: string, to: string, keywords?: string])[] = [
  ['product', productAddUrl()],
  ['stock for a product', addStockUrl(), 'inventory track quantity'],
  ['custom relationship', withDialog(CUSTOM_RELATIONSHIPS_PATH, 'create')],
  ['variation', withDialog(VARIATIONS_PATH, 'create')],
  ['hierarchy', withDialog(HIERARCHIES_PATH, 'create')],
  ['price book', withDialog(PRICE_BOOKS_PATH, 'create')],
  ['catalog', withDialog(CATALOGS_PATH, 'create')],
  ['cart', withDialog(CARTS_PATH, 'create')],
  // The provider makes orders only by checking a cart out: a new order starts as a cart.
  ['order (start a cart)', withDialog(CARTS_PATH, 'create'), 'checkout'],
  ['inventory location', withDialog(LOCATIONS_URL, 'create'), 'stock'],
  ['customer', withDialog(CUSTOMERS_PATH, 'create')],
  ['account', withDialog(ACCOUNTS_PATH, 'create')],
  ['promotion', withDialog(PROMOTIONS_PATH, 'create'), 'discount'],
  ['rule promotion', withDialog(RULE_PROMOTIONS_PATH, 'create'), 'discount'],
  ['subscription offering', withDialog(offeringListUrl(), 'build')],
  ['subscription plan', withDialog(planListUrl(), 'create-plan')],
  ['subscription product', withDialog(subscriptionProductListUrl(), 'create-product')],
  ['file from a URL', withDialog(FILES_PATH, 'add-url')],
  ['Custom API', withDialog(CUSTOM_APIS_PATH, 'create')],
  ['application key', withDialog(APPLICATION_KEYS_PATH, 'create')],
  ['integration', withDialog(INTEGRATIONS_PATH, 'create')],
  ['store', storeAddUrl()],
];

export const CREATE_ACTIONS: readonly PaletteItem[] = CREATABLE.map(([what, to, keywords]): PaletteItem => ({
  key: `create:${what}`,
  kind: 'create',
  label: `New ${what}`,
  keywords: `create add ${keywords ?? ''}`.trim(),
  to,
}));

/** Words that find an area besides its name. */
const AREA_KEYWORDS: Readonly<Record<string, string>> = {
  [INVENTORY_PATH]: 'stock levels quantities',
  [ORDERS_PATH]: 'sales',
};

/** "Go to" items for the available areas. */
export function areaItems(areas: readonly AreaEntry[]): PaletteItem[] {
  return areas
    .filter((area) => area.available)
    .map((area): PaletteItem => ({
      key: `area:${area.path}`,
      kind: 'area',
      label: area.label,
      detail: area.path,
      keywords: AREA_KEYWORDS[area.path],
      to: area.path,
    }));
}

/** True when every word of the query occurs in the text (any case, any order). */
export function matchesQuery(label: string, query: string): boolean {
  const text = label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** True when every word of the query occurs in the item's label or its keywords. */
export function itemMatches(item: PaletteItem, query: string): boolean {
  return matchesQuery(item.keywords ? `${item.label} ${item.keywords}` : item.label, query);
}

/** "stock" among the typed words asks for products' stock pages rather than the products. */
const STOCK_WORD = /(^|\s)stock(\s|$)/i;

/** Whether the typed text asks for stock ("stock", "mug stock"). */
export function asksForStock(query: string): boolean {
  return STOCK_WORD.test(query);
}

/** The text to search records by: without the word "stock" when other words remain. */
export function withoutStockWord(query: string): string {
  const rest = query.replace(STOCK_WORD, ' ').trim();
  return rest === '' ? query : rest;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search's text: trimmed and bounded; '' when too short to search. */
export function searchTerm(query: string): string {
  const term = query.trim().slice(0, MAX_SEARCH_LENGTH);
  return term.length >= MIN_SEARCH_LENGTH ? term : '';
}

/**
 * The one search operation's variables for a term: products by name or SKU (or id), orders by the
 * shopper's email or name or the order number, customers by name and by email, accounts by name; the
 * order, customer and account with that id as well when the term is an id.
 */
export function searchVariables(term: string): PaletteSearchQueryVariables {
  const byId = UUID.test(term);
  return {
    products: {
      or: [{ name: { like: term } }, { sku: { like: term } }, ...(byId ? [{ id: { eq: term } }] : [])],
    },
    orders: { or: [{ email: { like: term } }, { name: { like: term } }, { orderNumber: { like: term } }] },
    customerNames: { name: { like: term } },
    customerEmails: { email: { like: term } },
    accounts: { name: { like: term } },
    page: { limit: SEARCH_LIMIT, offset: 0 },
    id: byId ? term : '',
    byId,
  };
}

/** First of each id, at most `SEARCH_LIMIT`. */
function distinct<T extends { id: string }>(records: readonly (T | null | undefined)[]): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const record of records) {
    if (!record || seen.has(record.id)) continue;
    seen.add(record.id);
    result.push(record);
  }
  return result.slice(0, SEARCH_LIMIT);
}

/**
 * The search's answer as palette items, grouped by kind (products, orders, customers, accounts);
 * with `stock`, each product found comes first as its stock page (started there when untracked).
 */
export function searchItems(data: PaletteSearchQuery, { stock = false } = {}): PaletteItem[] {
  const found = distinct(data.productHits.items);
  const stocks = stock
    ? found.map((product): PaletteItem => ({
        key: `stock:${product.id}`,
        kind: 'stock',
        label: `Stock of ${product.name}`,
        detail: product.sku ?? undefined,
        to: stockUrl(product.id),
      }))
    : [];
  const products = found.map((product): PaletteItem => ({
    key: `product:${product.id}`,
    kind: 'product',
    label: product.name,
    detail: product.sku ?? undefined,
    to: productUrl(product.id),
  }));
  const orders = distinct([data.orderById, ...data.orderHits.items]).map((order): PaletteItem => ({
    key: `order:${order.id}`,
    kind: 'order',
    label: `Order ${orderName(order)}`,
    detail: `${order.customer.name} · ${order.customer.email}`,
    to: orderUrl(order.id),
  }));
  const customers = distinct([
    data.customerById,
    ...data.customersByEmail.items,
    ...data.customersByName.items,
  ]).map((customer): PaletteItem => ({
    key: `customer:${customer.id}`,
    kind: 'customer',
    label: customer.name,
    detail: customer.email,
    to: customerUrl(customer.id),
  }));
  const accounts = distinct([data.accountById, ...data.accountHits.items]).map((account): PaletteItem => ({
    key: `account:${account.id}`,
    kind: 'account',
    label: account.name,
    detail: account.legalName ?? undefined,
    to: accountUrl(account.id),
  }));
  return [...stocks, ...products, ...orders, ...customers, ...accounts];
}

export function recentItems(pages: readonly RecentPage[]): PaletteItem[] {
  return pages.map((page): PaletteItem => ({
    key: `recent:${page.to}`,
    kind: 'recent',
    label: page.area,
    detail: page.to,
    to: page.to,
  }));
}
