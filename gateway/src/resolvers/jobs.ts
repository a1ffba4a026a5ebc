import type { FilterInput } from '../filters';
import { encodeFilter } from '../filters';
import type { JobStatus, JobType, Resolvers } from '../generated/graphql';
import { listPage } from '../lists';
import { ProviderHttpError } from '../provider/errors';
import type { ProviderSingle } from '../provider/resources';
import { attempt } from './mapping';
import type { JobModel } from './models';
import { PRODUCT_FILTER_FIELDS } from './products';
import { providerPath } from '../provider/path';

const JOBS = 'pcm/jobs';

/**
 * Where the gateway serves an export's file (job-routes.ts); the provider's link needs a token.
 * Built with the provider path rules too: a dot segment would collapse in the browser just the same.
 */
export const jobFilePath = (jobId: string) => providerPath`/api/jobs/${jobId}/file`;

/** The provider names job types in kebab case (`product-export`); older documents use snake case. */
const JOB_TYPES: Readonly<Record<string, JobType>> = {
  'product-export': 'PRODUCT_EXPORT',
  'product-import': 'PRODUCT_IMPORT',
  'hierarchy-duplicate': 'HIERARCHY_DUPLICATE',
  'child-products': 'CHILD_PRODUCTS',
  'price-import': 'PRICE_IMPORT',
};

const JOB_STATUSES: readonly JobStatus[] = ['PENDING', 'STARTED', 'SUCCESS', 'FAILED', 'CANCELLED'];

export function jobTypeOf(job: JobModel): JobType {
  return JOB_TYPES[(job.attributes.type ?? '').replaceAll('_', '-')] ?? 'OTHER';
}

export function jobStatusOf(job: JobModel): JobStatus {
  const status = (job.attributes.status ?? '').toUpperCase();
  return JOB_STATUSES.find((known) => known === status) ?? 'PENDING';
}

interface JobErrorModel {
  id: string;
  attributes?: { message?: string };
}

/** The multipart body `pcm/products/import` expects: the CSV as the `file` field. */
async function csvUpload(csv: string): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const request = new Request('http://gateway.invalid/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export const jobResolvers: Resolvers = {
  Query: {
    jobs: async (_root, { page }, ctx) => {
      return listPage<JobModel>(ctx.provider, JOBS, { page });
    },
    job: async (_root, { id }, ctx) => {
      try {
        return (await ctx.provider.get<ProviderSingle<JobModel>>(providerPath(JOBS)`/${id}`)).data;
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    exportProducts: async (_root, { filter, useTemplateSlugs }, ctx) => {
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<JobModel>>('pcm/products/export', {
          query: {
            filter: encodeFilter(filter as FilterInput | null | undefined, PRODUCT_FILTER_FIELDS),
            useTemplateSlugs: useTemplateSlugs ?? undefined,
          },
          body: { data: { type: 'product_export' } },
        }),
      );
      return { job: value?.data ?? null, userErrors };
    },
    importProducts: async (_root, { csv }, ctx) => {
      if (csv.trim() === '') {
        return { job: null, userErrors: [{ field: ['csv'], message: 'The CSV is empty', code: 'INVALID' }] };
      }
      const multipart = await csvUpload(csv);
      const { value, userErrors } = await attempt(() =>
        ctx.provider.post<ProviderSingle<JobModel>>('pcm/products/import', { multipart }),
      );
      return { job: value?.data ?? null, userErrors };
    },
  },
  Job: {
    id: (job) => job.id,
    jobType: (job) => jobTypeOf(job),
    status: (job) => jobStatusOf(job),
    createdAt: (job) => job.attributes.created_at ?? null,
    startedAt: (job) => job.attributes.started_at ?? null,
    completedAt: (job) => job.attributes.completed_at ?? null,
    fileUrl: (job) =>
      jobStatusOf(job) === 'SUCCESS' && (job.meta?.file_locations?.length ?? 0) > 0
        ? jobFilePath(job.id)
        : null,
    errors: async (job, { page }, ctx) => {
      return listPage(
        ctx.provider,
        providerPath(JOBS)`/${job.id}/errors`,
        { page },
        (error: JobErrorModel) => ({
          id: error.id,
          message: error.attributes?.message ?? '',
        }),
      );
    },
  },
};
