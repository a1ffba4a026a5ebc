import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogDetailsQuery,
  CatalogReleaseRowFragment,
  CreateCatalogRuleMutation,
  PublishCatalogMutation,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { catalog } from './catalogFixtures';

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
    expect(await within(releases).findByText('PENDING')).toBeInTheDocument();
    expect(await within(releases).findByText('PUBLISHED', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(releases).getByRole('link', { name: '12 products' })).toHaveAttribute(
      'href',
      '/catalogs/c-1/releases/r-1',
    );
  });

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
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['name'],
                  message: 'name must not contain spaces',
                  code: 'INVALID',
                },
              ],
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
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'A published catalog cannot be deleted; delete its releases first',
                  code: 'INVALID',
                },
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
});
