import type { GatewayContext } from '../context';
import type { UserError } from '../errors';
import type { Resolvers } from '../generated/graphql';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { entryValues, FLOWS, writeEntry } from './flows';
import { attempt } from './mapping';
import type { FlowEntryModel, FlowModel, ProductModel } from './models';
import { providerPath } from '../provider/path';

/**
 * Product templates: `pcm/products/{id}/relationships/templates` says which flows are attached;
 * the product's values are the entry of each flow whose id is the product id
 * (`v2/flows/{slug}/entries/{productId}`), created the first time values are saved.
 */

interface ProductTemplateShape {
  flow: FlowModel;
  entry: FlowEntryModel | null;
  values: Record<string, unknown>;
}

interface TemplateReference {
  type?: string;
  id?: string;
}

const templatesPath = (productId: string) => providerPath`pcm/products/${productId}/relationships/templates`;
const entryPath = (flowSlug: string, productId: string) =>
  providerPath(FLOWS.path)`/${flowSlug}/entries/${productId}`;

/** The template ids a product document names in `relationships.templates.data`. */
function templateIdsOf(product: ProductModel): string[] {
  const templates = product.relationships?.templates as { data?: unknown } | undefined;
  const data = Array.isArray(templates?.data) ? (templates.data as TemplateReference[]) : [];
  return data.flatMap((reference) => (typeof reference.id === 'string' ? [reference.id] : []));
}

const isNotFound = (error: unknown) => error instanceof ProviderHttpError && error.status === 404;

async function getOrNull<T>(ctx: GatewayContext, path: string): Promise<T | null> {
  try {
    return (await ctx.provider.get<ProviderSingle<T>>(path)).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** One template of a product: its flow and the product's entry in it (null until saved). */
async function loadTemplate(
  ctx: GatewayContext,
  productId: string,
  flowId: string,
): Promise<ProductTemplateShape | null> {
  const flow = await getOrNull<FlowModel>(ctx, providerPath(FLOWS.path)`/${flowId}`);
  // A flow deleted after it was attached is no longer a template worth showing.
  if (!flow) return null;
  const entry = await getOrNull<FlowEntryModel>(ctx, entryPath(flow.slug, productId));
  return { flow, entry, values: entry ? entryValues(entry) : {} };
}

async function loadTemplates(ctx: GatewayContext, productId: string, flowIds: readonly string[]) {
  const loaded = await Promise.all(flowIds.map((flowId) => loadTemplate(ctx, productId, flowId)));
  return loaded.filter((template): template is ProductTemplateShape => template !== null);
}

/**
 * Attach (POST) or detach (DELETE), then read the list back. The provider's pointers
 * (`/data/1/id`) name the position in `flowIds`.
 */
async function changeTemplates(
  ctx: GatewayContext,
  method: 'post' | 'put' | 'delete',
  productId: string,
  flowIds: readonly string[],
): Promise<{ templates: ProductTemplateShape[]; userErrors: UserError[] }> {
  let pointers: (string | undefined)[] = [];
  const body = { data: flowIds.map((id) => ({ type: 'template', id })) };
  const { userErrors } = await attempt(async () => {
    try {
      await ctx.provider[method]<unknown>(templatesPath(productId), { body });
    } catch (error) {
      if (error instanceof ProviderHttpError) pointers = error.errors.map((entry) => entry.source?.pointer);
      throw error;
    }
  });
  if (userErrors.length > 0) {
    return {
      templates: [],
      userErrors: userErrors.map((userError, index) => {
        const position = pointers[index]?.match(/^\/data\/(\d+)/)?.[1];
        if (position !== undefined) return { ...userError, field: ['flowIds', position] };
        return userError.code === 'NOT_FOUND' ? { ...userError, field: ['productId'] } : userError;
      }),
    };
  }
  const list = await ctx.provider.get<{ data: TemplateReference[] }>(templatesPath(productId));
  const ids = list.data.flatMap((reference) => (typeof reference.id === 'string' ? [reference.id] : []));
  return { templates: await loadTemplates(ctx, productId, ids), userErrors: [] };
}

interface AttributeDescription {
  label?: string;
  value?: string;
  type?: string;
  required?: boolean;
  description?: string;
}

export const productTemplateResolvers: Resolvers = {
  Query: {
    productAttributes: async (_root, _args, ctx) => {
      const list = await ctx.provider.get<{ data: AttributeDescription[] }>('pcm/products/attributes');
      return list.data.map((attribute) => ({
        label: attribute.label ?? attribute.value ?? '',
        name: attribute.value ?? '',
        type: attribute.type ?? 'string',
        required: attribute.required ?? false,
        description: attribute.description ?? '',
      }));
    },
  },
  Mutation: {
    attachProductTemplates: (_root, { productId, flowIds }, ctx) =>
      changeTemplates(ctx, 'post', productId, flowIds),
    detachProductTemplates: (_root, { productId, flowIds }, ctx) =>
      changeTemplates(ctx, 'delete', productId, flowIds),
    replaceProductTemplates: (_root, { productId, flowIds }, ctx) =>
      changeTemplates(ctx, 'put', productId, flowIds),
    saveProductTemplateValues: async (_root, { productId, flowId, values }, ctx) => {
      if (typeof values !== 'object' || values === null || Array.isArray(values)) {
        return {
          template: null,
          userErrors: [
            { field: ['values'], message: 'values must be an object of field slugs', code: 'INVALID' },
          ],
        };
      }
      const members = values as Record<string, unknown>;
      const flow = await getOrNull<FlowModel>(ctx, providerPath(FLOWS.path)`/${flowId}`);
      if (!flow) {
        return {
          template: null,
          userErrors: [{ field: ['flowId'], message: 'No template (flow) found', code: 'NOT_FOUND' }],
        };
      }
      const existing = await getOrNull<FlowEntryModel>(ctx, entryPath(flow.slug, productId));
      const { entry, userErrors } = await writeEntry(() =>
        existing
          ? ctx.provider.put<ProviderSingle<FlowEntryModel>>(entryPath(flow.slug, productId), {
              body: { data: { id: productId, type: 'entry', ...members } },
            })
          : ctx.provider.post<ProviderSingle<FlowEntryModel>>(
              providerPath(FLOWS.path)`/${flow.slug}/entries`,
              {
                body: { data: { id: productId, type: 'entry', ...members } },
              },
            ),
      );
      return {
        template: entry ? { flow, entry, values: entryValues(entry) } : null,
        userErrors,
      };
    },
  },
  Product: {
    templates: (product, _args, ctx) => {
      return loadTemplates(ctx, product.id, templateIdsOf(product));
    },
  },
};
