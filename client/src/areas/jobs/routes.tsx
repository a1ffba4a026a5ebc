import type { RouteObject } from 'react-router';

export const jobRoutes: RouteObject[] = [
  {
    path: 'jobs',
    lazy: async () => ({ Component: (await import('./JobListPage')).JobListPage }),
  },
];
