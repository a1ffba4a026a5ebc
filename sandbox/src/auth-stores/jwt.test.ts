import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../core/db';
import { issueSellerJwt, signJwt, signingSecret, verifyJwt } from './jwt';
import { DEMO_STORE_ID } from '../core/seed';
import { request, startTestSandbox, type ErrorBody, type TestSandbox } from '../core/test-support';

const SELLER_ID = 'e4b9c2d1-8f3a-4b6e-a5d7-3c1f9e8b2a60';

let sandbox: TestSandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-jwt-'));
  sandbox = await startTestSandbox({ dataPath: path.join(dataDir, 'sandbox.db') });
});

afterAll(async () => {
  await sandbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Signs with the running sandbox's own secret, through a second connection to its database file. */
function withDatabase<T>(run: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(sandbox.config.dataPath);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const sellerJwt = (ttlSeconds = 3600) =>
  withDatabase((db) =>
    issueSellerJwt(db, { userId: SELLER_ID, storeId: DEMO_STORE_ID, nowMs: sandbox.clock.now(), ttlSeconds }),
  );

const listProducts = (token: string) => request<ErrorBody>(sandbox, '/pcm/products?page[limit]=1', { token });

describe('signed JWT token sessions', () => {
  it('opens the seller store with an HS256 JWT signed with the secret kept in the database', async () => {
    const token = sellerJwt();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part!, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: SELLER_ID, store_id: DEMO_STORE_ID, exp: expect.any(Number) });
    expect((await listProducts(token)).status).toBe(200);
  });

  it('refuses a token whose signature does not match', async () => {
    const token = sellerJwt();
    const forged = withDatabase(() =>
      signJwt({ sub: SELLER_ID, store_id: DEMO_STORE_ID, iat: 1, exp: 4_000_000_000 }, Buffer.from('guess')),
    );
    expect((await listProducts(forged)).status).toBe(401);
    expect((await listProducts(`${token.slice(0, -2)}xx`)).status).toBe(401);
  });

  it('refuses an expired token as expired', async () => {
    const token = sellerJwt(60);
    sandbox.clock.advance(61_000);
    const response = await listProducts(token);
    expect(response.status).toBe(401);
    expect(response.body.errors[0]?.detail).toBe('The access token has expired');
  });

  it('opens nothing for a store the seller does not belong to', async () => {
    const token = withDatabase((db) =>
      signJwt({ sub: SELLER_ID, store_id: 'another-store', iat: 1, exp: 4_000_000_000 }, signingSecret(db)),
    );
    expect((await listProducts(token)).status).toBe(401);
  });

  it('keeps its secret across restarts, so issued tokens stay valid', async () => {
    const token = sellerJwt();
    await sandbox.close();
    sandbox = await startTestSandbox({ dataPath: sandbox.config.dataPath });
    expect((await listProducts(token)).status).toBe(200);
  });
});

describe('verifyJwt', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');
  const claims = { sub: 'u', store_id: 's', iat: 1, exp: 2 };

  it('accepts a valid token until its exp', () => {
    expect(verifyJwt(signJwt(claims, secret), secret, 1999)).toEqual({ claims });
    expect(verifyJwt(signJwt(claims, secret), secret, 2000)).toBe('expired');
  });

  it('refuses other algorithms and malformed tokens', () => {
    const [, payload, signature] = signJwt(claims, secret).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${payload}.${signature}`, secret, 0)).toBe('invalid');
    expect(verifyJwt('a.b', secret, 0)).toBe('invalid');
    expect(verifyJwt(signJwt({ sub: 'u' }, secret), secret, 0)).toBe('invalid');
  });
});
