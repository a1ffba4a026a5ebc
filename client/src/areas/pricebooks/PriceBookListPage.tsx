import { NonIdealState } from '@blueprintjs/core';
import { DollarIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  PriceBookListDocument,
  type PriceBookListQuery,
  useCreatePriceBookMutation,
  usePriceBookListQuery,
  type PriceBookListItemFragment,
} from '../../graphql/generated';
import { PriceBookFormDialog } from './components/PriceBookFormDialog';
import { PriceBookImport } from './components/PriceBookImport';
import { priceBookCreateInput, priceBookFormValues, type PriceBookFormValues } from './pricingForms';
import { priceBookUrl } from './urls';
import { formatDateTime } from '../../format/dates';

type PriceBookFilterKey = 'name';

// Sorting is offered by the schema but the spec's list has no sortable columns: oldest first.
const LIST_CONFIG: ListParamsConfig<PriceBookFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<PriceBookFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<PriceBookListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (book) => book.name },
  { id: 'description', header: 'Description', cell: (book) => book.description ?? '' },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (book) => formatDateTime(book.updatedAt),
  },
];

export function PriceBookListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = usePriceBookListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    PriceBookListDocument,
    variables,
    (all: PriceBookListQuery) => all.priceBooks,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.priceBooks;
  const [createPriceBook] = useCreatePriceBookMutation({
    // The new book sorts last; lists are fetched again to include it.
    update: (cache, { data: created }) => {
      if (created?.createPriceBook.priceBook) cache.evict({ id: 'ROOT_QUERY', fieldName: 'priceBooks' });
    },
  });

  const create = async (values: PriceBookFormValues) => {
    const { data: created } = await createPriceBook({ variables: { input: priceBookCreateInput(values) } });
    const payload = created?.createPriceBook;
    return openCreated(payload, payload?.priceBook, { message: 'Price book created', url: priceBookUrl });
  };

  return (
    <ListPage
      title="Price books"
      add={{ text: 'Add price book', onClick: createDialog.open }}
      actions={<PriceBookImport />}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['price book', 'price books'], source }}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (book) => book.id,
        rowHref: (book) => priceBookUrl(book.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(DollarIcon)}
            title={name ? 'No price books match this name' : 'No price books yet'}
            description={name ? 'Try another name.' : 'Price books you add appear here.'}
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    >
      {createDialog.isOpen && (
        <PriceBookFormDialog
          title="Add price book"
          submitText="Create price book"
          defaultValues={priceBookFormValues()}
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
