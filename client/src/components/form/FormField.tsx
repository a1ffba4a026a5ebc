import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';

export interface FormFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  label: string;
  /** A validation or server message; shown instead of the helper text, in red. */
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}

/** A labelled form row (Blueprint FormGroup) whose helper text turns into the field's error. */
export function FormField({ id, label, error, helperText, children }: FormFieldProps) {
  const help = error ?? helperText;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={help ? <span id={fieldHelpId(id)}>{help}</span> : undefined}
    >
      {children}
    </FormGroup>
  );
}

/** The id of a field's helper text, for the input's `aria-describedby`. */
export function fieldHelpId(id: string): string {
  return `${id}-help`;
}
