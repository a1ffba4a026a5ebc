import { count } from '../../format/count';
import { capitalize } from '../../format/text';
import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  HTMLTable,
  ProgressBar,
} from '@blueprintjs/core';
import { DownloadIcon, ImportIcon } from '@blueprintjs/icons';
import { errorMessage } from '../../graphql/errors';
import { csvFileName, downloadFile, toCsv } from './csv';
import {
  fileSizeProblem,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  OUTCOME_LABELS,
  planSummary,
  readFileText,
  reportColumns,
  reportSummary,
  writesRow,
  type CsvImport,
  type PlannedFile,
  type ReportLine,
} from './csvImport';

/** Rows a table in the dialog shows; the downloaded report has every row. */
const SHOWN_ROWS = 500;

type Phase =
  | { kind: 'pick'; problem?: string }
  | { kind: 'comparing'; fileName: string; compared: number; total: number }
  | { kind: 'preview'; fileName: string; file: PlannedFile; ignoredColumns: string[] }
  | { kind: 'running'; fileName: string; finished: number; total: number }
  | { kind: 'done'; fileName: string; lines: ReportLine[] }
  | { kind: 'failed'; message: string };

/**
 * "Import (CSV)" on a list: the seller picks a file; each valid row is compared with the record it
 * names (reads only) and the preview says what would be created, updated (which columns) or
 * skipped as unchanged, and why other rows cannot be sent. Nothing is written before the seller
 * confirms; the run has a progress bar and ends with a report of every row, which downloads as CSV.
 */
