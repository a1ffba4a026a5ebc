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
      http.get(`${REALMS}/r-1/openid-connect-profiles`, () =>
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
      http.put(`${REALMS}/r-1/openid-connect-profiles/op-1`, async ({ request }) => {
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
});
