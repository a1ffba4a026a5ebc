import { LogInIcon } from '@blueprintjs/icons';
import { type RowFormDialogProps } from '../../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import { required } from '../../../components/form/required';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useCreateOidcProfileMutation,
  useDeleteOidcProfileMutation,
  useUpdateOidcProfileMutation,
  type OidcProfileRowFragment,
  useRealmOidcProfileQuery,
} from '../../../graphql/generated';
import { RealmProfilesSection, REFETCH_PROFILES, type ProfilesSectionProps } from './RealmProfilesSection';

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
const COLUMNS: readonly ResourceColumn<OidcProfileRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (profile) => profile.name },
  { id: 'clientId', header: 'Client id', cell: (profile) => profile.clientId },
  { id: 'redirectUris', header: 'Redirect URIs', cell: (profile) => profile.redirectUris.join(', ') },
];

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
export function OidcProfilesSection(props: ProfilesSectionProps<OidcProfileRowFragment>) {
  const { realmId } = props;
  const [createProfile] = useCreateOidcProfileMutation(REFETCH_PROFILES);
  const [updateProfile] = useUpdateOidcProfileMutation(REFETCH_PROFILES);
  const [deleteProfile] = useDeleteOidcProfileMutation(REFETCH_PROFILES);
  return (
    <RealmProfilesSection
      {...props}
      noun="OpenID Connect profile"
      dialog="oidc-profile"
      name={(profile) => profile.name || profile.clientId}
      columns={COLUMNS}
      empty={{
        icon: LogInIcon,
        description: 'Add one to let users of this realm sign in through an identity provider.',
      }}
      read={{ query: useRealmOidcProfileQuery, profile: (data) => data.realm?.oidcProfile }}
      form={OidcProfileDialog}
      create={async (values) =>
        (await createProfile({ variables: { realmId, input: oidcCreateInput(values) } })).data
          ?.createOidcProfile
      }
      created={(payload) => payload.oidcProfile}
      changes={oidcUpdateInput}
      update={async (profile, input) =>
        (await updateProfile({ variables: { realmId, id: profile.id, input } })).data?.updateOidcProfile
      }
      remove={async (profile) =>
        (await deleteProfile({ variables: { realmId, id: profile.id } })).data?.deleteOidcProfile.userErrors
      }
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
