/**
 * The conformance check holds recorded provider requests to the provider's OpenAPI documents
 * (read from ../shared/reference/ep-openapi, never copied into the project).
 */
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { requestRecorder, type RecordedRequest } from '../sandbox/src/core/request-recorder';
import { SDK_LANGUAGE } from '../gateway/src/provider/headers';
import { ANSWERS_CHECKED_PER_SHAPE, checkRecording, isExcepted } from './conformance';

const line = (entry: Partial<RecordedRequest>) =>
  JSON.stringify({
    client: SDK_LANGUAGE,
    query: {},
    contentType: 'application/json',
    body: null,
    status: 200,
    ...entry,
  });

it('accepts a documented call whose body matches the documented schema', () => {
  const findings = checkRecording([
    line({
      method: 'POST',
      path: '/pcm/variations/0f6e7a2c-0000-4000-8000-000000000001/options',
      status: 201,
      body: { data: { type: 'product-variation-option', attributes: { name: 'Red', description: 'Red' } } },
    }),
  ]);
  expect(findings).toEqual([]);
});

it('reports a body that leaves out a documented required field, once per operation and message', () => {
  const sent = line({
    method: 'POST',
    path: '/pcm/variations/0f6e7a2c-0000-4000-8000-000000000001/options',
    status: 201,
    body: { data: { type: 'product-variation-option', attributes: { name: 'Red' } } },
  });
  const findings = checkRecording([sent, sent]);
  expect(findings).toEqual([
    expect.objectContaining({
      operation: 'POST /pcm/variations/{variationID}/options',
      kind: 'body',
      message: "/data/attributes must have required property 'description'",
      count: 2,
    }),
  ]);
});

it('checks only what the gateway sent, not the provider JS SDK a sandbox test drives', () => {
  const bad = { method: 'GET', path: '/v2/no-such-things' };
  expect(checkRecording([line({ ...bad, client: 'JS' })])).toEqual([]);
  expect(checkRecording([line(bad)])).toHaveLength(1);
});

it('reports a call on a path no document has, with its ids folded', () => {
  const findings = checkRecording([
    line({ method: 'GET', path: '/v2/no-such-things/5f0c1b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b' }),
  ]);
  expect(findings).toEqual([
    expect.objectContaining({ operation: 'GET /v2/no-such-things/{id}', kind: 'undocumented' }),
  ]);
});

it('prefers a literal path segment over a parameter (inventories/multiple is not inventories/{id})', () => {
  const findings = checkRecording([
    line({ method: 'POST', path: '/v2/inventories/multiple', body: { data: { not: 'a list' } } }),
  ]);
  expect(findings.map((finding) => finding.operation)).toEqual([
    expect.stringMatching(/^POST \/v2\/inventories\/multiple$/),
  ]);
});

it('lets a listed exception cover a finding only for its own operation and message', () => {
  const finding = {
    operation: 'POST /v2/promotions',
    kind: 'body' as const,
    message: "/data must have required property 'automatic'",
    count: 1,
    example: '/v2/promotions',
  };
  const listed = {
    operation: 'POST /v2/promotions',
    kind: 'body' as const,
    message: "'automatic'",
    reason: 'x',
  };
  expect(isExcepted(finding, [listed])).toBe(true);
  expect(isExcepted({ ...finding, message: "/data must have required property 'enabled'" }, [listed])).toBe(
    false,
  );
  expect(isExcepted({ ...finding, operation: 'PUT /v2/promotions/{promotionID}' }, [listed])).toBe(false);
});

it('lets {slug} in a listed operation stand for one path segment, and only one', () => {
  const listed = { operation: 'GET /v2/flows/{slug}/attributes', kind: 'undocumented' as const, reason: 'x' };
  const finding = (operation: string) => ({
    operation,
    kind: 'undocumented' as const,
    message: 'no documented operation',
    count: 1,
    example: operation,
  });
  expect(isExcepted(finding('GET /v2/flows/journey-warranty/attributes'), [listed])).toBe(true);
  expect(isExcepted(finding('GET /v2/flows/a/b/attributes'), [listed])).toBe(false);
  expect(isExcepted(finding('GET /v2/flows/x/attributesX'), [listed])).toBe(false);
});

it('lets * in a listed operation stand for every operation, with its kind and message', () => {
  const listed = { operation: '*', kind: 'answer' as const, message: '/links/', reason: 'x' };
  const finding = {
    operation: 'GET /v2/accounts',
    kind: 'answer' as const,
    message: '200 /links/first must match format "uri"',
    count: 1,
    example: '/v2/accounts',
  };
  expect(isExcepted(finding, [listed])).toBe(true);
  expect(isExcepted({ ...finding, operation: 'GET /pcm/jobs' }, [listed])).toBe(true);
  expect(isExcepted({ ...finding, message: '200 /data must be object' }, [listed])).toBe(false);
  expect(isExcepted({ ...finding, kind: 'body' }, [listed])).toBe(false);
});

