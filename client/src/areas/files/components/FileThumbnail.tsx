import { DocumentIcon, MediaIcon } from '@blueprintjs/icons';
import '../files.css';
import { isImage } from '../fileFormat';

export interface FileThumbnailProps {
  /** The file, or null for "no image" (a placeholder). */
  file: { fileName: string; link: { href: string }; mimeType?: string } | null | undefined;
  size?: 'small' | 'large';
}

/** A square preview: the image itself, or an icon for other files and for none. */
export function FileThumbnail({ file, size = 'small' }: FileThumbnailProps) {
  const className = size === 'large' ? 'file-thumbnail large' : 'file-thumbnail';
  const iconSize = size === 'large' ? 48 : 16;
  if (!file) {
    return (
      <span className={className} aria-label="No image" role="img">
        <MediaIcon size={iconSize} />
      </span>
    );
  }
  if (file.mimeType && !isImage(file.mimeType)) {
    return (
      <span className={className} aria-label={file.fileName} role="img">
        <DocumentIcon size={iconSize} />
      </span>
    );
  }
  return (
    <span className={className}>
      <img src={file.link.href} alt={file.fileName} loading="lazy" />
    </span>
  );
}
