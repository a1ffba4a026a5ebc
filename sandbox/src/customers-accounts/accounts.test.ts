import { DEMO_SHOPPER_PASSWORD } from '../auth-stores/password-hashing';
import { fakeOidcAuthorizationCode } from './realm-sign-in';
import { SEEDED_REALMS } from './shopper-test-support';
import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  name?: string;
  email?: string;
  legal_name?: string;
  parent_id?: string;
  line_1?: string;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] }>;
  links: { self: string };
}

interface AccountToken {
  type: string;
  account_id: string;
  account_name: string;
  token: string;
  expires: string;
}

type One = { data: Resource };
type Many = { data: Resource[]; meta: { results: { total: number } } };
type Tokens = { data: AccountToken[]; meta: { account_member_id: string } };

const api = useTestSandbox();

const call = <T>(method: string, path: string, json?: unknown) =>
  request<T & ErrorBody>(api.sandbox, path, { method, token: api.token, json });

const accountRealm = `/v2/authentication-realms/${SEEDED_REALMS.account}`;

async function newAccount(fields: Record<string, unknown>): Promise<Resource> {
  const created = await call<One>('POST', '/v2/accounts', { data: { type: 'account', ...fields } });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** A member of the account realm who signs in as `username` / `password`. */
async function newMember(name: string, username: string, password = 'member-pass'): Promise<string> {
  const user = await call<One>('POST', `${accountRealm}/user-authentication-info`, {
    data: { type: 'user_authentication_info', name, username, email: `${username}@example.org` },
  });
  const credentials = await call(
    'POST',
    `${accountRealm}/user-authentication-info/${user.body.data.id}/user-authentication-password-profile-info`,
    {
      data: {
        type: 'user_authentication_password_profile_info',
        username,
        password,
        password_profile_id: SEEDED_REALMS.accountPasswordProfile,
      },
    },
  );
  expect(credentials.status).toBe(201);
  return user.body.data.id;
}

const addMembership = (accountId: string, memberId: string) =>
  call<One>('POST', `/v2/accounts/${accountId}/account-memberships`, {
    data: { type: 'account_membership', account_member_id: memberId },
  });

const accountTokens = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${api.sandbox.url}/v2/account-members/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: { type: 'account_management_authentication_token', ...fields } }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Tokens & ErrorBody,
  }));

