// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { ChooseFileDialog } from './components/ChooseFileDialog';
export { FileThumbnail } from './components/FileThumbnail';
export { ProductMainImage } from './components/ProductMainImage';
export { UploadFileButton } from './components/UploadFileButton';
