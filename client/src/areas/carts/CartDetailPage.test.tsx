import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AddCartProductItemMutation,
  AddCartProductItemMutationVariables,
  ApplyCartPromotionCodeMutation,
  ApplyCartPromotionCodeMutationVariables,
  CartDetailFragment,
  CartDetailsQuery,
  CartDetailsQueryVariables,
  CheckoutCartMutation,
  CheckoutCartMutationVariables,
  UpdateCartItemQuantityMutation,
  UpdateCartItemQuantityMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);
// Many typed fields; on a loaded machine user-event typing alone can pass the default 5 s.
jest.setTimeout(30_000);

const CART_ID = '5eedca7100000000000000000000a001';

const money = (amount: number) => ({
  __typename: 'Money' as const,
  currency: 'USD',
  amount,
  formatted: `$${(amount / 100).toFixed(2)}`,
});
const price = (amount: number) => {
  const { currency, formatted } = money(amount);
  return { __typename: 'CartPrice' as const, amount, currency, formatted };
};

function cartWith(quantity: number, codes: string[] = []): CartDetailFragment {
  const total = 1999 * quantity - (codes.length > 0 ? 200 : 0);
  return {
    __typename: 'Cart',
    id: CART_ID,
    name: 'Weekend getaway',
    description: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    items: [
      {
        __typename: 'CartItem',
        id: 'line-1',
        type: 'PRODUCT',
        productId: 'p1',
        name: 'Canvas tote',
        sku: 'TOTE-CANVAS',
        quantity,
        unitPrice: price(1999),
        value: price(1999 * quantity),
        discounts: [],
        totals: { __typename: 'CartTotals', withTax: money(1999 * quantity) },
        shippingGroupId: null,
        customDiscounts: [],
        taxes: [],
      },
    ],
    customDiscountsEnabled: false,
    customDiscounts: [],
    shippingGroups: [],
    accounts: [],
    promotions: codes.map((code) => ({
      __typename: 'CartPromotion',
      promotionId: `promo-${code}`,
      code,
      name: 'Welcome',
      amount: money(-200),
    })),
    customers: [],
    totals: {
      __typename: 'CartTotals',
      withTax: money(total),
      withoutTax: money(total),
      tax: money(0),
      discount: money(codes.length > 0 ? -200 : 0),
      withoutDiscount: money(1999 * quantity),
      shipping: null,
    },
  };
}

const payload = (cart: CartDetailFragment | null, message?: string, field?: string[]) => ({
  __typename: 'CartPayload' as const,
  cart,
  userErrors: message
    ? [{ __typename: 'UserError' as const, field: field ?? null, message, code: 'INVALID' as const }]
    : [],
});

function detailsHandler(cart: CartDetailFragment) {
  return graphql.query<CartDetailsQuery, CartDetailsQueryVariables>('CartDetails', () =>
    HttpResponse.json({ data: { __typename: 'Query', cart } }),
  );
}

