import type { PasswordProfileRowFragment, RealmListItemFragment } from '../../../graphql/generated';

/** The realm the realm tests open (`/realms/r-1`): the one behind account sign-in. */
export const BUYER_REALM: RealmListItemFragment = {
  __typename: 'Realm',
  id: 'r-1',
  name: 'Buyer Organization',
  originType: 'account-authentication-settings',
  updatedAt: null,
};

/** A password profile of `BUYER_REALM`. */
export function passwordProfile(id: string, name: string): PasswordProfileRowFragment {
  return { __typename: 'PasswordProfile', id, realmId: 'r-1', name, description: null, updatedAt: null };
}
