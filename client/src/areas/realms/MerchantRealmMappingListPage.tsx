import { NonIdealState } from '@blueprintjs/core';
import { LinkIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { wholeList } from '../../components/list/wholeList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  useMerchantRealmMappingListQuery,
  type MerchantRealmMappingRowFragment,
} from '../../graphql/generated';
import { merchantRealmMappingUrl, realmListUrl, realmUrl } from './urls';
import { Link } from 'react-router';

const COLUMNS: readonly ResourceColumn<MerchantRealmMappingRowFragment>[] = [
  { id: 'prefix', header: 'Store prefix', cell: (mapping) => mapping.prefix ?? 'None assigned' },
  {
    id: 'realm',
    header: 'Seller realm',
    cell: (mapping) =>
      mapping.realmId ? <Link to={realmUrl(mapping.realmId)}>{mapping.realmId}</Link> : '—',
  },
  { id: 'store', header: 'Store', cell: (mapping) => mapping.storeId ?? '—' },
];

/**
 * `/realms/merchant-realm-mappings`: the store's merchant realm mapping (the provider keeps one per
 * store): the realm sellers sign in to with single sign-on and the store prefix naming it.
 */
export function MerchantRealmMappingListPage() {
  const result = useMerchantRealmMappingListQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <ListPage
      title="Merchant realm mappings"
      list={wholeList(result, (data) => data.merchantRealmMappings)}
      table={{
        columns: COLUMNS,
        rowUrl: merchantRealmMappingUrl,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(LinkIcon)}
            title="No merchant realm mapping"
            description="The provider creates the store's mapping on first use."
            action={<Link to={realmListUrl()}>Back to realms</Link>}
          />
        ),
      }}
    />
  );
}
