import { Button, Card, H5 } from '@blueprintjs/core';
import { MediaIcon, TrashIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useRemoveProductMainImageMutation,
  useSetProductMainImageMutation,
  type ProductMainImageFileFragment,
} from '../../../graphql/generated';
import { ChooseFileDialog } from './ChooseFileDialog';
import { FileThumbnail } from './FileThumbnail';
import { UploadFileButton } from './UploadFileButton';

export interface ProductMainImageProps {
  productId: string;
  mainImage: ProductMainImageFileFragment | null;
}

/**
 * The product edit page's main image: shows it, picks another from the store's files, uploads a new
 * one, or removes it. The mutations answer the product's new `mainImage`, which Apollo's cache merges
 * into every view of the product (the list's thumbnail included).
 */
export function ProductMainImage({ productId, mainImage }: ProductMainImageProps) {
  const chooseDialog = useUrlDialog('choose-image');
  const [setMainImage] = useSetProductMainImageMutation();
  const [removeMainImage, { loading: removing }] = useRemoveProductMainImageMutation();

  const use = async (fileId: string) => {
    try {
      const { data } = await setMainImage({ variables: { productId, fileId } });
      const [problem] = data?.setProductMainImage.userErrors ?? [];
      if (problem) {
        showToast(problem.message, 'danger');
        return;
      }
      showToast('Main image set');
      chooseDialog.close();
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };

  const remove = async () => {
    try {
      const { data } = await removeMainImage({ variables: { productId } });
      const [problem] = data?.removeProductMainImage.userErrors ?? [];
      showToast(problem ? problem.message : 'Main image removed', problem ? 'danger' : 'success');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };

  return (
    <Card className="product-main-image" aria-label="Main image" role="region">
      <FileThumbnail file={mainImage} size="large" />
      <div className="product-main-image-actions">
        <H5>Main image</H5>
        <span>{mainImage ? mainImage.fileName : 'No main image yet.'}</span>
        <Button icon={<MediaIcon />} text="Choose image" onClick={chooseDialog.open} />
        <UploadFileButton text="Upload new" accept="image/*" onUploaded={(file) => use(file.id)} />
        {mainImage && (
          <Button
            icon={<TrashIcon />}
            intent="danger"
            variant="outlined"
            text="Remove"
            loading={removing}
            onClick={() => void remove()}
          />
        )}
      </div>
      {chooseDialog.isOpen && (
        <ChooseFileDialog title="Choose main image" onChoose={use} onClose={chooseDialog.close} />
      )}
    </Card>
  );
}
