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
        path: 'merchant-realm-mappings',
        lazy: async () => ({
          Component: (await import('./MerchantRealmMappingListPage')).MerchantRealmMappingListPage,
        }),
      },
      {
        path: 'merchant-realm-mappings/:id',
        lazy: async () => ({
          Component: (await import('./MerchantRealmMappingDetailPage')).MerchantRealmMappingDetailPage,
        }),
      },
      {
        path: ':id',
        lazy: async () => ({ Component: (await import('./RealmDetailPage')).RealmDetailPage }),
      },
      {
        path: ':id/users/:userId',
        lazy: async () => ({ Component: (await import('./RealmUserPage')).RealmUserPage }),
      },
    ],
  },
];
