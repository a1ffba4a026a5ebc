import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { readCredentials } from '../auth/credentials';
import { hasGatewayErrorCode } from './errors';

export interface ApolloClientOptions {
  /** Where the gateway answers GraphQL; same origin in the browser, absolute in tests. */
  uri?: string;
  /** Called when the gateway says the caller's credentials are missing, expired or revoked. */
  onUnauthenticated?: () => void;
}

export function createApolloClient({ uri = '/graphql', onUnauthenticated }: ApolloClientOptions = {}) {
  // Read at request time, so signing in or out takes effect without rebuilding the client.
  const authLink = new SetContextLink((previousContext) => {
    const credentials = readCredentials();
    if (!credentials) return {};
    return {
      headers: { ...previousContext.headers, Authorization: `Bearer ${credentials.access_token}` },
    };
  });

  // Token refresh arrives with the auth issue; until then an expired session simply signs out.
  const errorLink = new ErrorLink(({ error }) => {
    if (hasGatewayErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated?.();
  });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache({
      typePolicies: {
        Product: { keyFields: ['id'] },
      },
    }),
  });
}
