import { useState, type FormEvent } from 'react';
import { FileInput } from '@blueprintjs/core';
import { showToast } from '../../../app/toaster';
import { uploadFile, type UploadedFile } from '../upload';

export interface UploadFileButtonProps {
  /** Called after a successful upload, with the created file. */
  onUploaded: (file: UploadedFile) => void | Promise<void>;
  text?: string;
  /** Limits the picker, e.g. `image/*`. */
  accept?: string;
}

/** A Blueprint FileInput that uploads the chosen file at once through `POST /api/files`. */
export function UploadFileButton({ onUploaded, text = 'Upload file', accept }: UploadFileButtonProps) {
  const [uploading, setUploading] = useState<string | null>(null);

  const onChange = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(file.name);
    try {
      const uploaded = await uploadFile(file);
      showToast(`Uploaded ${uploaded.file_name}`);
      await onUploaded(uploaded);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'The upload failed.', 'danger');
    } finally {
      setUploading(null);
      // The same file can be chosen again after a failure.
      input.value = '';
    }
  };

  return (
    <FileInput
      text={uploading ? `Uploading ${uploading}…` : text}
      buttonText="Browse"
      disabled={uploading !== null}
      inputProps={{ accept, 'aria-label': text }}
      onInputChange={(event) => void onChange(event)}
    />
  );
}
