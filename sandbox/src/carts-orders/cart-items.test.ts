import { SEEDED_CART_IDS } from './carts';
import { RETAIL_PRICE_BOOK_ID } from '../catalogue/seed-pricebooks';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

interface ItemBody {
  id: string;
  type: string;
  product_id?: string;
  sku: string;
  code?: string;
  quantity: number;
  unit_price: { amount: number; currency: string };
  value: { amount: number };
  meta: { display_price: Record<string, { unit: Money; value: Money }> };
}

interface ItemsBody {
  data: ItemBody[];
  meta: { display_price: Record<string, Money> & { discounts: Record<string, Money> } };
  errors?: ErrorBody['errors'];
}

const api = useTestSandbox<unknown, ItemsBody>();
const { send } = api;
/** Two seeded products priced in the retail book (read from the seeded demo cart). */
let products: { id: string; sku: string; unit: number }[];

beforeAll(async () => {
  const seeded = await items(SEEDED_CART_IDS.weekend);
  products = seeded.body.data.map((item) => ({
    id: item.product_id ?? '',
    sku: item.sku,
    unit: item.unit_price.amount,
  }));
});

function items(cartId: string) {
  return send('GET', `/v2/carts/${cartId}/items`);
}
const add = (cartId: string, data: unknown, options?: unknown) =>
  send('POST', `/v2/carts/${cartId}/items`, { data, ...(options === undefined ? {} : { options }) });
const newCartId = (() => {
  let next = 0;
  return () => `beef${String((next += 1)).padStart(28, '0')}`;
})();
const product = (index: number, quantity = 1) => ({ type: 'cart_item', id: products[index].id, quantity });
const custom = (amount: number, quantity = 1, sku = 'engraving') => ({
  type: 'custom_item',
  name: `Custom ${sku}`,
  sku,
  quantity,
  price: { amount },
});

describe('adding items', () => {
  it('prices a product from the first price book with a price in the cart currency', async () => {
    const prices = await send<{ data: { attributes: { currencies: Record<string, { amount: number }> } }[] }>(
      'GET',
      `/pcm/pricebooks/${RETAIL_PRICE_BOOK_ID}/prices?filter=eq(sku,${products[0].sku})`,
    );
    const retail = prices.body.data[0].attributes.currencies;
    const cartId = newCartId();
    const byId = await add(cartId, product(0, 2));
    expect(byId.status).toBe(201);
    expect(byId.body.data[0]).toMatchObject({
      type: 'cart_item',
      product_id: products[0].id,
      quantity: 2,
      unit_price: { amount: retail.USD.amount, currency: 'USD' },
      value: { amount: retail.USD.amount * 2 },
    });
    // The same product again (by sku) raises the quantity of its line.
    const bySku = await add(cartId, { type: 'cart_item', sku: products[0].sku, quantity: 1 });
    expect(bySku.body.data).toHaveLength(1);
    expect(bySku.body.data[0].quantity).toBe(3);
    expect(bySku.body.meta.display_price.without_tax.amount).toBe(retail.USD.amount * 3);

    const euroCart = newCartId();
    const euro = await request<ItemsBody>(api.sandbox, `/v2/carts/${euroCart}/items`, {
      method: 'POST',
      token: api.token,
      json: { data: product(0) },
    });
    expect(euro.body.data[0].unit_price.currency).toBe('USD');
    const headers = {
      authorization: `Bearer ${api.token}`,
      'content-type': 'application/json',
      'x-moltin-currency': 'EUR',
    };
    const inEuro = (await (
      await fetch(`${api.sandbox.url}/v2/carts/${newCartId()}/items`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: product(0) }),
      })
    ).json()) as ItemsBody;
    expect(inEuro.data[0].unit_price).toMatchObject({ amount: retail.EUR.amount, currency: 'EUR' });
    expect(inEuro.meta.display_price.with_tax.formatted.startsWith('€')).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a product without a price', async () => {
    const cartId = newCartId();
    const unknown = await add(cartId, { type: 'cart_item', id: 'no-such-product', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({
      title: 'Product not found',
      detail: 'The requested product could not be found',
    });
    const created = await send<{ data: { id: string } }>('POST', '/pcm/products', {
      data: {
        type: 'product',
        attributes: { name: 'Unpriced', commodity_type: 'physical', sku: 'UNPRICED-1', slug: 'unpriced-1' },
      },
    });
    expect(created.status).toBe(201);
    const unpriced = await add(cartId, { type: 'cart_item', id: created.body.data.id, quantity: 1 });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.errors[0].detail).toBe('A price could not be found for Unpriced in USD');
    expect((await items(cartId)).body.data).toEqual([]);
  });

  it('validates items with pointers', async () => {
    const cartId = newCartId();
    const badCustom = await add(cartId, { type: 'custom_item', quantity: 0, price: { amount: -100 } });
    expect(badCustom.status).toBe(422);
    expect(badCustom.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/name',
      '/data/quantity',
      '/data/price/amount',
    ]);
    const badType = await add(cartId, { type: 'gift', quantity: 1 });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].source?.pointer).toBe('/data/type');
    const noProduct = await add(cartId, { type: 'cart_item', quantity: 1 });
    expect(noProduct.body.errors[0].source?.pointer).toBe('/data/id');
  });
});

