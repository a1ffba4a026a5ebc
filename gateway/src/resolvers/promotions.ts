import type { GatewayContext } from '../context';
import { camelCase } from '../errors';
import { encodeFilter, type FilterInput, sdlFilterFields } from '../filters';
import type {
  PromotionFamily,
  PromotionHistoryAction,
  PromotionJobFilter,
  PromotionJobStatus,
  PromotionJobType,
  PromotionSortField,
  PromotionType,
  Resolvers,
} from '../generated/graphql';
import { encodeSort, listAll, listPage } from '../lists';
import type { ProviderClient } from '../provider/client';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { boundedText, FILE_FETCH_TIMEOUT_MS, followableFileLink, MAX_EXPORT_FILE_BYTES } from '../file-links';
import { formatMoney } from '../money';
import { attempt, toProviderAttributes } from './mapping';
import type {
  PromotionCodeModel,
  PromotionHistoryModel,
  PromotionJobModel,
  PromotionMeta,
  PromotionModel,
  RulePromotionModel,
} from './models';
import { providerPath } from '../provider/path';
import { getOrNull } from './provider-reads';

/**
 * Promotions: legacy `v2/promotions` and `v2/rule-promotions`, both flat v2 documents (fields under
 * `data`, not `data.attributes`), with their codes, code jobs (generation, export, cancel) and, for
 * legacy promotions, the code history.
 */

const COLLECTIONS: Record<PromotionFamily, string> = {
  PROMOTION: 'v2/promotions',
  RULE_PROMOTION: 'v2/rule-promotions',
};
const DOCUMENT_TYPES: Record<PromotionFamily, string> = {
  PROMOTION: 'promotion',
  RULE_PROMOTION: 'rule_promotion',
};

export const promotionPath = (family: PromotionFamily, id: string) =>
  providerPath(COLLECTIONS[family])`/${id}`;
const codesPath = (family: PromotionFamily, id: string) => `${promotionPath(family, id)}/codes`;
const jobsPath = (family: PromotionFamily, id: string) => `${promotionPath(family, id)}/jobs`;

/** Typed filter fields → the provider's filterable promotion fields (promotions.yaml). */
export const PROMOTION_FILTER_FIELDS = sdlFilterFields('PromotionFilter');

const PROMOTION_SORT_FIELDS: Record<PromotionSortField, string> = {
  NAME: 'name',
  START: 'start',
  END: 'end',
};

const JOB_FILTER_FIELDS = sdlFilterFields('PromotionJobFilter');

// ---------------------------------------------------------------------------------------------
// Errors

/** Provider field names that the schema calls otherwise. */
const RENAMED: Record<string, string[]> = {
  number_of_codes: ['count'],
  code_prefix: ['prefix'],
  max_uses_per_code: ['maxUsesPerCode'],
  code_length: ['codeLength'],
};

/**
 * Flat pointers name fields directly: `/data/name` → `["name"]`, `/data/schema/currencies/0/percentage`
 * → `["discounts", "0", "percentage"]`, `/data/codes/1/code` → `["codes", "1", "code"]`, a job's
 * `/parameters/number_of_codes` → `["count"]`. `type` and `id` name no field.
 */
export function promotionFieldFromPointer(pointer: string | undefined): string[] | null {
  if (!pointer) return null;
  const parts = pointer
    .replace(/^\/data(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] === 'parameters') parts.shift();
  const [first, ...rest] = parts;
  if (!first || first === 'type' || first === 'id') return null;
  if (first === 'schema' && rest[0] === 'currencies') return ['discounts', ...rest.slice(1).map(camelCase)];
  const renamed = RENAMED[first];
  if (renamed) return renamed;
  return [camelCase(first), ...rest.map(camelCase)];
}

/** Runs a provider write; 400/404/409/422 come back as `userErrors` naming the schema field. */
const attemptPromotion = <T>(run: () => Promise<T>) => attempt(run, promotionFieldFromPointer);

