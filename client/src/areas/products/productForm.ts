import type {
  CommodityType,
  ProductBundleComponentInput,
  ProductBundleOptionInput,
  ProductCreateInput,
  ProductCustomInputInput,
  ProductLocaleInput,
  ProductDetailsFragment,
  ProductStatus,
  ProductUpdateInput,
} from '../../graphql/generated';

/** One locale's translations. */
export interface LocaleRow {
  locale: string;
  name: string;
  description: string;
}

/** One shopper-entered text field; `maxLength` as typed (blank: no length rule). */
export interface CustomInputRow {
  key: string;
  name: string;
  required: boolean;
  maxLength: string;
}

/**
 * One product offered by a bundle component. Rows with the same component key form one component;
 * the product's SKU and name are shown, not sent. `quantity` as typed.
 */
export interface ComponentRow {
  key: string;
  name: string;
  productId: string;
  sku: string;
  productName: string;
  quantity: string;
  /**
   * What the form does not edit (selection limits, order, default), carried through unchanged so
   * saving the form never drops them.
   */
  kept?: {
    component: Pick<ProductBundleComponentInput, 'min' | 'max' | 'sortOrder'>;
    option: Pick<ProductBundleOptionInput, 'min' | 'max' | 'sortOrder' | 'default'>;
  };
}

/** What the product form edits; tags as the comma-separated text the seller types. */
export interface ProductFormValues {
  name: string;
  sku: string;
  slug: string;
  description: string;
  status: ProductStatus;
  commodityType: CommodityType;
  upcEan: string;
  mpn: string;
  externalRef: string;
  tags: string;
  locales: LocaleRow[];
  /** The extensions object as JSON text; blank for none. */
  extensions: string;
  customInputs: CustomInputRow[];
  components: ComponentRow[];
}

/** The form's fields; the same names as the GraphQL inputs, so `userErrors` paths match them. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'slug',
  'description',
  'status',
  'commodityType',
  'upcEan',
  'mpn',
  'externalRef',
  'tags',
  'locales',
  'extensions',
  'customInputs',
  'components',
] as const satisfies readonly (keyof ProductFormValues)[];

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  slug: '',
  description: '',
  status: 'DRAFT',
  commodityType: 'PHYSICAL',
  upcEan: '',
  mpn: '',
  externalRef: '',
  tags: '',
  locales: [],
  extensions: '',
  customInputs: [],
  components: [],
};

export function productToFormValues(product: ProductDetailsFragment): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku ?? '',
    slug: product.slug ?? '',
    description: product.description ?? '',
    status: product.status,
    commodityType: product.commodityType,
    upcEan: product.upcEan ?? '',
    mpn: product.mpn ?? '',
    externalRef: product.externalRef ?? '',
    tags: product.tags.join(', '),
    locales: product.locales.map((entry) => ({
      locale: entry.locale,
      name: entry.name ?? '',
      description: entry.description ?? '',
    })),
    extensions: product.extensions == null ? '' : JSON.stringify(product.extensions, null, 2),
    customInputs: product.customInputs.map((input) => ({
      key: input.key,
      name: input.name,
      required: input.required,
      maxLength: input.maxLength == null ? '' : String(input.maxLength),
    })),
    components: product.components.flatMap((component) =>
      component.options.map((option) => ({
        key: component.key,
        name: component.name ?? '',
        productId: option.productId,
        sku: option.product?.sku ?? '',
        productName: option.product?.name ?? option.productId,
        quantity: String(option.quantity),
        kept: {
          component: { min: component.min, max: component.max, sortOrder: component.sortOrder },
          option: { min: option.min, max: option.max, sortOrder: option.sortOrder, default: option.default },
        },
      })),
    ),
  };
}

/**
 * Why the extensions text is not a valid extensions object, or true: blank, or a JSON object whose
 * values are objects of strings, numbers, booleans or null (as the provider stores template data).
 */
export function validateExtensions(text: string): true | string {
  if (text.trim() === '') return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  const isObject = (candidate: unknown): candidate is Record<string, unknown> =>
    typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  if (!isObject(value))
    return 'Extensions must be a JSON object of template slugs, e.g. {"products(size)": {}}';
  for (const [slug, fields] of Object.entries(value)) {
    if (!isObject(fields)) return `"${slug}" must map to an object of fields`;
    for (const [field, fieldValue] of Object.entries(fields)) {
      if (fieldValue !== null && !['string', 'number', 'boolean'].includes(typeof fieldValue)) {
        return `"${slug}.${field}" must be a string, number, boolean or null`;
      }
    }
  }
  return true;
}

