import type { RouteObject } from 'react-router';

export const metricsRoutes: RouteObject[] = [
  {
    path: 'metrics',
    lazy: async () => ({ Component: (await import('./MetricsPage')).MetricsPage }),
  },
];
