import { InputGroup, TextArea } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { TableSection } from '../../../components/detail/TableSection';
import {
  RowFormDialogs,
  useRowEditing,
  type RowFormDialogProps,
} from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreatePasswordProfileMutation,
  useDeletePasswordProfileMutation,
  useUpdatePasswordProfileMutation,
  type PasswordProfileRowFragment,
  useRealmPasswordProfileQuery,
} from '../../../graphql/generated';

interface PasswordProfileFormValues {
  name: string;
  description: string;
}

const REFETCH = { refetchQueries: ['RealmProfiles'], awaitRefetchQueries: true };

/** The realm's password profiles: add, rename and delete. */
export function PasswordProfilesSection({
  realmId,
  profiles,
  loading,
}: {
  realmId: string;
  profiles: readonly PasswordProfileRowFragment[] | undefined;
  loading: boolean;
}) {
  const [createProfile] = useCreatePasswordProfileMutation(REFETCH);
  const [updateProfile] = useUpdatePasswordProfileMutation(REFETCH);
  const [deleteProfile] = useDeletePasswordProfileMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'password-profile',
    itemKey: 'profile',
    rows: profiles,
    what: (profile) => `password profile ${profile.name}`,
    remove: {
      question: (profile) =>
        `Delete password profile ${profile.name}? Passwords set under it can no longer be used to sign in.`,
      message: 'Password profile deleted',
      remove: async (profile) => {
        const { data } = await deleteProfile({ variables: { realmId, id: profile.id } });
        return data?.deletePasswordProfile.userErrors;
      },
    },
  });
  // The edit dialog reads the profile by id, so it opens on what is stored now (and from a bare URL).
  const byId = useRealmPasswordProfileQuery({
    variables: { realmId, id: rows.edit.itemId ?? '' },
    skip: rows.edit.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.realm?.passwordProfile ?? undefined) : undefined;

  const create = async (
    values: PasswordProfileFormValues,
  ): Promise<MutationFormResult<PasswordProfileFormValues>> => {
    const description = values.description.trim();
    const { data } = await createProfile({
      variables: { realmId, input: { name: values.name.trim(), ...(description ? { description } : {}) } },
    });
    return payloadResult(data?.createPasswordProfile, {
      success: 'Password profile added',
      saved: (payload) => payload.passwordProfile,
      then: rows.add.close,
    });
  };

  const save =
    (profile: PasswordProfileRowFragment) =>
    async (values: PasswordProfileFormValues): Promise<MutationFormResult<PasswordProfileFormValues>> => {
      const name = values.name.trim();
      const description = values.description.trim();
      const input = {
        ...(name !== profile.name ? { name } : {}),
        ...(description !== (profile.description ?? '') ? { description: description || null } : {}),
      };
      if (Object.keys(input).length === 0) {
        rows.edit.close();
        return { userErrors: [] };
      }
      const { data } = await updateProfile({ variables: { realmId, id: profile.id, input } });
      return payloadResult(data?.updatePasswordProfile, {
        success: 'Password profile saved',
        then: rows.edit.close,
      });
    };

  const columns: readonly ResourceColumn<PasswordProfileRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (profile) => profile.name },
    { id: 'description', header: 'Description', cell: (profile) => profile.description ?? '' },
    rows.actionsColumn,
  ];

  return (
    <TableSection
      id="password-profiles"
      title="Password profiles"
      add={{ text: 'Add password profile', onClick: rows.add.open }}
      table={{ columns, rows: rows.visible, rowKey: (profile) => profile.id, loading }}
      empty={{
        icon: KeyIcon,
        title: 'No password profiles',
        description: 'Without one, users of this realm cannot sign in with a password.',
      }}
    >
      <RowFormDialogs
        rows={rows}
        editing={editing}
        addTitle="Add password profile"
        submitText={{ add: 'Add profile', save: 'Save profile' }}
        create={create}
        save={save}
        dialog={PasswordProfileDialog}
      />
      {rows.confirmDialog}
    </TableSection>
  );
}

function PasswordProfileDialog({
  title,
  submitText,
  row: profile,
  onSubmit,
  onClose,
}: RowFormDialogProps<PasswordProfileRowFragment, PasswordProfileFormValues>) {
  return (
    <MutationFormDialog<PasswordProfileFormValues>
      title={title}
      submitText={submitText}
      defaultValues={{ name: profile?.name ?? '', description: profile?.description ?? '' }}
      fieldNames={['name', 'description']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField
            id="password-profile-name"
            label="Name"
            error={fieldErrorMessage(errors.name)}
            helperText="Unique within the realm."
          >
            <InputGroup
              {...blueprintField(form, 'name', 'password-profile-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField
            id="password-profile-description"
            label="Description"
            error={fieldErrorMessage(errors.description)}
          >
            <TextArea
              {...blueprintField(form, 'description', 'password-profile-description')}
              fill
              rows={2}
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
