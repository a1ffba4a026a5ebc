/** Default quantity when adding to a cart (spec section 5). */
export const DEFAULT_CART_QUANTITY = 1;

/**
 * A cart line's quantity: the whole number asked for, or 1 when none is. GraphQL has already parsed
 * it as a base-10 `Int` (the admin sends the digits it accepted, `/^[1-9]\d*$/`, as a number).
 */
export function cartQuantity(quantity?: number | null): number {
  return quantity ?? DEFAULT_CART_QUANTITY;
}

export type CartItemPayload =
  { type: 'cart_item'; id: string; quantity: number } | { type: 'cart_item'; sku: string; quantity: number };

/** A product line for `POST carts/{id}/items`, by product id or by sku. */
export function cartItem(
  product: { id: string } | { sku: string },
  quantity?: number | null,
): CartItemPayload {
  return { type: 'cart_item', ...product, quantity: cartQuantity(quantity) };
}
