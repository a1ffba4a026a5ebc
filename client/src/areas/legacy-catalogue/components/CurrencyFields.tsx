import { Checkbox, InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';
import type { CurrencyFormValues } from '../catalogueForms';

/** The currency dialog's fields; codes are checked here too so the seller sees the rule at once. */
export function CurrencyFields({ form }: { form: UseFormReturn<CurrencyFormValues> }) {
  const { errors } = form.formState;
  const { ref: defaultRef, ...defaultField } = form.register('isDefault');
  const { ref: enabledRef, ...enabledField } = form.register('enabled');
  return (
    <>
      <FormField id="currency-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup {...blueprintField(form, 'name', 'currency-name')} aria-required />
      </FormField>
      <FormField
        id="currency-code"
        label="Code"
        error={fieldErrorMessage(errors.code)}
        helperText="ISO 4217, three upper-case letters, e.g. EUR."
      >
        <InputGroup {...blueprintField(form, 'code', 'currency-code')} aria-required />
      </FormField>
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
      <FormField id="currency-default" label="Default" error={fieldErrorMessage(errors.isDefault)}>
        <Checkbox
          {...defaultField}
          inputRef={defaultRef}
          id="currency-default"
          label="The store's default currency"
        />
      </FormField>
      <FormField id="currency-enabled" label="Enabled" error={fieldErrorMessage(errors.enabled)}>
        <Checkbox
          {...enabledField}
          inputRef={enabledRef}
          id="currency-enabled"
          label="Products can be priced in it"
        />
      </FormField>
    </>
  );
}
