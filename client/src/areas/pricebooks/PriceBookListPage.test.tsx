import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
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
    expect(sent[0]).toEqual({ page: { limit: 25, offset: 0 } });
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
