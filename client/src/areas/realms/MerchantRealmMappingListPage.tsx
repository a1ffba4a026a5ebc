import { NonIdealState } from '@blueprintjs/core';
import { LinkIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const data = result.dataState === 'complete' ? result.data : undefined;
  return (
    <ListPage
      title="Merchant realm mappings"
      error={result.error}
      table={{
        columns: COLUMNS,
        rows: result.error && !data ? [] : data?.merchantRealmMappings,
        rowKey: (mapping) => mapping.id,
        rowHref: (mapping) => merchantRealmMappingUrl(mapping.id),
        loading: result.loading,
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
