import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogDetailsQuery,
  CatalogReleaseRowFragment,
  CatalogRuleByIdQuery,
  CatalogRuleByIdQueryVariables,
  CreateCatalogRuleMutation,
  DeleteCatalogReleasesMutation,
  DeleteCatalogReleasesMutationVariables,
  PublishCatalogMutation,
  UpdateCatalogRuleMutation,
  UpdateCatalogRuleMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { catalog } from './catalogFixtures';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

function release(status: CatalogReleaseRowFragment['status']): CatalogReleaseRowFragment {
  return {
    __typename: 'CatalogRelease',
    id: 'r-1',
    catalogId: 'c-1',
    name: 'Storefront',
    status,
    createdAt: '2026-01-10T09:30:00.000Z',
    publishedAt: status === 'PUBLISHED' ? '2026-01-10T09:30:01.000Z' : null,
    totalProducts: 12,
    totalNodes: 4,
  };
}

function details(releases: CatalogReleaseRowFragment[]): NonNullable<CatalogDetailsQuery['catalog']> {
  return {
    ...catalog('c-1', 'Storefront'),
    rules: {
      __typename: 'CatalogRulePage',
      items: [
        {
          __typename: 'CatalogRule',
          id: 'rule-1',
          name: 'web-storefront',
          description: null,
          channels: ['web'],
          tags: [],
        },
      ],
    },
    releases: { __typename: 'CatalogReleasePage', items: releases },
  };
}

describe('catalog detail', () => {
  it('publishes, polls while PENDING and shows the release PUBLISHED with a link to its products', async () => {
    const state = { releases: [] as CatalogReleaseRowFragment[], reads: 0 };
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () => {
        state.reads += 1;
        // The release turns PUBLISHED after a couple of reads.
        if (state.releases.length > 0 && state.reads > 3) state.releases = [release('PUBLISHED')];
        return HttpResponse.json({ data: { __typename: 'Query', catalog: details(state.releases) } });
      }),
      graphql.mutation<PublishCatalogMutation>('PublishCatalog', () => {
        state.releases = [release('PENDING')];
        state.reads = 0;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            publishCatalog: {
              __typename: 'CatalogReleasePayload',
              release: release('PENDING'),
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/catalogs/c-1');
    expect(await screen.findByRole('heading', { name: 'Storefront' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Catalog details' })).toHaveTextContent('Retail');
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const releases = await screen.findByRole('table', { name: 'Releases' });
    expect(await within(releases).findByText('Publishing')).toBeInTheDocument();
    // "Published" is also a column heading: the products link appears only once PUBLISHED.
    expect(
      await within(releases).findByRole('link', { name: '12 products' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/catalogs/c-1/releases/r-1');
  }, 15_000);

  it('lists rules on the Rules tab and shows a bad rule name inline', async () => {
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalog: details([release('PUBLISHED')]) } }),
      ),
      graphql.mutation<CreateCatalogRuleMutation>('CreateCatalogRule', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createCatalogRule: {
              __typename: 'CatalogRulePayload',
              rule: null,
              userErrors: [userError(['name'], 'name must not contain spaces')],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/catalogs/c-1');
    await screen.findByRole('heading', { name: 'Storefront' });
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(await screen.findByRole('table', { name: 'Rules' })).toHaveTextContent('web-storefront');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('form', { name: 'Add rule' });
    await user.type(within(dialog).getByLabelText('Name'), 'my rule');
    await user.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(await within(dialog).findByText('name must not contain spaces')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('my rule');
  });

  it('says when the catalog is gone', async () => {
    server.use(
      graphql.query('CatalogDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalog: null } }),
      ),
    );
    renderApp('/catalogs/nope');
    expect(await screen.findByText('Catalog not found')).toBeInTheDocument();
  });

  it('shows a refused delete as a message', async () => {
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalog: details([release('PUBLISHED')]) } }),
      ),
      graphql.mutation('DeleteCatalog', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteCatalog: {
              __typename: 'DeleteCatalogPayload',
              deletedId: null,
              userErrors: [
                userError(null, 'A published catalog cannot be deleted; delete its releases first'),
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/catalogs/c-1?dialog=delete');
    await screen.findByRole('heading', { name: 'Storefront' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.getByText('A published catalog cannot be deleted; delete its releases first'),
      ).toBeInTheDocument(),
    );
  });

  it('deletes every release at once', async () => {
    const state = { releases: [release('PUBLISHED')], sent: [] as DeleteCatalogReleasesMutationVariables[] };
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalog: details(state.releases) } }),
      ),
      graphql.mutation<DeleteCatalogReleasesMutation, DeleteCatalogReleasesMutationVariables>(
        'DeleteCatalogReleases',
        ({ variables }) => {
          state.sent.push(variables);
          state.releases = [];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteCatalogReleases: {
                __typename: 'DeleteCatalogReleasesPayload',
                catalogId: 'c-1',
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/catalogs/c-1');
    await screen.findByRole('table', { name: 'Releases' });
    await user.click(screen.getByRole('button', { name: 'Delete all releases' }));
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Not published yet')).toBeInTheDocument();
    expect(state.sent).toEqual([{ catalogId: 'c-1' }]);
  }, 15_000);

  it('edits a rule read by id, sending only what changed, and shows a refusal inline', async () => {
    const reads: CatalogRuleByIdQueryVariables[] = [];
    const updates: UpdateCatalogRuleMutationVariables[] = [];
    server.use(
      graphql.query<CatalogDetailsQuery>('CatalogDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', catalog: details([]) } }),
      ),
      graphql.query<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>(
        'CatalogRuleById',
        ({ variables }) => {
          reads.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              catalogRule: {
                __typename: 'CatalogRule',
                id: String(variables.id),
                name: 'web-storefront',
                description: null,
                channels: ['web'],
                tags: [],
                catalogId: 'c-1',
              },
            },
          });
        },
      ),
      graphql.mutation<UpdateCatalogRuleMutation, UpdateCatalogRuleMutationVariables>(
        'UpdateCatalogRule',
        ({ variables }) => {
          updates.push(variables);
          const refused = variables.input.name?.includes(' ') ?? false;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateCatalogRule: {
                __typename: 'CatalogRulePayload',
                rule: refused
                  ? null
                  : {
                      __typename: 'CatalogRule',
                      id: String(variables.id),
                      name: variables.input.name ?? 'web-storefront',
                      description: null,
                      channels: variables.input.channels ?? ['web'],
                      tags: variables.input.tags ?? [],
                    },
                userErrors: refused ? [userError(['name'], 'name must not contain spaces')] : [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/catalogs/c-1');
    await screen.findByRole('heading', { name: 'Storefront' });
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    await user.click(await screen.findByRole('button', { name: 'Edit rule web-storefront' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1?dialog=edit-rule&rule=rule-1'));
    const dialog = await screen.findByRole('form', { name: 'Edit rule web-storefront' });
    expect(reads).toEqual([{ id: 'rule-1' }]);
    expect(within(dialog).getByLabelText('Channels')).toHaveValue('web');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'web store');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText('name must not contain spaces')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('web store');
    await user.clear(name);
    await user.type(name, 'web-store');
    await user.type(within(dialog).getByLabelText('Tags'), 'vip');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogs/c-1'));
    expect(updates.at(-1)).toEqual({ id: 'rule-1', input: { name: 'web-store', tags: ['vip'] } });
  }, 20_000);
});
