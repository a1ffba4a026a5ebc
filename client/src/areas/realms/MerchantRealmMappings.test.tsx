import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  MerchantRealmMappingDetailsQuery,
  MerchantRealmMappingListQuery,
  MerchantRealmMappingRowFragment,
  UpdateMerchantRealmMappingMutation,
  UpdateMerchantRealmMappingMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

describe('merchant realm mappings', () => {
  it('lists the mapping, opens it by id and saves a prefix; a refused prefix stays inline', async () => {
    let mapping: MerchantRealmMappingRowFragment = {
      __typename: 'MerchantRealmMapping',
      id: 'm-1',
      prefix: 'store-1234',
      realmId: 'r-m',
      storeId: 's-1',
    };
    const sent: UpdateMerchantRealmMappingMutationVariables[] = [];
    server.use(
      graphql.query<MerchantRealmMappingListQuery>('MerchantRealmMappingList', () =>
        HttpResponse.json({ data: { __typename: 'Query', merchantRealmMappings: [mapping] } }),
      ),
      graphql.query<MerchantRealmMappingDetailsQuery>('MerchantRealmMappingDetails', ({ variables }) =>
        HttpResponse.json({
          data: { __typename: 'Query', merchantRealmMapping: variables.id === mapping.id ? mapping : null },
        }),
      ),
      graphql.mutation<UpdateMerchantRealmMappingMutation, UpdateMerchantRealmMappingMutationVariables>(
        'UpdateMerchantRealmMapping',
        ({ variables }) => {
          sent.push(variables);
          const prefix = String(variables.input.prefix);
          if (prefix.includes(' ')) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                updateMerchantRealmMapping: {
                  __typename: 'MerchantRealmMappingPayload',
                  merchantRealmMapping: null,
                  userErrors: [userError(['prefix'], 'prefix must be 1 to 63 letters, digits or hyphens')],
                },
              },
            });
          }
          mapping = { ...mapping, prefix };
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateMerchantRealmMapping: {
                __typename: 'MerchantRealmMappingPayload',
                merchantRealmMapping: mapping,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/realms/merchant-realm-mappings');
    const table = await screen.findByRole('table', { name: 'Merchant realm mappings' }, FIRST_RENDER);
    await user.click(await within(table).findByText('store-1234'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/realms/merchant-realm-mappings/m-1'));
    const form = await screen.findByRole('form', { name: 'Merchant realm mapping' });
    const prefix = within(form).getByLabelText('Store prefix');
    await user.clear(prefix);
    await user.type(prefix, 'acme sellers');
    await user.click(within(form).getByRole('button', { name: 'Save prefix' }));
    expect(
      await within(form).findByText('prefix must be 1 to 63 letters, digits or hyphens'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Store prefix')).toHaveValue('acme sellers');
    await user.clear(prefix);
    await user.type(prefix, 'acme-sellers');
    await user.click(within(form).getByRole('button', { name: 'Save prefix' }));
    expect(
      await screen.findByRole('heading', { name: 'Merchant realm mapping acme-sellers' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 'm-1', input: { prefix: 'acme sellers' } },
      { id: 'm-1', input: { prefix: 'acme-sellers' } },
    ]);
  });
});
