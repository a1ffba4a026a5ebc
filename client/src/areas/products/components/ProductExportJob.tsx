import { useState } from 'react';
import { Button, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { ExportIcon, ManualIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { JobProgress } from '../../../components/JobProgress';
import { errorMessage } from '../../../graphql/errors';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { LoadError } from '../../../components/LoadError';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  useExportProductsMutation,
  useProductAttributeListQuery,
  type ProductAttributeListQuery,
  type ProductFilter,
  type JobStartedFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

export interface ProductExportJobProps {
  /** The list's current filter: the export holds exactly the products the seller is looking at. */
  filter: ProductFilter | undefined;
}

interface FollowedJob {
  id: string;
  title: string;
}

const firstMessage = (userErrors: readonly { message: string }[]) => userErrors[0]?.message;

const ATTRIBUTE_COLUMNS: readonly ResourceColumn<ProductAttributeListQuery['productAttributes'][number]>[] = [
  { id: 'column', header: 'Column', cell: (attribute) => <code>{attribute.name}</code> },
  { id: 'label', header: 'Label', cell: (attribute) => attribute.label },
  { id: 'type', header: 'Type', cell: (attribute) => attribute.type },
  { id: 'required', header: 'Required', cell: (attribute) => (attribute.required ? 'Yes' : 'No') },
  { id: 'description', header: 'Description', cell: (attribute) => attribute.description },
];

/**
 * The attributes products have (`productAttributes`): the columns the provider's export job
 * writes, template fields included. The list's "Import (CSV)" reads the ones it lists itself.
 */
function ProductAttributesDialog({ onClose }: { onClose: () => void }) {
  const result = useProductAttributeListQuery();
  const attributes = completeData(result)?.productAttributes ?? [];
  return (
    <Dialog isOpen title="CSV columns" onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        <LoadError title="Could not load the product attributes" error={result.error} />
        {result.loading && attributes.length === 0 && <Spinner size={20} aria-label="Loading attributes" />}
        {attributes.length > 0 && (
          <ResourceTable
            compact
            label="Product attributes"
            columns={ATTRIBUTE_COLUMNS}
            rows={attributes}
            rowKey={(attribute) => attribute.name}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}

/**
 * The Export button (for the product list and the jobs list) starts the provider's export job,
 * shown in a dialog until it ends; "CSV columns" lists the attributes its file holds. Importing is
 * the product list's "Import (CSV)" (`useProductImport`), which previews before it writes.
 */
export function ProductExportJob({ filter }: ProductExportJobProps) {
  const columnsDialog = useUrlDialog('csv-columns');
  const [followed, setFollowed] = useState<FollowedJob>();
  const [exportProducts, exporting] = useExportProductsMutation();

  /** Follows the job the mutation started in a dialog, or says why it did not start. */
  const follow = (payload: JobStartedFragment | undefined, title: string, refused: string) => {
    if (payload?.job) setFollowed({ id: payload.job.id, title });
    else showToast(firstMessage(payload?.userErrors ?? []) ?? refused, 'danger');
  };

  const startExport = async () => {
    try {
      const { data } = await exportProducts({ variables: { filter } });
      follow(data?.exportProducts, 'Exporting products', 'The export could not start.');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
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
      <Button icon={<ManualIcon />} text="CSV columns" onClick={columnsDialog.open} />
      {columnsDialog.isOpen && <ProductAttributesDialog onClose={columnsDialog.close} />}
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
