import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import {
  ACCOUNT_TOKEN_HEADER,
  ACCOUNT_TOKEN_TTL_MS,
  accountRealm,
  decodeAccountToken,
  membersOf,
  type AccountCollections,
} from './account-collections';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { conflict, failedValidation, unauthorized } from '../core/http';
import { hashPasswordSync } from '../auth-stores/password-hashing';
import {
  consumeOneTimePassword,
  findPasswordProfileInfo,
  verifyOidcLogin,
  verifyPasswordLogin,
} from './realm-sign-in';
import { ResourceCollection } from '../core/resources';
import { newOpaqueToken, tokenDigest } from '../auth-stores/secrets';
import { FieldProblems, readText, type SimpleResourceRoutesOptions } from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * `POST /v2/account-members/tokens`: account management authentication tokens, one per account
 * of the member, by password, one-time password, self signup, OIDC or an existing account token
 * (switching accounts). Shoppers send one back as the `EP-Account-Management-Authentication-Token`
 * header.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account and member of a live account management token, for this and other modules. */
export function resolveAccountToken(
  db: SandboxDatabase,
  storeId: string,
  token: string,
  now: number,
): { accountId: string; accountMemberId: string } | undefined {
  const digest = tokenDigest(token);
  const match = new ResourceCollection(db, { name: 'account-member-token', decode: decodeAccountToken })
    .list(storeId)
    .find((record) => record.data.digest === digest && record.data.expires_at > now);
  return match
    ? { accountId: match.data.account_id, accountMemberId: match.data.account_member_id }
    : undefined;
}

function text(document: Record<string, unknown>, field: string, problems: FieldProblems): string {
  return readText(document, field, undefined, problems, { required: true, maxLength: 2048 }) ?? '';
}

/** Works out which member is signing in; every failed credential is a 401. */
async function authenticateMember(
  req: Request,
  document: Record<string, unknown>,
  collections: AccountCollections,
  options: SimpleResourceRoutesOptions,
): Promise<string> {
  const storeId = authenticatedStoreId(req.auth);
  const realms = accountRealm(collections, storeId, options.now);
  const users = collections.realms.users;
  const problems = new FieldProblems();
  const timestamp = new Date(options.now()).toISOString();
  switch (document.authentication_mechanism) {
    case 'password': {
      const login = {
        passwordProfileId: text(document, 'password_profile_id', problems),
        username: text(document, 'username', problems),
        password: text(document, 'password', problems),
      };
      problems.throwIfAny();
      const info = await verifyPasswordLogin(collections.realms, storeId, realms.account, login);
      return info.data.user_authentication_info_id;
    }
    case 'passwordless': {
      const profileId = text(document, 'password_profile_id', problems);
      const username = text(document, 'username', problems);
      const code = text(document, 'one_time_password_token', problems);
      problems.throwIfAny();
      const info = findPasswordProfileInfo(collections.realms, storeId, realms.account, profileId, username);
      if (!info || !consumeOneTimePassword(collections.realms, storeId, info.id, code, options.now())) {
        throw unauthorized('The one-time password is not valid');
      }
      return info.data.user_authentication_info_id;
    }
    case 'self_signup': {
      const profileId = text(document, 'password_profile_id', problems);
      const username = text(document, 'username', problems);
      const password = text(document, 'password', problems);
      const name = text(document, 'name', problems);
      const email = text(document, 'email', problems);
      if (email !== '' && !EMAIL.test(email)) problems.add('email must be an email address', 'email');
      problems.throwIfAny();
      const profile = collections.realms.passwordProfiles.get(storeId, profileId);
      if (!profile || profile.data.realm_id !== realms.account) {
        throw failedValidation(
          'No password profile with this id in the account realm',
          '/data/password_profile_id',
        );
      }
      const passwordHash = hashPasswordSync(password);
      return users.transaction(() => {
        if (findPasswordProfileInfo(collections.realms, storeId, realms.account, profileId, username)) {
          throw conflict(`The username ${username} is already taken`, '/data/username');
        }
        const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
        const memberId = crypto.randomUUID();
        users.insert({ id: memberId, data: { realm_id: realms.account, name, email, username }, ...stamp });
        collections.realms.passwordInfos.insert({
          id: crypto.randomUUID(),
          data: {
            user_authentication_info_id: memberId,
            password_profile_id: profileId,
            username,
            password_hash: passwordHash,
          },
          ...stamp,
        });
        return memberId;
      });
    }
    case 'oidc': {
      const input = {
        code: text(document, 'oauth_authorization_code', problems),
        redirectUri: text(document, 'oauth_redirect_uri', problems),
        codeVerifier: text(document, 'oauth_code_verifier', problems),
      };
      problems.throwIfAny();
      const email = verifyOidcLogin(collections.realms, storeId, realms.account, input);
      // The identity provider vouches for the email: first sign-in creates the member.
      return users.transaction(() => {
        const existing = membersOf(collections, storeId, options.now).find(
          (member) => member.data.email?.toLowerCase() === email.toLowerCase(),
        );
        if (existing) return existing.id;
        const memberId = crypto.randomUUID();
        users.insert({
          id: memberId,
          storeId,
          data: { realm_id: realms.account, name: email.split('@')[0], email },
          createdAt: timestamp,
          updatedAt: timestamp,
        });
        return memberId;
      });
    }
    case 'account_management_authentication_token': {
      const current = resolveAccountToken(
        options.db,
        storeId,
        req.get(ACCOUNT_TOKEN_HEADER) ?? '',
        options.now(),
      );
      if (!current) throw unauthorized(`A valid ${ACCOUNT_TOKEN_HEADER} header is required`);
      return current.accountMemberId;
    }
    default:
      problems.add(
        'authentication_mechanism must be one of password, passwordless, self_signup, oidc, account_management_authentication_token',
        'authentication_mechanism',
      );
      problems.throwIfAny();
      return '';
  }
}

