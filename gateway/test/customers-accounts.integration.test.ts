/**
 * Customers and accounts through the gateway against a real sandbox, both in this process on
 * random ports: seeded data, the write paths with their userErrors, tags and memberships.
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

/** Runs a mutation and returns its payload (GraphQL errors fail the test). */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as T;
}

const USER_ERRORS = 'userErrors { field message code }';

interface UserErrors {
  userErrors: { field: string[] | null; message: string; code: string | null }[];
}

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

describe('customers through the gateway', () => {
  it('filters seeded customers by email and reads their addresses', async () => {
    const result = await graphql(`
      {
        customers(filter: { email: { like: "ava" } }, sort: [{ field: EMAIL }], page: { limit: 2 }) {
          items {
            email
            name
            addresses {
              items {
                line1
                postcode
                country
              }
            }
          }
          pageInfo {
            total
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const page = result.data?.customers as {
      items: { email: string; addresses: { items: { line1: string }[] } }[];
      pageInfo: { total: number };
    };
    expect(page.pageInfo.total).toBeGreaterThan(1);
    expect(page.items).toHaveLength(2);
    expect(page.items.every((customer) => customer.email.includes('ava'))).toBe(true);
    expect(page.items[0]!.addresses.items[0]!.line1).toMatch(/High Street/);
  });

  it('creates a customer, refuses a taken email on the email field, and manages an address', async () => {
    const create = `mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) {
      customer { id email } ${USER_ERRORS} } }`;
    const created = await mutate<UserErrors & { customer: { id: string } }>(create, {
      input: { name: 'Ida Test', email: 'ida@example.com', password: 'secret-pass' },
    });
    expect(created.userErrors).toEqual([]);
    const duplicate = await mutate<UserErrors & { customer: null }>(create, {
      input: { name: 'Ida Again', email: 'IDA@example.com' },
    });
    expect(duplicate.customer).toBeNull();
    expect(duplicate.userErrors).toEqual([
      { field: ['email'], message: expect.stringMatching(/already exists/), code: 'DUPLICATE' },
    ]);

    const customerId = created.customer.id;
    const addAddress = `mutation ($id: ID!, $input: AddressCreateInput!) { createCustomerAddress(customerId: $id, input: $input) {
      address { id line1 country } ${USER_ERRORS} } }`;
    const bad = await mutate<UserErrors>(addAddress, {
      id: customerId,
      input: { firstName: 'Ida', lastName: 'Test', line1: '1 Road', postcode: 'N1', country: 'gb' },
    });
    expect(bad.userErrors).toEqual([expect.objectContaining({ field: ['country'], code: 'INVALID' })]);
    const good = await mutate<UserErrors & { address: { id: string; line1: string } }>(addAddress, {
      id: customerId,
      input: { firstName: 'Ida', lastName: 'Test', line1: '1 Road', postcode: 'N1', country: 'GB' },
    });
    expect(good.address.line1).toBe('1 Road');
    const updated = await mutate<UserErrors & { address: { line1: string } }>(
      `mutation ($c: ID!, $id: ID!) { updateCustomerAddress(customerId: $c, id: $id, input: { line1: "" }) {
        address { line1 } ${USER_ERRORS} } }`,
      { c: customerId, id: good.address.id },
    );
    expect(updated.userErrors).toEqual([expect.objectContaining({ field: ['line1'] })]);
    const removed = await mutate<UserErrors & { deletedId: string }>(
      `mutation ($id: ID!) { deleteCustomer(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: customerId },
    );
    expect(removed.deletedId).toBe(customerId);
    const gone = await graphql(
      `
        query ($id: ID!) {
          customer(id: $id) {
            id
          }
        }
      `,
      { id: customerId },
    );
    expect(gone.data?.customer).toBeNull();
  });
});

