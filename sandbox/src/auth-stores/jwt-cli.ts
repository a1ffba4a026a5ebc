/**
 * `npm run sandbox:jwt`: prints a signed JWT for the sandbox's demo seller and the admin URL that
 * signs in with it. Works whether or not the sandbox is running (SQLite in WAL mode allows both).
 *
 * Environment: SANDBOX_DATA (the sandbox database), PORT (the admin's port, for the URL),
 * SANDBOX_JWT_TTL_SECONDS (lifetime, default a day).
 */
import { sandboxConfigFromEnv } from '../core/config';
import { openDatabase } from '../core/db';
import { DEFAULT_JWT_TTL_SECONDS, issueSellerJwt } from './jwt';
import { DEMO_STORE_ID, seedDatabase } from '../core/seed';

async function main(): Promise<void> {
  const config = sandboxConfigFromEnv();
  const db = openDatabase(config.dataPath);
  try {
    // A fresh database gets the demo store and seller first, exactly as the sandbox would.
    await seedDatabase(db, config, Date.now);
    const seller = db
      .prepare<[string, string], { id: string }>('SELECT id FROM users WHERE email = ? AND store_id = ?')
      .get(config.sellerEmail, DEMO_STORE_ID);
    if (!seller) throw new Error(`No seller ${config.sellerEmail} in the demo store`);
    const ttlSeconds = Number(process.env.SANDBOX_JWT_TTL_SECONDS ?? DEFAULT_JWT_TTL_SECONDS);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
      throw new Error('SANDBOX_JWT_TTL_SECONDS must be a positive whole number of seconds');
    }
    const token = issueSellerJwt(db, {
      userId: seller.id,
      storeId: DEMO_STORE_ID,
      nowMs: Date.now(),
      ttlSeconds,
    });
    const adminPort = process.env.PORT?.trim() || '4000';
    console.log(token);
    console.error(`Sign in with it: http://127.0.0.1:${adminPort}/sign-in/jwt?token=${token}`);
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
