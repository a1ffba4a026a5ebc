import { Spinner } from '@blueprintjs/core';
import type { RouteObject } from 'react-router';
import { redirectIfSignedIn, requireCredentials } from '../auth/session';
import { productRoutes } from '../areas/products/routes';
import { AREAS } from './areas';
import { PageNotFound, RouteErrorBoundary } from './RouteErrorBoundary';
import { Shell } from './Shell';

/** Areas without pages yet: each still gets its own lazily loaded route. */
const unavailableAreaRoutes: RouteObject[] = AREAS.filter((area) => !area.available).map((area) => ({
  path: `${area.path.slice(1)}/*`,
  lazy: async () => {
    const { AreaNotAvailable } = await import('./AreaNotAvailable');
    return { element: <AreaNotAvailable area={area} /> };
  },
}));

/** Every route of the admin; pages load lazily, so the first load holds only the shell. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <Spinner className="page-spinner" />,
    children: [
      {
        path: 'sign-in',
        loader: redirectIfSignedIn,
        lazy: async () => ({ Component: (await import('../auth/SignInPage')).SignInPage }),
      },
      {
        id: 'session',
        loader: requireCredentials,
        // Checked on every navigation: storage may have been cleared (sign-out in another tab).
        shouldRevalidate: () => true,
        element: <Shell />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('../areas/home/HomePage')).HomePage }),
              },
              ...productRoutes,
              ...unavailableAreaRoutes,
              { path: '*', element: <PageNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
