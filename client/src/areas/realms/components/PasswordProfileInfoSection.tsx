import { useState } from 'react';
import { Button, Callout, HTMLSelect } from '@blueprintjs/core';
import { EnvelopeIcon, KeyIcon } from '@blueprintjs/icons';
import { TableSection } from '../../../components/detail/TableSection';
import { editedRowRead } from '../../../components/RowEditingSection';
import { useRowEditing } from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import {
  payloadResult,
  requirePayload,
  type MutationFormResult,
} from '../../../components/form/useMutationForm';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import {
  useCreatePasswordProfileInfoMutation,
  useDeletePasswordProfileInfoMutation,
  useRealmPasswordProfileInfoQuery,
  useRequestOneTimePasswordMutation,
  useUpdatePasswordProfileInfoMutation,
  type OneTimePasswordPurpose,
  type PasswordProfileInfoRowFragment,
  type PasswordProfileRowFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatDateTime } from '../../../format/dates';
import { TextField } from '../../../components/form/TextField';

const REFETCH = { refetchQueries: ['RealmUserDetails'], awaitRefetchQueries: true };

interface CredentialsFormValues {
  passwordProfileId: string;
  username: string;
  password: string;
}

interface OneTimePasswordFormValues {
  username: string;
  purpose: OneTimePasswordPurpose;
}

const PURPOSES: readonly { value: OneTimePasswordPurpose; label: string }[] = [
  { value: 'RESET_PASSWORD', label: 'Reset the password' },
  { value: 'PASSWORDLESS_AUTHENTICATION', label: 'Sign in without a password' },
];

/**
 * A realm user's username-and-password credentials, one per password profile: add, change (the
 * provider asks for the username and a new password together), delete, and ask for a one-time
 * password. Dialogs are kept in the URL.
 */
export function PasswordProfileInfoSection({
  realmId,
  userId,
  infos,
  profiles,
}: {
  realmId: string;
  userId: string;
  infos: readonly PasswordProfileInfoRowFragment[];
  profiles: readonly PasswordProfileRowFragment[];
}) {
  const [createInfo] = useCreatePasswordProfileInfoMutation(REFETCH);
  const [updateInfo] = useUpdatePasswordProfileInfoMutation(REFETCH);
  const [deleteInfo] = useDeletePasswordProfileInfoMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'credentials',
    itemKey: 'credentials',
    rows: infos,
    what: (info) => `credentials ${info.username}`,
    remove: {
      question: (info) => `Delete credentials ${info.username}? The user can no longer sign in with them.`,
      message: 'Credentials deleted',
      remove: async (info) => {
        const { data } = await deleteInfo({ variables: { realmId, userId, id: info.id } });
        return data?.deletePasswordProfileInfo.userErrors;
      },
    },
  });
  const otpDialog = useUrlItemDialog('one-time-password', 'credentials');
  const [outcome, setOutcome] = useState<string | null>(null);
  // The edit dialog reads the credentials by id, so it opens on what is stored now.
  const byId = useRealmPasswordProfileInfoQuery(editedRowRead(rows, (id) => ({ realmId, userId, id })));
  const editing = completeData(byId)?.realm?.user?.passwordProfileInfo ?? undefined;
  const asking = infos.find((info) => info.id === otpDialog.itemId);
  const [requestOneTimePassword] = useRequestOneTimePasswordMutation();
  const profileName = (id: string) => profiles.find((profile) => profile.id === id)?.name ?? id;
  const unused = profiles.filter((profile) => !infos.some((info) => info.passwordProfileId === profile.id));

  const create = async (
    values: CredentialsFormValues,
  ): Promise<MutationFormResult<CredentialsFormValues>> => {
    const { data } = await createInfo({
      variables: {
        realmId,
        userId,
        input: {
          passwordProfileId: values.passwordProfileId,
          username: values.username.trim(),
          password: values.password,
        },
      },
    });
    return payloadResult(data?.createPasswordProfileInfo, {
      success: 'Credentials added',
      saved: (payload) => payload.passwordProfileInfo,
      then: rows.add.close,
    });
  };

  const save =
    (info: PasswordProfileInfoRowFragment) =>
    async (values: CredentialsFormValues): Promise<MutationFormResult<CredentialsFormValues>> => {
      const { data } = await updateInfo({
        variables: {
          realmId,
          userId,
          id: info.id,
          input: { username: values.username.trim(), password: values.password },
        },
      });
      return payloadResult(data?.updatePasswordProfileInfo, {
        success: 'Credentials saved',
        saved: (payload) => payload.passwordProfileInfo,
        then: rows.edit.close,
      });
    };

  const ask =
    (info: PasswordProfileInfoRowFragment) =>
    async (values: OneTimePasswordFormValues): Promise<MutationFormResult<OneTimePasswordFormValues>> => {
      const username = values.username.trim();
      const { data } = await requestOneTimePassword({
        variables: {
          realmId,
          passwordProfileId: info.passwordProfileId,
          input: { username, purpose: values.purpose },
        },
      });
      const payload = requirePayload(data?.requestOneTimePassword);
      if (payload.userErrors.length > 0 || !payload.accepted) return { userErrors: payload.userErrors };
      const purpose = PURPOSES.find((option) => option.value === values.purpose)?.label.toLowerCase();
      setOutcome(
        `One-time password requested for ${username} under ${profileName(info.passwordProfileId)} ` +
          `(to ${purpose}). The provider accepted the request and sends the code to the user; ` +
          'it answers the same for unknown usernames.',
      );
      otpDialog.close();
      return { userErrors: [] };
    };

  const columns: readonly ResourceColumn<PasswordProfileInfoRowFragment>[] = [
    { id: 'username', header: 'Username', cell: (info) => info.username },
    { id: 'profile', header: 'Password profile', cell: (info) => profileName(info.passwordProfileId) },
    { id: 'updatedAt', header: 'Updated', cell: (info) => formatDateTime(info.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 320,
      cell: (info) => (
        <>
          <Button
            variant="minimal"
            icon={<EnvelopeIcon />}
            text="One-time password"
            aria-label={`Request a one-time password for ${info.username}`}
            onClick={() => otpDialog.open(info.id)}
          />
          {rows.actionsColumn.cell(info)}
        </>
      ),
    },
  ];

  return (
    <TableSection
      id="credentials"
      title="Password profile credentials"
      add={{
        text: 'Add credentials',
        onClick: rows.add.open,
        disabled: unused.length === 0,
        title: unused.length === 0 ? 'The user has credentials under every password profile' : undefined,
      }}
      notice={
        outcome && (
          <Callout intent="success" title="One-time password requested" role="status">
            {outcome}
          </Callout>
        )
      }
      table={{ columns, rows: rows.visible, rowKey: (info) => info.id, loading: false }}
      empty={{
        icon: KeyIcon,
        title: 'No credentials',
        description: 'Without credentials the user cannot sign in with a username and password.',
      }}
    >
      {rows.add.isOpen && unused.length > 0 && (
        <CredentialsDialog
          title="Add credentials"
          submitText="Add credentials"
          profiles={unused}
          onSubmit={create}
          onClose={rows.add.close}
        />
      )}
      {editing && (
        <CredentialsDialog
          key={editing.id}
          title={`Change credentials ${editing.username}`}
          submitText="Save credentials"
          profiles={profiles}
          info={editing}
          onSubmit={save(editing)}
          onClose={rows.edit.close}
        />
      )}
      {asking && (
        <OneTimePasswordDialog
          key={asking.id}
          info={asking}
          profileName={profileName(asking.passwordProfileId)}
          onSubmit={ask(asking)}
          onClose={otpDialog.close}
        />
      )}
      {rows.confirmDialog}
    </TableSection>
  );
}

