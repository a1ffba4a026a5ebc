import { Router, type Request, type RequestHandler } from 'express';
import {
  accountCollections,
  accountMissing,
  ACCOUNT_TOKEN_HEADER,
  decodeAccount,
  decodeAccountTag,
  decodeMembership,
  membersOf,
  type AccountCollections,
  type AccountData,
  type AccountTagData,
  type Member,
  type MembershipData,
} from './account-collections';
import { accountTokensHandler, resolveAccountToken } from './account-tokens';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import { addressDefinition, type AddressData } from './addresses';
import type { SandboxDatabase } from '../core/db';
import { conflict, failedValidation, forbidden, listEnvelope, notFound, unauthorized } from '../core/http';
import { runListQuery, type ListSchema } from '../core/query';
import { ACCOUNT_MEMBERSHIP_TYPE, seedPasswordProfileInfo, type StoreRealms } from './realms';
import { ResourceCollection } from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  parentScope,
  readOptionalDescription,
  readRequiredName,
  readText,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, listParams, requestDataList } from '../core/request';
import { storedObject, storedText } from '../core/stored-documents';

/**
 * Account management: accounts (`/v2/accounts`, optionally under a parent account), their
 * addresses, account tags and the tag relationship, account members (read-only views of the
 * user-authentication-info in the store's account realm, same ids) and account memberships.
 * Tokens are in account-tokens.ts, the stored documents in account-collections.ts.
 */

const TEXT = { required: false, maxLength: 255 } as const;

// ---------------------------------------------------------------------------------------------
// Accounts and account tags

/** `legal_name` and `registration_id` may be null upstream, which clears them. */
function readNullableText(
  document: Record<string, unknown>,
  field: string,
  fallback: string | undefined,
  problems: FieldProblems,
): string | undefined {
  if (document[field] === null) return undefined;
  return readText(document, field, fallback, problems, TEXT);
}

function accountDefinition(
  collections: AccountCollections,
  now: () => number,
): SimpleResourceDefinition<AccountData> {
  const { memberships, addresses, tokens } = collections;
  return {
    type: 'account',
    label: 'account',
    storedAs: 'account',
    path: '/v2/accounts',
    decode: decodeAccount,
    read: (document, existing, problems) => {
      const parentId =
        existing === undefined
          ? readText(document, 'parent_id', undefined, problems, {
              required: false,
              pattern: /^[0-9a-f-]{36}$/i,
              patternDetail: 'parent_id must be an account id',
            })
          : // The parent is fixed at creation (read-only on update).
            existing.parent_id;
      const optional = {
        legal_name: readNullableText(document, 'legal_name', existing?.legal_name, problems),
        registration_id: readNullableText(document, 'registration_id', existing?.registration_id, problems),
        external_ref: readText(document, 'external_ref', existing?.external_ref, problems, TEXT),
        parent_id: parentId,
      };
      return {
        name: readRequiredName(document, existing, problems),
        ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
        account_tag_ids: existing?.account_tag_ids ?? [],
      };
    },
    unique: [],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name },
      legal_name: { operators: ['eq', 'like'], value: (item) => item.data.legal_name ?? '' },
      registration_id: { operators: ['eq', 'like'], value: (item) => item.data.registration_id ?? '' },
      external_ref: { operators: ['eq', 'like'], value: (item) => item.data.external_ref ?? '' },
      parent_id: { operators: ['eq'], value: (item) => item.data.parent_id ?? '' },
    },
    sortFields: { name: (item) => item.data.name },
    renderFields: ({ account_tag_ids: _tags, ...fields }) => fields,
    renderExtras: (record) => ({
      relationships: {
        account_tags: { data: record.data.account_tag_ids.map((id) => ({ type: 'account_tag', id })) },
      },
    }),
    beforeWrite: (data, previous, { storeId, collection }) => {
      if (
        previous === undefined &&
        data.parent_id !== undefined &&
        !collection.get(storeId, data.parent_id)
      ) {
        throw failedValidation('The parent account does not exist', '/data/parent_id');
      }
    },
    beforeDelete: (record, { storeId, collection }) => {
      // Sub-accounts would be left pointing at nothing.
      if (collection.list(storeId).some((other) => other.data.parent_id === record.id)) {
        throw conflict('An account with sub-accounts cannot be deleted');
      }
      for (const owned of [memberships, tokens]) {
        for (const item of owned.list(storeId)) {
          if (item.data.account_id === record.id) owned.delete(storeId, item.id);
        }
      }
      for (const address of addresses.list(storeId)) {
        if (address.data.owner_id === record.id) addresses.delete(storeId, address.id);
      }
    },
    extraRoutes: (router, { collection }) => {
      const tagRelationship = (add: boolean): RequestHandler => {
        return (req, res) => {
          const storeId = authenticatedStoreId(req.auth);
          const account = collection.get(storeId, String(req.params.id));
          if (!account) throw accountMissing();
          const ids = readTagReferences(req.body, storeId, collections.tags);
          const current = account.data.account_tag_ids;
          const next = add
            ? [...current, ...ids.filter((id) => !current.includes(id))]
            : current.filter((id) => !ids.includes(id));
          const data = { ...account.data, account_tag_ids: next };
          collection.replace(storeId, account.id, data, new Date(now()).toISOString());
          if (add) res.json({ data: next.map((id) => ({ type: 'account_tag', id })) });
          else res.status(204).end();
        };
      };
      router.post('/:id/relationships/account-tags', requireWriteAccess, tagRelationship(true));
      router.delete('/:id/relationships/account-tags', requireWriteAccess, tagRelationship(false));
    },
  };
}

