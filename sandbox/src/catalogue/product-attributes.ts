import { providerError, type ProviderError } from '../core/http';
import { isPlainObject } from '../core/request';

/**
 * PCM product attributes: their stored shape and the provider's validation rules.
 * Parsing collects every problem at once so a client can fix a request in one round trip.
 */

export const COMMODITY_TYPES = ['physical', 'digital'] as const;
export const PRODUCT_STATUSES = ['live', 'draft'] as const;
export type CommodityType = (typeof COMMODITY_TYPES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export type ExtensionValue = string | number | boolean | null;
export type ProductExtensions = Record<string, Record<string, ExtensionValue>>;
export type ProductLocales = Record<string, { name?: string; description?: string }>;

/** A shopper-entered text field (pcm.yaml `product_custom_inputs`), keyed by its input name. */
export interface CustomInput {
  name: string;
  validation_rules?: { type: 'string'; options?: { max_length?: number } }[];
  required?: boolean;
}
export type ProductCustomInputs = Record<string, CustomInput>;

/** One product a bundle component offers (pcm.yaml `product_bundle_components`). */
export interface BundleOption {
  id: string;
  type: 'product';
  quantity: number;
  min?: number;
  max?: number;
  sort_order?: number;
  default?: boolean;
}
export interface BundleComponent {
  name?: string;
  options: BundleOption[];
  min?: number;
  max?: number;
  sort_order?: number;
}
export type ProductComponents = Record<string, BundleComponent>;

export interface ProductAttributes {
  name: string;
  commodity_type: CommodityType;
  status: ProductStatus;
  slug: string;
  sku?: string;
  description?: string;
  upc_ean?: string;
  mpn?: string;
  external_ref?: string;
  tags?: string[];
  extensions?: ProductExtensions;
  locales?: ProductLocales;
  custom_inputs?: ProductCustomInputs;
  components?: ProductComponents;
}

export type AttributeName = keyof ProductAttributes;
export type AttributeInput = Partial<ProductAttributes>;

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 255;
export const MAX_EXTERNAL_REF_LENGTH = 2048;
export const SLUG_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** The provider's limit on a custom input's text. */
export const MAX_CUSTOM_INPUT_LENGTH = 255;
/** Component names are short and without special characters (letters, digits, space, - and _). */
export const COMPONENT_KEY_PATTERN = /^[A-Za-z0-9 _-]{1,64}$/;

/** Real provider attributes this sandbox does not model yet; rejected explicitly rather than dropped. */
const UNSUPPORTED_ATTRIBUTES = new Set(['build_rules']);

/** A single attribute's problem; `pointer` is filled in by the caller, which knows the attribute. */
class AttributeProblem extends Error {}

const problem = (detail: string): never => {
  throw new AttributeProblem(detail);
};

// ---------------------------------------------------------------------------------------------
// Per-attribute parsers. Optional attributes accept null, which clears them on update.

type Parsers = { [K in AttributeName]: (value: unknown) => ProductAttributes[K] };

const PARSERS: Parsers = {
  name: (value) => requiredText(value, 'name'),
  commodity_type: (value) => oneOf(value, 'commodity_type', COMMODITY_TYPES),
  status: (value) => oneOf(value, 'status', PRODUCT_STATUSES),
  slug: (value) => parseSlug(requiredText(value, 'slug')),
  sku: (value) => (value === null ? undefined : requiredText(value, 'sku')),
  description: (value) => optionalText(value, 'description'),
  upc_ean: (value) => optionalText(value, 'upc_ean'),
  mpn: (value) => optionalText(value, 'mpn'),
  external_ref: (value) => {
    const text = optionalText(value, 'external_ref');
    if (text !== undefined && text.length > MAX_EXTERNAL_REF_LENGTH) {
      problem(`external_ref must not be longer than ${MAX_EXTERNAL_REF_LENGTH} characters`);
    }
    return text;
  },
  tags: (value) => (value === null ? undefined : parseTags(value)),
  extensions: (value) => (value === null ? undefined : parseExtensions(value)),
  locales: (value) => (value === null ? undefined : parseLocales(value)),
  custom_inputs: (value) => (value === null ? undefined : parseCustomInputs(value)),
  components: (value) => (value === null ? undefined : parseComponents(value)),
};

function isAttributeName(name: string): name is AttributeName {
  return Object.hasOwn(PARSERS, name);
}

function requiredText(value: unknown, name: string): string {
  if (typeof value !== 'string') return problem(`${name} must be a string`);
  if (value.trim() === '') return problem(`${name} can not be empty`);
  return value;
}

function optionalText(value: unknown, name: string): string | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') return problem(`${name} must be a string`);
  return value;
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate === value);
  return match ?? problem(`${name} must be one of: ${allowed.join(', ')}`);
}

