import { delay, http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../../test/harness';
import { encodeMultipart, MISSING_CONTENT_TYPE_MESSAGE } from './body';
import { newProviderStats, ProviderCallLimitError, ProviderClient, retryDelayMs } from './client';
import type { ProviderConfig } from './config';
import { ProviderAbortError, ProviderHttpError } from './errors';
import { tokenHash, type AcquireOptions } from './throttle';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function clientRecordingDelays(delays: number[]): ProviderClient {
  const { provider: config } = testConfig();
  return new ProviderClient(
    { ...config, sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
    { token: 'caller-token' },
  );
}

describe('ProviderClient', () => {
  it('sends the caller token, the SDK headers and JSON bodies in a {data} envelope', async () => {
    let seen: Request | undefined;
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ data: { id: 'p1' } }, { status: 201 });
      }),
    );
    const result = await clientRecordingDelays([]).post('pcm/products', {
      body: { data: { type: 'product' } },
    });
    expect(result).toEqual({ data: { id: 'p1' } });
    expect(seen?.headers.get('authorization')).toBe('Bearer caller-token');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('x-moltin-sdk-language')).toBeTruthy();
    expect(seen?.headers.get('x-moltin-application')).toBe('test');
    expect(await seen?.json()).toEqual({ data: { type: 'product' } });
  });

  it('never sends a body with GET and percent-encodes + in query values', async () => {
    let seen: Request | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ data: [] });
      }),
    );
    await clientRecordingDelays([]).get('pcm/products', {
      body: { ignored: true },
      query: { filter: 'eq(sku,A+B)' },
    });
    expect(seen?.url).toContain('filter=eq(sku%2CA%2BB)');
    expect(new URL(seen!.url).searchParams.get('filter')).toBe('eq(sku,A+B)');
    expect(seen?.body).toBeNull();
  });

  it('retries a 429 after 1000 ms x attempt + jitter, and honours Retry-After', async () => {
    let calls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/thing`, () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(
            { errors: [{ status: '429', title: 'Too Many Requests' }] },
            { status: 429 },
          );
        if (calls === 2) return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } });
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    const delays: number[] = [];
    const client = clientRecordingDelays(delays);
    await expect(client.get('v2/thing')).resolves.toEqual({ data: 'ok' });
    expect(delays).toEqual([1250, 3000]);
    expect(client.stats).toEqual({ calls: 3, retries: 2, throttledMs: 0 });
  });

  it('stops at four attempts and rejects with the parsed error body', async () => {
    let calls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/busy`, () => {
        calls += 1;
        return HttpResponse.json(
          { errors: [{ status: '429', title: 'Too Many Requests' }] },
          { status: 429 },
        );
      }),
    );
    const error = await clientRecordingDelays([])
      .get('v2/busy')
      .catch((caught: unknown) => caught);
    expect(calls).toBe(4);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect((error as ProviderHttpError).body).toEqual({
      errors: [{ status: '429', title: 'Too Many Requests' }],
    });
  });

  it('rejects other failures at once; a non-JSON error body becomes {}', async () => {
    let calls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/broken`, () => {
        calls += 1;
        return new HttpResponse('<html>oops</html>', { status: 500 });
      }),
    );
    const error = (await clientRecordingDelays([])
      .get('v2/broken')
      .catch((caught: unknown) => caught)) as ProviderHttpError;
    expect(calls).toBe(1);
    expect(error.status).toBe(500);
    expect(error.body).toEqual({});
  });

  it('reports a network failure as "Network request failed" and an abort as "Aborted"', async () => {
    provider.use(http.get(`${PROVIDER}/v2/down`, () => HttpResponse.error()));
    await expect(clientRecordingDelays([]).get('v2/down')).rejects.toThrow('Network request failed');
    const controller = new AbortController();
    controller.abort();
    provider.use(http.get(`${PROVIDER}/v2/slow`, () => HttpResponse.json({})));
    await expect(clientRecordingDelays([]).get('v2/slow', { signal: controller.signal })).rejects.toThrow(
      'Aborted',
    );
  });

  it('computes the retry delay from the attempt number when no Retry-After is given', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(1000);
    expect(retryDelayMs(3, null, () => 0.999)).toBe(3499);
    expect(retryDelayMs(2, '0', () => 0.5)).toBe(0);
  });

  it('honours Retry-After given as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(1, 'Thu, 01 Jan 2026 00:00:02 GMT', () => 0, undefined, now)).toBe(2000);
  });

  it('never sends a body with HEAD either', async () => {
    let body: string | undefined;
    provider.use(
      http.head(`${PROVIDER}/v2/thing`, async ({ request }) => {
        body = await request.text();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await clientRecordingDelays([]).request('HEAD', 'v2/thing', { body: { ignored: true } });
    expect(body).toBe('');
  });

  it("surfaces a 401 on the caller's pass-through token at once, so the browser refreshes", async () => {
    let calls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/secret`, () => {
        calls += 1;
        return HttpResponse.json({ errors: [{ status: 401, title: 'Unauthorized' }] }, { status: 401 });
      }),
    );
    const error = await clientRecordingDelays([])
      .get('v2/secret')
      .catch((caught: unknown) => caught);
    expect(calls).toBe(1);
    expect((error as ProviderHttpError).status).toBe(401);
  });
});

