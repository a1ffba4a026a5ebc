import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';

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
  return (
    <>
      <SelectField
        form={form}
        name="passwordProfileId"
        id={`${idPrefix}-profile`}
        label="Password profile"
        fill
        options={profiles.map((profile) => ({
          value: profile.id,
          label: `${profile.name} (${profile.realm})`,
        }))}
      />
      <TextField
        form={form}
        name="username"
        id={`${idPrefix}-username`}
        label="Username"
        rules={{ validate: (value) => value.trim() !== '' || 'Enter the username' }}
        autoComplete="off"
      />
      <TextField
        form={form}
        name="password"
        id={`${idPrefix}-password`}
        label="Password"
        helperText={passwordHelp}
        rules={{ validate: (value) => value !== '' || 'Enter the password' }}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
