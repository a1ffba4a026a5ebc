import { Router, type RequestHandler } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { notFound } from '../core/http';
import type { ResourceCollection } from '../core/resources';
import {
  createSimpleResourceRouter,
  parentScope,
  readDescription,
  readEnum,
  readRequiredName,
  simpleResourceCollection,
  type FieldProblems,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';

/**
 * Legacy v2 product variations (the provider's "Product Variations" v2 API, before PCM):
 *
 * - `/v2/variations` — `{ data: { type: 'product-variation', name } }`; a variation document embeds
 *   its `options` (each with its `modifiers`) and names them under `relationships.options`.
 * - `/v2/variations/{id}/options` (also answered as `variation-options`, the provider's older name) —
 *   `{ data: { type: 'option', name, description } }`; option names are unique within their variation.
 * - `/v2/variations/{id}/options/{optionId}/modifiers` (also `.../variation-options/{optionId}/product-modifiers`) —
 *   `{ data: { type: 'modifier', modifier_type, value } }`; one modifier per type and option. The
 *   value is a string (`name_append`, `sku_equals`, …), `{ seek, set }` for the `*_builder` types
 *   or a list of `{ amount, currency, includes_tax }` for the price types.
 *
 * A wrong parent is a 404; deleting a variation deletes its options and their modifiers. Not
 * modelled: building child products from legacy variations (PCM builds them, see variations.ts).
 */

export interface LegacyVariationData {
  name: string;
}

export interface LegacyOptionData {
  variation_id: string;
  name: string;
  description: string;
}

export interface PriceValue {
  amount: number;
  currency: string;
  includes_tax: boolean;
}

export interface BuilderValue {
  seek: string;
  set: string;
}

export type ModifierValue = string | BuilderValue | PriceValue[];

export interface LegacyModifierData {
  option_id: string;
  modifier_type: ModifierType;
  value: ModifierValue;
}

const TEXT_MODIFIER_TYPES = [
  'name_equals',
  'name_append',
  'name_prepend',
  'description_equals',
  'description_append',
  'description_prepend',
  'slug_equals',
  'slug_append',
  'slug_prepend',
  'sku_equals',
  'sku_append',
  'sku_prepend',
  'commodity_type',
  'status',
] as const;
const BUILDER_MODIFIER_TYPES = ['slug_builder', 'sku_builder'] as const;
const PRICE_MODIFIER_TYPES = ['price_equals', 'price_increment', 'price_decrement'] as const;
export const MODIFIER_TYPES = [
  ...TEXT_MODIFIER_TYPES,
  ...BUILDER_MODIFIER_TYPES,
  ...PRICE_MODIFIER_TYPES,
] as const;
export type ModifierType = (typeof MODIFIER_TYPES)[number];

const CURRENCY_CODE = /^[A-Z]{3}$/;

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const variationsPath = '/v2/variations';
const optionPath = (variationId: string, id: string) => `${variationsPath}/${variationId}/options/${id}`;

// ---------------------------------------------------------------------------------------------
// Modifier values

function isPriceValue(value: unknown): value is PriceValue {
  return (
    isPlainObject(value) &&
    typeof value.amount === 'number' &&
    Number.isInteger(value.amount) &&
    value.amount >= 0 &&
    typeof value.currency === 'string' &&
    CURRENCY_CODE.test(value.currency) &&
    typeof value.includes_tax === 'boolean'
  );
}

/** Checks `value` against what `modifierType` needs; undefined (with a problem) when it does not fit. */
function readModifierValue(
  modifierType: ModifierType,
  value: unknown,
  problems: FieldProblems,
): ModifierValue | undefined {
  if (includes(PRICE_MODIFIER_TYPES, modifierType)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every(isPriceValue)) {
      problems.add(
        `value of a ${modifierType} modifier must be a non-empty list of { amount (whole number ≥ 0), currency (ISO 4217), includes_tax }`,
        'value',
      );
      return undefined;
    }
    return value.map(({ amount, currency, includes_tax }) => ({ amount, currency, includes_tax }));
  }
  if (includes(BUILDER_MODIFIER_TYPES, modifierType)) {
    if (
      !isPlainObject(value) ||
      typeof value.seek !== 'string' ||
      value.seek === '' ||
      typeof value.set !== 'string'
    ) {
      problems.add(
        `value of a ${modifierType} modifier must be { seek, set } with a non-empty seek`,
        'value',
      );
      return undefined;
    }
    return { seek: value.seek, set: value.set };
  }
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    problems.add(
      `value of a ${modifierType} modifier must be a non-empty string of at most 255 characters`,
      'value',
    );
    return undefined;
  }
  if (modifierType === 'status' && value !== 'live' && value !== 'draft') {
    problems.add('value of a status modifier must be live or draft', 'value');
    return undefined;
  }
  if (modifierType === 'commodity_type' && value !== 'physical' && value !== 'digital') {
    problems.add('value of a commodity_type modifier must be physical or digital', 'value');
    return undefined;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Definitions

export interface LegacyVariationCollections {
  variations: ResourceCollection<LegacyVariationData>;
  options: ResourceCollection<LegacyOptionData>;
  modifiers: ResourceCollection<LegacyModifierData>;
}

export const modifierDefinitionBase: Omit<SimpleResourceDefinition<LegacyModifierData>, 'parent'> = {
  type: 'modifier',
  label: 'modifier',
  storedAs: 'legacy-product-modifier',
  decode: (data) => {
    if (
      !isPlainObject(data) ||
      typeof data.option_id !== 'string' ||
      typeof data.modifier_type !== 'string'
    ) {
      throw new Error('Corrupt stored modifier');
    }
    // Stored modifiers were validated by `read` on the way in; decoding only restores the type.
    return data as unknown as LegacyModifierData;
  },
  read: (document, existing, problems) => {
    const modifierType = readEnum(
      document,
      'modifier_type',
      MODIFIER_TYPES,
      existing?.modifier_type,
      problems,
    );
    let value: ModifierValue | undefined = existing?.value;
    if (document.value === undefined && !existing) {
      problems.add('value is required', 'value');
    } else if (modifierType && document.value !== undefined) {
      value = readModifierValue(modifierType, document.value, problems);
    } else if (modifierType && existing && modifierType !== existing.modifier_type) {
      // A new type needs a value of its own shape.
      value = readModifierValue(modifierType, existing.value, problems);
    }
    return {
      option_id: existing?.option_id ?? '',
      modifier_type: modifierType ?? 'name_append',
      value: value ?? '',
    };
  },
  unique: [{ field: 'modifier_type', value: (data) => data.modifier_type }],
  filterFields: {
    modifier_type: { operators: ['eq'], value: (item) => item.data.modifier_type },
  },
  sortFields: { modifier_type: (item) => item.data.modifier_type },
  renderFields: ({ option_id: _option, ...fields }) => fields,
};

export const optionDefinitionBase: Omit<SimpleResourceDefinition<LegacyOptionData>, 'parent'> = {
  type: 'option',
  label: 'variation option',
  storedAs: 'legacy-variation-option',
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.variation_id !== 'string' || typeof data.name !== 'string') {
      throw new Error('Corrupt stored variation option');
    }
    return {
      variation_id: data.variation_id,
      name: data.name,
      description: typeof data.description === 'string' ? data.description : '',
    };
  },
  read: (document, existing, problems) => ({
    variation_id: existing?.variation_id ?? '',
    name: readRequiredName(document, existing, problems),
    description: readDescription(document, existing, problems),
  }),
  unique: [{ field: 'name', value: (data) => data.name }],
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
  },
  sortFields: { name: (item) => item.data.name },
  renderFields: ({ variation_id: _variation, ...fields }) => fields,
};

