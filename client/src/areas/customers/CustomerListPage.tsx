import { NonIdealState } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { requirePayload } from '../../components/form/useMutationForm';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { listPager } from '../../components/list/listPager';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import { deleteAction } from '../../components/list/bulk';
import { csvImport } from '../../components/list/csvImport';
import {
  CustomerListDocument,
  useCreateCustomerMutation,
  useCustomerListQuery,
  useDeleteCustomerMutation,
  useUpdateCustomerMutation,
  type CustomerFilter,
  type CustomerListQuery,
  type CustomerListItemFragment,
  type CustomerSortField,
} from '../../graphql/generated';
import { CustomerFields } from './CustomerFields';
import {
  CUSTOMER_FORM_FIELDS,
  customerCreateInput,
  customerFormValues,
  type CustomerFormValues,
} from './customerForm';
import { CUSTOMER_IMPORT_COLUMNS, parseCustomerRow, type CustomerImportInput } from './customerImport';
import { customerUrl } from './urls';
import { formatDateTime } from '../../format/dates';

type CustomerFilterKey = 'email' | 'name';

const LIST_CONFIG: ListParamsConfig<CustomerFilterKey, CustomerSortField> = {
  filterKeys: ['email', 'name'],
  sortFields: ['NAME', 'EMAIL'],
};

const FILTER_FIELDS: readonly FilterField<CustomerFilterKey>[] = [
  { kind: 'text', key: 'email', label: 'Email contains' },
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<CustomerListItemFragment, CustomerSortField>[] = [
  { id: 'name', header: 'Name', sortField: 'NAME', cell: (customer) => customer.name },
  { id: 'email', header: 'Email', sortField: 'EMAIL', cell: (customer) => customer.email },
  { id: 'externalRef', header: 'External reference', cell: (customer) => customer.externalRef ?? '' },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (customer) => formatDateTime(customer.updatedAt),
  },
];

export function CustomerListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, toggleSort, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const email = params.filters.email.trim();
  const name = params.filters.name.trim();
  const filter: CustomerFilter = {
    ...(email ? { email: { like: email } } : {}),
    ...(name ? { name: { like: name } } : {}),
  };
  const variables = {
    filter: email || name ? filter : undefined,
    sort: params.sort ? [params.sort] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useCustomerListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const list = usePagedList(
    result,
    CustomerListDocument,
    variables,
    (all: CustomerListQuery) => all.customers,
  );
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [createCustomer] = useCreateCustomerMutation({
    update: (cache, { data: created }) => {
      if (created?.createCustomer.customer) cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
    },
  });

  // The import's own hooks: no cache eviction per row, the list is fetched again once at the end.
  const [importCreate] = useCreateCustomerMutation();
  const [importUpdate] = useUpdateCustomerMutation();
  const importer = csvImport<CustomerImportInput>({
    noun: ['customer', 'customers'],
    keyHeader: 'Email',
    columns: CUSTOMER_IMPORT_COLUMNS,
    parseRow: parseCustomerRow,
    send: async (input) => {
      if (input.id === undefined) {
        const { data: created } = await importCreate({ variables: { input: input.create } });
        return { outcome: 'created', userErrors: requirePayload(created?.createCustomer).userErrors };
      }
      const { data: updated } = await importUpdate({ variables: { id: input.id, input: input.update } });
      return { outcome: 'updated', userErrors: requirePayload(updated?.updateCustomer).userErrors };
    },
    onFinished: () => void result.refetch(),
  });

  const create = async (values: CustomerFormValues) => {
    const { data: created } = await createCustomer({ variables: { input: customerCreateInput(values) } });
    const payload = created?.createCustomer;
    return openCreated(payload, payload?.customer, { message: 'Customer created', url: customerUrl });
  };
  const filtered = email !== '' || name !== '';

  return (
    <ListPage
      title="Customers"
      add={{ text: 'Add customer', onClick: createDialog.open }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      import={importer}
      bulk={{
        noun: ['customer', 'customers'],
        describe: (customer) => customer.name || customer.email,
        source: list.source,
        actions: [
          deleteAction<CustomerListItemFragment>(
            async (customer) =>
              (await deleteCustomer({ variables: { id: customer.id } })).data?.deleteCustomer,
          ),
        ],
        onChanged: () => void result.refetch(),
      }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (customer) => customer.id,
        rowHref: (customer) => customerUrl(customer.id),
        loading: list.loading,
        sort: params.sort,
        onSortChange: toggleSort,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(PeopleIcon)}
            title={filtered ? 'No customers match these filters' : 'No customers yet'}
            description={filtered ? 'Try other filters.' : 'Customers you add, or who sign up, appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    >
      {createDialog.isOpen && (
        <MutationFormDialog<CustomerFormValues>
          title="Add customer"
          submitText="Create customer"
          defaultValues={customerFormValues()}
          fieldNames={CUSTOMER_FORM_FIELDS}
          submit={create}
          onClose={createDialog.close}
        >
          {(form) => (
            <CustomerFields
              form={form}
              passwordHelp="Optional: lets the customer sign in with their email."
            />
          )}
        </MutationFormDialog>
      )}
    </ListPage>
  );
}
