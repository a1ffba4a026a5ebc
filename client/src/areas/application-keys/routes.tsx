import type { RouteObject } from 'react-router';

export const applicationKeyRoutes: RouteObject[] = [
  {
    path: 'application-keys',
    lazy: async () => ({ Component: (await import('./ApplicationKeyListPage')).ApplicationKeyListPage }),
  },
];
