import { MAX_FILE_BYTES, pngDimensions, solidPng } from './files';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface FileBody {
  id: string;
  type: string;
  file_name: string;
  mime_type: string;
  file_size: number;
  public: boolean;
  meta: { dimensions?: { width: number; height: number }; timestamps: { created_at: string } };
  link: { href: string };
}

interface ListBody {
  data: FileBody[];
  meta: { results: { total: number } };
}

const api = useTestSandbox();

async function upload(bytes: Uint8Array, name: string, type: string, fileName?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  if (fileName) form.append('file_name', fileName);
  form.append('public', 'true');
  const response = await fetch(`${api.sandbox.url}/v2/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: FileBody } & ErrorBody };
}

describe('v2/files', () => {
  it('stores an uploaded PNG with its size and dimensions and serves the bytes at link.href', async () => {
    const png = solidPng(12, 7, [10, 20, 30]);
    const created = await upload(png, 'swatch.png', 'image/png', 'Swatch.png');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'file',
      file_name: 'Swatch.png',
      mime_type: 'image/png',
      file_size: png.length,
      public: true,
      meta: { dimensions: { width: 12, height: 7 } },
    });
    const content = await fetch(created.body.data.link.href);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await content.arrayBuffer()).equals(png)).toBe(true);

    const read = await request<{ data: FileBody }>(api.sandbox, `/v2/files/${created.body.data.id}`, {
      token: api.token,
    });
    expect(read.body.data.file_name).toBe('Swatch.png');
  });

  it('refuses unsupported types and files over the size limit with 422', async () => {
    const exe = await upload(new Uint8Array([77, 90]), 'tool.exe', 'application/x-msdownload');
    expect(exe.status).toBe(422);
    expect(exe.body.errors[0]?.detail).toMatch(/not supported/);
    const big = await upload(new Uint8Array(MAX_FILE_BYTES + 1), 'big.png', 'image/png');
    expect(big.status).toBe(422);
    expect(big.body.errors[0]?.detail).toMatch(/limit/);
  });

  it('links a file by URL and validates file_location', async () => {
    const linked = await request<{ data: FileBody }>(api.sandbox, '/v2/files', {
      method: 'POST',
      token: api.token,
      json: { data: { type: 'file', file_location: 'https://cdn.example.com/images/shoe.jpg' } },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      file_name: 'shoe.jpg',
      mime_type: 'image/jpeg',
      link: { href: 'https://cdn.example.com/images/shoe.jpg' },
    });
    const invalid = await request<ErrorBody>(api.sandbox, '/v2/files', {
      method: 'POST',
      token: api.token,
      json: { data: { type: 'file', file_location: 'ftp://nope' } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]?.source?.pointer).toBe('/data/file_location');
  });

  it('lists with in(id,...) and like(file_name,...) filters and paging, and deletes', async () => {
    const a = await upload(solidPng(2, 2, [1, 2, 3]), 'alpha-list.png', 'image/png');
    const b = await upload(solidPng(2, 2, [1, 2, 3]), 'beta-list.png', 'image/png');
    const byIds = await request<ListBody>(
      api.sandbox,
      `/v2/files?filter=${encodeURIComponent(`in(id,${a.body.data.id},${b.body.data.id})`)}`,
      { token: api.token },
    );
    expect(byIds.body.data.map((file) => file.file_name).sort()).toEqual(['alpha-list.png', 'beta-list.png']);
    const liked = await request<ListBody>(
      api.sandbox,
      '/v2/files?filter=like(file_name,alpha*)&page[limit]=1',
      {
        token: api.token,
      },
    );
    expect(liked.body.data.map((file) => file.file_name)).toEqual(['alpha-list.png']);
    const all = await request<ListBody>(api.sandbox, '/v2/files?page[limit]=2&page[offset]=1', {
      token: api.token,
    });
    expect(all.body.data).toHaveLength(2);
    expect(all.body.meta.results.total).toBeGreaterThanOrEqual(5);

    const removed = await request(api.sandbox, `/v2/files/${a.body.data.id}`, {
      method: 'DELETE',
      token: api.token,
    });
    expect(removed.status).toBe(204);
    expect((await request(api.sandbox, `/v2/files/${a.body.data.id}`, { token: api.token })).status).toBe(
      404,
    );
    expect((await fetch(a.body.data.link.href)).status).toBe(404);
  });

  it('seeds demo images that are main images of seeded products', async () => {
    const list = await request<ListBody>(api.sandbox, '/v2/files?filter=eq(file_name,red.png)', {
      token: api.token,
    });
    const [red] = list.body.data;
    expect(red?.meta.dimensions).toEqual({ width: 64, height: 64 });
    const products = await request<{
      data: { relationships: { main_image: { data: { id: string } | null } } }[];
    }>(api.sandbox, '/pcm/products?page[limit]=100', { token: api.token });
    const imageIds = products.body.data.flatMap((product) => product.relationships.main_image.data?.id ?? []);
    expect(imageIds).toContain(red?.id);
  });
});

describe('pcm/products/:id/relationships/main_image', () => {
  it('sets, replaces, reads and removes a main image', async () => {
    const product = await request<{ data: { id: string } }>(api.sandbox, '/pcm/products', {
      method: 'POST',
      token: api.token,
      json: { data: { type: 'product', attributes: { name: 'Framed print', commodity_type: 'physical' } } },
    });
    const productId = product.body.data.id;
    const path = `/pcm/products/${productId}/relationships/main_image`;
    const first = await upload(solidPng(3, 3, [9, 9, 9]), 'first.png', 'image/png');
    const second = await upload(solidPng(3, 3, [9, 9, 9]), 'second.png', 'image/png');

    const created = await request(api.sandbox, path, {
      method: 'POST',
      token: api.token,
      json: { data: { type: 'file', id: first.body.data.id } },
    });
    expect(created.status).toBe(204);
    const replaced = await request(api.sandbox, path, {
      method: 'PUT',
      token: api.token,
      json: { data: { type: 'file', id: second.body.data.id } },
    });
    expect(replaced.status).toBe(204);
    const read = await request<{ data: { type: string; id: string }[] }>(api.sandbox, path, {
      token: api.token,
    });
    expect(read.body.data).toEqual([{ type: 'file', id: second.body.data.id }]);
    const rendered = await request<{ data: { relationships: { main_image: { data: unknown } } } }>(
      api.sandbox,
      `/pcm/products/${productId}`,
      { token: api.token },
    );
    expect(rendered.body.data.relationships.main_image.data).toEqual({
      type: 'file',
      id: second.body.data.id,
    });

    const unknownFile = await request<ErrorBody>(api.sandbox, path, {
      method: 'PUT',
      token: api.token,
      json: { data: { type: 'file', id: 'missing' } },
    });
    expect(unknownFile.status).toBe(422);
    expect(unknownFile.body.errors[0]?.source?.pointer).toBe('/data/id');

    expect((await request(api.sandbox, path, { method: 'DELETE', token: api.token })).status).toBe(204);
    expect((await request<{ data: unknown[] }>(api.sandbox, path, { token: api.token })).body.data).toEqual(
      [],
    );
    expect(
      (await request(api.sandbox, '/pcm/products/nope/relationships/main_image', { token: api.token }))
        .status,
    ).toBe(404);
  });

  it('reads PNG dimensions only from PNGs', () => {
    expect(pngDimensions(solidPng(5, 9, [0, 0, 0]))).toEqual({ width: 5, height: 9 });
    expect(pngDimensions(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});
