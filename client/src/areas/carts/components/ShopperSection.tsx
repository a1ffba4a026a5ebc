import { Button, HTMLSelect, Tag } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import {
  accountMemberProfiles,
  MEMBER_CREDENTIALS_FIELDS,
  MemberCredentialsFields,
  type MemberCredentialsValues,
} from '../../accounts/exports';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { emptiedOnSuccess, requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import {
  useAssociateCartAccountMutation,
  useAssociateCartCustomerMutation,
  useCartAccountRealmsQuery,
  useCreateAccountMemberTokenMutation,
  useCreateCustomerTokenMutation,
  useDissociateCartAccountMutation,
  type CartDetailFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { InlineForm } from '../../../components/form/InlineForm';
import type { ShopperSession } from './shopperSession';
import { TextField } from '../../../components/form/TextField';

interface CustomerSignInValues {
  email: string;
  password: string;
}

function CustomerSignInDialog({
  onSignedIn,
  onClose,
}: {
  onSignedIn: (session: NonNullable<ShopperSession['customer']>) => void;
  onClose: () => void;
}) {
  const [signIn] = useCreateCustomerTokenMutation();
  return (
    <MutationFormDialog<CustomerSignInValues>
      title="Sign in as a customer"
      submitText="Sign in"
      defaultValues={{ email: '', password: '' }}
      fieldNames={['email', 'password']}
      submit={async (values) => {
        const email = values.email.trim();
        const { data } = await signIn({ variables: { input: { email, password: values.password } } });
        const payload = requirePayload(data?.createCustomerToken);
        if (payload.userErrors.length === 0 && payload.customerId && payload.token) {
          onSignedIn({ customerId: payload.customerId, email, token: payload.token });
          showToast(`Signed in as customer ${email}`);
          onClose();
        }
        return { userErrors: payload.userErrors };
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="email"
            id="shopper-customer-email"
            label="Customer email"
            rules={{ validate: (value) => /^\S+@\S+\.\S+$/.test(value.trim()) || 'Enter an email address' }}
            type="email"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="password"
            id="shopper-customer-password"
            label="Password"
            rules={{ validate: (value) => value !== '' || 'Enter the password' }}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
    </MutationFormDialog>
  );
}

function MemberSignInDialog({
  onSignedIn,
  onClose,
}: {
  onSignedIn: (session: NonNullable<ShopperSession['member']>) => void;
  onClose: () => void;
}) {
  const realms = useCartAccountRealmsQuery();
  const realm = completeData(realms)?.settings.accountAuthentication.realm ?? null;
  const profiles = accountMemberProfiles(realm ? [realm] : []);
  const [signIn] = useCreateAccountMemberTokenMutation();
  return (
    <MutationFormDialog<MemberCredentialsValues>
      title="Sign in as an account member"
      submitText="Sign in"
      defaultValues={{ passwordProfileId: '', username: '', password: '' }}
      fieldNames={MEMBER_CREDENTIALS_FIELDS}
      submit={async (values) => {
        const username = values.username.trim();
        const { data } = await signIn({
          variables: {
            input: {
              passwordProfileId: values.passwordProfileId || (profiles[0]?.id ?? ''),
              username,
              password: values.password,
            },
          },
        });
        const payload = requirePayload(data?.createAccountMemberToken);
        if (payload.userErrors.length === 0) {
          if (payload.tokens.length === 0) {
            return {
              userErrors: [
                { field: ['username'], message: 'This member belongs to no account', code: 'INVALID' },
              ],
            };
          }
          onSignedIn({ memberId: payload.accountMemberId ?? null, username, accounts: payload.tokens });
          showToast(`Signed in as account member ${username}`);
          onClose();
        }
        return { userErrors: payload.userErrors };
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <MemberCredentialsFields form={form} profiles={profiles} idPrefix="shopper-member" />
        </>
      )}
    </MutationFormDialog>
  );
}

interface AssociateValues {
  kind: 'customer' | 'account';
  id: string;
}

/**
 * Who the cart belongs to: associated customers and accounts (an account can be dissociated), a
 * form to associate one by id (with the signed-in shopper's token when there is one), and signing
 * in as a customer or an account member for a checkout test.
 */
export function ShopperSection({
  cart,
  session,
  onSessionChange,
}: {
  cart: CartDetailFragment;
  session: ShopperSession;
  onSessionChange: (session: ShopperSession) => void;
}) {
  const customerDialog = useUrlDialog('shopper-customer-sign-in');
  const memberDialog = useUrlDialog('shopper-member-sign-in');
  const [associateCustomer] = useAssociateCartCustomerMutation();
  const [associateAccount] = useAssociateCartAccountMutation();
  const [dissociateAccount] = useDissociateCartAccountMutation();
  const accountToken = (accountId: string) =>
    session.member?.accounts.find((account) => account.accountId === accountId)?.token ?? null;
  const { form, ...mutationForm } = useMutationForm<AssociateValues>({
    defaultValues: { kind: 'customer', id: '' },
    fieldNames: ['id'],
    submit: async ({ kind, id }) => {
      const trimmed = id.trim();
      const rename = (errors: readonly { field?: readonly string[] | null; message: string }[]) =>
        errors.map((error) => ({
          ...error,
          field:
            error.field && ['customerId', 'accountId'].includes(error.field[0] ?? '') ? ['id'] : error.field,
        }));
      if (kind === 'customer') {
        const customerToken = session.customer?.customerId === trimmed ? session.customer.token : null;
        const { data } = await associateCustomer({
          variables: { cartId: cart.id, customerId: trimmed, customerToken },
        });
        const { userErrors } = requirePayload(data?.associateCartCustomer);
        if (userErrors.length === 0) showToast('Customer associated');
        return emptiedOnSuccess(rename(userErrors), { kind, id: '' });
      }
      const { data } = await associateAccount({
        variables: { cartId: cart.id, accountId: trimmed, accountToken: accountToken(trimmed) },
      });
      const { userErrors } = requirePayload(data?.associateCartAccount);
      if (userErrors.length === 0) showToast('Account associated');
      return emptiedOnSuccess(rename(userErrors), { kind, id: '' });
    },
  });
  const removeAccount = (accountId: string, name: string) =>
    void toastMutation(async () => {
      const { data } = await dissociateAccount({
        variables: { cartId: cart.id, accountId, accountToken: accountToken(accountId) },
      });
      return data?.dissociateCartAccount.userErrors;
    }, `${name} is no longer associated`);
  return (
    <section className="cart-section" aria-label="Shopper">
      <h3>Shopper</h3>
      <div className="cart-codes">
        {cart.customers.length + cart.accounts.length === 0 && (
          <span className="bp6-text-muted">No customer or account associated.</span>
        )}
        {cart.customers.map((customer) => (
          <Tag key={customer.id} large minimal>
            Customer {customer.name} &lt;{customer.email}&gt;
          </Tag>
        ))}
        {cart.accounts.map((account) => (
          <Tag
            key={account.id}
            large
            minimal
            intent="primary"
            onRemove={() => removeAccount(account.id, account.name)}
            aria-label={`Account ${account.name}`}
          >
            Account {account.name}
          </Tag>
        ))}
      </div>
      <InlineForm
        className="cart-inline-form"
        label="Associate a customer or an account"
        mutationForm={mutationForm}
        submitText="Associate"
      >
        <FormField id="cart-associate-kind" label="Associate">
          <HTMLSelect id="cart-associate-kind" {...form.register('kind')}>
            <option value="customer">Customer</option>
            <option value="account">Account</option>
          </HTMLSelect>
        </FormField>
        <TextField
          form={form}
          name="id"
          id="cart-associate-id"
          label="Id"
          rules={{ validate: (value) => value.trim() !== '' || 'Enter an id' }}
        />
      </InlineForm>
      <div className="cart-codes">
        {session.customer && (
          <Tag large intent="success" onRemove={() => onSessionChange({ ...session, customer: undefined })}>
            Signed in as customer {session.customer.email}
          </Tag>
        )}
        {session.member && (
          <Tag large intent="success" onRemove={() => onSessionChange({ ...session, member: undefined })}>
            Signed in as member {session.member.username} (
            {session.member.accounts.map((account) => account.accountName).join(', ')})
          </Tag>
        )}
      </div>
      <Button icon={<LogInIcon />} text="Sign in as customer" onClick={customerDialog.open} />{' '}
      <Button icon={<LogInIcon />} text="Sign in as account member" onClick={memberDialog.open} />
      {customerDialog.isOpen && (
        <CustomerSignInDialog
          onSignedIn={(customer) => onSessionChange({ ...session, customer })}
          onClose={customerDialog.close}
        />
      )}
      {memberDialog.isOpen && (
        <MemberSignInDialog
          onSignedIn={(member) => onSessionChange({ ...session, member })}
          onClose={memberDialog.close}
        />
      )}
    </section>
  );
}
