import { LogInIcon } from '@blueprintjs/icons';
import { editedRowRead, RowEditingSection } from '../../../components/RowEditingSection';
import { useRowEditing, type RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { required } from '../../../components/form/required';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreateOidcProfileMutation,
  useDeleteOidcProfileMutation,
  useUpdateOidcProfileMutation,
  type OidcProfileRowFragment,
  useRealmOidcProfileQuery,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

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
  const [createProfile] = useCreateOidcProfileMutation(REFETCH);
  const [updateProfile] = useUpdateOidcProfileMutation(REFETCH);
  const [deleteProfile] = useDeleteOidcProfileMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'oidc-profile',
    itemKey: 'profile',
    rows: profiles,
    what: (profile) => `OpenID Connect profile ${profile.name || profile.clientId}`,
    remove: {
      question: (profile) => `Delete OpenID Connect profile ${profile.name || profile.clientId}?`,
      message: 'OpenID Connect profile deleted',
      remove: async (profile) => {
        const { data } = await deleteProfile({ variables: { realmId, id: profile.id } });
        return data?.deleteOidcProfile.userErrors;
      },
    },
  });
  const byId = useRealmOidcProfileQuery(editedRowRead(rows, (id) => ({ realmId, id })));
  const editing = completeData(byId)?.realm?.oidcProfile ?? undefined;

  const create = async (
    values: OidcProfileFormValues,
  ): Promise<MutationFormResult<OidcProfileFormValues>> => {
    const { data } = await createProfile({ variables: { realmId, input: oidcCreateInput(values) } });
    return payloadResult(data?.createOidcProfile, {
      success: 'OpenID Connect profile added',
      saved: (payload) => payload.oidcProfile,
      then: rows.add.close,
    });
  };

  const save =
    (profile: OidcProfileRowFragment) =>
    async (values: OidcProfileFormValues): Promise<MutationFormResult<OidcProfileFormValues>> => {
      const input = oidcUpdateInput(profile, values);
      if (Object.keys(input).length === 0) {
        rows.edit.close();
        return { userErrors: [] };
      }
      const { data } = await updateProfile({ variables: { realmId, id: profile.id, input } });
      return payloadResult(data?.updateOidcProfile, {
        success: 'OpenID Connect profile saved',
        then: rows.edit.close,
      });
    };

  const columns: readonly ResourceColumn<OidcProfileRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (profile) => profile.name },
    { id: 'clientId', header: 'Client id', cell: (profile) => profile.clientId },
    { id: 'redirectUris', header: 'Redirect URIs', cell: (profile) => profile.redirectUris.join(', ') },
  ];

  return (
    <RowEditingSection
      rows={rows}
      columns={columns}
      id="oidc-profiles"
      title="OpenID Connect profiles"
      add={{ text: 'Add OpenID Connect profile' }}
      table={{ loading }}
      empty={{
        icon: LogInIcon,
        title: 'No OpenID Connect profiles',
        description: 'Add one to let users of this realm sign in through an identity provider.',
      }}
      form={{
        editing,
        submitText: { add: 'Add profile', save: 'Save profile' },
        create,
        save,
        dialog: OidcProfileDialog,
      }}
    />
  );
}

function OidcProfileDialog({
  row: profile,
  onSubmit,
  ...dialog
}: RowFormDialogProps<OidcProfileRowFragment, OidcProfileFormValues>) {
  return (
    <MutationFormDialog<OidcProfileFormValues>
      {...dialog}
      defaultValues={formValues(profile)}
      fieldNames={FIELDS}
      submit={onSubmit}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="name"
            id="oidc-name"
            label="Name"
            helperText="Shown on the sign-in page."
          />
          <TextField form={form} name="clientId" id="oidc-client-id" label="Client id" required />
          <TextField
            form={form}
            name="clientSecret"
            id="oidc-client-secret"
            label="Client secret"
            helperText={profile ? 'Leave empty to keep the current secret.' : 'Stored, never shown again.'}
            type="password"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="redirectUris"
            id="oidc-redirect-uris"
            label="Redirect URIs"
            helperText="One absolute URL per line."
            required
            rules={{ validate: required('At least one redirect URI') }}
            rows={3}
          />
          <TextField
            form={form}
            name="discoveryUrl"
            id="oidc-discovery-url"
            label="Discovery URL"
            helperText="The identity provider's .well-known/openid-configuration URL."
          />
        </>
      )}
    </MutationFormDialog>
  );
}
