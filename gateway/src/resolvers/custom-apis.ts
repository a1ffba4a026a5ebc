import type { GatewayContext } from '../context';
import { camelCase, type UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  CustomApiSortField,
  CustomFieldType,
  CustomFieldValidationInput,
  Resolvers,
} from '../generated/graphql';
import { encodeSort, listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { attemptFlat, createdAt, createFlat, deleteFlat, updatedAt, updateFlat } from './flat-resources';
import { entryValues, writeEntry } from './flows';
import { type LegacyResourceKind } from './flat-resources';
import { attempt, enumValue, snakeCase } from './mapping';
import type {
  BuiltInRoleModel,
  CustomApiEntryModel,
  CustomApiModel,
  CustomApiRolePolicyModel,
  CustomFieldModel,
} from './models';
import { providerPath } from '../provider/path';

/**
 * Custom APIs (`v2/settings/extensions/custom-apis`), their fields and entries, and the role
 * policies that open the entries to built-in roles (`v2/permissions/...`). All are flat v2
 * documents; entry members are the API's field slugs, exposed as one JSON `values` object.
 */

export const CUSTOM_APIS: LegacyResourceKind = {
  path: 'v2/settings/extensions/custom-apis',
  type: 'custom_api',
  uniqueKeys: ['slug'],
};
const ROLE_POLICIES: LegacyResourceKind = {
  path: 'v2/permissions/custom-api-role-policies',
  type: 'custom_api_role_policy',
};
const BUILT_IN_ROLES = 'v2/permissions/built-in-roles';

const apiPath = (id: string) => providerPath(CUSTOM_APIS.path)`/${id}`;
const fieldsKind = (customApiId: string): LegacyResourceKind => ({
  path: `${apiPath(customApiId)}/fields`,
  type: 'custom_field',
});
const entriesPath = (customApiId: string) => `${apiPath(customApiId)}/entries`;

export const CUSTOM_API_FILTER_FIELDS = sdlFilterFields('CustomApiFilter');

const CUSTOM_API_SORT_FIELDS: Record<CustomApiSortField, string> = {
  NAME: 'name',
  SLUG: 'slug',
  API_TYPE: 'api_type',
};

/** Input → flat members; fields left out or null are not sent (the provider keeps them). */
function members(input: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) fields[snakeCase(key)] = value;
  }
  return fields;
}

/** Typed rules → `{ <field_type>: { min_length: ..., unique: "yes" } }`. */
export function validationMembers(
  fieldType: string,
  validation: CustomFieldValidationInput,
): Record<string, Record<string, unknown>> {
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(validation)) {
    if (value === undefined || value === null) continue;
    if (key === 'unique') rules.unique = value ? 'yes' : 'no';
    else if (key === 'allowedType') rules.allowed_type = String(value).toLowerCase();
    else rules[snakeCase(key)] = value;
  }
  return { [fieldType]: rules };
}

/**
 * Field pointers: `/data/validation/integer/min_value` → `["validation", "minValue"]`,
 * `/data/presentation/sort_order` → `["sortOrder"]`, `/data/field_type` → `["fieldType"]`.
 */
export function customFieldFromPointer(pointer: string | undefined): string[] | null {
  const parts = pointer?.match(/^\/data\/(.+)$/)?.[1]?.split('/') ?? [];
  const [first, , third] = parts;
  if (!first || first === 'type' || first === 'id') return null;
  if (first === 'validation') return third ? ['validation', camelCase(third)] : ['validation'];
  if (first === 'presentation') return ['sortOrder'];
  return [camelCase(first)];
}

/** Runs a write; each provider error names the schema field its pointer maps to. */
function attemptMapped<T>(
  ctx: GatewayContext,
  run: () => Promise<T>,
  mapPointer: (pointer: string | undefined) => string[] | null,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  return attempt(run, mapPointer);
}

/** `/data/relationships/role/...` → `["roleId"]`, `/data/relationships/custom_api/...` → `["customApiId"]`. */
export function rolePolicyFieldFromPointer(pointer: string | undefined): string[] | null {
  const relation = pointer?.match(/^\/data\/relationships\/([a-z_]+)/)?.[1];
  if (relation === 'role') return ['roleId'];
  if (relation === 'custom_api') return ['customApiId'];
  const member = pointer?.match(/^\/data\/([a-z_]+)$/)?.[1];
  return member && member !== 'type' ? [camelCase(member)] : null;
}

async function getOrNull<T>(ctx: GatewayContext, path: string): Promise<T | null> {
  try {
    return (await ctx.provider.get<ProviderSingle<T>>(path)).data;
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) return null;
    throw error;
  }
}

/** The built-in roles, read once per GraphQL request: a page of policies resolves every role from it. */
const rolesByRequest = new WeakMap<GatewayContext, Promise<BuiltInRoleModel[]>>();

