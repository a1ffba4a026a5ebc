import { Button, Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { PaperclipIcon, TrashIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachProductFilesMutation,
  useDetachProductFilesMutation,
  useProductFilesOfQuery,
} from '../../../graphql/generated';
import { ChooseFileDialog, FileThumbnail, UploadFileButton } from '../../files/exports';
import './productAttributes.css';

export interface ProductFilesSectionProps {
  productId: string;
}

/**
 * The files attached to a product (besides its main image). "Attach files" opens the store's file
 * picker, which stays open so several files can be attached one after another; each attach or detach
 * answers the product's new `files`, which Apollo's cache merges.
 */
export function ProductFilesSection({ productId }: ProductFilesSectionProps) {
  const chooseDialog = useUrlDialog('attach-files');
  const result = useProductFilesOfQuery({ variables: { id: productId } });
  const [attach] = useAttachProductFilesMutation();
  const [detach, { loading: detaching }] = useDetachProductFilesMutation();
  const files = result.dataState === 'complete' ? (result.data.product?.files ?? []) : [];

  const run = async (
    change: () => Promise<readonly { message: string }[] | undefined>,
    done: string,
  ): Promise<void> => {
    try {
      const [problem] = (await change()) ?? [];
      showToast(problem ? problem.message : done, problem ? 'danger' : 'success');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };

  const attachFile = (fileId: string) =>
    run(async () => {
      const { data } = await attach({ variables: { productId, fileIds: [fileId] } });
      return data?.attachProductFiles.userErrors;
    }, 'File attached');

  const detachFile = (fileId: string) =>
    run(async () => {
      const { data } = await detach({ variables: { productId, fileIds: [fileId] } });
      return data?.detachProductFiles.userErrors;
    }, 'File detached');

  return (
    <Card className="form-card" role="region" aria-label="Files">
      <H5>Files</H5>
      {result.loading && files.length === 0 && <Spinner size={20} aria-label="Loading files" />}
      {result.error && (
        <Callout intent="danger" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      {!result.loading && !result.error && files.length === 0 && <p>No files attached.</p>}
      {files.length > 0 && (
        <ul className="product-files__list" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.id} className="product-files__item">
              <FileThumbnail file={file} />
              <span>{file.fileName}</span>
              <Button
                icon={<TrashIcon />}
                size="small"
                variant="minimal"
                intent="danger"
                loading={detaching}
                aria-label={`Detach ${file.fileName}`}
                onClick={() => void detachFile(file.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <Button icon={<PaperclipIcon />} text="Attach files" onClick={chooseDialog.open} />
        <UploadFileButton text="Upload and attach" onUploaded={(file) => attachFile(file.id)} />
      </div>
      {chooseDialog.isOpen && (
        <ChooseFileDialog title="Attach files" onChoose={attachFile} onClose={chooseDialog.close} />
      )}
    </Card>
  );
}