describe('uploads', () => {
  it('refuses a multipart upload from Node without a content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    await expect(
      new ProviderClient(testConfig().provider, { token: 't' }).post('v2/files', {
        multipart: { body: form },
      }),
    ).rejects.toThrow(MISSING_CONTENT_TYPE_MESSAGE);
  });

  it('sends a multipart body with its own content type and never the JSON one', async () => {
    let seen: { type: string | null; file: unknown } | undefined;
    provider.use(
      http.post(`${PROVIDER}/v2/files`, async ({ request }) => {
        const type = request.headers.get('content-type');
        const form = await request.formData();
        const file = form.get('file');
        seen = { type, file: file instanceof File ? await file.text() : file };
        return HttpResponse.json({ data: { id: 'f1' } }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    await new ProviderClient(testConfig().provider, { token: 't' }).post('v2/files', {
      multipart: await encodeMultipart(form),
    });
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.file).toBe('hello');
  });
});

describe('throttle accounting', () => {
  it("draws every attempt from the rate budget of the caller's store and adds the wait to throttledMs", async () => {
    const keys: string[] = [];
    const config: ProviderConfig = {
      ...testConfig().provider,
      rateBudget: { acquire: async (key) => (keys.push(key), 40.4) },
    };
    let calls = 0;
    provider.use(
      http.get(`${PROVIDER}/v2/thing`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 429 }) : HttpResponse.json({ data: 1 });
      }),
    );
    const client = new ProviderClient(config, { token: 't', storeId: 'store-9' });
    await client.get('v2/thing');
    expect(keys).toEqual(['store:store-9', 'store:store-9']);
    expect(client.stats).toEqual({ calls: 2, retries: 1, throttledMs: 80 });
    const concurrent = new ProviderClient(config, { token: 't', storeId: 'store-9' });
    await Promise.all([concurrent.get('v2/thing'), concurrent.get('v2/thing'), concurrent.get('v2/thing')]);
    expect(concurrent.stats.throttledMs).toBe(120); // no update lost between parallel calls
    // A caller in its home store sends no store header: its budget is its own, keyed on its token's hash.
    const homeStore = new ProviderClient(config, { token: 't' });
    await homeStore.get('v2/thing');
    expect(keys.at(-1)).toBe(`token:${tokenHash('t')}`);
    // The gateway's own credential (no caller token) draws from the provider host's budget.
    const own = new ProviderClient(config, {});
    await own.get('v2/thing', { anonymous: true });
    expect(keys.at(-1)).toBe('provider.test');
  });

  it('names the caller (its token hash, never the token) so callers of one store take turns', async () => {
    const seen: AcquireOptions[] = [];
    const config: ProviderConfig = {
      ...testConfig().provider,
      rateBudget: { acquire: async (_key, options = {}) => (seen.push(options), 0) },
    };
    provider.use(http.get(`${PROVIDER}/v2/thing`, () => HttpResponse.json({ data: 1 })));
    await new ProviderClient(config, { token: 'secret-token', storeId: 's' }).get('v2/thing');
    expect(seen[0]?.caller).toBe(`token:${tokenHash('secret-token')}`);
    expect(JSON.stringify(seen[0]?.caller)).not.toContain('secret-token');
  });
});