/** `{ data: [{ type: 'account_tag', id }] }`; every tag must exist in the store. */
function readTagReferences(
  body: unknown,
  storeId: string,
  tags: ResourceCollection<AccountTagData>,
): string[] {
  const data = requestDataList(body, 'data must be a list of account tags');
  const problems = new FieldProblems();
  const ids: string[] = [];
  data.forEach((item: unknown, index) => {
    if (!isPlainObject(item) || item.type !== 'account_tag' || typeof item.id !== 'string') {
      problems.add('each item must be { type: "account_tag", id }', String(index));
    } else if (!tags.get(storeId, item.id)) {
      problems.add(`No account tag with id ${item.id}`, `${index}/id`);
    } else {
      ids.push(item.id);
    }
  });
  problems.throwIfAny();
  return ids;
}

function accountTagDefinition(collections: AccountCollections): SimpleResourceDefinition<AccountTagData> {
  return {
    type: 'account_tag',
    label: 'account tag',
    storedAs: 'account-tag',
    path: '/v2/account-tags',
    decode: decodeAccountTag,
    read: (document, existing, problems) => {
      const description = readOptionalDescription(document, existing, problems);
      return { name: readRequiredName(document, existing, problems), ...description };
    },
    unique: [{ field: 'name', value: (data) => data.name }],
    filterFields: { name: { operators: ['eq', 'like'], value: (item) => item.data.name } },
    sortFields: { name: (item) => item.data.name },
    // A deleted tag disappears from every account it was on.
    beforeDelete: (record, { storeId, timestamp }) => {
      for (const account of collections.accounts.list(storeId)) {
        if (!account.data.account_tag_ids.includes(record.id)) continue;
        const account_tag_ids = account.data.account_tag_ids.filter((id) => id !== record.id);
        collections.accounts.replace(storeId, account.id, { ...account.data, account_tag_ids }, timestamp);
      }
    },
  };
}

function renderMember(member: Member): Record<string, unknown> {
  return {
    id: member.id,
    type: 'account_member',
    name: member.data.name ?? member.data.username ?? '',
    email: member.data.email ?? '',
    meta: { timestamps: { created_at: member.createdAt, updated_at: member.updatedAt } },
    links: { self: `/v2/account-members/${member.id}` },
  };
}

