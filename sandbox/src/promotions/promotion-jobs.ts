import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, conflict, failedValidation, listEnvelope, notFound, providerError } from '../core/http';
import type { ProviderError } from '../core/http';
import { csvLine } from '../catalogue/jobs';
import {
  codesOf,
  CONSUME_UNITS,
  insertCodes,
  promotionCodeCollection,
  promotionScope,
  type PromotionCodeRecord,
  type PromotionFamily,
  type PromotionScopeOptions,
} from './promotion-codes';
import { runListQuery, type ListSchema } from '../core/query';
import { ResourceCollection, type ResourceRecord } from '../core/resources';
import { isPlainObject, listParams } from '../core/request';
import { linkedFileRouter, newFileKey } from '../core/file-links';

/**
 * Promotion jobs (`/:promotionId/jobs`, `/:jobId`, `/:jobId/cancel`, `/:jobId/file`): bulk code
 * generation and code export. Like sandbox/src/jobs.ts a job moves pending → processing →
 * completed/failed as the injected clock passes fixed durations, and its work runs once, the
 * first time it is read after it is due. A cancelled job never runs, so it generates nothing.
 * Only one job per promotion may be pending or processing at a time, as on the provider.
 */

export const PROMOTION_JOB_PENDING_MS = 1000;
export const PROMOTION_JOB_RUNNING_MS = 2000;
/** The provider's default maximum of codes per promotion. */
export const MAX_CODES_PER_PROMOTION = 1000;

export const JOB_TYPES = ['code_generate', 'code_export'] as const;
export type PromotionJobType = (typeof JOB_TYPES)[number];
export type PromotionJobStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';

export interface GenerateParameters {
  number_of_codes: number;
  max_uses_per_code?: number;
  consume_unit: string;
  code_prefix?: string;
  code_length: number;
}

export interface PromotionJobData {
  promotion_id: string;
  family: PromotionFamily;
  job_type: PromotionJobType;
  name?: string;
  parameters?: GenerateParameters;
  cancelled_at?: string;
  outcome?: 'completed' | 'failed';
  generated?: number;
  error?: string;
  csv?: string;
  /** The secret part of the file's link (`/sandbox/promotion-codes/...`), set with the CSV. */
  file_key?: string;
}

type PromotionJobRecord = ResourceRecord<PromotionJobData>;

export const promotionJobCollection = (db: SandboxDatabase) =>
  new ResourceCollection<PromotionJobData>(db, {
    name: 'promotion_job',
    // Written only by this module from validated input; the guard catches a corrupt row.
    decode: (data) => {
      if (
        !isPlainObject(data) ||
        typeof data.promotion_id !== 'string' ||
        typeof data.job_type !== 'string'
      ) {
        throw new Error('Corrupt stored promotion job');
      }
      return data as unknown as PromotionJobData;
    },
  });

// ---------------------------------------------------------------------------------------------
// The work

/** Lower-case letters and digits without look-alikes (0/o, 1/l), as shoppers retype codes. */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `length` random characters with a dash after every four, e.g. `aa2b-3c4d`. */
function randomCode(length: number, prefix: string | undefined): string {
  const chars = Array.from({ length }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)] ?? 'a');
  const body = chars.join('').replace(/(.{4})(?=.)/g, '$1-');
  if (!prefix) return body;
  return prefix.endsWith('-') ? `${prefix}${body}` : `${prefix}-${body}`;
}

const CSV_COLUMNS = ['code', 'uses', 'max_uses', 'consume_unit', 'user', 'created_at'];

function codesCsv(codes: PromotionCodeRecord[]): string {
  const rows = codes.map((record) =>
    csvLine([
      record.data.code,
      record.data.uses === undefined ? '' : String(record.data.uses),
      record.data.max_uses === undefined ? '' : String(record.data.max_uses),
      record.data.consume_unit,
      record.data.user ?? '',
      record.createdAt,
    ]),
  );
  return [csvLine(CSV_COLUMNS), ...rows].join('\r\n') + '\r\n';
}

