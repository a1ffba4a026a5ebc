import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ImportPriceBooksMutation,
  ImportPriceBooksMutationVariables,
  JobErrorsQuery,
  JobProgressQuery,
  PriceBookListItemFragment,
  PriceBookListQuery,
  PriceBookListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function book(id: string, name: string): PriceBookListItemFragment {
  return {
    __typename: 'PriceBook',
    id,
    name,
    description: `${name} prices`,
    externalRef: null,
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
}

/** Answers PriceBookList with the books whose name contains the filter, recording each request. */
function priceBookListHandler(books: PriceBookListItemFragment[]) {
  const sent: PriceBookListQueryVariables[] = [];
  const handler = graphql.query<PriceBookListQuery, PriceBookListQueryVariables>(
    'PriceBookList',
    ({ variables }) => {
      sent.push(variables);
      const like = variables.filter?.name?.like?.toLowerCase() ?? '';
      const items = books.filter((item) => item.name.toLowerCase().includes(like));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          priceBooks: {
            __typename: 'PriceBookPage',
            items,
            pageInfo: {
              __typename: 'PageInfo',
              limit: 25,
              offset: 0,
              total: items.length,
              hasNextPage: false,
            },
          },
        },
      });
    },
  );
  return { handler, sent };
}

describe('price book list', () => {
  it('renders a row per price book linking to its page', async () => {
    const { handler, sent } = priceBookListHandler([book('pb-1', 'Retail'), book('pb-2', 'Wholesale')]);
    server.use(handler);
    renderApp('/price-books');

    const table = await screen.findByRole('table', { name: 'Price books' });
    expect(await within(table).findByRole('link', { name: 'Retail' })).toHaveAttribute(
      'href',
      '/price-books/pb-1',
    );
    expect(within(table).getByText('Wholesale prices')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });
  });

  it('filters by name once typing pauses, keeping the filter in the URL', async () => {
    const { handler, sent } = priceBookListHandler([book('pb-1', 'Retail'), book('pb-2', 'Wholesale')]);
    server.use(handler);
    const { user, router } = renderApp('/price-books');
    const table = await screen.findByRole('table', { name: 'Price books' });
    await within(table).findByRole('link', { name: 'Retail' });

    await user.type(screen.getByLabelText('Name contains'), 'whole');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'whole' } }), { timeout: 2000 });
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Retail' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('link', { name: 'Wholesale' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/price-books?name=whole');
  });
});

describe('price book import', () => {
  it('sends the JSONL file, follows the job until it fails, then shows its errors per line', async () => {
    const { handler, sent } = priceBookListHandler([book('pb-1', 'Retail')]);
    const imported: ImportPriceBooksMutationVariables[] = [];
    let polls = 0;
    const job = (status: 'PENDING' | 'FAILED') => ({
      __typename: 'Job' as const,
      id: 'job-1',
      jobType: 'PRICE_IMPORT' as const,
      status,
      startedAt: null,
      completedAt: null,
      fileUrl: null,
    });
    server.use(
      handler,
      graphql.mutation<ImportPriceBooksMutation, ImportPriceBooksMutationVariables>(
        'ImportPriceBooks',
        ({ variables }) => {
          imported.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              importPriceBooks: { __typename: 'JobPayload', job: job('PENDING'), userErrors: [] },
            },
          });
        },
      ),
      graphql.query<JobProgressQuery>('JobProgress', () => {
        polls += 1;
        return HttpResponse.json({
          data: { __typename: 'Query', job: job(polls > 1 ? 'FAILED' : 'PENDING') },
        });
      }),
      graphql.query<JobErrorsQuery>('JobErrors', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            job: {
              __typename: 'Job',
              id: 'job-1',
              errors: {
                __typename: 'JobErrorPage',
                items: [{ __typename: 'JobError', id: 'e-1', message: 'line 2: missing sku for price' }],
                pageInfo: { __typename: 'PageInfo', total: 1 },
              },
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/price-books');
    await screen.findByRole('table', { name: 'Price books' });
    const line = '{"type":"pricebook","external_ref":"b","attributes":{"name":"B"}}';
    const file = new File([line], 'books.jsonl', { type: 'application/jsonl' });
    await user.upload(screen.getByLabelText('Import price books from JSONL'), file);

    await waitFor(() => expect(imported).toEqual([{ jsonl: line }]));
    const dialog = await screen.findByRole('dialog', { name: 'Importing books.jsonl' });
    expect(within(dialog).getByRole('status', { name: 'Job progress' })).toBeInTheDocument();
    expect(
      await within(dialog).findByText('line 2: missing sku for price', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The list is fetched again once the job has ended: books may have been created.
    await waitFor(() => expect(sent.length).toBeGreaterThan(1));
  });
});
