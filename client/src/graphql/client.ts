import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, from, mergeMap, tap, throwError } from 'rxjs';
import { authStatusOrNull, canRefresh } from '../auth/authState';
import { readCredentials } from '../auth/credentials';
import { createSessionRefresher, needsRefresh, type SessionRefresher } from '../auth/refresh';
import { hasGatewayErrorCode } from './errors';

export interface ApolloClientOptions {
  /** Where the gateway answers GraphQL; same origin in the browser, absolute in tests. */
  uri?: string;
  /**
   * Called when the session is over: the gateway rejected credentials that cannot be renewed, or
   * renewing them failed (app storage is already cleared then).
   */
  onUnauthenticated?: () => void;
  /** Extra headers for every request, read at request time (the active store, see areas/stores). */
  requestHeaders?: () => Record<string, string>;
  /** Tests inject a refresher; by default one talking to the same gateway. */
  refresher?: SessionRefresher;
}

function isUnauthenticatedResult(result: ApolloLink.Result): boolean {
  return (result.errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
}

export function createApolloClient({
  uri = '/graphql',
  onUnauthenticated,
  requestHeaders,
  refresher = createSessionRefresher({ graphqlUri: uri, onRefreshFailed: () => onUnauthenticated?.() }),
}: ApolloClientOptions = {}) {
  // Read at request time, so signing in or out takes effect without rebuilding the client. A token
  // about to expire is renewed first (one shared request however many operations wait for it).
  const authLink = new SetContextLink(async (previousContext) => {
    let credentials = readCredentials();
    if (needsRefresh(credentials)) {
      credentials = await refresher.refresh().catch(() => null);
    }
    const headers: Record<string, string> = { ...previousContext.headers, ...requestHeaders?.() };
    if (credentials) headers.Authorization = `Bearer ${credentials.access_token}`;
    return { headers };
  });

  // UNAUTHENTICATED: renew the session once and replay the operation with the new token; a session
  // that cannot be renewed (JWT, no credentials) or that is rejected again is over.
  const refreshLink = new ErrorLink(({ error, operation, forward }) => {
    if (!hasGatewayErrorCode(error, 'UNAUTHENTICATED')) return;
    const status = authStatusOrNull(readCredentials());
    if (status === null || !canRefresh(status)) {
      onUnauthenticated?.();
      return;
    }
    // A slow answer to a request sent before another operation renewed the session needs no new
    // refresh: replaying it with the stored token is enough (otherwise each would rotate it again).
    const sentWith = (operation.getContext().headers as Record<string, string> | undefined)?.Authorization;
    const stored = readCredentials();
    const alreadyRenewed =
      stored !== null && sentWith !== undefined && sentWith !== `Bearer ${stored.access_token}`;
    return from(alreadyRenewed ? Promise.resolve(stored) : refresher.refresh()).pipe(
      // Replayed once: errors of the replay are not handled by this link again, so a second
      // rejection ends the session here.
      mergeMap(() =>
        forward(operation).pipe(
          tap({
            next: (result) => {
              if (isUnauthenticatedResult(result)) onUnauthenticated?.();
            },
            error: (replayError: unknown) => {
              if (hasGatewayErrorCode(replayError, 'UNAUTHENTICATED')) onUnauthenticated?.();
            },
          }),
        ),
      ),
      // The refresher has signed the seller out; the operation fails with its original error.
      catchError(() => throwError(() => error)),
    );
  });

  return new ApolloClient({
    link: ApolloLink.from([refreshLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache({
      typePolicies: {
        Product: { keyFields: ['id'] },
        Store: { keyFields: ['id'] },
      },
    }),
  });
}
