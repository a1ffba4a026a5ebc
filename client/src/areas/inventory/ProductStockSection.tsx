import { Button, Spinner, Tag } from '@blueprintjs/core';
import { CubeAddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { FactsTable } from '../../components/detail/FactsTable';
import { SectionCard } from '../../components/detail/SectionCard';
import { LoadError } from '../../components/LoadError';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useInventoryLocationsQuery, useProductStockQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { ManageStockDialog } from './ManageStockDialog';
import { StockLevelsTable } from './StockLevelsTable';
import { useStartStock } from './useStartStock';
import { stockUrl } from './urls';

/**
 * The product page's "Inventory" section: the product's stock (available, allocated, total, by
 * location when held at locations) with a link to its stock page, or, while its inventory is not
 * managed, "Start managing stock" with a first quantity in a dialog kept in the URL.
 */
export function ProductStockSection({ productId }: { productId: string }) {
  const startDialog = useUrlDialog('start-stock');
  const result = useProductStockQuery({ variables: { id: productId }, fetchPolicy: 'cache-and-network' });
  const locations = useInventoryLocationsQuery({ skip: !startDialog.isOpen });
  const start = useStartStock(productId, () => {
    startDialog.close();
    void result.refetch();
  });
  const product = completeData(result)?.product;
  const stock = product?.stock;

  return (
    <SectionCard title="Inventory">
      <LoadError title="Could not load the stock" error={product ? undefined : result.error} />
      {!product ? (
        !result.error && <Spinner size={20} aria-label="Loading stock" />
      ) : !stock ? (
        <>
          <p>
            This product's stock is not managed: the store does not count its units. Start with the quantity
            on hand; later changes are stock transactions.
          </p>
          <div>
            <Button icon={<CubeAddIcon />} text="Start managing stock" onClick={startDialog.open} />
          </div>
        </>
      ) : (
        <>
          <FactsTable
            label="Product stock"
            rows={[
              ['Available', stock.available],
              ['Allocated', stock.allocated],
              ['Total', stock.total],
              [
                'Inventory',
                <Tag minimal intent={stock.multiLocation ? 'primary' : 'none'}>
                  {stock.multiLocation ? 'Multi-location stock' : 'Single-location stock'}
                </Tag>,
              ],
            ]}
          />
          <StockLevelsTable stock={stock} />
          <div>
            <Link to={stockUrl(productId)}>Adjust stock and see its history</Link>
          </div>
        </>
      )}
      {startDialog.isOpen && !locations.loading && (
        <ManageStockDialog
          locations={(completeData(locations)?.inventoryLocations.items ?? []).map(({ slug, name }) => ({
            slug,
            name,
          }))}
          onSubmit={start}
          onClose={startDialog.close}
        />
      )}
    </SectionCard>
  );
}
