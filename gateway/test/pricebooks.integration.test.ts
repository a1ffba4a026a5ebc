/**
 * Price books through the gateway against a real sandbox, both in this process on random ports:
 * seeded books, Product.prices batched over real HTTP, and the write path with its userErrors.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

/** Runs a mutation and returns its payload, failing loudly on GraphQL errors or userErrors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as T & { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const USER_ERRORS = 'userErrors { field message code }';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:' });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    provider: {
      ...base.provider,
      host: sandbox.url.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
    },
  });
  const signIn = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }`,
      variables: { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    }),
  });
  const body = (await signIn.json()) as GraphQLResult;
  token = (body.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

interface PriceRow {
  sku: string;
  priceBookId: string;
  amounts: { currency: string; amount: number; formatted: string }[];
}

describe('price books through the gateway', () => {
  it('lists the seeded price books and reads their prices by SKU', async () => {
    const result = await graphql(`
      {
        priceBooks(sort: [{ field: NAME }], page: { limit: 10 }) {
          items {
            id
            name
            prices(page: { limit: 2 }) {
              items {
                sku
                amounts {
                  currency
                  amount
                  formatted
                }
              }
              pageInfo {
                total
              }
            }
            modifiers {
              items {
                name
                modifierType
              }
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const books = (
      result.data?.priceBooks as {
        items: {
          name: string;
          prices: { items: PriceRow[]; pageInfo: { total: number } };
          modifiers: { items: unknown[] };
        }[];
      }
    ).items;
    expect(books.map((book) => book.name)).toEqual(['Retail', 'Wholesale']);
    expect(books[0]?.prices.pageInfo.total).toBeGreaterThan(50);
    expect(books[0]?.prices.items[0]?.amounts.map((money) => money.currency)).toEqual(['EUR', 'USD']);
    expect(books[0]?.modifiers.items).toEqual([{ name: 'Gift wrap', modifierType: 'PRICE_INCREMENT' }]);
  });

  it('prices a page of 100 products with one provider call per price book', async () => {
    const result = await graphql(`
      {
        products(page: { limit: 100 }) {
          items {
            sku
            prices {
              priceBookId
              sku
              amounts {
                currency
                amount
              }
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    // products + the price book list + one in(sku,...) call per price book (Retail, Wholesale).
    expect(result.extensions?.provider).toMatchObject({ calls: 4 });
    const items = (result.data?.products as { items: { sku: string | null; prices: PriceRow[] }[] }).items;
    expect(items).toHaveLength(100);
    expect(items.filter((item) => item.prices.length > 0).length).toBeGreaterThan(50);
    for (const item of items) for (const price of item.prices) expect(price.sku).toBe(item.sku);
  });

  it('creates a price book, prices a product, refuses a duplicate SKU and bad amounts, then cleans up', async () => {
    const { priceBook } = await mutate<{ priceBook: { id: string } }>(
      `mutation ($input: PriceBookCreateInput!) { createPriceBook(input: $input) { priceBook { id } ${USER_ERRORS} } }`,
      { input: { name: 'Integration Sale', description: 'Made by the integration test' } },
    );
    const products = await graphql(`
      {
        products(filter: { sku: { like: "APP-TSH" } }, page: { limit: 1 }) {
          items {
            id
            sku
          }
        }
      }
    `);
    const product = (products.data?.products as { items: { id: string; sku: string }[] }).items[0];
    expect(product).toBeDefined();
    const create = `mutation ($book: ID!, $input: ProductPriceCreateInput!) {
      createProductPrice(priceBookId: $book, input: $input) { price { id sku amounts { currency amount formatted } } ${USER_ERRORS} } }`;
    const input = { sku: product?.sku, amounts: [{ currency: 'USD', amount: 2450 }] };
    const { price } = await mutate<{ price: { id: string; amounts: unknown[] } }>(create, {
      book: priceBook.id,
      input,
    });
    expect(price.amounts).toEqual([{ currency: 'USD', amount: 2450, formatted: '$24.50' }]);

    const duplicate = await graphql(create, { book: priceBook.id, input });
    expect((duplicate.data?.createProductPrice as { userErrors: unknown[] }).userErrors).toEqual([
      { field: ['sku'], message: 'This price book already has a price for this sku', code: 'DUPLICATE' },
    ]);
    const negative = await graphql(create, {
      book: priceBook.id,
      input: { sku: 'OTHER-1', amounts: [{ currency: 'USD', amount: -5 }] },
    });
    expect(
      (negative.data?.createProductPrice as { userErrors: { field: string[] }[] }).userErrors[0]?.field,
    ).toEqual(['amounts', 'USD', 'amount']);

    const onProduct = await graphql(
      `
        query ($id: ID!) {
          product(id: $id) {
            prices {
              priceBook {
                name
              }
              amounts {
                formatted
              }
            }
          }
        }
      `,
      {
        id: product?.id,
      },
    );
    const prices = (
      onProduct.data?.product as {
        prices: { priceBook: { name: string }; amounts: { formatted: string }[] }[];
      }
    ).prices;
    expect(prices.find((entry) => entry.priceBook.name === 'Integration Sale')?.amounts).toEqual([
      { formatted: '$24.50' },
    ]);

    await mutate(`mutation ($id: ID!) { deletePriceBook(id: $id) { deletedId ${USER_ERRORS} } }`, {
      id: priceBook.id,
    });
    const gone = await graphql(
      `
        query ($id: ID!) {
          priceBook(id: $id) {
            id
          }
        }
      `,
      { id: priceBook.id },
    );
    expect(gone.data?.priceBook).toBeNull();
  });
});
