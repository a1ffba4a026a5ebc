import { decodeJwt, hasJwtShape, InvalidTokenError } from './jwt';

function unsignedJwt(payload: object, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.signature`;
}

describe('JWT', () => {
  it('rejects a token that is not a string or cannot be decoded with an invalid-token error', () => {
    for (const token of [undefined, null, 42, {}, '', 'not-a-jwt', 'a.b.c']) {
      expect(() => decodeJwt(token)).toThrow(InvalidTokenError);
    }
  });

  it('decodes header and claims', () => {
    const decoded = decodeJwt(unsignedJwt({ sub: 'seller', exp: 2_000_000_000 }));
    expect(decoded.header.typ).toBe('JWT');
    expect(decoded.payload).toEqual({ sub: 'seller', exp: 2_000_000_000 });
  });

  it('tells a compact JWT shape from opaque tokens without decoding', () => {
    expect(hasJwtShape(unsignedJwt({ sub: 'seller' }))).toBe(true);
    expect(hasJwtShape('header.payload.')).toBe(true);
    for (const token of ['', 'opaque0123456789abcdef', 'a.b', '.b.c', 'a..c', 'a.b.c.d']) {
      expect(hasJwtShape(token)).toBe(false);
    }
  });
});
