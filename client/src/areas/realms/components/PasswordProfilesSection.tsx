import { InputGroup, TextArea } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { TableSection } from '../../../components/detail/TableSection';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import {
  useCreatePasswordProfileMutation,
  useDeletePasswordProfileMutation,
  useUpdatePasswordProfileMutation,
  type PasswordProfileRowFragment,
  useRealmPasswordProfileQuery,
} from '../../../graphql/generated';
import { RowActions } from '../../../components/list/RowActions';

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
  const addDialog = useUrlDialog('add-password-profile');
  const editDialog = useUrlItemDialog('edit-password-profile', 'profile');
  // The edit dialog reads the profile by id, so it opens on what is stored now (and from a bare URL).
  const byId = useRealmPasswordProfileQuery({
    variables: { realmId, id: editDialog.itemId ?? '' },
    skip: editDialog.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.realm?.passwordProfile ?? undefined) : undefined;
  const [createProfile] = useCreatePasswordProfileMutation(REFETCH);
  const [updateProfile] = useUpdatePasswordProfileMutation(REFETCH);
  const [deleteProfile] = useDeletePasswordProfileMutation(REFETCH);
  const rowDelete = useRowDelete({
    dialog: 'delete-password-profile',
    itemKey: 'profile',
    rows: profiles,
    question: (profile) =>
      `Delete password profile ${profile.name}? Passwords set under it can no longer be used to sign in.`,
    message: 'Password profile deleted',
    remove: async (profile) => {
      const { data } = await deleteProfile({ variables: { realmId, id: profile.id } });
      return data?.deletePasswordProfile.userErrors;
    },
  });

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
      then: addDialog.close,
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
        editDialog.close();
        return { userErrors: [] };
      }
      const { data } = await updateProfile({ variables: { realmId, id: profile.id, input } });
      return payloadResult(data?.updatePasswordProfile, {
        success: 'Password profile saved',
        then: editDialog.close,
      });
    };

  const columns: readonly ResourceColumn<PasswordProfileRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (profile) => profile.name },
    { id: 'description', header: 'Description', cell: (profile) => profile.description ?? '' },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (profile) => (
        <RowActions
          what={`password profile ${profile.name}`}
          onEdit={() => editDialog.open(profile.id)}
          onDelete={() => rowDelete.ask(profile.id)}
        />
      ),
    },
  ];

  return (
    <TableSection
      id="password-profiles"
      title="Password profiles"
      add={{ text: 'Add password profile', onClick: addDialog.open }}
      table={{ columns, rows: rowDelete.visible, rowKey: (profile) => profile.id, loading }}
      empty={{
        icon: KeyIcon,
        title: 'No password profiles',
        description: 'Without one, users of this realm cannot sign in with a password.',
      }}
    >
      {addDialog.isOpen && (
        <PasswordProfileDialog
          title="Add password profile"
          submitText="Add profile"
          onSubmit={create}
          onClose={addDialog.close}
        />
      )}
      {editing && (
        <PasswordProfileDialog
          key={editing.id}
          title={`Edit password profile ${editing.name}`}
          submitText="Save profile"
          profile={editing}
          onSubmit={save(editing)}
          onClose={editDialog.close}
        />
      )}
      {rowDelete.confirmDialog}
    </TableSection>
  );
}

function PasswordProfileDialog({
  title,
  submitText,
  profile,
  onSubmit,
  onClose,
}: {
  title: string;
  submitText: string;
  profile?: PasswordProfileRowFragment;
  onSubmit: (values: PasswordProfileFormValues) => Promise<MutationFormResult<PasswordProfileFormValues>>;
  onClose: () => void;
}) {
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
