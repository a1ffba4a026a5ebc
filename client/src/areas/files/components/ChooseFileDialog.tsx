import { useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { errorMessage } from '../../../graphql/errors';
import { useFileListQuery } from '../../../graphql/generated';
import { latestData } from '../../../graphql/queryData';
import { FileThumbnail } from './FileThumbnail';

/** Images per page of the picker: one provider page. */
const PICKER_PAGE = 100;

export interface ChooseFileDialogProps {
  title: string;
  /** Runs when a file is picked; the dialog shows a spinner on it meanwhile. */
  onChoose: (fileId: string) => Promise<void>;
  onClose: () => void;
}

/** A grid of the store's images to pick one from, filtered by name. Mounted only while open. */
export function ChooseFileDialog({ title, onChoose, onClose }: ChooseFileDialogProps) {
  const [name, setName] = useState('');
  const [choosing, setChoosing] = useState<string | null>(null);
  const trimmed = name.trim();
  const result = useFileListQuery({
    variables: {
      filter: trimmed ? { fileName: { like: trimmed } } : undefined,
      page: { limit: PICKER_PAGE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const files = latestData(result)?.files.items.filter((file) => file.mimeType.startsWith('image/'));

  const choose = async (fileId: string) => {
    setChoosing(fileId);
    try {
      await onChoose(fileId);
    } finally {
      setChoosing(null);
    }
  };

  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 640 }}>
      <DialogBody>
        <InputGroup
          leftIcon={<SearchIcon />}
          placeholder="Name contains"
          aria-label="Image name contains"
          value={name}
          onValueChange={setName}
        />
        <div style={{ marginTop: 12 }}>
          {error && (
            <Callout intent="danger" role="alert">
              {errorMessage(error)}
            </Callout>
          )}
          {!files && loading && <Spinner aria-label="Loading images" />}
          {files?.length === 0 && <NonIdealState title="No images" description="Upload an image first." />}
          {files && files.length > 0 && (
            <div className="file-picker-grid" role="list" aria-label="Images">
              {files.map((file) => (
                <Button
                  key={file.id}
                  role="listitem"
                  variant="outlined"
                  aria-label={`Choose ${file.fileName}`}
                  loading={choosing === file.id}
                  disabled={choosing !== null}
                  onClick={() => void choose(file.id)}
                >
                  <FileThumbnail file={file} size="large" />
                  <span className="file-picker-name">{file.fileName}</span>
                </Button>
              ))}
            </div>
          )}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text="Cancel" onClick={onClose} />} />
    </Dialog>
  );
}
