import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { MediaIcon, CrossIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import {
  ProductMainImageFileFragmentDoc,
  type ProductMainImageFileFragment,
} from '../../../graphql/generated';
import { ChooseFileDialog, UploadFileButton } from '../../files/exports';
import './productPrices.css';

/** The image chosen for a product not created yet: set as its main image right after creation. */
export interface ChosenImage {
  id: string;
  /** The file's name, as the seller saw it when choosing. */
  label: string;
}

export interface ProductImageChooserProps {
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
}

/** The create form's "Main image": upload one or pick an existing file. */
export function ProductImageChooser({ value, onChange }: ProductImageChooserProps) {
  // Not a URL dialog: changing the URL would ask whether to leave the unsaved form.
  const [choosing, setChoosing] = useState(false);
  const client = useApolloClient();
  /** The picker lists files it loaded: their names are in the cache. */
  const fileName = (fileId: string) =>
    client.readFragment<ProductMainImageFileFragment>({
      id: client.cache.identify({ __typename: 'File', id: fileId }),
      fragment: ProductMainImageFileFragmentDoc,
    })?.fileName ?? fileId;
  return (
    <fieldset className="product-image-chooser">
      <legend>Main image</legend>
      <div className="product-image-chooser__row">
        <span>{value ? `Chosen: ${value.label}` : 'No main image chosen.'}</span>
        <Button icon={<MediaIcon />} text="Choose image" onClick={() => setChoosing(true)} />
        <UploadFileButton
          text="Upload image"
          accept="image/*"
          onUploaded={(file) => onChange({ id: file.id, label: file.file_name })}
        />
        {value && (
          <Button icon={<CrossIcon />} variant="minimal" text="Clear" onClick={() => onChange(null)} />
        )}
      </div>
      {choosing && (
        <ChooseFileDialog
          title="Choose main image"
          onChoose={async (fileId) => {
            onChange({ id: fileId, label: fileName(fileId) });
            setChoosing(false);
            return Promise.resolve();
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </fieldset>
  );
}
