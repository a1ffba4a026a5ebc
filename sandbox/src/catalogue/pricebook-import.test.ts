import zlib from 'node:zlib';
import { JOB_PENDING_MS, JOB_RUNNING_MS } from './jobs';
import { useTestSandbox } from '../core/test-support';

interface JobBody {
  id: string;
  attributes: { type: string; status: string };
}

const api = useTestSandbox();
const { get } = api;

async function upload(bytes: Uint8Array | string, name = 'prices.jsonl'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return fetch(`${api.sandbox.url}/pcm/pricebooks/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
}

const jsonl = (...objects: unknown[]) => objects.map((object) => JSON.stringify(object)).join('\n');

async function settle(jobId: string): Promise<JobBody> {
  api.sandbox.clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
  return (await get<{ data: JobBody }>(`/pcm/jobs/${jobId}`)).body.data;
}

test('an import creates a price book and prices, then updates them by external_ref', async () => {
  const file = jsonl(
    // Prices may come before their book: the whole file is read first.
    {
      type: 'product-price',
      external_ref: 'price-1',
      pricebook_external_ref: 'import-book',
      attributes: { sku: 'IMPORT-SKU-1', currencies: { USD: { amount: 1500, includes_tax: false } } },
    },
    { type: 'pricebook', external_ref: 'import-book', attributes: { name: 'Imported book' } },
  );
  const response = await upload(file);
  expect(response.status).toBe(201);
  const job = ((await response.json()) as { data: JobBody }).data;
  expect(job.attributes).toMatchObject({ type: 'price-import', status: 'pending' });
  api.sandbox.clock.advance(JOB_PENDING_MS);
  expect((await get<{ data: JobBody }>(`/pcm/jobs/${job.id}`)).body.data.attributes.status).toBe('started');
  expect((await settle(job.id)).attributes.status).toBe('success');

  const books = await get<{ data: { id: string; attributes: { name: string } }[] }>(
    `/pcm/pricebooks?filter=${encodeURIComponent('eq(external_ref,import-book)')}`,
  );
  const book = books.body.data.find((candidate) => candidate.attributes.name === 'Imported book');
  expect(book).toBeDefined();
  const prices = await get<{
    data: { attributes: { sku: string; currencies: { USD: { amount: number } } } }[];
  }>(`/pcm/pricebooks/${book?.id ?? ''}/prices`);
  expect(
    prices.body.data.map((price) => [price.attributes.sku, price.attributes.currencies.USD.amount]),
  ).toEqual([['IMPORT-SKU-1', 1500]]);

  // A gzipped second file updates the same price by its external_ref.
  const update = jsonl({
    type: 'product-price',
    external_ref: 'price-1',
    pricebook_id: book?.id,
    attributes: { currencies: { USD: { amount: 1200, includes_tax: false } } },
  });
  const second = await upload(zlib.gzipSync(update), 'prices.jsonl.gz');
  const secondJob = ((await second.json()) as { data: JobBody }).data;
  expect((await settle(secondJob.id)).attributes.status).toBe('success');
  const updated = await get<{ data: { attributes: { currencies: { USD: { amount: number } } } }[] }>(
    `/pcm/pricebooks/${book?.id ?? ''}/prices`,
  );
  expect(updated.body.data.map((price) => price.attributes.currencies.USD.amount)).toEqual([1200]);
});

test('bad lines fail the job with one error per line; valid lines are kept', async () => {
  const file = [
    JSON.stringify({ type: 'pricebook', external_ref: 'partial-book', attributes: { name: 'Partial book' } }),
    '{ not json',
    JSON.stringify({
      type: 'product-price',
      external_ref: 'p-x',
      pricebook_external_ref: 'nowhere',
      attributes: { sku: 'X' },
    }),
    JSON.stringify({
      type: 'product-price',
      external_ref: 'p-y',
      pricebook_external_ref: 'partial-book',
      attributes: { sku: 'Y', currencies: { usd: { amount: -1 } } },
    }),
  ].join('\n');
  const response = await upload(file);
  const job = ((await response.json()) as { data: JobBody }).data;
  expect((await settle(job.id)).attributes.status).toBe('failed');
  const errors = await get<{
    data: { attributes: { message: string } }[];
    meta: { results: { total: number } };
  }>(`/pcm/jobs/${job.id}/errors`);
  expect(errors.body.meta.results.total).toBe(3);
  const messages = errors.body.data.map((error) => error.attributes.message);
  expect(messages[0]).toMatch(/^line 2: .*invalid json/);
  expect(messages[1]).toMatch(/^line 3: price book external ref not found/);
  expect(messages[2]).toMatch(/^line 4: currency codes/);
  const books = await get<{ data: { attributes: { name: string } }[] }>('/pcm/pricebooks');
  expect(books.body.data.map((book) => book.attributes.name)).toContain('Partial book');
});

test('an import without a file is refused', async () => {
  const response = await fetch(`${api.sandbox.url}/pcm/pricebooks/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(422);
});
