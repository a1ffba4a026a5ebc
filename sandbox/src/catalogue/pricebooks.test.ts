import { RETAIL_PRICE_BOOK_ID } from './seed-pricebooks';
import { useTestSandbox } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  attributes: {
    name?: string;
    sku?: string;
    modifier_type?: string;
    currencies?: Record<string, { amount: number; includes_tax: boolean; tiers?: unknown }>;
  };
  meta: { pricebook_id?: string };
}

interface ListBody {
  data: Resource[];
  meta: { results: { total: number } };
}

interface SingleBody {
  data: Resource;
}

const api = useTestSandbox<ListBody, SingleBody>();
const { get, send } = api;

async function createBook(name: string): Promise<string> {
  const response = await send('POST', '/pcm/pricebooks', {
    data: { type: 'pricebook', attributes: { name } },
  });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

const priceDocument = (sku: string, usd: unknown) => ({
  data: {
    type: 'product-price',
    attributes: { sku, currencies: { USD: { amount: usd, includes_tax: false } } },
  },
});

describe('seeded price books', () => {
  it('lists Retail and Wholesale with name filter, sort and paging', async () => {
    const all = await get('/pcm/pricebooks?sort=name');
    expect(all.status).toBe(200);
    expect(all.body.data.map((book) => book.attributes.name)).toEqual(['Retail', 'Wholesale']);
    const filtered = await get(`/pcm/pricebooks?filter=${encodeURIComponent('like(name,*hole*)')}`);
    expect(filtered.body.data.map((book) => book.attributes.name)).toEqual(['Wholesale']);
    const paged = await get('/pcm/pricebooks?page[limit]=1&page[offset]=1&sort=-name');
    expect(paged.body.data.map((book) => book.attributes.name)).toEqual(['Retail']);
    expect(paged.body.meta.results.total).toBe(2);
  });

  it('holds USD and EUR prices for many seeded SKUs, filterable with in(sku,...)', async () => {
    const prices = await get(`/pcm/pricebooks/${RETAIL_PRICE_BOOK_ID}/prices?page[limit]=100`);
    expect(prices.body.meta.results.total).toBeGreaterThan(50);
    const [first, second] = prices.body.data;
    expect(first?.attributes.currencies?.USD?.amount).toEqual(expect.any(Number));
    expect(first?.attributes.currencies?.EUR?.amount).toEqual(expect.any(Number));
    const skus = [first?.attributes.sku, second?.attributes.sku].join(',');
    const bySku = await get(`/pcm/pricebooks/${RETAIL_PRICE_BOOK_ID}/prices?filter=in(sku,${skus})`);
    expect(bySku.body.data.map((price) => price.attributes.sku).sort()).toEqual(skus.split(',').sort());
    expect(bySku.body.data[0]?.meta.pricebook_id).toBe(RETAIL_PRICE_BOOK_ID);
  });
});

describe('price book CRUD', () => {
  it('creates, reads, updates and deletes a price book; names are unique', async () => {
    const id = await createBook('Summer Sale');
    expect((await get<SingleBody>(`/pcm/pricebooks/${id}`)).body.data.attributes.name).toBe('Summer Sale');
    const duplicate = await send('POST', '/pcm/pricebooks', {
      data: { type: 'pricebook', attributes: { name: 'Summer Sale' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]?.source?.pointer).toBe('/data/attributes/name');
    const updated = await send('PUT', `/pcm/pricebooks/${id}`, {
      data: { type: 'pricebook', id, attributes: { name: 'Autumn Sale', description: 'Falling prices' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes.name).toBe('Autumn Sale');
    expect((await send('DELETE', `/pcm/pricebooks/${id}`)).status).toBe(204);
    expect((await get(`/pcm/pricebooks/${id}`)).status).toBe(404);
  });

  it('rejects an empty name with a source pointer', async () => {
    const response = await send('POST', '/pcm/pricebooks', {
      data: { type: 'pricebook', attributes: { name: ' ' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]?.source?.pointer).toBe('/data/attributes/name');
  });
});

describe('prices', () => {
  let bookId: string;
  beforeAll(async () => {
    bookId = await createBook('Price tests');
  });

  it('creates, reads, updates and deletes a price', async () => {
    const created = await send('POST', `/pcm/pricebooks/${bookId}/prices`, priceDocument('SKU-1', 1999));
    expect(created.status).toBe(201);
    expect(created.body.data.type).toBe('product-price');
    const priceId = created.body.data.id;
    const read = await get<SingleBody>(`/pcm/pricebooks/${bookId}/prices/${priceId}`);
    expect(read.body.data.attributes.currencies).toEqual({ USD: { amount: 1999, includes_tax: false } });
    const updated = await send('PUT', `/pcm/pricebooks/${bookId}/prices/${priceId}`, {
      data: {
        type: 'product-price',
        id: priceId,
        attributes: {
          currencies: {
            USD: {
              amount: 2499,
              includes_tax: true,
              tiers: { min_5: { minimum_quantity: 5, amount: 2000 } },
            },
          },
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes.sku).toBe('SKU-1');
    expect(updated.body.data.attributes.currencies?.USD).toEqual({
      amount: 2499,
      includes_tax: true,
      tiers: { min_5: { minimum_quantity: 5, amount: 2000 } },
    });
    expect((await send('DELETE', `/pcm/pricebooks/${bookId}/prices/${priceId}`)).status).toBe(204);
    expect((await get(`/pcm/pricebooks/${bookId}/prices/${priceId}`)).status).toBe(404);
  });

  it('allows one price per sku per price book (409)', async () => {
    expect((await send('POST', `/pcm/pricebooks/${bookId}/prices`, priceDocument('SKU-2', 100))).status).toBe(
      201,
    );
    const duplicate = await send('POST', `/pcm/pricebooks/${bookId}/prices`, priceDocument('SKU-2', 200));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]?.source?.pointer).toBe('/data/attributes/sku');
  });

  it('rejects fractional and negative amounts with pointers (422)', async () => {
    for (const amount of [19.99, -1, '100']) {
      const response = await send('POST', `/pcm/pricebooks/${bookId}/prices`, priceDocument('SKU-3', amount));
      expect(response.status).toBe(422);
      expect(response.body.errors[0]?.source?.pointer).toBe('/data/attributes/currencies/USD/amount');
    }
  });

  it('does not serve a price through another price book', async () => {
    const created = await send('POST', `/pcm/pricebooks/${bookId}/prices`, priceDocument('SKU-4', 100));
    expect((await get(`/pcm/pricebooks/${RETAIL_PRICE_BOOK_ID}/prices/${created.body.data.id}`)).status).toBe(
      404,
    );
  });
});

describe('modifiers', () => {
  it('creates, lists, updates and deletes a modifier and validates its type', async () => {
    const bookId = await createBook('Modifier tests');
    const path = `/pcm/pricebooks/${bookId}/modifiers`;
    const created = await send('POST', path, {
      data: {
        type: 'price-modifier',
        attributes: {
          name: 'Large',
          modifier_type: 'price_increment',
          currencies: { USD: { amount: 300, includes_tax: false } },
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await get(path)).body.data.map((modifier) => modifier.attributes.name)).toEqual(['Large']);
    const updated = await send('PUT', `${path}/${id}`, {
      data: { type: 'price-modifier', id, attributes: { modifier_type: 'price_equals' } },
    });
    expect(updated.body.data.attributes.modifier_type).toBe('price_equals');
    const invalid = await send('PUT', `${path}/${id}`, {
      data: { type: 'price-modifier', id, attributes: { modifier_type: 'double' } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]?.source?.pointer).toBe('/data/attributes/modifier_type');
    expect((await send('DELETE', `${path}/${id}`)).status).toBe(204);
    expect((await get(`${path}/${id}`)).status).toBe(404);
  });
});
