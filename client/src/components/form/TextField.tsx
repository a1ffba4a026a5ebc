import type { HTMLAttributes, ReactNode } from 'react';
import { InputGroup, TextArea } from '@blueprintjs/core';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { FormField } from './FormField';
import { blueprintField, fieldErrorMessage, type FieldBinding } from './fieldProps';
import { required as requiredRule } from './required';

export interface TextFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  label: string;
  helperText?: ReactNode;
  /** Blank is refused with `<label> is required`, and the input is marked required. */
  required?: boolean;
  /** Marks the input required but leaves the check to the server, whose message shows under it. */
  requiredMark?: boolean;
  /** Other checks (length, pattern); a `validate` here replaces the required check. */
  rules?: RegisterOptions<TValues, Path<TValues>>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'password' | 'number' | 'date';
  /** The least value of a `number` input. */
  min?: number;
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** A multi-line input (a full-width text area) of this many rows instead of a one-line input. */
  rows?: number;
  /** The input's own class, e.g. a monospace look for JSON. */
  className?: string;
}

/** A labelled text input (one line, or `rows` lines) of a react-hook-form form, its error shown under it. */
export function TextField<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
  helperText,
  required,
  requiredMark,
  rules,
  inputMode,
  type,
  min,
  autoComplete,
  placeholder,
  readOnly,
  disabled,
  rows,
  className,
}: TextFieldProps<TValues>) {
  const registration = blueprintField(form, name, id, {
    validate: required ? requiredRule(label) : undefined,
    ...rules,
  });
  const ariaRequired = required || requiredMark ? true : undefined;
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
          min={min}
          autoComplete={autoComplete}
          placeholder={placeholder}
          readOnly={readOnly}
          disabled={disabled}
          inputClassName={className}
          aria-required={ariaRequired}
        />
      ) : (
        <TextArea
          {...registration}
          fill
          rows={rows}
          placeholder={placeholder}
          readOnly={readOnly}
          disabled={disabled}
          className={className}
          aria-required={ariaRequired}
        />
      )}
    </FormField>
  );
}