describe('request bodies', () => {
  /** A small document: a create call whose body is one of two kinds, each with a read-only id. */
  const documents = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
  fs.writeFileSync(
    path.join(documents, 'things.yaml'),
    JSON.stringify({
      openapi: '3.1.0',
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/v2/things': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { properties: { data: { $ref: '#/components/schemas/Thing' } } },
                },
              },
            },
          },
        },
        '/v2/payments': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Base: {
            type: 'object',
            required: ['id', 'kind', 'name'],
            properties: {
              id: { type: 'string', readOnly: true },
              kind: { type: 'string', enum: ['round', 'square'] },
              name: { type: 'string' },
            },
          },
          Round: {
            allOf: [
              { $ref: '#/components/schemas/Base' },
              { type: 'object', required: ['radius'], properties: { radius: { type: 'number' } } },
            ],
          },
          Square: {
            allOf: [
              { $ref: '#/components/schemas/Base' },
              { type: 'object', required: ['side'], properties: { side: { type: 'number' } } },
            ],
          },
          Thing: {
            type: 'object',
            required: ['kind'],
            properties: { kind: { type: 'string', enum: ['round', 'square'] } },
            oneOf: [{ $ref: '#/components/schemas/Round' }, { $ref: '#/components/schemas/Square' }],
            discriminator: {
              propertyName: 'kind',
              mapping: { round: '#/components/schemas/Round', square: '#/components/schemas/Square' },
            },
          },
          Card: {
            type: 'object',
            required: ['type', 'token'],
            properties: { type: { type: 'string', enum: ['card'] }, token: { type: 'string' } },
          },
          Cash: {
            type: 'object',
            required: ['type'],
            properties: { type: { type: 'string', const: 'cash' }, note: { type: 'string' } },
          },
          Payment: { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Cash' }] },
        },
      },
    }),
  );
  const post = (route: string, body: unknown) =>
    checkRecording([line({ method: 'POST', path: route, body })], documents);

  it('does not require a read-only property of a request (the provider assigns it)', () => {
    expect(post('/v2/things', { data: { kind: 'round', name: 'Disc', radius: 2 } })).toEqual([]);
  });

  it("holds a body to the discriminator's branch only, and names that branch's own errors", () => {
    expect(post('/v2/things', { data: { kind: 'square', name: 'Tile', side: 3 } })).toEqual([]);
    expect(
      post('/v2/things', { data: { kind: 'square', name: 'Tile', radius: 3 } }).map((found) => found.message),
    ).toEqual(["/data must have required property 'side'"]);
  });

  it('still refuses a body whose discriminator value names no branch', () => {
    const messages = post('/v2/things', { data: { kind: 'oval', name: 'Egg' } }).map(
      (found) => found.message,
    );
    expect(messages).toContain('/data/kind must be equal to one of the allowed values ["round","square"]');
  });

  it('chooses a oneOf branch without a discriminator by the field each branch pins (its type)', () => {
    expect(post('/v2/payments', { type: 'cash' })).toEqual([]);
    expect(post('/v2/payments', { type: 'card', token: 't' })).toEqual([]);
    expect(post('/v2/payments', { type: 'card' }).map((found) => found.message)).toEqual([
      "(body) must have required property 'token'",
    ]);
  });

  it('accepts a promotion as the gateway creates it (no id; its promotion_type picks the schema)', () => {
    const promotion = {
      type: 'promotion',
      name: 'Spring',
      description: '',
      automatic: false,
      enabled: true,
      promotion_type: 'percent_discount',
      start: '2026-06-01T00:00:00Z',
      end: '2026-12-31T23:59:59Z',
      schema: { currencies: [{ currency: 'USD', percentage: 20 }] },
    };
    expect(
      checkRecording([
        line({ method: 'POST', path: '/v2/promotions', status: 201, body: { data: promotion } }),
      ]),
    ).toEqual([]);
    const { schema: _schema, ...withoutSchema } = promotion;
    expect(
      checkRecording([
        line({ method: 'POST', path: '/v2/promotions', status: 201, body: { data: withoutSchema } }),
      ]).map((found) => found.message),
    ).toEqual(["/data must have required property 'schema'"]);
  });
});

