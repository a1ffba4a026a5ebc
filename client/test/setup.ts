import '@testing-library/jest-dom';
import { Classes } from '@blueprintjs/core';
import { act, configure, waitFor } from '@testing-library/react';
import { clearToasts } from '../src/app/toaster';
import { undoPendingRemovals } from '../src/components/undo/undoWindow';
import { server } from './server';

// Pages are lazy routes: on a cold CI machine the first import of a page transpiles its whole module
// tree inside the test, which can outlast testing-library's 1 s default for findBy*/waitFor.
configure({ asyncUtilTimeout: 10_000 });
// Room for a case's several such waits (testTimeout is not a per-project option of jest).
jest.setTimeout(60_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // A removal still in its undo window must not go out during the next case.
  undoPendingRemovals();
  // Toasts live in one toaster for the whole page; one case's notices must not leak into the next.
  await act(clearToasts);
  // A cleared toast leaves with an exit transition; the next case must not find it on its way out.
  await waitFor(() => expect(document.querySelector(`.${Classes.TOAST}`)).toBeNull());
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
