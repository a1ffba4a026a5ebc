import crypto from 'node:crypto';
import zlib from 'node:zlib';
import express, { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { failedValidation, notFound } from '../core/http';
import { productCollection } from './products';
import type { FilterField, FilterOperator, ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { isPlainObject, readMultipartForm, requestData, requireDataType } from '../core/request';
import { FILE_TYPE, mainImageCollection } from './product-links';
import {
  createSimpleResourceRouter,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';

/**
 * Files (`/v2/files`): multipart uploads and linked files (`file_location`), list, read, delete;
 * the bytes served publicly at `/sandbox/files/:id/:name` (the sandbox's stand-in for the provider's
 * file CDN, so `link.href` works); and a product's main image
 * (`/pcm/products/:id/relationships/main_image`).
 *
 * Bytes are kept base64-encoded in the `resources` table as their own resource type, so uploads are
 * as durable as every other write (WAL, synchronous=FULL), work unchanged with `:memory:`, and need
 * no migration. Not modelled: the deprecated `public` flag's effect (every file is readable by URL,
 * as on the provider's CDN), fetching linked files (the sandbox stays offline: a linked file's size
 * is 0 and its type comes from the URL's extension).
 */

const CONTENT_TYPE = 'file_content';

/** The provider's default upload limit (files.yaml: 8 MB). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** Types the sandbox accepts; anything else is refused like the provider refuses executables. */
const ACCEPTED_MIME_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/json',
  'application/zip',
  'video/mp4',
]);

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  mp4: 'video/mp4',
};

export interface FileData {
  file_name: string;
  mime_type: string;
  file_size: number;
  public: boolean;
  width?: number;
  height?: number;
  /** Set for linked files: the URL the file lives at; uploaded files are served by the sandbox. */
  file_location?: string;
}

interface FileContent {
  base64: string;
}

export type FileRecord = ResourceRecord<FileData>;

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

export const fileResourceType: ResourceType<FileData> = {
  name: FILE_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.file_name !== 'string' || typeof data.mime_type !== 'string') {
      throw new Error('Corrupt stored file');
    }
    return {
      file_name: data.file_name,
      mime_type: data.mime_type,
      file_size: typeof data.file_size === 'number' ? data.file_size : 0,
      public: data.public === true,
      width: optionalNumber(data.width),
      height: optionalNumber(data.height),
      file_location: typeof data.file_location === 'string' ? data.file_location : undefined,
    };
  },
};

const contentResourceType: ResourceType<FileContent> = {
  name: CONTENT_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.base64 !== 'string')
      throw new Error('Corrupt stored file content');
    return { base64: data.base64 };
  },
};

export const fileCollection = (db: SandboxDatabase) => new ResourceCollection(db, fileResourceType);
const contentCollection = (db: SandboxDatabase) => new ResourceCollection(db, contentResourceType);

// ---------------------------------------------------------------------------------------------
// Rendering

export interface FileResource {
  id: string;
  type: typeof FILE_TYPE;
  file_name: string;
  mime_type: string;
  file_size: number;
  public: boolean;
  meta: {
    timestamps: { created_at: string; updated_at: string };
    dimensions?: { width: number; height: number };
  };
  links: { self: string };
  link: { href: string };
}

/** Where uploaded bytes are served: the request's own origin, as the provider links to its CDN. */
function contentOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function contentPath(file: FileRecord): string {
  return `/sandbox/files/${file.id}/${encodeURIComponent(file.data.file_name)}`;
}

export function renderFile(file: FileRecord, origin: string): FileResource {
  const { width, height } = file.data;
  return {
    id: file.id,
    type: FILE_TYPE,
    file_name: file.data.file_name,
    mime_type: file.data.mime_type,
    file_size: file.data.file_size,
    public: file.data.public,
    meta: {
      timestamps: { created_at: file.createdAt, updated_at: file.updatedAt },
      ...(width !== undefined && height !== undefined ? { dimensions: { width, height } } : {}),
    },
    links: { self: `${origin}/v2/files/${file.id}` },
    link: { href: file.data.file_location ?? `${origin}${contentPath(file)}` },
  };
}

// ---------------------------------------------------------------------------------------------
// Filtering

const ORDERED: FilterOperator[] = ['gt', 'ge', 'lt', 'le'];
const fileField = (
  operators: FilterOperator[],
  value: (file: FileRecord) => unknown,
): FilterField<FileRecord> => ({ operators, value });

export const FILE_LIST_SCHEMA: ListSchema<FileRecord> = {
  filter: {
    fields: {
      // `in(id,...)` is not in files.yaml's table but the provider answers it (lookups by id).
      id: fileField(['eq', 'in'], (file) => file.id),
      file_name: fileField(['eq', 'like', 'in'], (file) => file.data.file_name),
      width: fileField(ORDERED, (file) => file.data.width),
      height: fileField(ORDERED, (file) => file.data.height),
      file_size: fileField(ORDERED, (file) => file.data.file_size),
    },
  },
  sortFields: {
    created_at: (file) => file.createdAt,
    file_name: (file) => file.data.file_name,
    file_size: (file) => file.data.file_size,
  },
  defaultSort: [
    { field: 'created_at', descending: false, value: (file) => file.createdAt },
    { field: 'id', descending: false, value: (file) => file.id },
  ],
};

