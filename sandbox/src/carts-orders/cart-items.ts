import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import {
  CartView,
  MAX_CART_LINES,
  MAX_TAX_ITEMS,
  cartCollection,
  cartError,
  cartIdParam,
  editCart,
  findLine,
  getOrCreateCart,
  isoTime,
  renderItems,
  renderTaxItem,
  requestCurrency,
  type CartData,
  type CartLine,
  type CartProblem,
  type CartRecord,
} from './cart-model';
import { shippingGroupCollection } from './cart-shipping-groups';
import type { TaxItem } from './cart-totals';
import type { SandboxDatabase } from '../core/db';
import { ApiError, notFound, providerError } from '../core/http';
import { priceBookCollection, priceCollection } from '../catalogue/pricebooks';
import { productCollection } from '../catalogue/products';
import { findCodeDiscount } from '../promotions/promotions';
import {
  FieldProblems,
  readNumber,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Cart items (`/v2/carts/:cartId/items...`) and tax items (`.../items/:itemId/taxes`, bulk
 * `/v2/carts/:cartId/taxes`). Adding a product prices it from the store's price books in the cart
 * currency; custom items carry their own price; a `promotion_item` applies a promotion code; a
 * `cart_items` entry merges another cart. Every item route answers the items with cart totals.
 */

const isQuantity = (minimum: number) => (value: number) => Number.isInteger(value) && value >= minimum;

interface AddContext {
  db: SandboxDatabase;
  storeId: string;
  cartId: string;
  currency: string;
  timestamp: string;
}

/** Unit price of a SKU: the first price book (in list order) with a price in the currency. */
export function unitPrice(
  db: SandboxDatabase,
  storeId: string,
  sku: string,
  currency: string,
): { amount: number; includes_tax: boolean } | undefined {
  const prices = priceCollection(db)
    .list(storeId)
    .filter((price) => price.data.sku === sku);
  for (const book of priceBookCollection(db).list(storeId)) {
    const price = prices.find((candidate) => candidate.data.pricebook_id === book.id)?.data.currencies[
      currency
    ];
    if (price) return { amount: price.amount, includes_tax: price.includes_tax };
  }
  return undefined;
}

function newLine(
  fields: Omit<CartLine, 'id' | 'custom_discounts' | 'taxes' | 'created_at' | 'updated_at'>,
  timestamp: string,
): CartLine {
  return {
    id: crypto.randomUUID(),
    ...fields,
    custom_discounts: [],
    taxes: [],
    created_at: timestamp,
    updated_at: timestamp,
  };
}

/** Adds a line, or raises the quantity of the same product (or custom SKU) already in the cart. */
function addLine(cart: CartData, line: CartLine, timestamp: string): void {
  const same = cart.items.find(
    (existing) =>
      existing.type === line.type &&
      (line.type === 'cart_item'
        ? existing.product_id === line.product_id
        : line.sku !== '' && existing.sku === line.sku) &&
      JSON.stringify(existing.custom_inputs ?? null) === JSON.stringify(line.custom_inputs ?? null),
  );
  if (same) {
    same.quantity += line.quantity;
    same.updated_at = timestamp;
    return;
  }
  if (cart.items.length >= MAX_CART_LINES) {
    throw cartError(400, 'Cart limit reached', `A cart can contain at most ${MAX_CART_LINES} unique items`);
  }
  cart.items.push(line);
}

function readShippingGroup(
  context: AddContext,
  document: Record<string, unknown>,
  problems: FieldProblems,
): string | undefined {
  const id = readText(document, 'shipping_group_id', undefined, problems, { required: false });
  if (id === undefined) return undefined;
  const group = shippingGroupCollection(context.db).get(context.storeId, id);
  if (!group || group.data.cart_id !== context.cartId)
    throw notFound('Shipping group not found for this cart');
  return id;
}

function readCustomInputs(
  document: Record<string, unknown>,
  problems: FieldProblems,
): Record<string, unknown> | undefined {
  const value = document.custom_inputs;
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) {
    problems.add('custom_inputs must be an object', 'custom_inputs');
    return undefined;
  }
  return value;
}

