import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App, createAppServices } from '../src/app/App';
import { storeCredentials } from '../src/auth/credentials';

/** A signed-in seller's stored credentials (the spec's password shape). */
export function signInForTest(): void {
  storeCredentials({
    access_token: 'test-access-token',
    expires: Date.now() + 3_600_000,
    expires_in: 3600,
    identifier: 'password',
    refresh_token: 'test-refresh-token',
    token_type: 'Bearer',
  });
}

/** The whole admin (real routes, lazy pages, session handling, Apollo against msw) at `path`. */
export function renderApp(path: string) {
  const { client, router } = createAppServices({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    // Node's fetch needs an absolute URL; msw matches GraphQL by operation name anyway.
    graphqlUri: 'http://localhost/graphql',
  });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} />);
  return { ...view, user, router, client };
}

/** The current URL's path and query, e.g. "/products?name=shirt". */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}
