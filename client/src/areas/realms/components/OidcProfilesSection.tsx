import { InputGroup, TextArea } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
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
  useCreateOidcProfileMutation,
  useDeleteOidcProfileMutation,
  useUpdateOidcProfileMutation,
  type OidcProfileRowFragment,
  useRealmOidcProfileQuery,
} from '../../../graphql/generated';

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
  // The edit dialog reads the profile by id, so it opens on what is stored now (and from a bare URL).
  const byId = useRealmOidcProfileQuery({
    variables: { realmId, id: rows.edit.itemId ?? '' },
    skip: rows.edit.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = byId.dataState === 'complete' ? (byId.data.realm?.oidcProfile ?? undefined) : undefined;

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
    rows.actionsColumn,
  ];

  return (
    <TableSection
      id="oidc-profiles"
      title="OpenID Connect profiles"
      add={{ text: 'Add OpenID Connect profile', onClick: rows.add.open }}
      table={{ columns, rows: rows.visible, rowKey: (profile) => profile.id, loading }}
      empty={{
        icon: LogInIcon,
        title: 'No OpenID Connect profiles',
        description: 'Add one to let users of this realm sign in through an identity provider.',
      }}
    >
      <RowFormDialogs
        rows={rows}
        editing={editing}
        addTitle="Add OpenID Connect profile"
        submitText={{ add: 'Add profile', save: 'Save profile' }}
        create={create}
        save={save}
        dialog={OidcProfileDialog}
      />
      {rows.confirmDialog}
    </TableSection>
  );
}

function OidcProfileDialog({
  title,
  submitText,
  row: profile,
  onSubmit,
  onClose,
}: RowFormDialogProps<OidcProfileRowFragment, OidcProfileFormValues>) {
  return (
    <MutationFormDialog<OidcProfileFormValues>
      title={title}
      submitText={submitText}
      defaultValues={formValues(profile)}
      fieldNames={FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
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
        </>
      )}
    </MutationFormDialog>
  );
}