// ---------------------------------------------------------------------------------------------
// Reading uploads

/** PNG width and height from the IHDR chunk; undefined for anything that is not a PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function mimeFromName(name: string): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension];
}

function checkMimeType(mimeType: string | undefined, pointer: string): string {
  const normalized = mimeType?.split(';')[0]?.trim().toLowerCase();
  if (!normalized || !ACCEPTED_MIME_TYPES.has(normalized)) {
    throw failedValidation(`File type ${normalized || 'unknown'} is not supported`, pointer);
  }
  return normalized;
}

interface NewFile {
  data: FileData;
  bytes?: Uint8Array;
}

async function readMultipartUpload(req: Request): Promise<NewFile> {
  const form = await readMultipartForm(req);
  const file = form.get('file');
  // The provider's multipart body carries either `file` or `file_location` (what the JS SDK's Link sends).
  const location = form.get('file_location');
  if (!(file instanceof File) && typeof location === 'string') {
    return readLinkDocument({ data: { type: FILE_TYPE, file_location: location } });
  }
  if (!(file instanceof File)) throw failedValidation('file is required', '/file');
  if (file.size > MAX_FILE_BYTES) {
    throw failedValidation(`File size exceeds the ${MAX_FILE_BYTES / 1024 / 1024} MB limit`, '/file');
  }
  const givenName = form.get('file_name');
  const fileName = typeof givenName === 'string' && givenName.trim() !== '' ? givenName.trim() : file.name;
  if (!fileName) throw failedValidation('file_name is required', '/file_name');
  const mimeType = checkMimeType(file.type || mimeFromName(fileName), '/file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPublic = form.get('public');
  return {
    bytes,
    data: {
      file_name: fileName,
      mime_type: mimeType,
      file_size: bytes.byteLength,
      public: isPublic === null ? true : isPublic === 'true',
      ...pngDimensions(bytes),
    },
  };
}

function readLinkDocument(body: unknown): NewFile {
  const data = requestData(body);
  requireDataType(data, FILE_TYPE);
  const location = data.file_location;
  let url: URL | undefined;
  try {
    url = typeof location === 'string' ? new URL(location) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw failedValidation('file_location must be an http or https URL', '/data/file_location');
  }
  const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '') || url.hostname;
  return {
    data: {
      file_name: fileName,
      mime_type: checkMimeType(mimeFromName(fileName), '/data/file_location'),
      file_size: 0,
      public: true,
      file_location: url.toString(),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

const fileNotFound = () => notFound('File not found');

function pathId(req: Request): string {
  const { id } = req.params;
  if (typeof id !== 'string') throw fileNotFound();
  return id;
}

/**
 * `/v2/files` on the registry: list, read and delete; the create (a multipart upload or a JSON
 * link) is its own route, and a delete takes the uploaded bytes with it.
 */
function fileDefinition(options: SimpleResourceRoutesOptions): SimpleResourceDefinition<FileData> {
  const contents = contentCollection(options.db);
  return {
    type: FILE_TYPE,
    label: 'file',
    storedAs: fileResourceType.name,
    operations: ['list', 'get', 'delete'],
    notFoundDetail: 'File not found',
    decode: fileResourceType.decode,
    listSchema: FILE_LIST_SCHEMA,
    renderWith: (_storeId, req) => {
      const origin = contentOrigin(req);
      return (file) => renderFile(file, origin);
    },
    beforeDelete: (file, { storeId }) => {
      contents.delete(storeId, file.id);
    },
    extraRoutes: (router, { collection: files }) => {
      // Raw bytes, parsed below; a little above the file limit so an oversized file gets a 422, not a 413.
      router.use(express.raw({ type: 'multipart/form-data', limit: MAX_FILE_BYTES + 1024 * 1024 }));
      router.post('/', requireWriteAccess, async (req, res) => {
        const storeId = authenticatedStoreId(req.auth);
        const upload = req.is('multipart/form-data')
          ? await readMultipartUpload(req)
          : readLinkDocument(req.body);
        const now = new Date(options.now()).toISOString();
        const record: FileRecord = {
          id: crypto.randomUUID(),
          storeId,
          data: upload.data,
          createdAt: now,
          updatedAt: now,
        };
        files.transaction(() => {
          files.insert(record);
          if (upload.bytes) {
            const base64 = Buffer.from(upload.bytes).toString('base64');
            contents.insert({ id: record.id, storeId, data: { base64 }, createdAt: now, updatedAt: now });
          }
        });
        res.status(201).json({ data: renderFile(record, contentOrigin(req)) });
      });
    },
  };
}

/** `/v2/files`: list, upload or link, read, delete. */
export function createFilesRouter(options: SimpleResourceRoutesOptions): Router {
  return createSimpleResourceRouter(fileDefinition(options), options);
}

