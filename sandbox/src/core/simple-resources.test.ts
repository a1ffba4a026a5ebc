import type { Server } from 'node:http';
import express from 'express';
import { openDatabase, type SandboxDatabase } from './db';
import { errorHandler, failedValidation } from './http';
import { isPlainObject } from './request';
import {
  createSimpleResourceRouter,
  readRequiredName,
  type SimpleResourceDefinition,
} from './simple-resources';

/** A JSON:API resource whose `meta.rank` is a request option stored beside its attributes. */
interface Task {
  name: string;
  rank?: number;
}

const taskDefinition: SimpleResourceDefinition<Task> = {
  type: 'task',
  label: 'task',
  shape: 'attributes',
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.name !== 'string') throw new Error('not a task');
    return { name: data.name, ...(typeof data.rank === 'number' ? { rank: data.rank } : {}) };
  },
  read: (document, existing, problems, meta) => {
    const rank = meta?.rank ?? existing?.rank;
    if (rank !== undefined && typeof rank !== 'number') {
      throw failedValidation('rank must be a number', '/data/meta/rank');
    }
    return { name: readRequiredName(document, existing, problems), ...(rank === undefined ? {} : { rank }) };
  },
};

let db: SandboxDatabase;
let server: Server;
let baseUrl: string;

beforeEach(async () => {
  db = openDatabase(':memory:');
  db.prepare(
    "INSERT INTO stores (id, name, tier, created_at) VALUES ('store-a', 'A', 'development', '')",
  ).run();
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.auth = { storeId: 'store-a', userId: null, grant: 'client_credentials' };
    next();
  });
  app.use('/tasks', createSimpleResourceRouter(taskDefinition, { db, now: () => Date.parse('2024-01-01') }));
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

async function send(method: string, path: string, json: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { id: string; attributes: Task } },
  };
}

it("hands the request document's meta to read on create and update", async () => {
  const created = await send('POST', '/tasks', {
    data: { type: 'task', attributes: { name: 'Write' }, meta: { rank: 3 } },
  });
  expect(created.status).toBe(201);
  expect(created.body.data.attributes).toEqual({ name: 'Write', rank: 3 });
  const id = created.body.data.id;

  const renamed = await send('PUT', `/tasks/${id}`, { data: { type: 'task', attributes: { name: 'Edit' } } });
  expect(renamed.body.data.attributes).toEqual({ name: 'Edit', rank: 3 });

  const reranked = await send('PUT', `/tasks/${id}`, {
    data: { type: 'task', attributes: {}, meta: { rank: 7 } },
  });
  expect(reranked.body.data.attributes).toEqual({ name: 'Edit', rank: 7 });

  const refused = await send('PUT', `/tasks/${id}`, {
    data: { type: 'task', attributes: {}, meta: { rank: 'high' } },
  });
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ errors: [{ source: { pointer: '/data/meta/rank' } }] });
});

it('reads a meta that is not an object as no meta', async () => {
  const created = await send('POST', '/tasks', {
    data: { type: 'task', attributes: { name: 'Plain' }, meta: 'rank 3' },
  });
  expect(created.status).toBe(201);
  expect(created.body.data.attributes).toEqual({ name: 'Plain' });
});
