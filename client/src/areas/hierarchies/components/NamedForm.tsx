import type { ReactNode } from 'react';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { NAMED_FORM_FIELDS, type NamedFormValues } from '../namedForm';
import { NamedFields } from './NamedFields';

export interface NamedFormProps {
  /** The form's accessible name, e.g. `Node`. */
  label: string;
  idPrefix: string;
  /** The title over errors that belong to no field, e.g. `The node could not be saved`. */
  errorTitle: string;
  submitText: string;
  defaultValues: NamedFormValues;
  onSubmit: (values: NamedFormValues) => Promise<MutationFormResult<NamedFormValues>>;
  /** More buttons after Save. */
  actions?: ReactNode;
}

/** The inline edit form of a hierarchy or a node: name, slug and description, Save, more actions. */
export function NamedForm({
  label,
  idPrefix,
  errorTitle,
  submitText,
  defaultValues,
  onSubmit,
  actions,
}: NamedFormProps) {
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
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={label}>
      <FormErrors messages={formErrors} title={errorTitle} />
      <NamedFields form={form} idPrefix={idPrefix} />
      <div className="form-actions">
        <SaveButton text={submitText} submitting={submitting} />
        {actions}
      </div>
    </form>
  );
}
