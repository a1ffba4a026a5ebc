import { gatewayConfigFromEnv } from '../config';
import { apiPath, DASHBOARD_THROTTLE, LIBRARY_DEFAULTS, throttleSettings } from './config';

describe('client configuration defaults (spec section 9)', () => {
  it('defaults to https on a regional host, v2, 3600 s tokens, 4 attempts, 1000 ms + 500 ms jitter, no throttle', () => {
    expect(LIBRARY_DEFAULTS).toMatchObject({
      host: 'euwest.api.elasticpath.com',
      protocol: 'https',
      version: 'v2',
      tokenLifetimeSeconds: 3600,
      maxAttempts: 4,
      retryDelayMs: 1000,
      retryJitterMs: 500,
    });
    const config = { host: 'api.example.com', protocol: 'https' as const, application: 'test' };
    expect(throttleSettings(config)).toEqual({ enabled: false, limit: 3, intervalMs: 125 });
  });

  it('addresses v2, pcm and the unversioned shopper catalog', () => {
    expect(apiPath('v2', 'stores')).toBe('v2/stores');
    expect(apiPath('pcm', '/products')).toBe('pcm/products');
    expect(apiPath('catalog', 'catalog/products')).toBe('catalog/products');
  });
});

describe('gateway throttle settings', () => {
  it('uses the dashboard profile, 20 per 1000 ms, unless EP_THROTTLE_LIMIT / EP_THROTTLE_INTERVAL_MS say otherwise', () => {
    expect(gatewayConfigFromEnv({}).provider.throttle).toEqual({ ...DASHBOARD_THROTTLE, maxWaitMs: 5000 });
    expect(
      gatewayConfigFromEnv({ EP_THROTTLE_LIMIT: '100', EP_THROTTLE_INTERVAL_MS: '500' }).provider.throttle,
    ).toEqual({ enabled: true, limit: 100, intervalMs: 500, maxWaitMs: 5000 });
    expect(gatewayConfigFromEnv({ EP_THROTTLE_LIMIT: '0' }).provider.throttle?.enabled).toBe(false);
    expect(() => gatewayConfigFromEnv({ EP_THROTTLE_LIMIT: 'lots' })).toThrow('EP_THROTTLE_LIMIT');
    expect(() => gatewayConfigFromEnv({ EP_THROTTLE_INTERVAL_MS: '0' })).toThrow('EP_THROTTLE_INTERVAL_MS');
  });
});

describe('pacing settings', () => {
  it('waits at most EP_THROTTLE_MAX_WAIT_MS (5 s) in a store’s queue and EP_CALL_TIMEOUT_MS (10 s) for one call', () => {
    expect(gatewayConfigFromEnv({}).provider.callTimeoutMs).toBe(10_000);
    const paced = gatewayConfigFromEnv({ EP_THROTTLE_MAX_WAIT_MS: '2000', EP_CALL_TIMEOUT_MS: '3000' });
    expect(paced.provider.throttle?.maxWaitMs).toBe(2000);
    expect(paced.provider.callTimeoutMs).toBe(3000);
    expect(() => gatewayConfigFromEnv({ EP_CALL_TIMEOUT_MS: '0' })).toThrow('EP_CALL_TIMEOUT_MS');
    expect(() => gatewayConfigFromEnv({ EP_THROTTLE_MAX_WAIT_MS: 'soon' })).toThrow(
      'EP_THROTTLE_MAX_WAIT_MS',
    );
  });
});
