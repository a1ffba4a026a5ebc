import type { GatewayContext } from '../context';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { MerchantRealmMapping, PasswordProfileInfo, Resolvers, UserError } from '../generated/graphql';
import { listPage, type ListRequest } from '../lists';
import {
  attemptFlat,
  createdAt,
  createFlat,
  deleteFlat,
  updatedAt,
  updateFlat,
  flatFields,
  storedText,
  getFlat,
  type LegacyResourceKind,
} from './flat-resources';
import type {
  LegacyResourceMeta,
  OidcProfileModel,
  PasswordProfileModel,
  RealmModel,
  UserAuthenticationInfoModel,
} from './models';
import { providerPath } from '../provider/path';

/**
 * Authentication realms (`v2/authentication-realms`) with their password profiles, OpenID Connect
 * profiles and users: flat v2 documents. Nested documents do not name their realm, so the gateway
 * adds `realmId` from the path it read them under. A user's password profile info (their
 * credentials) is read under the user, so it gets `realmId` and `userId` the same way. The merchant
 * realm mapping (`v2/merchant-realm-mappings`) is the store's one mapping to its seller realm.
 */

export const REALMS: LegacyResourceKind = { path: 'v2/authentication-realms', type: 'authentication_realm' };
const REALM_FILTER_FIELDS = sdlFilterFields('RealmFilter');
const USER_FILTER_FIELDS = sdlFilterFields('UserAuthenticationInfoFilter');

const under = (realmId: string, collection: string, type: string): LegacyResourceKind => ({
  path: providerPath(REALMS.path)`/${realmId}/${collection}`,
  type,
});
const passwordProfiles = (realmId: string) => ({
  ...under(realmId, 'password-profiles', 'password_profile'),
  uniqueKeys: ['name'],
});
// Spec section 7 names the collection `oidc-profiles` (the provider's document: `openid-connect-profiles`).
const oidcProfiles = (realmId: string) => under(realmId, 'oidc-profiles', 'openid_connect_profile');
const users = (realmId: string) => under(realmId, 'user-authentication-info', 'user_authentication_info');
const passwordProfileInfos = (realmId: string, userId: string): LegacyResourceKind => ({
  path: providerPath(users(realmId).path)`/${userId}/user-authentication-password-profile-info`,
  type: 'user_authentication_password_profile_info',
});
const oneTimePasswordPath = (realmId: string, profileId: string) =>
  providerPath(passwordProfiles(realmId).path)`/${profileId}/one-time-password-token-request`;
const MERCHANT_REALM_MAPPINGS: LegacyResourceKind = {
  path: 'v2/merchant-realm-mappings',
  type: 'merchant-realm-mappings',
};

/** The provider's `user_authentication_password_profile_info` document. */
interface PasswordProfileInfoDocument {
  id: string;
  username: string;
  password_profile_id: string;
  meta?: LegacyResourceMeta;
}

/** The provider's `merchant-realm-mappings` document. */
interface MerchantRealmMappingDocument {
  id: string;
  prefix?: string | null;
  realm_id?: string;
  store_id?: string;
}

function toPasswordProfileInfo(
  document: PasswordProfileInfoDocument,
  realmId: string,
  userId: string,
): PasswordProfileInfo {
  return {
    id: document.id,
    realmId,
    userId,
    passwordProfileId: document.password_profile_id,
    username: document.username,
    createdAt: createdAt(document),
    updatedAt: updatedAt(document),
  };
}

function toMerchantRealmMapping(document: MerchantRealmMappingDocument): MerchantRealmMapping {
  return {
    id: document.id,
    prefix: document.prefix ?? null,
    realmId: document.realm_id ?? null,
    storeId: document.store_id ?? null,
  };
}

/** Documents read under a realm, with the realm's id added. */
const realmPage = <T extends object>(
  ctx: GatewayContext,
  realmId: string,
  kind: LegacyResourceKind,
  request: ListRequest,
) => listPage(ctx.provider, kind.path, request, (item: T) => ({ ...item, realmId }));

/** A write's result with the realm's id added. */
function inRealm<T extends object>(realmId: string, value: T | null): (T & { realmId: string }) | null {
  return value ? { ...value, realmId } : null;
}

/** A secret is only sent when one was typed: empty means "keep the current secret". */
function oidcFields(input: Record<string, unknown>): Record<string, unknown> {
  const { clientSecret, ...rest } = input;
  return {
    ...flatFields(rest),
    ...(typeof clientSecret === 'string' && clientSecret !== '' ? { client_secret: clientSecret } : {}),
  };
}

