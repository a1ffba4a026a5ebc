import { Checkbox, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { FIELD_TYPE_LABELS, type FieldFormValues, type FlowFormValues } from '../flowForms';

/** The flow dialog's fields. */
export function FlowFormFields({ form }: { form: UseFormReturn<FlowFormValues> }) {
  const errors = form.formState.errors;
  const { ref: enabledRef, ...enabledField } = form.register('enabled');
  return (
    <>
      <FormField id="flow-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'flow-name', { validate: required('Name') })}
          aria-required
        />
      </FormField>
      <FormField
        id="flow-slug"
        label="Slug"
        error={fieldErrorMessage(errors.slug)}
        helperText="Unique, URL-friendly; left empty it is made from the name."
      >
        <InputGroup {...blueprintField(form, 'slug', 'flow-slug')} />
      </FormField>
      <FormField id="flow-description" label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea {...blueprintField(form, 'description', 'flow-description')} fill rows={2} />
      </FormField>
      <FormField id="flow-enabled" label="Enabled" error={fieldErrorMessage(errors.enabled)}>
        <Checkbox {...enabledField} inputRef={enabledRef} id="flow-enabled" label="The flow is in use" />
      </FormField>
    </>
  );
}

/** The field dialog's fields. */
export function FieldFormFields({ form }: { form: UseFormReturn<FieldFormValues> }) {
  const errors = form.formState.errors;
  const { ref: requiredRef, ...requiredField } = form.register('required');
  const { ref: enabledRef, ...enabledField } = form.register('enabled');
  return (
    <>
      <FormField id="field-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'field-name', { validate: required('Name') })}
          aria-required
        />
      </FormField>
      <FormField
        id="field-slug"
        label="Slug"
        error={fieldErrorMessage(errors.slug)}
        helperText="The key entries use; left empty it is made from the name."
      >
        <InputGroup {...blueprintField(form, 'slug', 'field-slug')} />
      </FormField>
      <FormField id="field-type" label="Type" error={fieldErrorMessage(errors.fieldType)}>
        <HTMLSelect
          id="field-type"
          {...form.register('fieldType')}
          options={Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </FormField>
      <FormField id="field-required" label="Required" error={fieldErrorMessage(errors.required)}>
        <Checkbox
          {...requiredField}
          inputRef={requiredRef}
          id="field-required"
          label="Every entry must have a value"
        />
      </FormField>
      <FormField id="field-description" label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea {...blueprintField(form, 'description', 'field-description')} fill rows={2} />
      </FormField>
      <FormField id="field-enabled" label="Enabled" error={fieldErrorMessage(errors.enabled)}>
        <Checkbox {...enabledField} inputRef={enabledRef} id="field-enabled" label="The field is in use" />
      </FormField>
    </>
  );
}