function parseSlug(slug: string): string {
  if (!SLUG_PATTERN.test(slug)) {
    problem('slug may only contain A to Z, a to z, 0 to 9, hyphen, underscore and period');
  }
  return slug;
}

function parseTags(value: unknown): string[] {
  if (!Array.isArray(value)) return problem('tags must be an array of strings');
  if (value.length > MAX_TAGS) problem(`tags must not contain more than ${MAX_TAGS} items`);
  return value.map((tag: unknown) => {
    if (typeof tag !== 'string' || tag === '') return problem('tags must be non-empty strings');
    if (/[\s,]/.test(tag)) problem('tags must not contain spaces or commas');
    if (tag.length > MAX_TAG_LENGTH) problem(`tags must not be longer than ${MAX_TAG_LENGTH} characters`);
    return tag;
  });
}

function parseExtensions(value: unknown): ProductExtensions {
  const shapeProblem = 'extensions must map names to objects of strings, numbers, booleans or null';
  if (!isPlainObject(value)) return problem(shapeProblem);
  const extensions: ProductExtensions = {};
  for (const [namespace, fields] of Object.entries(value)) {
    if (!isPlainObject(fields)) return problem(shapeProblem);
    extensions[namespace] = {};
    for (const [key, fieldValue] of Object.entries(fields)) {
      if (!isExtensionValue(fieldValue)) return problem(shapeProblem);
      extensions[namespace][key] = fieldValue;
    }
  }
  return extensions;
}

function isExtensionValue(value: unknown): value is ExtensionValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function parseLocales(value: unknown): ProductLocales {
  const shapeProblem = 'locales must map locale codes to objects with a name and description';
  if (!isPlainObject(value)) return problem(shapeProblem);
  const locales: ProductLocales = {};
  for (const [locale, entry] of Object.entries(value)) {
    if (!isPlainObject(entry)) return problem(shapeProblem);
    const { name, description, ...rest } = entry;
    if (Object.keys(rest).length > 0) return problem(shapeProblem);
    if (name !== undefined && typeof name !== 'string') return problem(shapeProblem);
    if (description !== undefined && typeof description !== 'string') return problem(shapeProblem);
    locales[locale] = {
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
    };
  }
  return locales;
}

function parseCustomInputs(value: unknown): ProductCustomInputs {
  if (!isPlainObject(value)) return problem('custom_inputs must map input names to objects');
  const inputs: ProductCustomInputs = {};
  for (const [key, entry] of Object.entries(value)) {
    const at = `custom_inputs.${key}`;
    if (key.trim() === '') return problem('custom_inputs names can not be empty');
    if (!isPlainObject(entry)) return problem(`${at} must be an object`);
    const { name, validation_rules, required, ...rest } = entry;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) return problem(`${at}.${unknown} is not a recognised custom input field`);
    if (typeof name !== 'string' || name.trim() === '') return problem(`${at}.name is required`);
    if (required !== undefined && typeof required !== 'boolean') {
      return problem(`${at}.required must be a boolean`);
    }
    inputs[key] = {
      name,
      ...(validation_rules === undefined
        ? {}
        : { validation_rules: parseValidationRules(validation_rules, at) }),
      ...(required === undefined ? {} : { required }),
    };
  }
  return inputs;
}