describe("the sandbox's answers", () => {
  const buildPath = '/pcm/products/0f6e7a2c-0000-4000-8000-000000000001/build';
  const job = {
    id: 'job-1',
    type: 'pim-job',
    attributes: {
      type: 'child-products',
      status: 'success',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      started_at: '2026-01-01T00:00:00Z',
      completed_at: '2026-01-01T00:00:00Z',
    },
    meta: { x_request_id: 'job-1' },
  };
  const build = (entry: Partial<RecordedRequest>) =>
    line({ method: 'POST', path: buildPath, client: 'JS', status: 201, ...entry });

  it("holds an answer to its status's documented schema, whichever client asked", () => {
    expect(checkRecording([build({ answer: { data: job } })])).toEqual([]);
    const { started_at: _started, ...unstarted } = job.attributes;
    const findings = checkRecording([
      build({ answer: { data: { ...job, type: 'product', attributes: unstarted } } }),
    ]);
    expect(findings.map(({ operation, kind, message }) => `${operation} ${kind} ${message}`).sort()).toEqual([
      "POST /pcm/products/{productID}/build answer 201 /data/attributes must have required property 'started_at'",
      'POST /pcm/products/{productID}/build answer 201 /data/type must be equal to one of the allowed values ["pim-job"]',
    ]);
  });

  it('reports a status the operation does not document', () => {
    expect(checkRecording([build({ status: 200, answer: { data: job } })])).toEqual([
      expect.objectContaining({
        operation: 'POST /pcm/products/{productID}/build',
        kind: 'status',
        message: 'answered 200; documented: 201, 403, 404, 422, 500',
      }),
    ]);
  });

  it('names list items alike (`/data/*/...`), once for the list', () => {
    const listed = line({
      method: 'GET',
      path: '/pcm/jobs',
      answer: { data: [job, { ...job, type: 'job' }, { ...job, type: 'task' }], links: {}, meta: {} },
    });
    expect(
      checkRecording([listed])
        .filter((found) => found.message.includes('/type'))
        .map((found) => found.message),
    ).toEqual(['200 /data/*/type must be equal to one of the allowed values ["pim-job"]']);
  });

  it('checks a bounded number of answers of each operation and status', () => {
    const bad = build({ answer: { data: { ...job, type: 'product' } } });
    const [finding] = checkRecording(Array.from({ length: ANSWERS_CHECKED_PER_SHAPE + 10 }, () => bad));
    expect(finding?.count).toBe(ANSWERS_CHECKED_PER_SHAPE);
  });

  it('lets a listed exception cover an answer finding of its operation and message', () => {
    const [finding] = checkRecording([build({ answer: { data: { ...job, type: 'product' } } })]);
    if (!finding) throw new Error('the off-shape answer is reported');
    const listed = {
      operation: 'POST /pcm/products/{productID}/build',
      kind: 'answer' as const,
      message: '/data/type',
      reason: 'x',
    };
    expect(isExcepted(finding, [listed])).toBe(true);
    expect(isExcepted(finding, [{ ...listed, kind: 'body' as const }])).toBe(false);
  });
});

describe('the sandbox recorder', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'recorder-')), 'requests.jsonl');
  const app = express();
  const recorder = requestRecorder(file);
  if (!recorder) throw new Error('a file turns the recorder on');
  app.use(recorder);
  app.use(express.json(), express.urlencoded({ extended: false }));
  app.post('/oauth/access_token', (_req, res) => void res.json({ access_token: 'a' }));
  app.post('/v2/refused', (_req, res) => void res.status(400).json({ errors: [] }));
  app.get('/v2/things/:id', (req, res) => void res.json({ data: { id: req.params.id } }));
  app.get('/v2/large', (_req, res) => void res.json({ data: 'x'.repeat(300 * 1024) }));
  const recorded = (): RecordedRequest[] =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .map((text) => JSON.parse(text) as RecordedRequest)
      : [];

  it('is off without a file', () => {
    expect(requestRecorder('')).toBeUndefined();
  });

  it('records accepted calls of a provider client, with credentials redacted, and nothing else', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (route: string, body: string, headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}${route}`, { method: 'POST', body, headers });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const sdk = { 'X-MOLTIN-SDK-LANGUAGE': 'JS' };
    try {
      await send('/oauth/access_token', 'grant_type=password&username=a%40b.c&password=hunter2', {
        ...form,
        ...sdk,
      });
      await send('/oauth/access_token', 'grant_type=implicit', form); // no SDK header
      await send('/v2/refused', '{"data":{}}', { 'content-type': 'application/json', ...sdk }); // refused
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(recorded()).toEqual([
      expect.objectContaining({
        client: 'JS',
        method: 'POST',
        path: '/oauth/access_token',
        body: { grant_type: 'password', username: 'a@b.c', password: '<redacted>' },
        status: 200,
        answer: { access_token: 'a' },
      }),
    ]);
  });

  it('keeps the first 20 answers of a call and status whole, and none over 256 KB', async () => {
    fs.rmSync(file, { force: true });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const headers = { 'X-MOLTIN-SDK-LANGUAGE': 'JS' };
    try {
      // Ids are folded, so the answers of every thing count as answers of one call.
      for (let index = 0; index < 22; index += 1) {
        await fetch(
          `http://127.0.0.1:${port}/v2/things/5f0c1b2a-0000-4000-8000-${String(index).padStart(12, '0')}`,
          {
            headers,
          },
        );
      }
      await fetch(`http://127.0.0.1:${port}/v2/large`, { headers });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const lines = recorded();
    expect(lines.filter((entry) => entry.answer !== null)).toHaveLength(20);
    expect(
      lines.slice(20).map((entry) => [entry.path.split('/')[2], entry.answer, entry.answerOmitted]),
    ).toEqual([
      ['things', null, 'enough of its kind'],
      ['things', null, 'enough of its kind'],
      ['large', null, 'too large'],
    ]);
  });
});
