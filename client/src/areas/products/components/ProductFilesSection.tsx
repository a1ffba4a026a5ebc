import { useState } from 'react';
import { Button, Callout, Card, H5, Spinner } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, PaperclipIcon, TrashIcon } from '@blueprintjs/icons';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachProductFilesMutation,
  useDetachProductFilesMutation,
  useProductFilesOfQuery,
  useReplaceProductFilesMutation,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { ChooseFileDialog, FileThumbnail, UploadFileButton } from '../../files/exports';
import './productAttributes.css';

export interface ProductFilesSectionProps {
  productId: string;
}

/**
 * The files attached to a product (besides its main image). "Attach files" opens the store's file
 * picker, which stays open so several files can be attached one after another; each attach or detach
 * answers the product's new `files`, which Apollo's cache merges. Moving a file up or down replaces
 * the whole list in its new order (`replaceProductFiles`); a refusal is shown under the list.
 */
export function ProductFilesSection({ productId }: ProductFilesSectionProps) {
  const chooseDialog = useUrlDialog('attach-files');
  const result = useProductFilesOfQuery({ variables: { id: productId } });
  const [attach] = useAttachProductFilesMutation();
  const [detach, { loading: detaching }] = useDetachProductFilesMutation();
  const [replace, { loading: reordering }] = useReplaceProductFilesMutation();
  const [orderProblem, setOrderProblem] = useState<string>();
  const files = completeData(result)?.product?.files ?? [];

  const attachFile = async (fileId: string): Promise<void> => {
    await toastMutation(async () => {
      const { data } = await attach({ variables: { productId, fileIds: [fileId] } });
      return data?.attachProductFiles.userErrors;
    }, 'File attached');
  };

  const detachFile = (fileId: string) =>
    toastMutation(async () => {
      const { data } = await detach({ variables: { productId, fileIds: [fileId] } });
      return data?.detachProductFiles.userErrors;
    }, 'File detached');

  /** Swaps the file at `index` with its neighbour (`step` -1 up, +1 down) and saves the new order. */
  const move = async (index: number, step: -1 | 1): Promise<void> => {
    const ids = files.map((file) => file.id);
    const other = index + step;
    const [moved, neighbour] = [ids[index], ids[other]];
    if (moved === undefined || neighbour === undefined) return;
    ids[index] = neighbour;
    ids[other] = moved;
    setOrderProblem(undefined);
    try {
      const { data } = await replace({ variables: { productId, fileIds: ids } });
      const [problem] = data?.replaceProductFiles.userErrors ?? [];
      if (problem) setOrderProblem(problem.message);
    } catch (error) {
      setOrderProblem(errorMessage(error));
    }
  };

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
          {files.map((file, index) => (
            <li key={file.id} className="product-files__item">
              <FileThumbnail file={file} />
              <span>{file.fileName}</span>
              <Button
                icon={<ArrowUpIcon />}
                size="small"
                variant="minimal"
                disabled={index === 0 || reordering}
                aria-label={`Move ${file.fileName} up`}
                onClick={() => void move(index, -1)}
              />
              <Button
                icon={<ArrowDownIcon />}
                size="small"
                variant="minimal"
                disabled={index === files.length - 1 || reordering}
                aria-label={`Move ${file.fileName} down`}
                onClick={() => void move(index, 1)}
              />
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
      {orderProblem && (
        <Callout intent="danger" role="alert" title="The files could not be reordered">
          {orderProblem}
        </Callout>
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
