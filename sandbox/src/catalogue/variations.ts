import crypto from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound } from '../core/http';
import { recordChildProductsJob } from './jobs';
import { orderedAttributes, SLUG_PATTERN, type ProductAttributes } from './product-attributes';
import { PRODUCT_LIST_SCHEMA, productCollection, productRenderer, type ProductRecord } from './products';
import { runListQuery } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import {
  isPlainObject,
  listParams,
  param,
  requestData,
  requestDataList,
  requireDataType,
} from '../core/request';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';

/**
 * PCM variations (`/pcm/variations`, their options and the options' modifiers), the product ↔
 * variation relationship, building child products and listing them. Which products are parents or
 * children is kept in a separate `product-family` document per product, so products.ts stays
 * unaware of variations: product documents are decorated on their way out instead.
 */

export const VARIATION_TYPE = 'product-variation';
export const OPTION_TYPE = 'product-variation-option';
export const MODIFIER_TYPE = 'product-variation-modifier';
const FAMILY_TYPE = 'product-family';

/** The provider's modifier types (pcm.yaml, Create a modifier). */
export const MODIFIER_TYPES = [
  'name_equals',
  'name_append',
  'name_prepend',
  'description_equals',
  'description_append',
  'description_prepend',
  'commodity_type',
  'price',
  'price_increment',
  'price_decrement',
  'price_equals',
  'slug_append',
  'slug_prepend',
  'slug_builder',
  'sku_equals',
  'sku_append',
  'sku_prepend',
  'sku_builder',
  'status',
] as const;
export type ModifierType = (typeof MODIFIER_TYPES)[number];
/** Builder modifiers replace `seek` with `set`; every other type carries a `value`. */
const BUILDER_TYPES: readonly ModifierType[] = ['sku_builder', 'slug_builder'];
const SLUG_TYPES: readonly ModifierType[] = ['slug_append', 'slug_prepend', 'slug_builder'];

export interface ModifierData {
  id: string;
  type: ModifierType;
  value?: string;
  seek?: string;
  set?: string;
}

export interface OptionData {
  id: string;
  name: string;
  description?: string;
  sort_order?: number;
  created_at: string;
  updated_at: string;
  modifiers: ModifierData[];
}

/** Options (and their modifiers) live inside the variation's document: they never exist alone. */
export interface VariationData {
  name: string;
  sort_order?: number;
  options: OptionData[];
}

/** Parents list their variations in attach order; children name their parent and options. */
export interface FamilyData {
  variation_ids: string[];
  parent_id?: string;
  /** A child's option per variation, in the parent's variation order. */
  options?: { variation_id: string; option_id: string }[];
}

function decodeVariation(data: unknown): VariationData {
  if (!isPlainObject(data) || typeof data.name !== 'string' || !Array.isArray(data.options)) {
    throw new Error('Stored variation is corrupt');
  }
  return data as unknown as VariationData;
}

function decodeFamily(data: unknown): FamilyData {
  if (!isPlainObject(data) || !Array.isArray(data.variation_ids)) throw new Error('Stored family is corrupt');
  return data as unknown as FamilyData;
}

type Variations = ResourceCollection<VariationData>;
type Families = ResourceCollection<FamilyData>;
type VariationRecord = ResourceRecord<VariationData>;

export const variationCollection = (db: SandboxDatabase): Variations =>
  new ResourceCollection(db, { name: VARIATION_TYPE, decode: decodeVariation });
export const familyCollection = (db: SandboxDatabase): Families =>
  new ResourceCollection(db, { name: FAMILY_TYPE, decode: decodeFamily });

// ---------------------------------------------------------------------------------------------
// Rendering

/** Highest sort order first, then alphabetical: how the provider presents variations and options. */
function bySortOrder<T extends { name: string; sort_order?: number }>(a: T, b: T): number {
  const order = (b.sort_order ?? Number.NEGATIVE_INFINITY) - (a.sort_order ?? Number.NEGATIVE_INFINITY);
  return Number.isNaN(order) || order === 0 ? a.name.localeCompare(b.name) : order;
}

const withSortOrder = (sortOrder: number | undefined) =>
  sortOrder === undefined ? {} : { sort_order: sortOrder };

