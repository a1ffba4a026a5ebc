import type { RouteObject } from 'react-router';

export const customApiRoutes: RouteObject[] = [
  {
    path: 'custom-apis',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./CustomApiListPage')).CustomApiListPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./CustomApiDetailPage')).CustomApiDetailPage }),
      },
      {
        path: ':id/entries/:entryId',
        lazy: async () => ({ Component: (await import('./CustomApiEntryPage')).CustomApiEntryPage }),
      },
    ],
  },
];