export const variationDefinitionBase: SimpleResourceDefinition<LegacyVariationData> = {
  type: 'product-variation',
  label: 'variation',
  storedAs: 'legacy-product-variation',
  path: variationsPath,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('Corrupt stored variation');
    return { name: data.name };
  },
  read: (document, existing, problems) => ({
    name: readRequiredName(document, existing, problems),
  }),
  unique: [],
  filterFields: {
    name: { operators: ['eq', 'like'], value: (item) => item.data.name },
  },
  sortFields: { name: (item) => item.data.name },
};

export function legacyVariationCollections(db: SandboxDatabase): LegacyVariationCollections {
  return {
    variations: simpleResourceCollection(db, variationDefinitionBase),
    options: simpleResourceCollection(db, { ...optionDefinitionBase }),
    modifiers: simpleResourceCollection(db, { ...modifierDefinitionBase }),
  };
}

/** The three definitions, wired to each other: parents, cascading deletes and embedded options. */
export function legacyVariationDefinitions(db: SandboxDatabase) {
  const { variations, options, modifiers } = legacyVariationCollections(db);
  const optionsOf = (storeId: string, variationId: string) =>
    options.list(storeId).filter((option) => option.data.variation_id === variationId);
  const modifiersOf = (storeId: string, optionId: string) =>
    modifiers.list(storeId).filter((modifier) => modifier.data.option_id === optionId);
  const deleteOption = (storeId: string, optionId: string) => {
    for (const modifier of modifiersOf(storeId, optionId)) modifiers.delete(storeId, modifier.id);
    options.delete(storeId, optionId);
  };

  const renderModifier = (record: SimpleRecord<LegacyModifierData>, variationId: string) => ({
    id: record.id,
    type: 'modifier',
    modifier_type: record.data.modifier_type,
    value: record.data.value,
    links: { self: `${optionPath(variationId, record.data.option_id)}/modifiers/${record.id}` },
  });
  const renderOption = (record: SimpleRecord<LegacyOptionData>) => ({
    id: record.id,
    type: 'option',
    name: record.data.name,
    description: record.data.description,
    modifiers: modifiersOf(record.storeId, record.id).map((modifier) =>
      renderModifier(modifier, record.data.variation_id),
    ),
  });

  const variation: SimpleResourceDefinition<LegacyVariationData> = {
    ...variationDefinitionBase,
    renderExtras: (record) => {
      const own = optionsOf(record.storeId, record.id);
      return {
        options: own.map(renderOption),
        relationships: { options: { data: own.map((option) => ({ type: 'option', id: option.id })) } },
      };
    },
    beforeDelete: (record, { storeId }) => {
      for (const option of optionsOf(storeId, record.id)) deleteOption(storeId, option.id);
    },
  };

  const option: SimpleResourceDefinition<LegacyOptionData> = {
    ...optionDefinitionBase,
    parent: parentScope('variationId', 'variation_id', variations, () => notFound('No variation found')),
    renderExtras: (record) => ({
      modifiers: modifiersOf(record.storeId, record.id).map((modifier) =>
        renderModifier(modifier, record.data.variation_id),
      ),
      links: { self: optionPath(record.data.variation_id, record.id) },
    }),
    beforeDelete: (record, { storeId }) => {
      for (const modifier of modifiersOf(storeId, record.id)) modifiers.delete(storeId, modifier.id);
    },
  };

  const modifier: SimpleResourceDefinition<LegacyModifierData> = {
    ...modifierDefinitionBase,
    parent: parentScope('optionId', 'option_id', options, () => notFound('No variation option found')),
    renderExtras: (record) => {
      const owner = options.get(record.storeId, record.data.option_id);
      return {
        links: {
          self: `${optionPath(owner?.data.variation_id ?? '', record.data.option_id)}/modifiers/${record.id}`,
        },
      };
    },
  };

  return { variation, option, modifier };
}

