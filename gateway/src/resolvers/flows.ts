import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import type {
  FlowFieldCreateInput,
  FlowFieldType,
  FlowFieldUpdateInput,
  Resolvers,
} from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderList, ProviderSingle } from '../provider/resources';
import { getFlat, type LegacyResourceKind } from './flat-resources';
import { createLegacy, deleteLegacy, updateLegacy } from './legacy-documents';
import { attempt, enumValue, toProviderAttributes } from './mapping';
import type { FlowEntryModel, FlowFieldModel, FlowModel, LegacyResourceMeta } from './models';
import { providerPath } from '../provider/path';

/**
 * Flows, their fields and entries (legacy `v2/flows`, `v2/fields`, `v2/flows/{slug}/entries`).
 * Flows and fields are flat legacy resources and go through the shared legacy helpers; entries
 * carry seller-defined members, so the schema exposes them as one JSON `values` object.
 */

export const FLOWS: LegacyResourceKind = { path: 'v2/flows', type: 'flow', uniqueKeys: ['slug'] };
export const FIELDS: LegacyResourceKind = { path: 'v2/fields', type: 'field' };

/** Entry members that are not field values. */
const ENTRY_ENVELOPE_MEMBERS = new Set(['id', 'type', 'links', 'meta', 'relationships']);

const entriesPath = (flowSlug: string) => providerPath(FLOWS.path)`/${flowSlug}/entries`;
const entryPath = (flowSlug: string, id: string) => providerPath(FLOWS.path)`/${flowSlug}/entries/${id}`;

/** An entry's field values, relationship fields included as their `{ type, id }` lists. */
export function entryValues(entry: FlowEntryModel): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [member, value] of Object.entries(entry)) {
    if (!ENTRY_ENVELOPE_MEMBERS.has(member)) values[member] = value;
  }
  for (const [slug, relationship] of Object.entries(entry.relationships ?? {})) {
    values[slug] = relationship.data ?? [];
  }
  return values;
}

/**
 * Entry pointers name the field slug (`/data/wash_temperature`); the seller typed that value
 * into `values`, so the user error points at `["values", "wash_temperature"]`.
 */
export async function writeEntry(
  run: () => Promise<ProviderSingle<FlowEntryModel>>,
): Promise<{ entry: FlowEntryModel | null; userErrors: UserError[] }> {
  let pointers: (string | undefined)[] = [];
  const { value, userErrors } = await attempt(async () => {
    try {
      return (await run()).data;
    } catch (error) {
      if (error instanceof ProviderHttpError) pointers = error.errors.map((entry) => entry.source?.pointer);
      throw error;
    }
  });
  return {
    entry: value,
    userErrors: userErrors.map((userError, index) => {
      // toUserErrors keeps the provider's order, so pointer i explains user error i.
      const slug = pointers[index]?.match(/^\/data\/([^/]+)$/)?.[1];
      return slug && !ENTRY_ENVELOPE_MEMBERS.has(slug)
        ? { ...userError, field: ['values', slug] }
        : userError;
    }),
  };
}

/** Entry values must be an object of field slugs; anything else is the seller's input error. */
function valuesObject(values: unknown): Record<string, unknown> | null {
  return typeof values === 'object' && values !== null && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : null;
}

const VALUES_NOT_AN_OBJECT = {
  entry: null,
  userErrors: [
    { field: ['values'], message: 'values must be an object of field slugs', code: 'INVALID' as const },
  ],
};

/** Field inputs for the provider; `flowId` becomes the field's flow relationship. */
function fieldAttributes(input: FlowFieldCreateInput | FlowFieldUpdateInput): Record<string, unknown> {
  const { flowId, ...rest } = { flowId: undefined, ...input };
  const attributes = toProviderAttributes(rest, { enumFields: ['fieldType'] });
  return typeof flowId === 'string'
    ? { ...attributes, relationships: { flow: { data: { type: 'flow', id: flowId } } } }
    : attributes;
}