const MEMBER_SCHEMA: ListSchema<Member> = {
  filter: {
    fields: {
      id: { operators: ['eq', 'in'], value: (item) => item.id },
      name: { operators: ['eq', 'like'], value: (item) => item.data.name ?? item.data.username ?? '' },
      email: { operators: ['eq', 'like'], value: (item) => item.data.email ?? '' },
    },
  },
  sortFields: {
    name: (item) => item.data.name ?? '',
    email: (item) => item.data.email ?? '',
    created_at: (item) => item.createdAt,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (item) => item.createdAt },
    { field: 'id', descending: false, value: (item) => item.id },
  ],
};

function listMembers(req: Request, members: Member[]) {
  const result = runListQuery(members, listParams(req), MEMBER_SCHEMA);
  return listEnvelope(req, result, renderMember);
}

function membershipDefinition(
  collections: AccountCollections,
  now: () => number,
): SimpleResourceDefinition<MembershipData> {
  return {
    type: 'account_membership',
    label: 'account membership',
    storedAs: ACCOUNT_MEMBERSHIP_TYPE,
    operations: ['list', 'create', 'get', 'delete'],
    parent: parentScope('accountId', 'account_id', collections.accounts, () => accountMissing()),
    decode: decodeMembership,
    read: (document, existing, problems) => ({
      account_id: existing?.account_id ?? '',
      account_member_id:
        readText(document, 'account_member_id', existing?.account_member_id, problems, { required: true }) ??
        '',
    }),
    unique: [{ field: 'account_member_id', value: (data) => data.account_member_id }],
    filterFields: {
      account_member_id: { operators: ['eq', 'like'], value: (item) => item.data.account_member_id },
    },
    sortFields: {},
    renderFields: () => ({}),
    renderExtras: (record) => ({
      links: { self: `/v2/accounts/${record.data.account_id}/account-memberships/${record.id}` },
      relationships: {
        account_member: { data: { type: 'account_member', id: record.data.account_member_id } },
      },
    }),
    beforeWrite: (data, _previous, { storeId }) => {
      if (!membersOf(collections, storeId, now).some((member) => member.id === data.account_member_id)) {
        throw notFound('account member not found');
      }
    },
    extraRoutes: (router, { collection }) => {
      router.get('/unassigned-account-members', (req, res) => {
        const storeId = authenticatedStoreId(req.auth);
        // The account id comes from the mount path (mergeParams), which the route's types cannot see.
        const params: Record<string, string | undefined> = req.params;
        const accountId = String(params.accountId);
        if (!collections.accounts.get(storeId, accountId)) throw accountMissing();
        const assigned = new Set(
          collection
            .list(storeId)
            .filter((membership) => membership.data.account_id === accountId)
            .map((membership) => membership.data.account_member_id),
        );
        res.json(
          listMembers(
            req,
            membersOf(collections, storeId, now).filter((member) => !assigned.has(member.id)),
          ),
        );
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Routers

/**
 * Shoppers reach an account's addresses with its account management token; the admin's
 * client-credentials token alone is enough too. A token for another account is refused.
 */
function accountTokenGate(options: SimpleResourceRoutesOptions): RequestHandler {
  return (req, _res, next) => {
    const header = req.get(ACCOUNT_TOKEN_HEADER);
    if (header !== undefined) {
      const access = resolveAccountToken(options.db, authenticatedStoreId(req.auth), header, options.now());
      if (!access) throw unauthorized(`The ${ACCOUNT_TOKEN_HEADER} is not valid`);
      if (access.accountId !== req.params.accountId)
        throw forbidden('The token does not grant access to this account');
    }
    next();
  };
}

/** Mounted at `/v2/accounts`: accounts, tag relationships, addresses and memberships. */
export function createAccountsRouter(options: SimpleResourceRoutesOptions): Router {
  const collections = accountCollections(options.db);
  const router = Router();
  router.use(
    '/:accountId/addresses',
    accountTokenGate(options),
    createSimpleResourceRouter(accountAddressDefinition(collections), options),
  );
  router.use(
    '/:accountId/account-memberships',
    createSimpleResourceRouter(membershipDefinition(collections, options.now), options),
  );
  router.use('/', createSimpleResourceRouter(accountDefinition(collections, options.now), options));
  return router;
}

function accountAddressDefinition(collections: AccountCollections): SimpleResourceDefinition<AddressData> {
  return addressDefinition({
    param: 'accountId',
    type: 'account',
    path: '/v2/accounts',
    storedAs: 'account-address',
    assertExists: (storeId, accountId) => {
      if (!collections.accounts.get(storeId, accountId)) throw accountMissing();
    },
  });
}

/** Mounted at `/v2/account-tags`. */
export function createAccountTagsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(accountTagDefinition(accountCollections(options.db)), options);
}

/** Mounted at `/v2/account-members`: read-only members, their memberships, and tokens. */
export function createAccountMembersRouter(options: SimpleResourceRoutesOptions): Router {
  const collections = accountCollections(options.db);
  const router = Router();
  // Shoppers sign in with an implicit token, so no write access is required.
  router.post('/tokens', accountTokensHandler(collections, options));
  router.get('/', (req, res) => {
    res.json(listMembers(req, membersOf(collections, authenticatedStoreId(req.auth), options.now)));
  });
  const findMember = (req: Request): Member => {
    const storeId = authenticatedStoreId(req.auth);
    const member = membersOf(collections, storeId, options.now).find(
      (candidate) => candidate.id === req.params.id,
    );
    if (!member) throw notFound('account member not found');
    return member;
  };
  router.get('/:id', (req, res) => {
    res.json({ data: renderMember(findMember(req)) });
  });
  router.get('/:id/account-memberships', (req, res) => {
    const member = findMember(req);
    const memberships = collections.memberships
      .list(member.storeId)
      .filter((membership) => membership.data.account_member_id === member.id);
    const result = runListQuery(memberships, listParams(req, { sort: false }), {
      filter: {
        fields: {
          account_member_id: { operators: ['eq', 'like'], value: (item) => item.data.account_member_id },
        },
      },
      sortFields: {},
      defaultSort: [{ field: 'created_at', descending: false, value: (item) => item.createdAt }],
    });
    res.json(
      listEnvelope(req, result, (membership) => ({
        id: membership.id,
        type: 'account_membership',
        meta: { timestamps: { created_at: membership.createdAt, updated_at: membership.updatedAt } },
        relationships: { account: { data: { type: 'account', id: membership.data.account_id } } },
        links: { self: `/v2/accounts/${membership.data.account_id}/account-memberships/${membership.id}` },
      })),
    );
  });
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

const COMPANIES = [
  ['Northwind Traders', 'Northwind Traders Ltd'],
  ['Contoso Retail', 'Contoso Retail Inc.'],
  ['Fabrikam Outfitters', 'Fabrikam Outfitters GmbH'],
  ['Tailspin Toys', 'Tailspin Toys LLC'],
  ['Wide World Importers', 'Wide World Importers plc'],
  ['Adventure Works', 'Adventure Works Cycles Inc.'],
  ['Alpine Ski House', 'Alpine Ski House AG'],
  ['Coho Winery', 'Coho Vineyard & Winery LLC'],
  ['Lucerne Publishing', 'Lucerne Publishing SA'],
] as const;
/** Sub-accounts: [name, index of the parent in COMPANIES]. */
const BRANCHES = [
  ['Northwind Traders – London', 0],
  ['Northwind Traders – Leeds', 0],
  ['Contoso Retail – West Coast', 1],
] as const;
const TAGS = [
  ['Wholesale', 'Buys at wholesale prices'],
  ['Key account', 'Managed by an account manager'],
  ['Net 30', 'Pays invoices within 30 days'],
  ['Trial', 'Evaluating the store'],
] as const;
const MEMBER_NAMES = [
  'Hannah Berg',
  'Marcus Lee',
  'Sofia Rossi',
  'Daniel Kim',
  'Amara Obi',
  'Jonas Weber',
  'Chloe Martin',
  'Ravi Shah',
  'Elena Petrova',
  'Tom Baker',
  'Nia Johnson',
  'Kenji Sato',
  'Lea Dubois',
  'Sam Carter',
  'Fatima Zahra',
  'Oliver Hughes',
  'Mia Jensen',
  'Lucas Silva',
];

const seededAccountId = (kind: number, index: number) =>
  `a0c0e1d2-${String(kind).padStart(4, '0')}-4b5c-9d6e-${String(index).padStart(12, '0')}`;

/**
 * 12 accounts (3 of them sub-accounts), 4 tags, 18 members of the account realm who sign in with
 * their email and the demo shopper password, and memberships leaving the last two unassigned.
 */
export function seedAccounts(
  db: SandboxDatabase,
  storeId: string,
  realms: StoreRealms,
  timestamp: string,
): void {
  const collections = accountCollections(db);
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const tagIds = TAGS.map(([name, description], index) => {
    const id = seededAccountId(1, index);
    collections.tags.insert({ id, data: { name, description }, ...stamp });
    return id;
  });
  const accountIds: string[] = [];
  const addresses = new ResourceCollection(db, {
    name: 'account-address',
    decode: (data): AddressData => ({
      owner_id: storedText(storedObject(data, 'address'), 'owner_id', 'address'),
    }),
  });
  const addAccount = (data: AccountData, index: number) => {
    const id = seededAccountId(2, index);
    collections.accounts.insert({ id, data, ...stamp });
    addresses.insert({
      id: seededAccountId(3, index),
      data: {
        owner_id: id,
        name: 'Head office',
        first_name: 'Accounts',
        last_name: 'Payable',
        company_name: data.legal_name ?? data.name,
        line_1: `${100 + index} Commerce Way`,
        city: 'London',
        postcode: `EC${1 + (index % 4)}A 1BB`,
        country: 'GB',
      },
      ...stamp,
    });
    accountIds.push(id);
  };
  COMPANIES.forEach(([name, legalName], index) =>
    addAccount(
      {
        name,
        legal_name: legalName,
        registration_id: `REG-${String(40_000 + index * 137)}`,
        external_ref: `erp-${index + 1}`,
        account_tag_ids: [tagIds[index % TAGS.length], ...(index % 3 === 0 ? [tagIds[1]] : [])].filter(
          (id, position, all) => all.indexOf(id) === position,
        ),
      },
      index,
    ),
  );
  BRANCHES.forEach(([name, parent], offset) =>
    addAccount(
      { name, parent_id: accountIds[parent], account_tag_ids: [tagIds[0]] },
      COMPANIES.length + offset,
    ),
  );
  MEMBER_NAMES.forEach((name, index) => {
    const memberId = seededAccountId(4, index);
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    collections.realms.users.insert({
      id: memberId,
      data: { realm_id: realms.account, name, email, username: email },
      ...stamp,
    });
    seedPasswordProfileInfo(
      collections.realms,
      {
        id: seededAccountId(5, index),
        storeId,
        userId: memberId,
        passwordProfileId: realms.accountPasswordProfile,
        username: email,
      },
      timestamp,
    );
    // The last two members stay unassigned, so that screen has something to show.
    if (index >= MEMBER_NAMES.length - 2) return;
    const accounts = [
      accountIds[index % accountIds.length],
      ...(index % 4 === 0 ? [accountIds[(index + 5) % accountIds.length]] : []),
    ];
    accounts.forEach((accountId, position) =>
      collections.memberships.insert({
        id: seededAccountId(6 + position, index),
        data: { account_id: accountId, account_member_id: memberId },
        ...stamp,
      }),
    );
  });
}
