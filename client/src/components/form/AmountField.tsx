import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from './fieldProps';
import { decimalToMinorUnits } from '../../format/money';
import { TextField } from './TextField';

export interface AmountFieldProps<TValues extends FieldValues> extends FieldBinding<TValues> {
  /** The label; the currency follows it in brackets, e.g. "Amount (USD)". */
  label: string;
  currency: string;
  helperText?: ReactNode;
  /** Blank is refused (with `invalidText`), and the input is marked required. */
  required?: boolean;
  /** Zero is refused too. */
  positive?: boolean;
  /** The message under a value that is not such an amount, e.g. "Enter a price such as 10.00". */
  invalidText: string;
}

/** A money amount typed in the currency's major unit, checked against its decimals. */
export function AmountField<TValues extends FieldValues>({
  label,
  currency,
  required,
  positive,
  invalidText,
  ...field
}: AmountFieldProps<TValues>) {
  const validate = (value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (!required && text.trim() === '') return true;
    const minor = decimalToMinorUnits(text, currency);
    return (minor !== null && (!positive || minor > 0)) || invalidText;
  };
  return (
    <TextField
      {...field}
      label={`${label} (${currency})`}
      required={required}
      rules={{ validate }}
      inputMode="decimal"
    />
  );
}