/** Mounted at `/v2/variations`: variations, their options and the options' modifiers. */
export function createLegacyVariationsRouter(options: SimpleResourceRoutesOptions): Router {
  const definitions = legacyVariationDefinitions(options.db);
  const { variations, options: optionRecords } = legacyVariationCollections(options.db);
  // An option's modifiers are reachable only through the option's own variation.
  const optionOfVariation: RequestHandler = (req, _res, next) => {
    const storeId = authenticatedStoreId(req.auth);
    const { variationId, optionId } = req.params;
    if (typeof variationId !== 'string' || !variations.get(storeId, variationId)) {
      throw notFound('No variation found');
    }
    const option = typeof optionId === 'string' ? optionRecords.get(storeId, optionId) : undefined;
    if (option?.data.variation_id !== variationId) throw notFound('No variation option found');
    next();
  };
  const router = Router();
  const modifierRoutes = createSimpleResourceRouter(definitions.modifier, options);
  const optionRoutes = createSimpleResourceRouter(definitions.option, options);
  // The spec's paths (`options`, `modifiers`) and the provider's older names for the same resources.
  router.use('/:variationId/options/:optionId/modifiers', optionOfVariation, modifierRoutes);
  router.use(
    '/:variationId/variation-options/:optionId/product-modifiers',
    optionOfVariation,
    modifierRoutes,
  );
  router.use('/:variationId/options', optionRoutes);
  router.use('/:variationId/variation-options', optionRoutes);
  router.use('/', createSimpleResourceRouter(definitions.variation, options));
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed: fixed ids so tests and journeys can refer to them.

export const SEEDED_LEGACY_VARIATION_IDS = {
  size: '7a0c4e2b-3d5f-4b6a-9c8d-1e2f3a4b5c01',
  small: '7a0c4e2b-3d5f-4b6a-9c8d-1e2f3a4b5c11',
  medium: '7a0c4e2b-3d5f-4b6a-9c8d-1e2f3a4b5c12',
  large: '7a0c4e2b-3d5f-4b6a-9c8d-1e2f3a4b5c13',
} as const;

/** A "Size" variation with S, M and L; each option appends its letter to the sku and the name. */
export function seedLegacyVariations(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  const { variations, options, modifiers } = legacyVariationCollections(db);
  const ids = SEEDED_LEGACY_VARIATION_IDS;
  variations.insert({ id: ids.size, data: { name: 'Size' }, ...stamp });
  const sizes = [
    { id: ids.small, code: 'S', name: 'Small' },
    { id: ids.medium, code: 'M', name: 'Medium' },
    { id: ids.large, code: 'L', name: 'Large' },
  ];
  sizes.forEach((size, index) => {
    options.insert({
      id: size.id,
      data: { variation_id: ids.size, name: size.code, description: size.name },
      ...stamp,
    });
    modifiers.insert({
      id: `${ids.size.slice(0, -2)}2${index + 1}`,
      data: { option_id: size.id, modifier_type: 'sku_append', value: `-${size.code}` },
      ...stamp,
    });
    modifiers.insert({
      id: `${ids.size.slice(0, -2)}3${index + 1}`,
      data: { option_id: size.id, modifier_type: 'name_append', value: ` (${size.name})` },
      ...stamp,
    });
  });
}
