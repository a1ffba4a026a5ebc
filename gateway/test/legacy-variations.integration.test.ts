/**
 * Legacy v2 variations through the gateway against a real sandbox: the seeded Size variation,
 * creating a variation with an option and modifiers, and provider 409/422s as userErrors.
 */
import { randomUUID } from 'node:crypto';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { SEEDED_LEGACY_VARIATION_IDS } from '../../sandbox/src/catalogue/legacy-variations';
import { startGateway, type RunningGateway } from '../src/server';
import { adminDocument, testConfig, type GraphQLResult } from './harness';

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

const VARIATION = `id name options { id name description modifiers { id modifierType value seek set prices { amount currency includesTax } } }`;

interface Variation {
  id: string;
  name: string;
  options: {
    id: string;
    name: string;
    description: string;
    modifiers: { id: string; modifierType: string; value: string | null }[];
  }[];
}

describe('legacy variations against the sandbox', () => {
  it("answers the admin's own documents within the query limits", async () => {
    const document = adminDocument('areas/legacy-catalogue/legacy-variations.graphql');
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: document,
        operationName: 'LegacyVariations',
        variables: { page: { limit: 100, offset: 0 } },
      }),
    });
    const result = (await response.json()) as GraphQLResult;
    expect(result.errors).toBeUndefined();
    expect((result.data?.legacyVariations as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('reads the seeded Size variation with S, M and L', async () => {
    const result = await graphql(
      `{ legacyVariations(filter: { name: { eq: "Size" } }) { items { ${VARIATION} } } }`,
    );
    expect(result.errors).toBeUndefined();
    const [size] = (result.data?.legacyVariations as { items: Variation[] }).items;
    expect(size?.options.map((option) => option.name)).toEqual(['S', 'M', 'L']);
    expect(size?.options[0]?.modifiers.map((modifier) => [modifier.modifierType, modifier.value])).toEqual([
      ['SKU_APPEND', '-S'],
      ['NAME_APPEND', ' (Small)'],
    ]);
  });

  it('reads options and modifiers on the spec’s paths (options, modifiers)', async () => {
    const ids = SEEDED_LEGACY_VARIATION_IDS;
    const result = await graphql(`{
      legacyVariationOptions(variationId: "${ids.size}") { name }
      legacyVariationOption(variationId: "${ids.size}", optionId: "${ids.small}") { name description }
      legacyProductModifiers(variationId: "${ids.size}", optionId: "${ids.small}") { id modifierType value }
      foreign: legacyVariationOption(variationId: "${ids.size}", optionId: "${randomUUID()}") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.legacyVariationOptions).toEqual([{ name: 'S' }, { name: 'M' }, { name: 'L' }]);
    expect(result.data?.legacyVariationOption).toEqual({ name: 'S', description: 'Small' });
    expect(result.data?.foreign).toBeNull();
    const modifiers = result.data?.legacyProductModifiers as { id: string; modifierType: string }[];
    expect(modifiers.map((modifier) => modifier.modifierType)).toEqual(['SKU_APPEND', 'NAME_APPEND']);
    const one = await graphql(`{ legacyProductModifier(variationId: "${ids.size}", optionId: "${ids.small}",
      modifierId: "${modifiers[0]?.id ?? ''}") { modifierType value } }`);
    expect(one.data?.legacyProductModifier).toEqual({ modifierType: 'SKU_APPEND', value: '-S' });
  });

  it('creates a variation, an option and modifiers, then edits and deletes them', async () => {
    const { variation } = await mutate<{ variation: Variation }>(
      `mutation ($input: LegacyVariationInput!) { createLegacyVariation(input: $input) { variation { ${VARIATION} } ${USER_ERRORS} } }`,
      { input: { name: 'Colour' } },
    );
    expect(variation.options).toEqual([]);
    const { option } = await mutate<{ option: { id: string } }>(
      `mutation ($v: ID!, $input: LegacyVariationOptionInput!) {
        createLegacyVariationOption(variationId: $v, input: $input) { option { id } ${USER_ERRORS} } }`,
      { v: variation.id, input: { name: 'Red', description: 'Bright red' } },
    );
    const modifierMutation = `mutation ($v: ID!, $o: ID!, $input: LegacyProductModifierInput!) {
      createLegacyProductModifier(variationId: $v, optionId: $o, input: $input) {
        modifier { id } variation { ${VARIATION} } ${USER_ERRORS} } }`;
    await mutate(modifierMutation, {
      v: variation.id,
      o: option.id,
      input: { modifierType: 'SKU_APPEND', value: '-RED' },
    });
    const priced = await mutate<{
      variation: { options: { modifiers: { modifierType: string; prices: unknown }[] }[] };
    }>(modifierMutation, {
      v: variation.id,
      o: option.id,
      input: {
        modifierType: 'PRICE_INCREMENT',
        prices: [{ amount: 250, currency: 'USD', includesTax: true }],
      },
    });
    // Both modifiers, in either order: records created in the same millisecond sort by id.
    const modifiers = priced.variation.options[0]?.modifiers ?? [];
    expect(modifiers.map((modifier) => [modifier.modifierType, modifier.prices]).sort()).toEqual([
      ['PRICE_INCREMENT', [{ amount: 250, currency: 'USD', includesTax: true }]],
      ['SKU_APPEND', null],
    ]);

    // A second sku_append is a duplicate; a price modifier without prices is invalid.
    const duplicate = await graphql(modifierMutation, {
      v: variation.id,
      o: option.id,
      input: { modifierType: 'SKU_APPEND', value: '-R' },
    });
    expect((duplicate.data?.createLegacyProductModifier as { userErrors: unknown[] }).userErrors).toEqual([
      {
        field: ['modifierType'],
        message: 'A modifier with modifier_type sku_append already exists',
        code: 'DUPLICATE',
      },
    ]);
    const invalid = await graphql(modifierMutation, {
      v: variation.id,
      o: option.id,
      input: { modifierType: 'PRICE_EQUALS' },
    });
    expect(
      (invalid.data?.createLegacyProductModifier as { userErrors: { field: string[] }[] }).userErrors,
    ).toEqual([expect.objectContaining({ field: ['value'], code: 'INVALID' })]);
    const blankOption = await graphql(
      `mutation ($v: ID!) { createLegacyVariationOption(variationId: $v, input: { name: "" }) { option { id } ${USER_ERRORS} } }`,
      { v: variation.id },
    );
    expect(
      (blankOption.data?.createLegacyVariationOption as { userErrors: { field: string[] }[] }).userErrors,
    ).toEqual([expect.objectContaining({ field: ['name'], code: 'INVALID' })]);

    const renamed = await mutate<{ option: { name: string } }>(
      `mutation ($v: ID!, $o: ID!) { updateLegacyVariationOption(variationId: $v, optionId: $o, input: { name: "Crimson" }) {
        option { name } ${USER_ERRORS} } }`,
      { v: variation.id, o: option.id },
    );
    expect(renamed.option.name).toBe('Crimson');
    const deleted = await mutate<{ deletedId: string }>(
      `mutation ($id: ID!) { deleteLegacyVariation(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: variation.id },
    );
    expect(deleted.deletedId).toBe(variation.id);
    const gone = await graphql(
      `
        query ($id: ID!) {
          legacyVariation(id: $id) {
            id
          }
        }
      `,
      { id: variation.id },
    );
    expect(gone.data?.legacyVariation).toBeNull();
  });

  it('reports an option of a missing variation as NOT_FOUND', async () => {
    const result = await graphql(
      `mutation { createLegacyVariationOption(variationId: "missing", input: { name: "X" }) { option { id } ${USER_ERRORS} } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(
      (result.data?.createLegacyVariationOption as { userErrors: { code: string }[] }).userErrors,
    ).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
  });
});
