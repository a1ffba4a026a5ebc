import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import type {
  JobListItemFragment,
  JobListQuery,
  JobListQueryVariables,
  JobProgressQuery,
  JobProgressQueryVariables,
  ProductAttributeListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

beforeAll(() => {
  // jsdom has no object URLs; the download link only needs a stable string back.
  URL.createObjectURL = () => 'blob:job-file';
  URL.revokeObjectURL = () => undefined;
});

function listedJob(overrides: Partial<JobListItemFragment> = {}): JobListItemFragment {
  return {
    __typename: 'Job',
    id: 'j-1',
    jobType: 'PRODUCT_EXPORT',
    status: 'SUCCESS',
    createdAt: '2026-01-01T10:00:00.000Z',
    completedAt: '2026-01-01T10:00:03.000Z',
    fileUrl: '/api/jobs/j-1/file',
    ...overrides,
  };
}

function jobList(items: JobListItemFragment[]) {
  const sent: JobListQueryVariables[] = [];
  const handler = graphql.query<JobListQuery, JobListQueryVariables>('JobList', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        jobs: { __typename: 'JobPage', items, pageInfo: { __typename: 'PageInfo', total: items.length } },
      },
    });
  });
  return { handler, sent };
}

describe('jobs list', () => {
  it('lists the store’s jobs and opens a finished export with its download', async () => {
    const { handler, sent } = jobList([
      listedJob(),
      listedJob({ id: 'j-2', jobType: 'HIERARCHY_DUPLICATE', fileUrl: null }),
    ]);
    server.use(
      handler,
      graphql.query<JobProgressQuery, JobProgressQueryVariables>('JobProgress', ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            job: {
              __typename: 'Job',
              id: String(variables.id),
              jobType: 'PRODUCT_EXPORT',
              status: 'SUCCESS',
              startedAt: '2026-01-01T10:00:01.000Z',
              completedAt: '2026-01-01T10:00:03.000Z',
              fileUrl: '/api/jobs/j-1/file',
            },
          },
        }),
      ),
      http.get(
        '*/api/jobs/j-1/file',
        () => new HttpResponse('id,name\np-1,Lamp\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    const { user } = renderApp('/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('Product export')).toBeInTheDocument();
    expect(within(table).getByText('Hierarchy copy')).toBeInTheDocument();
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });
    // Starting an export is offered here too (products import from their list, with a preview).
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Open job j-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job' });
    const link = await within(dialog).findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(link).toHaveAttribute('href', 'blob:job-file'));
  });

  it('lists the CSV columns (product attributes) an import reads', async () => {
    server.use(
      jobList([]).handler,
      graphql.query<ProductAttributeListQuery>('ProductAttributeList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            productAttributes: [
              {
                __typename: 'ProductAttribute',
                label: 'SKU',
                name: 'sku',
                type: 'string',
                required: true,
                description: 'Stock keeping unit',
              },
              {
                __typename: 'ProductAttribute',
                label: 'Care: Washing',
                name: 'template:care:washing',
                type: 'string',
                required: false,
                description: '',
              },
            ],
          },
        }),
      ),
    );
    const { user } = renderApp('/jobs');
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSV columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'CSV columns' });
    const table = await within(dialog).findByRole('table', { name: 'Product attributes' });
    expect(within(table).getByText('template:care:washing')).toBeInTheDocument();
    expect(within(table).getByText('Stock keeping unit')).toBeInTheDocument();
  });
});
