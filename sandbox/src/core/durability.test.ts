import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductResource } from '../catalogue/products';
import { generateCatalogue } from '../catalogue/seed-catalogue';
import { SEEDED_CHILD_PRODUCTS } from '../catalogue/variations';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type TestSandbox,
  type TokenBody,
} from './test-support';

interface CountBody {
  meta: { results: { total: number } };
}

// The seeded catalogue plus the child products built from its seeded variations.
const SEEDED_TOTAL = generateCatalogue(0).length + SEEDED_CHILD_PRODUCTS;

let directory: string;
let dataPath: string;

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-durability-'));
  dataPath = path.join(directory, 'nested', 'sandbox.db');
});

afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

async function withSandbox<T>(
  options: Parameters<typeof startTestSandbox>[0],
  work: (sandbox: TestSandbox) => Promise<T>,
) {
  const sandbox = await startTestSandbox({ dataPath, ...options });
  try {
    return await work(sandbox);
  } finally {
    await sandbox.close();
  }
}

const productTotal = async (sandbox: TestSandbox, token: string) =>
  (await request<CountBody>(sandbox, '/pcm/products?page[limit]=1', { token })).body.meta.results.total;

it('keeps products and tokens across a restart on the same file, without reseeding', async () => {
  const { id, token } = await withSandbox({}, async (sandbox) => {
    const accessToken = await clientCredentialsToken(sandbox);
    const created = await request<{ data: ProductResource }>(sandbox, '/pcm/products', {
      method: 'POST',
      token: accessToken,
      json: {
        data: {
          type: 'product',
          attributes: { name: 'Survivor', commodity_type: 'physical', sku: 'SURV-1' },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(await productTotal(sandbox, accessToken)).toBe(SEEDED_TOTAL + 1);
    return { id: created.body.data.id, token: accessToken };
  });
  expect(fs.existsSync(dataPath)).toBe(true);

  await withSandbox({}, async (sandbox) => {
    // The token issued before the restart still works: tokens live in SQLite, not memory.
    const product = await request<{ data: ProductResource }>(sandbox, `/pcm/products/${id}`, { token });
    expect(product.status).toBe(200);
    expect(product.body.data.attributes).toMatchObject({ name: 'Survivor', sku: 'SURV-1' });
    expect(await productTotal(sandbox, token)).toBe(SEEDED_TOTAL + 1);
  });
});

it('does not bring deleted demo products back on restart', async () => {
  const token = await withSandbox({}, async (sandbox) => {
    const accessToken = await clientCredentialsToken(sandbox);
    const first = await request<{ data: ProductResource[] }>(sandbox, '/pcm/products?page[limit]=1', {
      token: accessToken,
    });
    await request(sandbox, `/pcm/products/${first.body.data[0].id}`, {
      method: 'DELETE',
      token: accessToken,
    });
    return accessToken;
  });
  await withSandbox({}, async (sandbox) => {
    expect(await productTotal(sandbox, token)).toBe(SEEDED_TOTAL - 1);
  });
});

it('applies changed credentials from config on the next start', async () => {
  await withSandbox({}, async () => undefined);
  await withSandbox(
    {
      clientId: 'rotated-client',
      clientSecret: 'rotated-secret',
      sellerEmail: 'owner@shop.test',
      sellerPassword: 'pw-2',
    },
    async (sandbox) => {
      const token = (form: Record<string, string>) =>
        request<TokenBody>(sandbox, '/oauth/access_token', { method: 'POST', form });
      const oldKey = {
        grant_type: 'client_credentials',
        client_id: 'sandbox-demo-client',
        client_secret: 'sandbox-demo-secret',
      };
      expect((await token(oldKey)).status).toBe(401);
      const newKey = {
        grant_type: 'client_credentials',
        client_id: 'rotated-client',
        client_secret: 'rotated-secret',
      };
      expect((await token(newKey)).status).toBe(200);
      expect(
        (
          await token({
            grant_type: 'password',
            username: 'seller@example.com',
            password: 'commerce-manager',
          })
        ).status,
      ).toBe(401);
      expect(
        (await token({ grant_type: 'password', username: 'owner@shop.test', password: 'pw-2' })).status,
      ).toBe(200);
      // The catalogue is untouched by the credential change.
      expect(await productTotal(sandbox, (await token(newKey)).body.access_token)).toBe(SEEDED_TOTAL);
    },
  );
});
