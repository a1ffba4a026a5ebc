import type { CatalogListItemFragment } from '../../graphql/generated';

/** The catalog dialog; field names match `CatalogCreateInput`, so userErrors land on their field. */
export interface CatalogFormValues {
  name: string;
  description: string;
  hierarchyIds: string[];
  priceBookId: string;
}

export const CATALOG_FORM_FIELDS = [
  'name',
  'description',
  'hierarchyIds',
  'priceBookId',
  'priceBooks',
] as const;

export function catalogFormValues(catalog?: CatalogListItemFragment): CatalogFormValues {
  return {
    name: catalog?.name ?? '',
    description: catalog?.description ?? '',
    hierarchyIds: catalog?.hierarchyIds ?? [],
    priceBookId: catalog?.priceBooks[0]?.priceBookId ?? '',
  };
}

/** react-hook-form gives one checked checkbox as a string, several as an array, none as false. */
export function checkedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function catalogCreateInput(values: CatalogFormValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    hierarchyIds: checkedIds(values.hierarchyIds),
    ...(description ? { description } : {}),
    ...(values.priceBookId ? { priceBookId: values.priceBookId } : {}),
  };
}

/** Only what changed; a cleared description is sent as null. */
export function catalogUpdateInput(before: CatalogFormValues, after: CatalogFormValues) {
  const input: { name?: string; description?: string | null; hierarchyIds?: string[]; priceBookId?: string } =
    {};
  if (after.name.trim() !== before.name) input.name = after.name.trim();
  const description = after.description.trim();
  if (description !== before.description) input.description = description || null;
  const hierarchyIds = checkedIds(after.hierarchyIds);
  if (hierarchyIds.join(',') !== before.hierarchyIds.join(',')) input.hierarchyIds = hierarchyIds;
  if (after.priceBookId && after.priceBookId !== before.priceBookId) input.priceBookId = after.priceBookId;
  return input;
}
