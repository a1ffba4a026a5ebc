import { HistoryIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  IntegrationLogsDocument,
  type IntegrationLogsQuery,
  useIntegrationLogsQuery,
  type StoreIntegrationLogRowFragment,
} from '../../graphql/generated';
import { IntegrationTabs } from './components/IntegrationTabs';
import { LOG_COLUMNS } from './components/logColumns';
import { integrationUrl } from './urls';

const COLUMNS: readonly ResourceColumn<StoreIntegrationLogRowFragment>[] = [
  ...LOG_COLUMNS,
  {
    id: 'integration',
    header: 'Integration',
    cell: (log) =>
      log.integrationId ? (
        <Link to={integrationUrl(log.integrationId)}>
          <code>{log.integrationId.slice(-8)}</code>
        </Link>
      ) : (
        '—'
      ),
  },
];

/** `/integrations/logs`: the delivery logs of every integration of the store, newest first. */
export function IntegrationLogsPage() {
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useIntegrationLogsQuery,
    document: IntegrationLogsDocument,
    pick: (all: IntegrationLogsQuery) => all.integrationLogs,
  });
  return (
    <>
      <IntegrationTabs />
      <ListPage
        title="Delivery logs"
        list={listing}
        noun={['delivery log', 'delivery logs']}
        empty={{
          icon: HistoryIcon,
          plural: 'deliveries',
          description: 'Each attempt of an integration to deliver an event is logged here.',
        }}
        table={{ columns: COLUMNS }}
      />
    </>
  );
}
