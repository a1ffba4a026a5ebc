import { formatFileSize, isImage } from './fileFormat';

describe('file formatting', () => {
  it('formats sizes with a unit and a dash for unknown sizes', () => {
    expect(formatFileSize(0)).toBe('—');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('recognises images by media type', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
  });
});