function addProduct(
  cart: CartData,
  document: Record<string, unknown>,
  context: AddContext,
  problems: FieldProblems,
): void {
  const quantity = readNumber(document, 'quantity', undefined, problems, {
    test: isQuantity(1),
    detail: 'quantity must be a whole number of at least 1',
  });
  const id = readText(document, 'id', undefined, problems, { required: false });
  const sku = readText(document, 'sku', undefined, problems, { required: false });
  if (id === undefined && sku === undefined && problems.list.length === 0)
    problems.add('id or sku is required', 'id');
  const customInputs = readCustomInputs(document, problems);
  const shippingGroupId = readShippingGroup(context, document, problems);
  problems.throwIfAny();
  const products = productCollection(context.db);
  const productId = id ?? products.idsWithValue(context.storeId, '$.sku', sku ?? '')[0];
  const product = productId === undefined ? undefined : products.get(context.storeId, productId);
  if (!product) {
    throw new ApiError(404, [
      { ...providerError(404, 'The requested product could not be found'), title: 'Product not found' },
    ]);
  }
  const productSku = product.data.sku ?? '';
  const price =
    productSku === '' ? undefined : unitPrice(context.db, context.storeId, productSku, context.currency);
  if (!price) {
    throw cartError(
      400,
      'Price not found',
      `A price could not be found for ${product.data.name} in ${context.currency}`,
    );
  }
  cart.currency ??= context.currency;
  addLine(
    cart,
    newLine(
      {
        type: 'cart_item',
        product_id: product.id,
        name: product.data.name,
        description: product.data.description ?? '',
        sku: productSku,
        slug: product.data.slug,
        quantity: quantity ?? 1,
        unit_amount: price.amount,
        includes_tax: price.includes_tax,
        ...(shippingGroupId === undefined ? {} : { shipping_group_id: shippingGroupId }),
        ...(customInputs === undefined ? {} : { custom_inputs: customInputs }),
      },
      context.timestamp,
    ),
    context.timestamp,
  );
}

function addCustomItem(
  cart: CartData,
  document: Record<string, unknown>,
  context: AddContext,
  problems: FieldProblems,
): void {
  const name = readText(document, 'name', undefined, problems, { required: true, maxLength: 255 });
  const sku = readText(document, 'sku', undefined, problems, { required: false, maxLength: 255 }) ?? '';
  const description = readText(document, 'description', undefined, problems, { required: false }) ?? '';
  const quantity = readNumber(document, 'quantity', undefined, problems, {
    test: isQuantity(1),
    detail: 'quantity must be a whole number of at least 1',
  });
  const price = document.price;
  let amount: number | undefined;
  let includesTax = true;
  if (!isPlainObject(price)) {
    problems.add('price is required and must be an object', 'price');
  } else {
    const priceProblems = problems.within('price');
    amount = readNumber(price, 'amount', undefined, priceProblems, {
      test: (value) => Number.isInteger(value) && value >= 0,
      detail: 'Must be greater than or equal to 0',
    });
    if (price.includes_tax !== undefined && typeof price.includes_tax !== 'boolean') {
      priceProblems.add('includes_tax must be true or false', 'includes_tax');
    } else if (typeof price.includes_tax === 'boolean') {
      includesTax = price.includes_tax;
    }
    problems.list.push(...priceProblems.list);
  }
  const customInputs = readCustomInputs(document, problems);
  const shippingGroupId = readShippingGroup(context, document, problems);
  problems.throwIfAny();
  cart.currency ??= context.currency;
  addLine(
    cart,
    newLine(
      {
        type: 'custom_item',
        name: name ?? '',
        description,
        sku,
        slug: '',
        quantity: quantity ?? 1,
        unit_amount: amount ?? 0,
        includes_tax: includesTax,
        ...(shippingGroupId === undefined ? {} : { shipping_group_id: shippingGroupId }),
        ...(customInputs === undefined ? {} : { custom_inputs: customInputs }),
      },
      context.timestamp,
    ),
    context.timestamp,
  );
}

