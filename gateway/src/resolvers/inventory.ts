import type { Resolvers } from '../generated/graphql';
import type { StockModel } from './models';

/** Single-location stock sits at the top level, multi-location stock under `attributes`. */
function figures(stock: StockModel): { total: number; available: number; allocated: number } {
  return (
    stock.attributes ?? {
      total: stock.total ?? 0,
      available: stock.available ?? 0,
      allocated: stock.allocated ?? 0,
    }
  );
}

export const inventoryResolvers: Resolvers = {
  Product: {
    stock: (product, _args, ctx) => ctx.loaders.stockByProductId.load(product.id),
  },
  Stock: {
    productId: (stock) => stock.id,
    total: (stock) => figures(stock).total,
    available: (stock) => figures(stock).available,
    allocated: (stock) => figures(stock).allocated,
  },
};
