import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, from, mergeMap, tap, throwError } from 'rxjs';
import { authStatusOrNull, canRefresh } from '../auth/authState';
import { readCredentials } from '../auth/credentials';
import { createSessionRefresher, credentialsForRequest, type SessionRefresher } from '../auth/refresh';
import { createCache } from './cache';
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

/**
 * The store calls (spec section 4): a 403 on one of them, as well as a 401, renews the session once
 * and replays the call, since a store created or switched to under an older token may not be in it.
 */
export const STORE_OPERATIONS: ReadonlySet<string> = new Set([
  'StoreList',
  'StoreDetails',
  'StoreTiers',
  'CreateStore',
  'UpdateStore',
  'HomeStore',
]);

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
    const credentials = await credentialsForRequest(refresher);
    const headers: Record<string, string> = { ...previousContext.headers, ...requestHeaders?.() };
    if (credentials) headers.Authorization = `Bearer ${credentials.access_token}`;
    return { headers };
  });

  // UNAUTHENTICATED: renew the session once and replay the operation with the new token; a session
  // that cannot be renewed (JWT, no credentials) or that is rejected again is over.
  const refreshLink = new ErrorLink(({ error, operation, forward }) => {
    const storeCall = STORE_OPERATIONS.has(operation.operationName ?? '');
    const unauthenticated = hasGatewayErrorCode(error, 'UNAUTHENTICATED');
    const forbiddenStoreCall = storeCall && hasGatewayErrorCode(error, 'FORBIDDEN');
    if (storeCall) console.error(`Store call ${operation.operationName ?? ''} failed:`, error.message);
    if (!unauthenticated && !forbiddenStoreCall) return;
    const status = authStatusOrNull(readCredentials());
    if (status === null || !canRefresh(status)) {
      // A refused store call leaves the session as it is; an expired session that cannot renew ends.
      if (unauthenticated) onUnauthenticated?.();
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
    cache: createCache(),
  });
}
