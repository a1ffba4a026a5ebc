import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request } from 'express';
import type { SandboxDatabase } from '../core/db';
import { failedValidation } from '../core/http';
import {
  priceBookCollection,
  priceCollection,
  readCurrencies,
  type PriceBookAttributes,
  type PriceData,
} from './pricebooks';
import { formFile, isPlainObject, readMultipartForm } from '../core/request';
import { FieldProblems } from '../core/simple-resources';

/**
 * The work of a price book import job (pricebooks.yaml `/pcm/pricebooks/import`): a JSONL file,
 * optionally gzipped, of `pricebook` and `product-price` objects. The whole file is read first and
 * price books are written before prices, so objects may come in any order. Objects are matched by
 * `id` (which must exist) or `external_ref` (created when unknown); a price names its book by
 * `pricebook_id` or `pricebook_external_ref`. Best endeavours: valid objects are written, every
 * problem becomes one job error `line N: ...`. Not modelled: price modifiers (the provider does
 * not import them either), organization price books, sale prices.
 */

/** The provider's limit is 50,000 objects per file. */
export const MAX_IMPORT_OBJECTS = 50_000;

interface ImportObject {
  line: number;
  type: string;
  id?: string;
  externalRef?: string;
  pricebookId?: string;
  pricebookExternalRef?: string;
  attributes: Record<string, unknown>;
}

/** A member given at the top level or in `attributes` (exports of both shapes exist). */
function member(object: Record<string, unknown>, attributes: Record<string, unknown>, key: string) {
  const value = object[key] ?? attributes[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads the uploaded `file` part of a multipart body as bytes (gunzipped when it is gzip). */
export async function readImportUpload(req: Request): Promise<string> {
  const file = formFile(await readMultipartForm(req));
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return zlib.gunzipSync(bytes).toString('utf8');
    } catch {
      throw failedValidation('error processing gzip file', '/file');
    }
  }
  return bytes.toString('utf8');
}

function parseLines(text: string, errors: string[]): ImportObject[] {
  const objects: ImportObject[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      errors.push(`line ${line}: error processing object '${line}' invalid json provided`);
      return;
    }
    if (!isPlainObject(parsed)) {
      errors.push(`line ${line}: error processing object '${line}' invalid json provided`);
      return;
    }
    const attributes = isPlainObject(parsed.attributes) ? parsed.attributes : {};
    objects.push({
      line,
      type: typeof parsed.type === 'string' ? parsed.type : '',
      id: member(parsed, {}, 'id'),
      externalRef: member(parsed, attributes, 'external_ref'),
      pricebookId: member(parsed, attributes, 'pricebook_id'),
      pricebookExternalRef: member(parsed, attributes, 'pricebook_external_ref'),
      attributes,
    });
  });
  return objects;
}

