/**
 * Pluggable credential storage. Memory is the default; `webStorage` adapts anything shaped like the
 * browser's `localStorage` (including {@link LocalStorageEmulation}); a Redis-backed implementation
 * of the same three async methods lets several gateway instances share one token cache.
 */
export interface CredentialStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The client library's keys (spec section 3): defaults, or prefixed with the client's name. */
export interface StorageKeys {
  credentials: string;
  cart: string;
  currency: string;
}

export const DEFAULT_STORAGE_KEYS: StorageKeys = {
  credentials: 'epCredentials',
  cart: 'epcart',
  currency: 'epcurrency',
};

export function storageKeys(name?: string): StorageKeys {
  if (!name) return DEFAULT_STORAGE_KEYS;
  return { credentials: `${name}_ep_credentials`, cart: `${name}_ep_cart`, currency: `${name}_ep_currency` };
}

export class MemoryStorage implements CredentialStorage {
  private readonly values = new Map<string, string>();

  async get(key: string): Promise<string | null> {
    return this.values.get(key) ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    this.values.set(key, value);
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

/** The subset of the Web Storage API the adapter needs. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function webStorage(storage: WebStorageLike): CredentialStorage {
  return {
    get: async (key) => storage.getItem(key),
    set: async (key, value) => storage.setItem(key, value),
    delete: async (key) => storage.removeItem(key),
  };
}

/** Spec section 9: "Local-storage emulation quota 5 MB". */
export const LOCAL_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024;

/** What browsers throw when a write would pass the storage quota; the emulation throws the same name. */
export class QuotaExceededError extends Error {
  constructor(quotaBytes: number) {
    super(`Local storage quota of ${quotaBytes} bytes exceeded`);
    this.name = 'QuotaExceededError';
  }
}

/**
 * An in-memory `localStorage` for non-browser runtimes. Usage counts the UTF-8 bytes of keys and
 * values; a write that would pass the quota throws {@link QuotaExceededError} and changes nothing.
 */
export class LocalStorageEmulation implements WebStorageLike {
  private readonly items = new Map<string, string>();
  private used = 0;

  constructor(readonly quotaBytes: number = LOCAL_STORAGE_QUOTA_BYTES) {}

  get length(): number {
    return this.items.size;
  }

  get usedBytes(): number {
    return this.used;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const previous = this.items.get(key);
    const freed = previous === undefined ? 0 : entryBytes(key, previous);
    const next = this.used - freed + entryBytes(key, value);
    if (next > this.quotaBytes) throw new QuotaExceededError(this.quotaBytes);
    this.items.set(key, value);
    this.used = next;
  }

  removeItem(key: string): void {
    const previous = this.items.get(key);
    if (previous === undefined) return;
    this.items.delete(key);
    this.used -= entryBytes(key, previous);
  }

  clear(): void {
    this.items.clear();
    this.used = 0;
  }
}

function entryBytes(key: string, value: string): number {
  return Buffer.byteLength(key) + Buffer.byteLength(value);
}
