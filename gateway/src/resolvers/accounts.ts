import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { AccountSortField, Resolvers } from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import type { ProviderSingle } from '../provider/resources';
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
import { addressBook, addressBooks } from './addresses';
import type {
  AddressModel,
  AccountMemberModel,
  AccountMembershipModel,
  AccountModel,
  AccountTagModel,
  LegacyResourceMeta,
} from './models';
import { providerPath } from '../provider/path';

/**
 * Account management (`v2/accounts`, `v2/account-tags`, `v2/account-members`): flat v2 documents.
 * Related resources (parent accounts, tags, members) come through the request's DataLoaders, so a
 * page of accounts costs one call per kind of related resource, not one per row.
 */

export const ACCOUNTS: LegacyResourceKind = { path: 'v2/accounts', type: 'account' };
const addresses = addressBooks(ACCOUNTS.path);
export const ACCOUNT_TAGS: LegacyResourceKind = {
  path: 'v2/account-tags',
  type: 'account_tag',
  uniqueKeys: ['name'],
};
const ACCOUNT_MEMBERS: LegacyResourceKind = { path: 'v2/account-members', type: 'account_member' };

export const ACCOUNT_FILTER_FIELDS = sdlFilterFields('AccountFilter');
const ACCOUNT_TAG_FILTER_FIELDS = sdlFilterFields('AccountTagFilter');
const ACCOUNT_MEMBER_FILTER_FIELDS = sdlFilterFields('AccountMemberFilter');
const ACCOUNT_SORT_FIELDS: Record<AccountSortField, string> = { NAME: 'name' };

const membershipsPath = (accountId: string) => providerPath(ACCOUNTS.path)`/${accountId}/account-memberships`;
const memberMembershipsPath = (memberId: string) =>
  providerPath(ACCOUNT_MEMBERS.path)`/${memberId}/account-memberships`;
const tagRelationshipPath = (accountId: string) =>
  providerPath(ACCOUNTS.path)`/${accountId}/relationships/account-tags`;

/**
 * A membership document as the provider sends it: read under an account it names the member, read
 * under a member (`account-members/{id}/account-memberships`) it names the account.
 */
interface ProviderMembership {
  id: string;
  type: string;
  relationships?: {
    account_member?: { data?: { id?: string } | null };
    account?: { data?: { id?: string } | null };
  };
  meta?: LegacyResourceMeta;
}

function membershipModel(accountId: string, membership: ProviderMembership): AccountMembershipModel {
  return {
    id: membership.id,
    accountId,
    memberId: membership.relationships?.account_member?.data?.id ?? '',
    createdAt: membership.meta?.timestamps?.created_at ?? null,
  };
}

function memberMembershipModel(memberId: string, membership: ProviderMembership): AccountMembershipModel {
  return {
    id: membership.id,
    accountId: membership.relationships?.account?.data?.id ?? '',
    memberId,
    createdAt: membership.meta?.timestamps?.created_at ?? null,
  };
}

/**
 * Account fields: `legal_name` and `registration_id` are cleared with null upstream, the other
 * optional text fields with an empty string (flatFields).
 */
function accountFields(input: Record<string, unknown>): Record<string, unknown> {
  const { legalName, registrationId, ...rest } = input;
  return {
    ...flatFields(rest),
    ...(legalName !== undefined ? { legal_name: legalName } : {}),
    ...(registrationId !== undefined ? { registration_id: registrationId } : {}),
  };
}

/** The membership's pointer `/data/account_member_id` is the schema's `memberId` argument. */
function onMember(userErrors: UserError[]): UserError[] {
  return userErrors.map((error) =>
    error.field?.[0] === 'accountMemberId' ? { ...error, field: ['memberId'] } : error,
  );
}

/** Tag relationship pointers are `/data/0/id`; the schema's argument is `tagIds`. */
function onTags(userErrors: UserError[]): UserError[] {
  return userErrors.map((error) => (error.field === null ? error : { ...error, field: ['tagIds'] }));
}

async function changeTags(
  ctx: GatewayContext,
  accountId: string,
  tagIds: readonly string[],
  attach: boolean,
) {
  const body = { data: tagIds.map((id) => ({ type: 'account_tag', id })) };
  const path = tagRelationshipPath(accountId);
  const { userErrors } = await attemptFlat(ctx, () =>
    attach ? ctx.provider.post(path, { body }) : ctx.provider.delete(path, { body }),
  );
  if (userErrors.length > 0) return { account: null, userErrors: onTags(userErrors) };
  return { account: await getFlat<AccountModel>(ctx, ACCOUNTS, accountId), userErrors: [] };
}

