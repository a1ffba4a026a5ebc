import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound, providerError } from '../core/http';
import {
  attributePointer,
  componentProductIds,
  decodeStoredAttributes,
  missingRequiredAttributes,
  orderedAttributes,
  parseAttributeInput,
  slugFromName,
  type AttributeInput,
  type ProductAttributes,
} from './product-attributes';
import {
  fileIdsByProduct,
  fileReferences,
  forgetProductFiles,
  forgetProductTemplates,
  mainImageCollection,
  mainImageIds,
  templateIdsByProduct,
  templateReferences,
} from './product-links';
import { productAttributes, registerProductTemplateRoutes } from './product-templates';
import { runListQuery, type FilterField, type FilterOperator, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { listParams, readJsonApiDocument } from '../core/request';

/** PCM products: `/pcm/products` list/create and `/pcm/products/:id` read/update/delete. */

export const PRODUCT_TYPE = 'product';

export const productResourceType: ResourceType<ProductAttributes> = {
  name: PRODUCT_TYPE,
  decode: decodeStoredAttributes,
};

export type ProductRecord = ResourceRecord<ProductAttributes>;

export function productCollection(db: SandboxDatabase): ResourceCollection<ProductAttributes> {
  return new ResourceCollection(db, productResourceType);
}

// ---------------------------------------------------------------------------------------------
// Rendering

export interface ProductResource {
  id: string;
  type: typeof PRODUCT_TYPE;
  attributes: ProductAttributes;
  meta: { created_at: string; updated_at: string; owner: 'store'; product_types: [ProductKind] };
  relationships: Record<
    string,
    { data: { type: string; id: string }[] | { type: 'file'; id: string } | null; links?: { self: string } }
  >;
}

/** Bundles are products with components; variations.ts marks parents and children on top of this. */
type ProductKind = 'standard' | 'bundle' | 'parent' | 'child';

export function productKind(record: ProductRecord): ProductKind {
  return record.data.components && Object.keys(record.data.components).length > 0 ? 'bundle' : 'standard';
}

/**
 * `mainImageId` is the file linked through `relationships/main_image` (see files.ts), if any;
 * `templateIds` the flows attached as templates (product-templates.ts).
 */
export function renderProduct(
  record: ProductRecord,
  mainImageId?: string,
  templateIds: readonly string[] = [],
  fileIds: readonly string[] = [],
): ProductResource {
  const self = (relation: string) => ({ self: `/pcm/products/${record.id}/${relation}` });
  return {
    id: record.id,
    type: PRODUCT_TYPE,
    attributes: orderedAttributes(record.data),
    meta: {
      created_at: record.createdAt,
      updated_at: record.updatedAt,
      // Organization catalogues are not modelled: every product is store-owned.
      owner: 'store',
      product_types: [productKind(record)],
    },
    relationships: {
      children: { data: [], links: self('children') },
      component_products: {
        data: componentProductIds(record.data.components).map((id) => ({ type: PRODUCT_TYPE, id })),
        links: self('relationships/component_products'),
      },
      files: { data: fileReferences(fileIds), links: self('relationships/files') },
      main_image: { data: mainImageId ? { type: 'file', id: mainImageId } : null },
      templates: { data: templateReferences(templateIds), links: self('relationships/templates') },
      variations: { data: [], links: self('relationships/variations') },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Filtering and sorting (operators per field follow the provider's product filter table)

const ORDERED: FilterOperator[] = ['gt', 'ge', 'lt', 'le'];

const productField = (
  operators: FilterOperator[],
  value: (product: ProductRecord) => unknown,
  kind?: 'date',
): FilterField<ProductRecord> => ({ operators, value, kind });

export const PRODUCT_LIST_SCHEMA: ListSchema<ProductRecord> = {
  filter: {
    fields: {
      id: productField(['eq', 'in', ...ORDERED], (p) => p.id),
      sku: productField(['eq', 'like', 'in'], (p) => p.data.sku),
      slug: productField(['eq', 'like', 'in'], (p) => p.data.slug),
      upc_ean: productField(['eq', 'like', 'in'], (p) => p.data.upc_ean),
      manufacturer_part_num: productField(['eq', 'like', 'in'], (p) => p.data.mpn),
      name: productField(['eq', 'like', 'in'], (p) => p.data.name),
      commodity_type: productField(['eq'], (p) => p.data.commodity_type),
      owner: productField(['eq'], () => 'store'),
      product_types: productField(['eq', 'in'], (p) => [productKind(p)]),
      parent_id: productField(['eq', 'in'], () => undefined),
      tags: productField(['eq', 'like', 'in'], (p) => p.data.tags),
      status: productField(['eq'], (p) => p.data.status),
      created_at: productField(['eq', ...ORDERED], (p) => p.createdAt, 'date'),
      updated_at: productField(['eq', ...ORDERED], (p) => p.updatedAt, 'date'),
      external_ref: productField(['eq', 'like', 'in', ...ORDERED], (p) => p.data.external_ref),
      description: productField(['eq', 'like'], (p) => p.data.description),
    },
    dynamicField: extensionField,
  },
  sortFields: {
    id: (p) => p.id,
    name: (p) => p.data.name,
    sku: (p) => p.data.sku,
    slug: (p) => p.data.slug,
    status: (p) => p.data.status,
    commodity_type: (p) => p.data.commodity_type,
    external_ref: (p) => p.data.external_ref,
    created_at: (p) => p.createdAt,
    updated_at: (p) => p.updatedAt,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (p) => p.createdAt },
    { field: 'id', descending: false, value: (p) => p.id },
  ],
};

/** `extensions.<namespace>.<field>` supports eq, as in the provider's `eq(extensions.book.isbn,...)`. */
function extensionField(path: string): FilterField<ProductRecord> | undefined {
  const [root, namespace, key, ...rest] = path.split('.');
  if (root !== 'extensions' || !namespace || !key || rest.length > 0) return undefined;
  return productField(['eq'], (p) => {
    const fields = p.data.extensions?.[namespace];
    return fields && Object.hasOwn(fields, key) ? fields[key] : undefined;
  });
}

// ---------------------------------------------------------------------------------------------
// Request documents

function parseAttributesOrThrow(raw: Record<string, unknown>, isCreate: boolean): AttributeInput {
  const { attributes, errors } = parseAttributeInput(raw);
  const missing = isCreate ? missingRequiredAttributes(raw) : [];
  const problems = [...errors, ...missing];
  if (problems.length > 0) throw new ApiError(422, problems);
  return attributes;
}

// ---------------------------------------------------------------------------------------------
// Uniqueness (sku and slug are unique per store)

type Products = ResourceCollection<ProductAttributes>;

function assertUnique(products: Products, storeId: string, attributes: ProductAttributes, ownId?: string) {
  for (const name of ['sku', 'slug'] as const) {
    const value = attributes[name];
    if (value === undefined) continue;
    const clash = products.idsWithValue(storeId, `$.${name}`, value).some((id) => id !== ownId);
    if (clash) throw conflict(`A product with this ${name} already exists`, attributePointer(name));
  }
}

/** Derived slugs get a numeric suffix instead of failing, since the client never chose them. */
function uniqueSlug(products: Products, storeId: string, base: string): string {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (products.idsWithValue(storeId, '$.slug', candidate).length === 0) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------
// Routes

export interface ProductRoutesOptions {
  db: SandboxDatabase;
  now: () => number;
}

export function createProductsRouter(options: ProductRoutesOptions): Router {
  const products = productCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const router = Router();

  /** One product with its main image, templates and files, as `GET /:id` shows it. */
  const renderStored = (record: ProductRecord) => {
    const mainImage = mainImageCollection(options.db).get(record.storeId, record.id);
    const templates = templateIdsByProduct(options.db, record.storeId).get(record.id);
    const files = fileIdsByProduct(options.db, record.storeId).get(record.id);
    return renderProduct(record, mainImage?.data.file_id, templates, files);
  };

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const result = runListQuery(products.list(storeId), listParams(req), PRODUCT_LIST_SCHEMA);
    const mainImages = mainImageIds(options.db, storeId);
    const templates = templateIdsByProduct(options.db, storeId);
    const files = fileIdsByProduct(options.db, storeId);
    res.json(
      listEnvelope(req, result, (product) =>
        renderProduct(product, mainImages.get(product.id), templates.get(product.id), files.get(product.id)),
      ),
    );
  });

  // Before `/:id`, which would otherwise take `attributes` for a product id.
  router.get('/attributes', (req, res) => {
    res.json({ data: productAttributes(options.db, authenticatedStoreId(req.auth)) });
  });

  registerProductTemplateRoutes(router, {
    db: options.db,
    now: options.now,
    productExists: (storeId, id) => products.get(storeId, id) !== undefined,
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const input = parseAttributesOrThrow(readJsonApiDocument(req.body, PRODUCT_TYPE).attributes, true);
    const record = products.transaction(() => {
      assertComponents(products, storeId, input);
      return createProduct(products, storeId, input, timestamp());
    });
    res.status(201).json({ data: renderProduct(record) });
  });

  router.get('/:id', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const product = findProduct(products, storeId, pathId(req));
    res.json({ data: renderStored(product) });
  });

  router.put('/:id', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const existing = findProduct(products, storeId, pathId(req));
    const document = readJsonApiDocument(req.body, PRODUCT_TYPE);
    assertDocumentId(document.id, existing.id);
    const input = parseAttributesOrThrow(document.attributes, false);
    const record = products.transaction(() => {
      assertComponents(products, storeId, input, existing.id);
      return updateProduct(products, existing, input, timestamp());
    });
    res.json({ data: renderStored(record) });
  });

  router.delete('/:id', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    if (!products.delete(storeId, pathId(req))) throw productNotFound();
    forgetProductTemplates(options.db, storeId, pathId(req));
    forgetProductFiles(options.db, storeId, pathId(req));
    res.status(204).end();
  });

  return router;
}

