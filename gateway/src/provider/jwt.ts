import { InvalidTokenError, jwtDecode, type JwtHeader, type JwtPayload } from 'jwt-decode';

export { InvalidTokenError };

export interface DecodedJwt {
  header: JwtHeader;
  payload: JwtPayload & Record<string, unknown>;
}

/**
 * True when the token has the shape of a compact JWT (three dot-separated parts). The provider's own
 * access tokens are opaque and dot-less: checking this first spares decoding (and throwing) on every call.
 */
export function hasJwtShape(token: string): boolean {
  const first = token.indexOf('.');
  if (first <= 0) return false;
  const second = token.indexOf('.', first + 1);
  return second > first + 1 && token.indexOf('.', second + 1) === -1;
}

/**
 * Decodes (does not verify) a JWT. Anything that is not a string, or cannot be decoded, is
 * rejected with an {@link InvalidTokenError} (spec section 5).
 */
export function decodeJwt(token: unknown): DecodedJwt {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string');
  if (!hasJwtShape(token)) throw new InvalidTokenError('Invalid token specified: not a compact JWT');
  try {
    return {
      header: jwtDecode<JwtHeader>(token, { header: true }),
      payload: jwtDecode<JwtPayload & Record<string, unknown>>(token),
    };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    throw new InvalidTokenError(
      `Invalid token specified: ${error instanceof Error ? error.message : 'undecodable'}`,
    );
  }
}
