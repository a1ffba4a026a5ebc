import { KeyIcon } from '@blueprintjs/icons';
import { type RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreatePasswordProfileMutation,
  useDeletePasswordProfileMutation,
  useUpdatePasswordProfileMutation,
  type PasswordProfileRowFragment,
  useRealmPasswordProfileQuery,
} from '../../../graphql/generated';
import { RealmProfilesSection, REFETCH_PROFILES, type ProfilesSectionProps } from './RealmProfilesSection';

interface PasswordProfileFormValues {
  name: string;
  description: string;
}

const COLUMNS: readonly ResourceColumn<PasswordProfileRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (profile) => profile.name },
  { id: 'description', header: 'Description', cell: (profile) => profile.description ?? '' },
];

function createInput(values: PasswordProfileFormValues) {
  const description = values.description.trim();
  return { name: values.name.trim(), ...(description ? { description } : {}) };
}

/** Only what changed; a cleared description is sent as null. */
function updateInput(profile: PasswordProfileRowFragment, values: PasswordProfileFormValues) {
  const name = values.name.trim();
  const description = values.description.trim();
  return {
    ...(name !== profile.name ? { name } : {}),
    ...(description !== (profile.description ?? '') ? { description: description || null } : {}),
  };
}

/** The realm's password profiles: add, rename and delete. */
export function PasswordProfilesSection(props: ProfilesSectionProps<PasswordProfileRowFragment>) {
  const { realmId } = props;
  const [createProfile] = useCreatePasswordProfileMutation(REFETCH_PROFILES);
  const [updateProfile] = useUpdatePasswordProfileMutation(REFETCH_PROFILES);
  const [deleteProfile] = useDeletePasswordProfileMutation(REFETCH_PROFILES);
  return (
    <RealmProfilesSection
      {...props}
      noun="password profile"
      dialog="password-profile"
      name={(profile) => profile.name}
      deleteWarning="Passwords set under it can no longer be used to sign in."
      columns={COLUMNS}
      empty={{
        icon: KeyIcon,
        description: 'Without one, users of this realm cannot sign in with a password.',
      }}
      read={{ query: useRealmPasswordProfileQuery, profile: (data) => data.realm?.passwordProfile }}
      form={PasswordProfileDialog}
      create={async (values) =>
        (await createProfile({ variables: { realmId, input: createInput(values) } })).data
          ?.createPasswordProfile
      }
      created={(payload) => payload.passwordProfile}
      changes={updateInput}
      update={async (profile, input) =>
        (await updateProfile({ variables: { realmId, id: profile.id, input } })).data?.updatePasswordProfile
      }
      remove={async (profile) =>
        (await deleteProfile({ variables: { realmId, id: profile.id } })).data?.deletePasswordProfile
          .userErrors
      }
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
