import crypto from 'node:crypto';
import { promisify } from 'node:util';

/** Password and client-secret hashing (scrypt) plus opaque token generation, all from node:crypto. */

const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(
  crypto.scrypt,
);

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 } as const;
const PREFIX = 'scrypt';

/** Returns `scrypt$N$r$p$salt$hash` so parameters can change later without breaking old hashes. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(secret, salt, KEY_LENGTH, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** An unguessable bearer token: 32 random bytes, hex like the provider's tokens. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** Tokens are stored only as SHA-256 digests; they are random, so no salt or slow hash is needed. */
export function tokenDigest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
