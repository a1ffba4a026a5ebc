import type { ReactNode } from 'react';
import { Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { errorMessage } from '../graphql/errors';

export interface RecordDialogProps<TRecord> {
  title: string;
  /** The record's query as it stands. */
  query: { loading: boolean; error?: unknown };
  /** The record once read; null or undefined while loading or when it is not there. */
  record: TRecord | null | undefined;
  /** What the dialog says when the query found no such record, e.g. "This transaction was not found." */
  notFound: string;
  onClose: () => void;
  /** The record's fields. */
  children: (record: TRecord) => ReactNode;
}

/** A dialog showing one record read by id: a spinner while it loads, the error, "not found", then it. */
export function RecordDialog<TRecord>({
  title,
  query,
  record,
  notFound,
  onClose,
  children,
}: RecordDialogProps<TRecord>) {
  const { loading, error } = query;
  return (
    <Dialog isOpen title={title} onClose={onClose}>
      <DialogBody>
        {loading && <Spinner size={20} />}
        {error ? <Callout intent="danger">{errorMessage(error)}</Callout> : null}
        {!loading && !error && !record && <Callout intent="warning">{notFound}</Callout>}
        {record && children(record)}
      </DialogBody>
    </Dialog>
  );
}
