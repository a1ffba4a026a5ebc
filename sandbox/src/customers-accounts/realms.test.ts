import { SEEDED_REALMS } from './shopper-test-support';
import { otherStore, request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Resource {
  id: string;
  type: string;
  name?: string;
  origin_type?: string;
  username?: string;
  email?: string;
  client_id?: string;
  client_secret?: string;
  redirect_uris?: string[];
  password?: string;
  password_hash?: string;
  password_profile_id?: string;
  prefix?: string;
  realm_id?: string;
  store_id?: string;
  links: { self: string };
}

const api = useTestSandbox();

const call = <T>(method: string, path: string, json?: unknown) =>
  request<T & ErrorBody>(api.sandbox, path, { method, token: api.token, json });
type One = { data: Resource };
type Many = { data: Resource[] };

const REALMS = '/v2/authentication-realms';
const accountRealm = `${REALMS}/${SEEDED_REALMS.account}`;

async function newUser(fields: Record<string, unknown>): Promise<Resource> {
  const created = await call<One>('POST', `${accountRealm}/user-authentication-info`, {
    data: { type: 'user_authentication_info', ...fields },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function newCredentials(userId: string, username: string, password = 'pa$$word') {
  return call<One>(
    'POST',
    `${accountRealm}/user-authentication-info/${userId}/user-authentication-password-profile-info`,
    {
      data: {
        type: 'user_authentication_password_profile_info',
        username,
        password,
        password_profile_id: SEEDED_REALMS.accountPasswordProfile,
      },
    },
  );
}

describe('authentication realms', () => {
  it('seeds a customer realm and a Buyer Organization account realm, and renames them', async () => {
    const list = await call<Many>('GET', REALMS);
    expect(list.status).toBe(200);
    expect(list.body.data.map((realm) => [realm.name, realm.origin_type])).toEqual(
      expect.arrayContaining([
        ['Customer Realm', 'customer-authentication-settings'],
        ['Buyer Organization', 'account-authentication-settings'],
      ]),
    );
    const renamed = await call<One>('PUT', accountRealm, {
      data: { type: 'authentication_realm', name: 'Buyers' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Buyers',
      origin_type: 'account-authentication-settings',
    });
    expect((await call('GET', `${REALMS}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('is the realm the account authentication settings point at', async () => {
    const settings = await call<{
      data: { relationships: { authentication_realm: { data: { id: string } } } };
    }>('GET', '/v2/settings/account-authentication');
    const realmId = settings.body.data.relationships.authentication_realm.data.id;
    const realm = await call<One>('GET', `${REALMS}/${realmId}`);
    expect(realm.status).toBe(200);
    expect(realm.body.data.origin_type).toBe('account-authentication-settings');
  });

  it('gives a new store its own default realms', async () => {
    const other = await otherStore(api.sandbox);
    const list = await other.call<Many>('GET', REALMS);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.map((realm) => realm.id)).not.toContain(SEEDED_REALMS.account);
    expect((await other.call('GET', accountRealm)).status).toBe(404);
    expect((await other.call('GET', `${accountRealm}/password-profiles`)).status).toBe(404);
  });
});

describe('realm profiles', () => {
  it('creates, reads, updates and deletes OIDC profiles without rendering the client secret', async () => {
    const base = `${accountRealm}/openid-connect-profiles`;
    const created = await call<One>('POST', base, {
      data: {
        type: 'openid_connect_profile',
        name: 'Okta',
        client_id: 'okta-client',
        client_secret: 'top-secret',
        redirect_uris: ['https://shop.example.com/callback'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      client_id: 'okta-client',
      redirect_uris: ['https://shop.example.com/callback'],
    });
    expect(created.body.data.client_secret).toBeUndefined();
    expect(created.body.data.links.self).toBe(`${base}/${created.body.data.id}`);
    // The spec's shorter path reaches the same profiles.
    const alias = await call<One>('GET', `${accountRealm}/oidc-profiles/${created.body.data.id}`);
    expect(alias.body.data.client_id).toBe('okta-client');

    const invalid = await call('POST', base, {
      data: { type: 'openid_connect_profile', redirect_uris: ['nope'] },
    });
    expect(invalid.status).toBe(422);
    expect((invalid.body as ErrorBody).errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/client_id',
      '/data/redirect_uris',
    ]);
    const updated = await call<One>('PUT', `${base}/${created.body.data.id}`, {
      data: { type: 'openid_connect_profile', client_id: 'okta-2' },
    });
    expect(updated.body.data).toMatchObject({
      client_id: 'okta-2',
      redirect_uris: ['https://shop.example.com/callback'],
    });
    expect((await call('DELETE', `${base}/${created.body.data.id}`)).status).toBe(204);
    expect((await call('GET', `${base}/${created.body.data.id}`)).status).toBe(404);
    // A profile belongs to its realm only.
    expect(
      (
        await call(
          'GET',
          `${REALMS}/${SEEDED_REALMS.customer}/openid-connect-profiles/${created.body.data.id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('creates password profiles with unique names per realm and deletes them with their credentials', async () => {
    const base = `${accountRealm}/password-profiles`;
    const created = await call<One>('POST', base, {
      data: { type: 'password_profile', name: 'Staff login' },
    });
    expect(created.status).toBe(201);
    const duplicate = await call('POST', base, { data: { type: 'password_profile', name: 'STAFF LOGIN' } });
    expect(duplicate.status).toBe(409);
    const elsewhere = await call('POST', `${REALMS}/${SEEDED_REALMS.customer}/password-profiles`, {
      data: { type: 'password_profile', name: 'Staff login' },
    });
    expect(elsewhere.status).toBe(201);

    const user = await newUser({ name: 'Pat Doe', email: 'pat@example.org', username: 'pat' });
    const infoPath = `${accountRealm}/user-authentication-info/${user.id}/user-authentication-password-profile-info`;
    const info = await call<One>('POST', infoPath, {
      data: {
        type: 'user_authentication_password_profile_info',
        username: 'pat',
        password: 'secret-1',
        password_profile_id: created.body.data.id,
      },
    });
    expect(info.status).toBe(201);
    expect((await call('DELETE', `${base}/${created.body.data.id}`)).status).toBe(204);
    expect((await call('GET', `${infoPath}/${info.body.data.id}`)).status).toBe(404);
  });
});

describe('user authentication info and password profile info', () => {
  it('keeps passwords write-only, usernames unique per profile, and credentials inside their realm', async () => {
    const user = await newUser({ name: 'Ron Swanson', email: 'ron@swanson.com', username: 'ron' });
    const created = await newCredentials(user.id, 'ron.swanson', 'bacon-and-eggs');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'user_authentication_password_profile_info',
      username: 'ron.swanson',
      password_profile_id: SEEDED_REALMS.accountPasswordProfile,
    });
    expect(JSON.stringify(created.body)).not.toContain('bacon');

    const another = await newUser({ name: 'Other Ron', email: 'other@swanson.com', username: 'other.ron' });
    expect((await newCredentials(another.id, 'RON.SWANSON')).status).toBe(409);

    const missingPassword = await call(
      'POST',
      `${accountRealm}/user-authentication-info/${user.id}/user-authentication-password-profile-info`,
      {
        data: {
          type: 'user_authentication_password_profile_info',
          username: 'x',
          password_profile_id: SEEDED_REALMS.accountPasswordProfile,
        },
      },
    );
    expect(missingPassword.status).toBe(422);
    const foreignProfile = await call<ErrorBody>(
      'POST',
      `${accountRealm}/user-authentication-info/${user.id}/user-authentication-password-profile-info`,
      {
        data: {
          type: 'user_authentication_password_profile_info',
          username: 'y',
          password: 'p',
          password_profile_id: 'nope',
        },
      },
    );
    expect(foreignProfile.status).toBe(422);
    expect(foreignProfile.body.errors[0].source).toEqual({ pointer: '/data/password_profile_id' });

    const wrongRealm = `${REALMS}/${SEEDED_REALMS.customer}/user-authentication-info/${user.id}/user-authentication-password-profile-info`;
    expect((await call('GET', wrongRealm)).status).toBe(404);

    const renamed = await call<One>(
      'PUT',
      `${accountRealm}/user-authentication-info/${user.id}/user-authentication-password-profile-info/${created.body.data.id}`,
      {
        data: { type: 'user_authentication_password_profile_info', username: 'ron' },
      },
    );
    expect(renamed.body.data.username).toBe('ron');

    const users = await call<Many>(
      'GET',
      `${accountRealm}/user-authentication-info?filter=eq(email,ron@swanson.com)`,
    );
    expect(users.body.data.map((item) => item.id)).toEqual([user.id]);
    expect((await call('DELETE', `${accountRealm}/user-authentication-info/${user.id}`)).status).toBe(204);
    expect((await call('GET', `${accountRealm}/user-authentication-info/${user.id}`)).status).toBe(404);
  });

  it('requires a username in every POST and PUT of user authentication info, as the document does', async () => {
    const invalid = await call<ErrorBody>('POST', `${accountRealm}/user-authentication-info`, {
      data: { type: 'user_authentication_info', name: 'No Username', email: 'bad' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/email',
      '/data/username',
    ]);
    const user = await newUser({ name: 'Ann', username: 'ann.u' });
    const path = `${accountRealm}/user-authentication-info/${user.id}`;
    const withoutUsername = await call<ErrorBody>('PUT', path, {
      data: { id: user.id, type: 'user_authentication_info', name: 'Anne' },
    });
    expect(withoutUsername.status).toBe(422);
    expect(withoutUsername.body.errors.map((error) => error.source?.pointer)).toEqual(['/data/username']);
    const renamed = await call<One>('PUT', path, {
      data: { id: user.id, type: 'user_authentication_info', name: 'Anne', username: 'ann.u' },
    });
    expect(renamed.status).toBe(200);
  });
});

describe('one-time password token request', () => {
  it('answers 202 and mails a code to a known user, and nothing to an unknown one', async () => {
    const user = await newUser({ name: 'Leslie Knope', email: 'leslie.otp@example.org', username: 'leslie' });
    expect((await newCredentials(user.id, 'leslie')).status).toBe(201);
    const path = `${accountRealm}/password-profiles/${SEEDED_REALMS.accountPasswordProfile}/one-time-password-token-request`;
    const requested = await call('POST', path, {
      data: {
        type: 'one_time_password_token_request',
        username: 'leslie',
        purpose: 'passwordless_authentication',
      },
    });
    expect(requested.status).toBe(202);
    const mail = await request<{ data: { to: string; body: string }[] }>(
      api.sandbox,
      '/sandbox/mail?to=leslie.otp@example.org',
    );
    expect(mail.body.data).toHaveLength(1);
    expect(mail.body.data[0].body).toMatch(/\b\d{6}\b/);

    const unknown = await call('POST', path, {
      data: { type: 'one_time_password_token_request', username: 'nobody', purpose: 'reset_password' },
    });
    expect(unknown.status).toBe(202);
    const invalid = await call<ErrorBody>('POST', path, {
      data: { type: 'one_time_password_token_request', username: 'leslie', purpose: 'fun' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].source).toEqual({ pointer: '/data/purpose' });
    expect(
      (await call('POST', `${accountRealm}/password-profiles/nope/one-time-password-token-request`, {}))
        .status,
    ).toBe(404);
  });
});

describe('merchant realm mappings', () => {
  it('gives each store one mapping whose prefix is unique across stores', async () => {
    const mapping = await call<One>('GET', '/v2/merchant-realm-mappings');
    expect(mapping.status).toBe(200);
    expect(mapping.body.data).toMatchObject({ type: 'merchant-realm-mappings' });
    const byId = await call<One>('GET', `/v2/merchant-realm-mappings/${mapping.body.data.id}`);
    expect(byId.body.data).toEqual(mapping.body.data);
    const updated = await call<One>('PUT', `/v2/merchant-realm-mappings/${mapping.body.data.id}`, {
      data: { type: 'merchant-realm-mappings', prefix: 'acme' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.prefix).toBe('acme');
    const invalid = await call('PUT', `/v2/merchant-realm-mappings/${mapping.body.data.id}`, {
      data: { type: 'merchant-realm-mappings', prefix: 'no spaces' },
    });
    expect(invalid.status).toBe(422);

    const other = await otherStore(api.sandbox);
    const theirs = await other.call<One>('GET', '/v2/merchant-realm-mappings');
    expect(theirs.body.data.id).not.toBe(mapping.body.data.id);
    expect(theirs.body.data.store_id).toBe(other.id);
    expect((await other.call('GET', `/v2/merchant-realm-mappings/${mapping.body.data.id}`)).status).toBe(404);
    const taken = await other.call('PUT', `/v2/merchant-realm-mappings/${theirs.body.data.id}`, {
      data: { type: 'merchant-realm-mappings', prefix: 'ACME' },
    });
    expect(taken.status).toBe(409);
  });
});
