import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, FileInput } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { JobProgress } from '../../../components/JobProgress';
import { errorMessage } from '../../../graphql/errors';
import {
  useExportProductsMutation,
  useImportProductsMutation,
  type ProductFilter,
} from '../../../graphql/generated';

export interface ProductExportImportProps {
  /** The list's current filter: the export holds exactly the products the seller is looking at. */
  filter: ProductFilter | undefined;
}

interface FollowedJob {
  id: string;
  title: string;
}

const firstMessage = (userErrors: readonly { message: string }[]) => userErrors[0]?.message;

/** Export and Import buttons for the product list; each starts a job shown in a dialog until it ends. */
export function ProductExportImport({ filter }: ProductExportImportProps) {
  const [followed, setFollowed] = useState<FollowedJob>();
  const [exportProducts, exporting] = useExportProductsMutation();
  const [importProducts, importing] = useImportProductsMutation();

  const startExport = async () => {
    try {
      const { data } = await exportProducts({ variables: { filter } });
      const payload = data?.exportProducts;
      if (payload?.job) setFollowed({ id: payload.job.id, title: 'Exporting products' });
      else showToast(firstMessage(payload?.userErrors ?? []) ?? 'The export could not start.', 'danger');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };

  const startImport = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      // CSV is text: sent in the mutation, so no separate upload route is needed (see schema/jobs.graphql).
      const { data } = await importProducts({ variables: { csv: await file.text() } });
      const payload = data?.importProducts;
      if (payload?.job) setFollowed({ id: payload.job.id, title: `Importing ${file.name}` });
      else showToast(firstMessage(payload?.userErrors ?? []) ?? 'The import could not start.', 'danger');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    } finally {
      input.value = '';
    }
  };

  return (
    <>
      <Button
        icon={<ExportIcon />}
        text="Export"
        loading={exporting.loading}
        onClick={() => void startExport()}
      />
      <FileInput
        text={importing.loading ? 'Importing…' : 'Import CSV'}
        buttonText="Browse"
        disabled={importing.loading}
        inputProps={{ accept: '.csv,text/csv', 'aria-label': 'Import products from CSV' }}
        onInputChange={(event) => void startImport(event)}
      />
      {followed && (
        <Dialog isOpen title={followed.title} onClose={() => setFollowed(undefined)}>
          <DialogBody>
            <JobProgress jobId={followed.id} />
          </DialogBody>
        </Dialog>
      )}
    </>
  );
}
