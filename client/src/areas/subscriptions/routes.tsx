import type { RouteObject } from 'react-router';

export const subscriptionRoutes: RouteObject[] = [
  {
    path: 'subscriptions',
    lazy: async () => ({ Component: (await import('./SubscriptionsLayout')).SubscriptionsLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./SubscriptionListPage')).SubscriptionListPage }),
      },
      {
        path: 'offerings',
        lazy: async () => ({ Component: (await import('./OfferingListPage')).OfferingListPage }),
      },
      {
        path: 'offerings/:id',
        lazy: async () => ({ Component: (await import('./OfferingDetailPage')).OfferingDetailPage }),
      },
      {
        path: 'plans',
        lazy: async () => ({ Component: (await import('./PlanListPage')).PlanListPage }),
      },
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('./ProductListPage')).ProductListPage }),
      },
      {
        path: 'invoices',
        lazy: async () => ({ Component: (await import('./InvoiceListPage')).InvoiceListPage }),
      },
      {
        path: 'invoices/:id',
        lazy: async () => ({ Component: (await import('./InvoiceDetailPage')).InvoiceDetailPage }),
      },
      {
        path: 'invoices/:invoiceId/payments/:paymentId',
        lazy: async () => ({ Component: (await import('./InvoicePaymentPage')).InvoicePaymentPage }),
      },
      {
        path: 'subscribers',
        lazy: async () => ({ Component: (await import('./SubscriberListPage')).SubscriberListPage }),
      },
      {
        path: 'jobs',
        lazy: async () => ({ Component: (await import('./JobsPage')).JobsPage }),
      },
      {
        path: 'billing-rules',
        lazy: async () => ({ Component: (await import('./BillingRulesPage')).BillingRulesPage }),
      },
      {
        path: ':id',
        lazy: async () => ({
          Component: (await import('./SubscriptionDetailPage')).SubscriptionDetailPage,
        }),
      },
    ],
  },
];
