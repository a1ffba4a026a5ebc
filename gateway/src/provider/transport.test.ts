import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { transportFor, type TransportRequest } from './transport';

let server: http.Server;
let base = '';
const seen: { method?: string; userAgent?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, userAgent: req.headers['user-agent'], body });
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'retry-after': '2',
      });
      // Two writes, one split inside a multi-byte character: the body must be reassembled as bytes.
      const bytes = Buffer.from(JSON.stringify({ data: { name: 'Café' } }));
      const cut = bytes.indexOf(0xc3) + 1;
      res.write(bytes.subarray(0, cut));
      setTimeout(() => res.end(bytes.subarray(cut)), 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const call = (overrides: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'GET',
  headers: { accept: 'application/json' },
  body: undefined,
  signal: undefined,
  streamed: false,
  ...overrides,
});

describe('provider transport', () => {
  it('sends JSON calls through undici request (not fetch) and buffers the whole body', async () => {
    const transport = transportFor(undefined);
    const answer = await transport(`${base}/ok`, call({ method: 'POST', body: '{"data":1}' }));
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('Retry-After')).toBe('2');
    expect(answer.headers.get('x-absent')).toBeNull();
    expect(JSON.parse(await answer.text())).toEqual({ data: { name: 'Café' } });
    // fetch announces itself as `node`; undici's request sends no user agent of its own.
    expect(seen).toEqual([{ method: 'POST', userAgent: undefined, body: '{"data":1}' }]);
    const missing = await transport(`${base}/missing`, call());
    expect([missing.status, missing.ok]).toEqual([404, false]);
  });

  it('goes through fetch when one is given, or when the global fetch was replaced (msw)', async () => {
    const given = jest.fn((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
    await (await transportFor(given)(`${base}/ok`, call())).text();
    expect(given).toHaveBeenCalledTimes(1);
    const original = globalThis.fetch;
    const replaced = jest.fn((input: string | URL | Request, init?: RequestInit) => original(input, init));
    globalThis.fetch = replaced;
    try {
      await (await transportFor(undefined)(`${base}/ok`, call())).text();
    } finally {
      globalThis.fetch = original;
    }
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('rejects on an aborted signal and with the socket error code when nothing listens', async () => {
    const transport = transportFor(undefined);
    await expect(transport(`${base}/ok`, call({ signal: AbortSignal.abort() }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(transport('http://127.0.0.1:1/none', call())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