function generate(db: SandboxDatabase, job: PromotionJobRecord, timestamp: string): PromotionJobData {
  const { parameters } = job.data;
  if (!parameters) return { ...job.data, outcome: 'failed', error: 'missing parameters' };
  const existing = codesOf(db, job.storeId, job.data.promotion_id).length;
  if (existing + parameters.number_of_codes > MAX_CODES_PER_PROMOTION) {
    return { ...job.data, outcome: 'failed', generated: 0, error: 'codes limit exceeded' };
  }
  const taken = new Set(
    promotionCodeCollection(db)
      .list(job.storeId)
      .map((record) => record.data.code.toLowerCase()),
  );
  const fresh: string[] = [];
  while (fresh.length < parameters.number_of_codes) {
    const code = randomCode(parameters.code_length, parameters.code_prefix);
    if (taken.has(code.toLowerCase())) continue;
    taken.add(code.toLowerCase());
    fresh.push(code);
  }
  const created = insertCodes(
    db,
    job.storeId,
    fresh.map((code) => ({
      promotion_id: job.data.promotion_id,
      family: job.data.family,
      code,
      uses: parameters.max_uses_per_code,
      max_uses: parameters.max_uses_per_code,
      consume_unit: parameters.consume_unit,
      job_id: job.id,
    })),
    timestamp,
  );
  return { ...job.data, outcome: 'completed', generated: created.length, ...withFile(codesCsv(created)) };
}

/** A finished job's CSV and the random key of its link: the link itself is the capability. */
const withFile = (csv: string) => ({ csv, file_key: newFileKey() });

/** Where the sandbox serves a job's CSV without a token (`createPromotionCodesFileRouter`). */
export const PROMOTION_CODES_FILE_PREFIX = '/sandbox/promotion-codes';

function statusAt(job: PromotionJobRecord, now: number): PromotionJobStatus {
  if (job.data.cancelled_at !== undefined) return 'cancelled';
  if (job.data.outcome) return job.data.outcome;
  return now - Date.parse(job.createdAt) < PROMOTION_JOB_PENDING_MS ? 'pending' : 'processing';
}

/** Runs a due job's work once and stores its outcome; returns the job as it now stands. */
function settle(db: SandboxDatabase, job: PromotionJobRecord, now: number): PromotionJobRecord {
  const dueAt = Date.parse(job.createdAt) + PROMOTION_JOB_PENDING_MS + PROMOTION_JOB_RUNNING_MS;
  if (job.data.outcome || job.data.cancelled_at !== undefined || now < dueAt) return job;
  const completedAt = new Date(dueAt).toISOString();
  const jobs = promotionJobCollection(db);
  return jobs.transaction(() => {
    const current = jobs.get(job.storeId, job.id) ?? job;
    if (current.data.outcome || current.data.cancelled_at !== undefined) return current;
    const data: PromotionJobData =
      current.data.job_type === 'code_generate'
        ? generate(db, current, completedAt)
        : {
            ...current.data,
            outcome: 'completed',
            ...withFile(codesCsv(codesOf(db, current.storeId, current.data.promotion_id))),
          };
    jobs.replace(current.storeId, current.id, data, completedAt);
    return { ...current, data, updatedAt: completedAt };
  });
}

function renderJob(job: PromotionJobRecord, now: number): Record<string, unknown> {
  const { data } = job;
  const result = { generated: data.generated ?? 0 };
  return {
    type: 'promotion_job',
    id: job.id,
    [data.family === 'rule_promotion' ? 'rule_promotion_id' : 'promotion_id']: data.promotion_id,
    job_type: data.job_type,
    ...(data.name === undefined ? {} : { name: data.name }),
    ...(data.parameters === undefined ? {} : { parameters: data.parameters }),
    status: statusAt(job, now),
    ...(data.error === undefined ? {} : { error: data.error }),
    ...(data.job_type === 'code_generate'
      ? { [data.family === 'rule_promotion' ? 'generate_result' : 'result']: result }
      : {}),
    meta: { timestamps: { created_at: job.createdAt, updated_at: job.updatedAt } },
  };
}

