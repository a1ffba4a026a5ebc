import { PeopleIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { requirePayload } from '../../components/form/useMutationForm';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import { deleteAction } from '../../components/list/bulk';
import { csvImport } from '../../components/list/csvImport';
import {
  CustomerListDocument,
  useCreateCustomerMutation,
  useCustomerListQuery,
  useDeleteCustomerMutation,
  useUpdateCustomerMutation,
  type CustomerListQuery,
  type CustomerListItemFragment,
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

const CUSTOMER_LIST = defineList('customers', {
  filters: { email: { label: 'Email contains' }, name: { label: 'Name contains' } },
  sortFields: ['NAME', 'EMAIL'],
});

const COLUMNS: readonly ResourceColumn<CustomerListItemFragment, ListSortField<typeof CUSTOMER_LIST>>[] = [
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
  const listing = useResourceList(CUSTOMER_LIST, {
    hook: useCustomerListQuery,
    document: CustomerListDocument,
    pick: (all: CustomerListQuery) => all.customers,
  });
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
    onFinished: listing.refetch,
  });

  const create = async (values: CustomerFormValues) => {
    const { data: created } = await createCustomer({ variables: { input: customerCreateInput(values) } });
    const payload = created?.createCustomer;
    return openCreated(payload, payload?.customer, { message: 'Customer created', url: customerUrl });
  };

  return (
    <ListPage
      title="Customers"
      add={{ text: 'Add customer', onClick: createDialog.open }}
      list={listing}
      empty={{
        icon: PeopleIcon,
        plural: 'customers',
        description: 'Customers you add, or who sign up, appear here.',
      }}
      import={importer}
      bulk={{
        noun: ['customer', 'customers'],
        describe: (customer) => customer.name || customer.email,
        source: listing.list.source,
        actions: [
          deleteAction<CustomerListItemFragment>(
            async (customer) =>
              (await deleteCustomer({ variables: { id: customer.id } })).data?.deleteCustomer,
          ),
        ],
        onChanged: listing.refetch,
      }}
      table={{
        columns: COLUMNS,
        rowKey: (customer) => customer.id,
        rowHref: (customer) => customerUrl(customer.id),
      }}
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
