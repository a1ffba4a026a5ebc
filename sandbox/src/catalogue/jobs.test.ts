import { JOB_PENDING_MS, JOB_RUNNING_MS, parseCsv } from './jobs';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface JobBody {
  id: string;
  type: string;
  attributes: { type: string; status: string; started_at: string | null; completed_at: string | null };
  meta: { filter?: string; file_locations?: string[] | null };
}

interface JobErrorsBody {
  data: { type: string; id: string; attributes: { message: string } }[];
  meta: { results: { total: number } };
}

const api = useTestSandbox();

async function createProduct(sku: string, name: string): Promise<void> {
  const response = await request(api.sandbox, '/pcm/products', {
    method: 'POST',
    token: api.token,
    json: { data: { type: 'product', attributes: { name, sku, commodity_type: 'physical' } } },
  });
  expect(response.status).toBe(201);
}

async function getJob(id: string): Promise<JobBody> {
  const response = await request<{ data: JobBody }>(api.sandbox, `/pcm/jobs/${id}`, { token: api.token });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function importCsv(csv: string): Promise<JobBody> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const response = await fetch(`${api.sandbox.url}/pcm/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: JobBody }).data;
}

test('parseCsv reads quoted commas, doubled quotes and line breaks', () => {
  expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n\n')).toEqual([
    ['a', 'b'],
    ['x, y', 'say "hi"\nthere'],
  ]);
});

test('an export moves pending → started → success and its file lists only the filtered products', async () => {
  await createProduct('JOB-EXPORT-1', 'Exported, "quoted" lamp');
  await createProduct('JOB-EXPORT-2', 'Not exported');
  const created = await request<{ data: JobBody }>(
    api.sandbox,
    `/pcm/products/export?filter=${encodeURIComponent('eq(sku,JOB-EXPORT-1)')}&useTemplateSlugs=true`,
    { method: 'POST', token: api.token },
  );
  expect(created.status).toBe(201);
  const job = created.body.data;
  expect(job).toMatchObject({ type: 'pim-job', attributes: { type: 'product-export', status: 'pending' } });
  expect(job.meta.filter).toBe('eq(sku,JOB-EXPORT-1)');

  // Until it succeeds, an export names no file.
  expect((await getJob(job.id)).meta.file_locations).toBeNull();

  api.sandbox.clock.advance(JOB_PENDING_MS);
  expect((await getJob(job.id)).attributes).toMatchObject({ status: 'started', completed_at: null });

  api.sandbox.clock.advance(JOB_RUNNING_MS);
  const done = await getJob(job.id);
  expect(done.attributes.status).toBe('success');
  expect(done.attributes.completed_at).not.toBeNull();
  // The file is where the job's `meta.file_locations` says (pcm.yaml), reachable without a token.
  const [location] = done.meta.file_locations ?? [];
  expect(location).toMatch(new RegExp(`^${api.sandbox.url}/sandbox/exports/${job.id}/[0-9a-f]{32}/`));
  const file = await fetch(location ?? '');
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('text/csv');
  const rows = parseCsv(await file.text());
  expect(rows[0]?.slice(0, 3)).toEqual(['id', 'external_ref', 'name']);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('Exported, "quoted" lamp');
  expect(rows[1]).toContain('JOB-EXPORT-1');

  const list = await request<{ data: JobBody[] }>(api.sandbox, '/pcm/jobs', { token: api.token });
  expect(list.body.data.map((listed) => listed.id)).toContain(job.id);
});

test("an export's file needs its link's key, and the undocumented jobs/{id}/file path is gone", async () => {
  await createProduct('JOB-EXPORT-KEY', 'Keyed export');
  const created = await request<{ data: JobBody }>(api.sandbox, '/pcm/products/export', {
    method: 'POST',
    token: api.token,
  });
  api.sandbox.clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
  const [location] = (await getJob(created.body.data.id)).meta.file_locations ?? [];
  expect(location).toBeDefined();
  const guessed = (location ?? '').replace(/\/[0-9a-f]{32}\//, `/${'0'.repeat(32)}/`);
  expect((await fetch(guessed)).status).toBe(404);
  const old = await request<ErrorBody>(api.sandbox, `/pcm/jobs/${created.body.data.id}/file`, {
    token: api.token,
  });
  expect(old.status).toBe(404);
});

test('an export with an unparseable filter is refused at once', async () => {
  const response = await request<ErrorBody>(api.sandbox, '/pcm/products/export?filter=eq(sku', {
    method: 'POST',
    token: api.token,
  });
  expect(response.status).toBe(400);
});

test('an import creates and updates products by sku and records per-row errors', async () => {
  await createProduct('JOB-IMPORT-EXISTING', 'Old name');
  const csv = [
    'name,sku,commodity_type,status,description',
    'Brand new,JOB-IMPORT-NEW,physical,live,"Fresh, new"',
    'New name,JOB-IMPORT-EXISTING,,,',
    'Broken,JOB-IMPORT-BAD,spaceship,draft,',
  ].join('\n');
  const job = await importCsv(csv);
  expect(job.attributes).toMatchObject({ type: 'product-import', status: 'pending' });

  api.sandbox.clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
  expect((await getJob(job.id)).attributes.status).toBe('failed');

  const products = await request<{ data: { attributes: { name: string; sku: string } }[] }>(
    api.sandbox,
    `/pcm/products?filter=${encodeURIComponent('like(sku,JOB-IMPORT-*)')}`,
    { token: api.token },
  );
  const names = Object.fromEntries(products.body.data.map((p) => [p.attributes.sku, p.attributes.name]));
  expect(names).toEqual({ 'JOB-IMPORT-EXISTING': 'New name', 'JOB-IMPORT-NEW': 'Brand new' });

  const errors = await request<JobErrorsBody>(api.sandbox, `/pcm/jobs/${job.id}/errors?page[limit]=1`, {
    token: api.token,
  });
  expect(errors.body.meta.results.total).toBe(1);
  expect(errors.body.data[0]).toMatchObject({ type: 'pim-job-error' });
  expect(errors.body.data[0]?.attributes.message).toMatch(/^row 4: .*commodity_type/);
});

test('an import without a file is refused; unknown jobs are 404', async () => {
  const form = new FormData();
  form.append('other', 'x');
  const response = await fetch(`${api.sandbox.url}/pcm/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(response.status).toBe(422);
  expect((await request(api.sandbox, '/pcm/jobs/nope', { token: api.token })).status).toBe(404);
});
