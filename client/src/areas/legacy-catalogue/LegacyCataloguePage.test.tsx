import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CatalogueCurrencyRowFragment,
  CreateLegacyCurrencyMutation,
  CreateLegacyCurrencyMutationVariables,
  DeleteLegacyCurrencyMutation,
  DeleteLegacyCurrencyMutationVariables,
  LegacyCategoriesQuery,
  LegacyCategoryQuery,
  LegacyCategoryQueryVariables,
  LegacyCurrenciesQuery,
  LegacyCurrencyQuery,
  LegacyCurrencyQueryVariables,
} from '../../graphql/generated';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';
import { pageInfo } from '../../../test/pageInfo';

beforeEach(signInForTest);

function currency(id: string, code: string, isDefault: boolean): CatalogueCurrencyRowFragment {
  return {
    __typename: 'Currency',
    id,
    name: code,
    code,
    exchangeRate: 1,
    format: `${code} {price}`,
    decimalPoint: '.',
    thousandSeparator: ',',
    decimalPlaces: 2,
    isDefault,
    enabled: true,
  };
}

describe('legacy catalogue page', () => {
  it('shows categories with their parent and the category tree', async () => {
    server.use(
      graphql.query<LegacyCategoriesQuery>('LegacyCategories', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            categories: {
              __typename: 'CategoryPage',
              items: [
                {
                  __typename: 'Category',
                  id: 'c-1',
                  name: 'Clothing',
                  slug: 'clothing',
                  description: '',
                  status: 'LIVE',
                  parentId: null,
                  updatedAt: null,
                },
                {
                  __typename: 'Category',
                  id: 'c-2',
                  name: 'Shirts',
                  slug: 'shirts',
                  description: '',
                  status: 'DRAFT',
                  parentId: 'c-1',
                  updatedAt: null,
                },
              ],
              pageInfo: pageInfo(2),
            },
            categoryTree: [
              {
                __typename: 'Category',
                id: 'c-1',
                name: 'Clothing',
                children: [{ __typename: 'Category', id: 'c-2', name: 'Shirts', children: [] }],
              },
            ],
          },
        }),
      ),
    );
    renderApp('/legacy-catalogue/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    const shirtsRow = (await within(table).findByText('shirts')).closest('tr');
    expect(shirtsRow).not.toBeNull();
    expect(within(shirtsRow as HTMLElement).getByText('Clothing')).toBeInTheDocument();
    const tree = screen.getByRole('region', { name: 'Category tree' });
    expect(within(tree).getByText('Clothing')).toBeInTheDocument();
    expect(within(tree).getByText('Shirts')).toBeInTheDocument();
  });

  it('shows an invalid currency code inline, then creates the currency', async () => {
    const currencies = [currency('cur-1', 'USD', true)];
    const sent: CreateLegacyCurrencyMutationVariables[] = [];
    server.use(
      graphql.query<LegacyCurrenciesQuery>('LegacyCurrencies', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            currencies: {
              __typename: 'CurrencyPage',
              items: currencies,
              pageInfo: pageInfo(currencies.length),
            },
          },
        }),
      ),
      graphql.mutation<CreateLegacyCurrencyMutation, CreateLegacyCurrencyMutationVariables>(
        'CreateLegacyCurrency',
        ({ variables }) => {
          sent.push(variables);
          if (variables.input.code.length !== 3) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createCurrency: {
                  __typename: 'CurrencyPayload',
                  currency: null,
                  userErrors: [userError(['code'], 'code must be three upper-case letters (ISO 4217)')],
                },
              },
            });
          }
          const created = currency('cur-2', variables.input.code, false);
          currencies.push(created);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCurrency: { __typename: 'CurrencyPayload', currency: created, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/legacy-catalogue/currencies');
    await screen.findByRole('table', { name: 'Currencies' });
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Swedish Krona');
    await user.type(within(dialog).getByLabelText('Code'), 'SEKK');
    await user.click(within(dialog).getByRole('button', { name: 'Create currency' }));
    expect(
      await within(dialog).findByText('code must be three upper-case letters (ISO 4217)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'SEK');
    await user.click(within(dialog).getByRole('button', { name: 'Create currency' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)?.input).toMatchObject({
      name: 'Swedish Krona',
      code: 'SEK',
      exchangeRate: 1,
      decimalPlaces: 2,
      isDefault: false,
    });
    const table = screen.getByRole('table', { name: 'Currencies' });
    expect(await within(table).findByText('SEK {price}')).toBeInTheDocument();
  });

  it('redirects the area root to the brands tab', async () => {
    server.use(
      graphql.query('LegacyBrands', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            brands: { __typename: 'BrandPage', items: [], pageInfo: pageInfo(0) },
          },
        }),
      ),
    );
    const { router } = renderApp('/legacy-catalogue');
    expect(await screen.findByText('No brands yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legacy-catalogue/brands');
  });
});

