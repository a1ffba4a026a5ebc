import { useParams } from 'react-router';
import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { NO_CHANGES } from '../../components/detail/detailSave';
import { useDetailForm } from '../../components/detail/useDetailForm';
import {
  useDeleteRealmUserMutation,
  useRealmUserDetailsQuery,
  useUpdateRealmUserMutation,
  type RealmUserDetailsQuery,
  type UserAuthenticationInfoUpdateInput,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import '../customers/customers.css';
import { PasswordProfileInfoSection } from './components/PasswordProfileInfoSection';
import { REALM_USER_FIELDS, RealmUserFields, type RealmUserFormValues } from './components/RealmUserFields';
import { realmUrl } from './urls';

type LoadedRealm = NonNullable<RealmUserDetailsQuery['realm']>;
type RealmUser = NonNullable<LoadedRealm['user']>;

/** A user's values in the form; the update's payload reads back these fields only. */
const userFormValues = (user: Pick<RealmUser, 'name' | 'email' | 'username'>): RealmUserFormValues => ({
  name: user.name ?? '',
  email: user.email ?? '',
  username: user.username ?? '',
});

/** Only what changed; an emptied field is sent as null (the provider then keeps no value). */
export function userUpdateInput(
  user: RealmUser,
  values: RealmUserFormValues,
): UserAuthenticationInfoUpdateInput {
  const input: UserAuthenticationInfoUpdateInput = {};
  for (const key of REALM_USER_FIELDS) {
    const value = values[key].trim();
    if (value !== (user[key] ?? '')) input[key] = value === '' ? null : value;
  }
  return input;
}

/** `/realms/:id/users/:userId`: a realm user's details and their password profile credentials. */
export function RealmUserPage() {
  const { id: realmId = '', userId = '' } = useParams();
  const result = useRealmUserDetailsQuery({
    variables: { realmId, id: userId },
    fetchPolicy: 'cache-and-network',
  });
  const realm = completeData(result)?.realm;
  const back = { to: realmUrl(realmId), label: realm?.name ?? 'Realm' };
  return (
    <DetailPage
      noun="realm user"
      back={back}
      query={result}
      entity={realm?.user}
      notFound={{ description: 'They may have been deleted, or belong to another realm.' }}
    >
      {(user) => realm && <RealmUserEditor key={user.id} realm={realm} user={user} back={back} />}
    </DetailPage>
  );
}

function RealmUserEditor({
  realm,
  user,
  back,
}: {
  realm: LoadedRealm;
  user: RealmUser;
  back: { to: string; label: string };
}) {
  const [updateUser] = useUpdateRealmUserMutation();
  const [deleteUser] = useDeleteRealmUserMutation();
  const label = user.name ?? user.username ?? user.email ?? user.id;

  const mutationForm = useDetailForm({
    noun: 'user',
    entity: user,
    values: userFormValues,
    fieldNames: REALM_USER_FIELDS,
    save: async (values) => {
      const input = userUpdateInput(user, values);
      if (Object.keys(input).length === 0) return NO_CHANGES;
      return (await updateUser({ variables: { realmId: realm.id, id: user.id, input } })).data
        ?.updateUserAuthenticationInfo;
    },
    saved: (payload) => payload.user,
  });

  const remove = useDetailRemove({
    noun: 'user',
    dialog: 'delete-user',
    back,
    entity: user,
    rootFields: [],
    question: `Delete user ${label} from ${realm.name}? Their credentials are deleted too.`,
    remove: async () =>
      (await deleteUser({ variables: { realmId: realm.id, id: user.id } })).data?.deleteUserAuthenticationInfo
        .userErrors,
  });

  return (
    <DetailLayout title={label} back={back} remove={remove}>
      <DetailForm mutationForm={mutationForm} label="User details" submitText="Save user">
        <RealmUserFields form={mutationForm.form} />
      </DetailForm>
      <PasswordProfileInfoSection
        realmId={realm.id}
        userId={user.id}
        infos={user.passwordProfileInfos.items}
        profiles={realm.passwordProfiles.items}
      />
    </DetailLayout>
  );
}
