import { SEEDED_CART_IDS } from './carts';
import { otherStore, useTestSandbox } from '../core/test-support';

interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

interface CartBody {
  id: string;
  type: string;
  name: string;
  description: string;
  discount_settings: { custom_discounts_enabled: boolean; use_rule_promotions: boolean };
  snapshot_date?: string;
  custom_attributes?: Record<string, unknown>;
  links: { self: string };
  meta: { display_price: Record<string, Money>; timestamps: { created_at: string; updated_at: string } };
  relationships: Record<string, { data: { type: string; id: string }[] | null }>;
}

interface ItemsBody {
  data: { id: string; type: string; quantity: number }[];
  meta: { display_price: Record<string, Money> };
}

const api = useTestSandbox<unknown, { data: CartBody }>();
const { send } = api;

const get = <T = { data: CartBody }>(path: string) => send<T>('GET', path);
const newCartId = (() => {
  let next = 0;
  return () => `cafe${String((next += 1)).padStart(28, '0')}`;
})();

const customItem = (amount: number, quantity = 1, sku = 'gift') => ({
  data: { type: 'custom_item', name: `Custom ${sku}`, sku, quantity, price: { amount } },
});

const customDiscount = (amount: number, code = 'EXT') => ({
  type: 'custom_discount',
  amount: { amount },
  description: 'From the engine',
  discount_code: code,
  discount_engine: 'Talon.One',
  external_id: `ext-${code}`,
});

