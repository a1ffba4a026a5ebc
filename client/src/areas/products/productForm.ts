import type {
  CommodityType,
  ProductCreateInput,
  ProductDetailsFragment,
  ProductStatus,
  ProductUpdateInput,
} from '../../graphql/generated';

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
  };
}

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
  return input;
}
