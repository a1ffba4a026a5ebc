import { PeopleIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { deleteAction } from '../../components/list/bulk';
import {
  CustomerListDocument,
  useCreateCustomerMutation,
  useCustomerListQuery,
  useDeleteCustomerMutation,
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
import { useCustomerImport } from './customerImport';
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
  const listing = useResourceList(CUSTOMER_LIST, {
    hook: useCustomerListQuery,
    document: CustomerListDocument,
    pick: (all: CustomerListQuery) => all.customers,
  });
  const [deleteCustomer] = useDeleteCustomerMutation();
  const create = useCreateFlow(useCreateCustomerMutation, {
    noun: 'customer',
    input: customerCreateInput,
    payload: (data) => data.createCustomer,
    record: (payload) => payload.customer,
    list: 'customers',
    url: customerUrl,
    dialog: ({ onSubmit, ...dialog }) => (
      <MutationFormDialog<CustomerFormValues>
        {...dialog}
        defaultValues={customerFormValues()}
        fieldNames={CUSTOMER_FORM_FIELDS}
        submit={onSubmit}
      >
        {(form) => (
          <CustomerFields form={form} passwordHelp="Optional: lets the customer sign in with their email." />
        )}
      </MutationFormDialog>
    ),
  });

  const importer = useCustomerImport(listing.refetch);

  return (
    <ListPage
      title="Customers"
      noun={['customer', 'customers']}
      create={create}
      list={listing}
      empty={{ icon: PeopleIcon, description: 'Customers you add, or who sign up, appear here.' }}
      import={importer}
      bulk={{
        describe: (customer) => customer.name || customer.email,
        actions: [
          deleteAction<CustomerListItemFragment>(
            async (customer) =>
              (await deleteCustomer({ variables: { id: customer.id } })).data?.deleteCustomer,
          ),
        ],
        onChanged: listing.refetch,
      }}
      table={{ columns: COLUMNS, rowUrl: customerUrl }}
    />
  );
}
