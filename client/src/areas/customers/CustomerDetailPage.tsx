import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { NO_CHANGES } from '../../components/detail/detailSave';
import { useDetailForm } from '../../components/detail/useDetailForm';
import {
  useCreateCustomerAddressMutation,
  useCustomerAddressesQuery,
  useCustomerDetailsQuery,
  useDeleteCustomerAddressMutation,
  useDeleteCustomerMutation,
  useUpdateCustomerAddressMutation,
  useUpdateCustomerMutation,
  type CustomerListItemFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { ShopperOrders } from '../orders/exports';
import { AddressBook } from './addresses/AddressBook';
import { CustomerFields } from './CustomerFields';
import { CUSTOMER_FORM_FIELDS, customerFormValues, customerUpdateInput } from './customerForm';
import './customers.css';
import { customerListUrl } from './urls';

const BACK_TO_LIST = { to: customerListUrl(), label: 'Customers' };
const REFETCH_ADDRESSES = { refetchQueries: ['CustomerAddresses'], awaitRefetchQueries: true };

/** `/customers/:id`: the customer's fields (password write-only), address book and orders. */
export function CustomerDetailPage() {
  const result = useDetailQuery(useCustomerDetailsQuery);
  return (
    <DetailPage
      noun="customer"
      back={BACK_TO_LIST}
      query={result}
      entity={completeData(result)?.customer}
      notFound={{ description: 'They may have been deleted.' }}
    >
      {(customer) => <CustomerEditor customer={customer} />}
    </DetailPage>
  );
}

function CustomerEditor({ customer }: { customer: CustomerListItemFragment }) {
  const customerId = customer.id;
  const [updateCustomer] = useUpdateCustomerMutation();
  const [deleteCustomer] = useDeleteCustomerMutation();

  const mutationForm = useDetailForm({
    noun: 'customer',
    entity: customer,
    values: customerFormValues,
    fieldNames: CUSTOMER_FORM_FIELDS,
    save: async (values) => {
      const input = customerUpdateInput(customer, values);
      if (Object.keys(input).length === 0) return NO_CHANGES;
      return (await updateCustomer({ variables: { id: customerId, input } })).data?.updateCustomer;
    },
    saved: (payload) => payload.customer,
  });

  const addresses = useCustomerAddressesQuery({
    variables: { id: customerId },
    fetchPolicy: 'cache-and-network',
  });
  const [createAddress] = useCreateCustomerAddressMutation(REFETCH_ADDRESSES);
  const [updateAddress] = useUpdateCustomerAddressMutation(REFETCH_ADDRESSES);
  const [deleteAddress] = useDeleteCustomerAddressMutation(REFETCH_ADDRESSES);

  const remove = useDetailRemove({
    noun: 'customer',
    dialog: 'delete-customer',
    back: BACK_TO_LIST,
    entity: customer,
    rootFields: ['customers'],
    question: `Delete customer ${customer.name} (${customer.email}) with their addresses?`,
    remove: async () =>
      (await deleteCustomer({ variables: { id: customerId } })).data?.deleteCustomer.userErrors,
  });

  return (
    <DetailLayout title={customer.name} back={BACK_TO_LIST} remove={remove}>
      <DetailForm mutationForm={mutationForm} label="Customer details" submitText="Save customer">
        <CustomerFields form={mutationForm.form} passwordHelp="Leave empty to keep the current password." />
      </DetailForm>
      <AddressBook
        addresses={completeData(addresses)?.customer?.addresses}
        loading={addresses.loading}
        error={addresses.error}
        create={async (input) =>
          (await createAddress({ variables: { customerId, input } })).data?.createCustomerAddress
        }
        update={async (id, input) =>
          (await updateAddress({ variables: { customerId, id, input } })).data?.updateCustomerAddress
        }
        remove={async (id) =>
          (await deleteAddress({ variables: { customerId, id } })).data?.deleteCustomerAddress
        }
      />
      <ShopperOrders owner={{ customerId }} />
    </DetailLayout>
  );
}
