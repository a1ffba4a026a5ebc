import type { UserErrorLike } from '../../components/form/userErrors';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { useCreateLocatedStockMutation, useCreateStockMutation } from '../../graphql/generated';
import type { ManageStockValues } from './ManageStockDialog';

/** `createLocatedStock` names the unlocated units `available`; the form calls them `quantity`. */
const onQuantityField = (errors: readonly UserErrorLike[]): UserErrorLike[] =>
  errors.map((error) => (error.field?.[0] === 'available' ? { ...error, field: ['quantity'] } : error));

/**
 * The "Manage stock" form's submit for a product whose stock is not managed yet: units put at a
 * location start a multi-location stock record, none single-location stock. On success it toasts
 * and runs `then` (close the dialog, read the stock again). The stock page and the product page
 * start stock through it.
 */
export function useStartStock(
  productId: string,
  then: () => void,
): (values: ManageStockValues) => Promise<MutationFormResult<ManageStockValues>> {
  // The inventory list is read again to include the new stock.
  const [createStock] = useCreateStockMutation({
    update: (cache, { data }) => {
      if (data?.createStock.stock) cache.evict({ id: 'ROOT_QUERY', fieldName: 'stocks' });
    },
  });
  const [createLocatedStock] = useCreateLocatedStockMutation({
    update: (cache, { data }) => {
      if (data?.createLocatedStock.stock) cache.evict({ id: 'ROOT_QUERY', fieldName: 'stocks' });
    },
  });

  return async (values) => {
    const quantity = Number(values.quantity.trim());
    const levels = values.locations.flatMap((level) =>
      level.available.trim() === '' ? [] : [{ slug: level.slug, available: Number(level.available.trim()) }],
    );
    const { userErrors } =
      levels.length > 0
        ? payloadResult(
            (
              await createLocatedStock({
                variables: { input: { productId, available: quantity, locations: levels } },
              })
            ).data?.createLocatedStock,
            { success: 'Multi-location stock is now managed', then },
          )
        : payloadResult((await createStock({ variables: { productId, quantity } })).data?.createStock, {
            success: 'Stock is now managed',
            then,
          });
    return { userErrors: onQuantityField(userErrors) };
  };
}
