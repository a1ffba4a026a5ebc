/**
 * Realms through the gateway against a real sandbox, both in this process on random ports: a new
 * realm, profiles by id on the spec's paths, a user with password profile credentials and a
 * one-time password (read back from the sandbox's mail catcher), and the merchant realm mapping.
 */
import { startLive, type Live } from './live';

let live: Live;
let token: string;

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  live.graphql(query, variables, token);

/** Runs an operation and returns its first root field (GraphQL errors fail the test). */
async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as T;
}

const USER_ERRORS = 'userErrors { field message code }';

interface UserErrors {
  userErrors: { field: string[] | null; message: string; code: string | null }[];
}

beforeAll(async () => {
  live = await startLive({ sandbox: { rateLimit: true } });
  token = await live.signIn();
});

afterAll(() => live.close());

describe('realms against the sandbox', () => {
  it('creates a realm, refusing a blank name at the field', async () => {
    const create = `mutation ($name: String!) { createRealm(input: { name: $name }) { realm { id name } ${USER_ERRORS} } }`;
    const blank = await run<UserErrors>(create, { name: '' });
    expect(blank.userErrors).toEqual([expect.objectContaining({ field: ['name'], code: 'INVALID' })]);
    const created = await run<UserErrors & { realm: { id: string; name: string } }>(create, {
      name: 'Partners',
    });
    expect(created.userErrors).toEqual([]);
    const read = await run<{ name: string } | null>(`query ($id: ID!) { realm(id: $id) { name } }`, {
      id: created.realm.id,
    });
    expect(read).toEqual({ name: 'Partners' });
  });

  it('gives a user credentials, changes them, asks for a one-time password and deletes them', async () => {
    const realm = await run<{ items: { id: string; passwordProfiles: { items: { id: string }[] } }[] }>(
      `{ realms(filter: { name: { eq: "Buyer Organization" } }) { items { id passwordProfiles { items { id } } } } }`,
    );
    const realmId = realm.items[0]!.id;
    const profileId = realm.items[0]!.passwordProfiles.items[0]!.id;
    const oidc = await run<{ oidcProfile: { id: string } }>(
      `mutation ($r: ID!) { createOidcProfile(realmId: $r, input: { name: "Okta", clientId: "cm", redirectUris: ["https://a.example.com/cb"] }) { oidcProfile { id } ${USER_ERRORS} } }`,
      { r: realmId },
    );
    const byId = await run<{ passwordProfile: { id: string } | null; oidcProfile: { name: string } | null }>(
      `query ($r: ID!, $p: ID!, $o: ID!) { realm(id: $r) { passwordProfile(id: $p) { id } oidcProfile(id: $o) { name } } }`,
      { r: realmId, p: profileId, o: oidc.oidcProfile.id },
    );
    expect(byId).toEqual({ passwordProfile: { id: profileId }, oidcProfile: { name: 'Okta' } });

    const user = await run<{ user: { id: string } }>(
      `mutation ($r: ID!) { createUserAuthenticationInfo(realmId: $r, input: { name: "Otto Peck", email: "otto@example.org", username: "otto.peck" }) { user { id } ${USER_ERRORS} } }`,
      { r: realmId },
    );
    const userId = user.user.id;
    const renamed = await run<UserErrors & { user: { name: string; username: string } }>(
      `mutation ($r: ID!, $u: ID!) { updateUserAuthenticationInfo(realmId: $r, id: $u, input: { name: "Otto P.", username: "otto" }) { user { name username } ${USER_ERRORS} } }`,
      { r: realmId, u: userId },
    );
    expect(renamed).toEqual({ user: { name: 'Otto P.', username: 'otto' }, userErrors: [] });
    const badEmail = await run<UserErrors>(
      `mutation ($r: ID!, $u: ID!) { updateUserAuthenticationInfo(realmId: $r, id: $u, input: { email: "not an email" }) { user { id } ${USER_ERRORS} } }`,
      { r: realmId, u: userId },
    );
    expect(badEmail.userErrors).toEqual([expect.objectContaining({ field: ['email'], code: 'INVALID' })]);

    const createInfo = `mutation ($r: ID!, $u: ID!, $input: PasswordProfileInfoCreateInput!) {
      createPasswordProfileInfo(realmId: $r, userId: $u, input: $input) { passwordProfileInfo { id username passwordProfileId } ${USER_ERRORS} } }`;
    const wrongProfile = await run<UserErrors>(createInfo, {
      r: realmId,
      u: userId,
      input: { passwordProfileId: 'no-such-profile', username: 'otto', password: 'Secret-123' },
    });
    expect(wrongProfile.userErrors).toEqual([expect.objectContaining({ field: ['passwordProfileId'] })]);
    const info = await run<UserErrors & { passwordProfileInfo: { id: string } }>(createInfo, {
      r: realmId,
      u: userId,
      input: { passwordProfileId: profileId, username: 'otto', password: 'Secret-123' },
    });
    expect(info.userErrors).toEqual([]);
    const infoId = info.passwordProfileInfo.id;
    const updated = await run<UserErrors & { passwordProfileInfo: { username: string } }>(
      `mutation ($r: ID!, $u: ID!, $id: ID!) { updatePasswordProfileInfo(realmId: $r, userId: $u, id: $id, input: { username: "otto.p", password: "Secret-456" }) {
        passwordProfileInfo { username } ${USER_ERRORS} } }`,
      { r: realmId, u: userId, id: infoId },
    );
    expect(updated).toEqual({ passwordProfileInfo: { username: 'otto.p' }, userErrors: [] });
    const read = await run<{
      user: { passwordProfileInfos: { items: { id: string }[] }; passwordProfileInfo: { username: string } };
    }>(
      `query ($r: ID!, $u: ID!, $id: ID!) { realm(id: $r) { user(id: $u) { passwordProfileInfos { items { id } } passwordProfileInfo(id: $id) { username } } } }`,
      { r: realmId, u: userId, id: infoId },
    );
    expect(read.user).toEqual({
      passwordProfileInfos: { items: [{ id: infoId }] },
      passwordProfileInfo: { username: 'otto.p' },
    });

    const otp = await run<UserErrors & { accepted: boolean }>(
      `mutation ($r: ID!, $p: ID!) { requestOneTimePassword(realmId: $r, passwordProfileId: $p, input: { username: "otto.p", purpose: RESET_PASSWORD }) { accepted ${USER_ERRORS} } }`,
      { r: realmId, p: profileId },
    );
    expect(otp).toEqual({ accepted: true, userErrors: [] });
    const mail = (await (await fetch(`${live.sandbox.url}/sandbox/mail?to=otto@example.org`)).json()) as {
      data: { body: string }[];
    };
    expect(mail.data).toHaveLength(1);
    expect(mail.data[0]!.body).toMatch(/\b\d{6}\b.*reset_password/);

    const deleted = await run<UserErrors & { deletedId: string }>(
      `mutation ($r: ID!, $u: ID!, $id: ID!) { deletePasswordProfileInfo(realmId: $r, userId: $u, id: $id) { deletedId ${USER_ERRORS} } }`,
      { r: realmId, u: userId, id: infoId },
    );
    expect(deleted).toEqual({ deletedId: infoId, userErrors: [] });
    const gone = await run<UserErrors & { deletedId: string }>(
      `mutation ($r: ID!, $u: ID!) { deleteUserAuthenticationInfo(realmId: $r, id: $u) { deletedId ${USER_ERRORS} } }`,
      { r: realmId, u: userId },
    );
    expect(gone).toEqual({ deletedId: userId, userErrors: [] });
    expect(
      await run(`query ($r: ID!, $u: ID!) { realm(id: $r) { user(id: $u) { id } } }`, {
        r: realmId,
        u: userId,
      }),
    ).toEqual({
      user: null,
    });
  });

  it('reads the merchant realm mapping and changes its prefix, refusing a bad one at the field', async () => {
    const [mapping] = await run<{ id: string; prefix: string; realmId: string }[]>(
      `{ merchantRealmMappings { id prefix realmId } }`,
    );
    expect(mapping).toEqual(expect.objectContaining({ prefix: expect.stringMatching(/^store-/) }));
    const byId = await run<{ id: string }>(`query ($id: ID!) { merchantRealmMapping(id: $id) { id } }`, {
      id: mapping!.id,
    });
    expect(byId).toEqual({ id: mapping!.id });
    const update = `mutation ($id: ID!, $prefix: String!) { updateMerchantRealmMapping(id: $id, input: { prefix: $prefix }) {
      merchantRealmMapping { prefix } ${USER_ERRORS} } }`;
    const bad = await run<UserErrors>(update, { id: mapping!.id, prefix: 'no spaces' });
    expect(bad.userErrors).toEqual([expect.objectContaining({ field: ['prefix'], code: 'INVALID' })]);
    const good = await run<UserErrors & { merchantRealmMapping: { prefix: string } }>(update, {
      id: mapping!.id,
      prefix: 'acme-sellers',
    });
    expect(good).toEqual({ merchantRealmMapping: { prefix: 'acme-sellers' }, userErrors: [] });
  });
});
