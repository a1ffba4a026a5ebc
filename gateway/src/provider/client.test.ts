import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../../test/harness';
import { ProviderClient, retryDelayMs } from './client';
import { ProviderHttpError } from './errors';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

function clientRecordingDelays(delays: number[]): ProviderClient {
  const { provider: config } = testConfig();
  return new ProviderClient(
    { ...config, sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
    'caller-token',
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
});
