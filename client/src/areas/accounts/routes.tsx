import type { RouteObject } from 'react-router';

export const accountRoutes: RouteObject[] = [
  {
    path: 'accounts',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./AccountListPage')).AccountListPage }),
      },
      {
        path: 'tags',
        lazy: async () => ({ Component: (await import('./AccountTagListPage')).AccountTagListPage }),
      },
      {
        path: 'members/:id',
        lazy: async () => ({ Component: (await import('./AccountMemberPage')).AccountMemberPage }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./AccountDetailPage')).AccountDetailPage }),
      },
      {
        path: ':id/memberships/:membershipId',
        lazy: async () => ({ Component: (await import('./AccountMemberPage')).AccountMembershipPage }),
      },
    ],
  },
];
