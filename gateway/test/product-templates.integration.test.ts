/**
 * Product templates, flow filters and entry relationships, product attributes and price book import
 * through the gateway against a real sandbox (with a fake clock, so import jobs can be finished).
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { SEEDED_FLOW } from '../../sandbox/src/catalogue/flows';
import { JOB_PENDING_MS, JOB_RUNNING_MS } from '../../sandbox/src/catalogue/jobs';
import { FakeClock } from '../../sandbox/src/core/test-support';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;
const clock = new FakeClock(Date.now());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

/** Runs a mutation and returns its payload, failing on GraphQL errors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as T;
}

const USER_ERRORS = 'userErrors { field message code }';
const TEMPLATE = 'flow { id slug fields { slug fieldType } } entry { id } values';

interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}
interface TemplateShape {
  flow: { id: string; slug: string; fields: { slug: string }[] };
  entry: { id: string } | null;
  values: Record<string, unknown>;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:', now: clock.now, rateLimit: false });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
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

async function createProduct(sku: string): Promise<string> {
  const payload = await mutate<{ product: { id: string } }>(
    `mutation ($input: ProductCreateInput!) { createProduct(input: $input) { product { id } ${USER_ERRORS} } }`,
    { input: { name: `Templated ${sku}`, sku, commodityType: 'PHYSICAL' } },
  );
  return payload.product.id;
}

describe('product templates', () => {
  it('attaches a template, saves and updates the values, reports typed errors and detaches', async () => {
    const productId = await createProduct('GW-TPL-1');
    const attached = await mutate<{ templates: TemplateShape[]; userErrors: UserError[] }>(
      `mutation ($p: ID!, $f: [ID!]!) { attachProductTemplates(productId: $p, flowIds: $f) {
        templates { ${TEMPLATE} } ${USER_ERRORS} } }`,
      { p: productId, f: [SEEDED_FLOW.id] },
    );
    expect(attached.userErrors).toEqual([]);
    expect(attached.templates).toEqual([
      {
        flow: {
          id: SEEDED_FLOW.id,
          slug: SEEDED_FLOW.slug,
          fields: [
            { slug: 'instructions', fieldType: 'STRING' },
            { slug: 'wash_temperature', fieldType: 'INTEGER' },
          ],
        },
        entry: null,
        values: {},
      },
    ]);

    const save = (values: Record<string, unknown>) =>
      mutate<{ template: TemplateShape | null; userErrors: UserError[] }>(
        `mutation ($p: ID!, $f: ID!, $v: JSON!) { saveProductTemplateValues(productId: $p, flowId: $f, values: $v) {
          template { ${TEMPLATE} } ${USER_ERRORS} } }`,
        { p: productId, f: SEEDED_FLOW.id, v: values },
      );
    const created = await save({ instructions: 'Dry clean', wash_temperature: 40 });
    expect(created.userErrors).toEqual([]);
    expect(created.template?.entry?.id).toBe(productId);
    expect(created.template?.values).toEqual({ instructions: 'Dry clean', wash_temperature: 40 });
    const updated = await save({ wash_temperature: 30 });
    expect(updated.template?.values).toEqual({ instructions: 'Dry clean', wash_temperature: 30 });
    const refused = await save({ wash_temperature: 'hot' });
    expect(refused.template).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        field: ['values', 'wash_temperature'],
        message: expect.stringMatching(/whole number/),
        code: 'INVALID',
      },
    ]);

    const read = await graphql(`query ($id: ID!) { product(id: $id) { templates { ${TEMPLATE} } } }`, {
      id: productId,
    });
    expect(read.errors).toBeUndefined();
    expect((read.data?.product as { templates: TemplateShape[] }).templates[0]?.values).toEqual({
      instructions: 'Dry clean',
      wash_temperature: 30,
    });

    const templateFlows = await graphql(`
      {
        flows(template: true) {
          items {
            id
          }
        }
      }
    `);
    expect(templateFlows.data?.flows).toEqual({ items: [{ id: SEEDED_FLOW.id }] });

    const unknown = await mutate<{ userErrors: UserError[] }>(
      `mutation ($p: ID!, $f: [ID!]!) { attachProductTemplates(productId: $p, flowIds: $f) { ${USER_ERRORS} } }`,
      { p: productId, f: [SEEDED_FLOW.id, 'no-such-flow'] },
    );
    expect(unknown.userErrors).toEqual([
      { field: ['flowIds', '1'], message: expect.stringMatching(/no-such-flow/), code: 'INVALID' },
    ]);

    // PUT replaces the whole list: with none, the product keeps no template; with one, only it.
    const replace = (flowIds: string[]) =>
      mutate<{ templates: TemplateShape[]; userErrors: UserError[] }>(
        `mutation ($p: ID!, $f: [ID!]!) { replaceProductTemplates(productId: $p, flowIds: $f) {
          templates { ${TEMPLATE} } ${USER_ERRORS} } }`,
        { p: productId, f: flowIds },
      );
    expect(await replace([])).toEqual({ templates: [], userErrors: [] });
    const replaced = await replace([SEEDED_FLOW.id]);
    expect(replaced.userErrors).toEqual([]);
    expect(replaced.templates.map((template) => template.flow.id)).toEqual([SEEDED_FLOW.id]);

    const detached = await mutate<{ templates: TemplateShape[]; userErrors: UserError[] }>(
      `mutation ($p: ID!, $f: [ID!]!) { detachProductTemplates(productId: $p, flowIds: $f) {
        templates { ${TEMPLATE} } ${USER_ERRORS} } }`,
      { p: productId, f: [SEEDED_FLOW.id] },
    );
    expect(detached).toEqual({ templates: [], userErrors: [] });
  });

  it('lists product attributes with the template fields', async () => {
    const result = await graphql(`
      {
        productAttributes {
          label
          name
          type
          required
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const attributes = result.data?.productAttributes as { name: string; type: string; required: boolean }[];
    expect(attributes).toContainEqual(
      expect.objectContaining({ name: 'name', type: 'string', required: true }),
    );
  });
});

describe('flow entry relationships', () => {
  it('sets, replaces and removes the references of a RELATIONSHIP field', async () => {
    const flow = await mutate<{ flow: { id: string } }>(
      `mutation { createFlow(input: { name: "Bundles", slug: "bundles" }) { flow { id } ${USER_ERRORS} } }`,
      {},
    );
    await mutate(
      `mutation ($f: ID!) { createFlowField(input: { flowId: $f, name: "Related", slug: "related", fieldType: RELATIONSHIP }) {
        field { id } ${USER_ERRORS} } }`,
      { f: flow.flow.id },
    );
    const entry = await mutate<{ entry: { id: string } }>(
      `mutation { createFlowEntry(flowSlug: "bundles", values: {}) { entry { id } ${USER_ERRORS} } }`,
      {},
    );
    const change = (name: string, references: { type: string; id: string }[], replace?: boolean) =>
      mutate<{ references: { type: string; id: string }[] | null; userErrors: UserError[] }>(
        `mutation ($e: ID!, $r: [FlowEntryReferenceInput!]!${replace === undefined ? '' : ', $replace: Boolean'}) {
          ${name}(flowSlug: "bundles", entryId: $e, fieldSlug: "related", references: $r${
            replace === undefined ? '' : ', replace: $replace'
          }) { references { type id } ${USER_ERRORS} } }`,
        { e: entry.entry.id, r: references, ...(replace === undefined ? {} : { replace }) },
      );
    // The documents require UUIDs for the referenced ids.
    const a = { type: 'product', id: '00000000-0000-4000-8000-00000000000a' };
    const b = { type: 'product', id: '00000000-0000-4000-8000-00000000000b' };
    expect((await change('setFlowEntryRelationships', [a])).references).toEqual([a]);
    expect((await change('setFlowEntryRelationships', [b])).references).toEqual([a, b]);
    expect((await change('setFlowEntryRelationships', [b], true)).references).toEqual([b]);
    expect((await change('removeFlowEntryRelationships', [b])).references).toEqual([]);
    const entryRead = await graphql(
      `
        query ($id: ID!) {
          flowEntry(flowSlug: "bundles", id: $id) {
            values
          }
        }
      `,
      {
        id: entry.entry.id,
      },
    );
    expect(entryRead.data?.flowEntry).toEqual({ values: { related: [] } });
    const wrongField = await graphql(
      `mutation ($e: ID!) { setFlowEntryRelationships(flowSlug: "bundles", entryId: $e, fieldSlug: "nope",
        references: [{ type: "product", id: "00000000-0000-4000-8000-00000000000a" }]) { references { id } ${USER_ERRORS} } }`,
      { e: entry.entry.id },
    );
    const payload = wrongField.data?.setFlowEntryRelationships as {
      references: null;
      userErrors: UserError[];
    };
    expect(payload.references).toBeNull();
    expect(payload.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('price book import', () => {
  const JOB = 'job { id jobType status }';

  it('imports JSONL text as a job whose errors name the lines', async () => {
    const jsonl = [
      JSON.stringify({
        type: 'pricebook',
        external_ref: 'gw-import',
        attributes: { name: 'Gateway import' },
      }),
      JSON.stringify({
        type: 'product-price',
        external_ref: 'gw-price',
        pricebook_external_ref: 'gw-import',
        attributes: { sku: 'GW-SKU', currencies: { EUR: { amount: 999, includes_tax: true } } },
      }),
      '{ broken',
    ].join('\n');
    const started = await mutate<{
      job: { id: string; jobType: string; status: string };
      userErrors: UserError[];
    }>(`mutation ($j: String!) { importPriceBooks(jsonl: $j) { ${JOB} ${USER_ERRORS} } }`, { j: jsonl });
    expect(started.userErrors).toEqual([]);
    expect(started.job).toMatchObject({ jobType: 'PRICE_IMPORT', status: 'PENDING' });
    clock.advance(JOB_PENDING_MS + JOB_RUNNING_MS);
    const done = await graphql(
      `
        query ($id: ID!) {
          job(id: $id) {
            status
            errors {
              items {
                message
              }
            }
          }
        }
      `,
      {
        id: started.job.id,
      },
    );
    expect(done.data?.job).toEqual({
      status: 'FAILED',
      errors: { items: [{ message: expect.stringMatching(/^line 3: .*invalid json/) }] },
    });
    const books = await graphql(`
      {
        priceBooks {
          items {
            name
          }
        }
      }
    `);
    expect(JSON.stringify(books.data)).toContain('Gateway import');

    const empty = await mutate<{ job: null; userErrors: UserError[] }>(
      `mutation { importPriceBooks(jsonl: "  ") { ${JOB} ${USER_ERRORS} } }`,
      {},
    );
    expect(empty.userErrors[0]?.field).toEqual(['jsonl']);
  });

  it('relays an uploaded file through POST /api/pricebooks/import', async () => {
    const form = new FormData();
    const line = JSON.stringify({
      type: 'pricebook',
      external_ref: 'gw-upload',
      attributes: { name: 'Uploaded' },
    });
    form.append('file', new Blob([line]), 'books.jsonl');
    const response = await fetch(`${gateway.url}/api/pricebooks/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { id: string; attributes: { type: string } } };
    expect(body.data.attributes.type).toBe('price-import');
    const anonymous = await fetch(`${gateway.url}/api/pricebooks/import`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
  });
});
