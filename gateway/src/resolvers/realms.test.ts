import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const REALMS = `${PROVIDER}/v2/authentication-realms`;

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: data.length } },
  });

describe('realms', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('filters realms by name and reads nested profiles and users with the realm id added', async () => {
    const filters: Record<string, string | null> = {};
    provider.use(
      http.get(REALMS, ({ request }) => {
        filters.realms = new URL(request.url).searchParams.get('filter');
        return list([
          { id: 'r-1', type: 'authentication_realm', name: 'Buyer Organization', origin_type: 'account' },
        ]);
      }),
      http.get(`${REALMS}/r-1/password-profiles`, () =>
        list([{ id: 'pp-1', type: 'password_profile', name: 'Username and password' }]),
      ),
      http.get(`${REALMS}/r-1/oidc-profiles`, () =>
        list([
          {
            id: 'op-1',
            type: 'openid_connect_profile',
            name: 'Okta',
            client_id: 'cm',
            redirect_uris: ['https://a.test/cb'],
          },
        ]),
      ),
      http.get(`${REALMS}/r-1/user-authentication-info`, ({ request }) => {
        filters.users = new URL(request.url).searchParams.get('filter');
        return list([
          { id: 'u-1', type: 'user_authentication_info', name: 'Hannah', email: 'h@example.com' },
        ]);
      }),
    );
    const result =
      await gateway.execute(`{ realms(filter: { name: { like: "buyer" } }, page: { limit: 10 }) { items { name originType
      passwordProfiles { items { id realmId name description } }
      oidcProfiles { items { realmId clientId redirectUris discoveryUrl } }
      users(filter: { email: { eq: "h@example.com" } }) { items { realmId name email username } } } } }`);
    expect(result.errors).toBeUndefined();
    expect(filters).toEqual({ realms: 'like(name,*buyer*)', users: 'eq(email,h@example.com)' });
    expect(result.data?.realms).toEqual({
      items: [
        {
          name: 'Buyer Organization',
          originType: 'account',
          passwordProfiles: {
            items: [{ id: 'pp-1', realmId: 'r-1', name: 'Username and password', description: null }],
          },
          oidcProfiles: {
            items: [
              { realmId: 'r-1', clientId: 'cm', redirectUris: ['https://a.test/cb'], discoveryUrl: null },
            ],
          },
          users: { items: [{ realmId: 'r-1', name: 'Hannah', email: 'h@example.com', username: null }] },
        },
      ],
    });
  });

  it('sends an OIDC profile with a typed secret only, and maps 422 pointers to fields', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.put(`${REALMS}/r-1/oidc-profiles/op-1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            errors: [
              {
                status: 422,
                title: 'Unprocessable',
                detail: 'redirect_uris must be a list of absolute URLs',
                source: { pointer: '/data/redirect_uris' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation { updateOidcProfile(realmId: "r-1", id: "op-1", input: { clientId: "cm-2", clientSecret: "", redirectUris: ["x"] }) {
        oidcProfile { id } ${USER_ERRORS} } }`,
    );
    expect(bodies).toEqual([
      { data: { id: 'op-1', type: 'openid_connect_profile', client_id: 'cm-2', redirect_uris: ['x'] } },
    ]);
    expect(result.data?.updateOidcProfile).toEqual({
      oidcProfile: null,
      userErrors: [
        {
          field: ['redirectUris'],
          message: 'redirect_uris must be a list of absolute URLs',
          code: 'INVALID',
        },
      ],
    });
  });

  it('creates a realm and names the field the provider refused', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(REALMS, async ({ request }) => {
        const body = (await request.json()) as { data: { name: string } };
        bodies.push(body);
        if (body.data.name === '')
          return HttpResponse.json(
            {
              errors: [
                {
                  status: 422,
                  title: 'Invalid',
                  detail: 'name is required',
                  source: { pointer: '/data/name' },
                },
              ],
            },
            { status: 422 },
          );
        return HttpResponse.json(
          { data: { id: 'r-9', type: 'authentication_realm', name: body.data.name } },
          { status: 201 },
        );
      }),
    );
    const created = await gateway.execute(
      `mutation { createRealm(input: { name: "Partners" }) { realm { id name } ${USER_ERRORS} } }`,
    );
    const refused = await gateway.execute(
      `mutation { createRealm(input: { name: "" }) { realm { id } ${USER_ERRORS} } }`,
    );
    expect(bodies).toEqual([
      { data: { type: 'authentication_realm', name: 'Partners' } },
      { data: { type: 'authentication_realm', name: '' } },
    ]);
    expect(created.data?.createRealm).toEqual({ realm: { id: 'r-9', name: 'Partners' }, userErrors: [] });
    expect(refused.data?.createRealm).toEqual({
      realm: null,
      userErrors: [{ field: ['name'], message: 'name is required', code: 'INVALID' }],
    });
  });

  it('reads profiles, a user and their credentials by id on the spec paths; unknown ids read as null', async () => {
    const seen: string[] = [];
    const notFound = () =>
      HttpResponse.json({ errors: [{ status: 404, title: 'Not Found', detail: 'none' }] }, { status: 404 });
    const one = (data: Record<string, unknown>) => HttpResponse.json({ data });
    provider.use(
      http.get(`${REALMS}/r-1`, () => one({ id: 'r-1', type: 'authentication_realm', name: 'Buyers' })),
      http.get(`${REALMS}/r-1/password-profiles/:id`, ({ params }) => {
        seen.push(`password-profiles/${String(params.id)}`);
        return params.id === 'pp-1'
          ? one({ id: 'pp-1', type: 'password_profile', name: 'Staff' })
          : notFound();
      }),
      http.get(`${REALMS}/r-1/oidc-profiles/:id`, ({ params }) => {
        seen.push(`oidc-profiles/${String(params.id)}`);
        return one({
          id: 'op-1',
          type: 'openid_connect_profile',
          name: 'Okta',
          client_id: 'c',
          redirect_uris: [],
        });
      }),
      http.get(`${REALMS}/r-1/user-authentication-info/u-1`, () =>
        one({ id: 'u-1', type: 'user_authentication_info', name: 'Ann', username: 'ann' }),
      ),
      http.get(`${REALMS}/r-1/user-authentication-info/u-1/user-authentication-password-profile-info`, () =>
        list([
          {
            id: 'pi-1',
            type: 'user_authentication_password_profile_info',
            username: 'ann',
            password_profile_id: 'pp-1',
          },
        ]),
      ),
      http.get(
        `${REALMS}/r-1/user-authentication-info/u-1/user-authentication-password-profile-info/pi-1`,
        () =>
          one({
            id: 'pi-1',
            type: 'user_authentication_password_profile_info',
            username: 'ann',
            password_profile_id: 'pp-1',
          }),
      ),
    );
    const result = await gateway.execute(`{ realm(id: "r-1") {
      passwordProfile(id: "pp-1") { id realmId name }
      missing: passwordProfile(id: "pp-2") { id }
      oidcProfile(id: "op-1") { id realmId clientId }
      user(id: "u-1") { id realmId username
        passwordProfileInfos { items { id realmId userId passwordProfileId username } pageInfo { total } }
        passwordProfileInfo(id: "pi-1") { id username passwordProfileId } } } }`);
    expect(result.errors).toBeUndefined();
    expect(seen.sort()).toEqual(['oidc-profiles/op-1', 'password-profiles/pp-1', 'password-profiles/pp-2']);
    expect(result.data?.realm).toEqual({
      passwordProfile: { id: 'pp-1', realmId: 'r-1', name: 'Staff' },
      missing: null,
      oidcProfile: { id: 'op-1', realmId: 'r-1', clientId: 'c' },
      user: {
        id: 'u-1',
        realmId: 'r-1',
        username: 'ann',
        passwordProfileInfos: {
          items: [{ id: 'pi-1', realmId: 'r-1', userId: 'u-1', passwordProfileId: 'pp-1', username: 'ann' }],
          pageInfo: { total: 1 },
        },
        passwordProfileInfo: { id: 'pi-1', username: 'ann', passwordProfileId: 'pp-1' },
      },
    });
  });

  it('refuses a user write without the username the documents require, before any call', async () => {
    const sent: unknown[] = [];
    provider.use(
      http.get(`${REALMS}/r-1/user-authentication-info/u-1`, () =>
        HttpResponse.json({ data: { id: 'u-1', type: 'user_authentication_info', name: 'No username' } }),
      ),
      http.post(`${REALMS}/r-1/user-authentication-info`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: { id: 'u-2', type: 'user_authentication_info', username: 'otto' } },
          { status: 201 },
        );
      }),
    );
    const required = [{ field: ['username'], message: 'Enter a username', code: 'REQUIRED' }];
    const result = await gateway.execute(`mutation {
      blank: createUserAuthenticationInfo(realmId: "r-1", input: { name: "Otto", username: "  " }) { user { id } ${USER_ERRORS} }
      cleared: updateUserAuthenticationInfo(realmId: "r-1", id: "u-1", input: { username: null }) { user { id } ${USER_ERRORS} }
      none: updateUserAuthenticationInfo(realmId: "r-1", id: "u-1", input: { name: "X" }) { user { id } ${USER_ERRORS} }
      created: createUserAuthenticationInfo(realmId: "r-1", input: { username: " otto " }) { user { id } ${USER_ERRORS} } }`);
    expect(result.data).toEqual({
      blank: { user: null, userErrors: required },
      cleared: { user: null, userErrors: required },
      none: { user: null, userErrors: required },
      created: { user: { id: 'u-2' }, userErrors: [] },
    });
    expect(sent).toEqual([{ data: { type: 'user_authentication_info', username: 'otto' } }]);
  });

  it('changes and deletes a user, and writes their credentials with the documented bodies', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const INFO =
      '/v2/authentication-realms/r-1/user-authentication-info/u-1/user-authentication-password-profile-info';
    const record = async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body: unknown = request.method === 'DELETE' ? null : await request.json();
      calls.push({ method: request.method, path, body });
    };
    provider.use(
      // The update leaves `username` out: the gateway reads the current one, which the PUT requires.
      http.get(`${REALMS}/r-1/user-authentication-info/u-1`, () =>
        HttpResponse.json({ data: { id: 'u-1', type: 'user_authentication_info', username: 'ann' } }),
      ),
      http.put(`${REALMS}/r-1/user-authentication-info/u-1`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { id: 'u-1', type: 'user_authentication_info', name: 'Anna' } });
      }),
      http.delete(`${REALMS}/r-1/user-authentication-info/u-1`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${PROVIDER}${INFO}`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            errors: [
              {
                status: 409,
                title: 'Conflict',
                detail: 'The username ann is already taken',
                source: { pointer: '/data/username' },
              },
            ],
          },
          { status: 409 },
        );
      }),
      http.put(`${PROVIDER}${INFO}/pi-1`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          data: {
            id: 'pi-1',
            type: 'user_authentication_password_profile_info',
            username: 'anna',
            password_profile_id: 'pp-1',
          },
        });
      }),
      http.delete(`${PROVIDER}${INFO}/pi-1`, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const result = await gateway.execute(`mutation {
      updateUserAuthenticationInfo(realmId: "r-1", id: "u-1", input: { name: "Anna", email: null }) { user { id realmId name } ${USER_ERRORS} }
      createPasswordProfileInfo(realmId: "r-1", userId: "u-1", input: { passwordProfileId: "pp-1", username: "ann", password: "s3cret!" }) {
        passwordProfileInfo { id } ${USER_ERRORS} }
      updatePasswordProfileInfo(realmId: "r-1", userId: "u-1", id: "pi-1", input: { username: "anna", password: "n3w!" }) {
        passwordProfileInfo { id userId realmId username passwordProfileId } ${USER_ERRORS} }
      deletePasswordProfileInfo(realmId: "r-1", userId: "u-1", id: "pi-1") { deletedId ${USER_ERRORS} }
      deleteUserAuthenticationInfo(realmId: "r-1", id: "u-1") { deletedId ${USER_ERRORS} } }`);
    expect(result.errors).toBeUndefined();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/v2/authentication-realms/r-1/user-authentication-info/u-1',
        body: {
          data: { id: 'u-1', type: 'user_authentication_info', name: 'Anna', email: '', username: 'ann' },
        },
      },
      {
        method: 'POST',
        path: INFO,
        body: {
          data: {
            type: 'user_authentication_password_profile_info',
            password_profile_id: 'pp-1',
            username: 'ann',
            password: 's3cret!',
          },
        },
      },
      {
        method: 'PUT',
        path: `${INFO}/pi-1`,
        body: {
          data: {
            id: 'pi-1',
            type: 'user_authentication_password_profile_info',
            username: 'anna',
            password: 'n3w!',
          },
        },
      },
      { method: 'DELETE', path: `${INFO}/pi-1`, body: null },
      { method: 'DELETE', path: '/v2/authentication-realms/r-1/user-authentication-info/u-1', body: null },
    ]);
    expect(result.data).toEqual({
      updateUserAuthenticationInfo: { user: { id: 'u-1', realmId: 'r-1', name: 'Anna' }, userErrors: [] },
      createPasswordProfileInfo: {
        passwordProfileInfo: null,
        userErrors: [
          { field: ['username'], message: 'The username ann is already taken', code: 'DUPLICATE' },
        ],
      },
      updatePasswordProfileInfo: {
        passwordProfileInfo: {
          id: 'pi-1',
          userId: 'u-1',
          realmId: 'r-1',
          username: 'anna',
          passwordProfileId: 'pp-1',
        },
        userErrors: [],
      },
      deletePasswordProfileInfo: { deletedId: 'pi-1', userErrors: [] },
      deleteUserAuthenticationInfo: { deletedId: 'u-1', userErrors: [] },
    });
  });

  it('asks for a one-time password (202 without a body) and reports an unknown profile as a user error', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.post(
        `${REALMS}/r-1/password-profiles/:profileId/one-time-password-token-request`,
        async ({ request, params }) => {
          bodies.push(await request.json());
          if (params.profileId !== 'pp-1')
            return HttpResponse.json(
              { errors: [{ status: 404, title: 'Not Found', detail: 'No password profile found' }] },
              { status: 404 },
            );
          return new HttpResponse(null, { status: 202 });
        },
      ),
    );
    const result = await gateway.execute(`mutation {
      ok: requestOneTimePassword(realmId: "r-1", passwordProfileId: "pp-1", input: { username: "ann", purpose: PASSWORDLESS_AUTHENTICATION }) { accepted ${USER_ERRORS} }
      missing: requestOneTimePassword(realmId: "r-1", passwordProfileId: "pp-9", input: { username: "ann", purpose: RESET_PASSWORD }) { accepted ${USER_ERRORS} } }`);
    expect(bodies).toEqual([
      {
        data: {
          type: 'one_time_password_token_request',
          username: 'ann',
          purpose: 'passwordless_authentication',
        },
      },
      { data: { type: 'one_time_password_token_request', username: 'ann', purpose: 'reset_password' } },
    ]);
    expect(result.data).toEqual({
      ok: { accepted: true, userErrors: [] },
      missing: {
        accepted: false,
        userErrors: [{ field: null, message: 'No password profile found', code: 'NOT_FOUND' }],
      },
    });
  });

  it("lists the store's one merchant realm mapping, reads it by id and changes its prefix", async () => {
    const MAPPINGS = `${PROVIDER}/v2/merchant-realm-mappings`;
    const mapping = {
      id: 'm-1',
      type: 'merchant-realm-mappings',
      prefix: 'acme',
      realm_id: 'r-m',
      store_id: 's-1',
    };
    const bodies: unknown[] = [];
    provider.use(
      http.get(MAPPINGS, () => HttpResponse.json({ data: mapping })),
      http.get(`${MAPPINGS}/m-1`, () => HttpResponse.json({ data: mapping })),
      http.put(`${MAPPINGS}/m-1`, async ({ request }) => {
        const body = (await request.json()) as { data: { prefix: string } };
        bodies.push(body);
        if (body.data.prefix.includes(' '))
          return HttpResponse.json(
            {
              errors: [
                {
                  status: 400,
                  title: 'Bad Request',
                  detail: 'prefix must be letters, digits or hyphens',
                  source: { pointer: '/data/prefix' },
                },
              ],
            },
            { status: 400 },
          );
        return HttpResponse.json({ data: { ...mapping, prefix: body.data.prefix } });
      }),
    );
    const read = await gateway.execute(
      `{ merchantRealmMappings { id prefix realmId storeId } merchantRealmMapping(id: "m-1") { id prefix } }`,
    );
    expect(read.data).toEqual({
      merchantRealmMappings: [{ id: 'm-1', prefix: 'acme', realmId: 'r-m', storeId: 's-1' }],
      merchantRealmMapping: { id: 'm-1', prefix: 'acme' },
    });
    const written = await gateway.execute(`mutation {
      ok: updateMerchantRealmMapping(id: "m-1", input: { prefix: "acme-2" }) { merchantRealmMapping { prefix } ${USER_ERRORS} }
      bad: updateMerchantRealmMapping(id: "m-1", input: { prefix: "no spaces" }) { merchantRealmMapping { prefix } ${USER_ERRORS} } }`);
    expect(bodies).toEqual([
      { data: { id: 'm-1', type: 'merchant-realm-mappings', prefix: 'acme-2' } },
      { data: { id: 'm-1', type: 'merchant-realm-mappings', prefix: 'no spaces' } },
    ]);
    expect(written.data).toEqual({
      ok: { merchantRealmMapping: { prefix: 'acme-2' }, userErrors: [] },
      bad: {
        merchantRealmMapping: null,
        userErrors: [
          { field: ['prefix'], message: 'prefix must be letters, digits or hyphens', code: 'INVALID' },
        ],
      },
    });
  });
});
