import { unauthorized } from '../core/http';
import type { PasswordProfileInfoData, RealmCollections } from './realms';
import { verifyPassword } from '../auth-stores/password-hashing';
import { tokenDigest } from '../auth-stores/secrets';
import type { SimpleRecord } from '../core/simple-resources';

/**
 * Sign-in checks shared by customer tokens and account management tokens: passwords of password
 * profile info, one-time passwords, and OIDC. OIDC is faked deterministically: there is no
 * identity provider, so an authorization code is `<openid-connect-profile id>:<email>` (see
 * `fakeOidcAuthorizationCode`), accepted when the profile belongs to the realm and lists the
 * redirect URI.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sandbox's stand-in for an identity provider's authorization code (see the module comment). */
export function fakeOidcAuthorizationCode(oidcProfileId: string, email: string): string {
  return `${oidcProfileId}:${email}`;
}

export interface OidcLoginInput {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** The email an authorization code signs in, if one of the realm's OIDC profiles accepts it. */
export function verifyOidcLogin(
  collections: RealmCollections,
  storeId: string,
  realmId: string,
  input: OidcLoginInput,
): string {
  const separator = input.code.indexOf(':');
  const profile = collections.oidcProfiles.get(storeId, input.code.slice(0, Math.max(separator, 0)));
  const email = input.code.slice(separator + 1);
  const valid =
    separator > 0 &&
    profile !== undefined &&
    profile.data.realm_id === realmId &&
    profile.data.redirect_uris.includes(input.redirectUri) &&
    EMAIL.test(email) &&
    // PKCE verifiers are 43 to 128 characters (RFC 7636).
    input.codeVerifier.length >= 43 &&
    input.codeVerifier.length <= 128;
  if (!valid) throw unauthorized('The authorization code is not valid');
  return email;
}

/** The credentials of `username` in a password profile of the realm, if the password matches. */
export async function verifyPasswordLogin(
  collections: RealmCollections,
  storeId: string,
  realmId: string,
  login: { passwordProfileId: string; username: string; password: string },
): Promise<SimpleRecord<PasswordProfileInfoData>> {
  const info = findPasswordProfileInfo(
    collections,
    storeId,
    realmId,
    login.passwordProfileId,
    login.username,
  );
  // A dummy hash for an unknown username: the same work either way, so timing tells nothing.
  if (!(await verifyPassword(login.password, info?.data.password_hash)) || !info) {
    throw unauthorized('Invalid username or password');
  }
  return info;
}

export function findPasswordProfileInfo(
  collections: RealmCollections,
  storeId: string,
  realmId: string,
  passwordProfileId: string,
  username: string,
): SimpleRecord<PasswordProfileInfoData> | undefined {
  const profile = collections.passwordProfiles.get(storeId, passwordProfileId);
  if (!profile || profile.data.realm_id !== realmId) return undefined;
  return collections.passwordInfos
    .list(storeId)
    .find(
      (info) =>
        info.data.password_profile_id === passwordProfileId &&
        info.data.username.toLowerCase() === username.toLowerCase(),
    );
}

/** Single use: a matching, live one-time password is deleted as it is accepted. */
export function consumeOneTimePassword(
  collections: RealmCollections,
  storeId: string,
  passwordProfileInfoId: string,
  code: string,
  now: number,
): boolean {
  const { oneTimePasswords } = collections;
  return oneTimePasswords.transaction(() => {
    const match = oneTimePasswords
      .list(storeId)
      .find(
        (otp) =>
          otp.data.password_profile_info_id === passwordProfileInfoId &&
          otp.data.digest === tokenDigest(code) &&
          otp.data.expires_at > now,
      );
    if (!match) return false;
    oneTimePasswords.delete(storeId, match.id);
    return true;
  });
}