export const accountResolvers: Resolvers = {
  Query: {
    accounts: (_root, { filter, sort, page }, ctx) =>
      listPage<AccountModel>(ctx.provider, ACCOUNTS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, ACCOUNT_FILTER_FIELDS),
        sort: encodeSort(sort, ACCOUNT_SORT_FIELDS),
      }),
    account: (_root, { id }, ctx) => getFlat<AccountModel>(ctx, ACCOUNTS, id),
    accountTags: (_root, { filter, page }, ctx) =>
      listPage<AccountTagModel>(ctx.provider, ACCOUNT_TAGS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, ACCOUNT_TAG_FILTER_FIELDS),
      }),
    accountTag: (_root, { id }, ctx) => getFlat<AccountTagModel>(ctx, ACCOUNT_TAGS, id),
    accountMembers: (_root, { filter, page }, ctx) =>
      listPage<AccountMemberModel>(ctx.provider, ACCOUNT_MEMBERS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, ACCOUNT_MEMBER_FILTER_FIELDS),
      }),
    accountMember: (_root, { id }, ctx) => getFlat<AccountMemberModel>(ctx, ACCOUNT_MEMBERS, id),
  },
  Mutation: {
    createAccount: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<AccountModel>(ctx, ACCOUNTS, accountFields(input));
      return { account: value, userErrors };
    },
    updateAccount: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<AccountModel>(ctx, ACCOUNTS, id, accountFields(input));
      return { account: value, userErrors };
    },
    deleteAccount: (_root, { id }, ctx) => deleteFlat(ctx, ACCOUNTS.path, id),
    createAccountAddress: (_root, { accountId, input }, ctx) => addresses.create(ctx, accountId, input),
    updateAccountAddress: (_root, { accountId, id, input }, ctx) =>
      addresses.update(ctx, accountId, id, input),
    deleteAccountAddress: (_root, { accountId, id }, ctx) => addresses.remove(ctx, accountId, id),
    createAccountTag: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<AccountTagModel>(ctx, ACCOUNT_TAGS, flatFields(input));
      return { tag: value, userErrors };
    },
    updateAccountTag: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<AccountTagModel>(
        ctx,
        ACCOUNT_TAGS,
        id,
        flatFields(input),
      );
      return { tag: value, userErrors };
    },
    deleteAccountTag: (_root, { id }, ctx) => deleteFlat(ctx, ACCOUNT_TAGS.path, id),
    attachAccountTags: (_root, { accountId, tagIds }, ctx) => changeTags(ctx, accountId, tagIds, true),
    detachAccountTags: (_root, { accountId, tagIds }, ctx) => changeTags(ctx, accountId, tagIds, false),
    addAccountMember: async (_root, { accountId, memberId }, ctx) => {
      const { value, userErrors } = await attemptFlat(ctx, () =>
        ctx.provider.post<ProviderSingle<ProviderMembership>>(membershipsPath(accountId), {
          body: { data: { type: 'account_membership', account_member_id: memberId } },
        }),
      );
      return {
        membership: value ? membershipModel(accountId, value.data) : null,
        userErrors: onMember(userErrors),
      };
    },
    removeAccountMembership: (_root, { accountId, id }, ctx) =>
      deleteFlat(ctx, membershipsPath(accountId), id),
  },
  Account: {
    id: (account) => account.id,
    name: (account) => account.name,
    legalName: (account) => storedText(account.legal_name),
    registrationId: (account) => storedText(account.registration_id),
    externalRef: (account) => storedText(account.external_ref),
    parentId: (account) => account.parent_id ?? null,
    parent: (account, _args, ctx) =>
      account.parent_id ? ctx.loaders.accountById.load(account.parent_id) : null,
    tags: async (account, _args, ctx) => {
      const ids = (account.relationships?.account_tags?.data ?? []).map((tag) => tag.id);
      const tags = await ctx.loaders.accountTagById.loadMany(ids);
      const failure = tags.find((tag) => tag instanceof Error);
      if (failure) throw failure;
      // A tag deleted since the account was read is simply no longer shown.
      return tags.filter((tag): tag is AccountTagModel => tag !== null && !(tag instanceof Error));
    },
    createdAt,
    updatedAt,
    addresses: (account, { page }, ctx) => addresses.page(ctx, account.id, page),
    address: (account, { id }, ctx) => getFlat<AddressModel>(ctx, addressBook(ACCOUNTS.path, account.id), id),
    memberships: async (account, { page }, ctx) => {
      const found = await listPage<ProviderMembership>(ctx.provider, membershipsPath(account.id), { page });
      return { ...found, items: found.items.map((membership) => membershipModel(account.id, membership)) };
    },
    membership: async (account, { id }, ctx) => {
      const found = await getFlat<ProviderMembership>(
        ctx,
        { path: membershipsPath(account.id), type: 'account_membership' },
        id,
      );
      return found ? membershipModel(account.id, found) : null;
    },
    unassignedMembers: (account, { filter, page }, ctx) =>
      listPage<AccountMemberModel>(
        ctx.provider,
        `${membershipsPath(account.id)}/unassigned-account-members`,
        {
          page,
          filter: encodeFilter(filter as FilterInput | null | undefined, ACCOUNT_MEMBER_FILTER_FIELDS),
        },
      ),
  },
  AccountTag: {
    id: (tag) => tag.id,
    name: (tag) => tag.name,
    description: (tag) => storedText(tag.description),
    createdAt,
    updatedAt,
  },
  AccountMember: {
    id: (member) => member.id,
    name: (member) => member.name,
    email: (member) => member.email,
    createdAt,
    memberships: async (member, { page }, ctx) => {
      const found = await listPage<ProviderMembership>(ctx.provider, memberMembershipsPath(member.id), {
        page,
      });
      return {
        ...found,
        items: found.items.map((membership) => memberMembershipModel(member.id, membership)),
      };
    },
  },
  AccountMembership: {
    id: (membership) => membership.id,
    accountId: (membership) => membership.accountId,
    account: (membership, _args, ctx) =>
      membership.accountId ? ctx.loaders.accountById.load(membership.accountId) : null,
    memberId: (membership) => membership.memberId,
    member: (membership, _args, ctx) =>
      membership.memberId ? ctx.loaders.accountMemberById.load(membership.memberId) : null,
    createdAt: (membership) => membership.createdAt,
  },
};
