import { Button, Callout, H3, NonIdealState } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { AddIcon, DollarIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import { CsvImportButton } from '../../../components/list/CsvImportDialog';
import { csvImport } from '../../../components/list/csvImport';
import { FilterBar, type FilterField } from '../../../components/list/FilterBar';
import type { ListParamsConfig } from '../../../components/list/listParams';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { useListParams } from '../../../components/list/useListParams';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../../../components/undo/undoWindow';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  PriceBookPricesDocument,
  useCreateProductPriceMutation,
  useDeleteProductPriceMutation,
  usePriceBookPricesQuery,
  useUpdateProductPriceMutation,
  type PriceBookPricesQuery,
  type PriceBookPricesQueryVariables,
  type ProductPriceRowFragment,
} from '../../../graphql/generated';
import { formatAmounts } from '../../../format/money';
import { priceCreateInput, priceUpdateInput, type PriceFormValues } from '../pricingForms';
import {
  parsePriceRow,
  PRICE_IMPORT_COLUMNS,
  priceImportAmounts,
  type PriceImportInput,
} from '../priceImport';
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
  const [deletePrice] = useDeleteProductPriceMutation(REFETCH_PRICES);
  const visible = useWithoutPendingRemovals(page?.items, (price) => price.id);
  // The import's own hooks: the prices are fetched again once when it ends, not after every row.
  const client = useApolloClient();
  const [importCreate] = useCreateProductPriceMutation();
  const [importUpdate] = useUpdateProductPriceMutation();
  const importer = csvImport<PriceImportInput>({
    noun: ['price', 'prices'],
    keyHeader: 'SKU',
    columns: PRICE_IMPORT_COLUMNS,
    parseRow: parsePriceRow,
    send: async (input) => {
      const { data: found } = await client.query<PriceBookPricesQuery, PriceBookPricesQueryVariables>({
        query: PriceBookPricesDocument,
        variables: { id: priceBookId, filter: { sku: { eq: input.sku } }, page: { limit: 1, offset: 0 } },
        fetchPolicy: 'network-only',
      });
      if (!found?.priceBook) throw new Error('This price book no longer exists.');
      const stored = found.priceBook.prices.items.find((price) => price.sku === input.sku);
      const externalRef = input.externalRef ? { externalRef: input.externalRef } : {};
      if (!stored) {
        const { data: created } = await importCreate({
          variables: {
            priceBookId,
            input: { sku: input.sku, amounts: priceImportAmounts(input), ...externalRef },
          },
        });
        return { outcome: 'created', userErrors: requirePayload(created?.createProductPrice).userErrors };
      }
      const { data: updated } = await importUpdate({
        variables: {
          priceBookId,
          id: stored.id,
          input: { amounts: priceImportAmounts(input, stored), ...externalRef },
        },
      });
      return { outcome: 'updated', userErrors: requirePayload(updated?.updateProductPrice).userErrors };
    },
    onFinished: () => void result.refetch(),
  });

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

  const confirmDelete = (price: ProductPriceRowFragment) => {
    deleteDialog.close();
    void deleteAfterUndoWindow({
      key: price.id,
      message: `Price of ${price.sku} deleted`,
      remove: async () =>
        (await deletePrice({ variables: { priceBookId, id: price.id } })).data?.deleteProductPrice.userErrors,
    });
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
        <div>
          <CsvImportButton importer={importer} title="Prices" />{' '}
          <Button icon={<AddIcon />} text="Add price" onClick={addDialog.open} />
        </div>
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
        rows={error && !data ? [] : visible}
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
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete the price of {deleting?.sku}? The product stays in the catalogue.
      </ConfirmDialog>
    </section>
  );
}
