import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { requireWriteAccess } from '../auth-stores/auth';
import {
  CartView,
  MAX_CUSTOM_DISCOUNTS,
  cartError,
  editCart,
  findLine,
  renderCustomDiscount,
  type CartData,
  type CartLine,
  type CartRecord,
} from './cart-model';
import type { CustomDiscount } from './cart-totals';
import { notFound } from '../core/http';
import {
  FieldProblems,
  readNumber,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Custom discounts from an external engine (`/v2/carts/:cartId/custom-discounts` and
 * `.../items/:itemId/custom-discounts`). Only carts with `custom_discounts_enabled` accept them;
 * at most five per cart and per item. Amounts are negative minor units, as on the provider.
 */

/** Reads a custom discount; `amount` is `{ amount }`: the document types it as an object. */
function readCustomDiscount(
  document: unknown,
  existing: CustomDiscount | undefined,
  pointer: string,
): CustomDiscount {
  if (!isPlainObject(document))
    throw cartError(422, 'Failed Validation', 'data is required and must be an object', pointer);
  const problems = new FieldProblems(pointer);
  if (document.type !== 'custom_discount') problems.add('type must be custom_discount', 'type');
  const raw = document.amount;
  let amount = existing?.amount;
  if (raw === undefined) {
    if (amount === undefined) problems.add('amount is required', 'amount');
  } else if (!isPlainObject(raw)) {
    problems.add('amount must be object', 'amount');
  } else {
    const amountProblems = problems.within('amount');
    amount = readNumber(raw, 'amount', existing?.amount, amountProblems, {
      test: (value) => Number.isInteger(value) && value < 0,
      detail: 'amount must be less than zero (minor units)',
    });
    problems.list.push(...amountProblems.list);
  }
  const text = (field: 'description' | 'discount_code' | 'discount_engine' | 'external_id') =>
    readText(document, field, existing?.[field], problems, { required: true, maxLength: 255 }) ?? '';
  const discount: CustomDiscount = {
    id: existing?.id ?? crypto.randomUUID(),
    amount: amount ?? 0,
    description: text('description'),
    discount_code: text('discount_code'),
    discount_engine: text('discount_engine'),
    external_id: text('external_id'),
  };
  problems.throwIfAny();
  return discount;
}

function assertEnabled(cart: CartData): void {
  if (!cart.discount_settings.custom_discounts_enabled) {
    throw cartError(400, 'Bad Request', 'Custom discounts not enabled for this cart');
  }
}

function addToCart(cart: CartData, discount: CustomDiscount): void {
  if (cart.custom_discounts.length >= MAX_CUSTOM_DISCOUNTS) {
    throw cartError(
      422,
      'Custom discount not added to cart',
      `Cannot exceed custom discount limit of (${MAX_CUSTOM_DISCOUNTS}) at the cart level.`,
    );
  }
  cart.custom_discounts.push(discount);
}

function addToLine(line: CartLine, discount: CustomDiscount): void {
  if (line.custom_discounts.length >= MAX_CUSTOM_DISCOUNTS) {
    throw cartError(422, 'Limit Reached', 'Custom discount limit reached for this cart item');
  }
  line.custom_discounts.push(discount);
}

function findDiscount(list: CustomDiscount[], id: string): CustomDiscount {
  const discount = list.find((candidate) => candidate.id === id);
  if (!discount) throw notFound('Custom discount not found');
  return discount;
}

export function createCartCustomDiscountsRouter(options: SimpleResourceRoutesOptions): Router {
  const { db, now } = options;
  const router = Router({ mergeParams: true });
  /** Edits a copy of an existing cart and saves it; answers what `change` returns, rendered. */
  const edit = <T>(req: Request, change: (cart: CartData) => T) => editCart(db, now, req, false, change);
  const money = (record: CartRecord) => new CartView(db, record).money;
  const body = (req: Request): unknown => (isPlainObject(req.body) ? req.body.data : undefined);

  // Cart level; a bulk entry may name an item through `relationships.item`.
  router.post('/custom-discounts', requireWriteAccess, (req, res) => {
    const data = body(req);
    const { saved, result } = edit(req, (cart) => {
      assertEnabled(cart);
      const entries: unknown[] = Array.isArray(data) ? data : [data];
      return entries.map((entry, index) => {
        const pointer = Array.isArray(data) ? `/data/${index}` : '/data';
        const discount = readCustomDiscount(entry, undefined, pointer);
        const relation =
          isPlainObject(entry) && isPlainObject(entry.relationships) ? entry.relationships.item : undefined;
        const target = isPlainObject(relation) && isPlainObject(relation.data) ? relation.data : undefined;
        if (target) {
          const line = findLine(cart, String(target.id));
          addToLine(line, discount);
          return { discount, item: { type: line.type, id: line.id } };
        }
        addToCart(cart, discount);
        return { discount, item: undefined };
      });
    });
    const rendered = result.map(({ discount, item }) => renderCustomDiscount(discount, money(saved), item));
    res.status(201).json({ data: Array.isArray(data) ? rendered : rendered[0] });
  });

  router.delete('/custom-discounts', requireWriteAccess, (req, res) => {
    edit(req, (cart) => {
      cart.custom_discounts = [];
    });
    res.status(204).end();
  });

  router.put('/custom-discounts/:discountId', requireWriteAccess, (req, res) => {
    const { saved, result } = edit(req, (cart) => {
      const existing = findDiscount(cart.custom_discounts, String(req.params.discountId));
      const updated = readCustomDiscount(body(req), existing, '/data');
      cart.custom_discounts = cart.custom_discounts.map((discount) =>
        discount.id === existing.id ? updated : discount,
      );
      return updated;
    });
    res.json({ data: renderCustomDiscount(result, money(saved)) });
  });

  router.delete('/custom-discounts/:discountId', requireWriteAccess, (req, res) => {
    edit(req, (cart) => {
      const existing = findDiscount(cart.custom_discounts, String(req.params.discountId));
      cart.custom_discounts = cart.custom_discounts.filter((discount) => discount.id !== existing.id);
    });
    res.status(204).end();
  });

  // Item level
  router.post('/items/:itemId/custom-discounts', requireWriteAccess, (req, res) => {
    const { saved, result } = edit(req, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      assertEnabled(cart);
      const discount = readCustomDiscount(body(req), undefined, '/data');
      addToLine(line, discount);
      return { discount, item: { type: line.type, id: line.id } };
    });
    res.status(201).json({ data: renderCustomDiscount(result.discount, money(saved), result.item) });
  });

  router.put('/items/:itemId/custom-discounts/:discountId', requireWriteAccess, (req, res) => {
    const { saved, result } = edit(req, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      const existing = findDiscount(line.custom_discounts, String(req.params.discountId));
      const updated = readCustomDiscount(body(req), existing, '/data');
      line.custom_discounts = line.custom_discounts.map((discount) =>
        discount.id === existing.id ? updated : discount,
      );
      return { discount: updated, item: { type: line.type, id: line.id } };
    });
    res.json({ data: renderCustomDiscount(result.discount, money(saved), result.item) });
  });

  router.delete('/items/:itemId/custom-discounts/:discountId', requireWriteAccess, (req, res) => {
    edit(req, (cart) => {
      const line = findLine(cart, String(req.params.itemId));
      const existing = findDiscount(line.custom_discounts, String(req.params.discountId));
      line.custom_discounts = line.custom_discounts.filter((discount) => discount.id !== existing.id);
    });
    res.status(204).end();
  });

  return router;
}
