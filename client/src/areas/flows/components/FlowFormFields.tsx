import { Checkbox, HTMLSelect } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';
import { FIELD_TYPE_LABELS, type FieldFormValues, type FlowFormValues } from '../flowForms';

/** The flow dialog's fields. */
export function FlowFormFields({ form }: { form: UseFormReturn<FlowFormValues> }) {
  const errors = form.formState.errors;
  const { ref: enabledRef, ...enabledField } = form.register('enabled');
  return (
    <>
      <TextField form={form} name="name" id="flow-name" label="Name" required />
      <TextField
        form={form}
        name="slug"
        id="flow-slug"
        label="Slug"
        helperText="Unique, URL-friendly; left empty it is made from the name."
      />
      <TextField form={form} name="description" id="flow-description" label="Description" rows={2} />
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
      <TextField form={form} name="name" id="field-name" label="Name" required />
      <TextField
        form={form}
        name="slug"
        id="field-slug"
        label="Slug"
        helperText="The key entries use; left empty it is made from the name."
      />
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
      <TextField form={form} name="description" id="field-description" label="Description" rows={2} />
      <FormField id="field-enabled" label="Enabled" error={fieldErrorMessage(errors.enabled)}>
        <Checkbox {...enabledField} inputRef={enabledRef} id="field-enabled" label="The field is in use" />
      </FormField>
    </>
  );
}