describe('accounts', () => {
  it('seeds accounts with sub-accounts, tags and members', async () => {
    const accounts = await call<Many>('GET', '/v2/accounts?page[limit]=100');
    expect(accounts.body.meta.results.total).toBe(12);
    expect(accounts.body.data.filter((account) => account.parent_id !== undefined)).toHaveLength(3);
    const tags = await call<Many>('GET', '/v2/account-tags');
    expect(tags.body.meta.results.total).toBe(4);
    const members = await call<Many>('GET', '/v2/account-members');
    expect(members.body.meta.results.total).toBe(18);
  });

  it('creates sub-accounts under an existing parent only, and keeps the parent on update', async () => {
    const parent = await newAccount({
      name: 'Pawnee Parks',
      legal_name: 'City of Pawnee',
      registration_id: 'P-1',
    });
    const child = await newAccount({ name: 'Pawnee Parks – Lot 48', parent_id: parent.id });
    expect(child.parent_id).toBe(parent.id);
    const orphan = await call<ErrorBody>('POST', '/v2/accounts', {
      data: { type: 'account', name: 'Orphan', parent_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(orphan.status).toBe(422);
    expect(orphan.body.errors[0].source).toEqual({ pointer: '/data/parent_id' });
    const updated = await call<One>('PUT', `/v2/accounts/${child.id}`, {
      data: { type: 'account', name: 'Lot 48', parent_id: null, legal_name: null },
    });
    expect(updated.body.data).toMatchObject({ name: 'Lot 48', parent_id: parent.id });
    const filtered = await call<Many>(`GET`, `/v2/accounts?filter=eq(parent_id,${parent.id})`);
    expect(filtered.body.data.map((account) => account.id)).toEqual([child.id]);
    // A parent with sub-accounts stays; once they are gone it can be deleted.
    expect((await call('DELETE', `/v2/accounts/${parent.id}`)).status).toBe(409);
    expect((await call('DELETE', `/v2/accounts/${child.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v2/accounts/${parent.id}`)).status).toBe(204);
    const missingName = await call('POST', '/v2/accounts', { data: { type: 'account' } });
    expect(missingName.status).toBe(422);
  });

  it('adds and removes account tags through the relationship, and forgets deleted tags', async () => {
    const account = await newAccount({ name: 'Tagged Co' });
    const tag = await call<One>('POST', '/v2/account-tags', { data: { type: 'account_tag', name: 'VIP' } });
    expect(tag.status).toBe(201);
    expect(
      (await call('POST', '/v2/account-tags', { data: { type: 'account_tag', name: 'vip' } })).status,
    ).toBe(409);
    const second = await call<One>('POST', '/v2/account-tags', {
      data: { type: 'account_tag', name: 'Reseller' },
    });
    const relationship = `/v2/accounts/${account.id}/relationships/account-tags`;
    const added = await call<{ data: { id: string }[] }>('POST', relationship, {
      data: [
        { type: 'account_tag', id: tag.body.data.id },
        { type: 'account_tag', id: second.body.data.id },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.map((item) => item.id)).toEqual([tag.body.data.id, second.body.data.id]);
    const unknown = await call<ErrorBody>('POST', relationship, {
      data: [{ type: 'account_tag', id: 'nope' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/0/id' });

    expect(
      (await call('DELETE', relationship, { data: [{ type: 'account_tag', id: tag.body.data.id }] })).status,
    ).toBe(204);
    const read = await call<One>('GET', `/v2/accounts/${account.id}`);
    expect(read.body.data.relationships?.account_tags.data).toEqual([
      { type: 'account_tag', id: second.body.data.id },
    ]);
    expect((await call('DELETE', `/v2/account-tags/${second.body.data.id}`)).status).toBe(204);
    const afterDelete = await call<One>('GET', `/v2/accounts/${account.id}`);
    expect(afterDelete.body.data.relationships?.account_tags.data).toEqual([]);
    expect((await call('POST', '/v2/accounts/nope/relationships/account-tags', { data: [] })).status).toBe(
      404,
    );
  });
});

describe('account memberships', () => {
  it('adds members once per account, lists them, and reports the unassigned ones', async () => {
    const account = await newAccount({ name: 'Membership Co' });
    const member = await newMember('Ann Perkins', 'ann.perkins');
    const base = `/v2/accounts/${account.id}/account-memberships`;

    const unassignedBefore = await call<Many>('GET', `${base}/unassigned-account-members?page[limit]=100`);
    expect(unassignedBefore.body.data.map((item) => item.id)).toContain(member);

    const created = await addMembership(account.id, member);
    expect(created.status).toBe(201);
    expect(created.body.data.relationships?.account_member.data).toEqual({
      type: 'account_member',
      id: member,
    });
    expect(created.body.data.links.self).toBe(`${base}/${created.body.data.id}`);
    expect((await addMembership(account.id, member)).status).toBe(409);
    expect((await addMembership(account.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await addMembership('00000000-0000-4000-8000-000000000000', member)).status).toBe(404);

    const list = await call<Many>('GET', base);
    expect(list.body.data.map((item) => item.id)).toEqual([created.body.data.id]);
    const one = await call<One>('GET', `${base}/${created.body.data.id}`);
    expect(one.status).toBe(200);
    const unassignedAfter = await call<Many>('GET', `${base}/unassigned-account-members?page[limit]=100`);
    expect(unassignedAfter.body.data.map((item) => item.id)).not.toContain(member);
    const byName = await call<Many>('GET', `${base}/unassigned-account-members?filter=like(name,*Perkins*)`);
    expect(byName.body.data).toEqual([]);

    const ofMember = await call<Many>('GET', `/v2/account-members/${member}/account-memberships`);
    expect(ofMember.body.data.map((item) => item.relationships?.account.data)).toEqual([
      { type: 'account', id: account.id },
    ]);
    const memberDoc = await call<One>('GET', `/v2/account-members/${member}`);
    expect(memberDoc.body.data).toMatchObject({
      type: 'account_member',
      name: 'Ann Perkins',
      email: 'ann.perkins@example.org',
    });

    // A membership is only reachable through its own account.
    const otherAccount = await newAccount({ name: 'Elsewhere' });
    expect(
      (await call('GET', `/v2/accounts/${otherAccount.id}/account-memberships/${created.body.data.id}`))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `${base}/${created.body.data.id}`)).status).toBe(204);
    expect((await call<Many>('GET', base)).body.data).toEqual([]);
  });

  it('drops memberships when the account is deleted', async () => {
    const account = await newAccount({ name: 'Short-lived Co' });
    const member = await newMember('Craig Middlebrooks', 'craig.m');
    await addMembership(account.id, member);
    expect(
      (await call<Many>('GET', `/v2/account-members/${member}/account-memberships`)).body.data,
    ).toHaveLength(1);
    expect((await call('DELETE', `/v2/accounts/${account.id}`)).status).toBe(204);
    expect((await call<Many>('GET', `/v2/account-members/${member}/account-memberships`)).body.data).toEqual(
      [],
    );
  });

  it('drops memberships when the member is deleted from the realm', async () => {
    const account = await newAccount({ name: 'Cascade Co' });
    const member = await newMember('Temp Worker', 'temp.worker');
    await addMembership(account.id, member);
    expect((await call('DELETE', `${accountRealm}/user-authentication-info/${member}`)).status).toBe(204);
    expect((await call<Many>('GET', `/v2/accounts/${account.id}/account-memberships`)).body.data).toEqual([]);
    expect((await call('GET', `/v2/account-members/${member}`)).status).toBe(404);
  });
});

describe('account management authentication tokens', () => {
  it('issues one token per account of the member for the right password, 401 otherwise', async () => {
    const first = await newAccount({ name: 'Token Co' });
    const second = await newAccount({ name: 'Token Branch' });
    const member = await newMember('Tom Haverford', 'tom.h', 'treat-yo-self');
    await addMembership(first.id, member);
    await addMembership(second.id, member);
    const password = (value: string) =>
      accountTokens({
        authentication_mechanism: 'password',
        password_profile_id: SEEDED_REALMS.accountPasswordProfile,
        username: 'tom.h',
        password: value,
      });
    const issued = await password('treat-yo-self');
    expect(issued.status).toBe(201);
    expect(issued.body.meta.account_member_id).toBe(member);
    expect(issued.body.data.map((item) => [item.account_id, item.account_name]).sort()).toEqual(
      [
        [first.id, 'Token Co'],
        [second.id, 'Token Branch'],
      ].sort(),
    );
    expect(issued.body.data[0].expires).toBe(new Date(api.sandbox.clock.now() + 86_400_000).toISOString());
    expect((await password('wrong')).status).toBe(401);

    // The account token opens that account's addresses, and no other account's.
    const own = issued.body.data.find((item) => item.account_id === first.id)?.token ?? '';
    const addresses = (accountId: string, header: string) =>
      fetch(`${api.sandbox.url}/v2/accounts/${accountId}/addresses`, {
        headers: {
          authorization: `Bearer ${api.token}`,
          'EP-Account-Management-Authentication-Token': header,
        },
      }).then((response) => response.status);
    expect(await addresses(first.id, own)).toBe(200);
    expect(await addresses(second.id, own)).toBe(403);
    expect(await addresses(first.id, 'not-a-token')).toBe(401);

    // Switching: a valid account token lists the member's accounts again.
    const switched = await accountTokens(
      { authentication_mechanism: 'account_management_authentication_token' },
      { 'EP-Account-Management-Authentication-Token': own },
    );
    expect(switched.status).toBe(201);
    expect(switched.body.data).toHaveLength(2);
    api.sandbox.clock.advance(86_400_000 + 1);
    // The admin token expired too; a fresh one shows the account token is what was refused.
    await api.renewToken();
    expect(await addresses(first.id, own)).toBe(401);
  });

  it('signs seeded members in with the demo password', async () => {
    const members = await call<Many>('GET', '/v2/account-members?filter=eq(name,Hannah Berg)');
    const issued = await accountTokens({
      authentication_mechanism: 'password',
      password_profile_id: SEEDED_REALMS.accountPasswordProfile,
      username: members.body.data[0].email,
      password: DEMO_SHOPPER_PASSWORD,
    });
    expect(issued.status).toBe(201);
    expect(issued.body.data.length).toBeGreaterThan(0);
  });

  it('signs up a new member, and refuses a taken username', async () => {
    const signup = {
      authentication_mechanism: 'self_signup',
      password_profile_id: SEEDED_REALMS.accountPasswordProfile,
      username: 'andy.dwyer',
      password: 'mouse-rat',
      name: 'Andy Dwyer',
      email: 'andy@example.org',
    };
    const created = await accountTokens(signup);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual([]);
    const member = await call<One>('GET', `/v2/account-members/${created.body.meta.account_member_id}`);
    expect(member.body.data).toMatchObject({ name: 'Andy Dwyer', email: 'andy@example.org' });
    expect((await accountTokens(signup)).status).toBe(409);
  });

  it('signs in with a one-time password exactly once', async () => {
    const account = await newAccount({ name: 'OTP Co' });
    const member = await newMember('April Ludgate', 'april.l');
    await addMembership(account.id, member);
    const requested = await call(
      'POST',
      `${accountRealm}/password-profiles/${SEEDED_REALMS.accountPasswordProfile}/one-time-password-token-request`,
      {
        data: {
          type: 'one_time_password_token_request',
          username: 'april.l',
          purpose: 'passwordless_authentication',
        },
      },
    );
    expect(requested.status).toBe(202);
    const mail = await request<{ data: { body: string }[] }>(
      api.sandbox,
      '/sandbox/mail?to=april.l@example.org',
    );
    const code = /\b(\d{6})\b/.exec(mail.body.data[0].body)?.[1] ?? '';
    const passwordless = () =>
      accountTokens({
        authentication_mechanism: 'passwordless',
        password_profile_id: SEEDED_REALMS.accountPasswordProfile,
        username: 'april.l',
        one_time_password_token: code,
      });
    const issued = await passwordless();
    expect(issued.status).toBe(201);
    expect(issued.body.data.map((item) => item.account_id)).toEqual([account.id]);
    expect((await passwordless()).status).toBe(401);
  });

  it('accepts an OIDC code of an account realm profile and rejects unknown mechanisms', async () => {
    const profile = await call<One>('POST', `${accountRealm}/openid-connect-profiles`, {
      data: {
        type: 'openid_connect_profile',
        client_id: 'buyers',
        redirect_uris: ['https://b2b.example.com/cb'],
      },
    });
    const oidc = await accountTokens({
      authentication_mechanism: 'oidc',
      oauth_authorization_code: fakeOidcAuthorizationCode(profile.body.data.id, 'ben@example.org'),
      oauth_redirect_uri: 'https://b2b.example.com/cb',
      oauth_code_verifier: 'x'.repeat(64),
    });
    expect(oidc.status).toBe(201);
    const member = await call<One>('GET', `/v2/account-members/${oidc.body.meta.account_member_id}`);
    expect(member.body.data.email).toBe('ben@example.org');
    expect((await accountTokens({ authentication_mechanism: 'magic' })).status).toBe(422);
  });
});

describe('account addresses and store isolation', () => {
  it('nests addresses under their account and hides accounts from other stores', async () => {
    const account = await newAccount({ name: 'Address Co' });
    const base = `/v2/accounts/${account.id}/addresses`;
    const created = await call<One>('POST', base, {
      data: {
        type: 'address',
        first_name: 'A',
        last_name: 'B',
        line_1: '1 Road',
        postcode: '123',
        country: 'US',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.links.self).toBe(`${base}/${created.body.data.id}`);
    const other = await newAccount({ name: 'Other Address Co' });
    expect((await call('GET', `/v2/accounts/${other.id}/addresses/${created.body.data.id}`)).status).toBe(
      404,
    );
    expect((await call('GET', '/v2/accounts/nope/addresses')).status).toBe(404);

    const store = await otherStore(api.sandbox);
    expect((await store.call('GET', `/v2/accounts/${account.id}`)).status).toBe(404);
    expect((await store.call('GET', `${base}/${created.body.data.id}`)).status).toBe(404);
    expect((await store.call<Many>('GET', '/v2/accounts')).body.data).toEqual([]);
    expect((await store.call<Many>('GET', '/v2/account-members')).body.data).toEqual([]);
  });
});
