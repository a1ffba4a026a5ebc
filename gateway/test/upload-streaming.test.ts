/**
 * Issue 12 item 3: the upload routes stream the caller's body to the provider (here a plain HTTP
 * server that records what arrives) instead of buffering it, cut it off past the limit, and answer a
 * provider 429 instead of resending a body that cannot be replayed.
 */
import crypto from 'node:crypto';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig } from './harness';

interface Received {
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  bytes: Buffer;
  /** The gateway abandoned the request before its end. */
  aborted: boolean;
}

let providerServer: Server;
let gateway: RunningGateway;
let received: Received[] = [];
let answer: (request: IncomingMessage) => { status: number; body: unknown; headers?: Record<string, string> };

beforeAll(async () => {
  providerServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    const entry: Received = {
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      authorization: request.headers.authorization,
      bytes: Buffer.alloc(0),
      aborted: false,
    };
    received.push(entry);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('aborted', () => {
      entry.aborted = true;
      entry.bytes = Buffer.concat(chunks);
    });
    request.on('end', () => {
      entry.bytes = Buffer.concat(chunks);
      const { status, body, headers } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  const { port } = providerServer.address() as AddressInfo;
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    provider: { ...base.provider, host: `127.0.0.1:${port}`, protocol: 'http' },
  });
});

beforeEach(() => {
  received = [];
  answer = (request) => ({
    status: 201,
    body: { data: { id: 'created-1', type: request.url?.includes('pricebooks') ? 'job' : 'file' } },
  });
});

afterAll(async () => {
  await gateway.close();
  providerServer.closeAllConnections();
  await new Promise((resolve) => providerServer.close(resolve));
});

/** A multipart form with one file of `size` random bytes, as the bytes a browser would send. */
async function multipart(size: number): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([crypto.randomBytes(size)], { type: 'application/octet-stream' }), 'big.bin');
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** Sends `body` in chunks without a length (as a stream would), so only the byte counter can refuse it. */
function postChunked(route: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number | null; text: string; headers: http.IncomingHttpHeaders }>(
    (resolve) => {
      const request = http.request(`${gateway.url}${route}`, {
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      });
      let settled = false;
      const settle = (value: { status: number | null; text: string; headers: http.IncomingHttpHeaders }) => {
        if (!settled) resolve(value);
        settled = true;
      };
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          settle({ status: response.statusCode ?? null, text, headers: response.headers }),
        );
        response.on('error', () =>
          settle({ status: response.statusCode ?? null, text, headers: response.headers }),
        );
      });
      request.on('error', () => settle({ status: null, text: '', headers: {} }));
      const step = 256 * 1024;
      let offset = 0;
      const write = () => {
        while (offset < body.length) {
          const chunk = body.subarray(offset, offset + step);
          offset += step;
          if (!request.write(chunk)) {
            request.once('drain', write);
            return;
          }
        }
        request.end();
      };
      write();
    },
  );
}

const auth = { authorization: 'Bearer seller-token' };

describe('upload routes', () => {
  it.each([
    ['/api/files', '/v2/files'],
    ['/api/pricebooks/import', '/pcm/pricebooks/import'],
  ])('%s streams the body to %s byte for byte with the caller token', async (route, providerPath) => {
    const { body, contentType } = await multipart(3 * 1024 * 1024);
    const response = await fetch(`${gateway.url}${route}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { id: string } }).data.id).toBe('created-1');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe(providerPath);
    expect(call?.authorization).toBe('Bearer seller-token');
    expect(call?.contentType).toBe(contentType);
    expect(call?.bytes.equals(body)).toBe(true);
  });

  it('refuses a body over the limit with 413 and abandons the half-sent provider request', async () => {
    const { body, contentType } = await multipart(12 * 1024 * 1024);
    const response = await postChunked('/api/files', body, { ...auth, 'content-type': contentType });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      errors: [{ status: '413', title: 'Payload Too Large', detail: expect.stringContaining('limited') }],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    expect(received[0]?.aborted).toBe(true);
    expect(received[0]?.bytes.length).toBeLessThanOrEqual(9 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before calling the provider', async () => {
    // Raw http: fetch would drop a Content-Length it did not compute itself.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(`${gateway.url}/api/files`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20000000' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      // Headers only: the gateway answers from the declared length without waiting for any body.
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it('answers a provider 429 with 429 and Retry-After, without resending the consumed body', async () => {
    answer = () => ({
      status: 429,
      body: { errors: [{ status: 429, title: 'Too Many Requests' }] },
      headers: { 'retry-after': '0' },
    });
    const { body, contentType } = await multipart(64 * 1024);
    const response = await fetch(`${gateway.url}/api/pricebooks/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(received).toHaveLength(1);
  });

  it('refuses an upload without a token before reading it', async () => {
    const { body, contentType } = await multipart(64 * 1024);
    const response = await fetch(`${gateway.url}/api/files`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('connection')).toBe('close');
    expect(received).toHaveLength(0);
  });
});
