/**
 * Files through the gateway against a real sandbox, both in this process on random ports: uploading
 * through `POST /api/files`, the bytes re-served on the gateway's origin, main images and batching.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { solidPng } from '../../sandbox/src/catalogue/files';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:', rateLimit: false });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    // As with the embedded sandbox, so sandbox file URLs are re-served by the gateway.
    useSandbox: true,
    provider: {
      ...base.provider,
      host: sandbox.url.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
    },
  });
  const signIn = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }`,
      variables: { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    }),
  });
  const body = (await signIn.json()) as GraphQLResult;
  token = (body.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

interface UploadAnswer {
  data: { id: string; file_name: string; link: { href: string } };
}

describe('files against the sandbox', () => {
  it('uploads through /api/files, serves the bytes on the gateway origin, and sets a main image', async () => {
    const png = solidPng(10, 10, [200, 0, 0]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'upload.png');
    form.append('public', 'true');
    const uploaded = await fetch(`${gateway.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as UploadAnswer).data;
    expect(file.file_name).toBe('upload.png');
    expect(file.link.href).toMatch(/^\/api\/files\/content\//);

    const content = await fetch(`${gateway.url}${file.link.href}`);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await content.arrayBuffer()).equals(png)).toBe(true);

    // A seeded product past the ones that already have images.
    const listed = await graphql('{ products(page: { limit: 1, offset: 50 }) { items { id } } }');
    const productId = (listed.data?.products as { items: { id: string }[] }).items[0]?.id;
    const set = await graphql(
      `
        mutation ($p: ID!, $f: ID!) {
          setProductMainImage(productId: $p, fileId: $f) {
            product {
              mainImage {
                id
                fileName
                width
                height
                link {
                  href
                }
              }
            }
            userErrors {
              field
              message
            }
          }
        }
      `,
      { p: productId, f: file.id },
    );
    expect(set.data?.setProductMainImage).toEqual({
      product: {
        mainImage: {
          id: file.id,
          fileName: 'upload.png',
          width: 10,
          height: 10,
          link: { href: file.link.href },
        },
      },
      userErrors: [],
    });
    const unknown = await graphql(
      `
        mutation ($p: ID!) {
          setProductMainImage(productId: $p, fileId: "missing") {
            userErrors {
              field
              code
            }
          }
        }
      `,
      { p: productId },
    );
    expect(unknown.data?.setProductMainImage).toEqual({
      userErrors: [{ field: ['fileId'], code: 'INVALID' }],
    });
  });

  it('refuses an upload without a token or with an unsupported type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'tool.exe');
    expect((await fetch(`${gateway.url}/api/files`, { method: 'POST', body: form })).status).toBe(401);
    const refused = await fetch(`${gateway.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(refused.status).toBe(422);
  });

  it('loads the main images of a page of 100 products with one files call', async () => {
    const result = await graphql(
      '{ products(page: { limit: 100 }) { items { id mainImage { id fileName } } } }',
    );
    expect(result.errors).toBeUndefined();
    const items = (result.data?.products as { items: { mainImage: { fileName: string } | null }[] }).items;
    expect(items.filter((item) => item.mainImage !== null).length).toBeGreaterThanOrEqual(5);
    expect(result.extensions?.provider).toMatchObject({ calls: 2 });
  });

  it('links a file by URL, sent as the multipart form the files document asks for', async () => {
    const linked = await graphql(
      `
        mutation ($url: String!) {
          uploadFileFromUrl(fileLocation: $url) {
            file {
              fileName
              link {
                href
              }
            }
            userErrors {
              field
              message
            }
          }
        }
      `,
      { url: 'https://images.example.com/catalogue/linked-mug.png' },
    );
    expect(linked.data?.uploadFileFromUrl).toEqual({
      file: {
        fileName: 'linked-mug.png',
        link: { href: 'https://images.example.com/catalogue/linked-mug.png' },
      },
      userErrors: [],
    });
  });

  it('lists files by name and deletes one', async () => {
    const list = await graphql(
      '{ files(filter: { fileName: { like: "red" } }) { items { id fileName } pageInfo { total } } }',
    );
    const items = (list.data?.files as { items: { id: string; fileName: string }[] }).items;
    expect(items.map((file) => file.fileName)).toEqual(['red.png']);
    const deleted = await graphql(
      'mutation ($id: ID!) { deleteFile(id: $id) { deletedId userErrors { message } } }',
      {
        id: items[0]?.id,
      },
    );
    expect(deleted.data?.deleteFile).toEqual({ deletedId: items[0]?.id, userErrors: [] });
  });
});
