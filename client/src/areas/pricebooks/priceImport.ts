import type {
  ImportCells,
  ImportColumn,
  ImportProblem,
  RowParse,
  RowPlan,
} from '../../components/list/csvImport';
import type { MoneyAmountFragment, MoneyInput, ProductPriceRowFragment } from '../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../format/money';

/** A currency column's header: an ISO 4217 code, in upper case; "SKU" is the key column, not a currency. */
const CURRENCY_HEADER = /^(?!SKU$)[A-Z]{3}$/;

/** Whether every amount of a price includes tax (yes), none does (no), or they differ (empty: as stored). */
function taxCell(price: ProductPriceRowFragment): string {
  const flags = new Set(price.amounts.map((money) => money.includesTax));
  if (flags.size !== 1) return '';
  return flags.has(true) ? 'yes' : 'no';
}

/**
 * A price book's prices as CSV, both ways: the export writes the SKU, one decimal column per
 * currency the prices have, the tax flag and the reference; volume tiers are not in the file and
 * an import keeps them.
 */
export const PRICE_CSV_COLUMNS: readonly ImportColumn<ProductPriceRowFragment>[] = [
  {
    header: 'SKU',
    required: true,
    help: 'The product’s SKU; its price in this book is created or replaced.',
    value: (price) => price.sku,
  },
  {
    header: 'USD, EUR, GBP…',
    pattern: CURRENCY_HEADER,
    help: 'One column per currency, headed by its code: the amount as written, e.g. 12.50 (not in cents). Empty: the currency stays as it is.',
    family: (prices) =>
      [...new Set(prices.flatMap((price) => price.amounts.map((money) => money.currency)))]
        .filter((currency) => CURRENCY_HEADER.test(currency))
        .sort()
        .map((currency) => ({
          header: currency,
          value: (price: ProductPriceRowFragment) => {
            const money = price.amounts.find((amount) => amount.currency === currency);
            return money ? minorUnitsToDecimal(money.amount, currency) : '';
          },
        })),
  },
  {
    header: 'Includes tax',
    help: 'yes or no: whether the amounts include tax. Empty: as stored (no for a new price).',
    value: taxCell,
  },
  {
    header: 'External reference',
    aliases: ['externalRef'],
    help: 'A reference from another system; optional.',
    value: (price) => price.externalRef,
  },
];

/** A checked price row: amounts in minor units by currency, as the seller wrote them. */
export interface PriceImportInput {
  sku: string;
  /** Minor units by currency code, e.g. `{ USD: 1250 }`. */
  amounts: Record<string, number>;
  includesTax?: boolean;
  externalRef?: string;
}

const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];

/** Checks one row of a price CSV: a SKU and at least one amount, each a decimal in its currency. */
export function parsePriceRow(cells: ImportCells): RowParse<PriceImportInput> {
  const sku = cells.get('SKU');
  const errors: ImportProblem[] = [];
  if (!sku) errors.push({ column: 'SKU', message: 'SKU is required.' });
  const amounts: Record<string, number> = {};
  for (const header of cells.headers.filter((name) => CURRENCY_HEADER.test(name))) {
    const text = cells.at(header);
    if (text === '') continue;
    const minor = decimalToMinorUnits(text, header);
    if (minor === null)
      errors.push({ column: header, message: `${header} “${text}” is not an amount like 12.50.` });
    else amounts[header] = minor;
  }
  if (errors.length === 0 && Object.keys(amounts).length === 0) {
    errors.push({ column: '', message: 'Enter an amount in at least one currency column (USD, EUR…).' });
  }
  const taxText = cells.get('Includes tax').toLowerCase();
  const includesTax = YES.includes(taxText) ? true : NO.includes(taxText) ? false : undefined;
  if (taxText !== '' && includesTax === undefined) {
    errors.push({ column: 'Includes tax', message: `Includes tax “${taxText}” is not yes or no.` });
  }
  if (errors.length > 0) return { key: sku, errors };
  const externalRef = cells.get('External reference', 'externalRef');
  return {
    key: sku,
    input: {
      sku,
      amounts,
      ...(includesTax !== undefined ? { includesTax } : {}),
      ...(externalRef ? { externalRef } : {}),
    },
  };
}

const storedInput = (money: MoneyAmountFragment): MoneyInput => ({
  currency: money.currency,
  amount: money.amount,
  includesTax: money.includesTax,
  ...(money.tiers.length > 0
    ? {
        tiers: money.tiers.map(({ name, minimumQuantity, amount }) => ({ name, minimumQuantity, amount })),
      }
    : {}),
});

/**
 * The amounts to send: the row's currencies over the stored ones. The provider replaces every
 * currency on update, so currencies the row leaves empty are sent back as stored, volume tiers
 * included.
 */
export function priceImportAmounts(input: PriceImportInput, stored?: ProductPriceRowFragment): MoneyInput[] {
  const byCurrency = new Map((stored?.amounts ?? []).map((money) => [money.currency, storedInput(money)]));
  for (const [currency, amount] of Object.entries(input.amounts)) {
    const before = byCurrency.get(currency);
    byCurrency.set(currency, {
      ...before,
      currency,
      amount,
      includesTax: input.includesTax ?? before?.includesTax ?? false,
    });
  }
  return [...byCurrency.values()];
}

/** What a planned price row sends: a new price for the SKU, or the stored price's new amounts. */
export type PriceWrite =
  | { kind: 'create'; sku: string; amounts: MoneyInput[]; externalRef?: string }
  | { kind: 'update'; id: string; amounts: MoneyInput[]; externalRef?: string };

/**
 * A checked price row against the book's stored price for its SKU: the currencies whose amount or
 * tax flag differ, and the external reference, are its changes; none means unchanged.
 */
export function planPriceRow(
  input: PriceImportInput,
  stored: ProductPriceRowFragment | undefined,
): RowPlan<PriceWrite> {
  const externalRef = input.externalRef ? { externalRef: input.externalRef } : {};
  if (!stored) {
    return {
      action: 'create',
      input: { kind: 'create', sku: input.sku, amounts: priceImportAmounts(input), ...externalRef },
    };
  }
  const changes = Object.entries(input.amounts).flatMap(([currency, amount]) => {
    const before = stored.amounts.find((money) => money.currency === currency);
    const includesTax = input.includesTax ?? before?.includesTax ?? false;
    return before?.amount === amount && before.includesTax === includesTax ? [] : [currency];
  });
  if (input.externalRef && input.externalRef !== (stored.externalRef ?? ''))
    changes.push('External reference');
  if (changes.length === 0) return { action: 'unchanged' };
  return {
    action: 'update',
    input: { kind: 'update', id: stored.id, amounts: priceImportAmounts(input, stored), ...externalRef },
    changes,
  };
}
