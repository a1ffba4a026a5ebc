import { KeyIcon } from '@blueprintjs/icons';
import { editedRowRead, RowEditingSection } from '../../../components/RowEditingSection';
import { useRowEditing, type RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreatePasswordProfileMutation,
  useDeletePasswordProfileMutation,
  useUpdatePasswordProfileMutation,
  type PasswordProfileRowFragment,
  useRealmPasswordProfileQuery,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

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
  const byId = useRealmPasswordProfileQuery(editedRowRead(rows, (id) => ({ realmId, id })));
  const editing = completeData(byId)?.realm?.passwordProfile ?? undefined;

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
  ];

  return (
    <RowEditingSection
      rows={rows}
      columns={columns}
      id="password-profiles"
      title="Password profiles"
      add={{ text: 'Add password profile' }}
      table={{ loading }}
      empty={{
        icon: KeyIcon,
        title: 'No password profiles',
        description: 'Without one, users of this realm cannot sign in with a password.',
      }}
      form={{
        editing,
        submitText: { add: 'Add profile', save: 'Save profile' },
        create,
        save,
        dialog: PasswordProfileDialog,
      }}
    />
  );
}

function PasswordProfileDialog({
  row: profile,
  onSubmit,
  ...dialog
}: RowFormDialogProps<PasswordProfileRowFragment, PasswordProfileFormValues>) {
  return (
    <MutationFormDialog<PasswordProfileFormValues>
      {...dialog}
      defaultValues={{ name: profile?.name ?? '', description: profile?.description ?? '' }}
      fieldNames={['name', 'description']}
      submit={onSubmit}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="name"
            id="password-profile-name"
            label="Name"
            helperText="Unique within the realm."
            required
          />
          <TextField
            form={form}
            name="description"
            id="password-profile-description"
            label="Description"
            rows={2}
          />
        </>
      )}
    </MutationFormDialog>
  );
}
