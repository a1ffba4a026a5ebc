/**
 * The gateway against a real sandbox, both started in this process on random ports: real HTTP,
 * real SQLite, the real filter grammar on both sides.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  bearer: string | null = token,
) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

const SIGN_IN = `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) {
  credentials { accessToken expires expiresIn identifier refreshToken tokenType } userErrors { message code } } }`;
const LIST = `query ($filter: ProductFilter, $sort: [ProductSort!], $page: PageInput) {
  products(filter: $filter, sort: $sort, page: $page) { items { id name sku status } pageInfo { limit offset total hasNextPage } } }`;
const CREATE = `mutation ($input: ProductCreateInput!) { createProduct(input: $input) {
  product { id name sku slug status commodityType } userErrors { field message code } } }`;

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
  const signIn = await graphql(
    SIGN_IN,
    { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    null,
  );
  token = (signIn.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

describe('gateway against the sandbox', () => {
  it('signs in with the password grant and answers a wrong password as a userError', async () => {
    const ok = await graphql(
      SIGN_IN,
      { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
      null,
    );
    expect(ok.data?.signIn).toMatchObject({
      credentials: { identifier: 'password', tokenType: 'Bearer', expiresIn: 3600 },
      userErrors: [],
    });
    const expires = (ok.data?.signIn as { credentials: { expires: number } }).credentials.expires;
    expect(expires).toBeGreaterThan(Date.now() + 3500_000);
    const wrong = await graphql(SIGN_IN, { u: sandbox.config.sellerEmail, p: 'nope' }, null);
    expect(wrong.data?.signIn).toEqual({
      credentials: null,
      userErrors: [{ message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' }],
    });
  });

  it('pages through the seeded catalogue with the provider defaults and limits', async () => {
    const first = await graphql(LIST);
    const page = first.data?.products as { items: unknown[]; pageInfo: { total: number; limit: number } };
    expect(page.items).toHaveLength(100); // the spec's page size
    expect(page.pageInfo.total).toBeGreaterThanOrEqual(200);
    const big = await graphql(LIST, { page: { limit: 100, offset: 100 } });
    expect((big.data?.products as { items: unknown[] }).items).toHaveLength(100);
    expect(big.extensions?.provider).toEqual({ calls: 1, retries: 0, throttledMs: 0 });
  });

  it('filters and sorts in the provider grammar, both sides agreeing', async () => {
    const result = await graphql(LIST, {
      filter: {
        status: { eq: 'DRAFT' },
        or: [{ commodityType: { eq: 'DIGITAL' } }, { name: { like: 'a' } }],
      },
      sort: [{ field: 'NAME', direction: 'DESC' }],
      page: { limit: 100 },
    });
    expect(result.errors).toBeUndefined();
    const items = (result.data?.products as { items: { name: string; status: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'DRAFT')).toBe(true);
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('creates, finds, updates and deletes a product durably', async () => {
    const created = await graphql(CREATE, {
      input: { name: 'Integration Mug', sku: 'INT-MUG-1', commodityType: 'PHYSICAL', status: 'LIVE' },
    });
    const product = (created.data?.createProduct as { product: { id: string; slug: string } }).product;
    expect(product).toMatchObject({ name: 'Integration Mug', sku: 'INT-MUG-1', status: 'LIVE' });

    const found = await graphql(LIST, { filter: { sku: { like: 'INT-MUG' } } });
    expect((found.data?.products as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      product.id,
    ]);

    const updated = await graphql(
      `
        mutation ($id: ID!) {
          updateProduct(id: $id, input: { name: "Renamed Mug", status: DRAFT }) {
            product {
              name
              status
              sku
            }
            userErrors {
              message
            }
          }
        }
      `,
      { id: product.id },
    );
    expect(updated.data?.updateProduct).toEqual({
      product: { name: 'Renamed Mug', status: 'DRAFT', sku: 'INT-MUG-1' },
      userErrors: [],
    });

    const deleted = await graphql(
      `
        mutation ($id: ID!) {
          deleteProduct(id: $id) {
            deletedId
            userErrors {
              message
            }
          }
        }
      `,
      {
        id: product.id,
      },
    );
    expect(deleted.data?.deleteProduct).toEqual({ deletedId: product.id, userErrors: [] });
    const gone = await graphql(
      `
        query ($id: ID!) {
          product(id: $id) {
            id
          }
        }
      `,
      { id: product.id },
    );
    expect(gone.data?.product).toBeNull();
  });

  it('answers bad input with field errors and loses nothing', async () => {
    const empty = await graphql(CREATE, { input: { name: 'No SKU', sku: '', commodityType: 'PHYSICAL' } });
    expect(empty.data?.createProduct).toMatchObject({ product: null, userErrors: [{ field: ['sku'] }] });

    await graphql(CREATE, { input: { name: 'Original', sku: 'INT-DUP-1', commodityType: 'DIGITAL' } });
    const duplicate = await graphql(CREATE, {
      input: { name: 'Copy', sku: 'INT-DUP-1', commodityType: 'DIGITAL' },
    });
    expect(duplicate.data?.createProduct).toMatchObject({
      product: null,
      userErrors: [{ field: ['sku'], code: 'DUPLICATE' }],
    });
    const originals = await graphql(LIST, { filter: { sku: { eq: 'INT-DUP-1' } } });
    expect((originals.data?.products as { items: { name: string }[] }).items).toEqual([
      expect.objectContaining({ name: 'Original' }),
    ]);
  });

  it('passes a filter the provider rejects back as BAD_USER_INPUT', async () => {
    // `in` on status is not a filter the provider offers for products.
    const result = await graphql(LIST, {
      filter: { status: { eq: 'LIVE' }, createdAt: { gt: 'not-a-date' } },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses requests without a valid token', async () => {
    const anonymous = await graphql(LIST, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await graphql(LIST, {}, 'forged-token');
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
