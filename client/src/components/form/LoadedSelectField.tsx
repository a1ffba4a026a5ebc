import type { ReactNode } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { Controller, type ControllerProps, type FieldValues } from 'react-hook-form';
import { FormField } from './FormField';
import { fieldErrorMessage, type FieldBinding } from './fieldProps';

export interface LoadedSelectFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  label: string;
  helperText?: ReactNode;
  /** The first option, whose value is blank, e.g. "Choose a member…". */
  blankOption: string;
  /** The choices read so far. */
  options: readonly { value: string; label: string }[];
  /** The choices are being read: the select is disabled until the first arrive. */
  loading: boolean;
  /** Why the choices could not be read; shown under the field unless it has an error of its own. */
  loadError?: string;
  rules?: ControllerProps<TValues>['rules'];
}

/**
 * A select whose choices are read after the form opens (e.g. the store's accounts). It is controlled,
 * so the value the form holds is chosen as soon as its option arrives.
 */
export function LoadedSelectField<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
  helperText,
  blankOption,
  options,
  loading,
  loadError,
  rules,
}: LoadedSelectFieldProps<TValues>) {
  const error = fieldErrorMessage(form.getFieldState(name, form.formState).error);
  return (
    <FormField id={id} label={label} error={error ?? loadError} helperText={helperText}>
      <Controller
        control={form.control}
        name={name}
        rules={rules}
        render={({ field }) => (
          <HTMLSelect
            id={id}
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            disabled={loading && options.length === 0}
            fill
          >
            <option value="">{blankOption}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </HTMLSelect>
        )}
      />
    </FormField>
  );
}