function builtInRoles(ctx: GatewayContext): Promise<BuiltInRoleModel[]> {
  let roles = rolesByRequest.get(ctx);
  if (!roles) {
    roles = ctx.provider.get<ProviderList<BuiltInRoleModel>>(BUILT_IN_ROLES).then((list) => list.data);
    rolesByRequest.set(ctx, roles);
  }
  return roles;
}

const rule = <T>(field: CustomFieldModel, key: string): T | null => {
  const value = field.validation?.[field.field_type]?.[key];
  return value === undefined ? null : (value as T);
};

export const customApiResolvers: Resolvers = {
  Query: {
    customApis: (_root, { filter, sort, page }, ctx) =>
      listPage<CustomApiModel>(ctx.provider, CUSTOM_APIS.path, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, CUSTOM_API_FILTER_FIELDS),
        sort: encodeSort(sort, CUSTOM_API_SORT_FIELDS),
      }),
    customApi: (_root, { id }, ctx) => getOrNull<CustomApiModel>(ctx, apiPath(id)),
    builtInRoles: (_root, _args, ctx) => {
      return builtInRoles(ctx);
    },
  },
  Mutation: {
    createCustomApi: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createFlat<CustomApiModel>(ctx, CUSTOM_APIS, members(input));
      return { customApi: value, userErrors };
    },
    updateCustomApi: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateFlat<CustomApiModel>(ctx, CUSTOM_APIS, id, members(input));
      return { customApi: value, userErrors };
    },
    deleteCustomApi: (_root, { id }, ctx) => deleteFlat(ctx, CUSTOM_APIS.path, id),
    createCustomField: async (_root, { customApiId, input }, ctx) => {
      const { validation, sortOrder, fieldType, ...rest } = input;
      const type = fieldType.toLowerCase();
      const body = {
        type: 'custom_field',
        ...members(rest),
        field_type: type,
        ...(validation ? { validation: validationMembers(type, validation) } : {}),
        ...(typeof sortOrder === 'number' ? { presentation: { sort_order: sortOrder } } : {}),
      };
      const { value, userErrors } = await attemptMapped(
        ctx,
        async () =>
          (
            await ctx.provider.post<ProviderSingle<CustomFieldModel>>(fieldsKind(customApiId).path, {
              body: { data: body },
            })
          ).data,
        customFieldFromPointer,
      );
      return { field: value, userErrors };
    },
    updateCustomField: async (_root, { customApiId, id, input }, ctx) => {
      const path = providerPath(fieldsKind(customApiId).path)`/${id}`;
      const { validation, sortOrder, ...rest } = input;
      const { value, userErrors } = await attemptMapped(
        ctx,
        async () => {
          // The rules are nested under the field's type, which the input does not repeat.
          const fieldType = validation
            ? (await ctx.provider.get<ProviderSingle<CustomFieldModel>>(path)).data.field_type
            : undefined;
          const body = {
            id,
            type: 'custom_field',
            ...members(rest),
            ...(validation && fieldType ? { validation: validationMembers(fieldType, validation) } : {}),
            ...(typeof sortOrder === 'number' ? { presentation: { sort_order: sortOrder } } : {}),
          };
          return (await ctx.provider.put<ProviderSingle<CustomFieldModel>>(path, { body: { data: body } }))
            .data;
        },
        customFieldFromPointer,
      );
      return { field: value, userErrors };
    },
    deleteCustomField: (_root, { customApiId, id }, ctx) => deleteFlat(ctx, fieldsKind(customApiId).path, id),
    createCustomApiEntry: async (_root, { customApiId, values }, ctx) => {
      if (typeof values !== 'object' || values === null || Array.isArray(values)) return VALUES_NOT_AN_OBJECT;
      const api = await getOrNull<CustomApiModel>(ctx, apiPath(customApiId));
      if (!api) return API_NOT_FOUND;
      return writeEntry(() =>
        ctx.provider.post<ProviderSingle<CustomApiEntryModel>>(entriesPath(customApiId), {
          body: { data: { ...values, type: api.api_type } },
        }),
      );
    },
    updateCustomApiEntry: async (_root, { customApiId, id, values }, ctx) => {
      if (typeof values !== 'object' || values === null || Array.isArray(values)) return VALUES_NOT_AN_OBJECT;
      const api = await getOrNull<CustomApiModel>(ctx, apiPath(customApiId));
      if (!api) return API_NOT_FOUND;
      return writeEntry(() =>
        ctx.provider.put<ProviderSingle<CustomApiEntryModel>>(
          providerPath(entriesPath(customApiId))`/${id}`,
          {
            body: { data: { ...values, id, type: api.api_type } },
          },
        ),
      );
    },
    deleteCustomApiEntry: (_root, { customApiId, id }, ctx) => deleteFlat(ctx, entriesPath(customApiId), id),
    createCustomApiRolePolicy: async (_root, { input }, ctx) => {
      const { customApiId, roleId, ...permissions } = input;
      const { value, userErrors } = await attemptMapped(
        ctx,
        async () =>
          (
            await ctx.provider.post<ProviderSingle<CustomApiRolePolicyModel>>(ROLE_POLICIES.path, {
              body: {
                data: {
                  type: ROLE_POLICIES.type,
                  ...permissions,
                  relationships: {
                    custom_api: { data: { type: 'custom_api', id: customApiId } },
                    role: { data: { type: 'built_in_role', id: roleId } },
                  },
                },
              },
            })
          ).data,
        rolePolicyFieldFromPointer,
      );
      return { rolePolicy: value, userErrors };
    },
    updateCustomApiRolePolicy: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await attemptMapped(
        ctx,
        async () =>
          (
            await ctx.provider.put<ProviderSingle<CustomApiRolePolicyModel>>(
              providerPath(ROLE_POLICIES.path)`/${id}`,
              { body: { data: { id, type: ROLE_POLICIES.type, ...input } } },
            )
          ).data,
        rolePolicyFieldFromPointer,
      );
      return { rolePolicy: value, userErrors };
    },
    deleteCustomApiRolePolicy: async (_root, { id }, ctx) => {
      const { userErrors } = await attemptFlat(ctx, () =>
        ctx.provider.delete(providerPath(ROLE_POLICIES.path)`/${id}`),
      );
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  },
  CustomApi: {
    id: (api) => api.id,
    name: (api) => api.name,
    description: (api) => (api.description ? api.description : null),
    slug: (api) => api.slug,
    apiType: (api) => api.api_type,
    allowUpserts: (api) => api.allow_upserts === true,
    createdAt: (api) => createdAt(api),
    updatedAt: (api) => updatedAt(api),
    fields: (api, { page }, ctx) =>
      listPage<CustomFieldModel>(ctx.provider, fieldsKind(api.id).path, { page }),
    entries: (api, { page }, ctx) =>
      listPage<CustomApiEntryModel>(ctx.provider, entriesPath(api.id), { page }),
    field: (api, { id }, ctx) =>
      getOrNull<CustomFieldModel>(ctx, providerPath(fieldsKind(api.id).path)`/${id}`),
    entry: (api, { id }, ctx) =>
      getOrNull<CustomApiEntryModel>(ctx, providerPath(entriesPath(api.id))`/${id}`),
    rolePolicies: (api, { page }, ctx) =>
      listPage<CustomApiRolePolicyModel>(ctx.provider, ROLE_POLICIES.path, {
        page,
        filter: `eq(custom_api_id,${api.id})`,
      }),
  },
  CustomField: {
    id: (field) => field.id,
    name: (field) => field.name,
    description: (field) => (field.description ? field.description : null),
    slug: (field) => field.slug,
    fieldType: (field) => enumValue<CustomFieldType>(field.field_type),
    validation: (field) => ({
      allowNullValues: rule<boolean>(field, 'allow_null_values') ?? true,
      immutable: rule<boolean>(field, 'immutable') ?? false,
      minLength: rule<number>(field, 'min_length'),
      maxLength: rule<number>(field, 'max_length'),
      regex: rule<string>(field, 'regex'),
      unique: rule<string>(field, 'unique') === null ? null : rule<string>(field, 'unique') === 'yes',
      uniqueCaseInsensitivity: rule<boolean>(field, 'unique_case_insensitivity'),
      minValue: rule<number>(field, 'min_value'),
      maxValue: rule<number>(field, 'max_value'),
      allowedType:
        rule<string>(field, 'allowed_type') === null
          ? null
          : enumValue<CustomFieldType>(rule<string>(field, 'allowed_type') ?? 'any'),
    }),
    sortOrder: (field) => field.presentation?.sort_order ?? 0,
    createdAt: (field) => createdAt(field),
    updatedAt: (field) => updatedAt(field),
  },
  CustomApiEntry: {
    id: (entry) => entry.id,
    values: (entry) => entryValues(entry),
    resourceVersion: (entry) => entry.meta?.resource_version ?? null,
    createdAt: (entry) => createdAt(entry),
    updatedAt: (entry) => updatedAt(entry),
  },
  CustomApiRolePolicy: {
    id: (policy) => policy.id,
    customApiId: (policy) => policy.relationships?.custom_api?.data?.id ?? '',
    role: async (policy, _args, ctx) => {
      const roleId = policy.relationships?.role?.data?.id;
      return (await builtInRoles(ctx)).find((role) => role.id === roleId) ?? null;
    },
    create: (policy) => policy.create === true,
    list: (policy) => policy.list === true,
    read: (policy) => policy.read === true,
    update: (policy) => policy.update === true,
    delete: (policy) => policy.delete === true,
  },
  BuiltInRole: {
    id: (role) => role.id,
    name: (role) => role.name,
    cmUserAssignable: (role) => role.cm_user_assignable === true,
  },
};

const VALUES_NOT_AN_OBJECT = {
  entry: null,
  userErrors: [
    { field: ['values'], message: 'values must be an object of field slugs', code: 'INVALID' as const },
  ],
};

const API_NOT_FOUND = {
  entry: null,
  userErrors: [{ field: ['customApiId'], message: 'No custom_api found', code: 'NOT_FOUND' as const }],
};
