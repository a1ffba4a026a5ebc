import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../components/form/fieldProps';
import { TextField } from '../../components/form/TextField';

const WHOLE_UNITS = /^\d+$/;

export interface UnitsFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  label: string;
  helperText?: ReactNode;
  /** Blank is refused and the input is marked required; otherwise blank leaves the figure out. */
  required?: boolean;
}

/** A count of stock units: a whole number of 0 or more, typed on a numeric keyboard. */
export function UnitsField<TValues extends FieldValues>({ required, ...field }: UnitsFieldProps<TValues>) {
  const validate = (value: unknown) => {
    const typed = String(value).trim();
    return (!required && typed === '') || WHOLE_UNITS.test(typed) || 'Enter a whole number of 0 or more';
  };
  return <TextField {...field} required={required} rules={{ validate }} inputMode="numeric" />;
}
