import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, listEnvelope, notFound, providerError } from '../core/http';
import { productCollection, productRenderer, type ProductRecord } from './products';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readBoolean,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, pageParams, param, requestDataList } from '../core/request';

/**
 * PCM custom relationships: the store's relationship definitions (`/pcm/custom-relationships`,
 * addressed by slug like on the provider) and, per product, which definitions are attached and
 * which products it relates to under each (`/pcm/products/:id/custom-relationships/...`).
 * Links live in one `product-custom-relationships` document per product so products.ts stays
 * unaware of them. Not modelled: sort orders and the provider's per-product limits.
 */

export const CUSTOM_RELATIONSHIP_TYPE = 'custom-relationship';
const PRODUCT_LINKS_TYPE = 'product-custom-relationships';

export interface CustomRelationshipData {
  slug: string;
  name: string;
  description?: string;
  external_name?: string;
  external_description?: string;
  bi_directional: boolean;
}

/** A product's attached definition slugs (in attach order) and its related product ids per slug. */
export interface ProductLinksData {
  slugs: string[];
  related: Record<string, string[]>;
}

type DefinitionRecord = ResourceRecord<CustomRelationshipData>;
type Definitions = ResourceCollection<CustomRelationshipData>;
type ProductLinks = ResourceCollection<ProductLinksData>;

const SLUG = /^[A-Za-z0-9._-]+$/;
const relationshipNotFound = () => notFound('No custom relationship found');
const productNotFound = () => notFound('No product found');

function decodeDefinition(data: unknown): CustomRelationshipData {
  if (!isPlainObject(data) || typeof data.slug !== 'string' || typeof data.name !== 'string') {
    throw new Error('Corrupt stored custom relationship');
  }
  const text = (field: string) => (typeof data[field] === 'string' ? { [field]: data[field] } : {});
  return {
    slug: data.slug,
    name: data.name,
    ...text('description'),
    ...text('external_name'),
    ...text('external_description'),
    bi_directional: data.bi_directional === true,
  };
}

function decodeLinks(data: unknown): ProductLinksData {
  if (!isPlainObject(data) || !Array.isArray(data.slugs) || !isPlainObject(data.related)) {
    throw new Error('Corrupt stored product custom relationships');
  }
  const related: Record<string, string[]> = {};
  for (const [slug, ids] of Object.entries(data.related)) {
    if (Array.isArray(ids)) related[slug] = ids.filter((id): id is string => typeof id === 'string');
  }
  return { slugs: data.slugs.filter((slug): slug is string => typeof slug === 'string'), related };
}

export const customRelationshipCollection = (db: SandboxDatabase): Definitions =>
  new ResourceCollection(db, { name: CUSTOM_RELATIONSHIP_TYPE, decode: decodeDefinition });
const productLinksCollection = (db: SandboxDatabase): ProductLinks =>
  new ResourceCollection(db, { name: PRODUCT_LINKS_TYPE, decode: decodeLinks });

export function renderCustomRelationship(record: DefinitionRecord) {
  return {
    id: record.id,
    type: CUSTOM_RELATIONSHIP_TYPE,
    attributes: { ...record.data },
    meta: { owner: 'store', timestamps: { created_at: record.createdAt, updated_at: record.updatedAt } },
  };
}

/** A definition's attributes; `existing` undefined means create. */
function readDefinition(
  attributes: Record<string, unknown>,
  existing: CustomRelationshipData | undefined,
  problems: FieldProblems,
): CustomRelationshipData {
  const optional = (field: 'description' | 'external_name' | 'external_description') => {
    const value = readText(attributes, field, existing?.[field] ?? '', problems, {
      required: false,
      maxLength: 1024,
    });
    return value ? { [field]: value } : {};
  };
  const slug = readText(attributes, 'slug', existing?.slug, problems, {
    required: true,
    maxLength: 255,
    pattern: SLUG,
    patternDetail: 'slug may contain only letters, digits, dots, hyphens and underscores',
  });
  // The slug addresses the definition in every URL and link, so it cannot change once created.
  if (existing && slug !== existing.slug) problems.add('slug cannot be changed', 'slug');
  return {
    slug: slug ?? '',
    name: readText(attributes, 'name', existing?.name, problems, { required: true, maxLength: 255 }) ?? '',
    ...optional('description'),
    ...optional('external_name'),
    ...optional('external_description'),
    bi_directional:
      readBoolean(attributes, 'bi_directional', existing?.bi_directional ?? false, problems) ?? false,
  };
}

/** Items of `{ data: [{ type, <key> }] }` bodies: slugs of definitions or ids of products. */
function readReferences(body: unknown, type: string, key: 'slug' | 'id'): string[] {
  const data = requestDataList(body);
  const errors = data.flatMap((item: unknown, index) =>
    isPlainObject(item) && item.type === type && typeof item[key] === 'string'
      ? []
      : [providerError(422, `each item must be { type: ${type}, ${key} }`, `/data/${index}`)],
  );
  if (errors.length > 0) throw new ApiError(422, errors);
  return [...new Set(data.map((item) => String((item as Record<string, unknown>)[key])))];
}

