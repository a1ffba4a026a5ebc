import { STORE_HEADER } from '../auth-stores/stores';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from './app';
import { DEFAULT_SELLER_EMAIL, DEFAULT_SELLER_PASSWORD } from './config';

/** Shared helpers for the sandbox's HTTP tests (not a test file itself). */

export class FakeClock {
  constructor(private current = Date.UTC(2026, 0, 15, 9, 0, 0)) {}

  readonly now = (): number => this.current;

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

export interface TestSandbox extends RunningSandbox {
  clock: FakeClock;
}

export async function startTestSandbox(options: StartSandboxOptions = {}): Promise<TestSandbox> {
  const clock = new FakeClock();
  // Resource tests send bursts far above a development store's 25 requests/s; limits.test.ts covers the limit.
  const sandbox = await startSandbox({
    port: 0,
    dataPath: ':memory:',
    now: clock.now,
    rateLimit: false,
    ...options,
  });
  return { ...sandbox, clock };
}

export interface JsonResponse<TBody> {
  status: number;
  body: TBody;
  headers: Headers;
}

/** fetch + JSON decode. The body type is the test's expectation, checked by its assertions. */
export async function request<TBody = unknown>(
  sandbox: RunningSandbox,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<TBody>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${sandbox.url}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as TBody,
    headers: response.headers,
  };
}

export interface TokenBody {
  access_token: string;
  token_type: string;
  expires: number;
  expires_in: number;
  identifier: string;
  refresh_token?: string;
}

export interface ErrorBody {
  errors: { status: string; title: string; detail?: string; source?: { pointer: string } }[];
}

export async function clientCredentialsToken(sandbox: RunningSandbox): Promise<string> {
  const response = await request<TokenBody>(sandbox, '/oauth/access_token', {
    method: 'POST',
    form: {
      grant_type: 'client_credentials',
      client_id: sandbox.config.clientId,
      client_secret: sandbox.config.clientSecret,
    },
  });
  if (response.status !== 200) throw new Error(`Token request failed with ${response.status}`);
  return response.body.access_token;
}

const START_TIMEOUT_MS = 30_000;

/**
 * A sandbox a test file shares: started before its tests with a client-credentials token.
 * `TGet` and `TSend` are the bodies `get` and `send` expect when a call names none.
 */
export interface SandboxSession<TGet = unknown, TSend = unknown> {
  /** The running sandbox (read it inside tests and hooks, once it has started). */
  readonly sandbox: TestSandbox;
  /** A client-credentials token of the seeded store. */
  readonly token: string;
  /** `GET path` with the token. */
  get: <T = TGet>(path: string) => Promise<JsonResponse<T & ErrorBody>>;
  /** `method path` with the token and an optional JSON body. */
  send: <T = TSend>(method: string, path: string, json?: unknown) => Promise<JsonResponse<T & ErrorBody>>;
  /** Takes a fresh token, e.g. after a test moved the clock past the old one's expiry. */
  renewToken: () => Promise<void>;
}

/**
 * Registers the file's `beforeAll` (start a sandbox, take a token unless `signIn` is false) and
 * `afterAll` (close it), so each test file does not repeat them. Call it before the file's own
 * `beforeAll`, which then runs with the sandbox started.
 */
export function useTestSandbox<TGet = unknown, TSend = unknown>(
  options: StartSandboxOptions = {},
  { signIn = true }: { signIn?: boolean } = {},
): SandboxSession<TGet, TSend> {
  let running: TestSandbox | undefined;
  let token = '';
  const started = (): TestSandbox => {
    if (!running) throw new Error('The test sandbox is used before beforeAll started it');
    return running;
  };
  // Starting seeds a whole store; on a loaded machine that outlasts jest's 5 s default.
  beforeAll(async () => {
    running = await startTestSandbox(options);
    if (signIn) token = await clientCredentialsToken(running);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await running?.close();
  });
  return {
    get sandbox() {
      return started();
    },
    get token() {
      return token;
    },
    get: (path) => request(started(), path, { token }),
    send: (method, path, json) => request(started(), path, { method, token, json }),
    renewToken: async () => {
      token = await clientCredentialsToken(started());
    },
  };
}

/** A second store of the seller's organization, for isolation tests. */
export interface OtherStore {
  id: string;
  /** `method path` in that store, as the seller. */
  call: <T>(method: string, path: string, json?: unknown) => Promise<JsonResponse<T & ErrorBody>>;
}

/** Creates another store as the demo seller (password grant), named `name`. */
export async function otherStore(
  sandbox: TestSandbox,
  name = `Isolation ${Date.now()}`,
): Promise<OtherStore> {
  const seller = await request<TokenBody>(sandbox, '/oauth/access_token', {
    method: 'POST',
    form: { grant_type: 'password', username: DEFAULT_SELLER_EMAIL, password: DEFAULT_SELLER_PASSWORD },
  });
  const token = seller.body.access_token;
  const store = await request<{ data: { id: string } }>(sandbox, '/v2/stores', {
    method: 'POST',
    token,
    json: { data: { type: 'store', name } },
  });
  if (store.status !== 201) throw new Error(`Store creation failed with ${store.status}`);
  const { id } = store.body.data;
  return {
    id,
    call: (method, path, json) =>
      request(sandbox, path, { method, token, json, headers: { [STORE_HEADER]: id } }),
  };
}
