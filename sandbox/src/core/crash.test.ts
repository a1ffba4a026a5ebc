import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './config';
import { exited, spawnSandbox, type SandboxProcess } from './sandbox-process';

/**
 * The sandbox as `npm run sandbox` runs it, in its own process: killed with SIGKILL in the middle
 * of a stream of writes, it must come back with every write it acknowledged; `--reset` brings the
 * demo store back.
 */

const WRITERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 60;

let directory: string;
let dataPath: string;
const started: SandboxProcess[] = [];

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-crash-'));
  dataPath = path.join(directory, 'sandbox.db');
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.stop('SIGKILL')));
  fs.rmSync(directory, { recursive: true, force: true });
});

async function startProcess(args: string[] = []): Promise<SandboxProcess> {
  const sandbox = await spawnSandbox({ dataPath, args });
  started.push(sandbox);
  return sandbox;
}

async function token(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function createProduct(url: string, accessToken: string, sku: string): Promise<Response> {
  return fetch(`${url}/pcm/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { type: 'product', attributes: { name: `Crash ${sku}`, commodity_type: 'physical', sku } },
    }),
  });
}

async function productStatus(url: string, accessToken: string, id: string): Promise<number> {
  const response = await fetch(`${url}/pcm/products/${id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

it('keeps every acknowledged write when killed with SIGKILL mid-stream', async () => {
  const first = await startProcess();
  const accessToken = await token(first.url);
  const acknowledged: { id: string; sku: string }[] = [];
  let killed = false;
  let sequence = 0;

  // Writers keep writing until the process dies under them; only 201s count as acknowledged.
  const writer = async () => {
    while (!killed) {
      const sku = `CRASH-${sequence++}`;
      try {
        const response = await createProduct(first.url, accessToken, sku);
        if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
        const body = (await response.json()) as { data: { id: string } };
        acknowledged.push({ id: body.data.id, sku });
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch (error) {
        // A write cut off by the kill was never acknowledged, so it may or may not have landed.
        if (!killed) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  const second = await startProcess();
  // Tokens are stored too, so the one issued before the crash still works.
  const statuses = await Promise.all(
    acknowledged.map((write) => productStatus(second.url, accessToken, write.id)),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await second.stop();
}, 60_000);

it('--reset removes the data file so the demo store is seeded again', async () => {
  const first = await startProcess();
  const accessToken = await token(first.url);
  const created = await createProduct(first.url, accessToken, 'RESET-ME');
  expect(created.status).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  await first.stop();

  const second = await startProcess(['--reset']);
  expect(second.output()).toContain('Sandbox data reset');
  const freshToken = await token(second.url);
  expect(await productStatus(second.url, freshToken, data.id)).toBe(404);
  // The token from before the reset died with the old database.
  expect(await productStatus(second.url, accessToken, data.id)).toBe(401);
  const seeded = await fetch(`${second.url}/pcm/products?page[limit]=1`, {
    headers: { authorization: `Bearer ${freshToken}` },
  });
  const page = (await seeded.json()) as { meta: { results: { total: number } } };
  expect(page.meta.results.total).toBeGreaterThan(200);
  await second.stop();
}, 60_000);

it('refuses an unknown argument instead of starting somewhere unexpected', async () => {
  await expect(startProcess(['--wipe'])).rejects.toThrow(/Unknown argument --wipe/);
}, 30_000);
