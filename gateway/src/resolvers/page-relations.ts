import type { FileModel, ProductModel, ProductPriceModel, StockModel } from './models';

/** What a page resolver read for one item: the relation's value, or why the read failed. */
type Preloaded<TValue> = { value: TValue } | { error: unknown };

/**
 * A relation of a list's items read for the whole page in one step: the page resolver looks ahead
 * at the operation, reads the relation once for all its items (`load`), and each item's field
 * resolver then answers synchronously from it (`get`), with no promise per item. Items no page
 * loaded (a single read, a mutation's answer) take the `fallback`, usually a per-request DataLoader.
 * Keyed by the item objects of one request, so nothing is shared between requests.
 */
export interface PageRelation<TItem extends object, TValue> {
  /** `read` answers in the items' order; an `Error` fails that item's field alone. */
  load(
    items: readonly TItem[],
    read: (items: readonly TItem[]) => Promise<(TValue | Error)[]>,
  ): Promise<void>;
  get(item: TItem, fallback: () => TValue | Promise<TValue>): TValue | Promise<TValue>;
}

export function pageRelation<TItem extends object, TValue>(): PageRelation<TItem, TValue> {
  const preloaded = new WeakMap<TItem, Preloaded<TValue>>();
  return {
    async load(items, read) {
      if (items.length === 0) return;
      try {
        const values = await read(items);
        items.forEach((item, index) => {
          const value = values[index] as TValue | Error;
          preloaded.set(item, value instanceof Error ? { error: value } : { value });
        });
      } catch (error) {
        // The relation's fields fail, item by item, as their own reads would have; the page stands.
        for (const item of items) preloaded.set(item, { error });
      }
    },
    get(item, fallback) {
      const entry = preloaded.get(item);
      if (!entry) return fallback();
      if ('error' in entry) throw entry.error;
      return entry.value;
    },
  };
}

/** `Product.stock` (inventory.ts). */
export const productStock = pageRelation<ProductModel, StockModel | null>();
/** `Product.mainImage` (files.ts). */
export const productMainImage = pageRelation<ProductModel, FileModel | null>();
/** `Product.files` (products.ts). */
export const productFiles = pageRelation<ProductModel, FileModel[]>();
/** `Product.prices` (pricebooks.ts). */
export const productPrices = pageRelation<ProductModel, ProductPriceModel[]>();
