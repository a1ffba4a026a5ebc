import { credentialKind, isTokenInvalid, parseStoredCredentials, tokenInvalidReason } from './credentials';
import { RecordingLogger } from './logger';

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

describe('token validity (client library)', () => {
  const nowMs = 1_700_000_000_000;
  const valid = { client_id: 'id', access_token: 'a', expires: nowMs / 1000 + 60 };

  it('names each reason the token cannot be sent', () => {
    expect(tokenInvalidReason(null, 'id', nowMs)).toBe('credentials do not exist');
    expect(tokenInvalidReason({ ...valid, access_token: undefined }, 'id', nowMs)).toBe(
      'credentials missing access_token',
    );
    expect(tokenInvalidReason(valid, 'other', nowMs)).toBe('client_id mismatch');
    expect(tokenInvalidReason({ ...valid, expires: nowMs / 1000 }, 'id', nowMs)).toBe('credentials expired');
    expect(tokenInvalidReason(valid, 'id', nowMs)).toBeNull();
  });

  it("logs 'Token status: ...' as information when reauth will repair it, as an error when not", () => {
    const logger = new RecordingLogger();
    expect(isTokenInvalid(null, { clientId: 'id', reauth: true, logger, nowMs })).toBe(true);
    expect(isTokenInvalid(valid, { clientId: 'other', reauth: false, logger, nowMs })).toBe(true);
    expect(isTokenInvalid(valid, { clientId: 'id', reauth: true, logger, nowMs })).toBe(false);
    expect(logger.infos).toEqual(['Token status: credentials do not exist']);
    expect(logger.errors).toEqual(['Token status: client_id mismatch']);
  });
});
