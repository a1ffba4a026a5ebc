import type { HTMLAttributes, ReactNode } from 'react';
import { InputGroup, TextArea } from '@blueprintjs/core';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField';
import { blueprintField, fieldErrorMessage } from './fieldProps';
import { required as requiredRule } from './required';

export interface TextFieldProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  /** The input's id, unique on the page; the label points at it. */
  id: string;
  label: string;
  helperText?: ReactNode;
  /** Blank is refused with `<label> is required`, and the input is marked required. */
  required?: boolean;
  /** Other checks (length, pattern); a `validate` here replaces the required check. */
  rules?: RegisterOptions<TValues, Path<TValues>>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** A multi-line input (a full-width text area) of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled text input (one line, or `rows` lines) of a react-hook-form form, its error shown under it. */
export function TextField<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
  helperText,
  required,
  rules,
  inputMode,
  type,
  autoComplete,
  placeholder,
  readOnly,
  rows,
}: TextFieldProps<TValues>) {
  const registration = blueprintField(form, name, id, {
    validate: required ? requiredRule(label) : undefined,
    ...rules,
  });
  const ariaRequired = required ? true : undefined;
  return (
    <FormField
      id={id}
      label={label}
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
      helperText={helperText}
    >
      {rows === undefined ? (
        <InputGroup
          {...registration}
          inputMode={inputMode}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-required={ariaRequired}
        />
      ) : (
        <TextArea
          {...registration}
          fill
          rows={rows}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-required={ariaRequired}
        />
      )}
    </FormField>
  );
}
