import type {
  CatalogueCategoryRowFragment,
  CatalogueCurrencyRowFragment,
  LegacyCatalogueStatus,
} from '../../graphql/generated';
import { ENUM_LABELS } from '../../format/labels';

/**
 * Form values and mutation inputs for the legacy catalogue dialogs. Field names match the schema's
 * inputs, so userErrors from the gateway land on the right field.
 */

/** Brand and collection dialogs. */
export interface EntryFormValues {
  name: string;
  slug: string;
  description: string;
  status: LegacyCatalogueStatus;
}

export const ENTRY_FORM_FIELDS = [
  'name',
  'slug',
  'description',
  'status',
] as const satisfies readonly (keyof EntryFormValues)[];

/** Category dialog: an entry plus its parent ('' for top level). */
export interface CategoryFormValues extends EntryFormValues {
  parentId: string;
}

export const CATEGORY_FORM_FIELDS = [...ENTRY_FORM_FIELDS, 'parentId'] as const;

/** Currency dialog; numbers stay text until submitted so a half-typed value is not lost. */
export interface CurrencyFormValues {
  name: string;
  code: string;
  exchangeRate: string;
  format: string;
  decimalPoint: string;
  thousandSeparator: string;
  decimalPlaces: string;
  isDefault: boolean;
  enabled: boolean;
}

export const CURRENCY_FORM_FIELDS = [
  'name',
  'code',
  'exchangeRate',
  'format',
  'decimalPoint',
  'thousandSeparator',
  'decimalPlaces',
  'isDefault',
  'enabled',
] as const satisfies readonly (keyof CurrencyFormValues)[];

export const STATUS_LABELS = ENUM_LABELS.LegacyCatalogueStatus;

/** A slug from a name: `Summer Sale!` → `summer-sale`. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function entryFormValues(entry?: Omit<EntryFormValues, never>): EntryFormValues {
  return {
    name: entry?.name ?? '',
    slug: entry?.slug ?? '',
    description: entry?.description ?? '',
    status: entry?.status ?? 'LIVE',
  };
}

/** A new entry; a blank slug is derived from the name. */
export function entryCreateInput(values: EntryFormValues) {
  const name = values.name.trim();
  return {
    name,
    slug: values.slug.trim() || slugify(name),
    description: values.description.trim(),
    status: values.status,
  };
}

/** Only what changed, so an edit never overwrites a concurrent change to another field. */
export function entryUpdateInput(before: EntryFormValues, after: EntryFormValues) {
  const next = entryCreateInput(after);
  return {
    ...(next.name !== before.name ? { name: next.name } : {}),
    ...(next.slug !== before.slug ? { slug: next.slug } : {}),
    ...(next.description !== before.description ? { description: next.description } : {}),
    ...(next.status !== before.status ? { status: next.status } : {}),
  };
}

export function categoryFormValues(category?: CatalogueCategoryRowFragment): CategoryFormValues {
  return { ...entryFormValues(category), parentId: category?.parentId ?? '' };
}

export function categoryCreateInput(values: CategoryFormValues) {
  return { ...entryCreateInput(values), ...(values.parentId ? { parentId: values.parentId } : {}) };
}

/** A cleared parent is sent as null, which moves the category to the top level. */
export function categoryUpdateInput(before: CategoryFormValues, after: CategoryFormValues) {
  return {
    ...entryUpdateInput(before, after),
    ...(after.parentId !== before.parentId ? { parentId: after.parentId || null } : {}),
  };
}

export function currencyFormValues(currency?: CatalogueCurrencyRowFragment): CurrencyFormValues {
  return {
    name: currency?.name ?? '',
    code: currency?.code ?? '',
    exchangeRate: String(currency?.exchangeRate ?? 1),
    format: currency?.format ?? '{price}',
    decimalPoint: currency?.decimalPoint ?? '.',
    thousandSeparator: currency?.thousandSeparator ?? ',',
    decimalPlaces: String(currency?.decimalPlaces ?? 2),
    isDefault: currency?.isDefault ?? false,
    enabled: currency?.enabled ?? true,
  };
}

/** Text numbers become numbers; the gateway and provider judge their range. */
export function currencyCreateInput(values: CurrencyFormValues) {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    exchangeRate: Number(values.exchangeRate),
    format: values.format,
    decimalPoint: values.decimalPoint,
    thousandSeparator: values.thousandSeparator,
    decimalPlaces: Number(values.decimalPlaces),
    isDefault: values.isDefault,
    enabled: values.enabled,
  };
}

export function currencyUpdateInput(before: CurrencyFormValues, after: CurrencyFormValues) {
  const previous = currencyCreateInput(before);
  const next = currencyCreateInput(after);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => previous[key as keyof typeof previous] !== value),
  ) as Partial<typeof next>;
}

/** A category tree branch as the tree query returns it (children optional at the deepest level). */
export interface CategoryBranch {
  id: string;
  name: string;
  children?: readonly CategoryBranch[] | null;
}

/** Every category id that has children, for expanding the whole tree at first. */
export function branchIds(branches: readonly CategoryBranch[]): string[] {
  return branches.flatMap((branch) =>
    branch.children && branch.children.length > 0 ? [branch.id, ...branchIds(branch.children)] : [],
  );
}