// ---------------------------------------------------------------------------------------------
// Writing

interface DiscountInput {
  currency: string;
  amount?: number | null;
  percentage?: number | null;
}

/** The legacy input → the flat document: `discounts` become `schema.currencies`. */
export function promotionDocument(
  input: Record<string, unknown> & {
    discounts?: readonly DiscountInput[] | null;
    schema?: unknown;
    minCartValue?: readonly { currency: string; amount: number }[] | null;
  },
): Record<string, unknown> {
  const { discounts, schema, minCartValue, ...rest } = input;
  const document = toProviderAttributes(rest, { enumFields: ['promotionType'] });
  if (discounts) {
    document.schema = {
      currencies: discounts.map((discount) => ({
        currency: discount.currency,
        ...(discount.amount === null || discount.amount === undefined ? {} : { amount: discount.amount }),
        ...(discount.percentage === null || discount.percentage === undefined
          ? {}
          : { percentage: discount.percentage }),
      })),
    };
  } else if (schema !== undefined && schema !== null) {
    document.schema = schema;
  }
  if (minCartValue)
    document.min_cart_value = minCartValue.map(({ currency, amount }) => ({ currency, amount }));
  return document;
}

/** A rule promotion input → the flat document, its rule set's arguments as strings. */
function rulePromotionDocument(
  input: Record<string, unknown> & { ruleSet?: unknown },
): Record<string, unknown> {
  const { ruleSet, ...rest } = input;
  return {
    ...toProviderAttributes(rest),
    ...(ruleSet === undefined || ruleSet === null ? {} : { rule_set: ruleSetDocument(ruleSet) }),
  };
}

async function writePromotion<T>(
  provider: ProviderClient,
  family: PromotionFamily,
  document: Record<string, unknown>,
  id?: string,
) {
  return attemptPromotion(async () => {
    // `undefined`, not falsy: an empty id must be refused by the path, not turn an update into a create.
    const data = { type: DOCUMENT_TYPES[family], ...(id === undefined ? {} : { id }), ...document };
    const answer =
      id !== undefined
        ? await provider.put<ProviderSingle<T>>(promotionPath(family, id), { body: { data } })
        : await provider.post<ProviderSingle<T>>(COLLECTIONS[family], { body: { data } });
    return answer.data;
  });
}

async function deletePromotion(provider: ProviderClient, family: PromotionFamily, id: string) {
  const { userErrors } = await attemptPromotion(() => provider.delete(promotionPath(family, id)));
  return { deletedId: userErrors.length === 0 ? id : null, userErrors };
}

// ---------------------------------------------------------------------------------------------
// Reading

function listPromotions<T>(
  ctx: GatewayContext,
  family: PromotionFamily,
  args: {
    filter?: unknown;
    sort?: readonly { field: PromotionSortField; direction?: 'ASC' | 'DESC' | null }[] | null;
    page?: { limit?: number | null; offset?: number | null } | null;
  },
) {
  return listPage<T>(ctx.provider, COLLECTIONS[family], {
    page: args.page,
    filter: encodeFilter(args.filter as FilterInput | null | undefined, PROMOTION_FILTER_FIELDS),
    sort: encodeSort(args.sort, PROMOTION_SORT_FIELDS),
  });
}

const withFamily =
  (family: PromotionFamily) =>
  (job: Omit<PromotionJobModel, 'family'>): PromotionJobModel => ({
    ...job,
    family,
  });

function listJobs(
  ctx: GatewayContext,
  family: PromotionFamily,
  promotionId: string,
  filter: PromotionJobFilter | null | undefined,
  page: { limit?: number | null; offset?: number | null } | null | undefined,
) {
  return listPage<Omit<PromotionJobModel, 'family'>, PromotionJobModel>(
    ctx.provider,
    jobsPath(family, promotionId),
    { page, filter: encodeFilter(filter as FilterInput | null | undefined, JOB_FILTER_FIELDS) },
    withFamily(family),
  );
}

