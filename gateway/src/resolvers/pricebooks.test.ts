import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';
import { formatMoney } from '../money';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const BOOK = 'pb-1';
const USER_ERRORS = 'userErrors { field message code }';

function bookResource(id = BOOK, name = 'Retail') {
  return {
    id,
    type: 'pricebook',
    attributes: { name, description: 'List prices', created_at: '2026-01-01T00:00:00Z' },
  };
}

function priceResource(id: string, sku: string, bookId = BOOK) {
  return {
    id,
    type: 'product-price',
    attributes: {
      sku,
      currencies: {
        USD: { amount: 1999, includes_tax: false, tiers: { min_10: { minimum_quantity: 10, amount: 1500 } } },
        EUR: { amount: 1840, includes_tax: true },
      },
    },
    meta: { pricebook_id: bookId },
  };
}

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: data.length }, results: { total: data.length } },
  });

describe('price book queries', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('lists price books with the filter, sort and page encoded for the provider', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/pricebooks`, ({ request }) => {
        url = new URL(request.url);
        return list([bookResource()]);
      }),
    );
    const result = await gateway.execute(
      `{ priceBooks(filter: { name: { like: "ret" } }, sort: [{ field: NAME, direction: DESC }], page: { limit: 10 }) {
        items { id name description createdAt } pageInfo { total } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(url?.searchParams.get('filter')).toBe('like(name,*ret*)');
    expect(url?.searchParams.get('sort')).toBe('-name');
    expect(url?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data?.priceBooks).toEqual({
      items: [{ id: BOOK, name: 'Retail', description: 'List prices', createdAt: '2026-01-01T00:00:00Z' }],
      pageInfo: { total: 1 },
    });
  });

  it('reads a price book with prices filtered by SKU, amounts as Money, and null when missing', async () => {
    let priceFilter: string | null = null;
    provider.use(
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}`, () => HttpResponse.json({ data: bookResource() })),
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices`, ({ request }) => {
        priceFilter = new URL(request.url).searchParams.get('filter');
        return list([priceResource('p-1', 'TSH-1')]);
      }),
      http.get(`${PROVIDER}/pcm/pricebooks/missing`, () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 }),
      ),
    );
    const result = await gateway.execute(`{
      priceBook(id: "${BOOK}") { name prices(filter: { sku: { eq: "TSH-1" } }) { items {
        id priceBookId sku amounts { currency amount includesTax formatted tiers { name minimumQuantity amount } } } } }
      missing: priceBook(id: "missing") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(priceFilter).toBe('eq(sku,TSH-1)');
    expect(result.data?.missing).toBeNull();
    expect(result.data?.priceBook).toEqual({
      name: 'Retail',
      prices: {
        items: [
          {
            id: 'p-1',
            priceBookId: BOOK,
            sku: 'TSH-1',
            amounts: [
              { currency: 'EUR', amount: 1840, includesTax: true, formatted: '€18.40', tiers: [] },
              {
                currency: 'USD',
                amount: 1999,
                includesTax: false,
                formatted: '$19.99',
                tiers: [{ name: 'min_10', minimumQuantity: 10, amount: 1500 }],
              },
            ],
          },
        ],
      },
    });
  });

  it('batches Product.prices into one in(sku,...) call per price book', async () => {
    const skus = Array.from({ length: 30 }, (_, index) => `SKU-${index}`);
    const priceCalls: { book: string; filter: string }[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, () =>
        list(
          skus.map((sku, index) => ({
            id: `prod-${index}`,
            type: 'product',
            attributes: { name: sku, sku, status: 'live', commodity_type: 'physical' },
          })),
        ),
      ),
      http.get(`${PROVIDER}/pcm/pricebooks`, () =>
        list([bookResource('pb-1', 'Retail'), bookResource('pb-2', 'Trade')]),
      ),
      http.get(`${PROVIDER}/pcm/pricebooks/:book/prices`, ({ request, params }) => {
        const book = String(params.book);
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        priceCalls.push({ book, filter });
        const asked = filter.replace(/^in\(sku,|\)$/g, '').split(',');
        // The trade book prices only even SKUs.
        const priced = asked.filter((sku) => book === 'pb-1' || Number(sku.split('-')[1]) % 2 === 0);
        return list(priced.map((sku) => priceResource(`${book}-${sku}`, sku, book)));
      }),
    );
    const result = await gateway.execute(
      `{ products(page: { limit: 30 }) { items { sku prices { priceBookId amounts { currency amount } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(priceCalls.map((call) => call.book).sort()).toEqual(['pb-1', 'pb-2']);
    expect(priceCalls[0]?.filter).toMatch(/^in\(sku,SKU-0,SKU-1,/);
    expect(result.extensions?.provider).toMatchObject({ calls: 4 });
    const items = (result.data?.products as { items: { sku: string; prices: { priceBookId: string }[] }[] })
      .items;
    expect(items[0]?.prices.map((price) => price.priceBookId)).toEqual(['pb-1', 'pb-2']);
    expect(items[1]?.prices.map((price) => price.priceBookId)).toEqual(['pb-1']);
  });

  it('formats minor units per currency', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(1999, 'XQQ')).toMatch(/19\.99/);
  });
});

