/**
 * Issue 12 item 3: unauthenticated uploads must cost the gateway nothing. 20 parallel 30 MB posts to
 * the two multipart routes, without a token, against a gateway in a child process whose resident
 * memory is sampled while they run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const MB = 1024 * 1024;
const BODY_BYTES = 30 * MB;
const PARALLEL = 20;
const ROUTES = ['/api/files', '/api/pricebooks/import'];

interface Report {
  kind: 'report';
  baseline: number;
  peak: number;
  settled: number;
}

type ChildMessage = { kind: 'ready'; port: number } | { kind: 'started' } | Report;

let child: ChildProcess;
let port: number;
const messages: ChildMessage[] = [];
const waiters: ((message: ChildMessage) => void)[] = [];

function nextMessage(): Promise<ChildMessage> {
  const queued = messages.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => waiters.push(resolve));
}

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--expose-gc', '--import', pathToFileURL(require.resolve('tsx')).href, 'upload-memory-child.ts'],
    { cwd: __dirname, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  child.on('message', (message: ChildMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const ready = await nextMessage();
  if (ready.kind !== 'ready') throw new Error('The gateway child did not start');
  port = ready.port;
}, 60_000);

afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
});

/**
 * Posts `bytes` of multipart-looking data in 64 KB chunks, honouring backpressure, and resolves with
 * the status answered (or null when the gateway closed the connection before any answer).
 */
function postLarge(route: string, bytes: number): Promise<number | null> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    let status: number | null = null;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: route,
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        // Lie about nothing the gateway could use to refuse early: no length, chunked like a stream.
        'transfer-encoding': 'chunked',
      },
    });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      response.resume();
      response.on('end', () => resolve(status));
    });
    request.on('error', () => resolve(status));
    request.on('close', () => resolve(status));
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

it('20 parallel 30 MB unauthenticated uploads raise resident memory by less than 50 MB', async () => {
  child.send('start');
  expect((await nextMessage()).kind).toBe('started');
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, (_unused, index) =>
      postLarge(ROUTES[index % 2] ?? '/api/files', BODY_BYTES),
    ),
  );
  child.send('report');
  const report = (await nextMessage()) as Report;
  const peakMb = (report.peak - report.baseline) / MB;
  const settledMb = (report.settled - report.baseline) / MB;
  console.log(
    `upload memory: baseline ${(report.baseline / MB).toFixed(1)} MB, peak +${peakMb.toFixed(1)} MB, ` +
      `settled +${settledMb.toFixed(1)} MB; statuses ${statuses.join(',')}`,
  );
  // Every answer that arrived refused the caller; none of them was a success or a server error.
  // The gateway closes the connection on the unread rest, so on a loaded machine the client's TCP
  // stack may drop every 401 with the reset; a small post, sent whole, shows the refusal itself.
  for (const status of statuses) if (status !== null) expect(status).toBe(401);
  for (const route of ROUTES) {
    const small = await fetch(`http://127.0.0.1:${port}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(small.status).toBe(401);
  }
  expect(peakMb).toBeLessThan(50);
  expect(settledMb).toBeLessThan(50);
}, 120_000);
