import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const timestamps = { timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' } };
const flow = {
  id: 'flow-1',
  type: 'flow',
  name: 'Care',
  slug: 'care',
  description: 'How to care',
  enabled: true,
  meta: timestamps,
};
const field = {
  id: 'field-1',
  type: 'field',
  name: 'Instructions',
  slug: 'instructions',
  field_type: 'string',
  required: true,
  description: '',
  enabled: true,
  validation_rules: [],
  relationships: { flow: { data: { type: 'flow', id: 'flow-1' } } },
};
const entry = {
  id: 'entry-1',
  type: 'entry',
  instructions: 'Wash cold',
  links: { self: '/v2/flows/care/entries/entry-1' },
  meta: timestamps,
  relationships: { related: { data: [{ type: 'product', id: 'p-1' }] } },
};

describe('flow resolvers', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('reads a flow with its fields and a page of entries as JSON values', async () => {
    let entriesUrl: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/flows/flow-1`, () => HttpResponse.json({ data: flow })),
      http.get(`${PROVIDER}/v2/flows/care/fields`, () => HttpResponse.json({ data: [field] })),
      http.get(`${PROVIDER}/v2/flows/care/entries`, ({ request }) => {
        entriesUrl = new URL(request.url);
        return HttpResponse.json({
          data: [entry],
          meta: { page: { limit: 5, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
        });
      }),
    );
    const result = await gateway.execute(
      `{ flow(id: "flow-1") { name slug description enabled createdAt
        fields { id slug fieldType required validationRules enabled flowId }
        entries(page: { limit: 5 }) { items { id values } pageInfo { total hasNextPage } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(entriesUrl?.searchParams.get('page[limit]')).toBe('5');
    expect(result.data?.flow).toEqual({
      name: 'Care',
      slug: 'care',
      description: 'How to care',
      enabled: true,
      createdAt: '2026-01-01T00:00:00Z',
      fields: [
        {
          id: 'field-1',
          slug: 'instructions',
          fieldType: 'STRING',
          required: true,
          validationRules: [],
          enabled: true,
          flowId: 'flow-1',
        },
      ],
      entries: {
        items: [
          { id: 'entry-1', values: { instructions: 'Wash cold', related: [{ type: 'product', id: 'p-1' }] } },
        ],
        pageInfo: { total: 1, hasNextPage: false },
      },
    });
  });

  it('creates a field with its flow relationship and the type lowercased', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/fields`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: field }, { status: 201 });
      }),
    );
    const result = await gateway.execute(
      `mutation { createFlowField(input: { flowId: "flow-1", name: "Instructions", slug: "instructions",
        fieldType: STRING, required: true }) { field { id } userErrors { field message } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({
      data: {
        type: 'field',
        name: 'Instructions',
        slug: 'instructions',
        field_type: 'string',
        required: true,
        relationships: { flow: { data: { type: 'flow', id: 'flow-1' } } },
      },
    });
    expect(result.data?.createFlowField).toEqual({ field: { id: 'field-1' }, userErrors: [] });
  });

  it('sends entry values as members and reports refused values under values', async () => {
    let body: unknown;
    provider.use(
      http.post(`${PROVIDER}/v2/flows/care/entries`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            errors: [
              {
                status: '422',
                title: 'Failed Validation',
                detail: 'instructions is required',
                source: { pointer: '/data/instructions' },
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    const result = await gateway.execute(
      `mutation ($values: JSON!) { createFlowEntry(flowSlug: "care", values: $values) {
        entry { id } userErrors { field message code } } }`,
      { values: { wash_temperature: 30 } },
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({ data: { type: 'entry', wash_temperature: 30 } });
    expect(result.data?.createFlowEntry).toEqual({
      entry: null,
      userErrors: [
        { field: ['values', 'instructions'], message: 'instructions is required', code: 'INVALID' },
      ],
    });
    const notAnObject = await gateway.execute(
      `mutation { createFlowEntry(flowSlug: "care", values: [1]) { entry { id } userErrors { field } } }`,
    );
    expect(notAnObject.data?.createFlowEntry).toEqual({ entry: null, userErrors: [{ field: ['values'] }] });
  });

  it('updates and deletes entries and flows', async () => {
    provider.use(
      http.put(`${PROVIDER}/v2/flows/care/entries/entry-1`, () => HttpResponse.json({ data: entry })),
      http.delete(`${PROVIDER}/v2/flows/care/entries/entry-1`, () => new HttpResponse(null, { status: 204 })),
      http.delete(`${PROVIDER}/v2/flows/flow-1`, () => new HttpResponse(null, { status: 204 })),
    );
    const updated = await gateway.execute(
      `mutation { updateFlowEntry(flowSlug: "care", id: "entry-1", values: { instructions: "Wash cold" }) {
        entry { id } userErrors { message } } }`,
    );
    expect(updated.data?.updateFlowEntry).toEqual({ entry: { id: 'entry-1' }, userErrors: [] });
    const deletions = await gateway.execute(
      `mutation { deleteFlowEntry(flowSlug: "care", id: "entry-1") { deletedId }
        deleteFlow(id: "flow-1") { deletedId userErrors { message } } }`,
    );
    expect(deletions.data).toEqual({
      deleteFlowEntry: { deletedId: 'entry-1' },
      deleteFlow: { deletedId: 'flow-1', userErrors: [] },
    });
  });

  it("reads every field (v2/fields), one field by id and the attributes of a flow's entries", async () => {
    let fieldsUrl: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/v2/fields`, ({ request }) => {
        fieldsUrl = new URL(request.url);
        return HttpResponse.json({
          data: [field],
          meta: { page: { limit: 10, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
        });
      }),
      http.get(`${PROVIDER}/v2/fields/field-1`, () => HttpResponse.json({ data: field })),
      http.get(`${PROVIDER}/v2/fields/missing`, () =>
        HttpResponse.json({ errors: [{ status: 404, title: 'Not Found' }] }, { status: 404 }),
      ),
      http.get(`${PROVIDER}/v2/flows/care/attributes`, () =>
        HttpResponse.json({
          data: [{ label: 'Instructions', value: 'instructions', type: 'string', required: true }],
        }),
      ),
    );
    const result = await gateway.execute(
      `{ flowFields(page: { limit: 10 }) { items { id slug flowId } pageInfo { total } }
        flowField(id: "field-1") { id name fieldType }
        missing: flowField(id: "missing") { id }
        flowAttributes(flowSlug: "care") { label value type required description } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(fieldsUrl?.searchParams.get('page[limit]')).toBe('10');
    expect(result.data).toEqual({
      flowFields: {
        items: [{ id: 'field-1', slug: 'instructions', flowId: 'flow-1' }],
        pageInfo: { total: 1 },
      },
      flowField: { id: 'field-1', name: 'Instructions', fieldType: 'STRING' },
      missing: null,
      flowAttributes: [
        { label: 'Instructions', value: 'instructions', type: 'string', required: true, description: '' },
      ],
    });
  });

  it('replaces an entry relationship with PUT and refuses ids that are not uuids before any call', async () => {
    const uuid = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    let sent: unknown;
    provider.use(
      http.put(`${PROVIDER}/v2/flows/care/entries/entry-1/relationships/related`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: [{ type: 'product', id: uuid }] });
      }),
    );
    const mutation = `mutation($references: [FlowEntryReferenceInput!]!) {
      setFlowEntryRelationships(flowSlug: "care", entryId: "entry-1", fieldSlug: "related",
        references: $references, replace: true) {
        references { type id } userErrors { field message code } } }`;
    const replaced = await gateway.execute(mutation, { references: [{ type: 'product', id: uuid }] });
    expect(replaced.errors).toBeUndefined();
    expect(sent).toEqual({ data: [{ type: 'product', id: uuid }] });
    expect(replaced.data?.setFlowEntryRelationships).toEqual({
      references: [{ type: 'product', id: uuid }],
      userErrors: [],
    });
    sent = undefined;
    const refused = await gateway.execute(mutation, {
      references: [
        { type: 'product', id: uuid },
        { type: 'product', id: 'p-1' },
      ],
    });
    expect(sent).toBeUndefined();
    expect(refused.data?.setFlowEntryRelationships).toEqual({
      references: null,
      userErrors: [
        {
          field: ['references', '1', 'id'],
          message: expect.stringContaining('"p-1" is not an id'),
          code: 'INVALID',
        },
      ],
    });
  });
});
