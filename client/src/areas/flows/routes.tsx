import type { RouteObject } from 'react-router';

export const flowRoutes: RouteObject[] = [
  {
    path: 'flows',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./FlowsPage')).FlowsPage }) },
      {
        path: 'fields',
        lazy: async () => ({ Component: (await import('./FlowFieldsPage')).FlowFieldsPage }),
      },
      {
        path: 'fields/:fieldId',
        lazy: async () => ({ Component: (await import('./FlowFieldsPage')).FlowFieldPage }),
      },
      {
        path: ':flowId',
        lazy: async () => ({ Component: (await import('./FlowDetailPage')).FlowDetailPage }),
      },
    ],
  },
];
