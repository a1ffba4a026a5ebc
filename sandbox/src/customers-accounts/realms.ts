import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { conflict, failedValidation, notFound } from '../core/http';
import { ResourceCollection } from '../core/resources';
import { AccountFlows } from '../auth-stores/account-flows';
import { tokenDigest } from '../auth-stores/secrets';
import { demoShopperPasswordHash, hashPasswordSync } from '../auth-stores/password-hashing';
import {
  createSimpleResourceRouter,
  FieldProblems,
  parentScope,
  readEnum,
  readOptionalDescription,
  readRequiredName,
  readText,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { findPasswordProfileInfo } from './realm-sign-in';
import { requestDataOrBare } from '../core/request';
import { optionalText, storedObject, storedText, storedTextList } from '../core/stored-documents';

/**
 * Authentication realms (`/v2/authentication-realms`): realms, their OpenID Connect and password
 * profiles, user-authentication-info (the shoppers of a realm; in the account realm each one is an
 * account member with the same id), their password profile info (username + hashed password), the
 * one-time-password request, and `/v2/merchant-realm-mappings`. Every store gets a customer realm
 * and a "Buyer Organization" account realm on first use, like the provider's settings do.
 * Sign-in checks are in realm-sign-in.ts, merchant realm mappings in merchant-realm-mappings.ts.
 */

const REALMS_PATH = '/v2/authentication-realms';

/** The provider's origin types: which settings a realm serves. */
export const REALM_ORIGINS = {
  customer: 'customer-authentication-settings',
  account: 'account-authentication-settings',
  merchant: 'merchant-realm-mappings',
} as const;

export interface RealmData {
  name: string;
  origin_type?: string;
}

export interface OidcProfileData {
  realm_id: string;
  name: string;
  client_id: string;
  /** Kept for a real identity provider; never rendered. */
  client_secret?: string;
  redirect_uris: string[];
  discovery_url?: string;
}

export interface PasswordProfileData {
  realm_id: string;
  name: string;
  description?: string;
}

export interface UserAuthenticationInfoData {
  realm_id: string;
  name?: string;
  email?: string;
  username?: string;
}

export interface PasswordProfileInfoData {
  user_authentication_info_id: string;
  password_profile_id: string;
  username: string;
  password_hash: string;
}

interface OneTimePasswordData {
  password_profile_info_id: string;
  digest: string;
  purpose: string;
  expires_at: number;
}

export interface MerchantRealmMappingData {
  prefix: string;
  realm_id: string;
}

const ONE_TIME_PASSWORD_TTL_MS = 10 * 60 * 1000;
const OTP_PURPOSES = ['reset_password', 'passwordless_authentication'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------------------------------------------------------------------------------------------
// Stored documents

function decodeRealm(data: unknown): RealmData {
  const stored = storedObject(data, 'authentication realm');
  return { name: storedText(stored, 'name', 'realm'), ...optionalText(stored, 'origin_type') };
}

function decodeOidcProfile(data: unknown): OidcProfileData {
  const stored = storedObject(data, 'OpenID Connect profile');
  return {
    realm_id: storedText(stored, 'realm_id', 'OpenID Connect profile'),
    name: typeof stored.name === 'string' ? stored.name : '',
    client_id: storedText(stored, 'client_id', 'OpenID Connect profile'),
    redirect_uris: storedTextList(stored, 'redirect_uris'),
    ...optionalText(stored, 'client_secret'),
    ...optionalText(stored, 'discovery_url'),
  };
}

function decodePasswordProfile(data: unknown): PasswordProfileData {
  const stored = storedObject(data, 'password profile');
  return {
    realm_id: storedText(stored, 'realm_id', 'password profile'),
    name: storedText(stored, 'name', 'password profile'),
    ...optionalText(stored, 'description'),
  };
}

function decodeUserAuthenticationInfo(data: unknown): UserAuthenticationInfoData {
  const stored = storedObject(data, 'user authentication info');
  return {
    realm_id: storedText(stored, 'realm_id', 'user authentication info'),
    ...optionalText(stored, 'name'),
    ...optionalText(stored, 'email'),
    ...optionalText(stored, 'username'),
  };
}

function decodePasswordProfileInfo(data: unknown): PasswordProfileInfoData {
  const stored = storedObject(data, 'password profile info');
  const label = 'password profile info';
  return {
    user_authentication_info_id: storedText(stored, 'user_authentication_info_id', label),
    password_profile_id: storedText(stored, 'password_profile_id', label),
    username: storedText(stored, 'username', label),
    password_hash: storedText(stored, 'password_hash', label),
  };
}

function decodeOneTimePassword(data: unknown): OneTimePasswordData {
  const stored = storedObject(data, 'one-time password');
  return {
    password_profile_info_id: storedText(stored, 'password_profile_info_id', 'one-time password'),
    digest: storedText(stored, 'digest', 'one-time password'),
    purpose: storedText(stored, 'purpose', 'one-time password'),
    expires_at: typeof stored.expires_at === 'number' ? stored.expires_at : 0,
  };
}

function decodeMapping(data: unknown): MerchantRealmMappingData {
  const stored = storedObject(data, 'merchant realm mapping');
  return {
    prefix: storedText(stored, 'prefix', 'merchant realm mapping'),
    realm_id: storedText(stored, 'realm_id', 'merchant realm mapping'),
  };
}

/** Stored type of account memberships (accounts.ts); a deleted member leaves no membership behind. */
export const ACCOUNT_MEMBERSHIP_TYPE = 'account-membership';

export interface RealmCollections {
  realms: ResourceCollection<RealmData>;
  oidcProfiles: ResourceCollection<OidcProfileData>;
  passwordProfiles: ResourceCollection<PasswordProfileData>;
  users: ResourceCollection<UserAuthenticationInfoData>;
  passwordInfos: ResourceCollection<PasswordProfileInfoData>;
  oneTimePasswords: ResourceCollection<OneTimePasswordData>;
  mappings: ResourceCollection<MerchantRealmMappingData>;
  memberships: ResourceCollection<{ account_member_id: string }>;
}

export function realmCollections(db: SandboxDatabase): RealmCollections {
  const collection = <TData>(name: string, decode: (data: unknown) => TData) =>
    new ResourceCollection(db, { name, decode });
  return {
    realms: collection('authentication-realm', decodeRealm),
    oidcProfiles: collection('oidc-profile', decodeOidcProfile),
    passwordProfiles: collection('password-profile', decodePasswordProfile),
    users: collection('user-authentication-info', decodeUserAuthenticationInfo),
    passwordInfos: collection('password-profile-info', decodePasswordProfileInfo),
    oneTimePasswords: collection('one-time-password', decodeOneTimePassword),
    mappings: collection('merchant-realm-mapping', decodeMapping),
    memberships: collection(ACCOUNT_MEMBERSHIP_TYPE, (data) => ({
      account_member_id: storedText(storedObject(data, 'membership'), 'account_member_id', 'membership'),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Definitions

const nameFilter = <TData extends { name?: string }>() => ({
  name: { operators: ['eq', 'like'] as const, value: (item: SimpleRecord<TData>) => item.data.name ?? '' },
});

export const realmDefinition: SimpleResourceDefinition<RealmData> = {
  type: 'authentication_realm',
  label: 'authentication realm',
  storedAs: 'authentication-realm',
  path: REALMS_PATH,
  operations: ['list', 'create', 'get', 'update'],
  decode: decodeRealm,
  read: (document, existing, problems) => ({
    ...existing,
    name: readRequiredName(document, existing, problems),
  }),
  unique: [],
  filterFields: nameFilter<RealmData>(),
  sortFields: { name: (item) => item.data.name },
};

/** Links of a realm's nested resources name the realm, which a static `path` cannot. */
const realmLink = (realmId: string, segment: string, id: string) => ({
  links: { self: `${REALMS_PATH}/${realmId}/${segment}/${id}` },
});

/**
 * What a realm's nested resources share: the realm as parent, the name filter and sort, the realm
 * id kept out of the document and a link under the realm's `segment`.
 */
function realmNested<TData extends { realm_id: string; name?: string }>(
  { realms }: RealmCollections,
  segment: string,
): Pick<
  SimpleResourceDefinition<TData>,
  'parent' | 'unique' | 'filterFields' | 'sortFields' | 'renderFields' | 'renderExtras'
> {
  return {
    parent: parentScope('realmId', 'realm_id', realms, () => notFound('No authentication realm found')),
    unique: [],
    filterFields: nameFilter<TData>(),
    sortFields: { name: (item) => item.data.name ?? '' },
    renderFields: ({ realm_id: _realm, ...fields }) => fields,
    renderExtras: (record) => realmLink(record.data.realm_id, segment, record.id),
  };
}

function readRedirectUris(
  document: Record<string, unknown>,
  fallback: string[] | undefined,
  problems: FieldProblems,
): string[] {
  const value = document.redirect_uris;
  if (value === undefined) {
    if (fallback === undefined) problems.add('redirect_uris is required', 'redirect_uris');
    return fallback ?? [];
  }
  const valid =
    Array.isArray(value) && value.every((uri): uri is string => typeof uri === 'string' && URL.canParse(uri));
  if (!valid) {
    problems.add('redirect_uris must be a list of absolute URLs', 'redirect_uris');
    return fallback ?? [];
  }
  return value;
}

function oidcProfileDefinition(collections: RealmCollections): SimpleResourceDefinition<OidcProfileData> {
  return {
    type: 'openid_connect_profile',
    label: 'OpenID Connect profile',
    storedAs: 'oidc-profile',
    ...realmNested<OidcProfileData>(collections, 'openid-connect-profiles'),
    decode: decodeOidcProfile,
    read: (document, existing, problems) => {
      const secret = readText(document, 'client_secret', existing?.client_secret, problems, {
        required: false,
        maxLength: 1024,
      });
      const discovery = readText(document, 'discovery_url', existing?.discovery_url, problems, {
        required: false,
        pattern: /^https?:\/\/\S+$/,
        patternDetail: 'discovery_url must be an http(s) URL',
      });
      return {
        realm_id: existing?.realm_id ?? '',
        name:
          readText(document, 'name', existing?.name ?? '', problems, { required: false, maxLength: 255 }) ??
          '',
        client_id:
          readText(document, 'client_id', existing?.client_id, problems, {
            required: true,
            maxLength: 255,
          }) ?? '',
        redirect_uris: readRedirectUris(document, existing?.redirect_uris, problems),
        ...(secret === undefined ? {} : { client_secret: secret }),
        ...(discovery === undefined ? {} : { discovery_url: discovery }),
      };
    },
    renderFields: ({ realm_id: _realm, client_secret: _secret, ...fields }) => fields,
  };
}

function passwordProfileDefinition(
  collections: RealmCollections,
): SimpleResourceDefinition<PasswordProfileData> {
  const infos = collections.passwordInfos;
  return {
    type: 'password_profile',
    label: 'password profile',
    storedAs: 'password-profile',
    ...realmNested<PasswordProfileData>(collections, 'password-profiles'),
    decode: decodePasswordProfile,
    read: (document, existing, problems) => {
      const description = readOptionalDescription(document, existing, problems);
      return {
        realm_id: existing?.realm_id ?? '',
        name: readRequiredName(document, existing, problems),
        ...description,
      };
    },
    unique: [{ field: 'name', value: (data) => data.name }],
    // Credentials of a deleted profile can never be used again.
    beforeDelete: (record, { storeId }) => {
      for (const info of infos.list(storeId)) {
        if (info.data.password_profile_id === record.id) infos.delete(storeId, info.id);
      }
    },
  };
}

function userAuthenticationInfoDefinition(
  collections: RealmCollections,
): SimpleResourceDefinition<UserAuthenticationInfoData> {
  const { passwordInfos: infos, memberships } = collections;
  return {
    type: 'user_authentication_info',
    label: 'user authentication info',
    storedAs: 'user-authentication-info',
    ...realmNested<UserAuthenticationInfoData>(collections, 'user-authentication-info'),
    decode: decodeUserAuthenticationInfo,
    read: (document, existing, problems) => {
      const options = { required: false, maxLength: 255 };
      const name = readText(document, 'name', existing?.name, problems, options);
      const username = readText(document, 'username', existing?.username, problems, options);
      const email = readText(document, 'email', existing?.email, problems, {
        ...options,
        pattern: EMAIL,
        patternDetail: 'email must be an email address',
      });
      // The document requires `username` in every POST and PUT body (members also have `name`, `email`).
      if (document.username === undefined || String(document.username).trim() === '')
        problems.add('username is required', 'username');
      return {
        realm_id: existing?.realm_id ?? '',
        ...(name === undefined ? {} : { name }),
        ...(email === undefined ? {} : { email }),
        ...(username === undefined ? {} : { username }),
      };
    },
    filterFields: {
      ...nameFilter<UserAuthenticationInfoData>(),
      email: { operators: ['eq', 'like'], value: (item) => item.data.email ?? '' },
      username: { operators: ['eq', 'like'], value: (item) => item.data.username ?? '' },
    },
    sortFields: { name: (item) => item.data.name ?? '', email: (item) => item.data.email ?? '' },
    beforeDelete: (record, { storeId }) => {
      for (const info of infos.list(storeId)) {
        if (info.data.user_authentication_info_id === record.id) infos.delete(storeId, info.id);
      }
      for (const membership of memberships.list(storeId)) {
        if (membership.data.account_member_id === record.id) memberships.delete(storeId, membership.id);
      }
    },
  };
}

function passwordProfileInfoDefinition(
  collections: RealmCollections,
): SimpleResourceDefinition<PasswordProfileInfoData> {
  const { users, passwordProfiles: profiles } = collections;
  return {
    type: 'user_authentication_password_profile_info',
    label: 'password profile info',
    storedAs: 'password-profile-info',
    parent: parentScope('infoId', 'user_authentication_info_id', users, () =>
      notFound('No user authentication info found'),
    ),
    decode: decodePasswordProfileInfo,
    read: (document, existing, problems) => {
      const password = readText(document, 'password', undefined, problems, {
        required: existing === undefined,
        maxLength: 255,
      });
      return {
        user_authentication_info_id: existing?.user_authentication_info_id ?? '',
        // The profile of existing credentials stays fixed; only the username and password change.
        password_profile_id:
          existing?.password_profile_id ??
          readText(document, 'password_profile_id', undefined, problems, { required: true }) ??
          '',
        username:
          readText(document, 'username', existing?.username, problems, { required: true, maxLength: 255 }) ??
          '',
        password_hash: password === undefined ? (existing?.password_hash ?? '') : hashPasswordSync(password),
      };
    },
    unique: [],
    filterFields: { username: { operators: ['eq', 'like'], value: (item) => item.data.username } },
    sortFields: { username: (item) => item.data.username },
    renderFields: (data) => ({ username: data.username, password_profile_id: data.password_profile_id }),
    renderExtras: (record) => {
      const realmId = users.get(record.storeId, record.data.user_authentication_info_id)?.data.realm_id ?? '';
      return {
        links: {
          self: `${REALMS_PATH}/${realmId}/user-authentication-info/${record.data.user_authentication_info_id}/user-authentication-password-profile-info/${record.id}`,
        },
      };
    },
    beforeWrite: (data, previous, { storeId, collection }) => {
      const realmId = users.get(storeId, data.user_authentication_info_id)?.data.realm_id;
      const profile = profiles.get(storeId, data.password_profile_id);
      if (!profile || profile.data.realm_id !== realmId) {
        throw failedValidation('No password profile with this id in the realm', '/data/password_profile_id');
      }
      // A username signs in against one password profile, so it must be unique there.
      const clash = collection
        .list(storeId)
        .some(
          (other) =>
            other.id !== previous?.id &&
            other.data.password_profile_id === data.password_profile_id &&
            other.data.username.toLowerCase() === data.username.toLowerCase(),
        );
      if (clash) throw conflict(`The username ${data.username} is already taken`, '/data/username');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The store's default realms

export interface StoreRealms {
  customer: string;
  account: string;
  /** The account realm's "Username and password" profile. */
  accountPasswordProfile: string;
}

/**
 * Ids of a store's default realms, derived from the store id exactly as settings.ts derives the
 * `authentication_realm` relationship of the customer and account authentication settings, so
 * those links resolve here.
 */
export function defaultRealmIds(storeId: string): Pick<StoreRealms, 'customer' | 'account'> {
  const derive = (purpose: string) => {
    const hex = crypto.createHash('sha1').update(`${purpose}:${storeId}`).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { customer: derive('customer-realm'), account: derive('account-realm') };
}

/**
 * The customer and account realms, created on first use (the seed fixes the password profile
 * id), so every store has them like on the provider, where authentication settings own them.
 */
export function ensureStoreRealms(
  collections: RealmCollections,
  storeId: string,
  timestamp: string,
  passwordProfileId?: string,
): StoreRealms {
  const ids = defaultRealmIds(storeId);
  const { realms, passwordProfiles } = collections;
  return realms.transaction(() => {
    const all = realms.list(storeId);
    const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
    const realmFor = (origin: string, name: string, id: string): string => {
      const existing = all.find((realm) => realm.data.origin_type === origin);
      if (existing) return existing.id;
      const created = { id, data: { name, origin_type: origin }, ...stamp };
      realms.insert(created);
      return created.id;
    };
    const customer = realmFor(REALM_ORIGINS.customer, 'Customer Realm', ids.customer);
    const account = realmFor(REALM_ORIGINS.account, 'Buyer Organization', ids.account);
    const profiles = passwordProfiles.list(storeId).filter((profile) => profile.data.realm_id === account);
    let accountPasswordProfile = profiles[0]?.id;
    if (accountPasswordProfile === undefined) {
      accountPasswordProfile = passwordProfileId ?? crypto.randomUUID();
      passwordProfiles.insert({
        id: accountPasswordProfile,
        data: { realm_id: account, name: 'Username and password', description: 'Shopper sign-in' },
        ...stamp,
      });
    }
    return { customer, account, accountPasswordProfile };
  });
}

// ---------------------------------------------------------------------------------------------
// Routes

/** `POST .../password-profiles/:profileId/one-time-password-token-request`: mails a code, 202. */
function oneTimePasswordRequest(
  collections: RealmCollections,
  options: SimpleResourceRoutesOptions,
): RequestHandler {
  return (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const realmId = String(req.params.realmId);
    const profileId = String(req.params.profileId);
    const profile = collections.passwordProfiles.get(storeId, profileId);
    if (!collections.realms.get(storeId, realmId) || !profile || profile.data.realm_id !== realmId) {
      throw notFound('No password profile found');
    }
    const document = requestDataOrBare(req.body);
    const problems = new FieldProblems();
    if (document.type !== 'one_time_password_token_request') {
      problems.add('type must be one_time_password_token_request', 'type');
    }
    const username = readText(document, 'username', undefined, problems, { required: true, maxLength: 255 });
    const purpose = readEnum(document, 'purpose', OTP_PURPOSES, undefined, problems);
    problems.throwIfAny();
    // Unreachable after throwIfAny; narrows the types.
    if (username === undefined || purpose === undefined)
      throw failedValidation('username and purpose are required');
    const info = findPasswordProfileInfo(collections, storeId, realmId, profileId, username);
    // Unknown usernames get the same answer, so the endpoint cannot probe who has an account.
    if (info) {
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const now = options.now();
      collections.oneTimePasswords.insert({
        id: crypto.randomUUID(),
        storeId,
        data: {
          password_profile_info_id: info.id,
          digest: tokenDigest(code),
          purpose,
          expires_at: now + ONE_TIME_PASSWORD_TTL_MS,
        },
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
      });
      const user = collections.users.get(storeId, info.data.user_authentication_info_id);
      const recipient = user?.data.email ?? info.data.username;
      new AccountFlows(options).sendMail(
        recipient,
        'Your one-time password',
        `Your one-time password is ${code} (${purpose}). It expires in 10 minutes.`,
      );
    }
    res.status(202).end();
  };
}

/** Mounted at `/v2/authentication-realms`. */
export function createRealmsRouter(options: SimpleResourceRoutesOptions): Router {
  const collections = realmCollections(options.db);
  const router = Router();
  router.use((req, _res, next) => {
    ensureStoreRealms(collections, authenticatedStoreId(req.auth), new Date(options.now()).toISOString());
    next();
  });
  router.post(
    '/:realmId/password-profiles/:profileId/one-time-password-token-request',
    oneTimePasswordRequest(collections, options),
  );
  const oidcProfiles = createSimpleResourceRouter(oidcProfileDefinition(collections), options);
  router.use('/:realmId/openid-connect-profiles', oidcProfiles);
  // The spec's name for the same collection.
  router.use('/:realmId/oidc-profiles', oidcProfiles);
  router.use(
    '/:realmId/password-profiles',
    createSimpleResourceRouter(passwordProfileDefinition(collections), options),
  );
  // Credentials of a user are reachable only through the user's own realm.
  const userInRealm: RequestHandler = (req, _res, next) => {
    const user = collections.users.get(authenticatedStoreId(req.auth), String(req.params.infoId));
    if (!user || user.data.realm_id !== req.params.realmId)
      throw notFound('No user authentication info found');
    next();
  };
  router.use(
    '/:realmId/user-authentication-info/:infoId/user-authentication-password-profile-info',
    userInRealm,
    createSimpleResourceRouter(passwordProfileInfoDefinition(collections), options),
  );
  router.use(
    '/:realmId/user-authentication-info',
    createSimpleResourceRouter(userAuthenticationInfoDefinition(collections), options),
  );
  router.use('/', createSimpleResourceRouter(realmDefinition, options));
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

/** Fixed ids so the demo store's profiles are the same on every fresh database. */
export const SEEDED_PASSWORD_PROFILE_ID = '5e1f0c2a-8b4d-4c6e-9a10-3d2f1e0c7b03';

export const SEEDED_OIDC_PROFILE_ID = '5e1f0c2a-8b4d-4c6e-9a10-3d2f1e0c7b04';

/** The demo store's realms and an OIDC profile for the customer realm. */
export function seedRealms(db: SandboxDatabase, storeId: string, timestamp: string): StoreRealms {
  const collections = realmCollections(db);
  const realms = ensureStoreRealms(collections, storeId, timestamp, SEEDED_PASSWORD_PROFILE_ID);
  collections.oidcProfiles.insert({
    id: SEEDED_OIDC_PROFILE_ID,
    storeId,
    data: {
      realm_id: realms.customer,
      name: 'Demo identity provider',
      client_id: 'sandbox-storefront',
      redirect_uris: ['http://localhost:3000/oauth2/callback'],
      discovery_url: 'https://idp.example.com/.well-known/openid-configuration',
    },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  return realms;
}

/** Credentials for a seeded account member, all sharing the demo shopper password. */
export function seedPasswordProfileInfo(
  collections: RealmCollections,
  record: { id: string; storeId: string; userId: string; passwordProfileId: string; username: string },
  timestamp: string,
): void {
  collections.passwordInfos.insert({
    id: record.id,
    storeId: record.storeId,
    data: {
      user_authentication_info_id: record.userId,
      password_profile_id: record.passwordProfileId,
      username: record.username,
      password_hash: demoShopperPasswordHash(),
    },
    createdAt: timestamp,
    updatedAt: timestamp,
  });
}
