import { InputGroup, TextArea } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import type { NamedFormValues } from '../namedForm';

const SLUG_PATTERN = /^[A-Za-z0-9._-]*$/;

export interface NamedFieldsProps {
  form: UseFormReturn<NamedFormValues>;
  /** Prefix of the input ids, unique on the page, e.g. "node" or "new-node". */
  idPrefix: string;
}

/** Name, slug and description inputs with their client-side checks. */
export function NamedFields({ form, idPrefix }: NamedFieldsProps) {
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <FormField id={id('name')} label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', id('name'), {
            validate: (value) => value.trim() !== '' || 'Name is required',
          })}
          aria-required
        />
      </FormField>
      <FormField
        id={id('slug')}
        label="Slug"
        error={fieldErrorMessage(errors.slug)}
        helperText="Letters, digits, hyphens, underscores and periods."
      >
        <InputGroup
          {...blueprintField(form, 'slug', id('slug'), {
            pattern: {
              value: SLUG_PATTERN,
              message: 'Use only letters, digits, hyphens, underscores and periods',
            },
          })}
        />
      </FormField>
      <FormField id={id('description')} label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea {...blueprintField(form, 'description', id('description'))} fill rows={3} />
      </FormField>
    </>
  );
}
