import { Button, Callout } from '@blueprintjs/core';
import { PeopleIcon, TrashIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { showToast } from '../../../app/toaster';
import { TableSection } from '../../../components/detail/TableSection';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { FormDialog } from '../../../components/form/FormDialog';
import { LoadedSelectField } from '../../../components/form/LoadedSelectField';
import { useMutationForm, requirePayload } from '../../../components/form/useMutationForm';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useAccountMembershipsQuery,
  useAddAccountMemberMutation,
  useRemoveAccountMembershipMutation,
  useUnassignedAccountMembersQuery,
  type AccountMembershipRowFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatDateTime } from '../../../format/dates';
import { accountMembershipUrl } from '../urls';

const REFETCH_MEMBERS = {
  refetchQueries: ['AccountMemberships', 'UnassignedAccountMembers'],
  awaitRefetchQueries: true,
};

const memberName = (membership: AccountMembershipRowFragment) =>
  membership.member?.name ?? `Member ${membership.memberId}`;

/** Who belongs to the account: add a member of the account realm who is not in it yet, or remove one. */
export function MembersSection({ accountId }: { accountId: string }) {
  const addDialog = useUrlDialog('add-member');
  const result = useAccountMembershipsQuery({
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const data = completeData(result);
  const page = data?.account?.memberships;
  const [removeMembership] = useRemoveAccountMembershipMutation(REFETCH_MEMBERS);
  const rowDelete = useRowDelete({
    dialog: 'remove-member',
    itemKey: 'membership',
    rows: page?.items,
    question: (membership) =>
      `Remove ${memberName(membership)} from this account? They stay a member of the realm.`,
    message: (membership) => `${memberName(membership)} removed from the account`,
    remove: async (membership) => {
      const { data: removed } = await removeMembership({ variables: { accountId, id: membership.id } });
      return removed?.removeAccountMembership.userErrors;
    },
    confirmText: 'Remove',
  });

  const columns: readonly ResourceColumn<AccountMembershipRowFragment>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (membership) => (
        <Link to={accountMembershipUrl(accountId, membership.id)}>{memberName(membership)}</Link>
      ),
    },
    { id: 'email', header: 'Email', cell: (membership) => membership.member?.email ?? '' },
    {
      id: 'createdAt',
      header: 'Member since',
      cell: (membership) => formatDateTime(membership.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      cell: (membership) => (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          text="Remove"
          aria-label={`Remove member ${memberName(membership)}`}
          onClick={() => rowDelete.ask(membership.id)}
        />
      ),
    },
  ];

  return (
    <TableSection
      id="members"
      title="Members"
      add={{ text: 'Add member', onClick: addDialog.open }}
      loadError={{ title: 'Could not load members', error: result.error }}
      notice={
        page &&
        page.pageInfo.total > page.items.length && (
          <Callout intent="warning" className="list-error">
            Showing the first {page.items.length} of {page.pageInfo.total} members.
          </Callout>
        )
      }
      table={{
        columns,
        rows: result.error && !data ? [] : rowDelete.visible,
        rowKey: (membership) => membership.id,
        loading: result.loading,
      }}
      empty={{
        icon: PeopleIcon,
        title: 'No members yet',
        description: 'Add people of the account realm who buy for this account.',
      }}
    >
      {addDialog.isOpen && <AddMemberDialog accountId={accountId} onClose={addDialog.close} />}
      {rowDelete.confirmDialog}
    </TableSection>
  );
}

function AddMemberDialog({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const unassigned = useUnassignedAccountMembersQuery({
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const members = completeData(unassigned)?.account?.unassignedMembers.items ?? [];
  const [addMember] = useAddAccountMemberMutation(REFETCH_MEMBERS);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<{ memberId: string }>({
    defaultValues: { memberId: '' },
    fieldNames: ['memberId'],
    submit: async ({ memberId }) => {
      const { data } = await addMember({ variables: { accountId, memberId } });
      const payload = requirePayload(data?.addAccountMember);
      if (payload.membership && payload.userErrors.length === 0) {
        showToast(`${payload.membership.member?.name ?? 'Member'} added to the account`);
        onClose();
      }
      return { userErrors: payload.userErrors };
    },
  });
  const none = !unassigned.loading && !unassigned.error && members.length === 0;
  return (
    <FormDialog
      isOpen
      title="Add member"
      submitText="Add member"
      submitting={submitting}
      formErrors={[...formErrors, ...(unassigned.error ? [errorMessage(unassigned.error)] : [])]}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {none ? (
        <Callout intent="primary">Everyone in the account realm is already a member of this account.</Callout>
      ) : (
        <LoadedSelectField
          form={form}
          name="memberId"
          id="member-choice"
          label="Member"
          helperText="People of the account realm who are not in this account yet."
          blankOption="Choose a member…"
          options={members.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
          loading={unassigned.loading}
          rules={{ validate: (value) => value !== '' || 'Choose a member' }}
        />
      )}
    </FormDialog>
  );
}