const PROMOTION_FAILED = 'Could not apply EP promotion with the given code';

function addPromotion(
  cart: CartData,
  document: Record<string, unknown>,
  context: AddContext,
  pointer: string,
  at: string,
): void {
  const problems = new FieldProblems(pointer);
  const code = readText(document, 'code', undefined, problems, { required: true, maxLength: 255 });
  problems.throwIfAny();
  if (code === undefined) return;
  if (cart.discount_settings.custom_discounts_enabled) {
    throw cartError(422, PROMOTION_FAILED, 'The cart is configured to use custom discounts');
  }
  const discount = findCodeDiscount(context.db, context.storeId, code, at);
  if (!discount)
    throw cartError(422, PROMOTION_FAILED, `The promotion code ${code} is not valid or has expired`);
  if (cart.promotions.some((promotion) => promotion.code.toLowerCase() === discount.code.toLowerCase()))
    return;
  cart.promotions.push({
    code: discount.code,
    promotion_id: discount.promotionId,
    name: discount.promotionName,
    kind: discount.kind,
    amount: discount.amount,
    ...(discount.currency === undefined ? {} : { currency: discount.currency }),
  });
}

/**
 * Merges another cart's lines: products are priced again in this cart's currency (a product
 * without a price fails like adding it), custom items keep their price. Per-line failures are
 * reported with the source line's id.
 */
function mergeCart(
  cart: CartData,
  document: Record<string, unknown>,
  context: AddContext,
  pointer: string,
  errors: CartProblem[],
): void {
  const problems = new FieldProblems(pointer);
  const sourceId = readText(document, 'cart_id', undefined, problems, { required: true });
  problems.throwIfAny();
  const source =
    sourceId === undefined ? undefined : cartCollection(context.db).get(context.storeId, sourceId);
  if (!source || source.id === context.cartId) throw notFound('Cart to merge from not found');
  for (const line of source.data.items) {
    try {
      if (line.type === 'cart_item') {
        addProduct(
          cart,
          { id: line.product_id, quantity: line.quantity },
          context,
          new FieldProblems(pointer),
        );
      } else {
        if (source.data.currency !== undefined && source.data.currency !== context.currency) {
          throw cartError(400, 'Cart Currency Mismatch', `${line.name} is priced in ${source.data.currency}`);
        }
        cart.currency ??= context.currency;
        addLine(
          cart,
          { ...line, id: crypto.randomUUID(), custom_discounts: [], taxes: [] },
          context.timestamp,
        );
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...error.errors.map((item) => ({ ...item, meta: { id: line.id } })));
    }
  }
}

/** `POST .../items`: one entry or a list; `options.add_all_or_nothing` defaults to false. */
function addEntries(cart: CartData, body: unknown, context: AddContext, at: string): CartProblem[] {
  const data = isPlainObject(body) ? body.data : undefined;
  const options = isPlainObject(body) && isPlainObject(body.options) ? body.options : {};
  const allOrNothing = options.add_all_or_nothing === true;
  const bulk = Array.isArray(data);
  const entries: unknown[] = Array.isArray(data) ? data : [data];
  if (!bulk && !isPlainObject(data))
    throw cartError(422, 'Failed Validation', 'data is required and must be an object', '/data');
  const errors: CartProblem[] = [];
  entries.forEach((entry, index) => {
    const pointer = bulk ? `/data/${index}` : '/data';
    // Each entry works on a copy, so a failed entry leaves no half-applied change behind.
    const draft = structuredClone(cart);
    try {
      if (!isPlainObject(entry))
        throw cartError(422, 'Failed Validation', 'Each item must be an object', pointer);
      const mergeErrors: CartProblem[] = [];
      switch (entry.type) {
        case 'cart_item':
          addProduct(draft, entry, context, new FieldProblems(pointer));
          break;
        case 'custom_item':
          addCustomItem(draft, entry, context, new FieldProblems(pointer));
          break;
        case 'promotion_item':
          addPromotion(draft, entry, context, pointer, at);
          break;
        case 'cart_items':
          mergeCart(draft, entry, context, pointer, mergeErrors);
          break;
        default:
          throw cartError(
            422,
            'Failed Validation',
            'type must be one of cart_item, custom_item, promotion_item, cart_items',
            `${pointer}/type`,
          );
      }
      errors.push(...mergeErrors);
      // With all-or-nothing a partly failed merge adds nothing either.
      if (!(allOrNothing && mergeErrors.length > 0)) Object.assign(cart, draft);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A single entry fails the request as is, like the provider.
      if (!bulk) throw error;
      errors.push(...error.errors);
    }
  });
  if (errors.length > 0 && allOrNothing) {
    throw new ApiError(422, [
      {
        status: '422',
        title: 'Add all or nothing.',
        detail: 'Add all or nothing set to (true). Could not add all items to cart.',
      },
      ...errors,
    ]);
  }
  return errors;
}

