import { count } from '../../format/count';
import { useRef, useState } from 'react';
import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  ProgressBar,
} from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { errorMessage } from '../../graphql/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { removeAfterUndoWindow } from '../undo/undoWindow';
import {
  BULK_MAX_ROWS,
  loadAllRows,
  runBulkAction,
  type BulkAction,
  type BulkOutcome,
  type BulkRowRun,
  type PagedSource,
} from './bulk';
import { csvFileName, downloadFile, toCsv, type CsvColumn } from './csv';

/** What a list gives for selecting rows, acting on them in bulk and exporting them. */
export interface ListBulk<TRow> {
  /** The rows' noun, singular and plural: `['customer', 'customers']`. */
  noun: readonly [string, string];
  /** A row's name in summaries and tick boxes; by default the first column's text, else the key. */
  describe?: (row: TRow) => string;
  /** The list as filtered now, page by page: "all matching" and the CSV export read it. */
  source: PagedSource<TRow>;
  actions?: readonly BulkAction<TRow>[];
  /** After a bulk change went out: evict or refetch the list. */
  onChanged?: () => void;
}

export interface BulkBarProps<TRow> {
  bulk: ListBulk<TRow> & { describe: (row: TRow) => string };
  title: string;
  /** The CSV export's columns for the rows exported. */
  csvColumns: (rows: readonly TRow[]) => readonly CsvColumn<TRow>[];
  rowKey: (row: TRow) => string;
  /** The rows ticked by hand (on this page or others). */
  selected: readonly TRow[];
  /** Every row matching the filters is chosen, not only the ticked ones. */
  allMatching: boolean;
  /** Rows matching the filters, when the list knows it. */
  total: number | undefined;
  /** Whether every row of the page is ticked (offers "all matching"). */
  pageFullySelected: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

type Phase<TRow> =
  | { kind: 'idle' }
  | { kind: 'confirm'; action: BulkAction<TRow> }
  | { kind: 'prepare'; title: string; action: BulkAction<TRow> }
  | { kind: 'loading'; title: string; loaded: number; total: number }
  | { kind: 'running'; title: string; finished: number; total: number }
  | { kind: 'done'; title: string; action: BulkAction<TRow>; outcome: BulkOutcome<TRow> }
  | { kind: 'failed'; title: string; message: string };

/**
 * The bar over a list's table: how many rows are chosen, "select all matching", the list's bulk
 * actions and CSV export (of the chosen rows, or of every matching row when none is chosen). Runs
 * show a progress bar and end with a summary of what failed and why.
 */
export function BulkBar<TRow>({
  bulk,
  title,
  csvColumns,
  rowKey,
  selected,
  allMatching,
  total,
  pageFullySelected,
  onSelectAllMatching,
  onClear,
}: BulkBarProps<TRow>) {
  const [phase, setPhase] = useState<Phase<TRow>>({ kind: 'idle' });
  const stop = useRef<AbortController | null>(null);
  const chosenCount = allMatching ? (total ?? 0) : selected.length;
  const anyChosen = allMatching || selected.length > 0;

  /** The chosen rows: ticked ones at once, or every matching row loaded page by page. */
  const chosenRows = async (runTitle: string, signal: AbortSignal): Promise<readonly TRow[]> => {
    if (!allMatching && selected.length > 0) return selected;
    setPhase({ kind: 'loading', title: runTitle, loaded: 0, total: total ?? 0 });
    return loadAllRows(
      bulk.source,
      ({ loaded, total: all }) => setPhase({ kind: 'loading', title: runTitle, loaded, total: all }),
      signal,
    );
  };

  const exportCsv = async () => {
    const controller = new AbortController();
    stop.current = controller;
    const runTitle = `Exporting ${title.toLowerCase()}`;
    try {
      const rows = await chosenRows(runTitle, controller.signal);
      if (controller.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      downloadFile(csvFileName(title), toCsv(rows, csvColumns(rows)));
      setPhase({ kind: 'idle' });
      showToast(`Exported ${count(rows.length, bulk.noun)}`);
    } catch (error) {
      setPhase({ kind: 'failed', title: runTitle, message: errorMessage(error) });
    }
  };

  /** Runs `action` over the chosen rows; `rowRun` is its own run, or the one its parameters gave. */
  const run = async (action: BulkAction<TRow>, rowRun: BulkRowRun<TRow> | undefined = action.run) => {
    if (!rowRun) {
      setPhase({ kind: 'prepare', title: `${action.label}: ${count(chosenCount, bulk.noun)}`, action });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    const runTitle = `${action.label}: ${count(chosenCount, bulk.noun)}`;
    try {
      const rows = await chosenRows(runTitle, controller.signal);
      if (controller.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      const execute = async () => {
        setPhase({ kind: 'running', title: runTitle, finished: 0, total: rows.length });
        const outcome = await runBulkAction(
          rows,
          { run: rowRun },
          (finished) => setPhase({ kind: 'running', title: runTitle, finished, total: rows.length }),
          controller.signal,
        );
        bulk.onChanged?.();
        onClear();
        setPhase({ kind: 'done', title: runTitle, action, outcome });
      };
      if (!action.removes) {
        await execute();
        return;
      }
      setPhase({ kind: 'idle' });
      await removeAfterUndoWindow({
        keys: rows.map(rowKey),
        message: `${count(rows.length, bulk.noun)} will be ${action.done}.`,
        run: execute,
      });
    } catch (error) {
      setPhase({ kind: 'failed', title: runTitle, message: errorMessage(error) });
    }
  };

  const closeRun = () => {
    stop.current?.abort();
    setPhase({ kind: 'idle' });
  };

  return (
    <div className="bulk-bar" role="region" aria-label="Bulk actions">
      {anyChosen ? (
        <span className="bulk-bar__count" aria-live="polite">
          {allMatching
            ? `All ${count(chosenCount, bulk.noun)} matching are selected`
            : `${count(chosenCount, bulk.noun)} selected`}
        </span>
      ) : (
        <span className={`bulk-bar__count ${Classes.TEXT_MUTED}`}>Tick rows to act on several at once.</span>
      )}
      {pageFullySelected && !allMatching && total !== undefined && total > selected.length && (
        <Button variant="minimal" intent="primary" onClick={onSelectAllMatching}>
          Select all {count(Math.min(total, BULK_MAX_ROWS), bulk.noun)} matching
        </Button>
      )}
      {anyChosen && <Button variant="minimal" text="Clear selection" onClick={onClear} />}
      <ButtonGroup className="bulk-bar__actions">
        {anyChosen &&
          bulk.actions?.map((action) => (
            <Button
              key={action.id}
              text={action.label}
              intent={action.removes ? 'danger' : 'none'}
              onClick={() => (action.removes ? setPhase({ kind: 'confirm', action }) : void run(action))}
            />
          ))}
        <Button
          icon={<DownloadIcon />}
          text={anyChosen ? 'Export selected (CSV)' : 'Export all (CSV)'}
          onClick={() => void exportCsv()}
        />
      </ButtonGroup>
      <ConfirmDialog
        isOpen={phase.kind === 'confirm'}
        confirmText={phase.kind === 'confirm' ? phase.action.label : 'Confirm'}
        onConfirm={() => phase.kind === 'confirm' && void run(phase.action)}
        onCancel={() => setPhase({ kind: 'idle' })}
      >
        {phase.kind === 'confirm' &&
          `${phase.action.label} ${count(chosenCount, bulk.noun)}? You can undo for a few seconds; nothing is sent before then.`}
      </ConfirmDialog>
      {phase.kind === 'prepare' && (
        <Dialog isOpen title={phase.title} onClose={() => setPhase({ kind: 'idle' })}>
          {phase.action.prepare && (
            <phase.action.prepare
              onReady={(rowRun) => void run(phase.action, rowRun)}
              onCancel={() => setPhase({ kind: 'idle' })}
            />
          )}
        </Dialog>
      )}
      {(phase.kind === 'loading' ||
        phase.kind === 'running' ||
        phase.kind === 'done' ||
        phase.kind === 'failed') && <BulkRunDialog phase={phase} bulk={bulk} onClose={closeRun} />}
    </div>
  );
}

function BulkRunDialog<TRow>({
  phase,
  bulk,
  onClose,
}: {
  phase: Exclude<Phase<TRow>, { kind: 'idle' } | { kind: 'confirm' } | { kind: 'prepare' }>;
  bulk: BulkBarProps<TRow>['bulk'];
  onClose: () => void;
}) {
  const busy = phase.kind === 'loading' || phase.kind === 'running';
  return (
    <Dialog isOpen title={phase.title} onClose={onClose} canOutsideClickClose={!busy} canEscapeKeyClose>
      <DialogBody>
        {phase.kind === 'loading' && (
          <>
            <p>
              Loading the matching rows: {phase.loaded.toLocaleString('en')} of{' '}
              {Math.min(phase.total, BULK_MAX_ROWS).toLocaleString('en')}
            </p>
            <ProgressBar
              intent="primary"
              value={phase.total ? phase.loaded / Math.min(phase.total, BULK_MAX_ROWS) : undefined}
              aria-label="Loading rows"
            />
            {phase.total > BULK_MAX_ROWS && (
              <Callout intent="warning">
                The provider serves the first {BULK_MAX_ROWS.toLocaleString('en')} rows of a list only; narrow
                the filters to reach the rest.
              </Callout>
            )}
          </>
        )}
        {phase.kind === 'running' && (
          <>
            <p>
              {phase.finished.toLocaleString('en')} of {count(phase.total, bulk.noun)} done
            </p>
            <ProgressBar
              intent="primary"
              value={phase.total ? phase.finished / phase.total : 1}
              aria-label="Progress"
            />
          </>
        )}
        {phase.kind === 'failed' && (
          <Callout intent="danger" role="alert" title="Stopped">
            {phase.message}
          </Callout>
        )}
        {phase.kind === 'done' && <BulkSummary outcome={phase.outcome} action={phase.action} bulk={bulk} />}
      </DialogBody>
      <DialogFooter
        actions={
          busy ? (
            <Button text="Stop" onClick={onClose} />
          ) : (
            <Button intent="primary" text="Close" onClick={onClose} />
          )
        }
      />
    </Dialog>
  );
}

function BulkSummary<TRow>({
  outcome,
  action,
  bulk,
}: {
  outcome: BulkOutcome<TRow>;
  action: BulkAction<TRow>;
  bulk: BulkBarProps<TRow>['bulk'];
}) {
  const { succeeded, failed, skipped } = outcome;
  return (
    <>
      <Callout intent={failed.length ? 'warning' : 'success'} role="status">
        {count(succeeded, bulk.noun)} {action.done}
        {failed.length > 0 && `, ${failed.length.toLocaleString('en')} failed`}
        {skipped > 0 && `, ${skipped.toLocaleString('en')} not tried (stopped)`}.
      </Callout>
      {failed.length > 0 && (
        <HTMLTable compact className="bulk-summary" aria-label="Failures">
          <thead>
            <tr>
              <th scope="col">{bulk.noun[0].replace(/^./, (first) => first.toUpperCase())}</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {failed.map((failure, index) => (
              <tr key={index}>
                <td className="bulk-summary__name">{bulk.describe(failure.row)}</td>
                <td>
                  {failure.unknown ? 'Outcome unknown (check before retrying): ' : ''}
                  {failure.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
