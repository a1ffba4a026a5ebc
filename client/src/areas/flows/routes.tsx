import type { RouteObject } from 'react-router';

export const FLOWS_PATH = '/flows';

export const flowDetailUrl = (flowId: string) => `${FLOWS_PATH}/${encodeURIComponent(flowId)}`;

export const flowRoutes: RouteObject[] = [
  {
    path: 'flows',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./FlowsPage')).FlowsPage }) },
      {
        path: ':flowId',
        lazy: async () => ({ Component: (await import('./FlowDetailPage')).FlowDetailPage }),
      },
    ],
  },
];
