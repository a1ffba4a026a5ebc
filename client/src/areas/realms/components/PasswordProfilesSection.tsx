import { Button, H3, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { AddIcon, KeyIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import {
  useMutationForm,
  payloadResult,
  type MutationFormResult,
  requirePayload,
} from '../../../components/form/useMutationForm';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
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
  const deleteDialog = useUrlItemDialog('delete-password-profile', 'profile');
  // The edit dialog reads the profile by id, so it opens on what is stored now (and from a bare URL).
  const byId = useRealmPasswordProfileQuery({
    variables: { realmId, id: editDialog.itemId ?? '' },
    skip: editDialog.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.realm?.passwordProfile ?? undefined) : undefined;
  const deleting = profiles?.find((profile) => profile.id === deleteDialog.itemId);
  const [createProfile] = useCreatePasswordProfileMutation(REFETCH);
  const [updateProfile] = useUpdatePasswordProfileMutation(REFETCH);
  const [deleteProfile, { loading: busy }] = useDeletePasswordProfileMutation(REFETCH);

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
      if (Object.keys(input).length > 0) {
        const { data } = await updateProfile({ variables: { realmId, id: profile.id, input } });
        const payload = requirePayload(data?.updatePasswordProfile);
        if (payload.userErrors.length > 0) return { userErrors: payload.userErrors };
        showToast('Password profile saved');
      }
      editDialog.close();
      return { userErrors: [] };
    };

  const confirmDelete = async (profile: PasswordProfileRowFragment) => {
    await toastMutation(async () => {
      const { data } = await deleteProfile({ variables: { realmId, id: profile.id } });
      return data?.deletePasswordProfile.userErrors;
    }, 'Password profile deleted');
    deleteDialog.close();
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
          onDelete={() => deleteDialog.open(profile.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="password-profiles-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="password-profiles-heading">Password profiles</H3>
        <Button icon={<AddIcon />} text="Add password profile" onClick={addDialog.open} />
      </div>
      <ResourceTable
        label="Password profiles"
        columns={columns}
        rows={profiles}
        rowKey={(profile) => profile.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(KeyIcon)}
            title="No password profiles"
            description="Without one, users of this realm cannot sign in with a password."
          />
        }
      />
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
      <ConfirmDialog
        isOpen={deleting !== undefined}
        confirmText="Delete"
        busy={busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete password profile {deleting?.name}? Passwords set under it can no longer be used to sign in.
      </ConfirmDialog>
    </section>
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
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<PasswordProfileFormValues>({
    defaultValues: { name: profile?.name ?? '', description: profile?.description ?? '' },
    fieldNames: ['name', 'description'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
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
        <TextArea {...blueprintField(form, 'description', 'password-profile-description')} fill rows={2} />
      </FormField>
    </FormDialog>
  );
}
