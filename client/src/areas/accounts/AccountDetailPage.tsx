import { Text } from '@blueprintjs/core';
import { Link } from 'react-router';
import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { NO_CHANGES } from '../../components/detail/detailSave';
import { useDetailForm } from '../../components/detail/useDetailForm';
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
import { completeData } from '../../graphql/queryData';
import { AddressBook } from '../customers/exports';
import { ShopperOrders } from '../orders/exports';
import '../customers/customers.css';
import { AccountFields } from './AccountFields';
import { ACCOUNT_FORM_FIELDS, accountFormValues, accountUpdateInput } from './accountForm';
import { MembersSection } from './components/MembersSection';
import { TagsSection } from './components/TagsSection';
import { accountListUrl, accountUrl } from './urls';

const BACK_TO_LIST = { to: accountListUrl(), label: 'Accounts' };
const REFETCH_ADDRESSES = { refetchQueries: ['AccountAddresses'], awaitRefetchQueries: true };

/** `/accounts/:id`: the account's fields, parent, tags, addresses, members and orders. */
export function AccountDetailPage() {
  const result = useDetailQuery(useAccountDetailsQuery);
  return (
    <DetailPage noun="account" back={BACK_TO_LIST} query={result} entity={completeData(result)?.account}>
      {(account) => <AccountEditor key={account.id} account={account} />}
    </DetailPage>
  );
}

function AccountEditor({ account }: { account: AccountListItemFragment }) {
  const accountId = account.id;
  const [updateAccount] = useUpdateAccountMutation();
  const [deleteAccount] = useDeleteAccountMutation();

  const mutationForm = useDetailForm({
    noun: 'account',
    entity: account,
    values: accountFormValues,
    fieldNames: ACCOUNT_FORM_FIELDS,
    save: async (values) => {
      const input = accountUpdateInput(account, values);
      if (Object.keys(input).length === 0) return NO_CHANGES;
      return (await updateAccount({ variables: { id: accountId, input } })).data?.updateAccount;
    },
    saved: (payload) => payload.account,
  });

  const addresses = useAccountAddressesQuery({
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const [createAddress] = useCreateAccountAddressMutation(REFETCH_ADDRESSES);
  const [updateAddress] = useUpdateAccountAddressMutation(REFETCH_ADDRESSES);
  const [deleteAddress] = useDeleteAccountAddressMutation(REFETCH_ADDRESSES);

  const remove = useDetailRemove({
    noun: 'account',
    dialog: 'delete-account',
    back: BACK_TO_LIST,
    entity: account,
    rootFields: ['accounts'],
    question: `Delete account ${account.name} with its addresses and memberships?`,
    remove: async () =>
      (await deleteAccount({ variables: { id: accountId } })).data?.deleteAccount.userErrors,
  });

  return (
    <DetailLayout title={account.name} back={BACK_TO_LIST} remove={remove}>
      {account.parent && (
        <Text>
          Sub-account of <Link to={accountUrl(account.parent.id)}>{account.parent.name}</Link>
        </Text>
      )}
      <DetailForm
        mutationForm={mutationForm}
        label="Account details"
        submitText="Save account"
        className="detail-fields detail-section"
      >
        <AccountFields form={mutationForm.form} />
      </DetailForm>
      <TagsSection account={account} />
      <MembersSection accountId={accountId} />
      <AddressBook
        addresses={completeData(addresses)?.account?.addresses}
        loading={addresses.loading}
        error={addresses.error}
        create={async (input) =>
          (await createAddress({ variables: { accountId, input } })).data?.createAccountAddress
        }
        update={async (id, input) =>
          (await updateAddress({ variables: { accountId, id, input } })).data?.updateAccountAddress
        }
        remove={async (id) =>
          (await deleteAddress({ variables: { accountId, id } })).data?.deleteAccountAddress
        }
      />
      <ShopperOrders owner={{ accountId }} />
    </DetailLayout>
  );
}
