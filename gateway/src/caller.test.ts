import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../test/harness';
import { callerOptions, isJwtSessionToken } from './caller';
import { createContext } from './context';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'seller', exp: 4_000_000_000 })}.c2ln`;

describe('caller options', () => {
  it('marks a token session when the bearer token is a JWT', () => {
    expect(isJwtSessionToken(jwt)).toBe(true);
    expect(isJwtSessionToken('0123456789abcdef')).toBe(false);
    expect(isJwtSessionToken(`${encode({ alg: 'HS256', typ: 'at+jwt' })}.${encode({})}.x`)).toBe(false);
    expect(isJwtSessionToken(undefined)).toBe(false);
    expect(createContext(testConfig(), `Bearer ${jwt}`).provider.caller).toMatchObject({
      token: jwt,
      jwtAuth: true,
    });
    expect(createContext(testConfig(), 'Bearer opaque').provider.caller).toMatchObject({
      token: 'opaque',
      jwtAuth: false,
    });
  });

  it('reads the store the admin works in and switches preview mode on', () => {
    expect(
      callerOptions('Bearer t', {
        'x-commerce-organization-id': 'org-1',
        'x-commerce-store-id': 'store-1',
        'x-commerce-organization-store-id': 'org-store-1',
      }),
    ).toEqual({
      token: 't',
      jwtAuth: false,
      organizationId: 'org-1',
      storeId: 'store-1',
      organizationStoreId: 'org-store-1',
      preview: true,
    });
    expect(callerOptions('Bearer t', { 'x-commerce-store-id': 'store-1' })).toMatchObject({
      storeId: 'store-1',
      preview: false,
    });
  });

  it('ignores store headers that cannot be ids', () => {
    expect(callerOptions(undefined, { 'x-commerce-store-id': 'a b\r\nX-Evil: 1' }).storeId).toBeUndefined();
    expect(callerOptions(undefined, { 'x-commerce-store-id': ['s-1', 's-2'] }).storeId).toBe('s-1');
  });
});

describe('preview-mode headers reach the provider', () => {
  beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => provider.resetHandlers());
  afterAll(() => provider.close());

  async function headersOfOneCall(headers: Record<string, string>, authorization = 'Bearer t') {
    let seen: Headers | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [] });
      }),
    );
    await createContext(testConfig(), authorization, headers).provider.get('pcm/products');
    return seen;
  }

  it('sends the organization id and the store id, preferring the organization store id', async () => {
    const seen = await headersOfOneCall({
      'x-commerce-organization-id': 'org-1',
      'x-commerce-store-id': 'store-1',
      'x-commerce-organization-store-id': 'org-store-1',
    });
    expect(seen?.get('ep-internal-auth-org')).toBe('org-1');
    expect(seen?.get('x-moltin-auth-store')).toBe('org-store-1');
    const plain = await headersOfOneCall({
      'x-commerce-organization-id': 'org-1',
      'x-commerce-store-id': 'store-1',
    });
    expect(plain?.get('x-moltin-auth-store')).toBe('store-1');
  });

  it('adds the JWT-auth header for token sessions only', async () => {
    expect((await headersOfOneCall({}, `Bearer ${jwt}`))?.get('ep-jwt-auth')).toBe('true');
    expect((await headersOfOneCall({}, 'Bearer opaque'))?.get('ep-jwt-auth')).toBeNull();
  });
});
