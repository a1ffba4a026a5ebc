import type { RouteObject } from 'react-router';

const loadProductFormPage = async () => ({
  Component: (await import('./ProductFormPage')).ProductFormPage,
});

export const productRoutes: RouteObject[] = [
  {
    path: 'products',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./ProductListPage')).ProductListPage }) },
      { path: 'add', lazy: loadProductFormPage },
      { path: ':id', lazy: loadProductFormPage },
    ],
  },
];