describe('/v2/carts', () => {
  it('lists the seeded demo carts with totals', async () => {
    const list = await get<{ data: CartBody[]; meta: { results: { total: number } } }>(
      '/v2/carts?page[limit]=100',
    );
    expect(list.status).toBe(200);
    const ids = list.body.data.map((cart) => cart.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(SEEDED_CART_IDS)));
    const weekend = list.body.data.find((cart) => cart.id === SEEDED_CART_IDS.weekend);
    expect(weekend?.meta.display_price.with_tax.amount).toBeGreaterThan(
      weekend?.meta.display_price.without_tax.amount ?? 0,
    );
    const office = list.body.data.find((cart) => cart.id === SEEDED_CART_IDS.office);
    expect(office?.meta.display_price.discount.amount).toBe(-500);
  });

  it('answers an unknown cart id with a new empty cart', async () => {
    const id = newCartId();
    const response = await get(`/v2/carts/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id,
      type: 'cart',
      name: 'Cart',
      links: { self: `/v2/carts/${id}` },
      relationships: { items: { data: null } },
    });
    expect(response.body.data.meta.display_price.with_tax).toEqual({
      amount: 0,
      currency: 'USD',
      formatted: '$0.00',
    });
    const list = await get<{ data: CartBody[] }>(`/v2/carts?filter=eq(id,${id})`);
    expect(list.body.data).toHaveLength(1);

    await send('POST', `/v2/carts/${id}/items`, customItem(250, 2));
    const included = await get<{ data: CartBody; included: { items: { type: string; quantity: number }[] } }>(
      `/v2/carts/${id}?include=items`,
    );
    expect(included.body.included.items).toEqual([
      expect.objectContaining({ type: 'custom_item', quantity: 2 }),
    ]);
    expect(included.body.data.meta.display_price.with_tax.amount).toBe(500);
    expect((await get<{ included?: unknown }>(`/v2/carts/${id}`)).body.included).toBeUndefined();
    const office = await get<{
      included: {
        tax_items: unknown[];
        custom_discounts: { id: string; amount: { amount: number }; relationships?: unknown }[];
      };
    }>(`/v2/carts/${SEEDED_CART_IDS.office}?include=tax_items,custom_discounts`);
    expect(office.body.included.tax_items).toEqual([]);
    expect(office.body.included.custom_discounts).toEqual([
      expect.objectContaining({
        id: '5eedca71-0000-4000-8000-00000000d001',
        amount: expect.objectContaining({ amount: -500 }),
      }),
    ]);
    const weekend = await get<{ included: { tax_items: { type: string; rate: number }[] } }>(
      `/v2/carts/${SEEDED_CART_IDS.weekend}?include=tax_items`,
    );
    expect(weekend.body.included.tax_items.length).toBeGreaterThan(0);
    expect(weekend.body.included.tax_items[0]).toMatchObject({ type: 'tax_item', rate: 0.0725 });
  });

  it('creates, updates and deletes a cart, validating its fields', async () => {
    const created = await send('POST', '/v2/carts', {
      data: {
        name: "Bob's cart",
        description: 'For Holidays',
        discount_settings: { custom_discounts_enabled: true },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Bob's cart",
      description: 'For Holidays',
      discount_settings: { custom_discounts_enabled: true, use_rule_promotions: false },
    });
    const id = created.body.data.id;

    const both = await send('PUT', `/v2/carts/${id}`, {
      data: { discount_settings: { custom_discounts_enabled: true, use_rule_promotions: true } },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors[0].detail).toBe('Only one discount setting can be set to true at a time.');

    const invalid = await send('PUT', `/v2/carts/${id}`, {
      data: { name: 'x'.repeat(256), custom_attributes: { vip: { type: 'boolean', value: 'yes' } } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/name',
      '/data/custom_attributes/vip/value',
    ]);

    const past = await send('PUT', `/v2/carts/${id}`, { data: { snapshot_date: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);

    const updated = await send('PUT', `/v2/carts/${id}`, {
      data: {
        name: 'Renamed',
        snapshot_date: '2026-09-10T00:12:00Z',
        custom_attributes: { vip: { type: 'boolean', value: true } },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Renamed',
      description: 'For Holidays',
      snapshot_date: '2026-09-10T00:12:00Z',
      custom_attributes: { vip: { type: 'boolean', value: true } },
    });
    const unpreview = await send('PUT', `/v2/carts/${id}`, { data: { snapshot_date: '' } });
    expect(unpreview.status).toBe(400);

    expect((await send('DELETE', `/v2/carts/${id}`)).status).toBe(204);
    expect((await send('DELETE', `/v2/carts/${id}`)).status).toBe(404);
  });

  it('refuses associations with customers and accounts that do not exist', async () => {
    const id = newCartId();
    const customer = await send('POST', `/v2/carts/${id}/relationships/customers`, {
      data: [{ type: 'customer', id: 'no-such-customer' }],
    });
    expect(customer.status).toBe(404);
    const wrongType = await send('POST', `/v2/carts/${id}/relationships/accounts`, {
      data: [{ type: 'customer', id: 'x' }],
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors[0].source?.pointer).toBe('/data/0/type');
    const account = await send('POST', `/v2/carts/${id}/relationships/accounts`, {
      data: [{ type: 'account', id: 'no-such-account' }],
    });
    expect(account.status).toBe(404);
  });
});

describe('custom discounts', () => {
  it('are refused while the cart does not enable them', async () => {
    const id = newCartId();
    await send('POST', `/v2/carts/${id}/items`, customItem(1000));
    const refused = await send('POST', `/v2/carts/${id}/custom-discounts`, { data: customDiscount(-100) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].detail).toBe('Custom discounts not enabled for this cart');
  });

  it('feed the totals at cart and item level, with validation, limits, update and delete', async () => {
    const id = newCartId();
    await send('PUT', `/v2/carts/${id}`, { data: { discount_settings: { custom_discounts_enabled: true } } });
    const items = await send<ItemsBody>('POST', `/v2/carts/${id}/items`, customItem(2000, 2));
    const itemId = items.body.data[0].id;

    const invalid = await send('POST', `/v2/carts/${id}/custom-discounts`, {
      data: { ...customDiscount(100), discount_engine: undefined },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer)).toEqual([
      '/data/amount/amount',
      '/data/discount_engine',
    ]);
    // The document types the amount as an object: a bare number is refused.
    const bare = await send('POST', `/v2/carts/${id}/custom-discounts`, {
      data: [{ ...customDiscount(-100), amount: -100 }],
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/0/amount', 'amount must be object'],
    ]);

    const cartLevel = await send<{ data: { id: string; amount: Money }[] }>(
      'POST',
      `/v2/carts/${id}/custom-discounts`,
      {
        data: [
          customDiscount(-500, 'CART5'),
          {
            ...customDiscount(-300, 'ITEM3'),
            relationships: { item: { data: { type: 'custom_item', id: itemId } } },
          },
        ],
      },
    );
    expect(cartLevel.status).toBe(201);
    expect(cartLevel.body.data[0].amount).toEqual({ amount: -500, currency: 'USD', formatted: '-$5.00' });
    let cart = await get(`/v2/carts/${id}`);
    expect(cart.body.data.meta.display_price).toMatchObject({
      without_discount: { amount: 4000 },
      discount: { amount: -800 },
      with_tax: { amount: 3200 },
    });

    const itemLevel = await send<{ data: { id: string } }>(
      'POST',
      `/v2/carts/${id}/items/${itemId}/custom-discounts`,
      {
        data: customDiscount(-200, 'ITEM2'),
      },
    );
    expect(itemLevel.status).toBe(201);
    const updated = await send<{ data: { amount: Money } }>(
      'PUT',
      `/v2/carts/${id}/custom-discounts/${cartLevel.body.data[0].id}`,
      {
        data: { type: 'custom_discount', amount: { amount: -1000 } },
      },
    );
    expect(updated.body.data.amount.amount).toBe(-1000);
    cart = await get(`/v2/carts/${id}`);
    expect(cart.body.data.meta.display_price.discount.amount).toBe(-1500);

    expect(
      (await send('DELETE', `/v2/carts/${id}/items/${itemId}/custom-discounts/${itemLevel.body.data.id}`))
        .status,
    ).toBe(204);
    expect(
      (await send('DELETE', `/v2/carts/${id}/custom-discounts/${cartLevel.body.data[0].id}`)).status,
    ).toBe(204);
    expect(
      (await send('DELETE', `/v2/carts/${id}/custom-discounts/${cartLevel.body.data[0].id}`)).status,
    ).toBe(404);
    cart = await get(`/v2/carts/${id}`);
    expect(cart.body.data.meta.display_price.discount.amount).toBe(-300);

    for (let index = 0; index < 5; index += 1) {
      expect(
        (await send('POST', `/v2/carts/${id}/custom-discounts`, { data: customDiscount(-1, `C${index}`) }))
          .status,
      ).toBe(201);
    }
    const sixth = await send('POST', `/v2/carts/${id}/custom-discounts`, { data: customDiscount(-1, 'C6') });
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors[0].detail).toBe('Cannot exceed custom discount limit of (5) at the cart level.');

    // Bulk delete clears the cart level only; the item's own discount stays.
    expect((await send('DELETE', `/v2/carts/${id}/custom-discounts`)).status).toBe(204);
    cart = await get(`/v2/carts/${id}`);
    expect(cart.body.data.meta.display_price.discount.amount).toBe(-300);
  });
});

describe('shipping groups', () => {
  it('creates, lists and reads a cart shipping group; an unknown cart is 404', async () => {
    const id = newCartId();
    await get(`/v2/carts/${id}`);
    const created = await send<{
      data: { id: string; type: string; cart_id: string; shipping_type: string; links: { self: string } };
    }>('POST', `/v2/carts/${id}/shipping-groups`, {
      data: { type: 'shipping_group', shipping_type: 'UPS Ground', tracking_reference: 'TRK1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'shipping_group',
      cart_id: id,
      shipping_type: 'UPS Ground',
    });
    expect(created.body.data.links.self).toBe(`/v2/carts/${id}/shipping-groups/${created.body.data.id}`);
    const list = await get<{ data: { id: string }[] }>(`/v2/carts/${id}/shipping-groups`);
    expect(list.body.data.map((group) => group.id)).toEqual([created.body.data.id]);
    expect((await get(`/v2/carts/${id}/shipping-groups/${created.body.data.id}`)).status).toBe(200);
    const cart = await get(`/v2/carts/${id}`);
    expect(cart.body.data.relationships.shipping_groups?.data).toEqual([
      { type: 'shipping_group', id: created.body.data.id },
    ]);

    const badAddress = await send('POST', `/v2/carts/${id}/shipping-groups`, {
      data: { type: 'shipping_group', address: { first_name: 'Ann' } },
    });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.errors[0].source?.pointer).toBe('/data/address/last_name');

    const item = await send('POST', `/v2/carts/${id}/items`, {
      data: { ...customItem(100).data, shipping_group_id: 'not-a-group' },
    });
    expect(item.status).toBe(404);
    expect((await get(`/v2/carts/${newCartId()}/shipping-groups/${created.body.data.id}`)).status).toBe(404);
    expect((await get('/v2/carts/never-seen/shipping-groups')).status).toBe(404);
  });
});

describe('store isolation', () => {
  it('keeps carts, their items and discounts to their own store', async () => {
    const other = (await otherStore(api.sandbox, 'Other shop')).call;

    const id = newCartId();
    await send('POST', `/v2/carts/${id}/items`, customItem(999));
    const theirs = (await other<ItemsBody>('GET', `/v2/carts/${id}/items`)).body;
    expect(theirs.data).toEqual([]);
    const list = (await other<{ data: CartBody[] }>('GET', '/v2/carts')).body;
    expect(list.data.map((cart) => cart.id)).toEqual([id]);
    expect((await other('DELETE', `/v2/carts/${SEEDED_CART_IDS.weekend}`)).status).toBe(404);
    expect((await other('GET', `/v2/carts/${SEEDED_CART_IDS.office}/shipping-groups`)).status).toBe(404);
    expect(
      (
        await other(
          'PUT',
          `/v2/carts/${SEEDED_CART_IDS.office}/custom-discounts/5eedca71-0000-4000-8000-00000000d001`,
          { data: customDiscount(-1) },
        )
      ).status,
    ).toBe(404);
    const ours = await send<ItemsBody>('GET', `/v2/carts/${id}/items`);
    expect(ours.body.data).toHaveLength(1);
  });
});
