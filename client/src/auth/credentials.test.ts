import {
  APP_STORAGE_KEYS,
  clearAppStorage,
  RECENT_PAGES_KEY,
  expiredCookie,
  isJwtCredentials,
  isPasswordCredentials,
  isSsoCredentials,
  readCredentials,
  sharedParentDomain,
  storeCredentials,
  type JwtCredentials,
  type PasswordCredentials,
  type SsoCredentials,
} from './credentials';

const password: PasswordCredentials = {
  access_token: 'a',
  expires: 1_900_000_000_000,
  expires_in: 3600,
  identifier: 'password',
  refresh_token: 'r',
  token_type: 'Bearer',
};
const jwt: JwtCredentials = { access_token: 'eyJ.jwt', expires: 1_900_000_000_000 };
const sso: SsoCredentials = { access_token: 'a', expires_in: 3600, refresh_token: 'r', token_type: 'bearer' };

describe('credential shapes', () => {
  it('recognises each of the three shapes', () => {
    expect(isPasswordCredentials(password)).toBe(true);
    expect(isJwtCredentials(jwt)).toBe(true);
    expect(isSsoCredentials(sso)).toBe(true);
  });

  it('rejects the wrong fixed values', () => {
    expect(isPasswordCredentials({ ...password, token_type: 'bearer' })).toBe(false);
    expect(isPasswordCredentials({ ...password, identifier: 'sso' })).toBe(false);
    expect(isSsoCredentials({ ...sso, token_type: 'Bearer' })).toBe(false);
    // An identifier means password sign-in, never SSO.
    expect(isSsoCredentials({ ...sso, identifier: 'password' })).toBe(false);
  });

  it('rejects missing or mistyped fields', () => {
    const { refresh_token: _refresh, ...withoutRefresh } = password;
    expect(isPasswordCredentials(withoutRefresh)).toBe(false);
    expect(isPasswordCredentials({ ...password, expires: '1900000000000' })).toBe(false);
    expect(isJwtCredentials({ access_token: 'x' })).toBe(false);
    expect(isJwtCredentials({ access_token: '', expires: 1 })).toBe(false);
    expect(isSsoCredentials({ ...sso, expires_in: Number.NaN })).toBe(false);
    for (const value of [null, undefined, 'token', 42, [], {}]) {
      expect(isPasswordCredentials(value) || isJwtCredentials(value) || isSsoCredentials(value)).toBe(false);
    }
  });
});

describe('credential storage', () => {
  it('reads back what was stored under epCredentials, with the client id they were issued for', () => {
    storeCredentials(password);
    const stored = { ...password, client_id: 'dashboard' };
    expect(JSON.parse(window.localStorage.getItem('epCredentials') ?? 'null')).toEqual(stored);
    expect(readCredentials()).toEqual(stored);
    // A record that names its client keeps it (the token status then tells a foreign one).
    storeCredentials({ ...password, client_id: 'storefront' });
    expect(readCredentials()?.client_id).toBe('storefront');
  });

  it('treats absent, unparsable or foreign values as no credentials', () => {
    expect(readCredentials()).toBeNull();
    window.localStorage.setItem('epCredentials', '{not json');
    expect(readCredentials()).toBeNull();
    window.localStorage.setItem('epCredentials', JSON.stringify({ token: 'x' }));
    expect(readCredentials()).toBeNull();
    window.localStorage.setItem('epCredentials', 'null');
    expect(readCredentials()).toBeNull();
  });

  it('clears every app key, the name-prefixed client library keys, and nothing else', () => {
    const prefixed = ['shop_ep_credentials', 'shop_ep_cart', 'shop_ep_currency'];
    for (const key of APP_STORAGE_KEYS) window.localStorage.setItem(key, 'x');
    for (const key of prefixed) window.localStorage.setItem(key, 'x');
    window.sessionStorage.setItem('sso_verifier', 'v');
    window.sessionStorage.setItem(RECENT_PAGES_KEY, '[{"path":"/orders/o-1","label":"Order"}]');
    window.localStorage.setItem('unrelated', 'keep');
    window.localStorage.setItem('_ep_cart', 'keep: no name before the suffix');
    clearAppStorage();
    expect(APP_STORAGE_KEYS.filter((key) => window.localStorage.getItem(key) !== null)).toEqual([]);
    expect(prefixed.map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
    expect(window.sessionStorage.getItem('sso_verifier')).toBeNull();
    expect(window.sessionStorage.getItem(RECENT_PAGES_KEY)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('keep');
    expect(window.localStorage.getItem('_ep_cart')).not.toBeNull();
  });

  it('deletes the credentials and analytics cookies site-wide on the shared parent domain, secure and strict', () => {
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    try {
      clearAppStorage();
    } finally {
      setter.mockRestore();
    }
    // jsdom serves tests from localhost, which has no parent domain to share.
    expect(written).toEqual([
      'epCredentials=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
      'utm_tracking=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
    ]);
    expect(expiredCookie('epCredentials', 'admin.shop.example.com')).toBe(
      'epCredentials=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=.shop.example.com; secure; samesite=strict',
    );
  });

  it('finds the parent domain shared with sibling apps', () => {
    expect(sharedParentDomain('admin.shop.example.com')).toBe('.shop.example.com');
    expect(sharedParentDomain('example.com')).toBe('.example.com');
    expect(sharedParentDomain('localhost')).toBeUndefined();
    expect(sharedParentDomain('127.0.0.1')).toBeUndefined();
    expect(sharedParentDomain('::1')).toBeUndefined();
  });

  it('lists the spec keys', () => {
    expect([...APP_STORAGE_KEYS].sort()).toEqual(
      [
        'accountId',
        'page-has-been-force-refreshed',
        'epCredentials',
        'commerceManagerAppMode',
        'sso_state',
        'sso_verifier',
        'isJwtAuth',
        'hierarchyManagement',
        'utm_tracking',
        'brand-update-dismissed',
        'epcart',
        'epcurrency',
      ].sort(),
    );
  });
});
