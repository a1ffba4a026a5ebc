import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from '../core/config';
import { STORE_HEADER } from '../auth-stores/stores';
import {
  request,
  type ErrorBody,
  type JsonResponse,
  type TestSandbox,
  type TokenBody,
} from '../core/test-support';

/** Test helper (not a test file): a second store of the seller's organization, for isolation tests. */

export interface OtherStore {
  id: string;
  call: <T>(method: string, path: string, json?: unknown) => Promise<JsonResponse<T & ErrorBody>>;
}

export async function otherStore(sandbox: TestSandbox): Promise<OtherStore> {
  const seller = await request<TokenBody>(sandbox, '/oauth/access_token', {
    method: 'POST',
    form: { grant_type: 'password', username: DEFAULT_SELLER_EMAIL, password: DEFAULT_SELLER_PASSWORD },
  });
  const token = seller.body.access_token;
  const store = await request<{ data: { id: string } }>(sandbox, '/v2/stores', {
    method: 'POST',
    token,
    json: { data: { type: 'store', name: `Isolation ${Date.now()}` } },
  });
  if (store.status !== 201) throw new Error(`Store creation failed with ${store.status}`);
  const id = store.body.data.id;
  return {
    id,
    call: async <T>(method: string, path: string, json?: unknown) => {
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          [STORE_HEADER]: id,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : undefined) as T & ErrorBody,
        headers: response.headers,
      };
    },
  };
}
