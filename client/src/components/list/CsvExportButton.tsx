import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { count } from '../../format/count';
import { errorMessage } from '../../graphql/errors';
import { loadAllRows, type PagedSource } from './bulk';
import { csvFileName, downloadFile, toCsv, type CsvColumn } from './csv';

/**
 * "Export all (CSV)" for a paged table outside `ListPage` (a section's rows): every matching row,
 * read 100 a page up to the provider's reachable 10,100, in the columns its import reads.
 */
export function CsvExportButton<TRow>({
  title,
  noun,
  source,
  columns,
}: {
  /** The file's name, e.g. "Retail prices". */
  title: string;
  noun: readonly [string, string];
  source: PagedSource<TRow>;
  columns: (rows: readonly TRow[]) => readonly CsvColumn<TRow>[];
}) {
  const [loading, setLoading] = useState(false);
  const exportAll = async () => {
    setLoading(true);
    try {
      const rows = await loadAllRows(source, () => undefined, new AbortController().signal);
      downloadFile(csvFileName(title), toCsv(rows, columns(rows)));
      showToast(`Exported ${count(rows.length, noun)}`);
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      icon={<DownloadIcon />}
      text="Export all (CSV)"
      loading={loading}
      onClick={() => void exportAll()}
    />
  );
}
