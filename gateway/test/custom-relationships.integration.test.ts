/**
 * Custom relationships through the gateway against a real sandbox, both in this process on random
 * ports: the seeded definitions, creating one, relating products both ways and cleaning up.
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

interface ProductSummary {
  id: string;
  sku: string | null;
}

async function someProducts(): Promise<ProductSummary[]> {
  const result = await graphql(`
    {
      products(page: { limit: 5, offset: 30 }) {
        items {
          id
          sku
        }
      }
    }
  `);
  expect(result.errors).toBeUndefined();
  return (result.data?.products as { items: ProductSummary[] }).items;
}

describe('custom relationships against the sandbox', () => {
  it('lists the seeded definitions', async () => {
    const result = await graphql(`
      {
        customRelationships {
          items {
            slug
            name
            biDirectional
          }
          pageInfo {
            total
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const page = result.data?.customRelationships as { items: { slug: string; biDirectional: boolean }[] };
    expect(page.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'related-products', biDirectional: true }),
        expect.objectContaining({ slug: 'accessories', biDirectional: false }),
      ]),
    );
  });

  it('creates a bi-directional definition, relates two products and sees both sides', async () => {
    await mutate(
      `mutation ($input: CustomRelationshipCreateInput!) {
        createCustomRelationship(input: $input) { customRelationship { slug } ${USER_ERRORS} } }`,
      { input: { slug: 'integration-pairs', name: 'Pairs', externalName: 'Goes with', biDirectional: true } },
    );
    const [first, second] = await someProducts();
    if (!first || !second) throw new Error('the sandbox should seed products');

    const related = await mutate<{
      product: { customRelationships: { slug: string }[] };
      notRelated: unknown[];
    }>(
      `mutation ($productId: ID!, $ids: [ID!]!) {
        relateProducts(productId: $productId, slug: "integration-pairs", relatedProductIds: $ids) {
          product { customRelationships { slug } } notRelated { productId reason } ${USER_ERRORS} } }`,
      { productId: first.id, ids: [second.id, 'missing-product'] },
    );
    expect(related.product.customRelationships.map((definition) => definition.slug)).toContain(
      'integration-pairs',
    );
    expect(related.notRelated).toEqual([{ productId: 'missing-product', reason: 'could not find product' }]);

    const reverse = await graphql(
      `
        query ($id: ID!) {
          product(id: $id) {
            relatedProducts(slug: "integration-pairs") {
              items {
                id
                sku
              }
            }
          }
        }
      `,
      { id: second.id },
    );
    expect(reverse.errors).toBeUndefined();
    expect(reverse.data?.product).toEqual({ relatedProducts: { items: [{ id: first.id, sku: first.sku }] } });

    await mutate(
      `mutation ($productId: ID!, $ids: [ID!]!) {
        unrelateProducts(productId: $productId, slug: "integration-pairs", relatedProductIds: $ids) { product { id } ${USER_ERRORS} } }`,
      { productId: first.id, ids: [second.id] },
    );
    const deleted = await mutate<{ deletedSlug: string }>(
      `mutation { deleteCustomRelationship(slug: "integration-pairs") { deletedSlug ${USER_ERRORS} } }`,
      {},
    );
    expect(deleted.deletedSlug).toBe('integration-pairs');
  });

  it('reports a duplicate slug and an unknown definition as userErrors', async () => {
    const duplicate = await graphql(
      `mutation { createCustomRelationship(input: { slug: "accessories", name: "Again" }) { customRelationship { slug } ${USER_ERRORS} } }`,
    );
    expect((duplicate.data?.createCustomRelationship as { userErrors: unknown[] }).userErrors).not.toEqual(
      [],
    );
    const unknown = await graphql(
      `mutation { updateCustomRelationship(slug: "no-such-definition", input: { name: "x" }) { customRelationship { slug } ${USER_ERRORS} } }`,
    );
    expect((unknown.data?.updateCustomRelationship as { userErrors: unknown[] }).userErrors).not.toEqual([]);
  });

  it("attaches and detaches definitions on a product and reads the product's list", async () => {
    const [product] = await someProducts();
    const productId = product?.id ?? '';
    const FIELDS = `product { customRelationships { slug } } ${USER_ERRORS}`;
    const slugsOf = (payload: { product: { customRelationships: { slug: string }[] } }) =>
      payload.product.customRelationships.map((definition) => definition.slug);

    const attached = await mutate<{ product: { customRelationships: { slug: string }[] } }>(
      `mutation ($p: ID!) { attachCustomRelationships(productId: $p, slugs: ["accessories"]) { ${FIELDS} } }`,
      { p: productId },
    );
    expect(slugsOf(attached)).toContain('accessories');
    const read = await graphql('query ($p: ID!) { product(id: $p) { customRelationships { slug name } } }', {
      p: productId,
    });
    expect(read.data?.product).toMatchObject({
      customRelationships: expect.arrayContaining([{ slug: 'accessories', name: 'Accessories' }]),
    });

    const detached = await mutate<{ product: { customRelationships: { slug: string }[] } }>(
      `mutation ($p: ID!) { detachCustomRelationships(productId: $p, slugs: ["accessories"]) { ${FIELDS} } }`,
      { p: productId },
    );
    expect(slugsOf(detached)).not.toContain('accessories');

    // An unknown definition is refused as a userError, and the product keeps what it had.
    const unknown = await graphql(
      `mutation ($p: ID!) { attachCustomRelationships(productId: $p, slugs: ["no-such-definition"]) { ${FIELDS} } }`,
      { p: productId },
    );
    const payload = unknown.data?.attachCustomRelationships as { product: unknown; userErrors: unknown[] };
    expect(payload.product).toBeNull();
    expect(payload.userErrors).not.toEqual([]);
  });
});