export function renderOption(option: OptionData) {
  return {
    id: option.id,
    type: OPTION_TYPE,
    attributes: {
      name: option.name,
      ...(option.description === undefined ? {} : { description: option.description }),
      ...withSortOrder(option.sort_order),
    },
    meta: { owner: 'store', created_at: option.created_at, updated_at: option.updated_at },
  };
}

export function renderModifier(modifier: ModifierData) {
  const { id, ...attributes } = modifier;
  return { id, type: MODIFIER_TYPE, attributes };
}

export function renderVariation(record: VariationRecord) {
  return {
    id: record.id,
    type: VARIATION_TYPE,
    attributes: { name: record.data.name, ...withSortOrder(record.data.sort_order) },
    meta: {
      owner: 'store',
      created_at: record.createdAt,
      updated_at: record.updatedAt,
      options: [...record.data.options].sort(bySortOrder).map((option) => ({
        id: option.id,
        name: option.name,
        ...(option.description === undefined ? {} : { description: option.description }),
        ...withSortOrder(option.sort_order),
        created_at: option.created_at,
        updated_at: option.updated_at,
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Request documents

interface Document {
  id?: unknown;
  attributes: Record<string, unknown>;
}

function readDocument(body: unknown, type: string): Document {
  const data = requestData(body);
  requireDataType(data, type);
  if (!isPlainObject(data.attributes)) {
    throw failedValidation('attributes is required and must be an object', '/data/attributes');
  }
  return { id: data.id, attributes: data.attributes };
}

const pointer = (name: string) => `/data/attributes/${name}`;

function requiredName(attributes: Record<string, unknown>, isCreate: boolean): string | undefined {
  const { name } = attributes;
  if (name === undefined && !isCreate) return undefined;
  if (typeof name !== 'string' || name.trim() === '') {
    throw failedValidation('name is required and must be a non-empty string', pointer('name'));
  }
  return name.trim();
}

/** `undefined`: leave as is; `null`: clear (the provider's way to remove a sort order). */
function optionalSortOrder(attributes: Record<string, unknown>): number | null | undefined {
  const value = attributes.sort_order;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw failedValidation('sort_order must be an integer', pointer('sort_order'));
  }
  return value;
}

/** A variation's attributes; `existing` undefined means create. Options are kept by an update. */
function readVariation(
  attributes: Record<string, unknown>,
  existing: VariationData | undefined,
  problems: FieldProblems,
): VariationData {
  const name = readText(attributes, 'name', existing?.name, problems, { required: true })?.trim() ?? '';
  const sortOrder = attributes.sort_order;
  const validSortOrder = sortOrder === undefined || sortOrder === null || Number.isInteger(sortOrder);
  if (!validSortOrder) problems.add('sort_order must be an integer', 'sort_order');
  // `undefined` keeps the stored sort order; `null` clears it (the provider's way to remove one).
  const kept = sortOrder === undefined || !validSortOrder ? existing?.sort_order : sortOrder;
  return {
    name,
    ...withSortOrder(typeof kept === 'number' ? kept : undefined),
    options: existing?.options ?? [],
  };
}

function optionalDescription(attributes: Record<string, unknown>): string | null | undefined {
  const value = attributes.description;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string')
    throw failedValidation('description must be a string', pointer('description'));
  return value;
}

function assertDocumentId(documentId: unknown, pathId: string): void {
  if (documentId !== undefined && documentId !== pathId) {
    throw conflict('data.id must match the id in the URL', '/data/id');
  }
}

function parseModifier(attributes: Record<string, unknown>, id: string): ModifierData {
  const { type } = attributes;
  if (typeof type !== 'string' || !(MODIFIER_TYPES as readonly string[]).includes(type)) {
    throw failedValidation(`type must be one of ${MODIFIER_TYPES.join(', ')}`, pointer('type'));
  }
  const modifierType = type as ModifierType;
  const text = (name: 'value' | 'seek' | 'set'): string => {
    const value = attributes[name];
    if (typeof value !== 'string' || value === '') {
      throw failedValidation(`${name} is required for a ${modifierType} modifier`, pointer(name));
    }
    return value;
  };
  if (BUILDER_TYPES.includes(modifierType)) {
    const set = text('set');
    if (modifierType === 'slug_builder' && !SLUG_PATTERN.test(set)) {
      throw failedValidation(
        'set may only hold letters, digits, hyphens, underscores and periods',
        pointer('set'),
      );
    }
    return { id, type: modifierType, seek: text('seek'), set };
  }
  const value = text('value');
  if (SLUG_TYPES.includes(modifierType) && !SLUG_PATTERN.test(value)) {
    throw failedValidation(
      'value may only hold letters, digits, hyphens, underscores and periods',
      pointer('value'),
    );
  }
  return { id, type: modifierType, value };
}

// ---------------------------------------------------------------------------------------------
// Child products

/** Every combination of one option per variation, in variation order (the variation matrix). */
function combinations(variations: VariationRecord[]): OptionData[][] {
  return variations.reduce<OptionData[][]>(
    (combos, variation) =>
      combos.flatMap((combo) =>
        [...variation.data.options].sort(bySortOrder).map((option) => [...combo, option]),
      ),
    [[]],
  );
}

const comboKey = (optionIds: readonly string[]) => optionIds.join('|');

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A child's attributes: the parent's, changed by each chosen option's modifiers in variation order.
 * The provider derives skus and slugs only from modifiers; when no modifier touched them the
 * sandbox appends the option names, so children never collide with their parent or each other.
 */
export function childAttributes(parent: ProductAttributes, options: OptionData[]): ProductAttributes {
  let { name, description, sku, slug } = parent;
  let { status, commodity_type } = parent;
  for (const modifier of options.flatMap((option) => option.modifiers)) {
    const value = modifier.value ?? '';
    switch (modifier.type) {
      case 'name_equals':
        name = value;
        break;
      case 'name_append':
        name = `${name}${value}`;
        break;
      case 'name_prepend':
        name = `${value}${name}`;
        break;
      case 'description_equals':
        description = value;
        break;
      case 'description_append':
        description = `${description ?? ''}${value}`;
        break;
      case 'description_prepend':
        description = `${value}${description ?? ''}`;
        break;
      case 'sku_equals':
        sku = value;
        break;
      case 'sku_append':
        sku = `${sku ?? ''}${value}`;
        break;
      case 'sku_prepend':
        sku = `${value}${sku ?? ''}`;
        break;
      case 'sku_builder':
        sku = (sku ?? '').replaceAll(modifier.seek ?? '', modifier.set ?? '');
        break;
      case 'slug_append':
        slug = `${slug}${value}`;
        break;
      case 'slug_prepend':
        slug = `${value}${slug}`;
        break;
      case 'slug_builder':
        slug = slug.replaceAll(modifier.seek ?? '', modifier.set ?? '');
        break;
      case 'status':
        if (value === 'live' || value === 'draft') status = value;
        break;
      case 'commodity_type':
        if (value === 'physical' || value === 'digital') commodity_type = value;
        break;
      default:
        break; // Price modifiers apply to price books, not to the product itself.
    }
  }
  const suffix = options.map((option) => slugPart(option.name)).join('-');
  if (slug === parent.slug) slug = `${parent.slug}-${suffix}`;
  if (sku !== undefined && sku === parent.sku) sku = `${parent.sku}-${suffix.toUpperCase()}`;
  return orderedAttributes({
    ...parent,
    name,
    slug,
    status,
    commodity_type,
    ...(description === undefined ? {} : { description }),
    ...(sku === undefined || sku === '' ? { sku: undefined } : { sku }),
  });
}

export interface BuildResult {
  created: number;
  updated: number;
  deleted: number;
}

/**
 * Creates a child for every option combination; a rebuild keeps (and refreshes) children whose
 * combination still exists and deletes the rest. Runs inside one transaction.
 */
export function buildChildProducts(
  db: SandboxDatabase,
  storeId: string,
  parentId: string,
  now: string,
  newChildId: (optionIds: string[]) => string = () => crypto.randomUUID(),
): BuildResult {
  const products = productCollection(db);
  const variations = variationCollection(db);
  const families = familyCollection(db);
  return products.transaction(() => {
    const parent = products.get(storeId, parentId);
    if (!parent) throw notFound('No product found');
    const family = families.get(storeId, parentId)?.data;
    if (family?.parent_id) throw failedValidation('A child product cannot have child products', '/data');
    const attached = (family?.variation_ids ?? []).flatMap((id) => variations.get(storeId, id) ?? []);
    if (attached.length === 0) throw failedValidation('The product has no variations to build from', '/data');
    const empty = attached.find((variation) => variation.data.options.length === 0);
    if (empty) throw failedValidation(`The variation ${empty.data.name} has no options`, '/data');

    const existing = new Map(
      childIdsOf(families, storeId, parentId).flatMap((childId) => {
        const options = families.get(storeId, childId)?.data.options ?? [];
        return products.get(storeId, childId) ? [[comboKey(options.map((o) => o.option_id)), childId]] : [];
      }),
    );
    const result: BuildResult = { created: 0, updated: 0, deleted: 0 };
    const kept = new Set<string>();
    for (const combo of combinations(attached)) {
      const key = comboKey(combo.map((option) => option.id));
      const attributes = childAttributes(parent.data, combo);
      const childId = existing.get(key);
      assertChildUnique(products, storeId, attributes, childId);
      const familyData: FamilyData = {
        variation_ids: [],
        parent_id: parentId,
        options: combo.map((option, index) => ({ variation_id: attached[index].id, option_id: option.id })),
      };
      if (childId) {
        products.replace(storeId, childId, attributes, now);
        families.replace(storeId, childId, familyData, now);
        kept.add(childId);
        result.updated += 1;
      } else {
        const id = newChildId(combo.map((option) => option.id));
        products.insert({ id, storeId, data: attributes, createdAt: now, updatedAt: now });
        families.insert({ id, storeId, data: familyData, createdAt: now, updatedAt: now });
        result.created += 1;
      }
    }
    for (const childId of existing.values()) {
      if (kept.has(childId)) continue;
      products.delete(storeId, childId);
      families.delete(storeId, childId);
      result.deleted += 1;
    }
    return result;
  });
}

function childIdsOf(families: Families, storeId: string, parentId: string): string[] {
  return families.idsWithValue(storeId, '$.parent_id', parentId);
}

function assertChildUnique(
  products: ResourceCollection<ProductAttributes>,
  storeId: string,
  attributes: ProductAttributes,
  ownId: string | undefined,
): void {
  for (const name of ['sku', 'slug'] as const) {
    const value = attributes[name];
    if (value === undefined) continue;
    if (products.idsWithValue(storeId, `$.${name}`, value).some((id) => id !== ownId)) {
      throw conflict(`A product with the ${name} ${value} already exists`, `/data/attributes/${name}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Decorating product documents

interface ProductDocument {
  id: string;
  type: string;
  meta: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

function isProductDocument(value: unknown): value is ProductDocument {
  return (
    isPlainObject(value) &&
    value.type === 'product' &&
    typeof value.id === 'string' &&
    isPlainObject(value.meta) &&
    isPlainObject(value.relationships)
  );
}

/** Adds product types, variations, the variation matrix and the parent link (pcm.yaml, product meta). */
export function familyDecorator(db: SandboxDatabase): (storeId: string, product: ProductDocument) => void {
  const families = familyCollection(db);
  const variations = variationCollection(db);
  const products = productCollection(db);
  const optionSummary = (option: OptionData) => ({
    id: option.id,
    name: option.name,
    ...(option.description === undefined ? {} : { description: option.description }),
  });
  return (storeId, product) => {
    const family = families.get(storeId, product.id)?.data;
    if (!family) return;
    const attached = family.variation_ids.flatMap((id) => variations.get(storeId, id) ?? []);
    product.relationships.variations = {
      data: attached.map((variation) => ({ type: VARIATION_TYPE, id: variation.id })),
      links: { self: `/pcm/products/${product.id}/relationships/variations` },
    };
    if (family.parent_id) {
      product.meta.product_types = ['child'];
      product.relationships.parent = { data: { type: 'product', id: family.parent_id } };
      product.meta.child_variations = (family.options ?? []).flatMap(({ variation_id, option_id }) => {
        const variation = variations.get(storeId, variation_id);
        const option = variation?.data.options.find((candidate) => candidate.id === option_id);
        return variation && option
          ? [
              {
                id: variation.id,
                name: variation.data.name,
                ...withSortOrder(variation.data.sort_order),
                option: optionSummary(option),
              },
            ]
          : [];
      });
      return;
    }
    product.meta.variations = attached.map((variation) => ({
      id: variation.id,
      name: variation.data.name,
      ...withSortOrder(variation.data.sort_order),
      options: [...variation.data.options].sort(bySortOrder).map(optionSummary),
    }));
    const matrix: Record<string, unknown> = {};
    let built = false;
    for (const childId of childIdsOf(families, storeId, product.id)) {
      const options = families.get(storeId, childId)?.data.options ?? [];
      if (options.length === 0 || !products.get(storeId, childId)) continue;
      built = true;
      // Nested by variation order: matrix[option of 1st variation][option of 2nd]... = child id.
      let level = matrix;
      options.forEach(({ option_id }, index) => {
        if (index === options.length - 1) level[option_id] = childId;
        else {
          const next = isPlainObject(level[option_id]) ? level[option_id] : {};
          level[option_id] = next;
          level = next;
        }
      });
    }
    product.meta.variation_matrix = matrix;
    if (built) product.meta.product_types = ['parent'];
  };
}

/** Decorates every product in a `{ data }` response this router or products.ts sends. */
function decorateProductResponses(db: SandboxDatabase): RequestHandler {
  const decorate = familyDecorator(db);
  return (req, res, next) => {
    const send = res.json.bind(res);
    res.json = (body?: unknown) => {
      if (req.auth && isPlainObject(body)) {
        const items = Array.isArray(body.data) ? body.data : [body.data];
        for (const item of items) if (isProductDocument(item)) decorate(req.auth.storeId, item);
      }
      return send(body);
    };
    next();
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

/** `/pcm/variations/...`: variations, their options and the options' modifiers. */
export function createVariationsRouter(options: SimpleResourceRoutesOptions): Router {
  const variations = variationCollection(options.db);
  const families = familyCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const findVariation = (req: Request): VariationRecord => {
    const record = variations.get(
      authenticatedStoreId(req.auth),
      param(req, 'id', () => notFound('No variation found')),
    );
    if (!record) throw notFound('No variation found');
    return record;
  };
  const findOption = (req: Request, variation: VariationRecord): OptionData => {
    const option = variation.data.options.find((candidate) => candidate.id === req.params.optionId);
    if (!option) throw notFound('No option found');
    return option;
  };
  const findModifier = (req: Request, option: OptionData): ModifierData => {
    const modifier = option.modifiers.find((candidate) => candidate.id === req.params.modifierId);
    if (!modifier) throw notFound('No modifier found');
    return modifier;
  };
  const assertUniqueOptionName = (variation: VariationRecord, name: string, ownId?: string) => {
    if (variation.data.options.some((o) => o.id !== ownId && o.name === name)) {
      throw conflict('An option with this name already exists in the variation', pointer('name'));
    }
  };
  const save = (variation: VariationRecord, data: VariationData) =>
    variations.replace(variation.storeId, variation.id, data, timestamp());

  return createSimpleResourceRouter<VariationData>(
    {
      type: VARIATION_TYPE,
      label: 'variation',
      storedAs: VARIATION_TYPE,
      path: '/pcm/variations',
      shape: 'attributes',
      requireAttributes: true,
      decode: decodeVariation,
      read: readVariation,
      // Names are compared as typed: `Size` and `size` are two variations.
      unique: [{ field: 'name', value: (data) => data.name, caseSensitive: true }],
      filterFields: {
        name: { operators: ['eq', 'like', 'in'], value: (variation) => variation.data.name },
      },
      renderWith: () => renderVariation,
      beforeDelete: (record, { storeId }) => {
        const attached = families
          .list(storeId)
          .some((family) => family.data.variation_ids.includes(record.id));
        if (attached) throw conflict('The variation is attached to products: detach it first');
      },
      // Options, their modifiers, product relationships, builds and children.
      extraRoutes: (router) => {
        // Options -------------------------------------------------------------------------------------

        router.get('/:id/options', (req, res) => {
          const options = [...findVariation(req).data.options].sort(bySortOrder);
          const result = runListQuery(options, listParams(req), {
            filter: { fields: {} },
            sortFields: {},
            defaultSort: [],
          });
          res.json(listEnvelope(req, result, renderOption));
        });

        router.post('/:id/options', requireWriteAccess, (req, res) => {
          const option = variations.transaction(() => {
            const variation = findVariation(req);
            const { attributes } = readDocument(req.body, OPTION_TYPE);
            const name = requiredName(attributes, true) ?? '';
            assertUniqueOptionName(variation, name);
            const description = optionalDescription(attributes);
            const sortOrder = optionalSortOrder(attributes);
            const now = timestamp();
            const created: OptionData = {
              id: crypto.randomUUID(),
              name,
              ...(description ? { description } : {}),
              ...withSortOrder(sortOrder ?? undefined),
              created_at: now,
              updated_at: now,
              modifiers: [],
            };
            save(variation, { ...variation.data, options: [...variation.data.options, created] });
            return created;
          });
          res.status(201).json({ data: renderOption(option) });
        });

        router.get('/:id/options/:optionId', (req, res) => {
          res.json({ data: renderOption(findOption(req, findVariation(req))) });
        });

        router.put('/:id/options/:optionId', requireWriteAccess, (req, res) => {
          const option = variations.transaction(() => {
            const variation = findVariation(req);
            const existing = findOption(req, variation);
            const document = readDocument(req.body, OPTION_TYPE);
            assertDocumentId(document.id, existing.id);
            const name = requiredName(document.attributes, false) ?? existing.name;
            assertUniqueOptionName(variation, name, existing.id);
            const description = optionalDescription(document.attributes);
            const sortOrder = optionalSortOrder(document.attributes);
            const { description: oldDescription, sort_order: oldSortOrder, ...rest } = existing;
            const nextDescription = description === undefined ? oldDescription : (description ?? undefined);
            const updated: OptionData = {
              ...rest,
              name,
              ...(nextDescription ? { description: nextDescription } : {}),
              ...withSortOrder(sortOrder === undefined ? oldSortOrder : (sortOrder ?? undefined)),
              updated_at: timestamp(),
            };
            save(variation, {
              ...variation.data,
              options: variation.data.options.map((o) => (o.id === existing.id ? updated : o)),
            });
            return updated;
          });
          res.json({ data: renderOption(option) });
        });

        router.delete('/:id/options/:optionId', requireWriteAccess, (req, res) => {
          variations.transaction(() => {
            const variation = findVariation(req);
            const existing = findOption(req, variation);
            save(variation, {
              ...variation.data,
              options: variation.data.options.filter((o) => o.id !== existing.id),
            });
          });
          res.status(204).end();
        });

        // Modifiers -----------------------------------------------------------------------------------

        const modifiersPath = '/:id/options/:optionId/modifiers';
        const replaceOption = (variation: VariationRecord, option: OptionData) =>
          save(variation, {
            ...variation.data,
            options: variation.data.options.map((o) =>
              o.id === option.id ? { ...option, updated_at: timestamp() } : o,
            ),
          });
        const assertOneOfType = (option: OptionData, modifier: ModifierData) => {
          if (option.modifiers.some((m) => m.id !== modifier.id && m.type === modifier.type)) {
            throw conflict(`The option already has a ${modifier.type} modifier`, pointer('type'));
          }
        };

        router.get(modifiersPath, (req, res) => {
          const option = findOption(req, findVariation(req));
          const result = runListQuery(option.modifiers, listParams(req), {
            filter: { fields: {} },
            sortFields: {},
            defaultSort: [],
          });
          res.json(listEnvelope(req, result, renderModifier));
        });

        router.post(modifiersPath, requireWriteAccess, (req, res) => {
          const modifier = variations.transaction(() => {
            const variation = findVariation(req);
            const option = findOption(req, variation);
            const created = parseModifier(
              readDocument(req.body, MODIFIER_TYPE).attributes,
              crypto.randomUUID(),
            );
            assertOneOfType(option, created);
            replaceOption(variation, { ...option, modifiers: [...option.modifiers, created] });
            return created;
          });
          res.status(201).json({ data: renderModifier(modifier) });
        });

        router.get(`${modifiersPath}/:modifierId`, (req, res) => {
          res.json({ data: renderModifier(findModifier(req, findOption(req, findVariation(req)))) });
        });

        router.put(`${modifiersPath}/:modifierId`, requireWriteAccess, (req, res) => {
          const modifier = variations.transaction(() => {
            const variation = findVariation(req);
            const option = findOption(req, variation);
            const existing = findModifier(req, option);
            const document = readDocument(req.body, MODIFIER_TYPE);
            assertDocumentId(document.id, existing.id);
            const updated = parseModifier({ type: existing.type, ...document.attributes }, existing.id);
            assertOneOfType(option, updated);
            replaceOption(variation, {
              ...option,
              modifiers: option.modifiers.map((m) => (m.id === existing.id ? updated : m)),
            });
            return updated;
          });
          res.json({ data: renderModifier(modifier) });
        });

        router.delete(`${modifiersPath}/:modifierId`, requireWriteAccess, (req, res) => {
          variations.transaction(() => {
            const variation = findVariation(req);
            const option = findOption(req, variation);
            const existing = findModifier(req, option);
            replaceOption(variation, {
              ...option,
              modifiers: option.modifiers.filter((m) => m.id !== existing.id),
            });
          });
          res.status(204).end();
        });
      },
    },
    options,
  );
}

/**
 * `/pcm/products/:id/relationships/variations`, `/build` and `/children`; mounted ahead of the
 * products router, whose product documents it decorates with their family.
 */
export function createProductVariationsRouter(options: SimpleResourceRoutesOptions): Router {
  const products = productCollection(options.db);
  const variations = variationCollection(options.db);
  const families = familyCollection(options.db);
  const timestamp = () => new Date(options.now()).toISOString();
  const router = Router();
  router.use(decorateProductResponses(options.db));

  const findProduct = (req: Request): ProductRecord => {
    const record = products.get(
      authenticatedStoreId(req.auth),
      param(req, 'id', () => notFound('No product found')),
    );
    if (!record) throw notFound('No product found');
    return record;
  };

  /** `{ data: [{ type: "product-variation", id }] }`, every id naming a variation of the store. */
  const readVariationIds = (req: Request, storeId: string): string[] => {
    const data = requestDataList(req.body);
    const errors = data.flatMap((item: unknown, index) => {
      if (!isPlainObject(item) || item.type !== VARIATION_TYPE || typeof item.id !== 'string') {
        return [{ detail: `each item must be { type: ${VARIATION_TYPE}, id }`, pointer: `/data/${index}` }];
      }
      return variations.get(storeId, item.id)
        ? []
        : [{ detail: `No variation found with id ${item.id}`, pointer: `/data/${index}/id` }];
    });
    if (errors.length > 0) {
      throw new ApiError(
        422,
        errors.map(({ detail, pointer: source }) => ({
          status: '422',
          title: 'Failed Validation',
          detail,
          source: { pointer: source },
        })),
      );
    }
    return data.map((item) => (item as { id: string }).id);
  };

  const changeVariations =
    (change: (current: string[], given: string[]) => string[]): RequestHandler =>
    (req, res) => {
      families.transaction(() => {
        const product = findProduct(req);
        const stored = families.get(product.storeId, product.id);
        if (stored?.data.parent_id) {
          throw failedValidation('Variations cannot be attached to a child product', '/data');
        }
        const given = readVariationIds(req, product.storeId);
        const current = stored?.data.variation_ids ?? [];
        const data: FamilyData = { ...stored?.data, variation_ids: [...new Set(change(current, given))] };
        const now = timestamp();
        if (stored) families.replace(product.storeId, product.id, data, now);
        else
          families.insert({ id: product.id, storeId: product.storeId, data, createdAt: now, updatedAt: now });
      });
      res.status(204).end();
    };

  const relationshipPath = '/:id/relationships/variations';
  router.get(relationshipPath, (req, res) => {
    const product = findProduct(req);
    const ids = families.get(product.storeId, product.id)?.data.variation_ids ?? [];
    res.json({ data: ids.map((id) => ({ type: VARIATION_TYPE, id })) });
  });
  router.post(
    relationshipPath,
    requireWriteAccess,
    changeVariations((current, given) => [...current, ...given]),
  );
  router.put(
    relationshipPath,
    requireWriteAccess,
    changeVariations((_current, given) => given),
  );
  router.delete(
    relationshipPath,
    requireWriteAccess,
    changeVariations((current, given) => current.filter((id) => !given.includes(id))),
  );

  router.post('/:id/build', requireWriteAccess, (req, res) => {
    const product = findProduct(req);
    buildChildProducts(options.db, product.storeId, product.id, timestamp());
    // The provider builds asynchronously and answers 201 with the job at once; the sandbox's job is done.
    res.status(201).json({ data: recordChildProductsJob(options.db, req, product.storeId, options.now()) });
  });

  router.get('/:id/children', (req, res) => {
    const product = findProduct(req);
    const children = childIdsOf(families, product.storeId, product.id).flatMap(
      (childId) => products.get(product.storeId, childId) ?? [],
    );
    const result = runListQuery(children, listParams(req), PRODUCT_LIST_SCHEMA);
    res.json(listEnvelope(req, result, productRenderer(options.db, product.storeId)));
  });

  return router;
}

// ---------------------------------------------------------------------------------------------
// Demo data

/** A UUID-shaped id derived from a name, so the seeded store has the same ids on every fresh database. */
function seedId(name: string): string {
  const hex = crypto.createHash('sha1').update(`variations:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const SEED_VARIATIONS: readonly { name: string; options: readonly { name: string; sku: string }[] }[] = [
  {
    name: 'Size',
    options: [
      { name: 'Small', sku: 'S' },
      { name: 'Medium', sku: 'M' },
      { name: 'Large', sku: 'L' },
    ],
  },
  {
    name: 'Colour',
    options: [
      { name: 'Red', sku: 'RED' },
      { name: 'Blue', sku: 'BLU' },
    ],
  },
];

/** Seeded parents and children: each of the two parents has one child per Size × Colour. */
export const SEEDED_PARENT_PRODUCTS = 2;
export const SEEDED_CHILD_PRODUCTS =
  SEEDED_PARENT_PRODUCTS * SEED_VARIATIONS.reduce((total, variation) => total * variation.options.length, 1);

/**
 * Size (S/M/L) and Colour (Red/Blue), each option naming itself in the child's name and sku, attached
 * to `parentIds` (a couple of apparel products) whose six children each are then built.
 */
export function seedVariations(
  db: SandboxDatabase,
  storeId: string,
  parentIds: readonly string[],
  now: string,
): void {
  const variations = variationCollection(db);
  const families = familyCollection(db);
  const variationIds = SEED_VARIATIONS.map((variation, variationIndex) => {
    const id = seedId(variation.name);
    const options = variation.options.map((option, index): OptionData => ({
      id: seedId(`${variation.name}/${option.name}`),
      name: option.name,
      sort_order: variation.options.length - index,
      created_at: now,
      updated_at: now,
      modifiers: [
        {
          id: seedId(`${variation.name}/${option.name}/name`),
          type: 'name_append',
          value: ` ${option.name}`,
        },
        { id: seedId(`${variation.name}/${option.name}/sku`), type: 'sku_append', value: `-${option.sku}` },
      ],
    }));
    const data: VariationData = {
      name: variation.name,
      sort_order: SEED_VARIATIONS.length - variationIndex,
      options,
    };
    variations.insert({ id, storeId, data, createdAt: now, updatedAt: now });
    return id;
  });
  for (const parentId of parentIds) {
    families.insert({
      id: parentId,
      storeId,
      data: { variation_ids: variationIds },
      createdAt: now,
      updatedAt: now,
    });
    buildChildProducts(db, storeId, parentId, now, (optionIds) =>
      seedId(`${parentId}/${optionIds.join('/')}`),
    );
  }
}
