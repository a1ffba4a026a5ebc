import { Button, Tag } from '@blueprintjs/core';
import { BanCircleIcon, HistoryIcon } from '@blueprintjs/icons';
import { TableSection } from '../../../components/detail/TableSection';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { listPager, useSectionPaging } from '../../../components/list/listPager';
import { toastMutation } from '../../../components/toastMutation';
import {
  useCancelPromotionJobMutation,
  usePromotionJobsQuery,
  type PromotionFamily,
  type PromotionJobRowFragment,
  type PromotionJobStatus,
} from '../../../graphql/generated';
import { completeData, latestData } from '../../../graphql/queryData';
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
  const paging = useSectionPaging();
  const result = usePromotionJobsQuery({
    variables: { family, promotionId, page: { limit: paging.params.pageSize, offset: paging.params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = completeData(result);
  const page = latestData(result)?.promotionJobs;
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
    <TableSection
      id="promotion-jobs"
      title="Code jobs"
      loadError={{ title: 'Could not load jobs', error }}
      table={{ columns, rows: error && !data ? [] : page?.items, rowKey: (job) => job.id, loading }}
      empty={{
        icon: HistoryIcon,
        title: 'No jobs yet',
        description: 'Jobs appear here when codes are generated.',
      }}
      pager={listPager(paging, page?.pageInfo.total, loading)}
    />
  );
}