/** Sets a line's quantity; 0 removes it. */
function setQuantity(cart: CartData, itemId: string, quantity: number, timestamp: string): void {
  const line = findLine(cart, itemId);
  if (quantity === 0) {
    cart.items = cart.items.filter((item) => item.id !== itemId);
    return;
  }
  line.quantity = quantity;
  line.updated_at = timestamp;
}

function readTaxItem(document: unknown, existing: TaxItem | undefined, pointer: string): TaxItem {
  const problems = new FieldProblems(pointer);
  if (!isPlainObject(document))
    throw cartError(422, 'Failed Validation', 'data is required and must be an object', pointer);
  if (document.type !== 'tax_item') problems.add('type must be tax_item', 'type');
  const text = (field: 'code' | 'jurisdiction' | 'name') =>
    readText(document, field, existing?.[field], problems, { required: false, maxLength: 255 });
  const tax: TaxItem = {
    id: existing?.id ?? crypto.randomUUID(),
    code: text('code'),
    jurisdiction: text('jurisdiction'),
    name: text('name'),
  };
  const hasRate = document.rate !== undefined;
  const hasAmount = document.amount !== undefined;
  if (hasRate && hasAmount) {
    problems.add('Specify either rate or amount, not both', 'amount');
  } else if (hasRate) {
    tax.rate = readNumber(document, 'rate', undefined, problems, {
      test: (value) => value >= 0 && value <= 1,
      detail: 'rate must be a decimal from 0 to 1 (12.5% is 0.125)',
    });
  } else if (hasAmount) {
    tax.amount = readNumber(document, 'amount', undefined, problems, {
      test: (value) => Number.isInteger(value) && value >= 0,
      detail: 'amount must be a whole number of minor units, at least 0',
    });
  } else if (existing) {
    tax.rate = existing.rate;
    tax.amount = existing.amount;
  } else {
    problems.add('rate or amount is required', 'rate');
  }
  problems.throwIfAny();
  return Object.fromEntries(
    Object.entries(tax).filter(([, value]) => value !== undefined),
  ) as unknown as TaxItem;
}

function addTax(line: CartLine, tax: TaxItem): void {
  if (line.taxes.length >= MAX_TAX_ITEMS) {
    throw new ApiError(422, [
      {
        status: '422',
        title: 'Tax item not added to cart item.',
        detail: `Cannot exceed tax item limit of (${MAX_TAX_ITEMS}) on cart item.`,
      },
    ]);
  }
  line.taxes.push(tax);
}

