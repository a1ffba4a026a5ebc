import { NonIdealState } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import { usePagedList } from '../../components/list/usePagedList';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  IntegrationLogsDocument,
  type IntegrationLogsQuery,
  useIntegrationLogsQuery,
  type StoreIntegrationLogRowFragment,
} from '../../graphql/generated';
import { IntegrationTabs } from './components/IntegrationTabs';
import { LOG_COLUMNS } from './components/logColumns';
import { integrationUrl } from './urls';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

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
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const variables = { page: { limit: params.pageSize, offset: params.offset } };
  const list = usePagedList(
    useIntegrationLogsQuery({ variables, fetchPolicy: 'cache-and-network' }),
    IntegrationLogsDocument,
    variables,
    (all: IntegrationLogsQuery) => all.integrationLogs,
  );
  return (
    <>
      <IntegrationTabs />
      <ListPage
        title="Delivery logs"
        error={list.error}
        bulk={{ noun: ['delivery log', 'delivery logs'], source: list.source }}
        table={{
          label: 'Delivery logs',
          columns: COLUMNS,
          rows: list.rows,
          rowKey: (log) => log.id,
          loading: list.loading,
          emptyState: (
            <NonIdealState
              icon={nonIdealStateIcon(HistoryIcon)}
              title="No deliveries yet"
              description="Each attempt of an integration to deliver an event is logged here."
            />
          ),
        }}
        pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
      />
    </>
  );
}
