import { Button, Callout, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormErrors } from '../../components/form/FormErrors';
import { useMutationForm, payloadResult } from '../../components/form/useMutationForm';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { errorMessage } from '../../graphql/errors';
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
import { addressCreateInput, addressUpdateInput } from './addresses/addressForm';
import { AddressesSection } from './addresses/AddressesSection';
import { CustomerFields } from './CustomerFields';
import {
  CUSTOMER_FORM_FIELDS,
  customerFormValues,
  customerUpdateInput,
  type CustomerFormValues,
} from './customerForm';
import './customers.css';
import { customerListUrl } from './routes';

const BACK_TO_LIST = { to: customerListUrl(), label: 'Customers' };
const REFETCH_ADDRESSES = { refetchQueries: ['CustomerAddresses'], awaitRefetchQueries: true };

/** `/customers/:id`: the customer's fields (password write-only) and address book. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const result = useCustomerDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const customer = result.dataState === 'complete' ? result.data.customer : undefined;

  if (result.loading && !customer) return <Spinner className="page-spinner" aria-label="Loading customer" />;
  if (result.error && !customer) {
    return (
      <>
        <PageHeader title="Customer" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the customer" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!customer) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Customer not found"
        description="They may have been deleted."
        action={<Link to={customerListUrl()}>Back to customers</Link>}
      />
    );
  }
  return <CustomerEditor customer={customer} />;
}

function CustomerEditor({ customer }: { customer: CustomerListItemFragment }) {
  const deleteDialog = useUrlDialog('delete-customer');
  const customerId = customer.id;
  const [updateCustomer] = useUpdateCustomerMutation();
  const [deleteCustomer, { loading: deleting }] = useDeleteCustomerMutation();

  const { form, onSubmit, formErrors, submitting } = useMutationForm<CustomerFormValues>({
    defaultValues: customerFormValues(customer),
    fieldNames: CUSTOMER_FORM_FIELDS,
    submit: async (values) => {
      const input = customerUpdateInput(customer, values);
      if (Object.keys(input).length === 0) return { userErrors: [], savedValues: values };
      const { data } = await updateCustomer({ variables: { id: customerId, input } });
      return payloadResult(data?.updateCustomer, {
        success: 'Customer saved',
        saved: (payload) => payload.customer,
        savedValues: customerFormValues,
      });
    },
  });

  const addresses = useCustomerAddressesQuery({
    variables: { id: customerId },
    fetchPolicy: 'cache-and-network',
  });
  const addressData = addresses.dataState === 'complete' ? addresses.data.customer?.addresses : undefined;
  const [createAddress] = useCreateCustomerAddressMutation(REFETCH_ADDRESSES);
  const [updateAddress] = useUpdateCustomerAddressMutation(REFETCH_ADDRESSES);
  const [deleteAddress] = useDeleteCustomerAddressMutation(REFETCH_ADDRESSES);

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Customer deleted',
    listUrl: customerListUrl(),
    entity: { __typename: 'Customer', id: customerId },
    rootFields: ['customers'],
    onFailure: deleteDialog.close,
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deleteCustomer({ variables: { id: customerId } });
      return data?.deleteCustomer.userErrors ?? [];
    });

  return (
    <>
      <PageHeader
        title={customer.name}
        back={BACK_TO_LIST}
        actions={
          <Button
            intent="danger"
            variant="outlined"
            icon={<TrashIcon />}
            text="Delete customer"
            onClick={deleteDialog.open}
          />
        }
      />
      <Card className="detail-fields">
        <form noValidate aria-label="Customer details" onSubmit={(event) => void onSubmit(event)}>
          <H3>Details</H3>
          <FormErrors messages={formErrors} />
          <CustomerFields form={form} passwordHelp="Leave empty to keep the current password." />
          <div className="detail-fields__actions">
            <Button type="submit" intent="primary" text="Save customer" loading={submitting} />
            <Button
              text="Reset"
              disabled={!form.formState.isDirty || submitting}
              onClick={() => form.reset()}
            />
          </div>
        </form>
      </Card>
      <AddressesSection
        addresses={addressData?.items}
        total={addressData?.pageInfo.total}
        loading={addresses.loading}
        error={addresses.error}
        onCreate={async (values) => {
          const { data } = await createAddress({
            variables: { customerId, input: addressCreateInput(values) },
          });
          if (!data) throw new Error('The server returned no result.');
          return data.createCustomerAddress.userErrors;
        }}
        onUpdate={async (address, values) => {
          const input = addressUpdateInput(address, values);
          if (Object.keys(input).length === 0) return [];
          const { data } = await updateAddress({ variables: { customerId, id: address.id, input } });
          if (!data) throw new Error('The server returned no result.');
          return data.updateCustomerAddress.userErrors;
        }}
        onDelete={async (address) => {
          const { data } = await deleteAddress({ variables: { customerId, id: address.id } });
          return data?.deleteCustomerAddress.userErrors ?? [];
        }}
      />
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete customer {customer.name} ({customer.email}) with their addresses?
      </ConfirmDialog>
    </>
  );
}