describe('legacy catalogue item pages', () => {
  it('opens a currency from its row and reads it by id', async () => {
    const read: LegacyCurrencyQueryVariables[] = [];
    server.use(
      graphql.query<LegacyCurrenciesQuery>('LegacyCurrencies', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            currencies: {
              __typename: 'CurrencyPage',
              items: [currency('cur-1', 'USD', true)],
              pageInfo: pageInfo(1),
            },
          },
        }),
      ),
      graphql.query<LegacyCurrencyQuery, LegacyCurrencyQueryVariables>('LegacyCurrency', ({ variables }) => {
        read.push(variables);
        return HttpResponse.json({
          data: { __typename: 'Query', currency: { ...currency('cur-1', 'USD', true), name: 'US Dollar' } },
        });
      }),
    );
    const { user, router } = renderApp('/legacy-catalogue/currencies');
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await user.click(await within(table).findByRole('link', { name: /USD/ }));
    expect(currentUrl(router)).toBe('/legacy-catalogue/currencies/cur-1');
    expect(await screen.findByRole('heading', { name: 'US Dollar (USD)' })).toBeInTheDocument();
    const details = screen.getByLabelText('Currency details');
    expect(within(details).getByText('Exchange rate').nextSibling).toHaveTextContent('1');
    expect(read).toEqual([{ id: 'cur-1' }]);
  });

  it('deletes a currency behind a confirmation kept in the URL, once the undo window ends', async () => {
    const deleted: DeleteLegacyCurrencyMutationVariables[] = [];
    server.use(
      graphql.query<LegacyCurrenciesQuery>('LegacyCurrencies', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            currencies: {
              __typename: 'CurrencyPage',
              items: [currency('cur-1', 'USD', true), currency('cur-2', 'EUR', false)],
              pageInfo: pageInfo(2),
            },
          },
        }),
      ),
      graphql.mutation<DeleteLegacyCurrencyMutation, DeleteLegacyCurrencyMutationVariables>(
        'DeleteLegacyCurrency',
        ({ variables }) => {
          deleted.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteCurrency: {
                __typename: 'DeleteLegacyCataloguePayload',
                deletedId: String(variables.id),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/legacy-catalogue/currencies');
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await user.click(await within(table).findByRole('button', { name: 'Delete EUR' }));
    expect(currentUrl(router)).toBe('/legacy-catalogue/currencies?dialog=delete-currency&currency=cur-2');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete currency EUR?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('EUR')).not.toBeInTheDocument());
    expect(await screen.findByText('Deleted currency EUR')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleted).toEqual([{ id: 'cur-2' }]), { timeout: UNDO_WINDOW_MS + 3000 });
  });

  it('says when a category is not found', async () => {
    server.use(
      graphql.query<LegacyCategoryQuery, LegacyCategoryQueryVariables>('LegacyCategory', () =>
        HttpResponse.json({ data: { __typename: 'Query', category: null } }),
      ),
    );
    renderApp('/legacy-catalogue/categories/gone');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });
});
