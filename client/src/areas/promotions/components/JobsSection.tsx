import { Button, Callout, H3, NonIdealState, Tag } from '@blueprintjs/core';
import { BanCircleIcon, HistoryIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../components/list/listParams';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
import { errorMessage } from '../../../graphql/errors';
import {
  useCancelPromotionJobMutation,
  usePromotionJobsQuery,
  type PromotionFamily,
  type PromotionJobRowFragment,
  type PromotionJobStatus,
} from '../../../graphql/generated';
import { formatDateTime } from '../../../format/dates';
import { enumLabel } from '../../../format/labels';
import { JobDownloadButton } from './PromotionJobProgress';

const STATUS_INTENTS: Record<PromotionJobStatus, 'none' | 'primary' | 'success' | 'danger' | 'warning'> = {
  PENDING: 'none',
  PROCESSING: 'primary',
  COMPLETED: 'success',
  FAILED: 'danger',
  CANCELLED: 'warning',
};

/** A promotion's code jobs, newest first, with their CSV once done; rule promotion jobs can be cancelled. */
export function JobsSection({ family, promotionId }: { family: PromotionFamily; promotionId: string }) {
  const [offset, setOffset] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const result = usePromotionJobsQuery({
    variables: { family, promotionId, page: { limit: pageSize, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.promotionJobs;
  const [cancelJob] = useCancelPromotionJobMutation({ refetchQueries: ['PromotionJobs'] });

  const cancel = async (job: PromotionJobRowFragment) => {
    await toastMutation(async () => {
      const { data: cancelled } = await cancelJob({ variables: { promotionId, jobId: job.id } });
      return cancelled?.cancelPromotionJob.userErrors;
    }, 'Job cancelled');
  };

  const columns: readonly ResourceColumn<PromotionJobRowFragment>[] = [
    {
      id: 'type',
      header: 'Job',
      cell: (job) => (job.jobType === 'CODE_GENERATE' ? 'Generate codes' : 'Export codes'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (job) => (
        <Tag minimal intent={STATUS_INTENTS[job.status]}>
          {enumLabel('PromotionJobStatus', job.status)}
        </Tag>
      ),
    },
    {
      id: 'codes',
      header: 'Codes',
      cell: (job) =>
        job.jobType === 'CODE_GENERATE' ? `${job.generated ?? 0} of ${job.numberOfCodes ?? '?'}` : '—',
    },
    { id: 'error', header: 'Error', cell: (job) => job.error ?? '' },
    { id: 'createdAt', header: 'Started', cell: (job) => formatDateTime(job.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 140,
      cell: (job) => {
        if (job.status === 'COMPLETED')
          return <JobDownloadButton family={family} promotionId={promotionId} jobId={job.id} />;
        if (family === 'RULE_PROMOTION' && (job.status === 'PENDING' || job.status === 'PROCESSING'))
          return (
            <Button
              variant="minimal"
              intent="warning"
              icon={<BanCircleIcon />}
              text="Cancel"
              aria-label={`Cancel job ${job.id}`}
              onClick={() => void cancel(job)}
            />
          );
        return null;
      },
    },
  ];

  return (
    <section aria-labelledby="promotion-jobs-heading" className="promotion-section">
      <div className="promotion-section__header">
        <H3 id="promotion-jobs-heading">Code jobs</H3>
      </div>
      {error && (
        <Callout intent="danger" title="Could not load jobs" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ResourceTable
        label="Code jobs"
        columns={columns}
        rows={error && !data ? [] : page?.items}
        rowKey={(job) => job.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(HistoryIcon)}
            title="No jobs yet"
            description="Jobs appear here when codes are generated."
          />
        }
      />
      <Pager
        offset={offset}
        pageSize={pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
    </section>
  );
}
