import { Spinner } from '@blueprintjs/core';
import type { RouteObject } from 'react-router';
import { jwtSignInLoader } from '../auth/jwtSignIn';
import { redirectIfSignedIn, requireCredentials } from '../auth/session';
import { ssoCallbackLoader } from '../auth/sso';
import { customRelationshipRoutes } from '../areas/custom-relationships/routes';
import { fileRoutes } from '../areas/files/routes';
import { flowRoutes } from '../areas/flows/routes';
import { hierarchyRoutes } from '../areas/hierarchies/routes';
import { homeRoutes } from '../areas/home/routes';
import { legacyCatalogueRoutes } from '../areas/legacy-catalogue/routes';
import { orderRoutes } from '../areas/orders/routes';
import { priceBookRoutes } from '../areas/pricebooks/routes';
import { cartRoutes } from '../areas/carts/routes';
import { promotionRoutes } from '../areas/promotions/routes';
import { inventoryRoutes } from '../areas/inventory/routes';
import { catalogRoutes } from '../areas/catalogs/routes';
import { customerRoutes } from '../areas/customers/routes';
import { accountRoutes } from '../areas/accounts/routes';
import { realmRoutes } from '../areas/realms/routes';
import { variationRoutes } from '../areas/variations/routes';
import { productRoutes } from '../areas/products/routes';
import { storeRoutes } from '../areas/stores/routes';
import { settingsRoutes } from '../areas/settings/routes';
import { applicationKeyRoutes } from '../areas/application-keys/routes';
import { customApiRoutes } from '../areas/custom-apis/routes';
import { personalDataRoutes } from '../areas/personal-data/routes';
import { integrationRoutes } from '../areas/integrations/routes';
import { jobRoutes } from '../areas/jobs/routes';
import { subscriptionRoutes } from '../areas/subscriptions/routes';
import { metricsRoutes } from '../areas/metrics/routes';
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
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../auth/account/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../auth/account/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({ Component: (await import('../auth/account/SignUpPage')).SignUpPage }),
      },
      {
        path: 'sign-in/sso',
        loader: ssoCallbackLoader,
        lazy: async () => ({ Component: (await import('../auth/SsoCallbackPage')).SsoCallbackPage }),
      },
      {
        path: 'sign-in/jwt',
        loader: jwtSignInLoader,
        lazy: async () => ({ Component: (await import('../auth/JwtSignInPage')).JwtSignInPage }),
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
              ...homeRoutes,
              ...productRoutes,
              ...storeRoutes,
              {
                path: 'sso-profile',
                lazy: async () => ({
                  Component: (await import('../auth/account/SsoProfilePage')).SsoProfilePage,
                }),
              },
              ...hierarchyRoutes,
              ...priceBookRoutes,
              ...cartRoutes,
              ...orderRoutes,
              ...inventoryRoutes,
              ...catalogRoutes,
              ...fileRoutes,
              ...variationRoutes,
              ...legacyCatalogueRoutes,
              ...customRelationshipRoutes,
              ...jobRoutes,
              ...flowRoutes,
              ...customerRoutes,
              ...accountRoutes,
              ...realmRoutes,
              ...settingsRoutes,
              ...applicationKeyRoutes,
              ...customApiRoutes,
              ...personalDataRoutes,
              ...integrationRoutes,
              ...subscriptionRoutes,
              ...promotionRoutes,
              ...metricsRoutes,
              ...unavailableAreaRoutes,
              { path: '*', element: <PageNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
