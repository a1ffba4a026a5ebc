import { useState } from 'react';
import { errorMessage } from '../../graphql/errors';
import {
  useCreateProductPriceMutation,
  useDeleteProductPriceMutation,
  usePriceBookListQuery,
  useProductPricesInBooksQuery,
  useUpdateProductPriceMutation,
  type MoneyAmountFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { decimalToMinorUnits } from '../../format/money';
import type { UserErrorLike } from '../../components/form/userErrors';
import {
  amountsInput,
  amountsToFormValues,
  formCurrencies,
  type AmountsFormValues,
  type CurrencyAmountValues,
} from '../pricebooks/exports';

/** The price books the product form offers a row for: the store's first ones, in its order. */
export const FORM_PRICE_BOOKS = 25;

/** The amounts typed for each price book the seller touched, by price book id. */
export type PriceDrafts = Record<string, AmountsFormValues>;
/** Why saving a price book's amounts failed, by price book id. */
export type PriceErrors = Record<string, string>;

/** What the create page hands the edit page when a price or the image could not be saved. */
export interface ProductSaveFailures {
  priceDrafts: PriceDrafts;
  priceErrors: PriceErrors;
  imageError?: string;
}

export function isProductSaveFailures(state: unknown): state is ProductSaveFailures {
  return (
    typeof state === 'object' &&
    state !== null &&
    'priceDrafts' in state &&
    'priceErrors' in state &&
    typeof state.priceDrafts === 'object' &&
    typeof state.priceErrors === 'object'
  );
}

interface StoredPrice {
  id: string;
  amounts: readonly MoneyAmountFragment[];
}

/** The amounts as sent, comparable: sorted by currency. */
const comparable = (amounts: ReturnType<typeof amountsInput>) =>
  JSON.stringify([...amounts].sort((a, b) => a.currency.localeCompare(b.currency)));

/**
 * The product form's prices: the store's first FORM_PRICE_BOOKS price books, the product's stored
 * price in each (when editing), what the seller typed, and saving it after the product is saved.
 */
export function useProductPriceDrafts(productId: string | undefined, initial?: ProductSaveFailures) {
  const books = usePriceBookListQuery({ variables: { page: { limit: FORM_PRICE_BOOKS, offset: 0 } } });
  const stored = useProductPricesInBooksQuery({
    variables: { id: productId ?? '' },
    skip: !productId,
    fetchPolicy: 'cache-and-network',
  });
  const [createPrice] = useCreateProductPriceMutation();
  const [updatePrice] = useUpdateProductPriceMutation();
  const [deletePrice] = useDeleteProductPriceMutation();
  const [drafts, setDrafts] = useState<PriceDrafts>(initial?.priceDrafts ?? {});
  const [errors, setErrors] = useState<PriceErrors>(initial?.priceErrors ?? {});

  const bookPage = completeData(books)?.priceBooks;
  const prices = completeData(stored)?.product?.prices ?? [];
  const storedIn = (bookId: string): StoredPrice | undefined =>
    prices.find((price) => price.priceBookId === bookId);
  const currencies = formCurrencies(prices.flatMap((price) => price.amounts));
  const valuesOf = (bookId: string): AmountsFormValues =>
    drafts[bookId] ?? amountsToFormValues(currencies, storedIn(bookId)?.amounts);

  const setAmount = (bookId: string, currency: string, amount: string) => {
    const current = valuesOf(bookId);
    const row: CurrencyAmountValues = current[currency] ?? { amount: '', includesTax: false };
    setDrafts({ ...drafts, [bookId]: { ...current, [currency]: { ...row, amount } } });
    if (errors[bookId]) {
      const rest = { ...errors };
      delete rest[bookId];
      setErrors(rest);
    }
  };

  /** Marks amounts that are not amounts in their currency; true when every typed amount is one. */
  const validate = (): boolean => {
    const found: PriceErrors = {};
    for (const [bookId, values] of Object.entries(drafts)) {
      const bad = Object.entries(values).find(
        ([currency, row]) => row.amount.trim() !== '' && decimalToMinorUnits(row.amount, currency) === null,
      );
      if (bad) found[bookId] = `${bad[1].amount} is not an amount in ${bad[0]}.`;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Saves one book's typed amounts: create, update or (all cleared) delete; its problems, if any. */
  const saveBook = async (
    targetId: string,
    sku: string,
    bookId: string,
    values: AmountsFormValues,
  ): Promise<readonly UserErrorLike[]> => {
    // A product just created has no stored prices yet.
    const existing = targetId === productId ? storedIn(bookId) : undefined;
    const amounts = amountsInput(values, existing?.amounts);
    if (!existing) {
      if (amounts.length === 0) return [];
      if (!sku) return [{ message: 'The product needs a SKU to be priced.' }];
      const { data } = await createPrice({ variables: { priceBookId: bookId, input: { sku, amounts } } });
      return data?.createProductPrice.userErrors ?? [];
    }
    if (amounts.length === 0) {
      const { data } = await deletePrice({ variables: { priceBookId: bookId, id: existing.id } });
      return data?.deleteProductPrice.userErrors ?? [];
    }
    if (comparable(amounts) === comparable(amountsInput(amountsToFormValues(currencies, existing.amounts))))
      return [];
    const { data } = await updatePrice({
      variables: { priceBookId: bookId, id: existing.id, input: { amounts } },
    });
    return data?.updateProductPrice.userErrors ?? [];
  };

  /**
   * Saves every book the seller typed in, for product `targetId` with `sku`. Books that failed keep
   * their typed amounts and get their reason; the rest are cleared (showing what is now stored).
   */
  const save = async (
    targetId: string,
    sku: string,
  ): Promise<{ drafts: PriceDrafts; errors: PriceErrors }> => {
    const failedDrafts: PriceDrafts = {};
    const failedErrors: PriceErrors = {};
    for (const [bookId, values] of Object.entries(drafts)) {
      try {
        const problems = await saveBook(targetId, sku, bookId, values);
        if (problems.length > 0) failedErrors[bookId] = problems.map((problem) => problem.message).join(' ');
      } catch (error) {
        failedErrors[bookId] = errorMessage(error);
      }
      if (failedErrors[bookId]) failedDrafts[bookId] = values;
    }
    if (targetId === productId && Object.keys(drafts).length > 0) await stored.refetch();
    setDrafts(failedDrafts);
    setErrors(failedErrors);
    return { drafts: failedDrafts, errors: failedErrors };
  };

  const bookName = (bookId: string) => bookPage?.items.find((book) => book.id === bookId)?.name ?? bookId;

  return {
    books: bookPage?.items,
    totalBooks: bookPage?.pageInfo.total,
    booksError: books.error,
    /** Inputs wait for the stored prices, so typing never starts from blanks that are not. */
    loading: !bookPage || (Boolean(productId) && stored.dataState !== 'complete'),
    currencies,
    valuesOf,
    setAmount,
    errors,
    /** Whether the seller typed in any price book. */
    changed: Object.keys(drafts).length > 0,
    validate,
    save,
    bookName,
  };
}

export type ProductPriceDrafts = ReturnType<typeof useProductPriceDrafts>;
