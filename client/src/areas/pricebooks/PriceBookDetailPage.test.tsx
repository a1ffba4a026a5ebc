import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables,
  DeleteProductPriceMutation,
  DeleteProductPriceMutationVariables,
  PriceBookDetailsQuery,
  PriceBookModifierQuery,
  PriceBookModifiersQuery,
  PriceBookPriceQuery,
  PriceBookPriceQueryVariables,
  PriceBookPricesQuery,
  ProductPriceRowFragment,
} from '../../graphql/generated';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const PAGE_INFO = { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false } as const;

/** A book with no modifiers whose prices are `prices()` at the time of each request. */
function priceBookHandlers(prices: () => ProductPriceRowFragment[]) {
  return [
    graphql.query<PriceBookDetailsQuery>('PriceBookDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          priceBook: {
            __typename: 'PriceBook',
            id: 'pb-1',
            name: 'Retail',
            description: null,
            externalRef: null,
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<PriceBookPricesQuery>('PriceBookPrices', () => {
      const items = prices();
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          priceBook: {
            __typename: 'PriceBook',
            id: 'pb-1',
            prices: {
              __typename: 'ProductPricePage',
              items,
              pageInfo: { ...PAGE_INFO, total: items.length },
            },
          },
        },
      });
    }),
    graphql.query<PriceBookModifiersQuery>('PriceBookModifiers', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          priceBook: {
            __typename: 'PriceBook',
            id: 'pb-1',
            modifiers: {
              __typename: 'PriceModifierPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', total: 0 },
            },
          },
        },
      }),
    ),
  ];
}

function mugPrice(): ProductPriceRowFragment {
  return {
    __typename: 'ProductPrice',
    id: 'price-1',
    priceBookId: 'pb-1',
    sku: 'HOM-MUG-0001',
    externalRef: null,
    updatedAt: null,
    amounts: [
      {
        __typename: 'Money',
        currency: 'USD',
        amount: 1999,
        includesTax: true,
        formatted: '$19.99',
        tiers: [],
      },
    ],
  };
}

describe('price book detail', () => {
  it('adds a price: 19.99 typed is sent as 1999 minor units, and the new row appears', async () => {
    let prices: ProductPriceRowFragment[] = [];
    let sent: CreateProductPriceMutationVariables | undefined;
    server.use(
      ...priceBookHandlers(() => prices),
      graphql.mutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
        'CreateProductPrice',
        ({ variables }) => {
          sent = variables;
          prices = [mugPrice()];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProductPrice: { __typename: 'ProductPricePayload', price: mugPrice(), userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/price-books/pb-1');
    await screen.findByText('No prices yet');

    await user.click(screen.getByRole('button', { name: 'Add price' }));
    const dialog = await screen.findByRole('form', { name: 'Add price' });
    await user.type(within(dialog).getByLabelText('SKU'), 'HOM-MUG-0001');
    await user.type(within(dialog).getByLabelText('USD amount'), '19.99');
    await user.click(within(dialog).getByLabelText('USD includes tax'));
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));

    await waitFor(() =>
      expect(sent).toEqual({
        priceBookId: 'pb-1',
        input: { sku: 'HOM-MUG-0001', amounts: [{ currency: 'USD', amount: 1999, includesTax: true }] },
      }),
    );
    expect(await screen.findByText('Price added')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Prices' });
    expect(await within(table).findByText('$19.99 (tax incl.)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add price' })).not.toBeInTheDocument());
  });

  it('shows a userError about one currency under that currency row and keeps the dialog open', async () => {
    server.use(
      ...priceBookHandlers(() => []),
      graphql.mutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
        'CreateProductPrice',
        () =>
          HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProductPrice: {
                __typename: 'ProductPricePayload',
                price: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['amounts', 'EUR', 'amount'],
                    message: 'Amount must be at most 1000000',
                    code: 'INVALID',
                  },
                ],
              },
            },
          }),
      ),
    );
    const { user } = renderApp('/price-books/pb-1?dialog=add-price');
    const dialog = await screen.findByRole('form', { name: 'Add price' });
    await user.type(within(dialog).getByLabelText('SKU'), 'HOM-MUG-0001');
    await user.type(within(dialog).getByLabelText('USD amount'), '19.99');
    await user.type(within(dialog).getByLabelText('EUR amount'), '99999999');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));

    const eurRow = dialog.querySelector('[data-currency="EUR"]') as HTMLElement;
    expect(await within(eurRow).findByText('Amount must be at most 1000000')).toBeInTheDocument();
    expect(within(eurRow).getByLabelText('EUR amount')).toHaveAttribute('aria-invalid', 'true');
    const usdRow = dialog.querySelector('[data-currency="USD"]') as HTMLElement;
    expect(within(usdRow).queryByText('Amount must be at most 1000000')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('EUR amount')).toHaveValue('99999999');
  });

  it('checks typed amounts before sending anything', async () => {
    server.use(...priceBookHandlers(() => []));
    const { user } = renderApp('/price-books/pb-1?dialog=add-price');
    const dialog = await screen.findByRole('form', { name: 'Add price' });
    await user.type(within(dialog).getByLabelText('SKU'), 'HOM-MUG-0001');
    await user.type(within(dialog).getByLabelText('GBP amount'), '1.999');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await within(dialog).findByText('Enter an amount like 19.99')).toBeInTheDocument();
  });
});

