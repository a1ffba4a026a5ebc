import { Button, H3, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { AddIcon, LogInIcon } from '@blueprintjs/icons';
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
  useCreateOidcProfileMutation,
  useDeleteOidcProfileMutation,
  useUpdateOidcProfileMutation,
  type OidcProfileRowFragment,
  useRealmOidcProfileQuery,
} from '../../../graphql/generated';
import { RowActions } from '../../../components/list/RowActions';

/** The OIDC profile dialog; field names match `OidcProfileCreateInput`. */
export interface OidcProfileFormValues {
  name: string;
  clientId: string;
  clientSecret: string;
  /** One URL per line. */
  redirectUris: string;
  discoveryUrl: string;
}

const FIELDS = ['name', 'clientId', 'clientSecret', 'redirectUris', 'discoveryUrl'] as const;
const REFETCH = { refetchQueries: ['RealmProfiles'], awaitRefetchQueries: true };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function formValues(profile?: OidcProfileRowFragment): OidcProfileFormValues {
  return {
    name: profile?.name ?? '',
    clientId: profile?.clientId ?? '',
    clientSecret: '',
    redirectUris: profile?.redirectUris.join('\n') ?? '',
    discoveryUrl: profile?.discoveryUrl ?? '',
  };
}

/** A new profile: blank optional fields and an empty secret are left out. */
export function oidcCreateInput(values: OidcProfileFormValues) {
  const name = values.name.trim();
  const discoveryUrl = values.discoveryUrl.trim();
  return {
    clientId: values.clientId.trim(),
    redirectUris: lines(values.redirectUris),
    ...(name ? { name } : {}),
    ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
    ...(discoveryUrl ? { discoveryUrl } : {}),
  };
}

/** Only what changed; a typed secret is always sent (the current one is never shown). */
export function oidcUpdateInput(profile: OidcProfileRowFragment, values: OidcProfileFormValues) {
  const before = formValues(profile);
  const input: {
    name?: string;
    clientId?: string;
    clientSecret?: string;
    redirectUris?: string[];
    discoveryUrl?: string | null;
  } = {};
  if (values.name.trim() !== before.name) input.name = values.name.trim();
  if (values.clientId.trim() !== before.clientId) input.clientId = values.clientId.trim();
  if (values.clientSecret) input.clientSecret = values.clientSecret;
  const uris = lines(values.redirectUris);
  if (uris.join('\n') !== before.redirectUris) input.redirectUris = uris;
  const discoveryUrl = values.discoveryUrl.trim();
  if (discoveryUrl !== before.discoveryUrl) input.discoveryUrl = discoveryUrl || null;
  return input;
}

