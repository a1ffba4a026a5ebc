import { ApolloProvider } from '@apollo/client/react';
import { HotkeysProvider } from '@blueprintjs/core';
import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { storeScopeHeaders } from '../areas/stores/exports';
import { CredentialsCookieName } from '../auth/deployment';
import { endSession, SIGN_IN_PATH } from '../auth/session';
import { createApolloClient } from '../graphql/client';
import { appRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppServicesOptions {
  /** Tests pass `createMemoryRouter`. */
  createRouter?: (routes: RouteObject[]) => AppRouter;
  /** The gateway's GraphQL endpoint; same origin by default. */
  graphqlUri?: string;
}

/** The Apollo client and the router, wired so a rejected session lands on the sign-in page. */
export function createAppServices({
  createRouter = createBrowserRouter,
  graphqlUri,
}: AppServicesOptions = {}): { client: ApolloClient; router: AppRouter } {
  const router = createRouter(appRoutes);
  let ending = false;
  const client = createApolloClient({
    uri: graphqlUri,
    requestHeaders: storeScopeHeaders,
    onUnauthenticated: () => {
      const { pathname, search } = router.state.location;
      if (ending || pathname === SIGN_IN_PATH) return;
      ending = true;
      void endSession(client, (to) => router.navigate(to), pathname + search).finally(() => {
        ending = false;
      });
    },
  });
  return { client, router };
}

export function App({ client, router }: { client: ApolloClient; router: AppRouter }) {
  return (
    <ApolloProvider client={client}>
      <CredentialsCookieName />
      {/*
        No transitions: Apollo's useQuery re-subscribes with new variables during render, so a
        transition render (new URL) and the committed render (old URL) would keep switching a list
        query between the two variable sets, fetching each time.
      */}
      {/* One hotkeys registry for the whole admin; its "?" dialog lists every registered shortcut. */}
      <HotkeysProvider dialogProps={{ title: 'Keyboard shortcuts' }}>
        <RouterProvider router={router} useTransitions={false} />
      </HotkeysProvider>
    </ApolloProvider>
  );
}
