import { cartIdentifier, cartItem, cartQuantity, createCartIdentifier } from './cart';
import { MemoryStorage } from './storage';

describe('cart', () => {
  it('makes identifiers of 32 random hex characters', () => {
    const ids = new Set(Array.from({ length: 100 }, () => createCartIdentifier()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the identifier under epcart, or {name}_ep_cart', async () => {
    const storage = new MemoryStorage();
    const first = await cartIdentifier(storage);
    expect(await cartIdentifier(storage)).toBe(first);
    expect(await storage.get('epcart')).toBe(first);
    const named = await cartIdentifier(storage, 'shop');
    expect(named).not.toBe(first);
    expect(await storage.get('shop_ep_cart')).toBe(named);
  });

  it('parses quantities as base-10 integers, default 1', () => {
    expect(cartQuantity()).toBe(1);
    expect(cartQuantity(null)).toBe(1);
    expect(cartQuantity('08')).toBe(8);
    expect(cartQuantity('2.9')).toBe(2);
    expect(cartQuantity(3)).toBe(3);
    expect(cartQuantity('0x10')).toBe(0);
    expect(() => cartQuantity('many')).toThrow(RangeError);
    expect(cartItem({ id: 'p1' })).toEqual({ type: 'cart_item', id: 'p1', quantity: 1 });
    expect(cartItem({ sku: 'SKU-1' }, '010')).toEqual({ type: 'cart_item', sku: 'SKU-1', quantity: 10 });
  });
});
