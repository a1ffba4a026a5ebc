import { useEffect } from 'react';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { TimelineEventsIcon } from '@blueprintjs/icons';
import { JobProgress, isJobFinished } from '../../components/JobProgress';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';
import {
  JobListDocument,
  type JobListQuery,
  useJobListQuery,
  type JobListItemFragment,
} from '../../graphql/generated';
import { ProductExportJob } from '../products/exports';

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
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useJobListQuery,
    document: JobListDocument,
    pick: (all: JobListQuery) => all.jobs,
  });
  const jobDialog = useUrlItemDialog('job', 'job');
  const running = (listing.list.page?.items ?? []).some((job) => !isJobFinished(job.status));
  const { startPolling, stopPolling } = listing.query;
  useEffect(() => {
    if (running) startPolling(JOB_LIST_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  return (
    <ListPage
      title="Jobs"
      actions={<ProductExportJob filter={undefined} />}
      list={listing}
      noun={['job', 'jobs']}
      empty={{
        icon: TimelineEventsIcon,
        description: 'Exports, imports, hierarchy copies and child product builds appear here.',
      }}
      table={{ columns: columns(jobDialog.open) }}
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