const productNotFound = () => notFound('No product found');

function pathId(req: Request): string {
  const { id } = req.params;
  if (typeof id !== 'string') throw productNotFound();
  return id;
}

function findProduct(products: Products, storeId: string, id: string): ProductRecord {
  const record = products.get(storeId, id);
  if (!record) throw productNotFound();
  return record;
}

/**
 * Bundle components must name existing products of the store, and a bundle may not contain itself,
 * directly or through a bundle among its components. Problems point at the offending option.
 */
function assertComponents(products: Products, storeId: string, input: AttributeInput, ownId?: string) {
  const { components } = input;
  if (!components) return;
  const errors = Object.entries(components).flatMap(([key, component]) =>
    component.options.flatMap((option, index) => {
      const pointer = attributePointer(`components/${key}/options/${index}/id`);
      if (
        ownId !== undefined &&
        (option.id === ownId || containsBundle(products, storeId, option.id, ownId))
      ) {
        return [providerError(422, 'A bundle cannot contain itself', pointer)];
      }
      return products.get(storeId, option.id)
        ? []
        : [providerError(422, `No product found with id ${option.id}`, pointer)];
    }),
  );
  if (errors.length > 0) throw new ApiError(422, errors);
}

/** Whether product `id`, if a bundle, contains `target` anywhere among its nested components. */
function containsBundle(products: Products, storeId: string, id: string, target: string): boolean {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    for (const child of componentProductIds(products.get(storeId, next)?.data.components)) {
      if (child === target) return true;
      pending.push(child);
    }
  }
  return false;
}