const JOB_LIST_SCHEMA: ListSchema<{ job: PromotionJobRecord; status: PromotionJobStatus }> = {
  filter: {
    fields: {
      job_type: { operators: ['eq'], value: (item) => item.job.data.job_type },
      status: { operators: ['eq'], value: (item) => item.status },
    },
  },
  sortFields: {},
  defaultSort: [{ field: 'created_at', descending: true, value: (item) => item.job.createdAt }],
};

// ---------------------------------------------------------------------------------------------
// Request reading

function readJobRequest(
  body: unknown,
  family: PromotionFamily,
): Omit<PromotionJobData, 'promotion_id' | 'family'> {
  // The provider documents the job fields at the top level; `{ data: {...} }` is accepted too.
  const raw = isPlainObject(body) && isPlainObject(body.data) ? body.data : body;
  const prefix = isPlainObject(body) && isPlainObject(body.data) ? '/data' : '';
  if (!isPlainObject(raw)) throw failedValidation('The job must be an object', prefix || '/');
  const problems: ProviderError[] = [];
  const problem = (detail: string, field: string) =>
    problems.push(providerError(422, detail, `${prefix}/${field}`));
  if (raw.type !== 'promotion_job') problem('type must be promotion_job', 'type');
  const jobType = JOB_TYPES.find((candidate) => candidate === raw.job_type);
  if (!jobType) problem(`job_type must be one of ${JOB_TYPES.join(', ')}`, 'job_type');
  if (raw.name !== undefined && (typeof raw.name !== 'string' || raw.name.length > 50)) {
    problem('name must be a string of at most 50 characters', 'name');
  }
  let parameters: GenerateParameters | undefined;
  if (jobType === 'code_generate') {
    const input = isPlainObject(raw.parameters) ? raw.parameters : {};
    const integer = (field: string, min: number, max: number): number | undefined => {
      const value = input[field];
      if (value === undefined) return undefined;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        problem(`${field} must be an integer from ${min} to ${max}`, `parameters/${field}`);
        return undefined;
      }
      return value;
    };
    const count = integer('number_of_codes', 1, MAX_CODES_PER_PROMOTION);
    if (input.number_of_codes === undefined)
      problem('number_of_codes is required', 'parameters/number_of_codes');
    const units = CONSUME_UNITS[family];
    const unit = input.consume_unit;
    if (unit !== undefined && (typeof unit !== 'string' || !units.includes(unit))) {
      problem(`consume_unit must be one of ${units.join(', ')}`, 'parameters/consume_unit');
    }
    const codePrefix = input.code_prefix;
    if (codePrefix !== undefined && (typeof codePrefix !== 'string' || codePrefix.length > 50)) {
      problem('code_prefix must be a string of at most 50 characters', 'parameters/code_prefix');
    }
    const maxUses = integer('max_uses_per_code', 0, Number.MAX_SAFE_INTEGER);
    parameters = {
      number_of_codes: count ?? 1,
      ...(maxUses === undefined ? {} : { max_uses_per_code: maxUses }),
      consume_unit: typeof unit === 'string' ? unit : (units[0] ?? 'per_cart'),
      ...(typeof codePrefix === 'string' && codePrefix !== '' ? { code_prefix: codePrefix } : {}),
      code_length: integer('code_length', 8, 16) ?? 8,
    };
  }
  if (problems.length > 0 || !jobType) throw new ApiError(422, problems);
  return {
    job_type: jobType,
    ...(typeof raw.name === 'string' ? { name: raw.name } : {}),
    ...(parameters ? { parameters } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Routes

/** Mounted at `/:promotionId/jobs` under a promotions router. */
export function createPromotionJobsRouter(options: PromotionScopeOptions): Router {
  const { db } = options;
  const jobs = promotionJobCollection(db);
  const router = Router({ mergeParams: true });

  const jobsOf = (storeId: string, promotionId: string, now: number) =>
    jobs
      .list(storeId)
      .filter((job) => job.data.promotion_id === promotionId)
      .map((job) => settle(db, job, now));

  const findJob = (req: Request): PromotionJobRecord => {
    const { storeId, promotionId } = promotionScope(req, options);
    const { jobId } = req.params;
    const job = typeof jobId === 'string' ? jobs.get(storeId, jobId) : undefined;
    if (!job || job.data.promotion_id !== promotionId) throw notFound('job not found');
    return settle(db, job, options.now());
  };

  router.get('/', (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const now = options.now();
    const items = jobsOf(storeId, promotionId, now).map((job) => ({ job, status: statusAt(job, now) }));
    const result = runListQuery(items, listParams(req, { sort: false }), JOB_LIST_SCHEMA);
    res.json(listEnvelope(req, result, (item) => renderJob(item.job, now)));
  });

  router.post('/', requireWriteAccess, (req, res) => {
    const { storeId, promotionId } = promotionScope(req, options);
    const request = readJobRequest(req.body, options.family);
    const now = options.now();
    const job = jobs.transaction(() => {
      const busy = jobsOf(storeId, promotionId, now).some((other) => {
        const status = statusAt(other, now);
        return status === 'pending' || status === 'processing';
      });
      if (busy) throw conflict('Another job of this promotion is still pending or processing');
      const timestamp = new Date(now).toISOString();
      const record: PromotionJobRecord = {
        id: crypto.randomUUID(),
        storeId,
        data: { promotion_id: promotionId, family: options.family, ...request },
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      jobs.insert(record);
      return record;
    });
    res.status(201).json({ data: renderJob(job, now) });
  });

  router.get('/:jobId', (req, res) => {
    res.json({ data: renderJob(findJob(req), options.now()) });
  });

  router.post('/:jobId/cancel', requireWriteAccess, (req, res) => {
    const job = findJob(req);
    const now = options.now();
    const status = statusAt(job, now);
    if (status !== 'pending' && status !== 'processing') {
      throw failedValidation(`A ${status} job cannot be cancelled`);
    }
    const timestamp = new Date(now).toISOString();
    const data: PromotionJobData = { ...job.data, cancelled_at: timestamp };
    jobs.replace(job.storeId, job.id, data, timestamp);
    res.json({ data: renderJob({ ...job, data, updatedAt: timestamp }, now) });
  });

  /**
   * The provider answers with a link to the CSV on its file storage (promotions.yaml
   * `PromotionCodeExportedFileResponse`), which needs no token; here, a link on the sandbox's own
   * public route with a random key standing in for the storage's signature.
   */
  router.get('/:jobId/file', (req, res) => {
    let job = findJob(req);
    if (job.data.csv === undefined) throw notFound('This job has no file (yet)');
    if (job.data.file_key === undefined) {
      // A job finished before links had keys (an older database) gets one now.
      const data = { ...job.data, ...withFile(job.data.csv) };
      jobs.replace(job.storeId, job.id, data, job.updatedAt);
      job = { ...job, data };
    }
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json({
      href: `${origin}${PROMOTION_CODES_FILE_PREFIX}/${job.id}/${job.data.file_key}/promotion-codes-${job.id}.csv`,
    });
  });

  return router;
}

/** `GET /sandbox/promotion-codes/:id/:key/:name`: a finished code job's CSV, without a token. */
export function createPromotionCodesFileRouter(options: { db: SandboxDatabase }): Router {
  const jobs = promotionJobCollection(options.db);
  return linkedFileRouter(options.db, 'promotion_job', (storeId, id) => {
    const job = jobs.get(storeId, id);
    return job && { key: job.data.file_key, csv: job.data.csv, fileName: `promotion-codes-${job.id}.csv` };
  });
}
