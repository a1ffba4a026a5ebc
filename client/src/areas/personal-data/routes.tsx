import type { RouteObject } from 'react-router';

export const personalDataRoutes: RouteObject[] = [
  {
    path: 'personal-data',
    lazy: async () => ({ Component: (await import('./PersonalDataPage')).PersonalDataPage }),
  },
];
