import { NonIdealState } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
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
  const result = useIntegrationLogsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    IntegrationLogsDocument,
    variables,
    (all: IntegrationLogsQuery) => all.integrationLogs,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.integrationLogs;
  return (
    <>
      <IntegrationTabs />
      <ListPage
        title="Delivery logs"
        error={error}
        bulk={{ noun: ['delivery log', 'delivery logs'], source }}
        table={{
          label: 'Delivery logs',
          columns: COLUMNS,
          rows: error && !data ? [] : page?.items,
          rowKey: (log) => log.id,
          loading,
          emptyState: (
            <NonIdealState
              icon={nonIdealStateIcon(HistoryIcon)}
              title="No deliveries yet"
              description="Each attempt of an integration to deliver an event is logged here."
            />
          ),
        }}
        pager={{
          offset: params.offset,
          pageSize: params.pageSize,
          total: page?.pageInfo.total,
          onOffsetChange: setOffset,
          onPageSizeChange: setPageSize,
          disabled: loading,
        }}
      />
    </>
  );
}
