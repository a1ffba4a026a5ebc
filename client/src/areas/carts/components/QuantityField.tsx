import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';

/** A line's quantity: a whole number of at least 1. */
export function QuantityField<TValues extends FieldValues>(field: FieldBinding<TValues>) {
  return (
    <TextField
      {...field}
      label="Quantity"
      rules={{
        validate: (value: unknown) =>
          /^[1-9]\d*$/.test(String(value).trim()) || 'Enter a whole number of at least 1',
      }}
      type="number"
      min={1}
    />
  );
}
