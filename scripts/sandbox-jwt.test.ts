import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '../sandbox/src/core/app';
import { JwtCliError, jwtCliSettings, runJwtCli } from './sandbox-jwt';

let dataDir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-jwt-cli-'));
  sandbox = await startSandbox({ port: 0, dataPath: path.join(dataDir, 'running.db'), rateLimit: false });
  // Another database, as a plain `npm run sandbox` elsewhere would have seeded: its own secret.
  const other = await startSandbox({ port: 0, dataPath: path.join(dataDir, 'other.db'), rateLimit: false });
  await other.close();
}, 30_000); // seeding two databases hashes two passwords

afterAll(async () => {
  await sandbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  await runJwtCli(env, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { out, err };
}

describe('npm run sandbox:jwt reads the configuration npm start reads', () => {
  it('has the same defaults as the gateway and the sandbox', () => {
    expect(jwtCliSettings({}, '/srv/app')).toEqual({
      dataPath: '/srv/app/.data/sandbox.db',
      sellerEmail: 'seller@example.com',
      ttlSeconds: 86_400,
      adminUrl: 'http://127.0.0.1:4000',
      providerUrl: 'http://127.0.0.1:4100',
      externalProvider: false,
    });
  });

  it('follows PORT, SANDBOX_PORT, SANDBOX_DATA, HOST and EP_HOST as npm start does', () => {
    const settings = jwtCliSettings(
      { PORT: '5000', SANDBOX_PORT: '5100', SANDBOX_DATA: 'data/shop.db', HOST: '0.0.0.0' },
      '/srv/app',
    );
    expect(settings).toMatchObject({
      dataPath: '/srv/app/data/shop.db',
      adminUrl: 'http://127.0.0.1:5000',
      providerUrl: 'http://127.0.0.1:5100',
    });
    expect(jwtCliSettings({ EP_HOST: 'sandbox.internal:4100', EP_PROTOCOL: 'http' }, '/srv')).toMatchObject({
      providerUrl: 'http://sandbox.internal:4100',
      externalProvider: true,
    });
  });

  it('refuses what cannot give a working link, in plain words', () => {
    expect(() => jwtCliSettings({ SANDBOX_DATA: ':memory:' })).toThrow(JwtCliError);
    expect(() => jwtCliSettings({ SANDBOX_DATA: ':memory:' })).toThrow(/cannot sign a token it accepts/);
    expect(() => jwtCliSettings({ SANDBOX_JWT_TTL_SECONDS: '1.5' })).toThrow(/positive whole number/);
    expect(() => jwtCliSettings({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('never creates a second database', async () => {
    const missing = path.join(dataDir, 'missing.db');
    await expect(run({ SANDBOX_DATA: missing })).rejects.toThrow(
      /no sandbox database at .*missing\.db.*same SANDBOX_DATA/,
    );
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('prints a token the running sandbox accepts, and the link on the configured port', async () => {
    const { out, err } = await run({
      SANDBOX_DATA: sandbox.config.dataPath,
      SANDBOX_PORT: String(sandbox.port),
      PORT: '1', // nothing listens there: the admin warning below
    });
    expect(out).toHaveLength(1);
    const token = out[0]!;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(err[0]).toBe(`Sign in with it: http://127.0.0.1:1/sign-in/jwt?token=${token}`);
    expect(err.join('\n')).not.toMatch(/refuses/);
    expect(err.join('\n')).toMatch(/Nothing answers at http:\/\/127\.0\.0\.1:1 \(PORT\)/);
    const products = await fetch(`${sandbox.url}/pcm/products?page[limit]=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(products.status).toBe(200);
  });

  it('says so when the running sandbox uses another database', async () => {
    const { out, err } = await run({
      SANDBOX_DATA: path.join(dataDir, 'other.db'),
      SANDBOX_PORT: String(sandbox.port),
    });
    expect(out).toHaveLength(1);
    expect(err.join('\n')).toMatch(/refuses this token: it runs on another database than .*other\.db/);
  });
});
