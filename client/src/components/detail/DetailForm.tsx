import type { ReactNode } from 'react';
import { Button, Card, H2 } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { FormErrors } from '../form/FormErrors';
import type { MutationForm } from '../form/useMutationForm';

export interface DetailFormProps<TValues extends FieldValues> {
  /** From `useMutationForm`: the form, its submit and the errors that belong to no field. */
  mutationForm: MutationForm<TValues>;
  /** The form's accessible name, e.g. `Customer details`. */
  label: string;
  /** The submit button, e.g. `Save customer`. */
  submitText: string;
  title?: string;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** The detail page's inline edit form: a card with its fields, Save, and Reset to the stored values. */
export function DetailForm<TValues extends FieldValues>({
  mutationForm: { form, onSubmit, formErrors, submitting },
  label,
  submitText,
  title = 'Details',
  className = 'detail-fields',
  children,
}: DetailFormProps<TValues>) {
  return (
    <Card className={className}>
      <form noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
        <H2 className="section-title">{title}</H2>
        <FormErrors messages={formErrors} />
        {children}
        <div className="detail-fields__actions">
          <Button type="submit" intent="primary" text={submitText} loading={submitting} />
          <Button
            text="Reset"
            disabled={!form.formState.isDirty || submitting}
            onClick={() => form.reset()}
          />
        </div>
      </form>
    </Card>
  );
}