/** The shared legacy pointer mapping reads `/data/relationships/...` as a parent; here it is the flow. */
const withFlowIdField = (userErrors: UserError[]) =>
  userErrors.map((userError) =>
    userError.field?.[0] === 'parentId' ? { ...userError, field: ['flowId'] } : userError,
  );

const createdAt = (resource: { meta?: LegacyResourceMeta }) => resource.meta?.timestamps?.created_at ?? null;
const updatedAt = (resource: { meta?: LegacyResourceMeta }) => resource.meta?.timestamps?.updated_at ?? null;

/** The id format the flows document gives related resources (`format: uuid`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One row of `v2/flows/{slug}/attributes`. */
interface FlowAttributeModel {
  label?: string;
  value?: string;
  type?: string;
  required?: boolean;
  description?: string;
}

interface EntryReference {
  type: string;
  id: string;
}

/**
 * `POST|PUT|DELETE v2/flows/{slug}/entries/{id}/relationships/{fieldSlug}` with `{ data: [{ type, id }] }`.
 * The sandbox answers the field's references; when a provider answers nothing (204) the entry is
 * read back for them.
 */
async function writeRelationships(
  ctx: GatewayContext,
  method: 'post' | 'put' | 'delete',
  flowSlug: string,
  entryId: string,
  fieldSlug: string,
  references: readonly EntryReference[],
): Promise<{ references: EntryReference[] | null; userErrors: UserError[] }> {
  // The document takes only uuids as the ids of related resources; anything else is refused here.
  const badIndex = references.findIndex((reference) => !UUID.test(reference.id));
  if (badIndex >= 0) {
    return {
      references: null,
      userErrors: [
        {
          field: ['references', String(badIndex), 'id'],
          message: `"${references[badIndex].id.slice(0, 60)}" is not an id: ids are uuids such as 3fa85f64-5717-4562-b3fc-2c963f66afa6`,
          code: 'INVALID',
        },
      ],
    };
  }
  const provider = ctx.provider;
  const path = providerPath(entryPath(flowSlug, entryId))`/relationships/${fieldSlug}`;
  const body = { data: references.map(({ type, id }) => ({ type, id })) };
  const { value, userErrors } = await attempt(async () => {
    const answer = await provider[method]<{ data?: unknown } | undefined>(path, { body });
    if (Array.isArray(answer?.data)) return answer.data as EntryReference[];
    const entry = (await provider.get<ProviderSingle<FlowEntryModel>>(entryPath(flowSlug, entryId))).data;
    const data = entry.relationships?.[fieldSlug]?.data;
    return Array.isArray(data) ? (data as EntryReference[]) : [];
  });
  return {
    references: value,
    // The provider's pointers name `/data`, the list the caller sent as `references`.
    userErrors: userErrors.map((userError) =>
      userError.field === null && userError.code === 'INVALID'
        ? { ...userError, field: ['references'] }
        : userError,
    ),
  };
}

