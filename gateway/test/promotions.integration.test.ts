/**
 * Promotions through the gateway against a real sandbox, both in this process on random ports (the
 * sandbox on a clock the test moves, so code jobs finish at once): seeded promotions, a percent
 * promotion with codes (and the 409 of a duplicate), a code generation job with its CSV, history,
 * rule promotions with their first action and a cancelled job.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;
let clock = Date.parse('2026-06-01T12:00:00Z');

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

async function payloadOf<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as T;
}

const USER_ERRORS = 'userErrors { field message code }';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:', now: () => clock });
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

describe('promotions through the gateway', () => {
  it('lists the seeded promotions and rule promotions with their discounts and codes', async () => {
    const result = await graphql(`
      {
        promotions(filter: { enabled: { eq: true } }, sort: [{ field: NAME }]) {
          items {
            name
            promotionType
            discounts {
              currency
              formatted
            }
            minCartValue {
              formatted
            }
            codes {
              items {
                code
                uses
              }
            }
          }
          pageInfo {
            total
          }
        }
        rulePromotions(sort: [{ field: NAME, direction: DESC }]) {
          items {
            name
            currencies
            firstAction {
              strategy
              kind
              value
              description
            }
          }
        }
        promotionAttributes {
          name
          required
          enumValues
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const promotions = result.data?.promotions as {
      items: { name: string; discounts: unknown[]; codes: { items: { code: string }[] } }[];
      pageInfo: { total: number };
    };
    expect(promotions.items.map((item) => item.name)).toEqual(['$5 off orders over $50', 'Welcome 10% off']);
    expect(promotions.items[0]).toMatchObject({
      promotionType: 'FIXED_DISCOUNT',
      discounts: [{ currency: 'USD', formatted: '$5.00' }],
      minCartValue: [{ formatted: '$50.00' }],
    });
    expect(promotions.items[1]?.codes.items.map((code) => code.code)).toEqual(['SPRING-5', 'WELCOME10']);
    expect(result.data?.rulePromotions).toEqual({
      items: [
        {
          name: '15% off carts over $100',
          currencies: ['USD'],
          firstAction: {
            strategy: 'cart_discount',
            kind: 'percent',
            value: 15,
            description: '15% off the cart',
          },
        },
        {
          name: '$10 off SKU1',
          currencies: [],
          firstAction: {
            strategy: 'item_discount',
            kind: 'fixed',
            value: 1000,
            description: '1000 (minor units) off matching items',
          },
        },
      ],
    });
    const attributes = result.data?.promotionAttributes as { name: string; enumValues: string[] }[];
    expect(attributes.find((attribute) => attribute.name === 'promotion_type')?.enumValues).toContain(
      'percent_discount',
    );
  });

  it('creates a percent promotion, adds codes (refusing a duplicate), generates codes and reads the CSV', async () => {
    const bad = await payloadOf<{ promotion: null; userErrors: { field: string[] }[] }>(
      `mutation ($input: PromotionCreateInput!) { createPromotion(input: $input) { promotion { id } ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Broken',
          promotionType: 'PERCENT_DISCOUNT',
          discounts: [{ currency: 'USD', percentage: 150 }],
          start: '2026-06-01T00:00:00Z',
          end: '2026-05-01T00:00:00Z',
        },
      },
    );
    expect(bad.promotion).toBeNull();
    expect(bad.userErrors.map((error) => error.field)).toEqual([['discounts', '0', 'percentage'], ['end']]);

    const created = await payloadOf<{ promotion: { id: string; discounts: unknown[] }; userErrors: [] }>(
      `mutation ($input: PromotionCreateInput!) { createPromotion(input: $input) {
        promotion { id enabled discounts { currency percentage formatted } } ${USER_ERRORS} } }`,
      {
        input: {
          name: 'Integration 20%',
          enabled: true,
          promotionType: 'PERCENT_DISCOUNT',
          discounts: [{ currency: 'USD', percentage: 20 }],
          start: '2026-06-01T00:00:00Z',
          end: '2026-12-31T23:59:59Z',
        },
      },
    );
    expect(created.userErrors).toEqual([]);
    expect(created.promotion.discounts).toEqual([{ currency: 'USD', percentage: 20, formatted: '20%' }]);
    const id = created.promotion.id;

    const addCodes = `mutation ($id: ID!, $codes: [PromotionCodeInput!]!) {
      addPromotionCodes(family: PROMOTION, promotionId: $id, codes: $codes) { codes { id code uses } ${USER_ERRORS} } }`;
    const added = await payloadOf<{ codes: { id: string; code: string; uses: number }[]; userErrors: [] }>(
      addCodes,
      { id, codes: [{ code: 'INT-ONE', uses: 3 }, { code: 'INT-TWO' }] },
    );
    expect(added).toMatchObject({
      codes: [{ code: 'INT-ONE', uses: 3 }, { code: 'INT-TWO' }],
      userErrors: [],
    });
    const duplicate = await payloadOf<{ codes: []; userErrors: unknown[] }>(addCodes, {
      id,
      codes: [{ code: 'welcome10' }],
    });
    expect(duplicate).toEqual({
      codes: [],
      userErrors: [
        { field: ['codes', '0', 'code'], message: 'The code welcome10 already exists', code: 'DUPLICATE' },
      ],
    });

    const job = await payloadOf<{ job: { id: string; status: string }; userErrors: [] }>(
      `mutation ($id: ID!) { generatePromotionCodes(family: PROMOTION, promotionId: $id, count: 5, prefix: "GEN") {
        job { id status jobType numberOfCodes file { href } } ${USER_ERRORS} } }`,
      { id },
    );
    expect(job).toMatchObject({
      job: { status: 'PENDING', jobType: 'CODE_GENERATE', numberOfCodes: 5, file: null },
      userErrors: [],
    });
    const tooMany = await payloadOf<{ userErrors: unknown[] }>(
      `mutation ($id: ID!) { generatePromotionCodes(family: PROMOTION, promotionId: $id, count: 5000) { ${USER_ERRORS} } }`,
      { id },
    );
    expect(tooMany.userErrors).toEqual([
      { field: ['count'], message: 'number_of_codes must be an integer from 1 to 1000', code: 'INVALID' },
    ]);

    clock += 5000;
    const done = await graphql(
      `
        query ($id: ID!, $job: ID!) {
          promotionJob(family: PROMOTION, promotionId: $id, id: $job) {
            status
            generated
            file {
              href
              csv
            }
          }
        }
      `,
      { id, job: job.job.id },
    );
    expect(done.errors).toBeUndefined();
    const finished = done.data?.promotionJob as { status: string; generated: number; file: { csv: string } };
    expect(finished).toMatchObject({ status: 'COMPLETED', generated: 5 });
    const lines = finished.file.csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('code,uses,max_uses,consume_unit,user,created_at');
    expect(lines.slice(1).every((line) => line.startsWith('GEN-'))).toBe(true);
    expect(lines).toHaveLength(6);

    const detail = await graphql(
      `
        query ($id: ID!) {
          promotion(id: $id) {
            codes(page: { limit: 100 }) {
              pageInfo {
                total
              }
            }
            jobs {
              items {
                status
              }
            }
            history(page: { limit: 2 }) {
              items {
                action
                code
              }
              pageInfo {
                total
              }
            }
          }
        }
      `,
      { id },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.promotion).toMatchObject({
      codes: { pageInfo: { total: 7 } },
      jobs: { items: [{ status: 'COMPLETED' }] },
      history: { pageInfo: { total: 7 } },
    });

    const firstCode = added.codes[0]!.id;
    const removed = await payloadOf<{ deletedId: string }>(
      `mutation ($id: ID!, $code: ID!) { deletePromotionCode(family: PROMOTION, promotionId: $id, codeId: $code) { deletedId ${USER_ERRORS} } }`,
      { id, code: firstCode },
    );
    expect(removed).toEqual({ deletedId: firstCode, userErrors: [] });
    const updated = await payloadOf<{ promotion: { name: string; enabled: boolean } }>(
      `mutation ($id: ID!) { updatePromotion(id: $id, input: { name: "Integration 25%", enabled: false }) {
        promotion { name enabled } ${USER_ERRORS} } }`,
      { id },
    );
    expect(updated.promotion).toEqual({ name: 'Integration 25%', enabled: false });
    const deleted = await payloadOf<{ deletedId: string }>(
      `mutation ($id: ID!) { deletePromotion(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id },
    );
    expect(deleted.deletedId).toBe(id);
    const gone = await graphql(
      `
        query ($id: ID!) {
          promotion(id: $id) {
            id
          }
        }
      `,
      { id },
    );
    expect(gone.data?.promotion).toBeNull();
  });

  it('creates a rule promotion, refuses a bad action and cancels a generation job', async () => {
    const create = `mutation ($input: RulePromotionCreateInput!) { createRulePromotion(input: $input) {
      rulePromotion { id firstAction { description } } ${USER_ERRORS} } }`;
    const window = { start: '2026-06-01T00:00:00Z', end: '2026-12-31T00:00:00Z' };
    const bad = await payloadOf<{ userErrors: { field: string[] }[] }>(create, {
      input: {
        name: 'Bad rule',
        ...window,
        ruleSet: { rules: {}, actions: [{ strategy: 'cart_discount', args: ['percent', 120] }] },
      },
    });
    expect(bad.userErrors.map((error) => error.field)).toEqual([['ruleSet', 'actions', '0', 'args']]);
    const created = await payloadOf<{ rulePromotion: { id: string; firstAction: { description: string } } }>(
      create,
      {
        input: {
          name: 'Rule 5 off',
          ...window,
          ruleSet: {
            currencies: ['USD'],
            rules: { strategy: 'cart_total', operator: 'gte', args: [1000] },
            actions: [{ strategy: 'cart_discount', args: ['fixed', 500] }],
          },
        },
      },
    );
    expect(created.rulePromotion.firstAction.description).toBe('$5.00 off the cart');
    const id = created.rulePromotion.id;
    const job = await payloadOf<{ job: { id: string } }>(
      `mutation ($id: ID!) { generatePromotionCodes(family: RULE_PROMOTION, promotionId: $id, count: 2) { job { id } ${USER_ERRORS} } }`,
      { id },
    );
    const cancel = `mutation ($id: ID!, $job: ID!) { cancelPromotionJob(promotionId: $id, jobId: $job) {
      job { status } ${USER_ERRORS} } }`;
    expect(await payloadOf(cancel, { id, job: job.job.id })).toEqual({
      job: { status: 'CANCELLED' },
      userErrors: [],
    });
    const again = await payloadOf<{ job: null; userErrors: { message: string }[] }>(cancel, {
      id,
      job: job.job.id,
    });
    expect(again.job).toBeNull();
    expect(again.userErrors[0]?.message).toBe('A cancelled job cannot be cancelled');
    const deleted = await payloadOf<{ deletedId: string }>(
      `mutation ($id: ID!) { deleteRulePromotion(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id },
    );
    expect(deleted.deletedId).toBe(id);
  });
});
