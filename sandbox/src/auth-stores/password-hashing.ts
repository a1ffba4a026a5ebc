import crypto from 'node:crypto';
import { verifySecret } from './secrets';

/**
 * Synchronous password hashing for shopper credentials (customers, account members). The
 * registry's `read` hook is synchronous, so hashing happens there with scryptSync; the output
 * uses the `scrypt$N$r$p$salt$hash` format of secrets.ts, so `verifySecret` checks it.
 */

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 } as const;

export function hashPasswordSync(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * A hash of a random secret nobody knows, with the cost of real ones: checking a password for an
 * unknown user or key costs one scrypt like a known one, so the answer's timing does not tell which
 * emails or client ids exist.
 */
const DUMMY_HASH = 'scrypt$16384$8$1$ZmHMeDBjdy96Yrx2d51drw$YHW_O2gYRBwgtx45BuAaAG4JVYO1l5ybAPVtYvJZmGE';

/** True when `password` matches `stored`; with no usable stored hash, false after the same work. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const usable = stored !== undefined && /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(stored);
  const matches = await verifySecret(password, usable ? stored : DUMMY_HASH);
  return usable && matches;
}

/** The password every seeded shopper signs in with. */
export const DEMO_SHOPPER_PASSWORD = 'sandbox-shopper';

let demoHash: string | undefined;

/** Hashed once per process: seeding dozens of shoppers must stay fast (it runs in every test). */
export function demoShopperPasswordHash(): string {
  demoHash ??= hashPasswordSync(DEMO_SHOPPER_PASSWORD);
  return demoHash;
}
