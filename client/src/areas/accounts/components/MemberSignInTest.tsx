import { useState } from 'react';
import { Button, Callout, H3 } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import {
  accountMemberProfiles,
  MEMBER_CREDENTIALS_FIELDS,
  MemberCredentialsFields,
  type MemberCredentialsValues,
} from './MemberCredentialsFields';
import { requirePayload } from '../../../components/form/useMutationForm';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { formatDateTime } from '../../../format/dates';
import {
  useAccountMemberSignInProfilesQuery,
  useAccountMemberSignInTestMutation,
  type AccountMemberSignInTestMutation,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

type SignedInAccounts = AccountMemberSignInTestMutation['createAccountMemberToken']['tokens'];

const ACCOUNT_COLUMNS: readonly ResourceColumn<SignedInAccounts[number]>[] = [
  { id: 'account', header: 'Account', cell: (account) => account.accountName },
  { id: 'expires', header: 'Token expires', cell: (account) => formatDateTime(account.expiresAt) },
];

/**
 * "Sign in as this member for a test" (`POST v2/account-members/tokens`): checks the member's
 * credentials and shows which accounts they can act for and until when. The tokens themselves are
 * never asked for, shown or kept.
 */
export function MemberSignInTest({ email }: { email: string }) {
  const dialog = useUrlDialog('member-sign-in');
  const [accounts, setAccounts] = useState<SignedInAccounts | null>(null);
  return (
    <section aria-labelledby="member-sign-in-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="member-sign-in-heading">Sign-in test</H3>
        <Button icon={<LogInIcon />} text="Sign in as this member for a test" onClick={dialog.open} />
      </div>
      {accounts && accounts.length === 0 && (
        <Callout intent="warning">The sign-in worked, but the member belongs to no account.</Callout>
      )}
      {accounts && accounts.length > 0 && (
        <ResourceTable
          compact
          label="Signed-in accounts"
          columns={ACCOUNT_COLUMNS}
          rows={accounts}
          rowKey={(account) => account.accountId}
        />
      )}
      {dialog.isOpen && (
        <SignInDialog
          email={email}
          onSignedIn={(signedIn) => {
            setAccounts(signedIn);
            dialog.close();
          }}
          onClose={dialog.close}
        />
      )}
    </section>
  );
}

function SignInDialog({
  email,
  onSignedIn,
  onClose,
}: {
  email: string;
  onSignedIn: (accounts: SignedInAccounts) => void;
  onClose: () => void;
}) {
  const realms = useAccountMemberSignInProfilesQuery();
  const realm = completeData(realms)?.settings.accountAuthentication.realm ?? null;
  const profiles = accountMemberProfiles(realm ? [realm] : []);
  const [signIn] = useAccountMemberSignInTestMutation();
  return (
    <MutationFormDialog<MemberCredentialsValues>
      title="Sign in as this member"
      submitText="Sign in"
      defaultValues={{ passwordProfileId: '', username: email, password: '' }}
      fieldNames={MEMBER_CREDENTIALS_FIELDS}
      submit={async (values) => {
        const { data } = await signIn({
          variables: {
            input: {
              passwordProfileId: values.passwordProfileId || (profiles[0]?.id ?? ''),
              username: values.username.trim(),
              password: values.password,
            },
          },
        });
        const payload = requirePayload(data?.createAccountMemberToken);
        if (payload.userErrors.length === 0) onSignedIn(payload.tokens);
        return { userErrors: payload.userErrors };
      }}
      onClose={onClose}
    >
      {(form) => (
        <MemberCredentialsFields
          form={form}
          profiles={profiles}
          idPrefix="member-sign-in"
          passwordHelp="Sent once to the provider; never kept."
        />
      )}
    </MutationFormDialog>
  );
}
