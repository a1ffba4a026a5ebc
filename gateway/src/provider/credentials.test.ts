import { credentialKind, parseStoredCredentials } from './credentials';

const PASSWORD = {
  access_token: 'a',
  expires: 1_900_000_000_000,
  expires_in: 3600,
  identifier: 'password',
  refresh_token: 'r',
  token_type: 'Bearer',
};
const SSO = { access_token: 'a', expires_in: 3600, refresh_token: 'r', token_type: 'bearer' };
const JWT = { access_token: 'h.p.s', expires: 1_900_000_000_000 };

describe('stored credentials (spec section 3)', () => {
  it('accepts the password, SSO and JWT shapes, from objects or JSON text', () => {
    expect(parseStoredCredentials(PASSWORD)).toEqual(PASSWORD);
    expect(parseStoredCredentials(JSON.stringify(SSO))).toEqual(SSO);
    expect(parseStoredCredentials(JWT)).toEqual(JWT);
    expect(credentialKind(PASSWORD as never)).toBe('password');
    expect(credentialKind(SSO as never)).toBe('sso');
    expect(credentialKind(JWT as never)).toBe('jwt');
  });

  it('treats anything else, or null, as no credentials', () => {
    for (const value of [
      null,
      undefined,
      'not json',
      '[]',
      42,
      {},
      { ...SSO, token_type: 'Bearer' },
      { access_token: '', expires: 1 },
      { access_token: 'a', expires: '1' },
      { access_token: 'a', expires_in: 3600, refresh_token: 'r', token_type: 'bearer', identifier: 'x' },
    ]) {
      expect(parseStoredCredentials(value)).toBeNull();
    }
  });
});
