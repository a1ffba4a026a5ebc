import type { RouteObject } from 'react-router';

export const fileRoutes: RouteObject[] = [
  {
    path: 'files',
    lazy: async () => ({ Component: (await import('./FileListPage')).FileListPage }),
  },
];
