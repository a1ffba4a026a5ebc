/**
 * The form shared by hierarchies and nodes: both have a name, a slug and a description. The field
 * names match the GraphQL inputs, so `userErrors` land under the right field.
 */
export interface NamedFormValues {
  name: string;
  slug: string;
  description: string;
}

export const NAMED_FORM_FIELDS = [
  'name',
  'slug',
  'description',
] as const satisfies readonly (keyof NamedFormValues)[];

export const EMPTY_NAMED_FORM: NamedFormValues = { name: '', slug: '', description: '' };

export function namedFormValues(resource: {
  name: string;
  slug: string | null;
  description: string | null;
}): NamedFormValues {
  return { name: resource.name, slug: resource.slug ?? '', description: resource.description ?? '' };
}

/** A new resource: blank optional fields are left out. */
export function namedCreateInput(values: NamedFormValues): {
  name: string;
  slug?: string;
  description?: string;
} {
  const slug = values.slug.trim();
  const description = values.description.trim();
  return { name: values.name.trim(), ...(slug ? { slug } : {}), ...(description ? { description } : {}) };
}

/** Only what changed; a cleared optional field is sent as null (the provider removes it). */
export function namedUpdateInput(
  before: NamedFormValues,
  after: NamedFormValues,
): { name?: string; slug?: string | null; description?: string | null } {
  const input: { name?: string; slug?: string | null; description?: string | null } = {};
  if (after.name.trim() !== before.name) input.name = after.name.trim();
  for (const field of ['slug', 'description'] as const) {
    const text = after[field].trim();
    if (text !== before[field]) input[field] = text || null;
  }
  return input;
}