export function createCartItemsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db, now } = options;
  const router = Router({ mergeParams: true });
  const answer = (record: CartRecord) => renderItems(new CartView(db, record));
  /** Loads the cart, lets `change` edit a copy, saves it, and answers the items. */
  const edit = (
    req: Request,
    create: boolean,
    change: (cart: CartData, record: CartRecord, timestamp: string) => void,
  ) => editCart(db, now, req, create, change).saved;

  router.get('/items', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    res.json(answer(getOrCreateCart(db, storeId, cartIdParam(req), isoTime(now))));
  });

  router.post('/items', requireWriteAccess, (req, res) => {
    let errors: CartProblem[] = [];
    const saved = edit(req, true, (cart, record, timestamp) => {
      const context: AddContext = {
        db,
        storeId: record.storeId,
        cartId: record.id,
        currency: cart.currency ?? requestCurrency(req, db, record.storeId),
        timestamp,
      };
      // A preview cart sees the promotions of its snapshot date.
      errors = addEntries(cart, req.body, context, cart.snapshot_date ?? timestamp);
    });
    res.status(201).json({ ...answer(saved), ...(errors.length > 0 ? { errors } : {}) });
  });

  router.delete('/items', requireWriteAccess, (req, res) => {
    edit(req, false, (cart) => {
      cart.items = [];
      cart.promotions = [];
      // An empty cart takes the currency of its next first item.
      delete cart.currency;
    });
    res.status(204).end();
  });

  router.put('/items', requireWriteAccess, (req, res) => {
    const notUpdated: CartProblem[] = [];
    const saved = edit(req, false, (cart, _record, timestamp) => {
      const data = isPlainObject(req.body) ? req.body.data : undefined;
      if (!Array.isArray(data))
        throw cartError(422, 'Failed Validation', 'data must be a list of items', '/data');
      const options = isPlainObject(req.body) && isPlainObject(req.body.options) ? req.body.options : {};
      const allOrNothing = options.update_all_or_nothing !== false;
      const missing: string[] = [];
      data.forEach((entry: unknown, index) => {
        const problems = new FieldProblems(`/data/${index}`);
        const document = isPlainObject(entry) ? entry : {};
        const id = readText(document, 'id', undefined, problems, { required: true });
        const quantity = readNumber(document, 'quantity', undefined, problems, {
          test: isQuantity(0),
          detail: 'quantity must be a whole number of at least 0',
        });
        problems.throwIfAny();
        if (id === undefined || quantity === undefined) return;
        if (!cart.items.some((item) => item.id === id)) missing.push(id);
        else setQuantity(cart, id, quantity, timestamp);
      });
      if (missing.length > 0) {
        const problem: CartProblem = {
          ...providerError(404, 'Item was not found in the cart'),
          meta: { ids: missing },
        };
        if (allOrNothing) throw new ApiError(404, [problem]);
        notUpdated.push(problem);
      }
    });
    res.json({ ...answer(saved), ...(notUpdated.length > 0 ? { errors: notUpdated } : {}) });
  });

  router.put('/items/:itemId', requireWriteAccess, (req, res) => {
    const saved = edit(req, false, (cart, record, timestamp) => {
      const itemId = String(req.params.itemId);
      const line = findLine(cart, itemId);
      const document = isPlainObject(req.body) && isPlainObject(req.body.data) ? req.body.data : undefined;
      if (!document)
        throw cartError(422, 'Failed Validation', 'data is required and must be an object', '/data');
      const problems = new FieldProblems();
      const quantity = readNumber(document, 'quantity', line.quantity, problems, {
        test: isQuantity(0),
        detail: 'quantity must be a whole number of at least 0',
      });
      const customInputs = readCustomInputs(document, problems);
      const context: AddContext = {
        db,
        storeId: record.storeId,
        cartId: record.id,
        currency: cart.currency ?? 'USD',
        timestamp,
      };
      const shippingGroupId = readShippingGroup(context, document, problems);
      problems.throwIfAny();
      if (customInputs !== undefined) line.custom_inputs = customInputs;
      if (shippingGroupId !== undefined) line.shipping_group_id = shippingGroupId;
      setQuantity(cart, itemId, quantity ?? line.quantity, timestamp);
    });
    res.json(answer(saved));
  });

  router.delete('/items/:itemId', requireWriteAccess, (req, res) => {
    const saved = edit(req, false, (cart) => {
      const itemId = String(req.params.itemId);
      // A promotion shows as an item whose id is the promotion's: deleting it removes the code.
      if (cart.promotions.some((promotion) => promotion.promotion_id === itemId)) {
        cart.promotions = cart.promotions.filter((promotion) => promotion.promotion_id !== itemId);
        return;
      }
      findLine(cart, itemId);
      cart.items = cart.items.filter((item) => item.id !== itemId);
      if (cart.items.length === 0) delete cart.currency;
    });
    res.json(answer(saved));
  });

  // Tax items -----------------------------------------------------------------------------------

  const taxOf = (line: CartLine, taxId: string): TaxItem => {
    const tax = line.taxes.find((candidate) => candidate.id === taxId);
    if (!tax) throw notFound('Tax item not found');
    return tax;
  };

  router.post('/items/:itemId/taxes', requireWriteAccess, (req, res) => {
    let created: TaxItem | undefined;
    edit(req, false, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      created = readTaxItem(isPlainObject(req.body) ? req.body.data : undefined, undefined, '/data');
      addTax(line, created);
    });
    res.status(201).json({ data: created ? renderTaxItem(created) : null });
  });

  router.put('/items/:itemId/taxes/:taxId', requireWriteAccess, (req, res) => {
    let updated: TaxItem | undefined;
    edit(req, false, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      const existing = taxOf(line, String(req.params.taxId));
      updated = readTaxItem(isPlainObject(req.body) ? req.body.data : undefined, existing, '/data');
      const next = updated;
      line.taxes = line.taxes.map((tax) => (tax.id === existing.id ? next : tax));
    });
    res.json({ data: updated ? renderTaxItem(updated) : null });
  });

  router.delete('/items/:itemId/taxes/:taxId', requireWriteAccess, (req, res) => {
    edit(req, false, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      const tax = taxOf(line, String(req.params.taxId));
      line.taxes = line.taxes.filter((candidate) => candidate.id !== tax.id);
    });
    res.status(204).end();
  });

  router.post('/taxes', requireWriteAccess, (req, res) => {
    const created: Array<Record<string, unknown>> = [];
    const errors: CartProblem[] = [];
    edit(req, false, (cart) => {
      const data = isPlainObject(req.body) ? req.body.data : undefined;
      if (!Array.isArray(data))
        throw cartError(422, 'Failed Validation', 'data must be a list of tax items', '/data');
      const options = isPlainObject(req.body) && isPlainObject(req.body.options) ? req.body.options : {};
      data.forEach((entry: unknown, index) => {
        const tax = readTaxItem(entry, undefined, `/data/${index}`);
        const relation =
          isPlainObject(entry) && isPlainObject(entry.relationships) ? entry.relationships.item : undefined;
        const target = isPlainObject(relation) && isPlainObject(relation.data) ? relation.data : {};
        const line = cart.items.find((item) => item.id === target.id);
        const fail = (status: number, detail: string) =>
          errors.push({
            status: String(status),
            title: 'Tax item not added to cart item.',
            detail,
            meta: { id: String(target.id) },
          });
        if (!line) return fail(404, 'Item was not found in the cart');
        if (target.type !== line.type) {
          return fail(
            404,
            `Mismatch between bulk tax item type(${String(target.type)}) and cart item type(${line.type}).`,
          );
        }
        if (line.taxes.length >= MAX_TAX_ITEMS) {
          return fail(422, `Cannot exceed tax item limit of (${MAX_TAX_ITEMS}) on cart item.`);
        }
        line.taxes.push(tax);
        created.push({
          ...renderTaxItem(tax),
          relationships: { item: { data: { type: line.type, id: line.id } } },
        });
      });
      if (errors.length > 0 && options.add_all_or_nothing === true) {
        throw new ApiError(422, [
          {
            status: '422',
            title: 'Add all or nothing.',
            detail: 'Add all or nothing set to (true). Could not bulk add tax items to cart.',
          },
          ...errors,
        ]);
      }
    });
    res.status(201).json({ data: created, ...(errors.length > 0 ? { errors } : {}) });
  });

  router.delete('/taxes', requireWriteAccess, (req, res) => {
    edit(req, false, (cart) => {
      for (const line of cart.items) line.taxes = [];
    });
    res.status(204).end();
  });

  return router;
}
