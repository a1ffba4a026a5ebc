import type { RouteObject } from 'react-router';

export const PERSONAL_DATA_PATH = '/personal-data';

/** The personal data page showing one item's logs and data set. */
export function personalDataUrl(item?: { type: string; id: string }): string {
  if (!item) return PERSONAL_DATA_PATH;
  return `${PERSONAL_DATA_PATH}?${new URLSearchParams({ type: item.type, id: item.id }).toString()}`;
}

export const personalDataRoutes: RouteObject[] = [
  {
    path: 'personal-data',
    lazy: async () => ({ Component: (await import('./PersonalDataPage')).PersonalDataPage }),
  },
];
