import crypto from 'node:crypto';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import express, { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, badRequest, failedValidation, listEnvelope, notFound, queryParam } from '../core/http';
import { mainImageIds } from './product-links';
import { duplicateHierarchy, hierarchyCollection } from './hierarchies';
import { importPriceBooks, readImportUpload } from './pricebook-import';
import { missingRequiredAttributes, parseAttributeInput } from './product-attributes';
import {
  createProduct,
  PRODUCT_LIST_SCHEMA,
  productCollection,
  updateProduct,
  type ProductRecord,
} from './products';
import { compileFilter, parseFilter, runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord, type ResourceType } from '../core/resources';
import { formFile, isPlainObject, pageParams, readMultipartForm, requestData } from '../core/request';
import { linkedFileRouter, newFileKey } from '../core/file-links';

/**
 * PCM jobs (`/pcm/jobs`, `/pcm/jobs/:id`, `/:id/errors`) and the requests that start them here: `POST /pcm/products/export`, `POST /pcm/products/import`,
 * `POST /pcm/hierarchies/:id/duplicate_job` and `POST /pcm/pricebooks/import` (pricebook-import.ts).
 *
 * A job moves pending → started → success/failed as the injected clock passes fixed durations, so
 * clients see progress the way they do on the provider and tests can advance a fake clock. The
 * work itself runs once, the first time the job is read after it is due (there is no background
 * worker to keep the sandbox deterministic). Not modelled: the provider's one-at-a-time queue,
 * cancelling, template (flow) columns, and splitting exports into several files.
 *
 * A finished export names its CSV in `meta.file_locations` (pcm.yaml `job`), as the provider does:
 * a link that needs no token, served by `createJobFileRouter` at `/sandbox/exports/...`, whose
 * random key stands in for the provider's signed storage URL.
 */

export const JOB_TYPE = 'pim-job';
const JOB_RESOURCE = 'pim_job';

/** How long a new job waits before it starts, and how long it then runs. */
export const JOB_PENDING_MS = 1000;
export const JOB_RUNNING_MS = 2000;

/** Every row of an import is a product; this keeps a single upload bounded. */
const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export type JobKind =
  'product-export' | 'product-import' | 'hierarchy-duplicate' | 'price-import' | 'child-products';
const JOB_KINDS: readonly JobKind[] = [
  'product-export',
  'product-import',
  'hierarchy-duplicate',
  'price-import',
  'child-products',
];
export type JobStatus = 'pending' | 'started' | 'success' | 'failed';

interface JobData {
  type: JobKind;
  /** Set once the work has run. */
  outcome?: 'success' | 'failed';
  filter?: string;
  use_template_slugs?: boolean;
  /** The uploaded CSV of an import, kept until the job runs. */
  input_csv?: string;
  /** The uploaded JSONL of a price book import (pricebook-import.ts), kept until the job runs. */
  input_jsonl?: string;
  /** The built CSV of an export. */
  output_csv?: string;
  /** The secret part of the export's file link (`meta.file_locations`). */
  file_key?: string;
  errors: string[];
  /** A duplicate's original hierarchy (`meta.copied_from`). */
  copied_from?: string;
  /** A duplicate's new hierarchy, once the job has succeeded (`meta.hierarchy_id`). */
  hierarchy_id?: string;
  /** A duplicate's requested name and description, and whether products are copied. */
  copy_name?: string;
  copy_description?: string;
  include_products?: boolean;
}

type JobRecord = ResourceRecord<JobData>;

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

const jobResourceType: ResourceType<JobData> = {
  name: JOB_RESOURCE,
  decode: (data) => {
    const kind = JOB_KINDS.find((known) => isPlainObject(data) && data.type === known);
    if (!isPlainObject(data) || !kind) throw new Error('Corrupt stored job');
    const outcome = data.outcome === 'success' || data.outcome === 'failed' ? data.outcome : undefined;
    return {
      type: kind,
      outcome,
      filter: optionalString(data.filter),
      use_template_slugs: data.use_template_slugs === true,
      input_csv: optionalString(data.input_csv),
      input_jsonl: optionalString(data.input_jsonl),
      output_csv: optionalString(data.output_csv),
      file_key: optionalString(data.file_key),
      errors: Array.isArray(data.errors) ? data.errors.filter((e): e is string => typeof e === 'string') : [],
      copied_from: optionalString(data.copied_from),
      hierarchy_id: optionalString(data.hierarchy_id),
      copy_name: optionalString(data.copy_name),
      copy_description: optionalString(data.copy_description),
      include_products: data.include_products === true,
    };
  },
};