function pageOf<T>(req: Request, items: readonly T[]) {
  const schema: ListSchema<T> = { filter: { fields: {} }, sortFields: {}, defaultSort: [] };
  return runListQuery(items, pageParams(req), schema);
}

/** Shared storage helpers for both routers and the seed. */
function linkStore(db: SandboxDatabase, now: () => number) {
  const definitions = customRelationshipCollection(db);
  const links = productLinksCollection(db);
  const timestamp = () => new Date(now()).toISOString();
  const findDefinition = (storeId: string, slug: string): DefinitionRecord | undefined =>
    definitions.list(storeId).find((record) => record.data.slug === slug);
  const linksOf = (storeId: string, productId: string): ProductLinksData =>
    links.get(storeId, productId)?.data ?? { slugs: [], related: {} };
  const saveLinks = (storeId: string, productId: string, data: ProductLinksData) => {
    const at = timestamp();
    if (!links.replace(storeId, productId, data, at)) {
      links.insert({ id: productId, storeId, data, createdAt: at, updatedAt: at });
    }
  };
  /** Adds or removes `relatedIds` under `slug`; relating also attaches the definition. */
  const changeRelated = (
    storeId: string,
    productId: string,
    slug: string,
    relatedIds: string[],
    add: boolean,
  ) => {
    const current = linksOf(storeId, productId);
    const existing = current.related[slug] ?? [];
    const next = add
      ? [...new Set([...existing, ...relatedIds])]
      : existing.filter((id) => !relatedIds.includes(id));
    const slugs = add && !current.slugs.includes(slug) ? [...current.slugs, slug] : current.slugs;
    saveLinks(storeId, productId, { slugs, related: { ...current.related, [slug]: next } });
  };
  /** Relates (or unrelates) in both directions when the definition is bi-directional. */
  const relate = (
    storeId: string,
    definition: CustomRelationshipData,
    productId: string,
    ids: string[],
    add: boolean,
  ) => {
    changeRelated(storeId, productId, definition.slug, ids, add);
    if (!definition.bi_directional) return;
    for (const other of ids) changeRelated(storeId, other, definition.slug, [productId], add);
  };
  return { definitions, links, timestamp, findDefinition, linksOf, saveLinks, relate };
}

/** `/pcm/custom-relationships`: the store's relationship definitions, addressed by slug. */
export function createCustomRelationshipsRouter(options: SimpleResourceRoutesOptions): Router {
  const store = linkStore(options.db, options.now);
  return createSimpleResourceRouter<CustomRelationshipData>(
    {
      type: CUSTOM_RELATIONSHIP_TYPE,
      label: 'custom relationship',
      storedAs: CUSTOM_RELATIONSHIP_TYPE,
      path: '/pcm/custom-relationships',
      shape: 'attributes',
      addressedBy: (data) => data.slug,
      decode: decodeDefinition,
      read: readDefinition,
      // Exactly as typed: the slug is the definition's address, compared as the URL gives it.
      unique: [{ field: 'slug', value: (data) => data.slug, caseSensitive: true }],
      // The provider documents `eq(owner,store)`; every definition here is the store's.
      listSchema: {
        filter: { fields: { owner: { operators: ['eq'], value: () => 'store' } } },
        sortFields: {},
        defaultSort: [],
      },
      renderWith: () => renderCustomRelationship,
      // Products forget the definition too, so no product keeps links under a slug that no longer exists.
      beforeDelete: (record, { storeId }) => {
        for (const product of store.links.list(storeId)) {
          if (!product.data.slugs.includes(record.data.slug)) continue;
          const { [record.data.slug]: _removed, ...related } = product.data.related;
          store.saveLinks(storeId, product.id, {
            slugs: product.data.slugs.filter((slug) => slug !== record.data.slug),
            related,
          });
        }
      },
    },
    options,
  );
}

