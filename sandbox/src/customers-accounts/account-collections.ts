import type { AddressData } from './addresses';
import { notFound } from '../core/http';
import type { SandboxDatabase } from '../core/db';
import {
  ACCOUNT_MEMBERSHIP_TYPE,
  ensureStoreRealms,
  realmCollections,
  type RealmCollections,
  type StoreRealms,
  type UserAuthenticationInfoData,
} from './realms';
import { ResourceCollection } from '../core/resources';
import type { SimpleRecord } from '../core/simple-resources';
import { optionalText, storedObject, storedText, storedTextList } from '../core/stored-documents';

/** The stored documents of account management, and the store's account members. */

export interface AccountData {
  name: string;
  legal_name?: string;
  registration_id?: string;
  external_ref?: string;
  parent_id?: string;
  account_tag_ids: string[];
}

export interface AccountTagData {
  name: string;
  description?: string;
}

export interface MembershipData {
  account_id: string;
  account_member_id: string;
}

export interface AccountTokenData {
  account_id: string;
  account_member_id: string;
  digest: string;
  expires_at: number;
}

/** The provider's default `account_management_authentication_token_timeout_secs`. */
export const ACCOUNT_TOKEN_TTL_MS = 86_400 * 1000;
export const ACCOUNT_TOKEN_HEADER = 'EP-Account-Management-Authentication-Token';

// ---------------------------------------------------------------------------------------------
// Stored documents

export function decodeAccount(data: unknown): AccountData {
  const stored = storedObject(data, 'account');
  return {
    name: storedText(stored, 'name', 'account'),
    ...optionalText(stored, 'legal_name'),
    ...optionalText(stored, 'registration_id'),
    ...optionalText(stored, 'external_ref'),
    ...optionalText(stored, 'parent_id'),
    account_tag_ids: storedTextList(stored, 'account_tag_ids'),
  };
}

export function decodeAccountTag(data: unknown): AccountTagData {
  const stored = storedObject(data, 'account tag');
  return { name: storedText(stored, 'name', 'account tag'), ...optionalText(stored, 'description') };
}

export function decodeMembership(data: unknown): MembershipData {
  const stored = storedObject(data, 'account membership');
  return {
    account_id: storedText(stored, 'account_id', 'account membership'),
    account_member_id: storedText(stored, 'account_member_id', 'account membership'),
  };
}

export function decodeAccountToken(data: unknown): AccountTokenData {
  const stored = storedObject(data, 'account token');
  return {
    account_id: storedText(stored, 'account_id', 'account token'),
    account_member_id: storedText(stored, 'account_member_id', 'account token'),
    digest: storedText(stored, 'digest', 'account token'),
    expires_at: typeof stored.expires_at === 'number' ? stored.expires_at : 0,
  };
}

export interface AccountCollections {
  accounts: ResourceCollection<AccountData>;
  tags: ResourceCollection<AccountTagData>;
  memberships: ResourceCollection<MembershipData>;
  addresses: ResourceCollection<AddressData>;
  tokens: ResourceCollection<AccountTokenData>;
  realms: RealmCollections;
}

export function accountCollections(db: SandboxDatabase): AccountCollections {
  return {
    accounts: new ResourceCollection(db, { name: 'account', decode: decodeAccount }),
    tags: new ResourceCollection(db, { name: 'account-tag', decode: decodeAccountTag }),
    memberships: new ResourceCollection(db, { name: ACCOUNT_MEMBERSHIP_TYPE, decode: decodeMembership }),
    addresses: new ResourceCollection(db, {
      name: 'account-address',
      decode: (data) => ({ owner_id: storedText(storedObject(data, 'address'), 'owner_id', 'address') }),
    }),
    tokens: new ResourceCollection(db, { name: 'account-member-token', decode: decodeAccountToken }),
    realms: realmCollections(db),
  };
}

export const accountMissing = () => notFound('account not found');

// ---------------------------------------------------------------------------------------------
// Account members: the users of the store's account realm

export type Member = SimpleRecord<UserAuthenticationInfoData>;

export function accountRealm(
  collections: AccountCollections,
  storeId: string,
  now: () => number,
): StoreRealms {
  return ensureStoreRealms(collections.realms, storeId, new Date(now()).toISOString());
}

export function membersOf(collections: AccountCollections, storeId: string, now: () => number): Member[] {
  const realmId = accountRealm(collections, storeId, now).account;
  return collections.realms.users.list(storeId).filter((user) => user.data.realm_id === realmId);
}