describe('quantities', () => {
  it('updates one item, bulk updates, and removes an item at quantity 0', async () => {
    const cartId = newCartId();
    await add(cartId, product(0));
    await add(cartId, product(1));
    const all = await add(cartId, custom(1000));
    const [first, second, third] = all.body.data.map((item) => item.id);

    const one = await send('PUT', `/v2/carts/${cartId}/items/${first}`, {
      data: { type: 'cart_item', quantity: 4 },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.find((item) => item.id === first)?.quantity).toBe(4);

    const unknown = await send('PUT', `/v2/carts/${cartId}/items`, {
      data: [
        { id: second, quantity: 7 },
        { id: 'missing', quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe('Item was not found in the cart');
    expect((await items(cartId)).body.data.find((item) => item.id === second)?.quantity).toBe(1);

    const partial = await send('PUT', `/v2/carts/${cartId}/items`, {
      data: [
        { id: second, quantity: 7 },
        { id: third, quantity: 0 },
        { id: 'missing', quantity: 1 },
      ],
      options: { update_all_or_nothing: false },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data.map((item) => [item.id, item.quantity])).toEqual([
      [first, 4],
      [second, 7],
    ]);
    expect(partial.body.meta.display_price.without_tax.amount).toBe(
      products[0].unit * 4 + products[1].unit * 7,
    );

    const zero = await send('PUT', `/v2/carts/${cartId}/items/${first}`, { data: { quantity: 0 } });
    expect(zero.body.data.map((item) => item.id)).toEqual([second]);
    const negative = await send('PUT', `/v2/carts/${cartId}/items/${second}`, { data: { quantity: -1 } });
    expect(negative.status).toBe(422);
    expect((await send('DELETE', `/v2/carts/${cartId}/items/${first}`)).status).toBe(404);
    const removed = await send('DELETE', `/v2/carts/${cartId}/items/${second}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
  });
});

describe('taxes', () => {
  it('adds, updates and removes item taxes, in bulk too, and they feed the totals', async () => {
    const cartId = newCartId();
    const added = await add(cartId, custom(10000, 2));
    const itemId = added.body.data[0].id;
    const both = await send('POST', `/v2/carts/${cartId}/items/${itemId}/taxes`, {
      data: { type: 'tax_item', name: 'VAT', rate: 0.2, amount: 100 },
    });
    expect(both.status).toBe(422);
    const vat = await send<{ data: { id: string; type: string; rate: number } }>(
      'POST',
      `/v2/carts/${cartId}/items/${itemId}/taxes`,
      { data: { type: 'tax_item', name: 'VAT', jurisdiction: 'UK', code: 'VAT20', rate: 0.2 } },
    );
    expect(vat.status).toBe(201);
    expect(vat.body.data).toMatchObject({ type: 'tax_item', rate: 0.2, code: 'VAT20' });
    let totals = (await items(cartId)).body.meta.display_price;
    expect(totals).toMatchObject({
      without_tax: { amount: 20000 },
      tax: { amount: 4000 },
      with_tax: { amount: 24000 },
    });

    const updated = await send('PUT', `/v2/carts/${cartId}/items/${itemId}/taxes/${vat.body.data.id}`, {
      data: { type: 'tax_item', amount: 1500 },
    });
    expect(updated.status).toBe(200);
    totals = (await items(cartId)).body.meta.display_price;
    expect(totals.tax.amount).toBe(1500);

    const second = await add(cartId, custom(500, 1, 'other'));
    const otherId = second.body.data[1].id;
    const bulk = await send<{ data: { id: string }[]; errors?: ErrorBody['errors'] }>(
      'POST',
      `/v2/carts/${cartId}/taxes`,
      {
        data: [
          {
            type: 'tax_item',
            name: 'City',
            rate: 0.1,
            relationships: { item: { data: { type: 'custom_item', id: otherId } } },
          },
          {
            type: 'tax_item',
            name: 'Wrong',
            rate: 0.1,
            relationships: { item: { data: { type: 'cart_item', id: otherId } } },
          },
        ],
      },
    );
    expect(bulk.status).toBe(201);
    expect(bulk.body.data).toHaveLength(1);
    expect(bulk.body.errors?.[0].detail).toBe(
      'Mismatch between bulk tax item type(cart_item) and cart item type(custom_item).',
    );
    const strict = await send('POST', `/v2/carts/${cartId}/taxes`, {
      data: [
        {
          type: 'tax_item',
          name: 'City',
          amount: 7,
          relationships: { item: { data: { type: 'custom_item', id: otherId } } },
        },
        {
          type: 'tax_item',
          name: 'Lost',
          amount: 7,
          relationships: { item: { data: { type: 'custom_item', id: 'missing' } } },
        },
      ],
      options: { add_all_or_nothing: true },
    });
    expect(strict.status).toBe(422);
    expect(strict.body.errors[0].title).toBe('Add all or nothing.');
    totals = (await items(cartId)).body.meta.display_price;
    expect(totals.tax.amount).toBe(1500 + 50);

    for (let index = 0; index < 4; index += 1) {
      await send('POST', `/v2/carts/${cartId}/items/${itemId}/taxes`, {
        data: { type: 'tax_item', amount: 1 },
      });
    }
    const sixth = await send('POST', `/v2/carts/${cartId}/items/${itemId}/taxes`, {
      data: { type: 'tax_item', amount: 1 },
    });
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors[0].detail).toBe('Cannot exceed tax item limit of (5) on cart item.');

    expect(
      (await send('DELETE', `/v2/carts/${cartId}/items/${itemId}/taxes/${vat.body.data.id}`)).status,
    ).toBe(204);
    expect(
      (await send('DELETE', `/v2/carts/${cartId}/items/${itemId}/taxes/${vat.body.data.id}`)).status,
    ).toBe(404);
    expect((await items(cartId)).body.meta.display_price.tax.amount).toBe(4 + 50);
    expect((await send('DELETE', `/v2/carts/${cartId}/taxes`)).status).toBe(204);
    expect((await items(cartId)).body.meta.display_price.tax.amount).toBe(0);
  });
});

describe('promotion codes', () => {
  it('applies a percent code, a fixed code, and removes a code', async () => {
    const cartId = newCartId();
    await add(cartId, custom(10000));
    const percent = await add(cartId, { type: 'promotion_item', code: 'WELCOME10' });
    expect(percent.status).toBe(201);
    expect(percent.body.data[1]).toMatchObject({
      type: 'promotion_item',
      code: 'WELCOME10',
      unit_price: { amount: -1000 },
    });
    expect(percent.body.meta.display_price).toMatchObject({
      discount: { amount: -1000 },
      with_tax: { amount: 9000 },
    });
    expect(percent.body.meta.display_price.discounts.WELCOME10.amount).toBe(-1000);

    const promotion = await send<{ data: { id: string } }>('POST', '/v2/promotions', {
      data: {
        type: 'promotion',
        name: 'Seven off',
        enabled: true,
        promotion_type: 'fixed_discount',
        schema: { currencies: [{ currency: 'USD', amount: 700 }] },
        start: '2025-01-01T00:00:00Z',
        end: '2027-01-01T00:00:00Z',
      },
    });
    expect(promotion.status).toBe(201);
    const codes = await send('POST', `/v2/promotions/${promotion.body.data.id}/codes`, {
      data: { type: 'promotion_codes', codes: [{ code: 'SEVEN' }] },
    });
    expect(codes.status).toBe(201);
    const fixed = await add(cartId, { type: 'promotion_item', code: 'SEVEN' });
    // 10% of 10000, then 700 off the remaining 9000.
    expect(fixed.body.meta.display_price).toMatchObject({
      discount: { amount: -1700 },
      with_tax: { amount: 8300 },
    });

    expect((await send('DELETE', `/v2/carts/${cartId}/discounts/WELCOME10`)).status).toBe(204);
    expect((await send('DELETE', `/v2/carts/${cartId}/discounts/WELCOME10`)).status).toBe(404);
    const after = await items(cartId);
    expect(after.body.meta.display_price.discount.amount).toBe(-700);
  });

  it('refuses unknown and expired codes, and codes on custom-discount carts', async () => {
    const cartId = newCartId();
    await add(cartId, custom(1000));
    const unknown = await add(cartId, { type: 'promotion_item', code: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].title).toBe('Could not apply EP promotion with the given code');
    // A preview cart after the promotion's end date sees the code as expired.
    await send('PUT', `/v2/carts/${cartId}`, { data: { snapshot_date: '2031-06-01T00:00:00Z' } });
    expect((await add(cartId, { type: 'promotion_item', code: 'WELCOME10' })).status).toBe(422);

    const customCart = newCartId();
    await send('PUT', `/v2/carts/${customCart}`, {
      data: { discount_settings: { custom_discounts_enabled: true } },
    });
    const refused = await add(customCart, { type: 'promotion_item', code: 'WELCOME10' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe('The cart is configured to use custom discounts');
  });
});

describe('merging carts', () => {
  it('adds the other cart items, raising quantities of the same products', async () => {
    const source = newCartId();
    await add(source, product(0, 2));
    await add(source, custom(300, 1, 'wrap'));
    const target = newCartId();
    await add(target, product(0, 1));
    const merged = await add(target, [{ type: 'cart_items', cart_id: source }], {
      add_all_or_nothing: false,
    });
    expect(merged.status).toBe(201);
    expect(merged.body.data.map((item) => [item.type, item.quantity])).toEqual([
      ['cart_item', 3],
      ['custom_item', 1],
    ]);
    expect((await items(source)).body.data).toHaveLength(2);
    expect((await add(target, { type: 'cart_items', cart_id: 'never-seen' })).status).toBe(404);
  });

  it('adds all or nothing when asked', async () => {
    const created = await send<{ data: { id: string } }>('POST', '/pcm/products', {
      data: {
        type: 'product',
        attributes: { name: 'Short lived', commodity_type: 'physical', sku: 'SHORT-1', slug: 'short-1' },
      },
    });
    await send('POST', `/pcm/pricebooks/${RETAIL_PRICE_BOOK_ID}/prices`, {
      data: {
        type: 'product-price',
        attributes: { sku: 'SHORT-1', currencies: { USD: { amount: 1200, includes_tax: false } } },
      },
    });
    const source = newCartId();
    await add(source, product(1));
    expect((await add(source, { type: 'cart_item', id: created.body.data.id, quantity: 1 })).status).toBe(
      201,
    );
    expect((await send('DELETE', `/pcm/products/${created.body.data.id}`)).status).toBe(204);

    const target = newCartId();
    const strict = await add(target, { type: 'cart_items', cart_id: source }, { add_all_or_nothing: true });
    expect(strict.status).toBe(422);
    expect(strict.body.errors[0].title).toBe('Add all or nothing.');
    expect((await items(target)).body.data).toEqual([]);

    const lenient = await add(target, { type: 'cart_items', cart_id: source });
    expect(lenient.status).toBe(201);
    expect(lenient.body.data.map((item) => item.product_id)).toEqual([products[1].id]);
    expect(lenient.body.errors?.[0]).toMatchObject({ status: '404', title: 'Product not found' });
  });
});

describe('emptying a cart', () => {
  it('deletes all items and codes, keeping the cart', async () => {
    const cartId = newCartId();
    await add(cartId, [custom(100), { type: 'promotion_item', code: 'WELCOME10' }]);
    expect((await send('DELETE', `/v2/carts/${cartId}/items`)).status).toBe(204);
    const after = await items(cartId);
    expect(after.body.data).toEqual([]);
    expect(after.body.meta.display_price.with_tax.amount).toBe(0);
    expect((await send('DELETE', `/v2/carts/not-a-cart-yet/items`)).status).toBe(404);
  });
});
