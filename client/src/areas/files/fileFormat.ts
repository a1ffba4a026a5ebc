const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** `1536` → `1.5 KB`; files linked by URL have no known size (0) and show a dash. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** Whether a browser can show the file as an `<img>`. */
export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
