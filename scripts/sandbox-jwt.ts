/**
 * `npm run sandbox:jwt`: prints a signed JWT for the sandbox's demo seller (stdout, one line) and
 * the admin URL that signs in with it (stderr).
 *
 * It reads the configuration exactly as `npm start` does: the gateway's `gatewayConfigFromEnv`
 * (PORT, HOST, SANDBOX_PORT, EP_HOST...) and the sandbox's `sandboxConfigFromEnv` (SANDBOX_DATA,
 * SANDBOX_SELLER_EMAIL...), with the same defaults. So it must be run with the same variables as
 * `npm start`. The token is signed with the secret kept in the sandbox database, so it never creates
 * or seeds a database (a second one would sign tokens the running sandbox refuses): it refuses when
 * SANDBOX_DATA names no database yet or `:memory:`. Then it asks the running provider whether it
 * accepts the token and says plainly when it does not (another database) or cannot be reached.
 *
 * SANDBOX_JWT_TTL_SECONDS sets the lifetime (default {@link DEFAULT_JWT_TTL_SECONDS}, a day).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gatewayConfigFromEnv } from '../gateway/src/config';
import { sandboxConfigFromEnv, type SandboxEnv } from '../sandbox/src/core/config';
import { openDatabase } from '../sandbox/src/core/db';
import { DEMO_STORE_ID } from '../sandbox/src/core/seed';
import { DEFAULT_JWT_TTL_SECONDS, issueSellerJwt } from '../sandbox/src/auth-stores/jwt';

/** What the command works with, from the same environment `npm start` reads. */
export interface JwtCliSettings {
  /** The sandbox database, absolute (relative paths are read from the working directory, as `npm start` does). */
  dataPath: string;
  sellerEmail: string;
  ttlSeconds: number;
  /** The admin the link opens: `http://127.0.0.1:PORT`. */
  adminUrl: string;
  /** Where the gateway sends provider calls: the embedded sandbox, or EP_HOST. */
  providerUrl: string;
  /** EP_HOST is set: the token is accepted only if that host is this sandbox. */
  externalProvider: boolean;
}

/** A refusal the command explains in one sentence (no stack trace). */
export class JwtCliError extends Error {}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export function jwtCliSettings(env: SandboxEnv = process.env, cwd: string = process.cwd()): JwtCliSettings {
  const gateway = gatewayConfigFromEnv(env);
  const sandbox = sandboxConfigFromEnv(env);
  if (sandbox.dataPath === ':memory:') {
    throw new JwtCliError(
      'SANDBOX_DATA is :memory:, so the sandbox keeps its data (and the secret tokens are signed with) ' +
        'inside its own process; sandbox:jwt cannot sign a token it accepts. Start it with a database file.',
    );
  }
  const rawTtl = env.SANDBOX_JWT_TTL_SECONDS?.trim();
  const ttlSeconds = rawTtl ? Number(rawTtl) : DEFAULT_JWT_TTL_SECONDS;
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new JwtCliError('SANDBOX_JWT_TTL_SECONDS must be a positive whole number of seconds');
  }
  const host = WILDCARD_HOSTS.has(gateway.host) ? '127.0.0.1' : gateway.host;
  return {
    dataPath: path.resolve(cwd, sandbox.dataPath),
    sellerEmail: sandbox.sellerEmail,
    ttlSeconds,
    adminUrl: `http://${host.includes(':') ? `[${host}]` : host}:${gateway.port}`,
    providerUrl: `${gateway.provider.protocol}://${gateway.provider.host}`,
    externalProvider: !gateway.useSandbox,
  };
}

/** Signs the demo seller's token with the database's own secret. */
export function signDemoSellerJwt(settings: JwtCliSettings, nowMs: number = Date.now()): string {
  if (!fs.existsSync(settings.dataPath)) {
    throw new JwtCliError(
      `There is no sandbox database at ${settings.dataPath}. Start the product first (npm start), and run ` +
        'sandbox:jwt with the same SANDBOX_DATA (and PORT, SANDBOX_PORT) as npm start.',
    );
  }
  const db = openDatabase(settings.dataPath);
  try {
    const seller = db
      .prepare<[string, string], { id: string }>('SELECT id FROM users WHERE email = ? AND store_id = ?')
      .get(settings.sellerEmail, DEMO_STORE_ID);
    if (!seller) {
      throw new JwtCliError(
        `The demo store in ${settings.dataPath} has no seller ${settings.sellerEmail}: ` +
          'SANDBOX_SELLER_EMAIL must be the one the database was seeded with.',
      );
    }
    return issueSellerJwt(db, {
      userId: seller.id,
      storeId: DEMO_STORE_ID,
      nowMs,
      ttlSeconds: settings.ttlSeconds,
    });
  } finally {
    db.close();
  }
}

const PROBE_TIMEOUT_MS = 2000;

/**
 * Whether the link will work: the provider the gateway uses accepts the token, and the admin
 * answers. Returns what to tell the seller (nothing when both hold).
 */
export async function checkLink(settings: JwtCliSettings, token: string): Promise<string[]> {
  const notes: string[] = [];
  const rerun = 'Run sandbox:jwt with the same SANDBOX_DATA, PORT and SANDBOX_PORT as npm start.';
  try {
    const answer = await fetch(`${settings.providerUrl}/pcm/products?page[limit]=1`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (answer.status === 401 || answer.status === 403) {
      notes.push(
        settings.externalProvider
          ? `The provider at ${settings.providerUrl} (EP_HOST) refuses this token: only the sandbox accepts ` +
              'it, so this link works only while the gateway is joined to a sandbox using this database.'
          : `The sandbox at ${settings.providerUrl} refuses this token: it runs on another database than ` +
              `${settings.dataPath}, so signing in with the link would fail. ${rerun}`,
      );
    } else if (!answer.ok) {
      notes.push(`The provider at ${settings.providerUrl} answered ${answer.status}; the link may not work.`);
    }
  } catch {
    notes.push(
      `Nothing answers at ${settings.providerUrl} (the provider npm start would use): start the product ` +
        `(npm start) before opening the link. ${rerun}`,
    );
    return notes;
  }
  try {
    await fetch(`${settings.adminUrl}/healthz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch {
    notes.push(
      `Nothing answers at ${settings.adminUrl} (PORT): the admin must run there for the link to work.`,
    );
  }
  return notes;
}

/** The command: the token on stdout (last line), the link and any warning on stderr. */
export async function runJwtCli(
  env: SandboxEnv,
  out: { log(line: string): void; error(line: string): void },
): Promise<void> {
  const settings = jwtCliSettings(env);
  const token = signDemoSellerJwt(settings);
  out.log(token);
  out.error(`Sign in with it: ${settings.adminUrl}/sign-in/jwt?token=${token}`);
  out.error(`(database ${settings.dataPath}; valid for ${settings.ttlSeconds} s)`);
  for (const note of await checkLink(settings, token)) out.error(`Warning: ${note}`);
}

if (require.main === module) {
  runJwtCli(process.env, console).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
