import type { RouteObject } from 'react-router';

export const customRelationshipRoutes: RouteObject[] = [
  {
    path: 'custom-relationships',
    lazy: async () => ({
      Component: (await import('./CustomRelationshipListPage')).CustomRelationshipListPage,
    }),
  },
];
