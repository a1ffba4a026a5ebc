/**
 * GraphiQL for developers, bundled with its Monaco workers so nothing is fetched from outside this
 * machine. Requests carry the admin's stored bearer token, so a signed-in seller can explore.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { readCredentials } from '../auth/credentials';

/** Adds the current credentials at request time, so signing in elsewhere needs no reload. */
const fetchWithCredentials: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const credentials = readCredentials();
  if (credentials && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${credentials.access_token}`);
  }
  return fetch(input, { ...init, headers });
};

const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: fetchWithCredentials });

const DEFAULT_QUERY = `# Commerce Manager GraphQL gateway.
# Requests carry the admin's sign-in:
# sign in at /sign-in first.

query FirstProducts {
  products(page: { limit: 10 }) {
    items {
      id
      name
      sku
      status
    }
    pageInfo {
      total
      hasNextPage
    }
  }
}
`;

createRoot(document.getElementById('graphiql') as HTMLElement).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
