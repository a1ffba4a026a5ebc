import type { GatewayContext } from '../context';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { Resolvers } from '../generated/graphql';
import { listPage, type ListRequest } from '../lists';
import {
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
  OidcProfileModel,
  PasswordProfileModel,
  RealmModel,
  UserAuthenticationInfoModel,
} from './models';
import { providerPath } from '../provider/path';

/**
 * Authentication realms (`v2/authentication-realms`) with their password profiles, OpenID Connect
 * profiles and users: flat v2 documents. Nested documents do not name their realm, so the gateway
 * adds `realmId` from the path it read them under.
 */

const REALMS: LegacyResourceKind = { path: 'v2/authentication-realms', type: 'authentication_realm' };
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
const oidcProfiles = (realmId: string) => under(realmId, 'openid-connect-profiles', 'openid_connect_profile');
const users = (realmId: string) => under(realmId, 'user-authentication-info', 'user_authentication_info');

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

export const realmResolvers: Resolvers = {
  Query: {
    realms: (_root, { filter, page }, ctx) =>
      listPage<RealmModel>(ctx.provider, REALMS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, REALM_FILTER_FIELDS),
      }),
    realm: (_root, { id }, ctx) => getFlat<RealmModel>(ctx, REALMS, id),
  },
  Mutation: {
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
      const { value, userErrors } = await createFlat<UserAuthenticationInfoModel>(
        ctx,
        users(realmId),
        flatFields(input),
      );
      return { user: inRealm(realmId, value), userErrors };
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
  },
};
