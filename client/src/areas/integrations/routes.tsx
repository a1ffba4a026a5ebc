import type { RouteObject } from 'react-router';

export const integrationRoutes: RouteObject[] = [
  {
    path: 'integrations',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./IntegrationListPage')).IntegrationListPage }),
      },
      {
        path: 'logs',
        lazy: async () => ({ Component: (await import('./IntegrationLogsPage')).IntegrationLogsPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./IntegrationDetailPage')).IntegrationDetailPage }),
      },
    ],
  },
];
