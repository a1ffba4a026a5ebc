/**
 * Settings and application keys through the gateway against a real sandbox, both in this process on
 * random ports: sections read and written with the provider's validation as userErrors, a reset,
 * and a key whose secret is shown once.
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

describe('settings through the gateway', () => {
  it('reads every section', async () => {
    const result = await graphql(`
      {
        settings {
          store {
            pageLength
            calculationMethod
            pageOffsetLimit
          }
          logsTtl {
            days
          }
          cart {
            cartExpiryDays
            customDiscountsEnabled
            useRulePromotions
          }
          subscriptions {
            timezone
            invoiceDueDays
          }
          promotions {
            promotionsLimit
            useRulePromotions
          }
          customerAuthentication {
            realmId
            clientId
          }
          accountAuthentication {
            accountMemberSelfManagement
            realmId
          }
          accountMembership {
            membershipLimit
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const settings = result.data?.settings as Record<string, Record<string, unknown>>;
    expect(settings.store).toMatchObject({ calculationMethod: 'LINE', pageOffsetLimit: 10000 });
    expect(typeof settings.store?.pageLength).toBe('number');
    expect(settings.promotions).toMatchObject({ promotionsLimit: 1000 });
    expect(settings.customerAuthentication?.realmId).toEqual(expect.any(String));
    expect(settings.accountAuthentication?.accountMemberSelfManagement).toMatch(/DISABLED|UPDATE_ONLY/);
  });

  it("reads the account members' realm with its password profiles in three calls, not every realm's", async () => {
    const result = await graphql(`
      {
        settings {
          accountAuthentication {
            realmId
            realm {
              id
              originType
              passwordProfiles(page: { limit: 100 }) {
                items {
                  id
                  name
                }
              }
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const section = (
      result.data?.settings as {
        accountAuthentication: {
          realmId: string;
          realm: { id: string; originType: string; passwordProfiles: { items: unknown[] } };
        };
      }
    ).accountAuthentication;
    expect(section.realm.id).toBe(section.realmId);
    expect(section.realm.originType).toBe('account-authentication-settings');
    expect(section.realm.passwordProfiles.items.length).toBeGreaterThan(0);
    // The settings section, the realm it names, and that realm's password profiles.
    expect(result.extensions?.provider).toMatchObject({ calls: 3 });
  });

  it('refuses an out-of-range page length on the field, saves a good one, and resets', async () => {
    const bad = await graphql(
      `mutation { updateStoreSettings(input: { pageLength: 500 }) { settings { pageLength } ${USER_ERRORS} } }`,
    );
    expect(bad.data?.updateStoreSettings).toEqual({
      settings: null,
      userErrors: [
        {
          field: ['pageLength'],
          message: 'page_length must be an integer between 1 and 100',
          code: 'INVALID',
        },
      ],
    });
    const good = await graphql(
      `mutation { updateStoreSettings(input: { pageLength: 50, additionalLanguages: ["fr"] }) {
        settings { pageLength additionalLanguages } ${USER_ERRORS} } }`,
    );
    expect(good.data?.updateStoreSettings).toEqual({
      settings: { pageLength: 50, additionalLanguages: ['fr'] },
      userErrors: [],
    });
    const reset = await graphql(`mutation { resetStoreSettings { settings { pageLength } ${USER_ERRORS} } }`);
    expect(reset.data?.resetStoreSettings).toEqual({ settings: { pageLength: 25 }, userErrors: [] });
  });

  it('refuses both cart discounts at once and saves one', async () => {
    const both = await graphql(
      `mutation { updateCartSettings(input: { customDiscountsEnabled: true, useRulePromotions: true }) {
        settings { cartExpiryDays } ${USER_ERRORS} } }`,
    );
    expect(both.data?.updateCartSettings).toMatchObject({
      settings: null,
      userErrors: [
        { field: ['useRulePromotions'], message: 'Only one discount setting can be set to true at a time.' },
      ],
    });
    const one = await graphql(
      `mutation { updateCartSettings(input: { cartExpiryDays: 14, useRulePromotions: true }) {
        settings { cartExpiryDays useRulePromotions } ${USER_ERRORS} } }`,
    );
    expect(one.data?.updateCartSettings).toEqual({
      settings: { cartExpiryDays: 14, useRulePromotions: true },
      userErrors: [],
    });
    const ttl = await graphql(
      `mutation { updateLogsTtlSettings(input: { days: 0 }) { settings { days } ${USER_ERRORS} } }`,
    );
    expect(ttl.data?.updateLogsTtlSettings).toMatchObject({
      settings: null,
      userErrors: [{ field: ['days'] }],
    });
  });
});

describe('application keys through the gateway', () => {
  it('lists the seeded keys, creates one whose secret is shown once, renames and deletes it', async () => {
    const list = await graphql(`
      {
        applicationKeys {
          items {
            name
            reservedRateLimit
          }
          pageInfo {
            total
          }
          totalReservedRateLimit
        }
      }
    `);
    expect(list.errors).toBeUndefined();
    const page = list.data?.applicationKeys as { items: { name: string }[]; totalReservedRateLimit: number };
    expect(page.items.map((key) => key.name)).toEqual(
      expect.arrayContaining(['Storefront', 'ERP order sync']),
    );
    expect(page.totalReservedRateLimit).toBe(15);

    const created = await graphql(
      `mutation { createApplicationKey(input: { name: "Integration test" }) {
        applicationKey { id name clientId } clientSecret ${USER_ERRORS} } }`,
    );
    const payload = created.data?.createApplicationKey as {
      applicationKey: { id: string; clientId: string };
      clientSecret: string;
      userErrors: unknown[];
    };
    expect(payload.userErrors).toEqual([]);
    expect(payload.clientSecret).toEqual(expect.any(String));
    expect(payload.clientSecret.length).toBeGreaterThan(20);

    const empty = await graphql(
      `mutation ($id: ID!) { updateApplicationKey(id: $id, input: { name: "" }) { applicationKey { name } ${USER_ERRORS} } }`,
      { id: payload.applicationKey.id },
    );
    expect(empty.data?.updateApplicationKey).toMatchObject({
      applicationKey: null,
      userErrors: [{ field: ['name'] }],
    });
    const renamed = await graphql(
      `mutation ($id: ID!) { updateApplicationKey(id: $id, input: { name: "Renamed" }) { applicationKey { name } ${USER_ERRORS} } }`,
      { id: payload.applicationKey.id },
    );
    expect(renamed.data?.updateApplicationKey).toEqual({
      applicationKey: { name: 'Renamed' },
      userErrors: [],
    });

    const removed = await graphql(
      `mutation ($id: ID!) { deleteApplicationKey(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: payload.applicationKey.id },
    );
    expect(removed.data?.deleteApplicationKey).toEqual({
      deletedId: payload.applicationKey.id,
      userErrors: [],
    });
    const gone = await graphql(
      `
        query ($id: ID!) {
          applicationKey(id: $id) {
            id
          }
        }
      `,
      { id: payload.applicationKey.id },
    );
    expect(gone.data?.applicationKey).toBeNull();
  });
});
