import { DEFAULT_SANDBOX_CONFIG, sandboxConfigFromEnv } from './config';

it('uses the documented defaults when nothing is set', () => {
  expect(sandboxConfigFromEnv({})).toEqual({
    port: 4100,
    host: '127.0.0.1',
    dataPath: '.data/sandbox.db',
    clientId: 'sandbox-demo-client',
    clientSecret: 'sandbox-demo-secret',
    sellerEmail: 'seller@example.com',
    sellerPassword: 'commerce-manager',
    tokenTtlSeconds: 3600,
    rateLimit: true,
    faults: [],
  });
  expect(sandboxConfigFromEnv({})).toEqual(DEFAULT_SANDBOX_CONFIG);
});

it('reads overrides from SANDBOX_* variables, treating empty ones as unset', () => {
  const config = sandboxConfigFromEnv({
    SANDBOX_PORT: '0',
    SANDBOX_DATA: ':memory:',
    SANDBOX_CLIENT_ID: 'id',
    SANDBOX_CLIENT_SECRET: 'secret',
    SANDBOX_SELLER_EMAIL: 'me@shop.test',
    SANDBOX_SELLER_PASSWORD: '',
  });
  expect(config).toMatchObject({
    port: 0,
    dataPath: ':memory:',
    clientId: 'id',
    clientSecret: 'secret',
    sellerEmail: 'me@shop.test',
    sellerPassword: 'commerce-manager',
  });
});

it('refuses an invalid port instead of guessing', () => {
  expect(() => sandboxConfigFromEnv({ SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
  expect(() => sandboxConfigFromEnv({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/);
});
