/**
 * A delaying HTTP proxy in front of the sandbox, as a process of its own: every request waits
 * `BENCH_PROXY_DELAY_MS` before it is forwarded to `BENCH_PROXY_TARGET`, which stands for a provider
 * that far away (one round trip). It also records the calls it forwards, with when each started and
 * ended, so the benchmark can replay exactly what the gateway asked, round trip by round trip.
 *   GET /__bench_proxy/calls    the recorded calls (the last 2,000)
 *   DELETE /__bench_proxy/calls forgets them
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

export interface RecordedCall {
  method: string;
  /** Path and query, as received. */
  path: string;
  headers: Record<string, string>;
  body: string;
  startedMs: number;
  endedMs: number;
}

const MAX_RECORDED = 2000;
/** Hop-by-hop and framing headers: never forwarded or replayed as they came. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

const target = process.env.BENCH_PROXY_TARGET ?? '';
const delayMs = Number(process.env.BENCH_PROXY_DELAY_MS ?? '50');
const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000 });
const calls: RecordedCall[] = [];

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const server = http.createServer((req, res) => {
  void (async () => {
    const path = req.url ?? '/';
    if (path === '/__bench_proxy/calls') {
      if (req.method === 'DELETE') calls.length = 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls));
      return;
    }
    const startedMs = performance.now();
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const answer = await request(`${target}${path}`, {
        method: (req.method ?? 'GET') as 'GET',
        headers,
        body: body === '' ? undefined : body,
        dispatcher: agent,
      });
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_HEADERS.has(name) && value !== undefined) out[name] = value;
      }
      res.writeHead(answer.statusCode, out).end(bytes);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
    calls.push({ method: req.method ?? 'GET', path, headers, body, startedMs, endedMs: performance.now() });
    if (calls.length > MAX_RECORDED) calls.splice(0, calls.length - MAX_RECORDED);
  })();
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`latency proxy listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