describe('deleting a price', () => {
  /** Refuses the delete while `refuse` is set; removes the price otherwise. */
  function deleteHandler(state: { prices: ProductPriceRowFragment[]; refuse: boolean }) {
    const sent: DeleteProductPriceMutationVariables[] = [];
    const handler = graphql.mutation<DeleteProductPriceMutation, DeleteProductPriceMutationVariables>(
      'DeleteProductPrice',
      ({ variables }) => {
        sent.push(variables);
        if (!state.refuse) state.prices = [];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteProductPrice: {
              __typename: 'DeleteProductPricePayload',
              deletedId: state.refuse ? null : String(variables.id),
              userErrors: state.refuse
                ? [{ __typename: 'UserError', field: null, message: 'The price is locked.', code: 'INVALID' }]
                : [],
            },
          },
        });
      },
    );
    return { handler, sent };
  }

  const deletePrice = async (user: ReturnType<typeof renderApp>['user'], table: HTMLElement) => {
    await user.click(await within(table).findByRole('button', { name: 'Delete price of HOM-MUG-0001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  };

  it('hides the price at once; Undo brings it back and sends nothing', async () => {
    const state = { prices: [mugPrice()], refuse: false };
    const remove = deleteHandler(state);
    server.use(...priceBookHandlers(() => state.prices), remove.handler);
    const { user } = renderApp('/price-books/pb-1');
    const table = await screen.findByRole('table', { name: 'Prices' });
    await deletePrice(user, table);
    expect(within(table).queryByText('HOM-MUG-0001')).not.toBeInTheDocument();
    const notice = (await screen.findByText('Price of HOM-MUG-0001 deleted')).closest<HTMLElement>(
      '.bp6-toast',
    );
    if (!notice) throw new Error('no toast');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await within(table).findByText('HOM-MUG-0001')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 300)));
    expect(remove.sent).toEqual([]);
    expect(within(table).getByText('HOM-MUG-0001')).toBeInTheDocument();
  });

  it('sends the delete when the window ends; a refusal brings the row back with the reason', async () => {
    const state = { prices: [mugPrice()], refuse: true };
    const remove = deleteHandler(state);
    server.use(...priceBookHandlers(() => state.prices), remove.handler);
    const { user } = renderApp('/price-books/pb-1');
    const table = await screen.findByRole('table', { name: 'Prices' });
    await deletePrice(user, table);
    expect(within(table).queryByText('HOM-MUG-0001')).not.toBeInTheDocument();
    expect(remove.sent).toEqual([]);
    expect(
      await screen.findByText('The price is locked.', undefined, { timeout: UNDO_WINDOW_MS + 3000 }),
    ).toBeInTheDocument();
    expect(remove.sent).toEqual([{ priceBookId: 'pb-1', id: 'price-1' }]);
    expect(await within(table).findByText('HOM-MUG-0001')).toBeInTheDocument();

    // Accepted this time: gone for good once the window ends.
    state.refuse = false;
    await deletePrice(user, table);
    await waitFor(() => expect(remove.sent).toHaveLength(2), { timeout: UNDO_WINDOW_MS + 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(within(table).queryByText('HOM-MUG-0001')).not.toBeInTheDocument();
  });
});

describe('one price and one modifier of a price book', () => {
  it('opens a price from its row and reads it by id', async () => {
    const read: PriceBookPriceQueryVariables[] = [];
    server.use(
      ...priceBookHandlers(() => [mugPrice()]),
      graphql.query<PriceBookPriceQuery, PriceBookPriceQueryVariables>('PriceBookPrice', ({ variables }) => {
        read.push(variables);
        return HttpResponse.json({ data: { __typename: 'Query', priceBookPrice: mugPrice() } });
      }),
    );
    const { user, router } = renderApp('/price-books/pb-1');
    const table = await screen.findByRole('table', { name: 'Prices' });
    await user.click(await within(table).findByRole('link', { name: 'HOM-MUG-0001' }));
    expect(currentUrl(router)).toBe('/price-books/pb-1/prices/price-1');
    expect(await screen.findByRole('heading', { name: 'Price of HOM-MUG-0001' })).toBeInTheDocument();
    const amounts = screen.getByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByText('$19.99')).toBeInTheDocument();
    expect(within(amounts).getByText('Included')).toBeInTheDocument();
    expect(read).toEqual([{ priceBookId: 'pb-1', id: 'price-1' }]);
  });

  it('says when a modifier is not found', async () => {
    server.use(
      graphql.query<PriceBookModifierQuery>('PriceBookModifier', () =>
        HttpResponse.json({ data: { __typename: 'Query', priceBookModifier: null } }),
      ),
    );
    renderApp('/price-books/pb-1/modifiers/gone');
    expect(await screen.findByText('Price modifier not found')).toBeInTheDocument();
  });
});
