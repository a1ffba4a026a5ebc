import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type SandboxDatabase } from './db';
import { ResourceCollection, type ResourceType } from './resources';

interface Note {
  text: string;
}

const noteType: ResourceType<Note> = {
  name: 'note',
  decode: (data) => {
    if (typeof data === 'object' && data !== null && 'text' in data && typeof data.text === 'string') {
      return { text: data.text };
    }
    throw new Error('not a note');
  },
};

let db: SandboxDatabase;
let notes: ResourceCollection<Note>;

beforeEach(() => {
  db = openDatabase(':memory:');
  const insertStore = db.prepare(
    "INSERT INTO stores (id, name, tier, created_at) VALUES (?, ?, 'development', '')",
  );
  insertStore.run('store-a', 'A');
  insertStore.run('store-b', 'B');
  notes = new ResourceCollection(db, noteType);
});

afterEach(() => db.close());

const record = (storeId: string, id: string, text: string, createdAt = '2024-01-01T00:00:00.000Z') => ({
  storeId,
  id,
  data: { text },
  createdAt,
  updatedAt: createdAt,
});

it('scopes every operation to a store', () => {
  notes.insert(record('store-a', 'n1', 'hello'));
  expect(notes.list('store-b')).toEqual([]);
  expect(notes.get('store-b', 'n1')).toBeUndefined();
  expect(notes.idsWithValue('store-b', '$.text', 'hello')).toEqual([]);
  expect(notes.replace('store-b', 'n1', { text: 'hijack' }, 'now')).toBe(false);
  expect(notes.delete('store-b', 'n1')).toBe(false);
  expect(notes.get('store-a', 'n1')?.data).toEqual({ text: 'hello' });
});

it('keeps types apart within a store', () => {
  notes.insert(record('store-a', 'n1', 'hello'));
  const others = new ResourceCollection(db, { ...noteType, name: 'other' });
  expect(others.list('store-a')).toEqual([]);
  expect(others.count('store-a')).toBe(0);
  expect(notes.count('store-a')).toBe(1);
});

it('lists oldest first, ties broken by id, and replaces documents', () => {
  notes.insert(record('store-a', 'b', 'second', '2024-02-01T00:00:00.000Z'));
  notes.insert(record('store-a', 'z', 'first', '2024-01-01T00:00:00.000Z'));
  notes.insert(record('store-a', 'a', 'also first', '2024-01-01T00:00:00.000Z'));
  expect(notes.list('store-a').map((note) => note.id)).toEqual(['a', 'z', 'b']);
  expect(notes.replace('store-a', 'b', { text: 'edited' }, '2024-03-01T00:00:00.000Z')).toBe(true);
  expect(notes.get('store-a', 'b')).toMatchObject({
    data: { text: 'edited' },
    updatedAt: '2024-03-01T00:00:00.000Z',
  });
});

it('rolls back a failed transaction', () => {
  expect(() =>
    notes.transaction(() => {
      notes.insert(record('store-a', 'n1', 'hello'));
      throw new Error('boom');
    }),
  ).toThrow('boom');
  expect(notes.count('store-a')).toBe(0);
});

it('opens with durable settings', () => {
  expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
  expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
});

describe('the decoded-list cache', () => {
  it('sees every write made through any collection of the same database', () => {
    notes.insert(record('store-a', 'n1', 'first'));
    expect(notes.list('store-a').map((note) => note.data.text)).toEqual(['first']);
    // A second collection object of the same type writes; the first one's cached list must not win.
    const other = new ResourceCollection(db, noteType);
    other.replace('store-a', 'n1', { text: 'changed' }, '2024-01-02T00:00:00.000Z');
    expect(notes.get('store-a', 'n1')?.data.text).toBe('changed');
    other.insert(record('store-a', 'n2', 'second', '2024-01-03T00:00:00.000Z'));
    expect(notes.list('store-a').map((note) => note.data.text)).toEqual(['changed', 'second']);
    other.delete('store-a', 'n1');
    expect(notes.get('store-a', 'n1')).toBeUndefined();
    expect(notes.list('store-a')).toHaveLength(1);
  });

  it('does not remember rows read inside a transaction that is rolled back', () => {
    expect(() =>
      notes.transaction(() => {
        notes.insert(record('store-a', 'ghost', 'never committed'));
        expect(notes.list('store-a')).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(notes.list('store-a')).toEqual([]);
    expect(notes.get('store-a', 'ghost')).toBeUndefined();
  });

  it('hands out frozen records, so a caller cannot change what the next request reads', () => {
    notes.insert(record('store-a', 'n1', 'first'));
    const [first] = notes.list('store-a');
    expect(Object.isFrozen(first?.data)).toBe(true);
    expect(() => {
      (first!.data as { text: string }).text = 'mutated';
    }).toThrow(TypeError);
    expect(notes.get('store-a', 'n1')?.data.text).toBe('first');
  });
});

it('drops cached lists when another connection commits to the same file', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'resources-'));
  const file = path.join(directory, 'shared.db');
  const first = openDatabase(file);
  first.prepare("INSERT INTO stores (id, name, tier, created_at) VALUES ('s', 'S', 'development', '')").run();
  const second = openDatabase(file);
  try {
    const mine = new ResourceCollection(first, noteType);
    expect(mine.list('s')).toEqual([]);
    new ResourceCollection(second, noteType).insert(record('s', 'from-elsewhere', 'hello'));
    expect(mine.list('s').map((note) => note.id)).toEqual(['from-elsewhere']);
  } finally {
    second.close();
    first.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
});
