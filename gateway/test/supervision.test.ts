/**
 * The embedded sandbox under supervision, with the product started as `npm start` starts it: after
 * a `kill -9` of the sandbox, `/healthz` says 503 while it is down, the gateway restarts it with
 * back-off, `/healthz` comes back to 200 and GraphQL works again; a clean shutdown restarts nothing.
 */
import { startProductProcess, type ProductProcess } from './product-process';

jest.setTimeout(60_000);

const SIGN_IN = `
  mutation ($u: String!, $p: String!) {
    signIn(username: $u, password: $p) { credentials { accessToken } userErrors { message } }
  }
`;
const PRODUCTS = '{ products(page: { limit: 2 }) { items { id } } }';

interface Health {
  status: number;
  body: { status: string; provider: string; reason?: string };
  ms: number;
}

let product: ProductProcess | undefined;

afterEach(async () => {
  await product?.stop();
  product = undefined;
});

async function health(url: string): Promise<Health> {
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  const body = (await response.json()) as Health['body'];
  return { status: response.status, body, ms: performance.now() - started };
}

/** Polls `/healthz` until it answers `status`; returns that answer, when it came and every latency. */
async function healthUntil(url: string, status: number, timeoutMs: number) {
  const started = performance.now();
  const latencies: number[] = [];
  for (;;) {
    const answer = await health(url);
    latencies.push(answer.ms);
    if (answer.status === status) return { answer, afterMs: performance.now() - started, latencies };
    if (performance.now() - started > timeoutMs) throw new Error(`/healthz never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

it('restarts a SIGKILLed sandbox with back-off while /healthz reports it down', async () => {
  product = await startProductProcess();
  const { url } = product;
  expect(await health(url)).toMatchObject({ status: 200, body: { status: 'ok' } });
  const signIn = await product.graphql(SIGN_IN, { u: 'seller@example.com', p: 'commerce-manager' });
  const token = (signIn.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;

  const firstPid = product.sandboxPid();
  process.kill(firstPid, 'SIGKILL');
  const down = await healthUntil(url, 503, 5_000);
  expect(down.answer.body).toMatchObject({ status: 'unavailable', provider: expect.any(String) });
  const up = await healthUntil(url, 200, 20_000);
  console.info(
    `/healthz: 503 ${Math.round(down.afterMs)} ms after kill -9, 200 again ${Math.round(down.afterMs + up.afterMs)} ms after; ` +
      `median ${median([...down.latencies, ...up.latencies]).toFixed(1)} ms, ` +
      `max ${Math.max(...down.latencies, ...up.latencies).toFixed(1)} ms over ${down.latencies.length + up.latencies.length} polls`,
  );
  expect(median([...down.latencies, ...up.latencies])).toBeLessThan(50);

  const secondPid = product.sandboxPid();
  expect(secondPid).not.toBe(firstPid);
  expect(product.output()).toContain(
    `Embedded sandbox (pid ${firstPid}) exited with signal SIGKILL; restart 1 in 250 ms.`,
  );
  // The data file survived, and with it the session issued before the crash.
  const products = await product.graphql(PRODUCTS, {}, token);
  expect(products.errors).toBeUndefined();
  expect((products.data?.products as { items: unknown[] }).items).toHaveLength(2);

  // A second crash soon after: the back-off has doubled.
  process.kill(secondPid, 'SIGKILL');
  await healthUntil(url, 503, 5_000);
  await healthUntil(url, 200, 20_000);
  expect(product.output()).toContain(
    `Embedded sandbox (pid ${secondPid}) exited with signal SIGKILL; restart 2 in 500 ms.`,
  );
  expect((await product.graphql(PRODUCTS, {}, token)).errors).toBeUndefined();

  // A clean shutdown stops the sandbox for good: no restart line, no process left.
  const thirdPid = product.sandboxPid();
  const exited = new Promise<number | null>((resolve) =>
    product?.child.once('exit', (code) => resolve(code)),
  );
  product.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(product.output().match(/Embedded sandbox \(pid \d+\) exited/g)).toHaveLength(2);
  expect(isAlive(thirdPid)).toBe(false);
});
