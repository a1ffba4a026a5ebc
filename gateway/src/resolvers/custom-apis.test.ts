import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const USER_ERRORS = 'userErrors { field message code }';
const APIS = `${PROVIDER}/v2/settings/extensions/custom-apis`;
const POLICIES = `${PROVIDER}/v2/permissions/custom-api-role-policies`;

describe('custom APIs', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads one field and one entry by id under their API; an unknown entry reads as null', async () => {
    const paths: string[] = [];
    provider.use(
      http.get(`${APIS}/api-1`, () =>
        HttpResponse.json({
          data: { id: 'api-1', type: 'custom_api', name: 'Notes', slug: 'notes', api_type: 'note_ext' },
        }),
      ),
      http.get(`${APIS}/api-1/fields/:id`, ({ request, params }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({
          data: {
            id: String(params.id),
            type: 'custom_field',
            name: 'Body',
            slug: 'body',
            field_type: 'string',
            validation: { string: { max_length: 40 } },
          },
        });
      }),
      http.get(`${APIS}/api-1/entries/:id`, ({ request, params }) => {
        paths.push(new URL(request.url).pathname);
        if (params.id !== 'e-1')
          return HttpResponse.json({ errors: [{ status: 404, title: 'Not Found' }] }, { status: 404 });
        return HttpResponse.json({
          data: { id: 'e-1', type: 'note_ext', body: 'Hi', meta: { resource_version: 2 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ customApi(id: "api-1") { field(id: "f-1") { id slug fieldType validation { maxLength } }
        entry(id: "e-1") { id values resourceVersion } other: entry(id: "e-2") { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(paths.sort()).toEqual([
      '/v2/settings/extensions/custom-apis/api-1/entries/e-1',
      '/v2/settings/extensions/custom-apis/api-1/entries/e-2',
      '/v2/settings/extensions/custom-apis/api-1/fields/f-1',
    ]);
    expect(result.data?.customApi).toEqual({
      field: { id: 'f-1', slug: 'body', fieldType: 'STRING', validation: { maxLength: 40 } },
      entry: { id: 'e-1', values: { body: 'Hi' }, resourceVersion: 2 },
      other: null,
    });
  });

  it('updates a role policy with PUT on its own path and maps refusals to the permission', async () => {
    const bodies: unknown[] = [];
    provider.use(
      http.put(`${POLICIES}/p-1`, async ({ request }) => {
        const body = (await request.json()) as { data: Record<string, unknown> };
        bodies.push(body);
        if (body.data.delete === true)
          return HttpResponse.json(
            {
              errors: [
                {
                  status: 422,
                  title: 'Invalid',
                  detail: 'delete needs read',
                  source: { pointer: '/data/delete' },
                },
              ],
            },
            { status: 422 },
          );
        return HttpResponse.json({
          data: {
            id: 'p-1',
            type: 'custom_api_role_policy',
            ...body.data,
            relationships: { custom_api: { data: { type: 'custom_api', id: 'api-1' } } },
          },
        });
      }),
    );
    const result = await gateway.execute(`mutation {
      ok: updateCustomApiRolePolicy(id: "p-1", input: { create: true, list: true, read: true, update: false, delete: false }) {
        rolePolicy { id customApiId create list read update delete } ${USER_ERRORS} }
      bad: updateCustomApiRolePolicy(id: "p-1", input: { create: false, list: false, read: false, update: false, delete: true }) {
        rolePolicy { id } ${USER_ERRORS} } }`);
    expect(bodies).toEqual([
      {
        data: {
          id: 'p-1',
          type: 'custom_api_role_policy',
          create: true,
          list: true,
          read: true,
          update: false,
          delete: false,
        },
      },
      {
        data: {
          id: 'p-1',
          type: 'custom_api_role_policy',
          create: false,
          list: false,
          read: false,
          update: false,
          delete: true,
        },
      },
    ]);
    expect(result.data).toEqual({
      ok: {
        rolePolicy: {
          id: 'p-1',
          customApiId: 'api-1',
          create: true,
          list: true,
          read: true,
          update: false,
          delete: false,
        },
        userErrors: [],
      },
      bad: {
        rolePolicy: null,
        userErrors: [{ field: ['delete'], message: 'delete needs read', code: 'INVALID' }],
      },
    });
  });
});
