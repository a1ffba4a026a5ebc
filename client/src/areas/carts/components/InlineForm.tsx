import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { FormErrors } from '../../../components/form/FormErrors';
import type { MutationForm, MutationFormResult } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';

/** A one-row form of the cart page: its errors, then its fields and its submit button side by side. */
export function InlineForm({
  label,
  mutationForm: { onSubmit, formErrors, submitting },
  submitText,
  submitIcon,
  children,
}: {
  /** The form's accessible name, e.g. `Add product`. */
  label: string;
  mutationForm: Pick<MutationForm<FieldValues>, 'onSubmit' | 'formErrors' | 'submitting'>;
  submitText: string;
  submitIcon?: ButtonProps['icon'];
  children: ReactNode;
}) {
  return (
    <form
      className="cart-inline-form"
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormErrors messages={formErrors} />
      {children}
      <Button type="submit" icon={submitIcon} text={submitText} loading={submitting} />
    </form>
  );
}

/** `submit`'s result for an inline form that starts again from `emptyValues` once its mutation succeeded. */
export function emptiedOnSuccess<TValues>(
  userErrors: readonly UserErrorLike[],
  emptyValues: TValues,
): MutationFormResult<TValues> {
  return userErrors.length === 0 ? { userErrors, savedValues: emptyValues } : { userErrors };
}
