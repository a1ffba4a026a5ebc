/**
 * How the gateway serves the built admin: precompressed brotli or gzip chosen by Accept-Encoding,
 * on-the-fly compression for files the build did not precompress, a year of `immutable` caching
 * for content-hashed assets, `no-cache` (and 304 by ETag) for the HTML pages. The build output is
 * faked in a temporary folder, so no `npm run build` is needed.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { securityConfigFromEnv } from '../src/security';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig } from './harness';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A GET whose body is not decompressed (fetch would decode it). */
function get(
  gateway: RunningGateway,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${gateway.url}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.rule-${i} { color: red; }`).join('\n')}\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/admin-AbCd1234.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SMALL = 'export const x = 1;\n';

let dist: string;
let gateway: RunningGateway;

function write(file: string, content: string, precompressed: boolean): void {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (!precompressed) return;
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  write('index.html', PAGE, true);
  write('graphiql.html', PAGE.replace('admin', 'graphiql'), true);
  write('assets/admin-AbCd1234.js', SCRIPT, true);
  write('assets/admin-Ef_-5678.css', STYLE, false);
  write('assets/tiny-Zz9Yy8Xx.js', SMALL, false);
  // A `.gz` older than its file (left by an earlier build, of older content) is not sent.
  write('assets/stale-St4le000.js', SCRIPT, true);
  fs.writeFileSync(path.join(dist, 'assets/stale-St4le000.js.gz'), zlib.gzipSync('export const old = 1;'));
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(dist, 'assets/stale-St4le000.js.br'), old, old);
  fs.utimesSync(path.join(dist, 'assets/stale-St4le000.js.gz'), old, old);
  gateway = await startGateway(
    testConfig({
      clientDist: dist,
      security: { ...securityConfigFromEnv({}, { development: false, useSandbox: true }), graphiql: true },
    }),
  );
});

afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('content encoding by Accept-Encoding', () => {
  it('sends the precompressed brotli file to a browser that accepts br', async () => {
    const answer = await get(gateway, '/assets/admin-AbCd1234.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(fs.readFileSync(path.join(dist, 'assets/admin-AbCd1234.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const answer = await get(gateway, '/assets/admin-AbCd1234.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is without Accept-Encoding', async () => {
    const answer = await get(gateway, '/assets/admin-AbCd1234.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses on the fly a file the build did not precompress, but not one below 1 KB', async () => {
    const style = await get(gateway, '/assets/admin-Ef_-5678.css', { 'accept-encoding': 'br, gzip' });
    expect(style.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(style.body).toString()).toBe(STYLE);
    const tiny = await get(gateway, '/assets/tiny-Zz9Yy8Xx.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(SMALL);
  });

  it('ignores a precompressed file older than the file itself', async () => {
    const answer = await get(gateway, '/assets/stale-St4le000.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the HTML pages precompressed too, on every SPA path', async () => {
    for (const urlPath of ['/', '/products/123', '/graphiql']) {
      const answer = await get(gateway, urlPath, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toContain('<!doctype html>');
    }
  });
});

describe('caching', () => {
  it('caches content-hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', '']) {
      for (const asset of ['/assets/admin-AbCd1234.js', '/assets/admin-Ef_-5678.css']) {
        const answer = await get(gateway, asset, accept ? { 'accept-encoding': accept } : {});
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('has the HTML pages revalidated on each load', async () => {
    for (const urlPath of ['/', '/orders', '/graphiql', '/index.html']) {
      const answer = await get(gateway, urlPath, { 'accept-encoding': 'br' });
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to If-None-Match with the current ETag, per encoding', async () => {
    for (const [urlPath, accept] of [
      ['/', 'br'],
      ['/', ''],
      ['/assets/admin-AbCd1234.js', 'br'],
      ['/assets/admin-AbCd1234.js', 'gzip'],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get(gateway, urlPath, headers);
      const etag = first.headers.etag;
      expect(etag).toBeDefined();
      const again = await get(gateway, urlPath, { ...headers, 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // Each encoding has its own validator, so a cache never mixes them up.
    const br = await get(gateway, '/assets/admin-AbCd1234.js', { 'accept-encoding': 'br' });
    const gzip = await get(gateway, '/assets/admin-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('answers 404 for a missing asset instead of the admin page', async () => {
    const answer = await get(gateway, '/assets/gone-00000000.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('keeps the build folder closed to paths that leave it', async () => {
    const answer = await get(gateway, '/assets/..%2f..%2f..%2fetc%2fpasswd', { 'accept-encoding': 'br' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.toString()).not.toContain('root:');
  });
});

it('compresses a GraphQL answer of a kilobyte or more for a caller who accepts it, and no smaller one', async () => {
  const ask = (fields: number) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const body = JSON.stringify({
        query: `{ ${Array.from({ length: fields }, (_, i) => `field${i}: __typename`).join(' ')} }`,
      });
      const request = http.request(
        `${gateway.url}/graphql`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const large = await ask(100);
  expect(large.headers['content-encoding']).toBe('gzip');
  const answer = JSON.parse(zlib.gunzipSync(large.body).toString()) as { data: Record<string, string> };
  expect(answer.data.field99).toBe('Query');
  const small = await ask(2);
  expect(small.headers['content-encoding']).toBeUndefined();
});
