import { Button, Callout, Card, H3, NonIdealState, Spinner, Text } from '@blueprintjs/core';
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
  useAccountAddressesQuery,
  useAccountDetailsQuery,
  useCreateAccountAddressMutation,
  useDeleteAccountAddressMutation,
  useDeleteAccountMutation,
  useUpdateAccountAddressMutation,
  useUpdateAccountMutation,
  type AccountListItemFragment,
} from '../../graphql/generated';
import { addressCreateInput, addressUpdateInput } from '../customers/addresses/addressForm';
import { AddressesSection } from '../customers/addresses/AddressesSection';
import '../customers/customers.css';
import { AccountFields } from './AccountFields';
import {
  ACCOUNT_FORM_FIELDS,
  accountFormValues,
  accountUpdateInput,
  type AccountFormValues,
} from './accountForm';
import { MembersSection } from './components/MembersSection';
import { TagsSection } from './components/TagsSection';
import { accountListUrl, accountUrl } from './routes';

const BACK_TO_LIST = { to: accountListUrl(), label: 'Accounts' };
const REFETCH_ADDRESSES = { refetchQueries: ['AccountAddresses'], awaitRefetchQueries: true };

/** `/accounts/:id`: the account's fields, parent, tags, addresses and members. */
export function AccountDetailPage() {
  const { id = '' } = useParams();
  const result = useAccountDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const account = result.dataState === 'complete' ? result.data.account : undefined;

  if (result.loading && !account) return <Spinner className="page-spinner" aria-label="Loading account" />;
  if (result.error && !account) {
    return (
      <>
        <PageHeader title="Account" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the account" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!account) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Account not found"
        description="It may have been deleted."
        action={<Link to={accountListUrl()}>Back to accounts</Link>}
      />
    );
  }
  return <AccountEditor key={account.id} account={account} />;
}

function AccountEditor({ account }: { account: AccountListItemFragment }) {
  const deleteDialog = useUrlDialog('delete-account');
  const accountId = account.id;
  const [updateAccount] = useUpdateAccountMutation();
  const [deleteAccount, { loading: deleting }] = useDeleteAccountMutation();

  const { form, onSubmit, formErrors, submitting } = useMutationForm<AccountFormValues>({
    defaultValues: accountFormValues(account),
    fieldNames: ACCOUNT_FORM_FIELDS,
    submit: async (values) => {
      const input = accountUpdateInput(account, values);
      if (Object.keys(input).length === 0) return { userErrors: [], savedValues: values };
      const { data } = await updateAccount({ variables: { id: accountId, input } });
      return payloadResult(data?.updateAccount, {
        success: 'Account saved',
        saved: (payload) => payload.account,
        savedValues: accountFormValues,
      });
    },
  });

  const addresses = useAccountAddressesQuery({
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const addressData = addresses.dataState === 'complete' ? addresses.data.account?.addresses : undefined;
  const [createAddress] = useCreateAccountAddressMutation(REFETCH_ADDRESSES);
  const [updateAddress] = useUpdateAccountAddressMutation(REFETCH_ADDRESSES);
  const [deleteAddress] = useDeleteAccountAddressMutation(REFETCH_ADDRESSES);

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Account deleted',
    listUrl: accountListUrl(),
    entity: { __typename: 'Account', id: accountId },
    rootFields: ['accounts'],
    onFailure: deleteDialog.close,
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deleteAccount({ variables: { id: accountId } });
      return data?.deleteAccount.userErrors ?? [];
    });

  return (
    <>
      <PageHeader
        title={account.name}
        back={BACK_TO_LIST}
        actions={
          <Button
            intent="danger"
            variant="outlined"
            icon={<TrashIcon />}
            text="Delete account"
            onClick={deleteDialog.open}
          />
        }
      />
      {account.parent && (
        <Text>
          Sub-account of <Link to={accountUrl(account.parent.id)}>{account.parent.name}</Link>
        </Text>
      )}
      <Card className="detail-fields detail-section">
        <form noValidate aria-label="Account details" onSubmit={(event) => void onSubmit(event)}>
          <H3>Details</H3>
          <FormErrors messages={formErrors} />
          <AccountFields form={form} />
          <div className="detail-fields__actions">
            <Button type="submit" intent="primary" text="Save account" loading={submitting} />
            <Button
              text="Reset"
              disabled={!form.formState.isDirty || submitting}
              onClick={() => form.reset()}
            />
          </div>
        </form>
      </Card>
      <TagsSection account={account} />
      <MembersSection accountId={accountId} />
      <AddressesSection
        addresses={addressData?.items}
        total={addressData?.pageInfo.total}
        loading={addresses.loading}
        error={addresses.error}
        onCreate={async (values) => {
          const { data } = await createAddress({
            variables: { accountId, input: addressCreateInput(values) },
          });
          if (!data) throw new Error('The server returned no result.');
          return data.createAccountAddress.userErrors;
        }}
        onUpdate={async (address, values) => {
          const input = addressUpdateInput(address, values);
          if (Object.keys(input).length === 0) return [];
          const { data } = await updateAddress({ variables: { accountId, id: address.id, input } });
          if (!data) throw new Error('The server returned no result.');
          return data.updateAccountAddress.userErrors;
        }}
        onDelete={async (address) => {
          const { data } = await deleteAddress({ variables: { accountId, id: address.id } });
          return data?.deleteAccountAddress.userErrors ?? [];
        }}
      />
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete account {account.name} with its addresses and memberships?
      </ConfirmDialog>
    </>
  );
}