function parseValidationRules(value: unknown, at: string): NonNullable<CustomInput['validation_rules']> {
  if (!Array.isArray(value)) return problem(`${at}.validation_rules must be an array`);
  return value.map((rule: unknown) => {
    if (!isPlainObject(rule) || rule.type !== 'string') {
      return problem(`${at}.validation_rules items must have type string`);
    }
    if (rule.options === undefined) return { type: 'string' as const };
    const options = rule.options;
    if (!isPlainObject(options)) return problem(`${at}.validation_rules options must be an object`);
    const maxLength = options.max_length;
    if (maxLength === undefined) return { type: 'string' as const, options: {} };
    if (!isInteger(maxLength) || maxLength < 1 || maxLength > MAX_CUSTOM_INPUT_LENGTH) {
      return problem(`${at} max_length must be an integer from 1 to ${MAX_CUSTOM_INPUT_LENGTH}`);
    }
    return { type: 'string' as const, options: { max_length: maxLength } };
  });
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function optionalInteger(value: unknown, at: string, minimum?: number): number | undefined {
  if (value === undefined) return undefined;
  if (!isInteger(value) || (minimum !== undefined && value < minimum)) {
    return problem(`${at} must be an integer${minimum === undefined ? '' : ` of at least ${minimum}`}`);
  }
  return value;
}

function checkMinMax(min: number | undefined, max: number | undefined, at: string): void {
  if ((min === undefined) !== (max === undefined)) problem(`${at}: min and max must be given together`);
  if (min !== undefined && max !== undefined && max < min) problem(`${at}: max must not be less than min`);
}

function parseComponents(value: unknown): ProductComponents {
  if (!isPlainObject(value)) return problem('components must map component names to objects');
  const components: ProductComponents = {};
  for (const [key, entry] of Object.entries(value)) {
    const at = `components.${key}`;
    if (!COMPONENT_KEY_PATTERN.test(key)) {
      return problem('component names may only contain letters, digits, spaces, hyphens and underscores');
    }
    if (!isPlainObject(entry)) return problem(`${at} must be an object`);
    const { name, options, min, max, sort_order, ...rest } = entry;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) return problem(`${at}.${unknown} is not a recognised component field`);
    if (name !== undefined && typeof name !== 'string') return problem(`${at}.name must be a string`);
    if (!Array.isArray(options) || options.length === 0) {
      return problem(`${at}.options must be a non-empty array of products`);
    }
    const component: BundleComponent = {
      ...(name === undefined ? {} : { name }),
      options: options.map((option: unknown, index) => parseBundleOption(option, `${at}.options[${index}]`)),
    };
    const parsedMin = optionalInteger(min, `${at}.min`, 0);
    const parsedMax = optionalInteger(max, `${at}.max`, 0);
    checkMinMax(parsedMin, parsedMax, at);
    if (parsedMin !== undefined) component.min = parsedMin;
    if (parsedMax !== undefined) component.max = parsedMax;
    const sortOrder = optionalInteger(sort_order, `${at}.sort_order`);
    if (sortOrder !== undefined) component.sort_order = sortOrder;
    components[key] = component;
  }
  return components;
}

function parseBundleOption(value: unknown, at: string): BundleOption {
  if (!isPlainObject(value)) return problem(`${at} must be an object`);
  const { id, type, quantity, min, max, sort_order, default: isDefault, ...rest } = value;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) return problem(`${at}.${unknown} is not a recognised option field`);
  if (type !== 'product') return problem(`${at}.type must be product`);
  if (typeof id !== 'string' || id === '') return problem(`${at}.id is required`);
  if (!isInteger(quantity) || quantity < 1) return problem(`${at}.quantity must be an integer of at least 1`);
  const option: BundleOption = { id, type: 'product', quantity };
  const parsedMin = optionalInteger(min, `${at}.min`, 1);
  const parsedMax = optionalInteger(max, `${at}.max`, 1);
  checkMinMax(parsedMin, parsedMax, at);
  if (parsedMin !== undefined) option.min = parsedMin;
  if (parsedMax !== undefined) option.max = parsedMax;
  const sortOrder = optionalInteger(sort_order, `${at}.sort_order`);
  if (sortOrder !== undefined) option.sort_order = sortOrder;
  if (isDefault !== undefined) {
    if (typeof isDefault !== 'boolean') return problem(`${at}.default must be a boolean`);
    option.default = isDefault;
  }
  return option;
}

