import { Router } from 'express';
import type { SandboxDatabase } from '../core/db';
import { conflict, failedValidation, notFound } from '../core/http';
import { customApiCollection, ROLE_POLICY_STORED_AS } from './custom-apis';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readBoolean,
  simpleResourceCollection,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Permissions (permissions.yaml): the provider's fixed built-in roles, and Custom API Role
 * Policies granting a role create/list/read/update/delete on one Custom API's entries. A policy
 * names an existing Custom API and built-in role (422 otherwise), and a role has at most one
 * policy per Custom API (409). Policies are stored, not enforced on entry routes: the sandbox
 * only issues administrative tokens.
 */

export interface BuiltInRole {
  id: string;
  name: string;
  cm_user_assignable: boolean;
}

/** Fixed ids so clients (and seeds) can refer to roles across restarts. */
export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  { id: 'f5f77dd6-71df-48a4-b4f4-d2605a79f3ca', name: 'Store Admin', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e01', name: 'Seller Admin', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e02', name: 'Marketing & Sales', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e03', name: 'Support', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e04', name: 'IT', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e05', name: 'Read Only', cm_user_assignable: true },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e06', name: 'Org Admin', cm_user_assignable: false },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e07', name: 'Shopper', cm_user_assignable: false },
  { id: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e08', name: 'Account Member', cm_user_assignable: false },
];

export const ROLE_IDS = {
  storeAdmin: 'f5f77dd6-71df-48a4-b4f4-d2605a79f3ca',
  support: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e03',
  shopper: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e07',
  accountMember: '0b1f6d0e-4c1a-4f4e-9f3a-6a1d2c3b4e08',
} as const;

const ROLES_PATH = '/v2/permissions/built-in-roles';

function renderRole(role: BuiltInRole) {
  return { ...role, type: 'built_in_role', links: { self: `${ROLES_PATH}/${role.id}` } };
}

export interface RolePolicyData {
  custom_api_id: string;
  role_id: string;
  create: boolean;
  list: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
}

type Permission = 'create' | 'list' | 'read' | 'update' | 'delete';

function decodeRolePolicy(data: unknown): RolePolicyData {
  if (!isPlainObject(data)) throw new Error('Corrupt stored role policy');
  return {
    custom_api_id: typeof data.custom_api_id === 'string' ? data.custom_api_id : '',
    role_id: typeof data.role_id === 'string' ? data.role_id : '',
    create: data.create === true,
    list: data.list === true,
    read: data.read === true,
    update: data.update === true,
    delete: data.delete === true,
  };
}

/** `relationships.<name>.data.id` of the expected type, or a 422 pointing at it. */
function readRelationship(
  document: Record<string, unknown>,
  name: string,
  type: string,
  problems: FieldProblems,
): string | undefined {
  const relationships = isPlainObject(document.relationships) ? document.relationships : {};
  const relation = relationships[name];
  const data = isPlainObject(relation) ? relation.data : undefined;
  if (!isPlainObject(data) || typeof data.id !== 'string' || data.type !== type) {
    problems.add(`relationships.${name}.data must be a ${type} with an id`, `relationships/${name}/data`);
    return undefined;
  }
  return data.id;
}

function rolePolicyDefinition(db: SandboxDatabase): SimpleResourceDefinition<RolePolicyData> {
  const apis = customApiCollection(db);
  return {
    type: 'custom_api_role_policy',
    label: 'custom_api_role_policy',
    storedAs: ROLE_POLICY_STORED_AS,
    path: '/v2/permissions/custom-api-role-policies',
    decode: decodeRolePolicy,
    read: (document, existing, problems) => {
      // The policy's API and role are fixed once created; updates only change the permissions.
      const customApiId =
        existing?.custom_api_id ?? readRelationship(document, 'custom_api', 'custom_api', problems);
      const roleId = existing?.role_id ?? readRelationship(document, 'role', 'built_in_role', problems);
      if (roleId !== undefined && !BUILT_IN_ROLES.some((role) => role.id === roleId)) {
        problems.add(`No built_in_role found with id ${roleId}`, 'relationships/role/data/id');
      }
      const flag = (name: Permission) => readBoolean(document, name, existing?.[name], problems) ?? false;
      return {
        custom_api_id: customApiId ?? '',
        role_id: roleId ?? '',
        create: flag('create'),
        list: flag('list'),
        read: flag('read'),
        update: flag('update'),
        delete: flag('delete'),
      };
    },
    unique: [],
    beforeWrite: (data, previous, context) => {
      if (!apis.get(context.storeId, data.custom_api_id)) {
        throw failedValidation(
          `No custom_api found with id ${data.custom_api_id}`,
          '/data/relationships/custom_api/data/id',
        );
      }
      const clash = context.collection
        .list(context.storeId)
        .some(
          (other) =>
            other.id !== previous?.id &&
            other.data.custom_api_id === data.custom_api_id &&
            other.data.role_id === data.role_id,
        );
      if (clash) {
        throw conflict(
          'custom_api_role_policy for this custom_api and role already exists',
          '/data/relationships/role',
        );
      }
    },
    filterFields: {
      id: { operators: ['lt', 'le', 'eq', 'gt', 'ge', 'in'], value: (item) => item.id },
      custom_api_id: { operators: ['eq'], value: (item) => item.data.custom_api_id },
      role_id: { operators: ['eq'], value: (item) => item.data.role_id },
    },
    sortFields: { id: (item) => item.id },
    renderFields: (data) => ({
      create: data.create,
      list: data.list,
      read: data.read,
      update: data.update,
      delete: data.delete,
      relationships: {
        custom_api: { data: { id: data.custom_api_id, type: 'custom_api' } },
        role: { data: { id: data.role_id, type: 'built_in_role' } },
      },
    }),
  };
}

export const rolePolicyCollection = (db: SandboxDatabase) =>
  simpleResourceCollection(db, rolePolicyDefinition(db));

/** Mounted at `/v2/permissions`. */
export function createPermissionsRouter(options: SimpleResourceRoutesOptions): Router {
  const router = Router();
  router.get('/built-in-roles', (_req, res) => {
    res.json({ data: BUILT_IN_ROLES.map(renderRole) });
  });
  router.get('/built-in-roles/:id', (req, res) => {
    const role = BUILT_IN_ROLES.find((candidate) => candidate.id === req.params.id);
    if (!role) throw notFound('Not found');
    res.json({ data: renderRole(role) });
  });
  router.use(
    '/custom-api-role-policies',
    createSimpleResourceRouter(rolePolicyDefinition(options.db), options),
  );
  return router;
}