function CredentialsDialog({
  title,
  submitText,
  profiles,
  info,
  onSubmit,
  onClose,
}: {
  title: string;
  submitText: string;
  profiles: readonly PasswordProfileRowFragment[];
  info?: PasswordProfileInfoRowFragment;
  onSubmit: (values: CredentialsFormValues) => Promise<MutationFormResult<CredentialsFormValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<CredentialsFormValues>
      title={title}
      submitText={submitText}
      defaultValues={{
        passwordProfileId: info?.passwordProfileId ?? profiles[0]?.id ?? '',
        username: info?.username ?? '',
        password: '',
      }}
      fieldNames={['passwordProfileId', 'username', 'password']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField
            id="credentials-profile"
            label="Password profile"
            error={fieldErrorMessage(errors.passwordProfileId)}
            helperText={info ? 'Credentials stay under their profile.' : undefined}
          >
            <HTMLSelect
              id="credentials-profile"
              {...form.register('passwordProfileId')}
              disabled={info !== undefined}
              options={profiles.map((profile) => ({ value: profile.id, label: profile.name }))}
            />
          </FormField>
          <TextField
            form={form}
            name="username"
            id="credentials-username"
            label="Username"
            helperText="Unique within the password profile."
            required
          />
          <TextField
            form={form}
            name="password"
            id="credentials-password"
            label={info ? 'New password' : 'Password'}
            helperText={info ? 'The provider asks for a new password with every change.' : undefined}
            required
            rules={{ validate: (value) => value !== '' || 'Password is required' }}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
    </MutationFormDialog>
  );
}

function OneTimePasswordDialog({
  info,
  profileName,
  onSubmit,
  onClose,
}: {
  info: PasswordProfileInfoRowFragment;
  profileName: string;
  onSubmit: (values: OneTimePasswordFormValues) => Promise<MutationFormResult<OneTimePasswordFormValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<OneTimePasswordFormValues>
      title={`One-time password under ${profileName}`}
      submitText="Request one-time password"
      defaultValues={{ username: info.username, purpose: 'RESET_PASSWORD' }}
      fieldNames={['username', 'purpose']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <TextField form={form} name="username" id="otp-username" label="Username" required />
          <FormField id="otp-purpose" label="Purpose" error={fieldErrorMessage(errors.purpose)}>
            <HTMLSelect
              id="otp-purpose"
              {...form.register('purpose')}
              options={PURPOSES.map((option) => ({ value: option.value, label: option.label }))}
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
