import { Callout, NonIdealState, Spinner, Text } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import { useRealmDetailsQuery, useRealmProfilesQuery } from '../../graphql/generated';
import '../customers/customers.css';
import { OidcProfilesSection } from './components/OidcProfilesSection';
import { PasswordProfilesSection } from './components/PasswordProfilesSection';
import { UsersSection } from './components/UsersSection';
import { realmPurpose } from './RealmListPage';
import { realmListUrl } from './urls';

const BACK_TO_LIST = { to: realmListUrl(), label: 'Realms' };

/** `/realms/:id`: the realm's password and OpenID Connect profiles, and its users. */
export function RealmDetailPage() {
  const { id = '' } = useParams();
  const result = useRealmDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const realm = result.dataState === 'complete' ? result.data.realm : undefined;
  const profiles = useRealmProfilesQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !realm,
  });
  const profileData = profiles.dataState === 'complete' ? profiles.data.realm : undefined;

  if (result.loading && !realm) return <Spinner className="page-spinner" aria-label="Loading realm" />;
  if (result.error && !realm) {
    return (
      <>
        <PageHeader title="Realm" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the realm" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!realm) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Realm not found"
        description="It may belong to another store."
        action={<Link to={realmListUrl()}>Back to realms</Link>}
      />
    );
  }
  return (
    <>
      <PageHeader title={realm.name} back={BACK_TO_LIST} />
      <Text>{realmPurpose(realm.originType)}</Text>
      {profiles.error && (
        <Callout intent="danger" title="Could not load the profiles" className="list-error" role="alert">
          {errorMessage(profiles.error)}
        </Callout>
      )}
      <PasswordProfilesSection
        realmId={realm.id}
        profiles={profiles.error && !profileData ? [] : profileData?.passwordProfiles.items}
        loading={profiles.loading}
      />
      <OidcProfilesSection
        realmId={realm.id}
        profiles={profiles.error && !profileData ? [] : profileData?.oidcProfiles.items}
        loading={profiles.loading}
      />
      <UsersSection realmId={realm.id} />
    </>
  );
}
