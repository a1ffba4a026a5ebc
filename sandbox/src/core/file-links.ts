import crypto from 'node:crypto';
import { Router } from 'express';
import type { SandboxDatabase } from './db';
import { notFound } from './http';

/**
 * Files the provider hands out as links that need no token (an export's CSV, a promotion job's codes):
 * its storage signs them; the sandbox serves them on a public route whose random key, kept with the
 * record, stands in for the signature, so the link itself is the capability.
 */

/** A new link key: 128 random bits. */
export const newFileKey = (): string => crypto.randomBytes(16).toString('hex');

/** What a linked file's record gives: its key and CSV once the work has made them. */
export interface LinkedFile {
  key: string | undefined;
  csv: string | undefined;
  fileName: string;
}

/**
 * `GET <prefix>/:id/:key/:name`: the CSV of the record `id` of resource type `type`, when `key`
 * matches its stored key (compared in constant time); 404 otherwise, the same for every failure.
 */
export function linkedFileRouter(
  db: SandboxDatabase,
  type: string,
  fileOf: (storeId: string, id: string) => LinkedFile | undefined,
): Router {
  const router = Router();
  router.get('/:id/:key/:name', (req, res) => {
    const { id, key } = req.params;
    const row = db
      .prepare<[string, string], { store_id: string }>(
        'SELECT store_id FROM resources WHERE type = ? AND id = ?',
      )
      .get(type, typeof id === 'string' ? id : '');
    const file = row && typeof id === 'string' ? fileOf(row.store_id, id) : undefined;
    const expected = file?.key;
    if (
      !file ||
      expected === undefined ||
      file.csv === undefined ||
      typeof key !== 'string' ||
      key.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(key), Buffer.from(expected))
    ) {
      throw notFound('No such file');
    }
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.set('Cache-Control', 'private, no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(file.csv);
  });
  return router;
}