export const flowResolvers: Resolvers = {
  Query: {
    flows: async (_root, { page, template }, ctx) => {
      // Without a template this is the plain legacy list (an absent parameter is not sent).
      return listPage<FlowModel>(ctx.provider, FLOWS.path, { page, query: { template } });
    },
    flow: (_root, { id }, ctx) => getFlat<FlowModel>(ctx, FLOWS, id),
    flowFields: (_root, { page }, ctx) => listPage<FlowFieldModel>(ctx.provider, FIELDS.path, { page }),
    flowField: (_root, { id }, ctx) => getFlat<FlowFieldModel>(ctx, FIELDS, id),
    flowAttributes: async (_root, { flowSlug }, ctx) => {
      const path = providerPath(FLOWS.path)`/${flowSlug}/attributes`;
      const answer = await ctx.provider.get<ProviderList<FlowAttributeModel>>(path);
      return answer.data.map((attribute) => ({
        label: attribute.label ?? attribute.value ?? '',
        value: attribute.value ?? '',
        type: attribute.type ?? '',
        required: attribute.required === true,
        description: attribute.description ?? '',
      }));
    },
    flowEntry: async (_root, { flowSlug, id }, ctx) => {
      const provider = ctx.provider;
      try {
        return (await provider.get<ProviderSingle<FlowEntryModel>>(entryPath(flowSlug, id))).data;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createFlow: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<FlowModel>(ctx, FLOWS, toProviderAttributes(input));
      return { flow: value, userErrors };
    },
    updateFlow: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<FlowModel>(
        ctx,
        FLOWS,
        id,
        toProviderAttributes(input),
      );
      return { flow: value, userErrors };
    },
    deleteFlow: (_root, { id }, ctx) => deleteLegacy(ctx, FLOWS, id),
    createFlowField: async (_root, { input }, ctx) => {
      const { value, userErrors } = await createLegacy<FlowFieldModel>(ctx, FIELDS, fieldAttributes(input));
      return { field: value, userErrors: withFlowIdField(userErrors) };
    },
    updateFlowField: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await updateLegacy<FlowFieldModel>(
        ctx,
        FIELDS,
        id,
        fieldAttributes(input),
      );
      return { field: value, userErrors: withFlowIdField(userErrors) };
    },
    deleteFlowField: (_root, { id }, ctx) => deleteLegacy(ctx, FIELDS, id),
    createFlowEntry: async (_root, { flowSlug, values }, ctx) => {
      const provider = ctx.provider;
      const members = valuesObject(values);
      if (!members) return VALUES_NOT_AN_OBJECT;
      return writeEntry(() =>
        provider.post<ProviderSingle<FlowEntryModel>>(entriesPath(flowSlug), {
          body: { data: { type: 'entry', ...members } },
        }),
      );
    },
    updateFlowEntry: async (_root, { flowSlug, id, values }, ctx) => {
      const provider = ctx.provider;
      const members = valuesObject(values);
      if (!members) return VALUES_NOT_AN_OBJECT;
      return writeEntry(() =>
        provider.put<ProviderSingle<FlowEntryModel>>(entryPath(flowSlug, id), {
          body: { data: { id, type: 'entry', ...members } },
        }),
      );
    },
    setFlowEntryRelationships: (_root, { flowSlug, entryId, fieldSlug, references, replace }, ctx) =>
      writeRelationships(ctx, replace === true ? 'put' : 'post', flowSlug, entryId, fieldSlug, references),
    removeFlowEntryRelationships: (_root, { flowSlug, entryId, fieldSlug, references }, ctx) =>
      writeRelationships(ctx, 'delete', flowSlug, entryId, fieldSlug, references),
    deleteFlowEntry: async (_root, { flowSlug, id }, ctx) => {
      const provider = ctx.provider;
      const { userErrors } = await attempt(() => provider.delete(entryPath(flowSlug, id)));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
  },
  Flow: {
    id: (flow) => flow.id,
    name: (flow) => flow.name,
    slug: (flow) => flow.slug,
    description: (flow) => flow.description ?? '',
    enabled: (flow) => flow.enabled ?? true,
    fields: async (flow, _args, ctx) => {
      const provider = ctx.provider;
      const path = providerPath(FLOWS.path)`/${flow.slug}/fields`;
      return (await provider.get<ProviderList<FlowFieldModel>>(path)).data;
    },
    entries: async (flow, { page }, ctx) => {
      const provider = ctx.provider;
      return listPage<FlowEntryModel>(provider, entriesPath(flow.slug), { page });
    },
    createdAt,
    updatedAt,
  },
  FlowField: {
    id: (field) => field.id,
    name: (field) => field.name,
    slug: (field) => field.slug,
    fieldType: (field) => enumValue<FlowFieldType>(field.field_type),
    required: (field) => field.required ?? false,
    description: (field) => field.description ?? '',
    validationRules: (field) => field.validation_rules ?? [],
    enabled: (field) => field.enabled ?? true,
    flowId: (field) => field.relationships?.flow?.data?.id ?? '',
  },
  FlowEntryReference: {
    type: (reference) => reference.type,
    id: (reference) => reference.id,
  },
  FlowEntry: {
    id: (entry) => entry.id,
    values: (entry) => entryValues(entry),
    createdAt,
    updatedAt,
  },
};