/** The realm's OpenID Connect profiles: add, edit and delete. */
export function OidcProfilesSection({
  realmId,
  profiles,
  loading,
}: {
  realmId: string;
  profiles: readonly OidcProfileRowFragment[] | undefined;
  loading: boolean;
}) {
  const addDialog = useUrlDialog('add-oidc-profile');
  const editDialog = useUrlItemDialog('edit-oidc-profile', 'profile');
  const deleteDialog = useUrlItemDialog('delete-oidc-profile', 'profile');
  // The edit dialog reads the profile by id, so it opens on what is stored now (and from a bare URL).
  const byId = useRealmOidcProfileQuery({
    variables: { realmId, id: editDialog.itemId ?? '' },
    skip: editDialog.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.realm?.oidcProfile ?? undefined) : undefined;
  const deleting = profiles?.find((profile) => profile.id === deleteDialog.itemId);
  const [createProfile] = useCreateOidcProfileMutation(REFETCH);
  const [updateProfile] = useUpdateOidcProfileMutation(REFETCH);
  const [deleteProfile, { loading: busy }] = useDeleteOidcProfileMutation(REFETCH);

  const create = async (
    values: OidcProfileFormValues,
  ): Promise<MutationFormResult<OidcProfileFormValues>> => {
    const { data } = await createProfile({ variables: { realmId, input: oidcCreateInput(values) } });
    return payloadResult(data?.createOidcProfile, {
      success: 'OpenID Connect profile added',
      saved: (payload) => payload.oidcProfile,
      then: addDialog.close,
    });
  };

  const save =
    (profile: OidcProfileRowFragment) =>
    async (values: OidcProfileFormValues): Promise<MutationFormResult<OidcProfileFormValues>> => {
      const input = oidcUpdateInput(profile, values);
      if (Object.keys(input).length > 0) {
        const { data } = await updateProfile({ variables: { realmId, id: profile.id, input } });
        const payload = requirePayload(data?.updateOidcProfile);
        if (payload.userErrors.length > 0) return { userErrors: payload.userErrors };
        showToast('OpenID Connect profile saved');
      }
      editDialog.close();
      return { userErrors: [] };
    };

  const confirmDelete = async (profile: OidcProfileRowFragment) => {
    await toastMutation(async () => {
      const { data } = await deleteProfile({ variables: { realmId, id: profile.id } });
      return data?.deleteOidcProfile.userErrors;
    }, 'OpenID Connect profile deleted');
    deleteDialog.close();
  };

  const label = (profile: OidcProfileRowFragment) => profile.name || profile.clientId;
  const columns: readonly ResourceColumn<OidcProfileRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (profile) => profile.name },
    { id: 'clientId', header: 'Client id', cell: (profile) => profile.clientId },
    { id: 'redirectUris', header: 'Redirect URIs', cell: (profile) => profile.redirectUris.join(', ') },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (profile) => (
        <RowActions
          what={`OpenID Connect profile ${label(profile)}`}
          onEdit={() => editDialog.open(profile.id)}
          onDelete={() => deleteDialog.open(profile.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="oidc-profiles-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="oidc-profiles-heading">OpenID Connect profiles</H3>
        <Button icon={<AddIcon />} text="Add OpenID Connect profile" onClick={addDialog.open} />
      </div>
      <ResourceTable
        label="OpenID Connect profiles"
        columns={columns}
        rows={profiles}
        rowKey={(profile) => profile.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(LogInIcon)}
            title="No OpenID Connect profiles"
            description="Add one to let users of this realm sign in through an identity provider."
          />
        }
      />
      {addDialog.isOpen && (
        <OidcProfileDialog
          title="Add OpenID Connect profile"
          submitText="Add profile"
          onSubmit={create}
          onClose={addDialog.close}
        />
      )}
      {editing && (
        <OidcProfileDialog
          key={editing.id}
          title={`Edit OpenID Connect profile ${label(editing)}`}
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
        Delete OpenID Connect profile {deleting ? label(deleting) : ''}?
      </ConfirmDialog>
    </section>
  );
}

function OidcProfileDialog({
  title,
  submitText,
  profile,
  onSubmit,
  onClose,
}: {
  title: string;
  submitText: string;
  profile?: OidcProfileRowFragment;
  onSubmit: (values: OidcProfileFormValues) => Promise<MutationFormResult<OidcProfileFormValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<OidcProfileFormValues>({
    defaultValues: formValues(profile),
    fieldNames: FIELDS,
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
        id="oidc-name"
        label="Name"
        error={fieldErrorMessage(errors.name)}
        helperText="Shown on the sign-in page."
      >
        <InputGroup {...blueprintField(form, 'name', 'oidc-name')} />
      </FormField>
      <FormField id="oidc-client-id" label="Client id" error={fieldErrorMessage(errors.clientId)}>
        <InputGroup
          {...blueprintField(form, 'clientId', 'oidc-client-id', {
            validate: (value) => value.trim() !== '' || 'Client id is required',
          })}
          aria-required
        />
      </FormField>
      <FormField
        id="oidc-client-secret"
        label="Client secret"
        error={fieldErrorMessage(errors.clientSecret)}
        helperText={profile ? 'Leave empty to keep the current secret.' : 'Stored, never shown again.'}
      >
        <InputGroup
          {...blueprintField(form, 'clientSecret', 'oidc-client-secret')}
          type="password"
          autoComplete="off"
        />
      </FormField>
      <FormField
        id="oidc-redirect-uris"
        label="Redirect URIs"
        error={fieldErrorMessage(errors.redirectUris)}
        helperText="One absolute URL per line."
      >
        <TextArea
          {...blueprintField(form, 'redirectUris', 'oidc-redirect-uris', {
            validate: (value) => value.trim() !== '' || 'At least one redirect URI is required',
          })}
          fill
          rows={3}
          aria-required
        />
      </FormField>
      <FormField
        id="oidc-discovery-url"
        label="Discovery URL"
        error={fieldErrorMessage(errors.discoveryUrl)}
        helperText="The identity provider's .well-known/openid-configuration URL."
      >
        <InputGroup {...blueprintField(form, 'discoveryUrl', 'oidc-discovery-url')} />
      </FormField>
    </FormDialog>
  );
}
