import { randomBytes } from 'node:crypto';
import { storageKeys, type CredentialStorage } from './storage';

/** A new cart identifier: 32 random hex characters (spec section 9). */
export function createCartIdentifier(random: (size: number) => Buffer = randomBytes): string {
  return random(16).toString('hex');
}

/** The cart identifier kept in storage (`epcart` or `{name}_ep_cart`), created on first use. */
export async function cartIdentifier(storage: CredentialStorage, name?: string): Promise<string> {
  const key = storageKeys(name).cart;
  const stored = await storage.get(key);
  if (stored) return stored;
  const created = createCartIdentifier();
  await storage.set(key, created);
  return created;
}

/** Default quantity when adding to a cart (spec section 5). */
export const DEFAULT_CART_QUANTITY = 1;

/** A cart item quantity parsed as a base-10 integer (`'08'` is 8, `'2.5'` is 2); default 1. */
export function cartQuantity(quantity?: number | string | null): number {
  if (quantity === undefined || quantity === null || quantity === '') return DEFAULT_CART_QUANTITY;
  const parsed = Number.parseInt(String(quantity), 10);
  if (Number.isNaN(parsed)) throw new RangeError(`Cart item quantity must be an integer, not "${quantity}"`);
  return parsed;
}

export type CartItemPayload =
  { type: 'cart_item'; id: string; quantity: number } | { type: 'cart_item'; sku: string; quantity: number };

/** A product line for `POST carts/{id}/items`, by product id or by sku. */
export function cartItem(
  product: { id: string } | { sku: string },
  quantity?: number | string | null,
): CartItemPayload {
  const parsed = cartQuantity(quantity);
  return 'id' in product
    ? { type: 'cart_item', id: product.id, quantity: parsed }
    : { type: 'cart_item', sku: product.sku, quantity: parsed };
}