export function CsvImportButton<TRow>({ importer, title }: { importer: CsvImport<TRow>; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportIcon />} text="Import (CSV)" onClick={() => setOpen(true)} />
      {open && <CsvImportDialog importer={importer} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

export function CsvImportDialog<TRow>({
  importer,
  title,
  onClose,
}: {
  importer: CsvImport<TRow>;
  /** The list's name, e.g. "Customers": the dialog's title and the report's file name. */
  title: string;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const stop = useRef<AbortController | null>(null);
  const { noun, keyHeader } = importer;

  const pickFile = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const tooLarge = fileSizeProblem(file);
    if (tooLarge) {
      setPhase({ kind: 'pick', problem: tooLarge });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    try {
      const checked = importer.check(await readFileText(file));
      if (!checked.ok) {
        setPhase({ kind: 'pick', problem: checked.message });
        return;
      }
      const total = checked.rowCount;
      setPhase({ kind: 'comparing', fileName: file.name, compared: 0, total });
      const planned = await checked.plan(
        (compared) => setPhase({ kind: 'comparing', fileName: file.name, compared, total }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setPhase({
        kind: 'preview',
        fileName: file.name,
        file: planned,
        ignoredColumns: checked.ignoredColumns,
      });
    } catch (error) {
      setPhase({ kind: 'pick', problem: errorMessage(error) });
    }
  };

  const start = async (fileName: string, planned: PlannedFile) => {
    const controller = new AbortController();
    stop.current = controller;
    const total = planned.rows.filter(writesRow).length;
    setPhase({ kind: 'running', fileName, finished: 0, total });
    try {
      const lines = await planned.run(
        (finished) => setPhase({ kind: 'running', fileName, finished, total }),
        controller.signal,
      );
      importer.onFinished?.();
      setPhase({ kind: 'done', fileName, lines });
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const close = () => {
    stop.current?.abort();
    onClose();
  };
  const busy = phase.kind === 'running' || phase.kind === 'comparing';
  /** Stops comparing (back to choosing a file) or stops the run (rows in flight finish). */
  const stopWork = () => {
    stop.current?.abort();
    if (phase.kind === 'comparing') setPhase({ kind: 'pick' });
  };

  return (
    <Dialog
      isOpen
      title={`Import ${title.toLowerCase()}`}
      onClose={close}
      canOutsideClickClose={!busy}
      style={{ width: 760, maxWidth: '95vw' }}
    >
      <DialogBody>
        {phase.kind === 'pick' && (
          <>
            <p>
              A CSV file with a header row, up to {IMPORT_MAX_ROWS.toLocaleString('en')} rows and{' '}
              {(IMPORT_MAX_BYTES / 1024 / 1024).toLocaleString('en')} MB; the list’s “Export (CSV)” writes
              these columns. Empty cells keep what is stored. Columns:
            </p>
            <HTMLTable compact className="bulk-summary" aria-label="Columns">
              <thead>
                <tr>
                  <th scope="col">Column</th>
                  <th scope="col">Required</th>
                  <th scope="col">What it holds</th>
                </tr>
              </thead>
              <tbody>
                {importer.columns.map((column) => (
                  <tr key={column.header}>
                    <td>
                      <code>{column.header}</code>
                    </td>
                    <td>{column.required ? 'Yes' : 'No'}</td>
                    <td>{column.help}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <FileInput
              fill
              style={{ margin: '12px 0' }}
              text="Choose a CSV file…"
              buttonText="Browse"
              inputProps={{ accept: '.csv,text/csv', 'aria-label': `CSV file of ${noun[1]}` }}
              onInputChange={(event) => void pickFile(event)}
            />
            {phase.problem && (
              <Callout intent="danger" role="alert" title="This file cannot be imported">
                {phase.problem}
              </Callout>
            )}
          </>
        )}
        {phase.kind === 'comparing' && (
          <>
            <p>
              Comparing the file’s {noun[1]} with the store (nothing is written):{' '}
              {phase.compared.toLocaleString('en')} of {phase.total.toLocaleString('en')}
            </p>
            <ProgressBar
              intent="primary"
              value={phase.total ? phase.compared / phase.total : 1}
              aria-label="Comparing with the store"
            />
          </>
        )}
        {phase.kind === 'preview' && <Preview phase={phase} noun={noun} keyHeader={keyHeader} />}
        {phase.kind === 'running' && (
          <>
            <p>
              {phase.finished.toLocaleString('en')} of {count(phase.total, noun)} sent
            </p>
            <ProgressBar
              intent="primary"
              value={phase.total ? phase.finished / phase.total : 1}
              aria-label="Import progress"
            />
          </>
        )}
        {phase.kind === 'failed' && (
          <Callout intent="danger" role="alert" title="Stopped">
            {phase.message}
          </Callout>
        )}
        {phase.kind === 'done' && <Report lines={phase.lines} noun={noun} keyHeader={keyHeader} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {phase.kind === 'preview' && (
              <>
                <Button text="Choose another file" onClick={() => setPhase({ kind: 'pick' })} />
                <Button
                  intent="primary"
                  text={`Import ${count(phase.file.rows.filter(writesRow).length, noun)}`}
                  disabled={!phase.file.rows.some(writesRow)}
                  onClick={() => void start(phase.fileName, phase.file)}
                />
              </>
            )}
            {phase.kind === 'done' && (
              <Button
                icon={<DownloadIcon />}
                text="Download report (CSV)"
                onClick={() =>
                  downloadFile(
                    csvFileName(`${title} import report`),
                    toCsv(phase.lines, reportColumns(keyHeader)),
                  )
                }
              />
            )}
            {busy ? (
              <Button text="Stop" onClick={stopWork} />
            ) : (
              <Button
                intent={phase.kind === 'done' ? 'primary' : 'none'}
                text={phase.kind === 'preview' ? 'Cancel' : 'Close'}
                onClick={close}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}

function Preview({
  phase,
  noun,
  keyHeader,
}: {
  phase: Extract<Phase, { kind: 'preview' }>;
  noun: readonly [string, string];
  keyHeader: string;
}) {
  const { rows } = phase.file;
  const updates = rows.filter((row) => row.action === 'update');
  const problems = rows.flatMap((row) =>
    row.action === 'invalid' ? row.problems.map((problem) => ({ row, problem })) : [],
  );
  return (
    <>
      <Callout intent={problems.length ? 'warning' : 'primary'} role="status" title={phase.fileName}>
        {planSummary(rows, noun)}
        {rows.some(writesRow) && ' Nothing is written before you start the import.'}
      </Callout>
      {phase.ignoredColumns.length > 0 && <p>Columns not imported: {phase.ignoredColumns.join(', ')}.</p>}
      {problems.length > 0 && (
        <HTMLTable compact className="bulk-summary" aria-label="Rows with problems">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{keyHeader}</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.slice(0, SHOWN_ROWS).map(({ row, problem }, index) => (
              <tr key={`${row.row}-${index}`}>
                <td>{row.row}</td>
                <td className="bulk-summary__name">{row.key}</td>
                <td>{problem.column}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {problems.length > SHOWN_ROWS && (
        <p>… and {(problems.length - SHOWN_ROWS).toLocaleString('en')} more problems.</p>
      )}
      {updates.length > 0 && (
        <HTMLTable compact className="bulk-summary" aria-label="Rows to update">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{keyHeader}</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {updates.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td className="bulk-summary__name">{row.key}</td>
                <td>{row.changes.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {updates.length > SHOWN_ROWS && (
        <p>… and {(updates.length - SHOWN_ROWS).toLocaleString('en')} more updates.</p>
      )}
    </>
  );
}

/** The report on screen: rows that did not work first, then the rest; the download has them all. */
function Report({
  lines,
  noun,
  keyHeader,
}: {
  lines: readonly ReportLine[];
  noun: readonly [string, string];
  keyHeader: string;
}) {
  const worked = (line: ReportLine) =>
    line.outcome === 'created' || line.outcome === 'updated' || line.outcome === 'unchanged';
  const ordered = [...lines.filter((line) => !worked(line)), ...lines.filter(worked)];
  const problems = lines.some((line) => !worked(line));
  return (
    <>
      <Callout intent={problems ? 'warning' : 'success'} role="status">
        {capitalize(reportSummary(lines, noun))}
      </Callout>
      <HTMLTable compact className="bulk-summary" aria-label="Import report">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">{keyHeader}</th>
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {ordered.slice(0, SHOWN_ROWS).map((line) => (
            <tr key={line.row}>
              <td>{line.row}</td>
              <td className="bulk-summary__name">{line.key}</td>
              <td>{OUTCOME_LABELS[line.outcome]}</td>
              <td>{line.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {ordered.length > SHOWN_ROWS && (
        <p>
          The first {SHOWN_ROWS.toLocaleString('en')} rows are shown; the downloaded report has all{' '}
          {ordered.length.toLocaleString('en')}.
        </p>
      )}
    </>
  );
}