const createdAt = (meta: PromotionMeta | undefined) => meta?.timestamps?.created_at ?? null;
const updatedAt = (meta: PromotionMeta | undefined) => meta?.timestamps?.updated_at ?? null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `schema.currencies` of a fixed or percent promotion as `PromotionDiscount`s. */
export function discountsOf(promotion: PromotionModel) {
  const currencies = promotion.schema?.currencies;
  if (!Array.isArray(currencies)) return [];
  return currencies.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.currency !== 'string') return [];
    const amount = typeof entry.amount === 'number' ? entry.amount : null;
    const percentage = typeof entry.percentage === 'number' ? entry.percentage : null;
    const formatted =
      percentage !== null ? `${percentage}%` : amount !== null ? formatMoney(amount, entry.currency) : '';
    return [{ currency: entry.currency, amount, percentage, formatted }];
  });
}

function amountsOf(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.currency === 'string' && typeof entry.amount === 'number'
      ? [
          {
            currency: entry.currency,
            amount: entry.amount,
            formatted: formatMoney(entry.amount, entry.currency),
          },
        ]
      : [],
  );
}

const STRATEGY_WORDS: Record<string, string> = {
  cart_discount: 'the cart',
  item_discount: 'matching items',
  shipping_discount: 'shipping',
};

/**
 * The rule promotions document gives every rule and action argument as a string (`["percent", "10"]`):
 * numbers and booleans in any `args` list of the rule set are sent as their text.
 */
export function ruleSetDocument(ruleSet: unknown): unknown {
  if (Array.isArray(ruleSet)) return ruleSet.map(ruleSetDocument);
  if (!isRecord(ruleSet)) return ruleSet;
  return Object.fromEntries(
    Object.entries(ruleSet).map(([key, value]) => [
      key,
      key === 'args' && Array.isArray(value)
        ? value.map((arg: unknown) =>
            typeof arg === 'number' || typeof arg === 'boolean' ? String(arg) : arg,
          )
        : ruleSetDocument(value),
    ]),
  );
}

/** The first action of a rule set in words: `["percent", 15]` on `cart_discount` → `15% off the cart`. */
export function firstActionOf(ruleSet: unknown, currencies: readonly string[]) {
  if (!isRecord(ruleSet) || !Array.isArray(ruleSet.actions)) return null;
  const [action]: unknown[] = ruleSet.actions;
  if (!isRecord(action) || typeof action.strategy !== 'string' || !Array.isArray(action.args)) return null;
  const [kind, raw] = action.args as unknown[];
  const parsed = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  const value = typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
  const target = STRATEGY_WORDS[action.strategy] ?? action.strategy;
  const currency = currencies[0];
  const money = (amount: number) => (currency ? formatMoney(amount, currency) : `${amount} (minor units)`);
  let description: string;
  if (kind === 'percent' && value !== null) description = `${value}% off ${target}`;
  else if (kind === 'fixed' && value !== null) description = `${money(value)} off ${target}`;
  else if (kind === 'fixed_price' && value !== null) description = `${target} at ${money(value)}`;
  else description = `${action.strategy} ${JSON.stringify(action.args)}`;
  return { strategy: action.strategy, kind: typeof kind === 'string' ? kind : '', value, description };
}

function ruleCurrencies(promotion: RulePromotionModel): string[] {
  const currencies = isRecord(promotion.rule_set) ? promotion.rule_set.currencies : undefined;
  return Array.isArray(currencies)
    ? currencies.filter((code): code is string => typeof code === 'string')
    : [];
}

/**
 * The CSV behind a job's file link (promotions.yaml: `{ href }` to the provider's file storage),
 * fetched without the caller's token (the link is the capability) and bounded in time and size;
 * null when the link may not be followed or gives no file.
 */
