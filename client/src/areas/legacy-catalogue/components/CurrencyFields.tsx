import { Checkbox, InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
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
      <FormField
        id="currency-exchange-rate"
        label="Exchange rate"
        error={fieldErrorMessage(errors.exchangeRate)}
        helperText="Units of this currency per unit of the default currency."
      >
        <InputGroup {...blueprintField(form, 'exchangeRate', 'currency-exchange-rate')} inputMode="decimal" />
      </FormField>
      <FormField
        id="currency-format"
        label="Format"
        error={fieldErrorMessage(errors.format)}
        helperText="How amounts are shown; {price} stands for the number, e.g. €{price}."
      >
        <InputGroup {...blueprintField(form, 'format', 'currency-format')} />
      </FormField>
      <FormField
        id="currency-decimal-point"
        label="Decimal point"
        error={fieldErrorMessage(errors.decimalPoint)}
      >
        <InputGroup {...blueprintField(form, 'decimalPoint', 'currency-decimal-point')} />
      </FormField>
      <FormField
        id="currency-thousand-separator"
        label="Thousand separator"
        error={fieldErrorMessage(errors.thousandSeparator)}
      >
        <InputGroup {...blueprintField(form, 'thousandSeparator', 'currency-thousand-separator')} />
      </FormField>
      <FormField
        id="currency-decimal-places"
        label="Decimal places"
        error={fieldErrorMessage(errors.decimalPlaces)}
      >
        <InputGroup
          {...blueprintField(form, 'decimalPlaces', 'currency-decimal-places')}
          inputMode="numeric"
        />
      </FormField>
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