/**
 * The documents require `username` on every user write (POST and PUT). An update that leaves it
 * out sends the user's current username; a blank one, or one being cleared, is refused.
 */
async function userUsername(
  ctx: GatewayContext,
  realmId: string,
  id: string | null,
  username: string | null | undefined,
): Promise<{ username: string } | { userErrors: UserError[] }> {
  let value = username;
  if (username === undefined && id !== null) {
    const current = await getFlat<UserAuthenticationInfoModel>(ctx, users(realmId), id);
    if (!current) return { userErrors: [{ field: null, message: 'User not found', code: 'NOT_FOUND' }] };
    value = current.username;
  }
  const trimmed = value?.trim() ?? '';
  return trimmed === ''
    ? { userErrors: [{ field: ['username'], message: 'Enter a username', code: 'REQUIRED' }] }
    : { username: trimmed };
}

export const realmResolvers: Resolvers = {
  Query: {
    realms: (_root, { filter, page }, ctx) =>
      listPage<RealmModel>(ctx.provider, REALMS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, REALM_FILTER_FIELDS),
      }),
    realm: (_root, { id }, ctx) => getFlat<RealmModel>(ctx, REALMS, id),
    merchantRealmMappings: async (_root, _args, ctx) => {
      // The provider answers the store's one mapping as a single document.
      const { data } = await ctx.provider.get<{
        data: MerchantRealmMappingDocument | MerchantRealmMappingDocument[];
      }>(MERCHANT_REALM_MAPPINGS.path);
      return (Array.isArray(data) ? data : [data]).map(toMerchantRealmMapping);
    },
    merchantRealmMapping: async (_root, { id }, ctx) => {
      const mapping = await getFlat<MerchantRealmMappingDocument>(ctx, MERCHANT_REALM_MAPPINGS, id);
      return mapping ? toMerchantRealmMapping(mapping) : null;
    },
  },
  Mutation: {
    createRealm: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<RealmModel>(ctx, REALMS, flatFields(input));
      return { realm: value, userErrors };
    },
    createPasswordProfile: async (_root, { realmId, input }, ctx) => {
      const { value, userErrors } = await createFlat<PasswordProfileModel>(
        ctx,
        passwordProfiles(realmId),
        flatFields(input),
      );
      return { passwordProfile: inRealm(realmId, value), userErrors };
    },
    updatePasswordProfile: async (_root, { realmId, id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<PasswordProfileModel>(
        ctx,
        passwordProfiles(realmId),
        id,
        flatFields(input),
      );
      return { passwordProfile: inRealm(realmId, value), userErrors };
    },
    deletePasswordProfile: (_root, { realmId, id }, ctx) =>
      deleteFlat(ctx, passwordProfiles(realmId).path, id),
    createOidcProfile: async (_root, { realmId, input }, ctx) => {
      const { value, userErrors } = await createFlat<OidcProfileModel>(
        ctx,
        oidcProfiles(realmId),
        oidcFields(input),
      );
      return { oidcProfile: inRealm(realmId, value), userErrors };
    },
    updateOidcProfile: async (_root, { realmId, id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<OidcProfileModel>(
        ctx,
        oidcProfiles(realmId),
        id,
        oidcFields(input),
      );
      return { oidcProfile: inRealm(realmId, value), userErrors };
    },
    deleteOidcProfile: (_root, { realmId, id }, ctx) => deleteFlat(ctx, oidcProfiles(realmId).path, id),
    createUserAuthenticationInfo: async (_root, { realmId, input }, ctx) => {
      const checked = await userUsername(ctx, realmId, null, input.username);
      if ('userErrors' in checked) return { user: null, userErrors: checked.userErrors };
      const { value, userErrors } = await createFlat<UserAuthenticationInfoModel>(ctx, users(realmId), {
        ...flatFields(input),
        username: checked.username,
      });
      return { user: inRealm(realmId, value), userErrors };
    },
    updateUserAuthenticationInfo: async (_root, { realmId, id, input }, ctx) => {
      const checked = await userUsername(ctx, realmId, id, input.username);
      if ('userErrors' in checked) return { user: null, userErrors: checked.userErrors };
      const { value, userErrors } = await updateFlat<UserAuthenticationInfoModel>(ctx, users(realmId), id, {
        ...flatFields(input),
        username: checked.username,
      });
      return { user: inRealm(realmId, value), userErrors };
    },
    deleteUserAuthenticationInfo: (_root, { realmId, id }, ctx) => deleteFlat(ctx, users(realmId).path, id),
    createPasswordProfileInfo: async (_root, { realmId, userId, input }, ctx) => {
      const { value, userErrors } = await createFlat<PasswordProfileInfoDocument>(
        ctx,
        passwordProfileInfos(realmId, userId),
        flatFields(input),
      );
      return { passwordProfileInfo: value && toPasswordProfileInfo(value, realmId, userId), userErrors };
    },
    updatePasswordProfileInfo: async (_root, { realmId, userId, id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<PasswordProfileInfoDocument>(
        ctx,
        passwordProfileInfos(realmId, userId),
        id,
        flatFields(input),
      );
      return { passwordProfileInfo: value && toPasswordProfileInfo(value, realmId, userId), userErrors };
    },
    deletePasswordProfileInfo: (_root, { realmId, userId, id }, ctx) =>
      deleteFlat(ctx, passwordProfileInfos(realmId, userId).path, id),
    requestOneTimePassword: async (_root, { realmId, passwordProfileId, input }, ctx) => {
      const { userErrors } = await attemptFlat(ctx, () =>
        ctx.provider.post(oneTimePasswordPath(realmId, passwordProfileId), {
          body: {
            data: {
              type: 'one_time_password_token_request',
              username: input.username,
              purpose: input.purpose.toLowerCase(),
            },
          },
        }),
      );
      return { accepted: userErrors.length === 0, userErrors };
    },
    updateMerchantRealmMapping: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<MerchantRealmMappingDocument>(
        ctx,
        MERCHANT_REALM_MAPPINGS,
        id,
        flatFields(input),
      );
      return { merchantRealmMapping: value && toMerchantRealmMapping(value), userErrors };
    },
  },
  Realm: {
    id: (realm) => realm.id,
    name: (realm) => realm.name,
    originType: (realm) => storedText(realm.origin_type),
    createdAt,
    updatedAt,
    passwordProfiles: (realm, { page }, ctx) =>
      realmPage<PasswordProfileModel>(ctx, realm.id, passwordProfiles(realm.id), { page }),
    oidcProfiles: (realm, { page }, ctx) =>
      realmPage<OidcProfileModel>(ctx, realm.id, oidcProfiles(realm.id), { page }),
    users: (realm, { filter, page }, ctx) =>
      realmPage<UserAuthenticationInfoModel>(ctx, realm.id, users(realm.id), {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, USER_FILTER_FIELDS),
      }),
    passwordProfile: async (realm, { id }, ctx) =>
      inRealm(realm.id, await getFlat<PasswordProfileModel>(ctx, passwordProfiles(realm.id), id)),
    oidcProfile: async (realm, { id }, ctx) =>
      inRealm(realm.id, await getFlat<OidcProfileModel>(ctx, oidcProfiles(realm.id), id)),
    user: async (realm, { id }, ctx) =>
      inRealm(realm.id, await getFlat<UserAuthenticationInfoModel>(ctx, users(realm.id), id)),
  },
  PasswordProfile: {
    id: (profile) => profile.id,
    realmId: (profile) => profile.realmId,
    name: (profile) => profile.name,
    description: (profile) => storedText(profile.description),
    createdAt,
    updatedAt,
  },
  OidcProfile: {
    id: (profile) => profile.id,
    realmId: (profile) => profile.realmId,
    name: (profile) => profile.name,
    clientId: (profile) => profile.client_id,
    redirectUris: (profile) => profile.redirect_uris ?? [],
    discoveryUrl: (profile) => storedText(profile.discovery_url),
    createdAt,
    updatedAt,
  },
  UserAuthenticationInfo: {
    id: (user) => user.id,
    realmId: (user) => user.realmId,
    name: (user) => storedText(user.name),
    email: (user) => storedText(user.email),
    username: (user) => storedText(user.username),
    createdAt,
    updatedAt,
    passwordProfileInfos: (user, { page }, ctx) =>
      listPage(
        ctx.provider,
        passwordProfileInfos(user.realmId, user.id).path,
        { page },
        (item: PasswordProfileInfoDocument) => toPasswordProfileInfo(item, user.realmId, user.id),
      ),
    passwordProfileInfo: async (user, { id }, ctx) => {
      const info = await getFlat<PasswordProfileInfoDocument>(
        ctx,
        passwordProfileInfos(user.realmId, user.id),
        id,
      );
      return info && toPasswordProfileInfo(info, user.realmId, user.id);
    },
  },
};
