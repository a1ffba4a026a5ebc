import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { CubeAddIcon, ExchangeIcon, MapMarkerIcon, SearchIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { FactsTable } from '../../components/detail/FactsTable';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useListParams } from '../../components/list/useListParams';
import type { ListParamsConfig } from '../../components/list/listParams';
import { listPager } from '../../components/list/listPager';
import { errorMessage } from '../../graphql/errors';
import {
  useAddStockTransactionMutation,
  useUpdateStockLocationsMutation,
  useDeleteStockMutation,
  useInventoryLocationsQuery,
  useStockDetailsQuery,
  type StockDetailsQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { AdjustStockDialog, type AdjustStockValues } from './AdjustStockDialog';
import { ManageStockDialog } from './ManageStockDialog';
import { StockLevelsTable } from './StockLevelsTable';
import { useStartStock } from './useStartStock';
import { StockLocationsDialog, stockLocationLevels, type StockLocationsValues } from './StockLocationsDialog';
import { stockListUrl, stockTransactionUrl } from './urls';
import { payloadResult, type PayloadLike } from '../../components/form/useMutationForm';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

const BACK_TO_LIST = { to: stockListUrl(), label: 'Inventory' };
const HISTORY_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

type StockTransaction = NonNullable<StockDetailsQuery['stock']>['transactions']['items'][number];

function historyColumns(productId: string): readonly ResourceColumn<StockTransaction>[] {
  return [
    {
      id: 'when',
      header: 'When',
      cell: (transaction) => (
        <Link to={stockTransactionUrl(productId, transaction.id)}>
          {formatDateTime(transaction.createdAt)}
        </Link>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (transaction) => <Tag minimal>{enumLabel('StockTransactionAction', transaction.action)}</Tag>,
    },
    { id: 'quantity', header: 'Quantity', cell: (transaction) => transaction.quantity },
    { id: 'location', header: 'Location', cell: (transaction) => transaction.location ?? '—' },
  ];
}

/** `/inventory/stock/:productId`: figures, per-location breakdown, history and "Adjust stock". */
export function StockDetailPage() {
  const { productId = '' } = useParams();
  const adjustDialog = useUrlDialog('adjust');
  const manageDialog = useUrlDialog('manage');
  const levelsDialog = useUrlDialog('locations');
  const { params, setOffset, setPageSize } = useListParams(HISTORY_CONFIG);
  const result = useStockDetailsQuery({
    variables: { productId, page: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const locations = useInventoryLocationsQuery({
    skip: !adjustDialog.isOpen && !manageDialog.isOpen && !levelsDialog.isOpen,
  });
  const storeLocations = (completeData(locations)?.inventoryLocations.items ?? []).map((location) => ({
    slug: location.slug,
    name: location.name,
  }));
  const [addTransaction] = useAddStockTransactionMutation();
  const [updateLevels] = useUpdateStockLocationsMutation();
  const [deleteStock] = useDeleteStockMutation();

  /** A stock write's answer: done, a toast, its dialog closed and the stock read again; else its errors. */
  const settle = async (
    payload: PayloadLike | null | undefined,
    success: string,
    dialog: { close: () => void },
  ) => {
    const outcome = payloadResult(payload, { success, then: dialog.close });
    if (outcome.userErrors.length === 0) await result.refetch();
    return outcome;
  };

  const manage = useStartStock(productId, () => {
    manageDialog.close();
    void result.refetch();
  });

  const remove = useDetailDelete({
    success: 'Stock no longer managed',
    listUrl: stockListUrl(),
    rootFields: ['stocks', 'stock'],
    remove: async () => (await deleteStock({ variables: { productId } })).data?.deleteStock.userErrors,
  });
  const stock = completeData(result)?.stock;

  if (result.loading && !stock) return <Spinner className="page-spinner" aria-label="Loading stock" />;
  if (result.error && !stock) {
    return (
      <>
        <PageHeader title="Stock" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the stock" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!stock) {
    const named = completeData(result)?.product;
    return (
      <>
        <PageHeader title={named ? `Stock of ${named.name}` : 'Stock'} back={BACK_TO_LIST} />
        {named ? (
          <NonIdealState
            icon={nonIdealStateIcon(CubeAddIcon)}
            title="Its stock is not managed yet"
            description="Start with the quantity on hand; later changes are stock transactions."
            action={
              <>
                <Button icon={<CubeAddIcon />} text="Manage stock" onClick={manageDialog.open} />{' '}
                <Link to={stockListUrl()}>Back to inventory</Link>
              </>
            }
          />
        ) : (
          <NonIdealState
            icon={nonIdealStateIcon(SearchIcon)}
            title="No such product"
            description="It may have been deleted."
            action={<Link to={stockListUrl()}>Back to inventory</Link>}
          />
        )}
        {named && manageDialog.isOpen && !locations.loading && (
          <ManageStockDialog locations={storeLocations} onSubmit={manage} onClose={manageDialog.close} />
        )}
      </>
    );
  }

  const adjust = async (values: AdjustStockValues) => {
    const { data } = await addTransaction({
      variables: {
        input: {
          productId,
          action: values.action,
          quantity: Number(values.quantity.trim()),
          ...(values.location ? { location: values.location } : {}),
        },
      },
    });
    return settle(data?.addStockTransaction, 'Stock adjusted', adjustDialog);
  };

  const saveLevels = async (values: StockLocationsValues) => {
    const { data } = await updateLevels({ variables: { productId, locations: stockLocationLevels(values) } });
    return settle(data?.updateStockLocations, 'Stock at locations saved', levelsDialog);
  };

  const history = stock.transactions;
  return (
    <DetailLayout
      title={stock.product?.name ?? `Product ${productId}`}
      back={BACK_TO_LIST}
      actions={
        <>
          <Button intent="primary" icon={<ExchangeIcon />} text="Adjust stock" onClick={adjustDialog.open} />
          <Button icon={<MapMarkerIcon />} text="Stock at locations" onClick={levelsDialog.open} />
        </>
      }
      remove={{
        state: remove,
        text: 'Stop managing stock',
        confirmText: 'Stop managing',
        question: `Stop managing the stock of ${stock.product?.name ?? 'this product'}? Its transaction history is deleted with it.`,
      }}
    >
      <FactsTable
        label="Stock figures"
        className="stock-figures"
        rows={[
          ['SKU', stock.product?.sku ?? '—'],
          [
            'Inventory',
            <Tag minimal intent={stock.multiLocation ? 'primary' : 'none'}>
              {stock.multiLocation ? 'Multi-location stock' : 'Single-location stock'}
            </Tag>,
          ],
          ['Total', stock.total],
          ['Available', stock.available],
          ['Allocated', stock.allocated],
        ]}
      />
      <p className="bp6-text-muted">
        {stock.multiLocation
          ? 'Held at one or more locations: adjusted through the multi-location inventory API, which can also set the total.'
          : 'Held at no location: adjusted through the single-location inventory API (increment, decrement, allocate, deallocate). Putting units at a location makes it multi-location stock.'}
      </p>
      {stock.locations.length > 0 && (
        <>
          <h3>By location</h3>
          <StockLevelsTable stock={stock} />
        </>
      )}
      <h3>Transaction history</h3>
      {history.items.length === 0 ? (
        <NonIdealState title="No transactions yet" description="Adjustments you record appear here." />
      ) : (
        <ResourceTable
          compact
          label="Transaction history"
          columns={historyColumns(productId)}
          rows={history.items}
        />
      )}
      <Pager {...listPager({ params, setOffset, setPageSize }, history.pageInfo.total, result.loading)} />
      {adjustDialog.isOpen && (
        <AdjustStockDialog
          multiLocation={stock.multiLocation}
          locations={storeLocations}
          onSubmit={adjust}
          onClose={adjustDialog.close}
        />
      )}
      {levelsDialog.isOpen && !locations.loading && (
        <StockLocationsDialog
          locations={storeLocations.map((location) => ({
            ...location,
            available: stock.locations.find((level) => level.slug === location.slug)?.available ?? null,
          }))}
          onSubmit={saveLevels}
          onClose={levelsDialog.close}
        />
      )}
    </DetailLayout>
  );
}
