import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../core/db';
import { SEEDED_LEGACY_VARIATION_IDS } from './legacy-variations';
import {
  clientCredentialsToken,
  request,
  startTestSandbox,
  type ErrorBody,
  type TestSandbox,
} from '../core/test-support';

interface Modifier {
  id: string;
  type: string;
  modifier_type: string;
  value: unknown;
  links: { self: string };
}

interface Option {
  id: string;
  type: string;
  name: string;
  description: string;
  modifiers: Modifier[];
  links: { self: string };
}

interface Variation {
  id: string;
  type: string;
  name: string;
  options: Option[];
  relationships: { options: { data: { type: string; id: string }[] } };
}

let sandbox: TestSandbox;
let token: string;

const dataPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-variations-')), 'sandbox.db');

beforeAll(async () => {
  sandbox = await startTestSandbox({ dataPath });
  token = await clientCredentialsToken(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  fs.rmSync(path.dirname(dataPath), { recursive: true, force: true });
});

const get = <T>(path: string) => request<T & ErrorBody>(sandbox, path, { token });
const send = <T>(method: string, path: string, json?: unknown) =>
  request<{ data: T } & ErrorBody>(sandbox, path, { method, token, json });

const createVariation = async (name: string) =>
  (await send<Variation>('POST', '/v2/variations', { data: { type: 'product-variation', name } })).body.data;

describe('legacy v2 variations', () => {
  it('seeds Size with S, M and L, each with a sku and a name modifier', async () => {
    const size = await get<{ data: Variation }>(`/v2/variations/${SEEDED_LEGACY_VARIATION_IDS.size}`);
    expect(size.status).toBe(200);
    expect(size.body.data).toMatchObject({ type: 'product-variation', name: 'Size' });
    expect(size.body.data.options.map((option) => option.name)).toEqual(['S', 'M', 'L']);
    expect(size.body.data.relationships.options.data).toHaveLength(3);
    const small = size.body.data.options[0];
    expect(small?.modifiers.map((modifier) => [modifier.modifier_type, modifier.value])).toEqual([
      ['sku_append', '-S'],
      ['name_append', ' (Small)'],
    ]);
    const list = await get<{ data: Variation[] }>('/v2/variations?filter=eq(name,Size)');
    expect(list.body.data.map((variation) => variation.id)).toContain(SEEDED_LEGACY_VARIATION_IDS.size);
  });

  it('creates, updates and deletes a variation; name is required', async () => {
    const missing = await send('POST', '/v2/variations', { data: { type: 'product-variation' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]?.source).toEqual({ pointer: '/data/name' });
    const wrongType = await send('POST', '/v2/variations', { data: { type: 'variation', name: 'x' } });
    expect(wrongType.status).toBe(422);
    const created = await send<Variation>('POST', '/v2/variations', {
      data: { type: 'product-variation', name: 'Colour' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'product-variation', name: 'Colour', options: [] });
    const updated = await send<Variation>('PUT', `/v2/variations/${created.body.data.id}`, {
      data: { type: 'product-variation', id: created.body.data.id, name: 'Color' },
    });
    expect(updated.body.data.name).toBe('Color');
    expect((await send('DELETE', `/v2/variations/${created.body.data.id}`)).status).toBe(204);
    expect((await get(`/v2/variations/${created.body.data.id}`)).status).toBe(404);
  });

  it('nests options under their variation with unique names', async () => {
    const variation = await createVariation('Material');
    const base = `/v2/variations/${variation.id}/options`;
    const cotton = await send<Option>('POST', base, {
      data: { type: 'option', name: 'Cotton', description: 'Soft' },
    });
    expect(cotton.status).toBe(201);
    expect(cotton.body.data).toMatchObject({
      type: 'option',
      name: 'Cotton',
      description: 'Soft',
      modifiers: [],
    });
    expect(cotton.body.data.links.self).toBe(`${base}/${cotton.body.data.id}`);
    const duplicate = await send('POST', base, { data: { type: 'option', name: 'COTTON' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]?.source).toEqual({ pointer: '/data/name' });
    const blank = await send('POST', base, { data: { type: 'option', name: '' } });
    expect(blank.status).toBe(422);
    // Another variation may reuse the name.
    const other = await createVariation('Lining');
    const reused = await send('POST', `/v2/variations/${other.id}/variation-options`, {
      data: { type: 'option', name: 'Cotton' },
    });
    expect(reused.status).toBe(201);
    // The option is only reachable under its own variation.
    expect((await get(`/v2/variations/${other.id}/variation-options/${cotton.body.data.id}`)).status).toBe(
      404,
    );
    expect((await get(`/v2/variations/nope/variation-options`)).status).toBe(404);
    const updated = await send<Option>('PUT', `${base}/${cotton.body.data.id}`, {
      data: { type: 'option', description: 'Organic' },
    });
    expect(updated.body.data).toMatchObject({ name: 'Cotton', description: 'Organic' });
    const list = await get<{ data: Option[] }>(base);
    expect(list.body.data.map((option) => option.id)).toEqual([cotton.body.data.id]);
    const parent = await get<{ data: Variation }>(`/v2/variations/${variation.id}`);
    expect(parent.body.data.options.map((option) => option.description)).toEqual(['Organic']);
  });

  it('validates modifiers by type, one per type and option, under the right option', async () => {
    const variation = await createVariation('Fit');
    const option = (
      await send<Option>('POST', `/v2/variations/${variation.id}/variation-options`, {
        data: { type: 'option', name: 'Slim' },
      })
    ).body.data;
    const base = `/v2/variations/${variation.id}/options/${option.id}/modifiers`;
    const sku = await send<Modifier>('POST', base, {
      data: { type: 'modifier', modifier_type: 'sku_append', value: '-SLIM' },
    });
    expect(sku.status).toBe(201);
    expect(sku.body.data).toMatchObject({ type: 'modifier', modifier_type: 'sku_append', value: '-SLIM' });
    expect(sku.body.data.links.self).toBe(`${base}/${sku.body.data.id}`);
    const again = await send('POST', base, {
      data: { type: 'modifier', modifier_type: 'sku_append', value: '-X' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.source).toEqual({ pointer: '/data/modifier_type' });
    const badType = await send('POST', base, {
      data: { type: 'modifier', modifier_type: 'colour', value: 'x' },
    });
    expect(badType.status).toBe(422);
    expect(badType.body.errors.map((error) => error.source?.pointer)).toEqual(['/data/modifier_type']);
    const badPrice = await send('POST', base, {
      data: { type: 'modifier', modifier_type: 'price_increment', value: '5' },
    });
    expect(badPrice.status).toBe(422);
    expect(badPrice.body.errors[0]?.source).toEqual({ pointer: '/data/value' });
    const price = await send<Modifier>('POST', base, {
      data: {
        type: 'modifier',
        modifier_type: 'price_increment',
        value: [{ amount: 500, currency: 'USD', includes_tax: true }],
      },
    });
    expect(price.status).toBe(201);
    const builder = await send<Modifier>('POST', base, {
      data: { type: 'modifier', modifier_type: 'slug_builder', value: { seek: '{size}', set: 'slim' } },
    });
    expect(builder.status).toBe(201);
    const updated = await send<Modifier>('PUT', `${base}/${sku.body.data.id}`, {
      data: { type: 'modifier', value: '-SL' },
    });
    expect(updated.body.data).toMatchObject({ modifier_type: 'sku_append', value: '-SL' });
    // Wrong option or wrong variation: 404.
    const seededSmall = `/v2/variations/${SEEDED_LEGACY_VARIATION_IDS.size}/variation-options/${SEEDED_LEGACY_VARIATION_IDS.small}`;
    expect((await get(`${seededSmall}/product-modifiers/${sku.body.data.id}`)).status).toBe(404);
    const mismatched = `/v2/variations/${SEEDED_LEGACY_VARIATION_IDS.size}/variation-options/${option.id}/product-modifiers`;
    expect((await get(mismatched)).status).toBe(404);
    const list = await get<{ data: Modifier[] }>(`${base}?sort=modifier_type`);
    expect(list.body.data.map((modifier) => modifier.modifier_type)).toEqual([
      'price_increment',
      'sku_append',
      'slug_builder',
    ]);
  });

  it('deleting a variation deletes its options and their modifiers', async () => {
    const variation = await createVariation('Length');
    const option = (
      await send<Option>('POST', `/v2/variations/${variation.id}/variation-options`, {
        data: { type: 'option', name: 'Long' },
      })
    ).body.data;
    const modifiersPath = `/v2/variations/${variation.id}/variation-options/${option.id}/product-modifiers`;
    const modifier = (
      await send<Modifier>('POST', modifiersPath, {
        data: { type: 'modifier', modifier_type: 'name_append', value: ' long' },
      })
    ).body.data;
    expect((await send('DELETE', `/v2/variations/${variation.id}`)).status).toBe(204);
    expect((await get(`/v2/variations/${variation.id}/variation-options/${option.id}`)).status).toBe(404);
    const db = openDatabase(dataPath);
    try {
      const left = db
        .prepare('SELECT COUNT(*) AS n FROM resources WHERE id IN (?, ?)')
        .get(option.id, modifier.id) as { n: number };
      expect(left.n).toBe(0);
    } finally {
      db.close();
    }
  });

  it('deleting an option deletes its modifiers', async () => {
    const variation = await createVariation('Sleeve');
    const base = `/v2/variations/${variation.id}/variation-options`;
    const option = (await send<Option>('POST', base, { data: { type: 'option', name: 'Short' } })).body.data;
    await send('POST', `${base}/${option.id}/product-modifiers`, {
      data: { type: 'modifier', modifier_type: 'sku_append', value: '-SH' },
    });
    expect((await send('DELETE', `${base}/${option.id}`)).status).toBe(204);
    expect((await get(`${base}/${option.id}/product-modifiers`)).status).toBe(404);
    const parent = await get<{ data: Variation }>(`/v2/variations/${variation.id}`);
    expect(parent.body.data.options).toEqual([]);
  });
});
