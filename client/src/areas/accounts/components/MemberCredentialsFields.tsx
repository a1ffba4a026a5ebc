import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';

/** An account member's password credentials (`POST v2/account-members/tokens`). */
export interface MemberCredentialsValues {
  passwordProfileId: string;
  username: string;
  password: string;
}

export const MEMBER_CREDENTIALS_FIELDS = ['passwordProfileId', 'username', 'password'] as const;

export interface MemberPasswordProfile {
  id: string;
  name: string;
  /** The realm's name, shown beside the profile's. */
  realm: string;
}

interface RealmWithProfiles {
  originType: string | null;
  name: string;
  passwordProfiles: { items: readonly { id: string; name: string }[] };
}

/** The password profiles account members sign in with: those of the account-authentication realm. */
export function accountMemberProfiles(realms: readonly RealmWithProfiles[]): MemberPasswordProfile[] {
  return realms
    .filter((realm) => realm.originType === 'account-authentication-settings')
    .flatMap((realm) =>
      realm.passwordProfiles.items.map((profile) => ({
        id: profile.id,
        name: profile.name,
        realm: realm.name,
      })),
    );
}

/** Password profile, username and password, with inline errors; `idPrefix` keeps field ids unique. */
export function MemberCredentialsFields({
  form,
  profiles,
  idPrefix,
  passwordHelp,
}: {
  form: UseFormReturn<MemberCredentialsValues>;
  profiles: readonly MemberPasswordProfile[];
  idPrefix: string;
  passwordHelp?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id={`${idPrefix}-profile`}
        label="Password profile"
        error={fieldErrorMessage(errors.passwordProfileId)}
      >
        <HTMLSelect id={`${idPrefix}-profile`} {...form.register('passwordProfileId')} fill>
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name} ({profile.realm})
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <FormField id={`${idPrefix}-username`} label="Username" error={fieldErrorMessage(errors.username)}>
        <InputGroup
          {...blueprintField(form, 'username', `${idPrefix}-username`, {
            validate: (value) => value.trim() !== '' || 'Enter the username',
          })}
          autoComplete="off"
        />
      </FormField>
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        error={fieldErrorMessage(errors.password)}
        helperText={passwordHelp}
      >
        <InputGroup
          {...blueprintField(form, 'password', `${idPrefix}-password`, {
            validate: (value) => value !== '' || 'Enter the password',
          })}
          type="password"
          autoComplete="new-password"
        />
      </FormField>
    </>
  );
}
