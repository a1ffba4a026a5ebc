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

/** What a JWT sign-in stores (spec section 3, "Login credentials produced by JWT login"). */
export interface JwtLoginCredentials {
  access_token: string;
  /** The token's `exp` claim x 1000: milliseconds since the epoch. */
  expires: number;
  /** The token's header `typ` ('JWT'): the spec's state machine tells a JWT session by it. */
  token_type: string;
  /** Which sign-in produced the credentials (password sign-in stores 'password'). */
  identifier: 'jwt';
}

export function jwtLoginCredentials(token: unknown): JwtLoginCredentials {
  const { header, payload } = decodeJwt(token);
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) {
    throw new InvalidTokenError('Invalid token specified: no exp claim');
  }
  return {
    // decodeJwt only succeeds for strings.
    access_token: token as string,
    expires: payload.exp * 1000,
    token_type: header.typ ?? 'JWT',
    identifier: 'jwt',
  };
}
