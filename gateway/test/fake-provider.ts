import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../src/config';
import { securityConfigFromEnv } from '../src/security';
import { testConfig } from './harness';

const CREATED = {
  data: { id: 'new-1', type: 'product', attributes: { name: 'x', sku: 'x', job_type: 'product-import' } },
};
const EMPTY_LIST = {
  data: [],
  meta: { page: { current: 1, limit: 25, offset: 0, total: 0 }, results: { total: 0 } },
};

export interface FakeProvider {
  /** A gateway config pointing at this provider, with production security settings. */
  config: GatewayConfig;
  /** Requests received so far. */
  calls(): number;
  close(): Promise<void>;
}

/**
 * A stand-in provider on loopback for tests over real HTTP that must not be intercepted in-process
 * (msw would also see, and slow, the test's own requests to the gateway): every GET answers an
 * empty list and every other call a created resource, so requests within the bounds succeed.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    req.resume();
    req.on('end', () => {
      const created = req.method !== 'GET' && req.method !== 'HEAD';
      res.writeHead(created ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(created ? CREATED : EMPTY_LIST));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = testConfig();
  return {
    config: testConfig({
      provider: { ...base.provider, host: `127.0.0.1:${port}`, protocol: 'http' },
      security: securityConfigFromEnv({}, { development: false, useSandbox: false }),
    }),
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