describe('price mutations', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('sends amounts as the provider currency map', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: priceResource('p-9', 'NEW-1') }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation { createProductPrice(priceBookId: "${BOOK}", input: { sku: "NEW-1", amounts: [
        { currency: "USD", amount: 1999 }, { currency: "EUR", amount: 1840, includesTax: true,
          tiers: [{ name: "min_5", minimumQuantity: 5, amount: 1700 }] }] }) { price { id sku } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: {
        type: 'product-price',
        attributes: {
          sku: 'NEW-1',
          currencies: {
            USD: { amount: 1999, includes_tax: false },
            EUR: {
              amount: 1840,
              includes_tax: true,
              tiers: { min_5: { minimum_quantity: 5, amount: 1700 } },
            },
          },
        },
      },
    });
    expect(result.data?.createProductPrice).toEqual({ price: { id: 'p-9', sku: 'NEW-1' }, userErrors: [] });
  });

  it('carries amounts past 32 bits exactly (MinorUnits), and refuses fractions and unsafe integers', async () => {
    const LARGE = 99_999_999_999;
    let body: { data: { attributes: { currencies: { USD: { amount: number } } } } } | undefined;
    provider.use(
      http.post(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices`, async ({ request }) => {
        body = (await request.json()) as typeof body;
        const price = priceResource('p-10', 'BIG-1');
        price.attributes.currencies.USD.amount = LARGE;
        return HttpResponse.json({ data: price }, { status: 201 });
      }),
    );
    const mutation = `mutation ($amount: MinorUnits!) {
      createProductPrice(priceBookId: "${BOOK}", input: { sku: "BIG-1", amounts: [{ currency: "USD", amount: $amount }] }) {
        price { amounts { currency amount } } ${USER_ERRORS} } }`;
    const saved = await gateway.execute(mutation, { amount: LARGE });
    expect(saved.errors).toBeUndefined();
    expect(body?.data.attributes.currencies.USD.amount).toBe(LARGE);
    expect(saved.data?.createProductPrice).toMatchObject({
      price: { amounts: expect.arrayContaining([{ currency: 'USD', amount: LARGE }]) },
      userErrors: [],
    });

    body = undefined;
    for (const amount of [19.99, Number.MAX_SAFE_INTEGER + 2, '1999']) {
      const refused = await gateway.execute(mutation, { amount });
      expect(refused.errors?.[0]?.message).toMatch(/MinorUnits must be a whole number between/);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const literal = await gateway.execute(
      `mutation { createProductPrice(priceBookId: "${BOOK}", input: { sku: "X", amounts: [{ currency: "USD", amount: 1.5 }] }) { ${USER_ERRORS} } }`,
    );
    expect(literal.errors?.[0]?.message).toMatch(/MinorUnits must be a whole number between/);
    expect(body).toBeUndefined();
  });

  it('turns provider validation into userErrors on the amounts path', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'amount must be a whole number',
                source: { pointer: '/data/attributes/currencies/USD/amount' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const result = await gateway.execute(
      `mutation { createProductPrice(priceBookId: "${BOOK}", input: { sku: "X", amounts: [{ currency: "USD", amount: 0 }] }) {
        price { id } ${USER_ERRORS} } }`,
    );
    expect(result.data?.createProductPrice).toEqual({
      price: null,
      userErrors: [
        { field: ['amounts', 'USD', 'amount'], message: 'amount must be a whole number', code: 'INVALID' },
      ],
    });
  });

  it('sends modifier types lowercased and reads them back as enums', async () => {
    let body: unknown;
    provider.use(
      http.put(`${PROVIDER}/pcm/pricebooks/${BOOK}/modifiers/m-1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            id: 'm-1',
            type: 'price-modifier',
            attributes: {
              name: 'Large',
              modifier_type: 'price_decrement',
              currencies: { USD: { amount: 200 } },
            },
            meta: { pricebook_id: BOOK },
          },
        });
      }),
    );
    const result = await gateway.execute(
      `mutation { updatePriceModifier(priceBookId: "${BOOK}", id: "m-1", input: { modifierType: PRICE_DECREMENT }) {
        modifier { name modifierType amounts { formatted includesTax } } ${USER_ERRORS} } }`,
    );
    expect(body).toEqual({
      data: { id: 'm-1', type: 'price-modifier', attributes: { modifier_type: 'price_decrement' } },
    });
    expect(result.data?.updatePriceModifier).toEqual({
      modifier: {
        name: 'Large',
        modifierType: 'PRICE_DECREMENT',
        amounts: [{ formatted: '$2.00', includesTax: false }],
      },
      userErrors: [],
    });
  });
});

