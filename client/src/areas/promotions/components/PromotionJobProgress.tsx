import { useEffect, useRef, useState } from 'react';
import { AnchorButton, Button, Callout, ProgressBar } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { showToast } from '../../../app/toaster';
import { errorMessage } from '../../../graphql/errors';
import {
  PromotionJobFileDocument,
  usePromotionJobFileQuery,
  usePromotionJobProgressQuery,
  type PromotionFamily,
  type PromotionJobFileQuery,
  type PromotionJobFileQueryVariables,
  type PromotionJobStatus,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

/** How often a running job is asked for its status; promotion jobs take a few seconds. */
export const PROMOTION_JOB_POLL_MS = 1000;

const FINISHED: readonly PromotionJobStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

export const csvFileName = (jobId: string) => `promotion-codes-${jobId}.csv`;

/** A `data:` URL for CSV text: a download link needs no token and nothing to revoke. */
export const csvDataUrl = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

export interface PromotionJobProgressProps {
  family: PromotionFamily;
  promotionId: string;
  jobId: string;
  pollIntervalMs?: number;
  /** Called once when the job ends, e.g. to list the new codes. */
  onFinished?: (status: PromotionJobStatus) => void;
}

/** A code job followed until it ends: a progress bar, then a download link for its CSV, or why it failed. */
export function PromotionJobProgress({
  family,
  promotionId,
  jobId,
  pollIntervalMs = PROMOTION_JOB_POLL_MS,
  onFinished,
}: PromotionJobProgressProps) {
  const progress = usePromotionJobProgressQuery({
    variables: { family, promotionId, id: jobId },
    pollInterval: pollIntervalMs,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const { error, stopPolling } = progress;
  const job = completeData(progress)?.promotionJob;
  const finalStatus = job && FINISHED.includes(job.status) ? job.status : undefined;
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  useEffect(() => {
    if (!finalStatus) return;
    stopPolling();
    onFinishedRef.current?.(finalStatus);
  }, [finalStatus, stopPolling]);
  const file = usePromotionJobFileQuery({
    variables: { family, promotionId, id: jobId },
    skip: finalStatus !== 'COMPLETED',
    fetchPolicy: 'network-only',
  });
  const fileData = completeData(file)?.promotionJob?.file;

  if (error) {
    return (
      <Callout intent="danger" title="Could not follow the job" role="alert">
        {errorMessage(error)}
      </Callout>
    );
  }
  if (!job || !finalStatus) {
    const label = job?.status === 'PROCESSING' ? 'Generating codes…' : 'Waiting to start…';
    return (
      <div className="job-progress" role="status" aria-label="Job progress">
        <p>{label}</p>
        <ProgressBar
          intent="primary"
          value={job?.status === 'PROCESSING' ? undefined : 0.05}
          aria-label={label}
        />
      </div>
    );
  }
  if (finalStatus === 'COMPLETED') {
    const href = fileData
      ? typeof fileData.csv === 'string'
        ? csvDataUrl(fileData.csv)
        : fileData.href
      : undefined;
    return (
      <Callout intent="success" title={`${job.generated ?? 0} codes generated`}>
        {file.error ? (
          <p role="alert">{errorMessage(file.error)}</p>
        ) : (
          <AnchorButton
            icon={<DownloadIcon />}
            intent="primary"
            text="Download CSV"
            href={href}
            download={csvFileName(jobId)}
            disabled={!href}
            loading={!href}
          />
        )}
      </Callout>
    );
  }
  return (
    <Callout
      intent="danger"
      role="alert"
      title={finalStatus === 'CANCELLED' ? 'The job was cancelled' : 'The job failed'}
    >
      {job.error}
    </Callout>
  );
}

/** Downloads a finished job's CSV on demand (one provider call only when the seller asks). */
export function JobDownloadButton({
  family,
  promotionId,
  jobId,
}: {
  family: PromotionFamily;
  promotionId: string;
  jobId: string;
}) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query<PromotionJobFileQuery, PromotionJobFileQueryVariables>({
        query: PromotionJobFileDocument,
        variables: { family, promotionId, id: jobId },
        fetchPolicy: 'network-only',
      });
      const file = data?.promotionJob?.file;
      if (!file) throw new Error('This job has no file.');
      const anchor = document.createElement('a');
      anchor.href = typeof file.csv === 'string' ? csvDataUrl(file.csv) : file.href;
      anchor.download = csvFileName(jobId);
      anchor.click();
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="minimal"
      icon={<DownloadIcon />}
      text="CSV"
      aria-label={`Download the CSV of job ${jobId}`}
      loading={busy}
      onClick={() => void download()}
    />
  );
}
