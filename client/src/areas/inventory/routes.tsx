import type { RouteObject } from 'react-router';

export const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./InventoryListPage')).InventoryListPage }),
      },
      {
        path: 'locations',
        lazy: async () => ({ Component: (await import('./LocationsPage')).LocationsPage }),
      },
      {
        path: 'stock/:productId',
        lazy: async () => ({ Component: (await import('./StockDetailPage')).StockDetailPage }),
      },
      {
        path: 'stock/:productId/transactions/:transactionId',
        lazy: async () => ({ Component: (await import('./StockTransactionPage')).StockTransactionPage }),
      },
      {
        path: 'locations/:id',
        lazy: async () => ({ Component: (await import('./LocationDetailPage')).LocationDetailPage }),
      },
    ],
  },
];
