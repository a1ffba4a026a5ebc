import { cartItem } from './cart';

describe('cart', () => {
  it('makes a product line by id or by sku, quantity 1 unless another is given', () => {
    expect(cartItem({ id: 'p1' })).toEqual({ type: 'cart_item', id: 'p1', quantity: 1 });
    expect(cartItem({ sku: 'SKU-1' }, null)).toEqual({ type: 'cart_item', sku: 'SKU-1', quantity: 1 });
    expect(cartItem({ sku: 'SKU-1' }, 10)).toEqual({ type: 'cart_item', sku: 'SKU-1', quantity: 10 });
  });
});