export const jobCollection = (db: SandboxDatabase) => new ResourceCollection(db, jobResourceType);

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180: quoted fields may hold commas, quotes doubled, and line breaks)

export function csvLine(values: readonly string[]): string {
  return values
    .map((value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value))
    .join(',');
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  // Blank lines (often a trailing one) carry no product.
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

// ---------------------------------------------------------------------------------------------
// The work

/** The export's columns, in the provider's documented order (template columns not modelled). */
export const EXPORT_COLUMNS = [
  'id',
  'external_ref',
  'name',
  'description',
  'slug',
  'status',
  'commodity_type',
  'upc_ean',
  'mpn',
  'sku',
  'tags',
  'main_image_id',
  '_created_at',
  '_updated_at',
] as const;

function exportCsv(db: SandboxDatabase, storeId: string, filter: string | undefined): string {
  const all = productCollection(db).list(storeId);
  const products =
    filter === undefined ? all : all.filter(compileFilter(parseFilter(filter), PRODUCT_LIST_SCHEMA.filter));
  const mainImages = mainImageIds(db, storeId);
  const cells = (product: ProductRecord): string[] => {
    const a = product.data;
    return [
      product.id,
      a.external_ref ?? '',
      a.name,
      a.description ?? '',
      a.slug,
      a.status,
      a.commodity_type,
      a.upc_ean ?? '',
      a.mpn ?? '',
      a.sku ?? '',
      (a.tags ?? []).join(','),
      mainImages.get(product.id) ?? '',
      product.createdAt,
      product.updatedAt,
    ];
  };
  return (
    [csvLine(EXPORT_COLUMNS), ...products.map((product) => csvLine(cells(product)))].join('\r\n') + '\r\n'
  );
}

/**
 * Columns an import reads as product attributes: the export's, but for the id (which matches a
 * row to a product), the main image and the informational `_…` ones.
 */
const IMPORTED_ATTRIBUTES = new Set<string>(
  EXPORT_COLUMNS.filter((column) => column !== 'id' && column !== 'main_image_id' && !column.startsWith('_')),
);

/** Creates or updates one product per row (matched by id, then by sku); returns per-row errors. */
function importCsv(db: SandboxDatabase, storeId: string, csv: string, now: string): string[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return ['The file has no header row'];
  const columns = header.map((name) => name.trim());
  const products = productCollection(db);
  const errors: string[] = [];
  rows.forEach((cells, index) => {
    const rowNumber = index + 2; // 1-based, after the header, as a spreadsheet shows it
    const raw: Record<string, unknown> = {};
    let id: string | undefined;
    columns.forEach((column, position) => {
      const value = cells[position]?.trim() ?? '';
      if (column === 'id') id = value || undefined;
      else if (IMPORTED_ATTRIBUTES.has(column) && value !== '') {
        raw[column] = column === 'tags' ? value.split(',').map((tag) => tag.trim()) : value;
      }
    });
    const sku = typeof raw.sku === 'string' ? raw.sku : undefined;
    const existing =
      (id === undefined ? undefined : products.get(storeId, id)) ??
      (sku === undefined
        ? undefined
        : products.get(storeId, products.idsWithValue(storeId, '$.sku', sku)[0] ?? ''));
    const { attributes, errors: problems } = parseAttributeInput(raw);
    const missing = existing ? [] : missingRequiredAttributes(raw);
    const rowProblems = [...problems, ...missing];
    if (id !== undefined && !existing)
      rowProblems.push({
        status: '422',
        title: 'Failed Validation',
        detail: `No product found with id ${id}`,
      });
    if (rowProblems.length > 0) {
      errors.push(...rowProblems.map((problem) => `row ${rowNumber}: ${problem.detail ?? problem.title}`));
      return;
    }
    try {
      products.transaction(() =>
        existing
          ? updateProduct(products, existing, attributes, now)
          : createProduct(products, storeId, attributes, now),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(`row ${rowNumber}: ${error.message}`);
    }
  });
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Progress and rendering

function statusAt(job: JobRecord, now: number): JobStatus {
  if (job.data.outcome) return job.data.outcome;
  const age = now - Date.parse(job.createdAt);
  return age < JOB_PENDING_MS ? 'pending' : 'started';
}

/** Runs a due job's work once and stores its outcome; returns the job as it now stands. */
function settle(db: SandboxDatabase, job: JobRecord, now: number): JobRecord {
  if (job.data.outcome || now - Date.parse(job.createdAt) < JOB_PENDING_MS + JOB_RUNNING_MS) return job;
  const completedAt = new Date(Date.parse(job.createdAt) + JOB_PENDING_MS + JOB_RUNNING_MS).toISOString();
  const jobs = jobCollection(db);
  return jobs.transaction(() => {
    const current = jobs.get(job.storeId, job.id) ?? job;
    if (current.data.outcome) return current;
    // An import keeps its valid rows even when others fail; the job reports failure so the errors are seen.
    const imported = (errors: string[]): Pick<JobData, 'errors' | 'outcome'> => ({
      errors,
      outcome: errors.length > 0 ? 'failed' : 'success',
    });
    let data: JobData;
    if (current.data.type === 'hierarchy-duplicate') {
      const copyId = duplicateHierarchy(
        db,
        current.storeId,
        current.data.copied_from ?? '',
        {
          name: current.data.copy_name,
          description: current.data.copy_description,
          includeProducts: current.data.include_products === true,
        },
        completedAt,
      );
      data = copyId
        ? { ...current.data, outcome: 'success', hierarchy_id: copyId }
        : { ...current.data, outcome: 'failed', errors: ['The hierarchy to duplicate no longer exists'] };
    } else if (current.data.type === 'price-import') {
      const errors = importPriceBooks(db, current.storeId, current.data.input_jsonl ?? '', completedAt);
      data = { ...current.data, input_jsonl: undefined, ...imported(errors) };
    } else if (current.data.type === 'product-export') {
      data = {
        ...current.data,
        outcome: 'success',
        output_csv: exportCsv(db, current.storeId, current.data.filter),
        file_key: newFileKey(),
      };
    } else {
      const errors = importCsv(db, current.storeId, current.data.input_csv ?? '', completedAt);
      data = { ...current.data, input_csv: undefined, ...imported(errors) };
    }
    jobs.replace(current.storeId, current.id, data, completedAt);
    return { ...current, data, updatedAt: completedAt };
  });
}

export interface JobResource {
  id: string;
  type: typeof JOB_TYPE;
  attributes: {
    type: JobKind;
    status: JobStatus;
    created_at: string;
    updated_at: string;
    started_at: string | null;
    completed_at: string | null;
  };
  meta: {
    x_request_id: string;
    filter?: string;
    file_locations?: string[] | null;
    copied_from?: string;
    hierarchy_id?: string;
  };
}

function renderJob(job: JobRecord, now: number, origin: string): JobResource {
  const status = statusAt(job, now);
  const created = Date.parse(job.createdAt);
  // Child products are built when their job is created (recordChildProductsJob): it starts and ends then.
  const ranAtOnce = job.data.type === 'child-products';
  const at = (offset: number) => new Date(created + (ranAtOnce ? 0 : offset)).toISOString();
  const fileKey = job.data.type === 'product-export' && status === 'success' ? job.data.file_key : undefined;
  return {
    id: job.id,
    type: JOB_TYPE,
    attributes: {
      type: job.data.type,
      status,
      created_at: job.createdAt,
      updated_at: job.updatedAt,
      started_at: status === 'pending' ? null : at(JOB_PENDING_MS),
      completed_at: status === 'success' || status === 'failed' ? at(JOB_PENDING_MS + JOB_RUNNING_MS) : null,
    },
    meta: {
      x_request_id: job.id,
      ...(job.data.type === 'product-export'
        ? {
            ...(job.data.filter === undefined ? {} : { filter: job.data.filter }),
            file_locations: fileKey === undefined ? null : [`${origin}${jobFilePath(job.id, fileKey)}`],
          }
        : {}),
      ...(job.data.type === 'hierarchy-duplicate'
        ? {
            ...(job.data.copied_from === undefined ? {} : { copied_from: job.data.copied_from }),
            ...(job.data.hierarchy_id === undefined ? {} : { hierarchy_id: job.data.hierarchy_id }),
          }
        : {}),
    },
  };
}

const JOB_LIST_SCHEMA: ListSchema<JobRecord> = {
  filter: { fields: {} },
  sortFields: { created_at: (job) => job.createdAt },
  defaultSort: [
    { field: 'created_at', descending: true, value: (job) => job.createdAt },
    { field: 'id', descending: false, value: (job) => job.id },
  ],
};

interface JobError {
  id: string;
  message: string;
}

const JOB_ERROR_LIST_SCHEMA: ListSchema<JobError> = {
  filter: { fields: {} },
  sortFields: {},
  defaultSort: [],
};

// ---------------------------------------------------------------------------------------------
// Routes

const jobNotFound = () => notFound('Job not found');

/** Where the sandbox serves an export's CSV without a token (`createJobFileRouter`). */
export const JOB_FILE_PREFIX = '/sandbox/exports';
const jobFilePath = (jobId: string, key: string) =>
  `${JOB_FILE_PREFIX}/${jobId}/${key}/products-${jobId}.csv`;

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * The job of `POST /pcm/products/{id}/build`, which variations.ts answers with: the sandbox builds the
 * children before it answers, so the job is stored finished (and listed with the store's jobs).
 */
export function recordChildProductsJob(
  db: SandboxDatabase,
  req: Request,
  storeId: string,
  now: number,
): JobResource {
  const job = newJob(storeId, { type: 'child-products', outcome: 'success', errors: [] }, now);
  jobCollection(db).insert(job);
  return renderJob(job, now, origin(req));
}

function newJob(storeId: string, data: JobData, now: number): JobRecord {
  const timestamp = new Date(now).toISOString();
  return { id: crypto.randomUUID(), storeId, data, createdAt: timestamp, updatedAt: timestamp };
}

/** `/pcm/jobs`: list, read and a job's errors. */
export function createJobsRouter(options: SimpleResourceRoutesOptions): Router {
  const jobs = jobCollection(options.db);
  const router = Router();

  const findJob = (req: Request): JobRecord => {
    const { id } = req.params;
    const job = typeof id === 'string' ? jobs.get(authenticatedStoreId(req.auth), id) : undefined;
    if (!job) throw jobNotFound();
    return settle(options.db, job, options.now());
  };

  router.get('/', (req, res) => {
    const now = options.now();
    const all = jobs.list(authenticatedStoreId(req.auth)).map((job) => settle(options.db, job, now));
    const result = runListQuery(all, pageParams(req), JOB_LIST_SCHEMA);
    res.json(listEnvelope(req, result, (job) => renderJob(job, now, origin(req))));
  });

  router.get('/:id', (req, res) => {
    res.json({ data: renderJob(findJob(req), options.now(), origin(req)) });
  });

  router.get('/:id/errors', (req, res) => {
    const job = findJob(req);
    // Error ids are stable per job and position, so paging through them is repeatable.
    const errors = job.data.errors.map((message, index) => ({ id: `${job.id}-${index + 1}`, message }));
    const result = runListQuery(errors, pageParams(req), JOB_ERROR_LIST_SCHEMA);
    res.json(
      listEnvelope(req, result, (error) => ({
        type: 'pim-job-error',
        id: error.id,
        attributes: { message: error.message },
      })),
    );
  });

  return router;
}

/** `GET /sandbox/exports/:id/:key/:name`: a finished export's CSV, without a token (core/file-links.ts). */
export function createJobFileRouter(options: { db: SandboxDatabase }): Router {
  const jobs = jobCollection(options.db);
  return linkedFileRouter(options.db, JOB_RESOURCE, (storeId, id) => {
    const job = jobs.get(storeId, id);
    return job && { key: job.data.file_key, csv: job.data.output_csv, fileName: `products-${job.id}.csv` };
  });
}

function booleanParam(req: Request, name: string): boolean {
  const raw = queryParam(req, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(`${name} must be true or false`);
}

async function readCsvUpload(req: Request): Promise<string> {
  const file = formFile(await readMultipartForm(req));
  return file.text();
}

/** `POST /pcm/products/export` and `POST /pcm/products/import`, mounted under `/pcm/products`. */
export function createProductJobsRouter(options: SimpleResourceRoutesOptions): Router {
  const jobs = jobCollection(options.db);
  const router = Router();

  router.post('/export', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const filter = queryParam(req, 'filter');
    // A bad filter is refused now, as the provider does, rather than failing the job later.
    if (filter !== undefined) compileFilter(parseFilter(filter), PRODUCT_LIST_SCHEMA.filter);
    const job = newJob(
      storeId,
      {
        type: 'product-export',
        filter,
        use_template_slugs: booleanParam(req, 'useTemplateSlugs'),
        errors: [],
      },
      options.now(),
    );
    jobs.insert(job);
    res.status(201).json({ data: renderJob(job, options.now(), origin(req)) });
  });

  registerImportRoute(router, jobs, options, async (req) => ({
    type: 'product-import',
    input_csv: await readCsvUpload(req),
    errors: [],
  }));
  return router;
}

/**
 * `POST /import`: the multipart upload becomes a pending job (201 with the job document); the
 * file is read by `jobData` and worked on when the job runs.
 */
function registerImportRoute(
  router: Router,
  jobs: ReturnType<typeof jobCollection>,
  options: SimpleResourceRoutesOptions,
  jobData: (req: Request) => Promise<JobData>,
): void {
  router.post(
    '/import',
    requireWriteAccess,
    express.raw({ type: 'multipart/form-data', limit: MAX_IMPORT_BYTES }),
    async (req, res) => {
      const storeId = authenticatedStoreId(req.auth);
      const job = newJob(storeId, await jobData(req), options.now());
      jobs.insert(job);
      res.status(201).json({ data: renderJob(job, options.now(), origin(req)) });
    },
  );
}

/** `POST /pcm/pricebooks/import` (a JSONL file, maybe gzipped), mounted under `/pcm/pricebooks`. */
export function createPriceBookJobsRouter(options: SimpleResourceRoutesOptions): Router {
  const router = Router();
  registerImportRoute(router, jobCollection(options.db), options, async (req) => ({
    type: 'price-import',
    input_jsonl: await readImportUpload(req),
    errors: [],
  }));
  return router;
}

/** The `duplicate_job` body (pcm.yaml `duplicate_job`): a `hierarchy` with optional attributes. */
function readDuplicateRequest(
  body: unknown,
): Pick<JobData, 'copy_name' | 'copy_description' | 'include_products'> {
  const data = requestData(body);
  if (data.type !== undefined && data.type !== 'hierarchy') {
    throw failedValidation('type must be hierarchy', '/data/type');
  }
  const attributes = data.attributes ?? {};
  if (!isPlainObject(attributes)) throw failedValidation('attributes must be an object', '/data/attributes');
  const allowed = new Set(['name', 'description', 'include_products']);
  for (const key of Object.keys(attributes)) {
    if (!allowed.has(key)) throw failedValidation(`${key} is not allowed`, `/data/attributes/${key}`);
  }
  const { name, description, include_products: includeProducts } = attributes;
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > 1000)) {
    throw failedValidation(
      'name must be a non-empty string of at most 1000 characters',
      '/data/attributes/name',
    );
  }
  if (description !== undefined && typeof description !== 'string') {
    throw failedValidation('description must be a string', '/data/attributes/description');
  }
  if (includeProducts !== undefined && typeof includeProducts !== 'boolean') {
    throw failedValidation('include_products must be true or false', '/data/attributes/include_products');
  }
  return {
    copy_name: typeof name === 'string' ? name.trim() : undefined,
    copy_description: typeof description === 'string' ? description : undefined,
    include_products: includeProducts === true,
  };
}

/** `POST /pcm/hierarchies/:id/duplicate_job`, mounted under `/pcm/hierarchies`. */
export function createHierarchyJobsRouter(options: SimpleResourceRoutesOptions): Router {
  const jobs = jobCollection(options.db);
  const hierarchies = hierarchyCollection(options.db);
  const router = Router();

  router.post('/:hierarchyId/duplicate_job', requireWriteAccess, (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const { hierarchyId } = req.params;
    const source = typeof hierarchyId === 'string' ? hierarchies.get(storeId, hierarchyId) : undefined;
    if (!source) throw notFound('No hierarchy found');
    const copy = readDuplicateRequest(req.body);
    const job = newJob(
      storeId,
      { type: 'hierarchy-duplicate', copied_from: source.id, ...copy, errors: [] },
      options.now(),
    );
    jobs.insert(job);
    res.status(201).json({ data: renderJob(job, options.now(), origin(req)) });
  });

  return router;
}
