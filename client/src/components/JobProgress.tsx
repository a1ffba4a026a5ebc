import { useEffect, useRef, useState } from 'react';
import { AnchorButton, Callout, ProgressBar } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { readCredentials } from '../auth/credentials';
import { storeScopeHeaders } from '../areas/stores/exports';
import { errorMessage } from '../graphql/errors';
import { useJobErrorsQuery, useJobProgressQuery, type JobStatus } from '../graphql/generated';
import { completeData } from '../graphql/queryData';

/** How often a running job is asked for its status; the provider's jobs take seconds. */
export const JOB_POLL_INTERVAL_MS = 1000;

/** How many of a failed job's errors are shown; the total is always stated. */
const SHOWN_ERRORS = 20;

const FINISHED: readonly JobStatus[] = ['SUCCESS', 'FAILED', 'CANCELLED'];

export const isJobFinished = (status: JobStatus) => FINISHED.includes(status);

/**
 * Fetches an export's file with the session's bearer token (a plain link cannot send it) and
 * returns a `blob:` URL for a download link; revoked when the component goes away.
 */
function useAuthorizedFile(fileUrl: string | null | undefined) {
  const [objectUrl, setObjectUrl] = useState<string>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!fileUrl) return undefined;
    let created: string | undefined;
    let cancelled = false;
    const credentials = readCredentials();
    const headers: Record<string, string> = { ...storeScopeHeaders() };
    if (credentials) headers.Authorization = `Bearer ${credentials.access_token}`;
    void fetch(fileUrl, { headers })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The file could not be fetched (HTTP ${response.status}).`);
        const blob = await response.blob();
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error.message : 'The file could not be fetched.');
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [fileUrl]);
  return { objectUrl, failure };
}

export interface JobProgressProps {
  jobId: string;
  /** The name the downloaded file is saved under. */
  downloadName?: string;
  /** Polling interval; tests shorten it. */
  pollIntervalMs?: number;
  /** Called once when the job ends (success, failure or cancellation), e.g. to show its result. */
  onFinished?: (status: JobStatus) => void;
}

/**
 * A provider job followed until it ends: a progress bar while pending or started, then a download
 * link for an export's file, or the job's errors.
 */
export function JobProgress({
  jobId,
  downloadName = 'products.csv',
  pollIntervalMs = JOB_POLL_INTERVAL_MS,
  onFinished,
}: JobProgressProps) {
  const progress = useJobProgressQuery({
    variables: { id: jobId },
    pollInterval: pollIntervalMs,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const { error, stopPolling } = progress;
  // Apollo types partial results loosely; only a complete result is read.
  const job = completeData(progress)?.job;
  const finished = job ? isJobFinished(job.status) : false;
  const finalStatus = finished ? job?.status : undefined;
  // The latest callback, without restarting the effect when the parent passes a new function.
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  useEffect(() => {
    if (!finalStatus) return;
    stopPolling();
    onFinishedRef.current?.(finalStatus);
  }, [finalStatus, stopPolling]);
  const errors = useJobErrorsQuery({
    variables: { id: jobId, page: { limit: SHOWN_ERRORS } },
    skip: !finished || job?.status === 'SUCCESS',
  });
  const file = useAuthorizedFile(job?.status === 'SUCCESS' ? job.fileUrl : undefined);

  if (error) {
    return (
      <Callout intent="danger" title="Could not follow the job" role="alert">
        {errorMessage(error)}
      </Callout>
    );
  }
  if (!job || !finished) {
    const label = job?.status === 'STARTED' ? 'Running…' : 'Waiting to start…';
    return (
      <div className="job-progress" role="status" aria-label="Job progress">
        <p>{label}</p>
        {/* The provider reports no percentage: pending shows a sliver, started an animated bar. */}
        <ProgressBar
          intent="primary"
          value={job?.status === 'STARTED' ? undefined : 0.05}
          aria-label={label}
        />
      </div>
    );
  }
  if (job.status === 'SUCCESS') {
    if (!job.fileUrl) return <Callout intent="success" title="The job finished successfully" />;
    if (file.failure) return <Callout intent="danger" title={file.failure} role="alert" />;
    return (
      <Callout intent="success" title="The export is ready">
        <AnchorButton
          icon={<DownloadIcon />}
          intent="primary"
          text="Download CSV"
          href={file.objectUrl}
          download={downloadName}
          disabled={!file.objectUrl}
          loading={!file.objectUrl}
        />
      </Callout>
    );
  }
  const page = completeData(errors)?.job?.errors;
  return (
    <Callout
      intent="danger"
      title={job.status === 'CANCELLED' ? 'The job was cancelled' : 'The job finished with errors'}
      role="alert"
    >
      {page && (
        <>
          <p>
            {page.pageInfo.total} {page.pageInfo.total === 1 ? 'error' : 'errors'}
            {page.pageInfo.total > page.items.length ? ` (first ${page.items.length} shown)` : ''}
          </p>
          <ul aria-label="Job errors">
            {page.items.map((item) => (
              <li key={item.id}>{item.message}</li>
            ))}
          </ul>
        </>
      )}
    </Callout>
  );
}
