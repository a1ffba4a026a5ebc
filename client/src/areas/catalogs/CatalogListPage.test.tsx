import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogDetailsQuery,
  CatalogListItemFragment,
  CatalogListQuery,
  CatalogListQueryVariables,
  CreateCatalogMutation,
  CreateCatalogMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

import { catalog, choicesHandler } from './catalogFixtures';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

function listHandler(items: CatalogListItemFragment[]) {
  const sent: CatalogListQueryVariables[] = [];
  const handler = graphql.query<CatalogListQuery, CatalogListQueryVariables>(
    'CatalogList',
    ({ variables }) => {
      sent.push(variables);
      const like = variables.filter?.name?.like?.toLowerCase() ?? '';
      const found = items.filter((item) => item.name.toLowerCase().includes(like));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          catalogs: {
            __typename: 'CatalogPage',
            items: found,
            pageInfo: pageInfo(found.length),
          },
        },
      });
    },
  );
  return { handler, sent };
}

describe('catalog list', () => {
  it('lists catalogs with hierarchies and price books, filtering by name in the URL', async () => {
    const { handler, sent } = listHandler([catalog('c-1', 'Storefront'), catalog('c-2', 'Wholesale')]);
    server.use(handler);
    const { user, router } = renderApp('/catalogs');
    const table = await screen.findByRole('table', { name: 'Catalogs' });
    expect(await within(table).findByRole('link', { name: 'Storefront' })).toHaveAttribute(
      'href',
      '/catalogs/c-1',
    );
    expect(within(table).getAllByText('Retail')).toHaveLength(2);
    await user.type(screen.getByLabelText('Name contains'), 'whole');
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs?name=whole'));
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'whole' } }));
    await waitFor(() => expect(within(table).queryByText('Storefront')).not.toBeInTheDocument());
  });

  it('creates a catalog over the chosen hierarchy and price book, showing refusals inline', async () => {
    const sent: CreateCatalogMutationVariables[] = [];
    server.use(
      listHandler([]).handler,
      choicesHandler,
      graphql.mutation<CreateCatalogMutation, CreateCatalogMutationVariables>(
        'CreateCatalog',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createCatalog: {
                  __typename: 'CatalogPayload',
                  catalog: null,
                  userErrors: [userError(['priceBookId'], 'No price book found with id pb-1')],
                },
              },
            });
          }
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCatalog: { __typename: 'CatalogPayload', catalog: catalog('c-9', 'Web'), userErrors: [] },
            },
          });
        },
      ),
    );
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            catalog: {
              ...catalog('c-9', 'Web'),
              rules: { __typename: 'CatalogRulePage', items: [] },
              releases: { __typename: 'CatalogReleasePage', items: [] },
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/catalogs');
    expect(await screen.findByText('No catalogs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add catalog' }));
    const dialog = await screen.findByRole('form', { name: 'Add catalog' });
    await user.type(within(dialog).getByLabelText('Name'), 'Web');
    await user.click(await within(dialog).findByLabelText('Home'));
    await user.selectOptions(within(dialog).getByLabelText('Price book'), 'pb-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create catalog' }));
    expect(await within(dialog).findByText('No price book found with id pb-1')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Web');
    expect(sent[0]).toEqual({ input: { name: 'Web', hierarchyIds: ['h-1'], priceBookId: 'pb-1' } });

    await user.click(within(dialog).getByRole('button', { name: 'Create catalog' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-9'));
    expect(await screen.findByRole('heading', { name: 'Web' })).toBeInTheDocument();
  });

  it('requires a hierarchy before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      listHandler([]).handler,
      choicesHandler,
      graphql.mutation('CreateCatalog', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ errors: [{ message: 'unexpected' }] });
      }),
    );
    const { user } = renderApp('/catalogs?dialog=create');
    const dialog = await screen.findByRole('form', { name: 'Add catalog' });
    await user.type(within(dialog).getByLabelText('Name'), 'Web');
    await within(dialog).findByLabelText('Home');
    await user.click(within(dialog).getByRole('button', { name: 'Create catalog' }));
    expect(await within(dialog).findByText('Choose at least one hierarchy')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
