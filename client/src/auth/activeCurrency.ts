/**
 * The currency the seller works in (spec section 3: "The active currency is kept in client storage
 * only"), under the client library's `epcurrency` key. Pages where the seller picks a currency
 * remember the pick here and start from it next time; signing out clears it with the other app keys.
 */
import { CURRENCY_KEY } from './credentials';

/** The remembered currency code, if any. */
export function readActiveCurrency(): string | null {
  return window.localStorage.getItem(CURRENCY_KEY);
}

export function rememberActiveCurrency(code: string): void {
  window.localStorage.setItem(CURRENCY_KEY, code);
}