/**
 * `GET /sandbox/files/:id/:name`: the bytes of an uploaded file, without a token, like the
 * provider's public file URLs. Ids are random UUIDs, so the URL itself is the capability.
 */
export function createFileContentRouter(options: { db: SandboxDatabase }): Router {
  const router = Router();
  router.get('/:id{/:name}', (req, res) => {
    const row = options.db
      .prepare<[string, string], { store_id: string }>(
        'SELECT store_id FROM resources WHERE type = ? AND id = ?',
      )
      .get(CONTENT_TYPE, pathId(req));
    const file = row && fileCollection(options.db).get(row.store_id, pathId(req));
    const content = row && contentCollection(options.db).get(row.store_id, pathId(req));
    if (!file || !content) throw fileNotFound();
    res.set('Content-Type', file.data.mime_type);
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(Buffer.from(content.data.base64, 'base64'));
  });
  return router;
}

/** The `{ data: { type: "file", id } }` body of the main image relationship requests. */
function readMainImageDocument(body: unknown): string {
  const data = requestData(body);
  requireDataType(data, FILE_TYPE);
  if (typeof data.id !== 'string' || data.id === '') throw failedValidation('id is required', '/data/id');
  return data.id;
}

/** `/pcm/products/:id/relationships/main_image`, mounted next to the products router. */
export function createMainImageRouter(options: SimpleResourceRoutesOptions): Router {
  const files = fileCollection(options.db);
  const products = productCollection(options.db);
  const links = mainImageCollection(options.db);
  const router = Router();
  const path = '/:id/relationships/main_image';

  const productOf = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const product = products.get(storeId, pathId(req));
    if (!product) throw notFound('No product found');
    return { storeId, productId: product.id };
  };

  router.get(path, (req, res) => {
    const { storeId, productId } = productOf(req);
    const link = links.get(storeId, productId);
    res.json({ data: link ? [{ type: FILE_TYPE, id: link.data.file_id }] : [] });
  });

  const assign = (req: Request) => {
    const { storeId, productId } = productOf(req);
    const fileId = readMainImageDocument(req.body);
    if (!files.get(storeId, fileId)) throw failedValidation('No file found with this id', '/data/id');
    const now = new Date(options.now()).toISOString();
    links.transaction(() => {
      const data = { file_id: fileId };
      if (!links.replace(storeId, productId, data, now)) {
        links.insert({ id: productId, storeId, data, createdAt: now, updatedAt: now });
      }
    });
  };

  router.post(path, requireWriteAccess, (req, res) => {
    assign(req);
    res.status(204).end();
  });
  router.put(path, requireWriteAccess, (req, res) => {
    assign(req);
    res.status(204).end();
  });
  router.delete(path, requireWriteAccess, (req, res) => {
    const { storeId, productId } = productOf(req);
    links.delete(storeId, productId);
    res.status(204).end();
  });
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed images

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour: a diagonal two-tone square, so thumbnails are visibly images. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter type none
    for (let x = 0; x < width; x += 1) {
      const shade = x + y < width ? 1 : 0.7;
      rows.push(...rgb.map((channel) => Math.round(channel * shade)));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

const SEED_IMAGES: readonly { name: string; rgb: [number, number, number] }[] = [
  { name: 'red.png', rgb: [200, 40, 40] },
  { name: 'green.png', rgb: [40, 160, 70] },
  { name: 'blue.png', rgb: [40, 80, 200] },
  { name: 'amber.png', rgb: [230, 160, 20] },
  { name: 'violet.png', rgb: [130, 60, 180] },
];

/** Demo images, each the main image of one of the first seeded products (part of the one-time seed). */
export function seedFiles(
  db: SandboxDatabase,
  storeId: string,
  productIds: readonly string[],
  now: string,
): void {
  const files = fileCollection(db);
  const contents = contentCollection(db);
  const links = mainImageCollection(db);
  // The products that open the default (oldest first) product list, so the demo shows thumbnails at once.
  const wanted = new Set(productIds);
  const firstListed = productCollection(db)
    .list(storeId)
    .map((product) => product.id)
    .filter((id) => wanted.has(id));
  SEED_IMAGES.forEach((image, index) => {
    const bytes = solidPng(64, 64, image.rgb);
    // Stable ids (derived from the store and name) keep seeded URLs the same across restarts.
    const id = crypto.createHash('sha256').update(`${storeId}/${image.name}`).digest('hex');
    const fileId = `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(13, 16)}-a${id.slice(17, 20)}-${id.slice(20, 32)}`;
    files.insert({
      id: fileId,
      storeId,
      data: {
        file_name: image.name,
        mime_type: 'image/png',
        file_size: bytes.length,
        public: true,
        width: 64,
        height: 64,
      },
      createdAt: now,
      updatedAt: now,
    });
    contents.insert({
      id: fileId,
      storeId,
      data: { base64: bytes.toString('base64') },
      createdAt: now,
      updatedAt: now,
    });
    const productId = firstListed[index];
    if (productId)
      links.insert({ id: productId, storeId, data: { file_id: fileId }, createdAt: now, updatedAt: now });
  });
}
