import { Callout, Text } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import { useRealmDetailsQuery, useRealmProfilesQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
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
  const realm = completeData(result)?.realm;
  const profiles = useRealmProfilesQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !realm,
  });
  const profileData = completeData(profiles)?.realm;

  return (
    <DetailPage
      noun="realm"
      back={BACK_TO_LIST}
      query={result}
      entity={realm}
      notFound={{ description: 'It may belong to another store.' }}
    >
      {(loaded) => (
        <>
          <PageHeader title={loaded.name} back={BACK_TO_LIST} />
          <Text>{realmPurpose(loaded.originType)}</Text>
          {profiles.error && (
            <Callout intent="danger" title="Could not load the profiles" className="list-error" role="alert">
              {errorMessage(profiles.error)}
            </Callout>
          )}
          <PasswordProfilesSection
            realmId={loaded.id}
            profiles={profiles.error && !profileData ? [] : profileData?.passwordProfiles.items}
            loading={profiles.loading}
          />
          <OidcProfilesSection
            realmId={loaded.id}
            profiles={profiles.error && !profileData ? [] : profileData?.oidcProfiles.items}
            loading={profiles.loading}
          />
          <UsersSection realmId={loaded.id} />
        </>
      )}
    </DetailPage>
  );
}
