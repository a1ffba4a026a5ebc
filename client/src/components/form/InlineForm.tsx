import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { FormErrors } from './FormErrors';
import type { MutationForm } from './useMutationForm';

export interface InlineFormProps {
  /** The form's accessible name, e.g. `Add product`. */
  label: string;
  /** From `useMutationForm`: its submit, the errors that belong to no field, and whether it runs. */
  mutationForm: Pick<MutationForm<FieldValues>, 'onSubmit' | 'formErrors' | 'submitting'>;
  submitText: string;
  submitIcon?: ButtonProps['icon'];
  /** Lays the form out, e.g. fields and button on one row. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form on the page rather than in a dialog or a detail card (`DetailForm`): the errors that belong
 * to no field, then its fields and its submit button.
 */
export function InlineForm({
  label,
  mutationForm: { onSubmit, formErrors, submitting },
  submitText,
  submitIcon,
  className,
  children,
}: InlineFormProps) {
  return (
    <form className={className} noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <FormErrors messages={formErrors} />
      {children}
      <Button type="submit" icon={submitIcon} text={submitText} loading={submitting} />
    </form>
  );
}
