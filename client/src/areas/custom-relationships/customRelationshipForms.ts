import type {
  CustomRelationshipCreateInput,
  CustomRelationshipDetailsFragment,
  CustomRelationshipUpdateInput,
} from '../../graphql/generated';

/** Form values for a custom relationship; names match the GraphQL input so userErrors land inline. */
export interface CustomRelationshipFormValues {
  slug: string;
  name: string;
  description: string;
  externalName: string;
  externalDescription: string;
  biDirectional: boolean;
}

export const CUSTOM_RELATIONSHIP_FIELDS = [
  'slug',
  'name',
  'description',
  'externalName',
  'externalDescription',
  'biDirectional',
] as const satisfies readonly (keyof CustomRelationshipFormValues)[];

export const EMPTY_CUSTOM_RELATIONSHIP_FORM: CustomRelationshipFormValues = {
  slug: '',
  name: '',
  description: '',
  externalName: '',
  externalDescription: '',
  biDirectional: false,
};

export function customRelationshipFormValues(
  definition: CustomRelationshipDetailsFragment,
): CustomRelationshipFormValues {
  return {
    slug: definition.slug,
    name: definition.name,
    description: definition.description ?? '',
    externalName: definition.externalName ?? '',
    externalDescription: definition.externalDescription ?? '',
    biDirectional: definition.biDirectional,
  };
}

/** Blank optional texts are left out on create: the provider stores no empty strings. */
export function customRelationshipCreateInput(
  values: CustomRelationshipFormValues,
): CustomRelationshipCreateInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    slug: values.slug.trim(),
    name: values.name.trim(),
    description: optional(values.description),
    externalName: optional(values.externalName),
    externalDescription: optional(values.externalDescription),
    biDirectional: values.biDirectional,
  };
}

/** On update a blank optional text is sent as null, which removes the stored value. */
export function customRelationshipUpdateInput(
  values: CustomRelationshipFormValues,
): CustomRelationshipUpdateInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    description: optional(values.description),
    externalName: optional(values.externalName),
    externalDescription: optional(values.externalDescription),
    biDirectional: values.biDirectional,
  };
}
