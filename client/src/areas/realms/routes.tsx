import type { RouteObject } from 'react-router';

export const realmRoutes: RouteObject[] = [
  {
    path: 'realms',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./RealmListPage')).RealmListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./RealmDetailPage')).RealmDetailPage }),
      },
    ],
  },
];
