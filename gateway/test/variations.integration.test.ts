/**
 * Variations through the gateway against a real sandbox, both in this process on random ports:
 * the seeded Size and Colour variations, a variation with options and modifiers, attaching it to a
 * product and building its children.
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

describe('variations against the sandbox', () => {
  it('lists the seeded variations with their options', async () => {
    const result = await graphql(`
      {
        variations(page: { limit: 10 }) {
          items {
            name
            options {
              name
              modifiers {
                type
                value
              }
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const items = (result.data?.variations as { items: { name: string; options: { name: string }[] }[] })
      .items;
    const size = items.find((variation) => variation.name === 'Size');
    expect(size?.options.map((option) => option.name)).toEqual(['Small', 'Medium', 'Large']);
  });

  it('creates a variation with two options, attaches it, builds two children and lists them', async () => {
    const { variation } = await mutate<{ variation: { id: string } }>(
      `mutation ($input: VariationCreateInput!) { createVariation(input: $input) { variation { id } ${USER_ERRORS} } }`,
      { input: { name: 'Integration Finish' } },
    );
    const optionIds: string[] = [];
    for (const name of ['Matte', 'Gloss']) {
      const { option } = await mutate<{ option: { id: string } }>(
        `mutation ($v: ID!, $input: VariationOptionCreateInput!) {
          createVariationOption(variationId: $v, input: $input) { option { id } ${USER_ERRORS} } }`,
        { v: variation.id, input: { name } },
      );
      optionIds.push(option.id);
    }
    await mutate(
      `mutation ($v: ID!, $o: ID!) { createVariationModifier(variationId: $v, optionId: $o,
        input: { type: NAME_APPEND, value: " (matte)" }) { modifier { id } ${USER_ERRORS} } }`,
      { v: variation.id, o: optionIds[0] },
    );
    const { product } = await mutate<{ product: { id: string } }>(
      `mutation { createProduct(input: { name: "Integration Print", sku: "INT-PRINT", commodityType: PHYSICAL })
        { product { id } ${USER_ERRORS} } }`,
      {},
    );
    await mutate(
      `mutation ($p: ID!, $v: [ID!]!) { attachVariations(productId: $p, variationIds: $v) { product { id } ${USER_ERRORS} } }`,
      { p: product.id, v: [variation.id] },
    );
    // PUT makes the list exactly the given one.
    const replaced = await mutate<{ product: { variations: { name: string }[] } }>(
      `mutation ($p: ID!, $v: [ID!]!) { replaceVariations(productId: $p, variationIds: $v) {
        product { variations { name } } ${USER_ERRORS} } }`,
      { p: product.id, v: [variation.id] },
    );
    expect(replaced.product.variations).toHaveLength(1);
    const built = await mutate<{ product: { productTypes: string[] } }>(
      `mutation ($p: ID!) { buildChildProducts(productId: $p) { product { productTypes } ${USER_ERRORS} } }`,
      { p: product.id },
    );
    expect(built.product.productTypes).toEqual(['parent']);

    const read = await graphql(
      `
        query ($id: ID!) {
          product(id: $id) {
            variations {
              name
            }
            children {
              pageInfo {
                total
              }
              items {
                name
                sku
                variationChoices {
                  optionName
                }
                parent {
                  id
                }
              }
            }
          }
        }
      `,
      { id: product.id },
    );
    expect(read.errors).toBeUndefined();
    const parent = read.data?.product as {
      variations: { name: string }[];
      children: {
        pageInfo: { total: number };
        items: {
          name: string;
          sku: string;
          variationChoices: { optionName: string }[];
          parent: { id: string };
        }[];
      };
    };
    expect(parent.variations).toEqual([{ name: 'Integration Finish' }]);
    expect(parent.children.pageInfo.total).toBe(2);
    expect(parent.children.items.map((child) => child.name).sort()).toEqual([
      'Integration Print',
      'Integration Print (matte)',
    ]);
    expect(parent.children.items.map((child) => child.variationChoices[0].optionName).sort()).toEqual([
      'Gloss',
      'Matte',
    ]);
    expect(parent.children.items.every((child) => child.parent.id === product.id)).toBe(true);
  });

  it('answers a duplicate option name and a refused delete as userErrors', async () => {
    const seeded = await graphql(`
      {
        variations {
          items {
            id
            name
          }
        }
      }
    `);
    const size = (seeded.data?.variations as { items: { id: string; name: string }[] }).items.find(
      (variation) => variation.name === 'Size',
    );
    const duplicate = await graphql(
      `mutation ($v: ID!) { createVariationOption(variationId: $v, input: { name: "Small" }) { option { id } ${USER_ERRORS} } }`,
      { v: size?.id },
    );
    const payload = duplicate.data?.createVariationOption as { userErrors: { field: string[] }[] };
    expect(payload.userErrors[0].field).toEqual(['name']);
    const refused = await graphql(
      `mutation ($v: ID!) { deleteVariation(id: $v) { deletedId ${USER_ERRORS} } }`,
      { v: size?.id },
    );
    expect((refused.data?.deleteVariation as { deletedId: string | null }).deletedId).toBeNull();
  });
});
