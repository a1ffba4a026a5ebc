import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { enumOptions } from '../../../format/labels';
import type { FieldFormValues, FlowFormValues } from '../flowForms';

/** The flow dialog's fields. */
export function FlowFormFields({ form }: { form: UseFormReturn<FlowFormValues> }) {
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
      <CheckboxField form={form} name="enabled" id="flow-enabled" label="Enabled" text="The flow is in use" />
    </>
  );
}

/** The field dialog's fields. */
export function FieldFormFields({ form }: { form: UseFormReturn<FieldFormValues> }) {
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
      <SelectField
        form={form}
        name="fieldType"
        id="field-type"
        label="Type"
        options={enumOptions('FlowFieldType')}
      />
      <CheckboxField
        form={form}
        name="required"
        id="field-required"
        label="Required"
        text="Every entry must have a value"
      />
      <TextField form={form} name="description" id="field-description" label="Description" rows={2} />
      <CheckboxField
        form={form}
        name="enabled"
        id="field-enabled"
        label="Enabled"
        text="The field is in use"
      />
    </>
  );
}
