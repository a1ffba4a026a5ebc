import type { ReactNode } from 'react';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { capitalize } from '../../../format/text';
import { NAMED_FORM_FIELDS, type NamedFormValues } from '../namedForm';
import { NamedFields } from './NamedFields';

export interface NamedFormProps {
  /** What is edited, `hierarchy` or `node`: it names the form, its inputs, its error title and Save. */
  noun: 'hierarchy' | 'node';
  defaultValues: NamedFormValues;
  onSubmit: (values: NamedFormValues) => Promise<MutationFormResult<NamedFormValues>>;
  /** More buttons after Save. */
  actions?: ReactNode;
}

/** The inline edit form of a hierarchy or a node: name, slug and description, Save, more actions. */
export function NamedForm({ noun, defaultValues, onSubmit, actions }: NamedFormProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<NamedFormValues>({
    defaultValues,
    fieldNames: NAMED_FORM_FIELDS,
    submit: onSubmit,
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={capitalize(noun)}>
      <FormErrors messages={formErrors} title={`The ${noun} could not be saved`} />
      <NamedFields form={form} idPrefix={noun} />
      <div className="form-actions">
        <SaveButton text={`Save ${noun}`} submitting={submitting} />
        {actions}
      </div>
    </form>
  );
}
