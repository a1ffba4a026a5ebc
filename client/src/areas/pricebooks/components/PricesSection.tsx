import { useApolloClient } from '@apollo/client/react';
import { DollarIcon } from '@blueprintjs/icons';
import { RowEditingSection } from '../../../components/RowEditingSection';
import { useRowEditing } from '../../../components/detail/useRowEditing';
import {
  payloadResult,
  requirePayload,
  type MutationFormResult,
} from '../../../components/form/useMutationForm';
import { usePagedSource } from '../../../components/list/bulk';
import { CsvExportButton } from '../../../components/list/CsvExportButton';
import { CsvImportButton } from '../../../components/list/CsvImportDialog';
import { csvImport } from '../../../components/list/csvImport';
import { FilterBar, type FilterField } from '../../../components/list/FilterBar';
import type { ListParamsConfig } from '../../../components/list/listParams';
import { listPager } from '../../../components/list/listPager';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import { useListParams } from '../../../components/list/useListParams';
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
import { completeData, latestData } from '../../../graphql/queryData';
import { formatAmounts } from '../../../format/money';
import { priceCreateInput, priceUpdateInput, type PriceFormValues } from '../pricingForms';
import {
  parsePriceRow,
  planPriceRow,
  PRICE_CSV_COLUMNS,
  type PriceImportInput,
  type PriceWrite,
} from '../priceImport';
import { PriceFormDialog } from './PriceFormDialog';
import { priceBookPriceUrl } from '../urls';

type PriceFilterKey = 'sku';

const LIST_CONFIG: ListParamsConfig<PriceFilterKey, never> = { filterKeys: ['sku'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<PriceFilterKey>[] = [
  { kind: 'text', key: 'sku', label: 'SKU contains' },
];
const REFETCH_PRICES = { refetchQueries: ['PriceBookPrices'], awaitRefetchQueries: true };

/** The prices of one book: filter by SKU, page through them, add, edit and delete in dialogs. */
export function PricesSection({ priceBookId }: { priceBookId: string }) {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const sku = params.filters.sku.trim();
  const filter = sku ? { sku: { like: sku } } : undefined;
  const result = usePriceBookPricesQuery({
    variables: { id: priceBookId, filter, page: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  // Every price matching the filter, for the CSV export.
  const allPrices = usePagedSource<
    PriceBookPricesQuery,
    PriceBookPricesQueryVariables,
    ProductPriceRowFragment
  >(
    PriceBookPricesDocument,
    { id: priceBookId, filter },
    (all: PriceBookPricesQuery) => all.priceBook?.prices ?? { items: [], pageInfo: { total: 0 } },
  );
  const { loading, error } = result;
  const data = completeData(result);
  const page = latestData(result)?.priceBook?.prices;

  const [createPrice] = useCreateProductPriceMutation(REFETCH_PRICES);
  const [updatePrice] = useUpdateProductPriceMutation(REFETCH_PRICES);
  const [deletePrice] = useDeleteProductPriceMutation(REFETCH_PRICES);
  const rows = useRowEditing({
    dialog: 'price',
    itemKey: 'price',
    rows: page?.items,
    what: (price) => `price of ${price.sku}`,
    remove: {
      question: (price) => `Delete the price of ${price.sku}? The product stays in the catalogue.`,
      message: (price) => `Price of ${price.sku} deleted`,
      remove: async (price) =>
        (await deletePrice({ variables: { priceBookId, id: price.id } })).data?.deleteProductPrice.userErrors,
    },
  });
  // The import's own hooks: the prices are fetched again once when it ends, not after every row.
  const client = useApolloClient();
  const [importCreate] = useCreateProductPriceMutation();
  const [importUpdate] = useUpdateProductPriceMutation();
  const importer = csvImport<PriceImportInput, ProductPriceRowFragment, PriceWrite>({
    noun: ['price', 'prices'],
    keyHeader: 'SKU',
    columns: PRICE_CSV_COLUMNS,
    parseRow: parsePriceRow,
    plan: async (input) => {
      const { data: found } = await client.query<PriceBookPricesQuery, PriceBookPricesQueryVariables>({
        query: PriceBookPricesDocument,
        variables: { id: priceBookId, filter: { sku: { eq: input.sku } }, page: { limit: 1, offset: 0 } },
        fetchPolicy: 'network-only',
      });
      if (!found?.priceBook) throw new Error('This price book no longer exists.');
      return planPriceRow(
        input,
        found.priceBook.prices.items.find((price) => price.sku === input.sku),
      );
    },
    send: async ({ amounts, externalRef, ...write }) => {
      const reference = externalRef ? { externalRef } : {};
      if (write.kind === 'create') {
        const { data: created } = await importCreate({
          variables: { priceBookId, input: { sku: write.sku, amounts, ...reference } },
        });
        return requirePayload(created?.createProductPrice).userErrors;
      }
      const { data: updated } = await importUpdate({
        variables: { priceBookId, id: write.id, input: { amounts, ...reference } },
      });
      return requirePayload(updated?.updateProductPrice).userErrors;
    },
    onFinished: () => void result.refetch(),
  });

  const create = async (values: PriceFormValues): Promise<MutationFormResult<PriceFormValues>> => {
    const { data: created } = await createPrice({
      variables: { priceBookId, input: priceCreateInput(values) },
    });
    return payloadResult(created?.createProductPrice, {
      success: 'Price added',
      saved: (payload) => payload.price,
      then: rows.add.close,
    });
  };

  const save =
    (price: ProductPriceRowFragment) =>
    async (values: PriceFormValues): Promise<MutationFormResult<PriceFormValues>> => {
      const { data: updated } = await updatePrice({
        variables: { priceBookId, id: price.id, input: priceUpdateInput(price, values) },
      });
      return payloadResult(updated?.updateProductPrice, {
        success: 'Price saved',
        saved: (payload) => payload.price,
        then: rows.edit.close,
      });
    };

  const columns: readonly ResourceColumn<ProductPriceRowFragment>[] = [
    { id: 'sku', header: 'SKU', cell: (price) => price.sku },
    { id: 'amounts', header: 'Amounts', cell: (price) => formatAmounts(price.amounts) },
    { id: 'externalRef', header: 'External reference', cell: (price) => price.externalRef ?? '' },
  ];

  return (
    <RowEditingSection
      rows={rows}
      columns={columns}
      id="price-book-prices"
      title="Prices"
      add={{ text: 'Add price' }}
      actions={
        <>
          <CsvExportButton
            title="Prices"
            noun={['price', 'prices']}
            source={allPrices}
            columns={importer.exportColumns}
          />
          <CsvImportButton importer={importer} title="Prices" />
        </>
      }
      notice={<FilterBar fields={FILTER_FIELDS} values={params.filters} onChange={setFilters} />}
      loadError={{ title: 'Could not load prices', error }}
      table={{
        rows: error && !data ? [] : rows.visible,
        rowHref: (price) => priceBookPriceUrl(priceBookId, price.id),
        loading,
      }}
      empty={{
        icon: DollarIcon,
        title: sku ? 'No prices match this SKU' : 'No prices yet',
        description: sku ? 'Try another SKU.' : 'Add the price of a product SKU.',
      }}
      pager={listPager({ params, setOffset, setPageSize }, page?.pageInfo.total, loading)}
      form={{
        editing: rows.edited,
        submitText: { add: 'Add price', save: 'Save price' },
        create,
        save,
        dialog: PriceFormDialog,
      }}
    />
  );
}