export function accountTokensHandler(
  collections: AccountCollections,
  options: SimpleResourceRoutesOptions,
): RequestHandler {
  return async (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const data = isPlainObject(req.body) ? req.body.data : undefined;
    const document = isPlainObject(data) ? data : {};
    if (document.type !== 'account_management_authentication_token') {
      throw failedValidation('type must be account_management_authentication_token', '/data/type');
    }
    const memberId = await authenticateMember(req, document, collections, options);
    const now = options.now();
    const timestamp = new Date(now).toISOString();
    const expiresAt = now + ACCOUNT_TOKEN_TTL_MS;
    const accountIds = collections.memberships
      .list(storeId)
      .filter((membership) => membership.data.account_member_id === memberId)
      .map((membership) => membership.data.account_id);
    const issued = collections.tokens.transaction(() =>
      accountIds.flatMap((accountId) => {
        const account = collections.accounts.get(storeId, accountId);
        if (!account) return [];
        const token = newOpaqueToken();
        collections.tokens.insert({
          id: crypto.randomUUID(),
          storeId,
          data: {
            account_id: accountId,
            account_member_id: memberId,
            digest: tokenDigest(token),
            expires_at: expiresAt,
          },
          createdAt: timestamp,
          updatedAt: timestamp,
        });
        return [
          {
            type: 'account_management_authentication_token',
            account_name: account.data.name,
            account_id: accountId,
            token,
            expires: new Date(expiresAt).toISOString(),
          },
        ];
      }),
    );
    const self = '/v2/account-members/tokens?page[offset]=0&page[limit]=25';
    res.status(201).json({
      data: issued,
      links: { current: self, first: self, last: self },
      meta: {
        page: { current: 1, limit: Math.max(25, issued.length), offset: 0, total: 1 },
        results: { total: issued.length },
        account_member_id: memberId,
      },
    });
  };
}
