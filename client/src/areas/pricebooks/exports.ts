// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { ProductPrices } from './components/ProductPrices';
export {
  amountsInput,
  amountsToFormValues,
  formCurrencies,
  type AmountsFormValues,
  type CurrencyAmountValues,
} from './currencyAmounts';
