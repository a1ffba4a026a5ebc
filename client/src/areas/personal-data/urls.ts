// The personal-data area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const PERSONAL_DATA_PATH = '/personal-data';

/** The personal data page showing one item's logs and data set. */
export function personalDataUrl(item?: { type: string; id: string }): string {
  if (!item) return PERSONAL_DATA_PATH;
  return `${PERSONAL_DATA_PATH}?${new URLSearchParams({ type: item.type, id: item.id }).toString()}`;
}
