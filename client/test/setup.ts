import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { clearToasts } from '../src/app/toaster';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Toasts live in one toaster for the whole page; one case's notices must not leak into the next.
  await act(clearToasts);
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
