import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { StoreDetailsQuery, StoreTiersQuery } from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

const OFFERED: StoreTiersQuery = {
  __typename: 'Query',
  storeTiers: [
    { __typename: 'StoreTierInfo', tier: 'DEVELOPMENT', name: 'development' },
    { __typename: 'StoreTierInfo', tier: 'PRODUCTION', name: 'production' },
    { __typename: 'StoreTierInfo', tier: 'FREE_TRIAL', name: 'free-trial' },
  ],
};

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('store tiers', () => {
  it('offers the tiers the provider lists when a seller picks a new store tier', async () => {
    server.use(graphql.query<StoreTiersQuery>('StoreTiers', () => HttpResponse.json({ data: OFFERED })));
    renderApp('/stores/add');
    expect(await screen.findByText('The provider offers 3 tiers.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(optionLabels(screen.getByLabelText('Tier'))).toEqual([
      'Default (development)',
      'Development',
      'Production',
      'Free trial',
    ]);
  });

  it('keeps a store tier the provider no longer lists readable and selected', async () => {
    const details: StoreDetailsQuery = {
      __typename: 'Query',
      store: {
        __typename: 'Store',
        id: 's-2',
        name: 'Outlet',
        tier: 'TIER5',
        organizationId: 'org-1',
        updatedAt: null,
        createdAt: null,
      },
    };
    server.use(
      graphql.query<StoreTiersQuery>('StoreTiers', () => HttpResponse.json({ data: OFFERED })),
      graphql.query('StoreDetails', () => HttpResponse.json({ data: details })),
    );
    renderApp('/stores/s-2');
    expect(await screen.findByText('The provider offers 3 tiers.', {}, FIRST_RENDER)).toBeInTheDocument();
    const select = screen.getByLabelText('Tier');
    expect(select).toHaveValue('TIER5');
    expect(optionLabels(select)).toEqual(['Development', 'Production', 'Free trial', 'Tier 5']);
  });
});