function parseExtensions(text: string): Record<string, unknown> | null {
  return text.trim() === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

function localesInput(rows: readonly LocaleRow[]): ProductLocaleInput[] {
  return rows.map((row) => ({
    locale: row.locale.trim(),
    name: row.name.trim() || null,
    description: row.description.trim() || null,
  }));
}

function customInputsInput(rows: readonly CustomInputRow[]): ProductCustomInputInput[] {
  return rows.map((row) => ({
    key: row.key.trim(),
    name: row.name.trim(),
    required: row.required,
    maxLength: row.maxLength.trim() === '' ? null : Number(row.maxLength),
  }));
}

/** Rows grouped by component key, in the order each key first appears. */
export function componentsInput(rows: readonly ComponentRow[]): ProductBundleComponentInput[] {
  const components = new Map<string, ProductBundleComponentInput>();
  for (const row of rows) {
    const key = row.key.trim();
    const component = components.get(key) ?? {
      ...withoutNulls(row.kept?.component),
      key,
      name: row.name.trim() || null,
      options: [],
    };
    const options = Array.isArray(component.options) ? component.options : [component.options];
    const option = {
      ...withoutNulls(row.kept?.option),
      productId: row.productId,
      quantity: Number(row.quantity),
    };
    component.options = [...options, option];
    components.set(key, component);
  }
  return [...components.values()];
}

/** Unset limits stay out of the input rather than being sent as explicit nulls. */
function withoutNulls<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value != null)) as Partial<T>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "a, b,,c " → ["a", "b", "c"] */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

type OptionalTextField = 'slug' | 'description' | 'upcEan' | 'mpn' | 'externalRef';
const OPTIONAL_TEXT_FIELDS: readonly OptionalTextField[] = [
  'slug',
  'description',
  'upcEan',
  'mpn',
  'externalRef',
];

/** A new product: blank optional fields are left out (the provider derives the slug from the name). */
export function productCreateInput(values: ProductFormValues): ProductCreateInput {
  const input: ProductCreateInput = {
    name: values.name.trim(),
    sku: values.sku.trim(),
    status: values.status,
    commodityType: values.commodityType,
  };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const text = values[field].trim();
    if (text) input[field] = text;
  }
  const tags = parseTags(values.tags);
  if (tags.length > 0) input.tags = tags;
  if (values.locales.length > 0) input.locales = localesInput(values.locales);
  const extensions = parseExtensions(values.extensions);
  if (extensions) input.extensions = extensions;
  if (values.customInputs.length > 0) input.customInputs = customInputsInput(values.customInputs);
  if (values.components.length > 0) input.components = componentsInput(values.components);
  return input;
}

/**
 * Only what changed, so a save never overwrites fields the seller did not touch (someone else may
 * have changed them meanwhile). A cleared optional field is sent as null.
 */
export function productUpdateInput(before: ProductFormValues, after: ProductFormValues): ProductUpdateInput {
  const input: ProductUpdateInput = {};
  if (after.name.trim() !== before.name) input.name = after.name.trim();
  if (after.sku.trim() !== before.sku) input.sku = after.sku.trim();
  if (after.status !== before.status) input.status = after.status;
  if (after.commodityType !== before.commodityType) input.commodityType = after.commodityType;
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const text = after[field].trim();
    if (text !== before[field]) input[field] = text || null;
  }
  const tags = parseTags(after.tags);
  if (tags.join(',') !== parseTags(before.tags).join(',')) input.tags = tags;
  // Lists are sent whole when they changed (an empty list clears them).
  const locales = localesInput(after.locales);
  if (!same(locales, localesInput(before.locales))) input.locales = locales;
  const extensions = parseExtensions(after.extensions);
  if (!same(extensions, parseExtensions(before.extensions))) input.extensions = extensions;
  const customInputs = customInputsInput(after.customInputs);
  if (!same(customInputs, customInputsInput(before.customInputs))) input.customInputs = customInputs;
  const components = componentsInput(after.components);
  if (!same(components, componentsInput(before.components))) input.components = components;
  return input;
}
