import {
  LOCAL_STORAGE_QUOTA_BYTES,
  LocalStorageEmulation,
  MemoryStorage,
  QuotaExceededError,
  storageKeys,
  webStorage,
} from './storage';

describe('credential storage', () => {
  it('uses the default keys, or name-prefixed ones', () => {
    expect(storageKeys()).toEqual({ credentials: 'epCredentials', cart: 'epcart', currency: 'epcurrency' });
    expect(storageKeys('shop')).toEqual({
      credentials: 'shop_ep_credentials',
      cart: 'shop_ep_cart',
      currency: 'shop_ep_currency',
    });
  });

  it('keeps values in memory by default', async () => {
    const storage = new MemoryStorage();
    expect(await storage.get('k')).toBeNull();
    await storage.set('k', 'v');
    expect(await storage.get('k')).toBe('v');
    await storage.delete('k');
    expect(await storage.get('k')).toBeNull();
  });

  it('adapts a Web Storage object', async () => {
    const local = new LocalStorageEmulation();
    const storage = webStorage(local);
    await storage.set('epcart', 'abc');
    expect(local.getItem('epcart')).toBe('abc');
    expect(await storage.get('epcart')).toBe('abc');
    await storage.delete('epcart');
    expect(local.length).toBe(0);
  });
});

describe('local storage emulation', () => {
  it('has a 5 MB quota and throws the quota error past it, changing nothing', () => {
    expect(LOCAL_STORAGE_QUOTA_BYTES).toBe(5 * 1024 * 1024);
    const local = new LocalStorageEmulation();
    const big = 'x'.repeat(LOCAL_STORAGE_QUOTA_BYTES - 10);
    local.setItem('a', big);
    expect(() => local.setItem('b', 'x'.repeat(20))).toThrow(QuotaExceededError);
    expect(() => local.setItem('b', 'x'.repeat(20))).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    expect(local.getItem('b')).toBeNull();
    local.setItem('a', 'small'); // replacing a value frees its bytes
    local.setItem('b', 'x'.repeat(20));
    expect(local.usedBytes).toBe('a'.length + 'small'.length + 'b'.length + 20);
    local.clear();
    expect(local.usedBytes).toBe(0);
    expect(local.key(0)).toBeNull();
  });
});