/** Every product id a bundle's components name, once each, in order of appearance. */
export function componentProductIds(components: ProductComponents | undefined): string[] {
  const ids = Object.values(components ?? {}).flatMap((component) => component.options.map((o) => o.id));
  return [...new Set(ids)];
}

// ---------------------------------------------------------------------------------------------
// Whole-document parsing

export interface ParsedAttributes {
  attributes: AttributeInput;
  errors: ProviderError[];
}

export function attributePointer(name: string): string {
  return `/data/attributes/${name}`;
}

/** Validates each supplied attribute; unknown names are errors, absent ones are left out. */
export function parseAttributeInput(raw: Record<string, unknown>): ParsedAttributes {
  const attributes: AttributeInput = {};
  const errors: ProviderError[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const error = parseOne(name, value, attributes);
    if (error) errors.push(providerError(422, error, attributePointer(name)));
  }
  return { attributes, errors };
}

/** Returns the problem's detail, or undefined after storing the parsed value. */
function parseOne(name: string, value: unknown, into: AttributeInput): string | undefined {
  if (UNSUPPORTED_ATTRIBUTES.has(name)) return `${name} is not supported by the sandbox`;
  if (!isAttributeName(name)) return `${name} is not a recognised product attribute`;
  try {
    assign(into, name, value);
    return undefined;
  } catch (error) {
    if (error instanceof AttributeProblem) return error.message;
    throw error;
  }
}

/** A null optional parses to undefined and stays as a present key, which is how an update clears it. */
function assign<K extends AttributeName>(into: AttributeInput, name: K, value: unknown): void {
  into[name] = PARSERS[name](value);
}

/** Required attributes a new product lacks; supplied-but-invalid ones already have their own error. */
export function missingRequiredAttributes(raw: Record<string, unknown>): ProviderError[] {
  const required: AttributeName[] = ['name', 'commodity_type'];
  return required
    .filter((name) => !Object.hasOwn(raw, name))
    .map((name) => providerError(422, `${name} is required`, attributePointer(name)));
}

/** Narrows a stored document back into attributes; stored data was validated when written. */
export function decodeStoredAttributes(data: unknown): ProductAttributes {
  if (!isPlainObject(data)) throw new Error('Stored product is not an object');
  const { attributes, errors } = parseAttributeInput(data);
  const { name, commodity_type, status, slug } = attributes;
  if (errors.length > 0 || !name || !commodity_type || !status || !slug) {
    throw new Error('Stored product failed validation');
  }
  return { ...attributes, name, commodity_type, status, slug };
}

/** The order attributes appear in responses, following the provider's documents. */
const RESPONSE_ORDER: readonly AttributeName[] = [
  'name',
  'description',
  'slug',
  'sku',
  'status',
  'commodity_type',
  'upc_ean',
  'mpn',
  'external_ref',
  'tags',
  'extensions',
  'locales',
  'custom_inputs',
  'components',
];

/** A copy with attributes in provider order and cleared (undefined) ones removed. */
export function orderedAttributes(attributes: ProductAttributes): ProductAttributes {
  const ordered: AttributeInput = {};
  for (const name of RESPONSE_ORDER) {
    if (attributes[name] !== undefined) assignValue(ordered, name, attributes[name]);
  }
  return { ...ordered, ...pickRequired(attributes) };
}

function assignValue<K extends AttributeName>(
  into: AttributeInput,
  name: K,
  value: ProductAttributes[K],
): void {
  into[name] = value;
}

function pickRequired({ name, commodity_type, status, slug }: ProductAttributes) {
  return { name, commodity_type, status, slug };
}

/** Slug from a name: lowercase, runs of disallowed characters become one hyphen. */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}
