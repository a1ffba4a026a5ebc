import crypto from 'node:crypto';

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

/** The password every seeded shopper signs in with. */
export const DEMO_SHOPPER_PASSWORD = 'sandbox-shopper';

let demoHash: string | undefined;

/** Hashed once per process: seeding dozens of shoppers must stay fast (it runs in every test). */
export function demoShopperPasswordHash(): string {
  demoHash ??= hashPasswordSync(DEMO_SHOPPER_PASSWORD);
  return demoHash;
}
