import crypto from 'node:crypto';
import type { Router } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, providerError } from '../core/http';
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
  mainImageIds,
  templateIdsByProduct,
  templateReferences,
} from './product-links';
import { productAttributes, registerProductTemplateRoutes } from './product-templates';
import type { FilterField, FilterOperator, ListSchema } from '../core/query';
import { ResourceCollection, type ResourceType } from '../core/resources';
import {
  createSimpleResourceRouter,
  type FieldProblems,
  type SimpleResourceDefinition,
  type SimpleRecord,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';

/** PCM products: `/pcm/products` list/create and `/pcm/products/:id` read/update/delete. */

export const PRODUCT_TYPE = 'product';

export const productResourceType: ResourceType<ProductAttributes> = {
  name: PRODUCT_TYPE,
  decode: decodeStoredAttributes,
};

export type ProductRecord = SimpleRecord<ProductAttributes>;

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
// Uniqueness (sku and slug are unique per store, matched exactly)

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
// Routes: the registry's CRUD, with hooks for attribute parsing, derived slugs, bundle
// components, the product's links (main image, templates, files) and their cascade on delete.

/**
 * Reads the attributes of a create (required ones must be present) or an update (merged over the
 * stored ones: attributes sent as null arrive as undefined and are dropped, which clears them).
 */
function readProduct(
  raw: Record<string, unknown>,
  existing: ProductAttributes | undefined,
  problems: FieldProblems,
): ProductAttributes {
  const { attributes: input, errors } = parseAttributeInput(raw);
  problems.addAll(errors);
  if (existing) return orderedAttributes({ ...existing, ...input });
  problems.addAll(missingRequiredAttributes(raw));
  // With a name or commodity type missing the problems above are thrown before this is used.
  return newProductAttributes(input, input.slug ?? '');
}

function newProductAttributes(input: AttributeInput, slug: string): ProductAttributes {
  return orderedAttributes({
    ...input,
    name: input.name ?? '',
    commodity_type: input.commodity_type ?? 'physical',
    status: input.status ?? 'draft',
    slug,
  });
}

/**
 * Renders a store's products with their main images, templates and files, looked up once: one a
 * request. Every route that answers products renders them through it (never `renderProduct` alone,
 * which would leave their links out).
 */
export function productRenderer(
  db: SandboxDatabase,
  storeId: string,
): (product: ProductRecord) => ProductResource {
  const mainImages = mainImageIds(db, storeId);
  const templates = templateIdsByProduct(db, storeId);
  const files = fileIdsByProduct(db, storeId);
  return (product) =>
    renderProduct(product, mainImages.get(product.id), templates.get(product.id), files.get(product.id));
}

function productDefinition({
  db,
  now,
}: SimpleResourceRoutesOptions): SimpleResourceDefinition<ProductAttributes> {
  const renderWith = (storeId: string) => productRenderer(db, storeId);
  return {
    type: PRODUCT_TYPE,
    label: 'product',
    storedAs: PRODUCT_TYPE,
    path: '/pcm/products',
    shape: 'attributes',
    requireAttributes: true,
    requireDocumentId: true,
    decode: decodeStoredAttributes,
    read: readProduct,
    listSchema: PRODUCT_LIST_SCHEMA,
    renderWith,
    prepare: (data, previous, { storeId, collection }) =>
      previous || data.slug !== ''
        ? data
        : { ...data, slug: uniqueSlug(collection, storeId, slugFromName(data.name)) },
    beforeWrite: (data, previous, { storeId, collection }) => {
      // An update checks the components only when it sends them (the merge keeps the stored object).
      if (data.components !== previous?.data.components) {
        assertComponents(collection, storeId, data, previous?.id);
      }
      assertUnique(collection, storeId, data, previous?.id);
    },
    afterDelete: (record) => {
      forgetProductTemplates(db, record.storeId, record.id);
      forgetProductFiles(db, record.storeId, record.id);
    },
    extraRoutes: (router, { collection }) => {
      // Before `/:id`, which would otherwise take `attributes` for a product id.
      router.get('/attributes', (req, res) => {
        res.json({ data: productAttributes(db, authenticatedStoreId(req.auth)) });
      });
      registerProductTemplateRoutes(router, {
        db,
        now,
        productExists: (storeId, id) => collection.get(storeId, id) !== undefined,
      });
    },
  };
}

export function createProductsRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(productDefinition(options), options);
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

/** Creates a product outside a request (PIM imports), with the same rules as `POST /pcm/products`. */
export function createProduct(
  products: Products,
  storeId: string,
  input: AttributeInput,
  now: string,
): ProductRecord {
  const { name } = input;
  // The caller has already reported a missing name or commodity type; this narrows the type.
  if (name === undefined || input.commodity_type === undefined)
    throw new Error('Required attributes missing');
  const attributes = newProductAttributes(
    input,
    input.slug ?? uniqueSlug(products, storeId, slugFromName(name)),
  );
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

/** Merges the supplied attributes over the stored ones, as `PUT /pcm/products/:id` does. */
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
