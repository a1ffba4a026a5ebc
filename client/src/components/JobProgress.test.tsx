import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import type {
  ExportProductsMutation,
  ExportProductsMutationVariables,
  JobErrorsQuery,
  JobProgressFieldsFragment,
  JobProgressQuery,
  JobProgressQueryVariables,
} from '../graphql/generated';
import { productListItem, productPage } from '../../test/fixtures';
import { server } from '../../test/server';
import { renderApp, signInForTest } from '../../test/renderApp';

function job(overrides: Partial<JobProgressFieldsFragment> = {}): JobProgressFieldsFragment {
  return {
    __typename: 'Job',
    id: 'j-1',
    jobType: 'PRODUCT_EXPORT',
    status: 'PENDING',
    startedAt: null,
    completedAt: null,
    fileUrl: null,
    ...overrides,
  };
}

/** Answers JobProgress with each of `states` in turn, then the last one forever. */
function jobProgressHandler(states: JobProgressFieldsFragment[]) {
  let calls = 0;
  const handler = graphql.query<JobProgressQuery, JobProgressQueryVariables>('JobProgress', () => {
    const state = states[Math.min(calls, states.length - 1)];
    calls += 1;
    return HttpResponse.json({ data: { __typename: 'Query', job: state ?? null } });
  });
  return { handler, calls: () => calls };
}

const productList = graphql.query('ProductList', () =>
  HttpResponse.json({ data: productPage([productListItem({ id: 'p-1', sku: 'LAMP-1' })]) }),
);

beforeEach(signInForTest);
beforeAll(() => {
  // jsdom has no object URLs; the component only needs a stable string back.
  URL.createObjectURL = () => 'blob:job-file';
  URL.revokeObjectURL = () => undefined;
});

describe('product export job', () => {
  it('exports with the list filter, shows progress, then a download link for the file', async () => {
    const exported: ExportProductsMutationVariables[] = [];
    const progress = jobProgressHandler([
      job({ status: 'STARTED', startedAt: '2026-01-01T00:00:01.000Z' }),
      job({ status: 'SUCCESS', fileUrl: '/api/jobs/j-1/file' }),
    ]);
    let fileAuthorization: string | null = null;
    server.use(
      productList,
      progress.handler,
      graphql.mutation<ExportProductsMutation, ExportProductsMutationVariables>(
        'ExportProducts',
        ({ variables }) => {
          exported.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              exportProducts: { __typename: 'JobPayload', job: job(), userErrors: [] },
            },
          });
        },
      ),
      http.get('*/api/jobs/j-1/file', ({ request }) => {
        fileAuthorization = request.headers.get('authorization');
        return new HttpResponse('id,name\np-1,Lamp\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/products?sku=LAMP');

    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting products' });
    expect(await within(dialog).findByRole('progressbar', { name: 'Running…' })).toBeInTheDocument();
    expect(exported).toEqual([{ filter: { sku: { like: 'LAMP' } } }]);

    // Blueprint's AnchorButton is an <a> with role="button"; its href is set once the file is fetched.
    const link = await within(dialog).findByRole('button', { name: 'Download CSV' }, { timeout: 4000 });
    await waitFor(() => expect(link).toHaveAttribute('href', 'blob:job-file'));
    expect(link).toHaveAttribute('download', 'products.csv');
    expect(fileAuthorization).toMatch(/^Bearer /);
    const callsWhenDone = progress.calls();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(progress.calls()).toBe(callsWhenDone); // polling stopped once the job ended
  });

  it('lists the errors of a failed job', async () => {
    server.use(
      jobProgressHandler([job({ jobType: 'PRODUCT_IMPORT', status: 'FAILED' })]).handler,
      productList,
      graphql.mutation('ExportProducts', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            exportProducts: { __typename: 'JobPayload', job: job(), userErrors: [] },
          },
        }),
      ),
      graphql.query<JobErrorsQuery>('JobErrors', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            job: {
              __typename: 'Job',
              id: 'j-1',
              errors: {
                __typename: 'JobErrorPage',
                items: [{ __typename: 'JobError', id: 'e-1', message: 'row 3: name is required' }],
                pageInfo: { __typename: 'PageInfo', total: 1 },
              },
            },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    const errors = await within(dialog).findByRole('list', { name: 'Job errors' });
    expect(within(errors).getByText('row 3: name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('1 error')).toBeInTheDocument();
  });
});
