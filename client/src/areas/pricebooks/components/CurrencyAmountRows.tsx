import { InputGroup, Switch } from '@blueprintjs/core';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField } from '../../../components/form/fieldProps';
import { decimalToMinorUnits, minorDigits } from '../../../format/money';
import type { AmountsFormValues } from '../currencyAmounts';

/** The part of a price or modifier form these rows edit. */
export interface WithAmounts {
  amounts: AmountsFormValues;
}

export interface CurrencyAmountRowsProps {
  currencies: readonly string[];
  /** Prefix of the input ids, unique on the page, e.g. "price". */
  idPrefix: string;
}

/**
 * One row per currency: the amount as a decimal and an "includes tax" switch. A server error about
 * a currency (`["amounts", "USD", "amount"]`) shows under that currency's row. Reads the form from
 * context so price and modifier forms share it.
 */
export function CurrencyAmountRows({ currencies, idPrefix }: CurrencyAmountRowsProps) {
  const form = useFormContext<WithAmounts>();
  const { errors } = form.formState;
  return (
    <fieldset className="currency-rows">
      <legend>Amounts</legend>
      {typeof errors.amounts?.message === 'string' && (
        <p className="currency-rows__error" role="alert">
          {errors.amounts.message}
        </p>
      )}
      {currencies.map((currency) => {
        const id = `${idPrefix}-amount-${currency}`;
        const rowErrors = errors.amounts?.[currency];
        const { ref: taxRef, ...taxField } = form.register(`amounts.${currency}.includesTax`);
        const digits = minorDigits(currency);
        return (
          <div className="currency-rows__row" key={currency} data-currency={currency}>
            <FormField
              id={id}
              label={`${currency} amount`}
              error={rowErrors?.amount?.message || rowErrors?.message || undefined}
            >
              <InputGroup
                {...blueprintField(form, `amounts.${currency}.amount`, id, {
                  // Typed loosely by react-hook-form: the currency keys are only known at run time.
                  validate: (text: unknown) =>
                    typeof text !== 'string' ||
                    text.trim() === '' ||
                    decimalToMinorUnits(text, currency) !== null ||
                    `Enter an amount like ${(1999 / 10 ** digits).toFixed(digits)}`,
                })}
                inputMode="decimal"
                placeholder={digits > 0 ? `0.${'0'.repeat(digits)}` : '0'}
                leftElement={<span className="currency-rows__code">{currency}</span>}
              />
            </FormField>
            <Switch
              {...taxField}
              inputRef={taxRef}
              label="Includes tax"
              aria-label={`${currency} includes tax`}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
