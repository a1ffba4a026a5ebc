import { testJwt } from '../../test/jwt';
import {
  authStatus,
  canRefresh,
  hasAccount,
  isAuthenticated,
  requireJwtSession,
  requirePasswordCredentials,
  requireSsoCredentials,
} from './authState';
import { getAuthSnapshot, runAuthAttempt } from './authStore';
import { storeCredentials } from './credentials';

const password = {
  access_token: 'a',
  expires: 1_900_000_000_000,
  expires_in: 3600,
  identifier: 'password',
  refresh_token: 'r',
  token_type: 'Bearer',
};
const sso = { access_token: 'a', expires_in: 3600, refresh_token: 'r', token_type: 'bearer' };
const jwtToken = testJwt({ sub: 'seller', exp: 1_900_000_000 });
const jwt = { access_token: jwtToken, expires: 1_900_000_000_000, token_type: 'Bearer', identifier: 'jwt' };

describe('authentication state machine', () => {
  it('is unauthenticated without credentials', () => {
    expect(authStatus(null)).toBe('unauthenticated');
    expect(authStatus(undefined)).toBe('unauthenticated');
  });

  it('is sso-authenticated for a lower-case bearer without an identifier', () => {
    expect(authStatus(sso)).toBe('sso-authenticated');
  });

  it('is jwt-authenticated when the token header says JWT and an expires field is present', () => {
    expect(authStatus(jwt)).toBe('jwt-authenticated');
    expect(authStatus({ access_token: jwtToken, expires: 1 })).toBe('jwt-authenticated');
    expect(() => authStatus({ access_token: jwtToken })).toThrow('invalid credentials');
    expect(() => authStatus({ access_token: testJwt({}, { typ: 'at+jwt' }), expires: 1 })).toThrow(
      'invalid credentials',
    );
  });

  it('is username-password-authenticated when the identifier is password', () => {
    expect(authStatus(password)).toBe('username-password-authenticated');
  });

  it("throws 'invalid credentials' for anything else", () => {
    for (const value of [
      {},
      { access_token: 'opaque', expires: 1 },
      { ...sso, token_type: 'Bearer' },
      'x',
      [],
    ]) {
      expect(() => authStatus(value)).toThrow('invalid credentials');
    }
  });

  it('tells authenticated from having an account: a JWT visitor has none', () => {
    expect(isAuthenticated('unauthenticated')).toBe(false);
    for (const status of [
      'sso-authenticated',
      'jwt-authenticated',
      'username-password-authenticated',
    ] as const) {
      expect(isAuthenticated(status)).toBe(true);
    }
    expect(hasAccount('jwt-authenticated')).toBe(false);
    expect(hasAccount('sso-authenticated')).toBe(true);
    expect(hasAccount('username-password-authenticated')).toBe(true);
  });

  it('refreshes only password and SSO sessions', () => {
    expect(canRefresh('username-password-authenticated')).toBe(true);
    expect(canRefresh('sso-authenticated')).toBe(true);
    expect(canRefresh('jwt-authenticated')).toBe(false);
    expect(canRefresh('unauthenticated')).toBe(false);
  });

  it('names the expected kind when credentials are of the wrong type', () => {
    expect(() => requireSsoCredentials(password)).toThrow(
      'Commerce Manager Credentials were supposed to SSO but were not!',
    );
    expect(() => requirePasswordCredentials(sso)).toThrow(
      'Commerce Manager Credentials were supposed to Username and Password but were not!',
    );
    expect(requireSsoCredentials(sso)).toBe(sso);
    expect(() => requireJwtSession(password)).toThrow(
      'Commerce Manager Credentials were supposed to JWT but were not!',
    );
    expect(requireJwtSession(jwt)).toBe('jwt-authenticated');
  });
});

describe('live auth snapshot', () => {
  it('follows storage and raises the pending flag while an attempt runs', async () => {
    expect(getAuthSnapshot()).toMatchObject({
      status: 'unauthenticated',
      authenticated: false,
      pending: false,
    });
    let finish: () => void = () => {};
    const attempt = runAuthAttempt(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    expect(getAuthSnapshot().pending).toBe(true);
    storeCredentials(jwt);
    expect(getAuthSnapshot()).toMatchObject({
      status: 'jwt-authenticated',
      authenticated: true,
      hasAccount: false,
      pending: true,
    });
    finish();
    await attempt;
    expect(getAuthSnapshot().pending).toBe(false);
    // The same object while nothing changes (useSyncExternalStore needs a stable snapshot).
    expect(getAuthSnapshot()).toBe(getAuthSnapshot());
  });

  it("reports the state machine's error for credentials of no known kind", () => {
    window.localStorage.setItem('epCredentials', JSON.stringify({ access_token: 'opaque', expires: 1 }));
    expect(getAuthSnapshot()).toMatchObject({
      status: null,
      error: 'invalid credentials',
      authenticated: false,
    });
  });
});
