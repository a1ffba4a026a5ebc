import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import type { CurrencyFormValues } from '../catalogueForms';

/** The currency dialog's fields; codes are checked here too so the seller sees the rule at once. */
export function CurrencyFields({ form }: { form: UseFormReturn<CurrencyFormValues> }) {
  return (
    <>
      <TextField form={form} name="name" id="currency-name" label="Name" requiredMark />
      <TextField
        form={form}
        name="code"
        id="currency-code"
        label="Code"
        helperText="ISO 4217, three upper-case letters, e.g. EUR."
        requiredMark
      />
      <TextField
        form={form}
        name="exchangeRate"
        id="currency-exchange-rate"
        label="Exchange rate"
        helperText="Units of this currency per unit of the default currency."
        inputMode="decimal"
      />
      <TextField
        form={form}
        name="format"
        id="currency-format"
        label="Format"
        helperText="How amounts are shown; {price} stands for the number, e.g. €{price}."
      />
      <TextField form={form} name="decimalPoint" id="currency-decimal-point" label="Decimal point" />
      <TextField
        form={form}
        name="thousandSeparator"
        id="currency-thousand-separator"
        label="Thousand separator"
      />
      <TextField
        form={form}
        name="decimalPlaces"
        id="currency-decimal-places"
        label="Decimal places"
        inputMode="numeric"
      />
      <CheckboxField
        form={form}
        name="isDefault"
        id="currency-default"
        label="Default"
        text="The store's default currency"
      />
      <CheckboxField
        form={form}
        name="enabled"
        id="currency-enabled"
        label="Enabled"
        text="Products can be priced in it"
      />
    </>
  );
}
