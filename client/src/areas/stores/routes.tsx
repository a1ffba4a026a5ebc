import type { RouteObject } from 'react-router';

const loadStoreFormPage = async () => ({ Component: (await import('./StoreFormPage')).StoreFormPage });

export const storeRoutes: RouteObject[] = [
  {
    path: 'stores',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./StoreListPage')).StoreListPage }) },
      { path: 'add', lazy: loadStoreFormPage },
      { path: ':id', lazy: loadStoreFormPage },
    ],
  },
];