describe('cart detail', () => {
  it('shows the items, totals and an empty-code state; a missing cart shows not found', async () => {
    server.use(detailsHandler(cartWith(2)));
    renderApp(`/carts/${CART_ID}`);
    const table = await screen.findByRole('table', { name: 'Cart items' });
    expect(within(table).getByText('Canvas tote')).toBeInTheDocument();
    expect(within(table).getByLabelText('Quantity of Canvas tote')).toHaveValue(2);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$39.98');
    expect(screen.getByText('No codes applied.')).toBeInTheDocument();
  });

  it("shows each line's own discount when one code discounts several lines", async () => {
    const base = cartWith(1, ['WELCOME10']);
    const line = base.items[0];
    const discount = (amount: number) => ({
      __typename: 'CartLineDiscount' as const,
      sourceId: 'promo-WELCOME10',
      code: 'WELCOME10',
      amount: price(amount),
    });
    server.use(
      detailsHandler({
        ...base,
        items: [
          { ...line, discounts: [discount(-170)] },
          { ...line, id: 'line-2', name: 'Beanie', sku: 'BEANIE', discounts: [discount(-500)] },
        ],
      }),
    );
    renderApp(`/carts/${CART_ID}`);
    const table = await screen.findByRole('table', { name: 'Cart items' });
    expect(await within(table).findByText('WELCOME10: $-1.70')).toBeInTheDocument();
    expect(within(table).getByText('WELCOME10: $-5.00')).toBeInTheDocument();
  });

  it('shows not found for a missing cart', async () => {
    server.use(
      graphql.query('CartDetails', () => HttpResponse.json({ data: { __typename: 'Query', cart: null } })),
    );
    renderApp(`/carts/${CART_ID}`);
    expect(await screen.findByText('Cart not found')).toBeInTheDocument();
  });

  it('refuses an unknown code inline, keeping it, then applies a good one', async () => {
    const sent: string[] = [];
    server.use(
      detailsHandler(cartWith(1)),
      graphql.mutation<ApplyCartPromotionCodeMutation, ApplyCartPromotionCodeMutationVariables>(
        'ApplyCartPromotionCode',
        ({ variables }) => {
          sent.push(variables.code);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              applyCartPromotionCode:
                variables.code === 'WELCOME10'
                  ? payload(cartWith(1, ['WELCOME10']))
                  : payload(null, `The promotion code ${variables.code} is not valid or has expired`, [
                      'code',
                    ]),
            },
          });
        },
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    const input = await screen.findByLabelText('Promotion code');
    await user.type(input, 'BOGUS');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(
      await screen.findByText('The promotion code BOGUS is not valid or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Promotion code')).toHaveValue('BOGUS');

    await user.clear(screen.getByLabelText('Promotion code'));
    await user.type(screen.getByLabelText('Promotion code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText(/WELCOME10 \(\$-2\.00\)/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$17.99');
    expect(sent).toEqual(['BOGUS', 'WELCOME10']);
  });

  it('adds a product by SKU, showing an unknown SKU under the field', async () => {
    const sent: AddCartProductItemMutationVariables[] = [];
    server.use(
      detailsHandler(cartWith(1)),
      graphql.mutation<AddCartProductItemMutation, AddCartProductItemMutationVariables>(
        'AddCartProductItem',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addCartProductItem: payload(null, 'The requested product could not be found', ['sku']),
            },
          });
        },
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    await user.type(await screen.findByLabelText('Product SKU'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The requested product could not be found')).toBeInTheDocument();
    expect(screen.getByLabelText('Product SKU')).toHaveValue('NOPE');
    expect(sent).toEqual([{ cartId: CART_ID, input: { sku: 'NOPE', quantity: 1 } }]);
  });

  it('saves an inline quantity change on Enter and shows the new total', async () => {
    const sent: UpdateCartItemQuantityMutationVariables[] = [];
    server.use(
      detailsHandler(cartWith(1)),
      graphql.mutation<UpdateCartItemQuantityMutation, UpdateCartItemQuantityMutationVariables>(
        'UpdateCartItemQuantity',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { __typename: 'Mutation', updateCartItemQuantity: payload(cartWith(3)) },
          });
        },
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    const quantity = await screen.findByLabelText('Quantity of Canvas tote');
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$59.97'));
    expect(sent[0]).toEqual({ cartId: CART_ID, itemId: 'line-1', quantity: 3 });
  });

  it('checks out as a guest: address errors inline, then the new order opens', async () => {
    const sent: CheckoutCartMutationVariables[] = [];
    server.use(
      detailsHandler(cartWith(1)),
      graphql.query('OrderDetail', () => HttpResponse.json({ data: { __typename: 'Query', order: null } })),
      graphql.mutation<CheckoutCartMutation, CheckoutCartMutationVariables>(
        'CheckoutCart',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                checkoutCart: {
                  __typename: 'CheckoutPayload',
                  order: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['customer', 'email'],
                      message: 'email must be an email address',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              checkoutCart: {
                __typename: 'CheckoutPayload',
                order: {
                  __typename: 'Order',
                  id: 'order-1',
                  orderNumber: '10321',
                  totals: { __typename: 'OrderTotals', withTax: money(1999) },
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog');
    const fill = async (label: string, value: string, scope = dialog) =>
      user.type(within(scope).getByLabelText(label), value);
    await fill('Name', 'Guest Shopper');
    await fill('Email', 'guest-at-example');
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    await fill('Address line 1', '1 Main St');
    await fill('City', 'Springfield');
    await fill('Postcode', '12345');
    await fill('Country (2 letters)', 'us');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByText('email must be an email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('City')).toHaveValue('Springfield');

    await user.clear(within(dialog).getByLabelText('Email'));
    await fill('Email', 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders/order-1'));
    // The toast names the order as every screen does.
    expect(await screen.findByText('Order #10321 placed')).toBeInTheDocument();
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Main St',
      city: 'Springfield',
      postcode: '12345',
      country: 'US',
    };
    expect(sent[1]).toEqual({
      cartId: CART_ID,
      input: {
        customer: { name: 'Guest Shopper', email: 'guest@example.com' },
        shippingAddress: address,
        billingAddress: address,
      },
    });
  });

  it('refuses a country name in the country field inline, sending nothing; a given order number is sent', async () => {
    const sent: CheckoutCartMutationVariables[] = [];
    server.use(
      detailsHandler(cartWith(1)),
      graphql.query('OrderDetail', () => HttpResponse.json({ data: { __typename: 'Query', order: null } })),
      graphql.mutation<CheckoutCartMutation, CheckoutCartMutationVariables>(
        'CheckoutCart',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              checkoutCart: {
                __typename: 'CheckoutPayload',
                order: {
                  __typename: 'Order',
                  id: 'order-2',
                  orderNumber: 'PO-7',
                  totals: { __typename: 'OrderTotals', withTax: money(1999) },
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog');
    const fill = async (label: string, value: string) =>
      user.type(within(dialog).getByLabelText(label), value);
    await fill('Name', 'Guest Shopper');
    await fill('Email', 'guest@example.com');
    await fill('Order number', 'PO-7');
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    await fill('Address line 1', '1 Main St');
    await fill('City', 'Berlin');
    await fill('Postcode', '10115');
    await fill('Country (2 letters)', 'Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(
      await within(dialog).findByText(
        '"Germany" is not a country code. Enter the 2-letter ISO country code, for example DE for Germany or US for the United States',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(within(dialog).getByLabelText('City')).toHaveValue('Berlin');

    await user.clear(within(dialog).getByLabelText('Country (2 letters)'));
    await fill('Country (2 letters)', 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders/order-2'));
    expect(sent[0]?.input).toMatchObject({
      orderNumber: 'PO-7',
      shippingAddress: { country: 'DE' },
      billingAddress: { country: 'DE' },
    });
  });
});
