import crypto from 'node:crypto';
import { createRandom } from './seed-catalogue';
import type { Currencies, ModifierData, PriceBookAttributes, PriceData } from './pricebooks';

/**
 * The demo store's price books: a retail book priced in USD and EUR for nearly every seeded SKU,
 * and a smaller wholesale book. Amounts come from a seeded PRNG and ids from stable keys, so a fresh
 * database always has the same prices (screenshots and tests line up).
 */

const PRICE_SEED = 0x9a1c_e2b0;
/** A few products stay unpriced so the admin's "no price" state is visible in the demo. */
const RETAIL_SHARE = 0.92;
const WHOLESALE_SHARE = 0.4;
const EUR_PER_USD = 0.92;

export interface SeedPriceBook {
  id: string;
  attributes: PriceBookAttributes;
}

export interface SeedRecord<T> {
  id: string;
  data: T;
}

/** A UUID-shaped id derived from a stable key (same scheme as the seeded hierarchies). */
function stableId(key: string): string {
  const hex = crypto.createHash('sha256').update(`sandbox-seed:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const RETAIL_PRICE_BOOK_ID = stableId('pricebook:retail');
export const WHOLESALE_PRICE_BOOK_ID = stableId('pricebook:wholesale');

/** Retail prices end in .99 or .00 as shops' prices do; in minor units. */
function retailCents(random: () => number): number {
  const dollars = 5 + Math.floor(random() * 195);
  return dollars * 100 + (random() < 0.7 ? 99 : 0);
}

function currencies(usdCents: number, includesTaxInEur: boolean): Currencies {
  return {
    USD: { amount: usdCents, includes_tax: false },
    EUR: { amount: Math.round((usdCents * EUR_PER_USD) / 10) * 10, includes_tax: includesTaxInEur },
  };
}

export function generatePriceBooks(skus: readonly string[]): {
  books: SeedPriceBook[];
  prices: SeedRecord<PriceData>[];
  modifiers: SeedRecord<ModifierData>[];
} {
  const random = createRandom(PRICE_SEED);
  const books: SeedPriceBook[] = [
    {
      id: RETAIL_PRICE_BOOK_ID,
      attributes: { name: 'Retail', description: 'List prices for the online store, in USD and EUR.' },
    },
    {
      id: WHOLESALE_PRICE_BOOK_ID,
      attributes: {
        name: 'Wholesale',
        description: 'Trade prices for approved business accounts, with volume tiers.',
      },
    },
  ];
  const prices: SeedRecord<PriceData>[] = [];
  for (const sku of skus) {
    const retail = retailCents(random);
    if (random() < RETAIL_SHARE) {
      prices.push({
        id: stableId(`price:retail:${sku}`),
        data: { pricebook_id: RETAIL_PRICE_BOOK_ID, sku, currencies: currencies(retail, true) },
      });
    }
    if (random() < WHOLESALE_SHARE) {
      const trade = Math.round(retail * 0.6);
      const tiered = currencies(trade, false);
      // Trade buyers of ten or more get a further 10% off in USD.
      tiered.USD = {
        amount: trade,
        includes_tax: false,
        tiers: { min_10: { minimum_quantity: 10, amount: Math.round(trade * 0.9) } },
      };
      prices.push({
        id: stableId(`price:wholesale:${sku}`),
        data: { pricebook_id: WHOLESALE_PRICE_BOOK_ID, sku, currencies: tiered },
      });
    }
  }
  const modifiers: SeedRecord<ModifierData>[] = [
    {
      id: stableId('modifier:retail:gift-wrap'),
      data: {
        pricebook_id: RETAIL_PRICE_BOOK_ID,
        name: 'Gift wrap',
        modifier_type: 'price_increment',
        currencies: currencies(450, true),
      },
    },
    {
      id: stableId('modifier:wholesale:large-size'),
      data: {
        pricebook_id: WHOLESALE_PRICE_BOOK_ID,
        name: 'Large size',
        modifier_type: 'price_increment',
        currencies: currencies(200, false),
      },
    },
  ];
  return { books, prices, modifiers };
}
