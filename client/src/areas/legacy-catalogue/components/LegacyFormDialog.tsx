import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';

export interface LegacyFormDialogProps<TValues extends FieldValues> {
  title: string;
  submitText: string;
  defaultValues: DefaultValues<TValues>;
  fieldNames: readonly Path<TValues>[];
  renderFields: (form: UseFormReturn<TValues>) => ReactNode;
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  onClose: () => void;
}

/** Creates or edits one legacy catalogue item; mounted only while open, so each opening starts fresh. */
export function LegacyFormDialog<TValues extends FieldValues>({
  title,
  submitText,
  defaultValues,
  fieldNames,
  renderFields,
  onSubmit,
  onClose,
}: LegacyFormDialogProps<TValues>) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<TValues>({
    defaultValues,
    fieldNames,
    submit: onSubmit,
  });
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      {renderFields(form)}
    </FormDialog>
  );
}