describe('request scope', () => {
  function countingProvider() {
    const counter = { calls: 0 };
    provider.use(
      http.get(`${PROVIDER}/v2/thing`, () => {
        counter.calls += 1;
        return HttpResponse.json({ data: 1 });
      }),
    );
    return counter;
  }

  it('stops at maxCalls, counted across every client sharing the stats, with the given error', async () => {
    const counter = countingProvider();
    const stats = newProviderStats();
    const scope = { maxCalls: 3 };
    const first = new ProviderClient(testConfig().provider, { token: 't' }, stats, scope);
    const second = new ProviderClient(testConfig().provider, { token: 't' }, stats, scope);
    const results = await Promise.allSettled([
      first.get('v2/thing'),
      second.get('v2/thing'),
      first.get('v2/thing'),
      second.get('v2/thing'),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(ProviderCallLimitError);
    expect(counter.calls).toBe(3);
    expect(stats.calls).toBe(3);
    const custom = new ProviderClient(testConfig().provider, { token: 't' }, stats, {
      maxCalls: 3,
      limitError: (limit) => new RangeError(`over ${limit}`),
    });
    await expect(custom.get('v2/thing')).rejects.toThrow(new RangeError('over 3'));
  });

  it('starts no call once the request is aborted', async () => {
    const counter = countingProvider();
    const controller = new AbortController();
    const client = new ProviderClient(testConfig().provider, { token: 't' }, newProviderStats(), {
      signal: controller.signal,
    });
    await client.get('v2/thing');
    controller.abort();
    await expect(client.get('v2/thing')).rejects.toBeInstanceOf(ProviderAbortError);
    expect(counter.calls).toBe(1);
    expect(client.stats.calls).toBe(1);
  });

  it('aborts reads in flight, but lets a write already sent run to its answer', async () => {
    provider.use(
      http.get(`${PROVIDER}/v2/slow`, async () => {
        await delay(100);
        return HttpResponse.json({ data: 'read' });
      }),
      http.post(`${PROVIDER}/v2/slow`, async () => {
        await delay(100);
        return HttpResponse.json({ data: 'written' });
      }),
    );
    const controller = new AbortController();
    const client = new ProviderClient(testConfig().provider, { token: 't' }, newProviderStats(), {
      signal: controller.signal,
    });
    const read = client.get('v2/slow');
    const write = client.post('v2/slow', { body: { data: {} } });
    setTimeout(() => controller.abort(), 20);
    await expect(read).rejects.toBeInstanceOf(ProviderAbortError);
    await expect(write).resolves.toEqual({ data: 'written' });
  });

  it('takes a call waiting in the rate budget out of the queue when the request is aborted', async () => {
    const counter = countingProvider();
    const config: ProviderConfig = {
      ...testConfig().provider,
      throttle: { enabled: true, limit: 1, intervalMs: 60_000 },
    };
    const controller = new AbortController();
    const client = new ProviderClient(config, { token: 't' }, newProviderStats(), {
      signal: controller.signal,
    });
    await client.get('v2/thing');
    const waiting = client.get('v2/thing');
    setTimeout(() => controller.abort(), 20);
    const started = performance.now();
    await expect(waiting).rejects.toBeInstanceOf(ProviderAbortError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(counter.calls).toBe(1);
  });
});