/** `/pcm/products/:id/custom-relationships...`; mounted before the products router. */
export function createProductCustomRelationshipsRouter(options: SimpleResourceRoutesOptions): Router {
  const store = linkStore(options.db, options.now);
  const products = productCollection(options.db);
  const findProduct = (req: Request): ProductRecord => {
    const record = products.get(authenticatedStoreId(req.auth), param(req, 'id', productNotFound));
    if (!record) throw notFound('No product found');
    return record;
  };
  const findDefinition = (storeId: string, slug: string): DefinitionRecord => {
    const record = store.findDefinition(storeId, slug);
    if (!record) throw notFound(`No custom relationship found with slug ${slug}`);
    return record;
  };
  /** Attached definitions that still exist, in attach order. */
  const attached = (product: ProductRecord): DefinitionRecord[] =>
    store
      .linksOf(product.storeId, product.id)
      .slugs.flatMap((slug) => store.findDefinition(product.storeId, slug) ?? []);
  /** Related products that still exist; deleted products drop out of the listing. */
  const relatedProducts = (product: ProductRecord, slug: string): ProductRecord[] =>
    (store.linksOf(product.storeId, product.id).related[slug] ?? []).flatMap(
      (id) => products.get(product.storeId, id) ?? [],
    );
  const router = Router();

  router.get('/:id/custom-relationships', (req, res) => {
    res.json(listEnvelope(req, pageOf(req, attached(findProduct(req))), renderCustomRelationship));
  });

  router.post('/:id/custom-relationships', requireWriteAccess, (req, res) => {
    const product = findProduct(req);
    const slugs = readReferences(req.body, CUSTOM_RELATIONSHIP_TYPE, 'slug');
    store.links.transaction(() => {
      slugs.forEach((slug) => findDefinition(product.storeId, slug));
      const current = store.linksOf(product.storeId, product.id);
      store.saveLinks(product.storeId, product.id, {
        ...current,
        slugs: [...new Set([...current.slugs, ...slugs])],
      });
    });
    // pcm.yaml: 201 with the product's custom relationships.
    res.status(201).json(listEnvelope(req, pageOf(req, attached(product)), renderCustomRelationship));
  });

  router.delete('/:id/custom-relationships', requireWriteAccess, (req, res) => {
    const product = findProduct(req);
    const slugs = readReferences(req.body, CUSTOM_RELATIONSHIP_TYPE, 'slug');
    store.links.transaction(() => {
      const current = store.linksOf(product.storeId, product.id);
      const related = Object.fromEntries(
        Object.entries(current.related).filter(([slug]) => !slugs.includes(slug)),
      );
      store.saveLinks(product.storeId, product.id, {
        slugs: current.slugs.filter((slug) => !slugs.includes(slug)),
        related,
      });
    });
    res.status(204).end();
  });

  router.post('/:id/custom-relationships/:slug', requireWriteAccess, (req, res) => {
    const product = findProduct(req);
    const definition = findDefinition(product.storeId, param(req, 'slug', relationshipNotFound));
    const ids = readReferences(req.body, 'product', 'id');
    // Like the provider: unknown products and self-links are reported per id, the rest still associate.
    const notAssociated = ids.flatMap((id) => {
      if (id === product.id) return [{ ID: id, Details: 'a product cannot be related to itself' }];
      return products.get(product.storeId, id) ? [] : [{ ID: id, Details: 'could not find product' }];
    });
    const associated = ids.filter((id) => !notAssociated.some((problem) => problem.ID === id));
    store.links.transaction(() =>
      store.relate(product.storeId, definition.data, product.id, associated, true),
    );
    res.status(201).json({
      meta: { associated_products: associated, products_not_associated: notAssociated, owner: 'store' },
    });
  });

  router.delete('/:id/custom-relationships/:slug', requireWriteAccess, (req, res) => {
    const product = findProduct(req);
    const definition = findDefinition(product.storeId, param(req, 'slug', relationshipNotFound));
    const ids = readReferences(req.body, 'product', 'id');
    store.links.transaction(() => store.relate(product.storeId, definition.data, product.id, ids, false));
    res.status(204).end();
  });

  router.get('/:id/custom-relationships/:slug', (req, res) => {
    const product = findProduct(req);
    const definition = findDefinition(product.storeId, param(req, 'slug', relationshipNotFound));
    const related = relatedProducts(product, definition.data.slug);
    res.json(listEnvelope(req, pageOf(req, related), (record) => ({ type: 'product', id: record.id })));
  });

  router.get('/:id/custom-relationships/:slug/products', (req, res) => {
    const product = findProduct(req);
    const definition = findDefinition(product.storeId, param(req, 'slug', relationshipNotFound));
    const related = relatedProducts(product, definition.data.slug);
    res.json(listEnvelope(req, pageOf(req, related), productRenderer(options.db, product.storeId)));
  });

  return router;
}

/** The demo store's definitions: "Related products" links both ways, "Accessories" one way. */
export const SEEDED_CUSTOM_RELATIONSHIPS: CustomRelationshipData[] = [
  {
    slug: 'related-products',
    name: 'Related products',
    description: 'Products shoppers often compare with this one.',
    external_name: 'You may also like',
    bi_directional: true,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Add-ons that go with this product.',
    external_name: 'Complete the look',
    bi_directional: false,
  },
];

/** Seeds the demo definitions and relates the first seeded products to their neighbours. */
export function seedCustomRelationships(
  db: SandboxDatabase,
  storeId: string,
  productIds: string[],
  now: () => number,
): void {
  const store = linkStore(db, now);
  for (const data of SEEDED_CUSTOM_RELATIONSHIPS) {
    const at = store.timestamp();
    store.definitions.insert({ id: crypto.randomUUID(), storeId, data, createdAt: at, updatedAt: at });
  }
  const [first, second, third, fourth] = productIds;
  if (!first || !second || !third || !fourth) return;
  const [related, accessories] = SEEDED_CUSTOM_RELATIONSHIPS;
  if (related) store.relate(storeId, related, first, [second, third], true);
  if (accessories) store.relate(storeId, accessories, first, [fourth], true);
}
