import { useEffect } from 'react';
import { Button, Dialog, DialogBody, NonIdealState } from '@blueprintjs/core';
import { TimelineEventsIcon } from '@blueprintjs/icons';
import { JobProgress, isJobFinished } from '../../components/JobProgress';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';
import {
  JobListDocument,
  type JobListQuery,
  useJobListQuery,
  type JobListItemFragment,
} from '../../graphql/generated';
import { ProductExportImport } from '../products/exports';
import { listPager } from '../../components/list/listPager';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };

/** While a job on the page is unfinished the list is read again this often. */
export const JOB_LIST_POLL_MS = 2000;

function columns(openJob: (id: string) => void): readonly ResourceColumn<JobListItemFragment>[] {
  return [
    { id: 'type', header: 'Job', cell: (job) => enumLabel('JobType', job.jobType) },
    { id: 'status', header: 'Status', cell: (job) => enumLabel('JobStatus', job.status) },
    { id: 'created', header: 'Created', cell: (job) => formatDateTime(job.createdAt) },
    { id: 'completed', header: 'Completed', cell: (job) => formatDateTime(job.completedAt) },
    {
      id: 'result',
      header: 'Result',
      cell: (job) => (
        <Button
          size="small"
          text={job.fileUrl ? 'Download' : isJobFinished(job.status) ? 'Details' : 'Progress'}
          aria-label={`Open job ${job.id}`}
          onClick={() => openJob(job.id)}
        />
      ),
    },
  ];
}

/**
 * The store's jobs (`pcm/jobs`), newest first: product exports and imports, hierarchy copies, child
 * product builds and price imports. A product export or import starts here too; a job opens in a
 * dialog that follows it and offers its file or its errors.
 */
export function JobListPage() {
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const jobDialog = useUrlItemDialog('job', 'job');
  const variables = { page: { limit: params.pageSize, offset: params.offset } };
  const result = useJobListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const list = usePagedList(result, JobListDocument, variables, (all: JobListQuery) => all.jobs);
  const running = (list.page?.items ?? []).some((job) => !isJobFinished(job.status));
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (running) startPolling(JOB_LIST_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  return (
    <ListPage
      title="Jobs"
      actions={<ProductExportImport filter={undefined} />}
      error={list.error}
      bulk={{ noun: ['job', 'jobs'], source: list.source }}
      table={{
        columns: columns(jobDialog.open),
        rows: list.rows,
        rowKey: (job) => job.id,
        loading: list.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(TimelineEventsIcon)}
            title="No jobs yet"
            description="Exports, imports, hierarchy copies and child product builds appear here."
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    >
      {jobDialog.itemId && (
        <Dialog isOpen title="Job" onClose={jobDialog.close}>
          <DialogBody>
            <JobProgress jobId={jobDialog.itemId} downloadName={`products-${jobDialog.itemId}.csv`} />
          </DialogBody>
        </Dialog>
      )}
    </ListPage>
  );
}