function assertDocumentId(documentId: unknown, pathId: string): void {
  if (documentId === undefined) throw failedValidation('id is required', '/data/id');
  if (documentId !== pathId) {
    throw conflict('data.id must match the product id in the URL', '/data/id');
  }
}

export function createProduct(
  products: Products,
  storeId: string,
  input: AttributeInput,
  now: string,
): ProductRecord {
  const { name, commodity_type } = input;
  // parseAttributesOrThrow has already reported these as missing; this narrows the types.
  if (name === undefined || commodity_type === undefined) throw new Error('Required attributes missing');
  const attributes = orderedAttributes({
    ...input,
    name,
    commodity_type,
    status: input.status ?? 'draft',
    slug: input.slug ?? uniqueSlug(products, storeId, slugFromName(name)),
  });
  assertUnique(products, storeId, attributes);
  const record: ProductRecord = {
    id: crypto.randomUUID(),
    storeId,
    data: attributes,
    createdAt: now,
    updatedAt: now,
  };
  products.insert(record);
  return record;
}

/**
 * Merges the supplied attributes over the stored ones. Attributes sent as null arrive as
 * undefined, override the stored value and are then dropped: that is how a client clears them.
 */
export function updateProduct(
  products: Products,
  existing: ProductRecord,
  input: AttributeInput,
  now: string,
) {
  const merged = orderedAttributes({ ...existing.data, ...input });
  assertUnique(products, existing.storeId, merged, existing.id);
  products.replace(existing.storeId, existing.id, merged, now);
  return { ...existing, data: merged, updatedAt: now };
}