describe('accounts through the gateway', () => {
  it('creates a sub-account, tags it, adds an unassigned member and lists the membership', async () => {
    const parents = await graphql(`
      {
        accounts(filter: { name: { eq: "Northwind Traders" } }) {
          items {
            id
          }
        }
      }
    `);
    const parentId = (parents.data?.accounts as { items: { id: string }[] }).items[0]!.id;
    const created = await mutate<UserErrors & { account: { id: string; parent: { name: string } } }>(
      `mutation ($input: AccountCreateInput!) { createAccount(input: $input) {
        account { id parent { name } } ${USER_ERRORS} } }`,
      { input: { name: 'Northwind – Bristol', legalName: 'NW Bristol Ltd', parentId } },
    );
    expect(created.userErrors).toEqual([]);
    expect(created.account.parent.name).toBe('Northwind Traders');
    const accountId = created.account.id;

    const tag = await mutate<UserErrors & { tag: { id: string } }>(
      `mutation { createAccountTag(input: { name: "Gold" }) { tag { id } ${USER_ERRORS} } }`,
      {},
    );
    const tagged = await mutate<UserErrors & { account: { tags: { name: string }[] } }>(
      `mutation ($a: ID!, $t: [ID!]!) { attachAccountTags(accountId: $a, tagIds: $t) { account { tags { name } } ${USER_ERRORS} } }`,
      { a: accountId, t: [tag.tag.id] },
    );
    expect(tagged.account.tags).toEqual([{ name: 'Gold' }]);

    const unassigned = await graphql(
      `
        query ($id: ID!) {
          account(id: $id) {
            unassignedMembers(page: { limit: 1 }) {
              items {
                id
                name
              }
            }
          }
        }
      `,
      { id: accountId },
    );
    const member = (
      unassigned.data?.account as { unassignedMembers: { items: { id: string; name: string }[] } }
    ).unassignedMembers.items[0]!;
    const add = `mutation ($a: ID!, $m: ID!) { addAccountMember(accountId: $a, memberId: $m) {
      membership { id member { name } } ${USER_ERRORS} } }`;
    const added = await mutate<UserErrors & { membership: { member: { name: string } } }>(add, {
      a: accountId,
      m: member.id,
    });
    expect(added.membership.member.name).toBe(member.name);
    const again = await mutate<UserErrors>(add, { a: accountId, m: member.id });
    expect(again.userErrors).toEqual([expect.objectContaining({ field: ['memberId'], code: 'DUPLICATE' })]);

    const read = await graphql(
      `
        query ($id: ID!) {
          account(id: $id) {
            memberships {
              items {
                memberId
                member {
                  name
                }
              }
            }
          }
        }
      `,
      { id: accountId },
    );
    expect(read.data?.account).toEqual({
      memberships: { items: [{ memberId: member.id, member: { name: member.name } }] },
    });

    const refused = await mutate<UserErrors & { deletedId: string | null }>(
      `mutation ($id: ID!) { deleteAccount(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: parentId },
    );
    expect(refused.deletedId).toBeNull();
    expect(refused.userErrors[0]?.message).toMatch(/sub-accounts/);
  });
});

describe('realms through the gateway', () => {
  it('lists the seeded realms, manages a password profile and an OIDC profile, and adds a user', async () => {
    const realms = await graphql(`
      {
        realms(filter: { name: { like: "buyer" } }, page: { limit: 10 }) {
          items {
            id
            name
            originType
            passwordProfiles {
              items {
                name
              }
            }
            users(page: { limit: 1 }) {
              pageInfo {
                total
              }
            }
          }
        }
      }
    `);
    expect(realms.errors).toBeUndefined();
    const realm = (
      realms.data?.realms as {
        items: {
          id: string;
          name: string;
          passwordProfiles: { items: unknown[] };
          users: { pageInfo: { total: number } };
        }[];
      }
    ).items[0]!;
    expect(realm.name).toBe('Buyer Organization');
    expect(realm.passwordProfiles.items.length).toBeGreaterThan(0);
    expect(realm.users.pageInfo.total).toBeGreaterThan(10);

    const createProfile = `mutation ($r: ID!, $input: PasswordProfileCreateInput!) { createPasswordProfile(realmId: $r, input: $input) {
      passwordProfile { id realmId name } ${USER_ERRORS} } }`;
    const profile = await mutate<UserErrors & { passwordProfile: { id: string; realmId: string } }>(
      createProfile,
      {
        r: realm.id,
        input: { name: 'Staff passwords' },
      },
    );
    expect(profile.passwordProfile.realmId).toBe(realm.id);
    const duplicate = await mutate<UserErrors>(createProfile, {
      r: realm.id,
      input: { name: 'staff passwords' },
    });
    expect(duplicate.userErrors).toEqual([expect.objectContaining({ field: ['name'], code: 'DUPLICATE' })]);

    const createOidc = `mutation ($r: ID!, $input: OidcProfileCreateInput!) { createOidcProfile(realmId: $r, input: $input) {
      oidcProfile { id name clientId redirectUris discoveryUrl } ${USER_ERRORS} } }`;
    const badOidc = await mutate<UserErrors>(createOidc, {
      r: realm.id,
      input: { clientId: 'cm', redirectUris: ['not a url'] },
    });
    expect(badOidc.userErrors).toEqual([expect.objectContaining({ field: ['redirectUris'] })]);
    const oidc = await mutate<UserErrors & { oidcProfile: { id: string; redirectUris: string[] } }>(
      createOidc,
      {
        r: realm.id,
        input: {
          name: 'Okta',
          clientId: 'cm',
          clientSecret: 'shh',
          redirectUris: ['https://shop.example.com/callback'],
          discoveryUrl: 'https://idp.example.com/.well-known/openid-configuration',
        },
      },
    );
    expect(oidc.oidcProfile.redirectUris).toEqual(['https://shop.example.com/callback']);
    const removed = await mutate<UserErrors & { deletedId: string }>(
      `mutation ($r: ID!, $id: ID!) { deleteOidcProfile(realmId: $r, id: $id) { deletedId ${USER_ERRORS} } }`,
      { r: realm.id, id: oidc.oidcProfile.id },
    );
    expect(removed.deletedId).toBe(oidc.oidcProfile.id);

    const user = await mutate<UserErrors & { user: { name: string; realmId: string } }>(
      `mutation ($r: ID!) { createUserAuthenticationInfo(realmId: $r, input: { name: "Realm User", email: "realm.user@example.com", username: "realm.user" }) {
        user { name realmId } ${USER_ERRORS} } }`,
      { r: realm.id },
    );
    expect(user.user).toEqual({ name: 'Realm User', realmId: realm.id });
  });
});
