import { InvalidTokenError, jwtDecode, type JwtPayload } from 'jwt-decode';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { notifyAuthChanged } from './authStore';
import { clearAppStorage, JWT_AUTH_KEY, storeCredentials, type JwtCredentials } from './credentials';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from './session';
import { rememberLandingUtm } from './utmTracking';

/** What a JWT sign-in stores (spec section 3): the JWT shape plus token_type and identifier. */
export interface JwtLoginCredentials extends JwtCredentials {
  token_type: 'Bearer';
  identifier: 'jwt';
}

/**
 * The credentials a pre-issued token signs in with: `expires` is the token's `exp` claim times 1000.
 * A token that is not a string, cannot be decoded or has no expiry is rejected with an
 * InvalidTokenError (jwt-decode's own wording).
 */
export function jwtLoginCredentials(token: unknown): JwtLoginCredentials {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string');
  const { exp } = jwtDecode<JwtPayload>(token);
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    throw new InvalidTokenError('Invalid token specified: it has no expiry (exp) claim');
  }
  return { access_token: token, expires: exp * 1000, token_type: 'Bearer', identifier: 'jwt' };
}

export interface JwtSignInLoaderData {
  /** Why the token cannot sign in. */
  error: string;
}

/**
 * `/sign-in/jwt?token=...`: a valid token replaces whatever session there was, sets `isJwtAuth` and
 * goes on (to `next` or the default page); an invalid one stays here and says why.
 */
export function jwtSignInLoader({ request }: LoaderFunctionArgs): JwtSignInLoaderData {
  const search = new URL(request.url).searchParams;
  let credentials: JwtLoginCredentials;
  try {
    credentials = jwtLoginCredentials(search.get('token'));
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Invalid token specified' };
  }
  clearAppStorage();
  rememberLandingUtm(new URL(request.url));
  storeCredentials(credentials);
  window.localStorage.setItem(JWT_AUTH_KEY, 'true');
  notifyAuthChanged();
  throw redirect(safeNextPath(search.get('next')) ?? DEFAULT_SIGNED_IN_PATH);
}
