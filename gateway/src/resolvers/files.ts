import type { GatewayConfig } from '../config';
import type { UserError } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type { Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { encodeMultipart } from '../provider/body';
import type { ProviderSingle } from '../provider/resources';
import { attempt } from './mapping';
import { productMainImage } from './page-relations';
import type { FileModel, ProductModel } from './models';
import { providerPath } from '../provider/path';

const FILES = 'v2/files';
const mainImagePath = (productId: string) => providerPath`pcm/products/${productId}/relationships/main_image`;

/** Typed filter fields → the provider's filterable file fields (files.yaml, Get all Files). */
export const FILE_FILTER_FIELDS = sdlFilterFields('FileFilter');

/** Where the sandbox serves file bytes, and where the gateway re-serves them (file-routes.ts). */
export const SANDBOX_FILE_CONTENT_PATH = '/sandbox/files/';
export const GATEWAY_FILE_CONTENT_PATH = '/api/files/content/';

/**
 * A file URL a browser can load. The provider's file CDN is public https, which the admin's CSP
 * allows, so its links are served as is. A provider that serves file bytes itself over plain http
 * (the sandbox, embedded or on another host) is rewritten to the gateway's own origin, where
 * `GET /api/files/content/...` relays them: the browser may not reach that host, and an http image
 * would be mixed content under an https admin. Decided by the link, not by how the provider runs.
 */
export function browserFileHref(href: string, config: Pick<GatewayConfig, 'provider'>): string {
  const providerPrefix = `${config.provider.protocol}://${config.provider.host}${SANDBOX_FILE_CONTENT_PATH}`;
  return href.startsWith(providerPrefix)
    ? GATEWAY_FILE_CONTENT_PATH + href.slice(providerPrefix.length)
    : href;
}

/** `relationships.main_image.data.id` of a product, when it has a main image. */
export function mainImageIdOf(product: ProductModel): string | null {
  const relation = product.relationships?.main_image;
  if (typeof relation !== 'object' || relation === null || !('data' in relation)) return null;
  const { data } = relation;
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  return typeof data.id === 'string' ? data.id : null;
}

/** `GET pcm/products/{id}/relationships/main_image`: the file references (a list, or one). */
interface MainImageRelationship {
  data?: { id?: unknown }[] | { id?: unknown } | null;
}

/** The file ids a main image relationship answer names (none or one). */
export function mainImageRelationIds(relation: MainImageRelationship): string[] {
  const { data } = relation;
  const references = Array.isArray(data) ? data : data ? [data] : [];
  return references.flatMap((reference) => (typeof reference.id === 'string' ? [reference.id] : []));
}

/** Names the GraphQL argument on errors of one code, since relationship pointers name no attribute. */
function onArgument(userErrors: UserError[], code: string, field: string[]): UserError[] {
  return userErrors.map((error) =>
    error.field === null && error.code === code ? { ...error, field } : error,
  );
}

export const fileResolvers: Resolvers = {
  Query: {
    files: async (_root, { filter, page }, ctx) => {
      const found = await listPage<FileModel>(ctx.provider, FILES, {
        page,
        filter: encodeFilter(filter as FilterInput | null | undefined, FILE_FILTER_FIELDS),
      });
      for (const file of found.items) ctx.loaders.fileById.prime(file.id, file);
      return found;
    },
    file: (_root, { id }, ctx) => {
      return ctx.loaders.fileById.load(id);
    },
  },
  Mutation: {
    uploadFileFromUrl: async (_root, { fileLocation }, ctx) => {
      // files.yaml accepts a create only as multipart/form-data: the link is its `file_location` field.
      const form = new FormData();
      form.set('file_location', fileLocation);
      const multipart = await encodeMultipart(form);
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<FileModel>>(FILES, { multipart }),
      );
      // Every refusal here is about the one argument (the provider points at `/data/file_location`).
      return { file: value?.data ?? null, userErrors: onArgument(userErrors, 'INVALID', ['fileLocation']) };
    },
    deleteFile: async (_root, { id }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(providerPath(FILES)`/${id}`));
      return { deletedId: userErrors.length === 0 ? id : null, userErrors };
    },
    setProductMainImage: async (_root, { productId, fileId }, ctx) => {
      // The relationship is read first (GET): a product without a main image has it created (POST),
      // one with a main image has it replaced (PUT), as pcm.yaml describes each; the seller need not
      // know which. An unknown product is a 404 on that read.
      const { userErrors } = await attempt(async () => {
        const relation = await ctx.provider.get<MainImageRelationship>(mainImagePath(productId));
        const method = mainImageRelationIds(relation).length > 0 ? 'put' : 'post';
        await ctx.provider[method](mainImagePath(productId), {
          body: { data: { type: 'file', id: fileId } },
        });
      });
      // An unknown file is a 422 on `/data/id`; an unknown product a 404 on the URL.
      if (userErrors.length > 0) {
        const named = onArgument(onArgument(userErrors, 'INVALID', ['fileId']), 'NOT_FOUND', ['productId']);
        return { product: null, userErrors: named };
      }
      const product = await ctx.provider.get<ProviderSingle<ProductModel>>(
        providerPath`pcm/products/${productId}`,
      );
      return { product: product.data, userErrors: [] };
    },
    removeProductMainImage: async (_root, { productId }, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(mainImagePath(productId)));
      if (userErrors.length > 0) return { product: null, userErrors };
      const product = await ctx.provider.get<ProviderSingle<ProductModel>>(
        providerPath`pcm/products/${productId}`,
      );
      return { product: product.data, userErrors: [] };
    },
  },
  Product: {
    // Batched: a page of products asks `v2/files?filter=in(id,...)` once for all their images.
    mainImage: (product, _args, ctx) =>
      productMainImage.get(product, () => {
        const id = mainImageIdOf(product);
        return id ? ctx.loaders.fileById.load(id) : null;
      }),
  },
  File: {
    id: (file) => file.id,
    fileName: (file) => file.file_name,
    mimeType: (file) => file.mime_type,
    fileSize: (file) => file.file_size ?? 0,
    public: (file) => file.public ?? true,
    link: (file, _args, ctx) => ({ href: browserFileHref(file.link?.href ?? '', ctx.config) }),
    width: (file) => file.meta?.dimensions?.width ?? null,
    height: (file) => file.meta?.dimensions?.height ?? null,
    createdAt: (file) => file.meta?.timestamps?.created_at ?? null,
  },
};
