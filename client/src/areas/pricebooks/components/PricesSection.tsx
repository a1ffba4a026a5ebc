import { Button, Callout, H3, NonIdealState } from '@blueprintjs/core';
import { AddIcon, DollarIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { FilterBar, type FilterField } from '../../../components/list/FilterBar';
import type { ListParamsConfig } from '../../../components/list/listParams';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { useListParams } from '../../../components/list/useListParams';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useCreateProductPriceMutation,
  useDeleteProductPriceMutation,
  usePriceBookPricesQuery,
  useUpdateProductPriceMutation,
  type ProductPriceRowFragment,
} from '../../../graphql/generated';
import { formatAmounts } from '../../../format/money';
import { priceCreateInput, priceUpdateInput, type PriceFormValues } from '../pricingForms';
import { PriceFormDialog } from './PriceFormDialog';
import { priceBookPriceUrl } from '../urls';
import { requirePayload } from '../../../components/form/useMutationForm';
import { RowActions } from '../../../components/list/RowActions';

type PriceFilterKey = 'sku';

const LIST_CONFIG: ListParamsConfig<PriceFilterKey, never> = { filterKeys: ['sku'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<PriceFilterKey>[] = [
  { kind: 'text', key: 'sku', label: 'SKU contains' },
];
const REFETCH_PRICES = { refetchQueries: ['PriceBookPrices'], awaitRefetchQueries: true };

/** The prices of one book: filter by SKU, page through them, add, edit and delete in dialogs. */
export function PricesSection({ priceBookId }: { priceBookId: string }) {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const addDialog = useUrlDialog('add-price');
  const editDialog = useUrlItemDialog('edit-price', 'price');
  const deleteDialog = useUrlItemDialog('delete-price', 'price');
  const sku = params.filters.sku.trim();
  const result = usePriceBookPricesQuery({
    variables: {
      id: priceBookId,
      filter: sku ? { sku: { like: sku } } : undefined,
      page: { limit: params.pageSize, offset: params.offset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.priceBook?.prices;
  const prices = page?.items ?? [];
  const editing = prices.find((price) => price.id === editDialog.itemId);
  const deleting = prices.find((price) => price.id === deleteDialog.itemId);

  const [createPrice] = useCreateProductPriceMutation(REFETCH_PRICES);
  const [updatePrice] = useUpdateProductPriceMutation(REFETCH_PRICES);
  const [deletePrice, { loading: deletingPrice }] = useDeleteProductPriceMutation(REFETCH_PRICES);

  const create = async (values: PriceFormValues): Promise<MutationFormResult<PriceFormValues>> => {
    const { data: created } = await createPrice({
      variables: { priceBookId, input: priceCreateInput(values) },
    });
    const payload = requirePayload(created?.createProductPrice);
    if (payload.price && payload.userErrors.length === 0) {
      showToast('Price added');
      addDialog.close();
    }
    return { userErrors: payload.userErrors };
  };

  const save =
    (price: ProductPriceRowFragment) =>
    async (values: PriceFormValues): Promise<MutationFormResult<PriceFormValues>> => {
      const { data: updated } = await updatePrice({
        variables: { priceBookId, id: price.id, input: priceUpdateInput(price, values) },
      });
      const payload = requirePayload(updated?.updateProductPrice);
      if (payload.price && payload.userErrors.length === 0) {
        showToast('Price saved');
        editDialog.close();
      }
      return { userErrors: payload.userErrors };
    };

  const confirmDelete = async (price: ProductPriceRowFragment) => {
    await toastMutation(async () => {
      const { data: deleted } = await deletePrice({ variables: { priceBookId, id: price.id } });
      return deleted?.deleteProductPrice.userErrors;
    }, 'Price deleted');
    deleteDialog.close();
  };

  const columns: readonly ResourceColumn<ProductPriceRowFragment>[] = [
    { id: 'sku', header: 'SKU', cell: (price) => price.sku },
    { id: 'amounts', header: 'Amounts', cell: (price) => formatAmounts(price.amounts) },
    { id: 'externalRef', header: 'External reference', cell: (price) => price.externalRef ?? '' },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (price) => (
        <RowActions
          what={`price of ${price.sku}`}
          onEdit={() => editDialog.open(price.id)}
          onDelete={() => deleteDialog.open(price.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="price-book-prices" className="price-book-section">
      <div className="price-book-section__header">
        <H3 id="price-book-prices">Prices</H3>
        <Button icon={<AddIcon />} text="Add price" onClick={addDialog.open} />
      </div>
      <FilterBar fields={FILTER_FIELDS} values={params.filters} onChange={setFilters} />
      {error && (
        <Callout intent="danger" title="Could not load prices" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ResourceTable
        label="Prices"
        columns={columns}
        rows={error && !data ? [] : page?.items}
        rowKey={(price) => price.id}
        rowHref={(price) => priceBookPriceUrl(priceBookId, price.id)}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(DollarIcon)}
            title={sku ? 'No prices match this SKU' : 'No prices yet'}
            description={sku ? 'Try another SKU.' : 'Add the price of a product SKU.'}
          />
        }
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
      {addDialog.isOpen && (
        <PriceFormDialog
          title="Add price"
          submitText="Add price"
          onSubmit={create}
          onClose={addDialog.close}
        />
      )}
      {editing && (
        <PriceFormDialog
          key={editing.id}
          title={`Edit price of ${editing.sku}`}
          submitText="Save price"
          price={editing}
          onSubmit={save(editing)}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        confirmText="Delete"
        busy={deletingPrice}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete the price of {deleting?.sku}? The product stays in the catalogue.
      </ConfirmDialog>
    </section>
  );
}
