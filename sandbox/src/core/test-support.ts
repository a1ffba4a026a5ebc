import { startSandbox, type RunningSandbox, type StartSandboxOptions } from './app';

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
  } = {},
): Promise<JsonResponse<TBody>> {
  const headers: Record<string, string> = {};
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