/** Runs an import; returns its errors (empty when every object was written). */
export function importPriceBooks(db: SandboxDatabase, storeId: string, text: string, now: string): string[] {
  const errors: string[] = [];
  const objects = parseLines(text, errors);
  if (objects.length > MAX_IMPORT_OBJECTS) {
    return [`The file has ${objects.length} objects; at most ${MAX_IMPORT_OBJECTS} are allowed`];
  }
  const fail = (object: ImportObject, message: string) => errors.push(`line ${object.line}: ${message}`);
  const books = priceBookCollection(db);
  const prices = priceCollection(db);

  /** The book an object names by id, else by external_ref. */
  const bookNamed = (id: string | undefined, externalRef: string | undefined) =>
    id
      ? books.get(storeId, id)
      : externalRef
        ? books.list(storeId).find((book) => book.data.external_ref === externalRef)
        : undefined;
  const problemText = (problems: FieldProblems) => problems.list.map((problem) => problem.detail).join('; ');

  const seenBookIds = new Set<string>();
  for (const object of objects.filter((candidate) => candidate.type === 'pricebook')) {
    const existing = bookNamed(object.id, object.externalRef);
    if (!object.id && !object.externalRef) {
      fail(object, 'missing id or external_ref for price book');
      continue;
    }
    if (object.id && !existing) {
      fail(object, `price book id not found: ${object.id}`);
      continue;
    }
    if (existing && seenBookIds.has(existing.id)) {
      fail(object, `duplicate price book Id '${existing.id}' in imported price books`);
      continue;
    }
    const { name, description } = object.attributes;
    if (!existing && (typeof name !== 'string' || name.trim() === '')) {
      fail(object, 'missing attributes for price book: name is required');
      continue;
    }
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) {
      fail(object, 'name must be a non-empty string');
      continue;
    }
    if (description !== undefined && description !== null && typeof description !== 'string') {
      fail(object, 'description must be a string');
      continue;
    }
    const data: PriceBookAttributes = {
      ...(existing?.data ?? { name: '' }),
      ...(typeof name === 'string' ? { name: name.trim() } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      ...(object.externalRef ? { external_ref: object.externalRef } : {}),
    };
    const clash = books.idsWithValue(storeId, '$.name', data.name).some((id) => id !== existing?.id);
    if (clash) {
      fail(object, `a price book named ${data.name} already exists`);
      continue;
    }
    if (existing) {
      books.replace(storeId, existing.id, data, now);
      seenBookIds.add(existing.id);
    } else {
      const id = crypto.randomUUID();
      books.insert({ id, storeId, data, createdAt: now, updatedAt: now });
      seenBookIds.add(id);
    }
  }

  for (const object of objects.filter((candidate) => candidate.type === 'product-price')) {
    const book = bookNamed(object.pricebookId, object.pricebookExternalRef);
    if (!object.pricebookId && !object.pricebookExternalRef) {
      fail(object, 'missing pricebook_id/pricebook_external_ref for price');
      continue;
    }
    if (!book) {
      fail(
        object,
        object.pricebookId
          ? `price book id not found: ${object.pricebookId}`
          : `price book external ref not found: ${object.pricebookExternalRef ?? ''}`,
      );
      continue;
    }
    if (!object.id && !object.externalRef) {
      fail(object, 'missing id or external_ref for price');
      continue;
    }
    const { sku } = object.attributes;
    if (sku !== undefined && (typeof sku !== 'string' || sku.trim() === '')) {
      fail(object, 'invalid type for sku for price');
      continue;
    }
    const inBook = prices.list(storeId).filter((price) => price.data.pricebook_id === book.id);
    const existing = object.id
      ? inBook.find((price) => price.id === object.id)
      : inBook.find((price) => price.data.external_ref === object.externalRef);
    if (object.id && !existing) {
      fail(object, `price Ids not found: ${object.id}`);
      continue;
    }
    if (!existing && typeof sku !== 'string') {
      fail(object, 'missing sku for price');
      continue;
    }
    const problems = new FieldProblems('/data/attributes');
    const currencies =
      object.attributes.currencies === undefined && existing
        ? undefined
        : readCurrencies(object.attributes.currencies, problems);
    if (problems.list.length > 0) {
      fail(object, problemText(problems));
      continue;
    }
    const data: PriceData = {
      ...(existing?.data ?? { pricebook_id: book.id, sku: '', currencies: {} }),
      ...(typeof sku === 'string' ? { sku: sku.trim() } : {}),
      ...(currencies ? { currencies } : {}),
      ...(object.externalRef ? { external_ref: object.externalRef } : {}),
    };
    if (inBook.some((price) => price.id !== existing?.id && price.data.sku === data.sku)) {
      fail(object, `duplicate SKU detected: ${data.sku} already has a price in this price book`);
      continue;
    }
    if (existing) prices.replace(storeId, existing.id, data, now);
    else prices.insert({ id: crypto.randomUUID(), storeId, data, createdAt: now, updatedAt: now });
  }

  for (const object of objects) {
    if (object.type !== 'pricebook' && object.type !== 'product-price') {
      fail(object, `type must be pricebook or product-price`);
    }
  }
  // Errors in file order, as a seller reads them.
  return errors.sort((a, b) => lineOf(a) - lineOf(b));
}

const lineOf = (message: string) => Number(/^line (\d+)/.exec(message)?.[1] ?? 0);