async function jobCsv(ctx: GatewayContext, href: string): Promise<string | null> {
  const url = followableFileLink(href, ctx.config);
  if (!url) return null;
  try {
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FILE_FETCH_TIMEOUT_MS),
    });
    return response.ok ? await boundedText(response, MAX_EXPORT_FILE_BYTES) : null;
  } catch {
    return null;
  }
}

const JOB_STATUSES: readonly PromotionJobStatus[] = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
];

// ---------------------------------------------------------------------------------------------
// Resolvers

export const promotionResolvers: Resolvers = {
  Query: {
    promotions: (_root, args, ctx) => listPromotions<PromotionModel>(ctx, 'PROMOTION', args),
    promotion: (_root, { id }, ctx) => {
      return getOrNull<PromotionModel>(ctx.provider, promotionPath('PROMOTION', id));
    },
    rulePromotions: (_root, args, ctx) => listPromotions<RulePromotionModel>(ctx, 'RULE_PROMOTION', args),
    rulePromotion: (_root, { id }, ctx) => {
      return getOrNull<RulePromotionModel>(ctx.provider, promotionPath('RULE_PROMOTION', id));
    },
    promotionJob: async (_root, { family, promotionId, id }, ctx) => {
      // The documents give no read of one job: it is found in the promotion's list of jobs.
      try {
        const jobs = await listAll<Omit<PromotionJobModel, 'family'>>(
          ctx.provider,
          jobsPath(family, promotionId),
        );
        const job = jobs.find((candidate) => candidate.id === id);
        return job ? withFamily(family)(job) : null;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
    promotionCodes: (_root, { family, promotionId, page }, ctx) => {
      return listPage<PromotionCodeModel>(ctx.provider, codesPath(family, promotionId), { page });
    },
    promotionJobs: (_root, { family, promotionId, filter, page }, ctx) => {
      return listJobs(ctx, family, promotionId, filter, page);
    },
    promotionHistory: (_root, { promotionId, page }, ctx) => {
      return listPage<PromotionHistoryModel>(
        ctx.provider,
        `${promotionPath('PROMOTION', promotionId)}/history`,
        { page },
      );
    },
    promotionAttributes: async (_root, _args, ctx) => {
      const answer = await ctx.provider.get<{ data: Record<string, unknown>[] }>(
        `${COLLECTIONS.PROMOTION}/attributes`,
      );
      return answer.data.map((attribute) => ({
        name: String(attribute.name),
        type: String(attribute.type),
        required: attribute.required === true,
        enumValues: Array.isArray(attribute.enum) ? attribute.enum.map(String) : [],
        format: typeof attribute.format === 'string' ? attribute.format : null,
      }));
    },
  },
  Mutation: {
    createPromotion: async (_root, { input }, ctx) => {
      const { value, userErrors } = await writePromotion<PromotionModel>(
        ctx.provider,
        'PROMOTION',
        // The provider's document requires both; a seller who leaves them out means none and manual.
        { description: '', automatic: false, ...promotionDocument(input) },
      );
      return { promotion: value, userErrors };
    },
    updatePromotion: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await writePromotion<PromotionModel>(
        ctx.provider,
        'PROMOTION',
        promotionDocument(input),
        id,
      );
      return { promotion: value, userErrors };
    },
    deletePromotion: (_root, { id }, ctx) => {
      return deletePromotion(ctx.provider, 'PROMOTION', id);
    },
    createRulePromotion: async (_root, { input }, ctx) => {
      const { value, userErrors } = await writePromotion<RulePromotionModel>(
        ctx.provider,
        'RULE_PROMOTION',
        rulePromotionDocument(input),
      );
      return { rulePromotion: value, userErrors };
    },
    updateRulePromotion: async (_root, { id, input }, ctx) => {
      const { value, userErrors } = await writePromotion<RulePromotionModel>(
        ctx.provider,
        'RULE_PROMOTION',
        rulePromotionDocument(input),
        id,
      );
      return { rulePromotion: value, userErrors };
    },
    deleteRulePromotion: (_root, { id }, ctx) => {
      return deletePromotion(ctx.provider, 'RULE_PROMOTION', id);
    },
    addPromotionCodes: async (_root, { family, promotionId, codes }, ctx) => {
      if (codes.length === 0) {
        return {
          codes: [],
          userErrors: [{ field: ['codes'], message: 'Enter at least one code', code: 'REQUIRED' }],
        };
      }
      const { value, userErrors } = await attemptPromotion(() =>
        ctx.provider.post<{ data: PromotionCodeModel[] }>(codesPath(family, promotionId), {
          body: {
            data: {
              type: 'promotion_codes',
              codes: codes.map((entry) => toProviderAttributes({ ...entry })),
            },
          },
        }),
      );
      return { codes: value?.data ?? [], userErrors };
    },
    deletePromotionCode: async (_root, { family, promotionId, codeId }, ctx) => {
      const { userErrors } = await attemptPromotion(() =>
        ctx.provider.delete(providerPath(codesPath(family, promotionId))`/${codeId}`),
      );
      return { deletedId: userErrors.length === 0 ? codeId : null, userErrors };
    },
    deleteAllPromotionCodes: async (_root, { family, promotionId }, ctx) => {
      const path = codesPath(family, promotionId);
      const { userErrors } = await attemptPromotion(async () => {
        if (family === 'PROMOTION') return ctx.provider.delete(path);
        // The rule promotions document requires the codes in the body: every one of them.
        const codes = await listAll<PromotionCodeModel>(ctx.provider, path);
        if (codes.length === 0) return undefined;
        return ctx.provider.delete(path, {
          body: { data: { type: 'promotion_codes', codes: codes.map(({ code }) => ({ code })) } },
        });
      });
      return { deletedId: userErrors.length === 0 ? promotionId : null, userErrors };
    },
    generatePromotionCodes: async (_root, args, ctx) => {
      const { family, promotionId, count, prefix, maxUsesPerCode, codeLength, name } = args;
      const parameters = {
        number_of_codes: count,
        ...(prefix ? { code_prefix: prefix } : {}),
        ...(maxUsesPerCode === null || maxUsesPerCode === undefined
          ? {}
          : { max_uses_per_code: maxUsesPerCode }),
        ...(codeLength === null || codeLength === undefined ? {} : { code_length: codeLength }),
      };
      const { value, userErrors } = await attemptPromotion(() =>
        ctx.provider.post<ProviderSingle<Omit<PromotionJobModel, 'family'>>>(jobsPath(family, promotionId), {
          body: { type: 'promotion_job', job_type: 'code_generate', ...(name ? { name } : {}), parameters },
        }),
      );
      return { job: value ? withFamily(family)(value.data) : null, userErrors };
    },
    cancelPromotionJob: async (_root, { promotionId, jobId }, ctx) => {
      const { value, userErrors } = await attemptPromotion(() =>
        ctx.provider.post<ProviderSingle<Omit<PromotionJobModel, 'family'>>>(
          providerPath(jobsPath('RULE_PROMOTION', promotionId))`/${jobId}/cancel`,
        ),
      );
      return { job: value ? withFamily('RULE_PROMOTION')(value.data) : null, userErrors };
    },
  },
  Promotion: {
    id: (promotion) => promotion.id,
    name: (promotion) => promotion.name,
    description: (promotion) => promotion.description || null,
    enabled: (promotion) => promotion.enabled === true,
    automatic: (promotion) => promotion.automatic === true,
    promotionType: (promotion) => promotion.promotion_type.toUpperCase() as PromotionType,
    discounts: (promotion) => discountsOf(promotion),
    schema: (promotion) => promotion.schema ?? {},
    start: (promotion) => promotion.start,
    end: (promotion) => promotion.end,
    minCartValue: (promotion) => amountsOf(promotion.min_cart_value),
    maxApplicationsPerCart: (promotion) => promotion.max_applications_per_cart ?? null,
    createdAt: (promotion) => createdAt(promotion.meta),
    updatedAt: (promotion) => updatedAt(promotion.meta),
    codes: (promotion, { page }, ctx) =>
      listPage<PromotionCodeModel>(ctx.provider, codesPath('PROMOTION', promotion.id), { page }),
    jobs: (promotion, { filter, page }, ctx) => listJobs(ctx, 'PROMOTION', promotion.id, filter, page),
    history: (promotion, { page }, ctx) =>
      listPage<PromotionHistoryModel>(ctx.provider, `${promotionPath('PROMOTION', promotion.id)}/history`, {
        page,
      }),
  },
  RulePromotion: {
    id: (promotion) => promotion.id,
    name: (promotion) => promotion.name,
    description: (promotion) => promotion.description || null,
    enabled: (promotion) => promotion.enabled === true,
    automatic: (promotion) => promotion.automatic === true,
    stackable: (promotion) => promotion.stackable === true,
    overrideStacking: (promotion) => promotion.override_stacking === true,
    priority: (promotion) => promotion.priority ?? null,
    start: (promotion) => promotion.start,
    end: (promotion) => promotion.end,
    ruleSet: (promotion) => promotion.rule_set ?? {},
    currencies: (promotion) => ruleCurrencies(promotion),
    firstAction: (promotion) => firstActionOf(promotion.rule_set, ruleCurrencies(promotion)),
    createdAt: (promotion) => createdAt(promotion.meta),
    updatedAt: (promotion) => updatedAt(promotion.meta),
    codes: (promotion, { page }, ctx) =>
      listPage<PromotionCodeModel>(ctx.provider, codesPath('RULE_PROMOTION', promotion.id), { page }),
    jobs: (promotion, { filter, page }, ctx) => listJobs(ctx, 'RULE_PROMOTION', promotion.id, filter, page),
  },
  PromotionCode: {
    id: (code) => code.id,
    code: (code) => code.code,
    uses: (code) => code.uses ?? null,
    maxUses: (code) => code.max_uses ?? null,
    consumeUnit: (code) => code.consume_unit ?? 'per_cart',
    user: (code) => code.user ?? null,
    createdBy: (code) => code.created_by ?? null,
    createdAt: (code) => createdAt(code.meta),
  },
  PromotionJob: {
    id: (job) => job.id,
    promotionId: (job) => job.promotion_id ?? job.rule_promotion_id ?? '',
    family: (job) => job.family,
    jobType: (job) => job.job_type.toUpperCase() as PromotionJobType,
    name: (job) => job.name ?? null,
    status: (job) => {
      const status = job.status.toUpperCase() as PromotionJobStatus;
      return JOB_STATUSES.includes(status) ? status : 'PENDING';
    },
    numberOfCodes: (job) => job.parameters?.number_of_codes ?? null,
    generated: (job) => (job.result ?? job.generate_result)?.generated ?? null,
    error: (job) => job.error ?? null,
    createdAt: (job) => createdAt(job.meta),
    updatedAt: (job) => updatedAt(job.meta),
    file: async (job, _args, ctx) => {
      if (job.status !== 'completed') return null;
      const promotionId = job.promotion_id ?? job.rule_promotion_id ?? '';
      try {
        // The provider answers `{ href }` at the top level (some versions wrap it in `data`).
        const answer = await ctx.provider.get<{ href?: string; data?: { href?: string } }>(
          providerPath(jobsPath(job.family, promotionId))`/${job.id}/file`,
        );
        const href = answer.href ?? answer.data?.href;
        return href ? { href } : null;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  PromotionJobFile: {
    href: (file) => file.href,
    csv: (file, _args, ctx) => jobCsv(ctx, file.href),
  },
  PromotionHistoryEntry: {
    id: (entry) => entry.id,
    action: (entry) => entry.action.toUpperCase() as PromotionHistoryAction,
    code: (entry) => entry.code,
    orderId: (entry) => entry.order_id ?? null,
    createdAt: (entry) => createdAt(entry.meta),
  },
};
