import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../components/form/fieldProps';
import { TextField } from '../../components/form/TextField';
import { OPTIONAL_UNITS, REQUIRED_UNITS } from './unitsRules';

export interface UnitsFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  label: string;
  helperText?: ReactNode;
  /** Blank is refused and the input is marked required; otherwise blank leaves the figure out. */
  required?: boolean;
}

/** A count of stock units: a whole number of 0 or more, typed on a numeric keyboard. */
export function UnitsField<TValues extends FieldValues>({ required, ...field }: UnitsFieldProps<TValues>) {
  return (
    <TextField
      {...field}
      required={required}
      rules={required ? REQUIRED_UNITS : OPTIONAL_UNITS}
      inputMode="numeric"
    />
  );
}
