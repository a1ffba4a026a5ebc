import { Tag } from '@blueprintjs/core';
import type { ResourceColumn } from '../../../components/list/ResourceTable';
import type { IntegrationLogRowFragment } from '../../../graphql/generated';
import { formatDateTime } from '../../../format/dates';

/** A delivery attempt's outcome as a tag. */
export const outcome = (log: IntegrationLogRowFragment) => (
  <Tag minimal intent={log.succeeded ? 'success' : 'danger'}>
    {log.succeeded ? 'Delivered' : 'Failed'}
  </Tag>
);

/** The columns of a table of delivery logs. */
export const LOG_COLUMNS: readonly ResourceColumn<IntegrationLogRowFragment>[] = [
  { id: 'createdAt', header: 'Time', cell: (log) => formatDateTime(log.createdAt) },
  { id: 'outcome', header: 'Outcome', cell: outcome },
  { id: 'attempt', header: 'Attempt', cell: (log) => log.attempt },
  { id: 'status', header: 'HTTP status', cell: (log) => log.statusCode ?? '—' },
  { id: 'error', header: 'Error', cell: (log) => log.errorDetail ?? '' },
  { id: 'job', header: 'Job', cell: (log) => <code>{log.jobId?.slice(-8) ?? '—'}</code> },
];