describe('one price and one modifier of a price book', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads a price and a modifier by id, null when the provider has none', async () => {
    provider.use(
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices/p-1`, () =>
        HttpResponse.json({ data: priceResource('p-1', 'SHIRT-1') }),
      ),
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices/gone`, () =>
        HttpResponse.json({ errors: [{ status: 404, title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}/modifiers/m-1`, () =>
        HttpResponse.json({
          data: {
            id: 'm-1',
            type: 'price-modifier',
            attributes: { name: 'large', modifier_type: 'price_increment', currencies: {} },
            meta: { pricebook_id: BOOK },
          },
        }),
      ),
    );
    const result = await gateway.execute(
      `{ priceBookPrice(priceBookId: "${BOOK}", id: "p-1") { id sku }
        gone: priceBookPrice(priceBookId: "${BOOK}", id: "gone") { id }
        priceBookModifier(priceBookId: "${BOOK}", id: "m-1") { id name modifierType } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      priceBookPrice: { id: 'p-1', sku: 'SHIRT-1' },
      gone: null,
      priceBookModifier: { id: 'm-1', name: 'large', modifierType: 'PRICE_INCREMENT' },
    });
  });

  it('sends the current SKU on a price update that leaves it out, as the document requires', async () => {
    let body: unknown;
    provider.use(
      http.get(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices/p-1`, () =>
        HttpResponse.json({ data: priceResource('p-1', 'SHIRT-1') }),
      ),
      http.put(`${PROVIDER}/pcm/pricebooks/${BOOK}/prices/p-1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: priceResource('p-1', 'SHIRT-1') });
      }),
    );
    const result = await gateway.execute(
      `mutation { updateProductPrice(priceBookId: "${BOOK}", id: "p-1", input: { externalRef: "erp-1" }) {
        price { id } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: { id: 'p-1', type: 'product-price', attributes: { sku: 'SHIRT-1', external_ref: 'erp-1' } },
    });
  });
});
