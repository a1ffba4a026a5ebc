import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AddCartCustomDiscountMutation,
  AddCartCustomDiscountMutationVariables,
  AddCartItemTaxMutation,
  AddCartItemTaxMutationVariables,
  CartAccountRealmsQuery,
  CartDetailFragment,
  CartDetailsQuery,
  CartDetailsQueryVariables,
  CheckoutCartMutation,
  CheckoutCartMutationVariables,
  CreateAccountMemberTokenMutation,
  CreateAccountMemberTokenMutationVariables,
  CreateCartShippingGroupMutation,
  CreateCartShippingGroupMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);
// Many typed fields; on a loaded machine user-event typing alone can pass the default 5 s.
jest.setTimeout(30_000);

const CART_ID = '5eedca7100000000000000000000a002';

const money = (amount: number) => ({
  __typename: 'Money' as const,
  currency: 'USD',
  amount,
  formatted: `$${(amount / 100).toFixed(2)}`,
});
const price = (amount: number) => ({
  __typename: 'CartPrice' as const,
  amount,
  currency: 'USD',
  formatted: '',
});

const DISCOUNT = {
  __typename: 'CartCustomDiscount' as const,
  id: 'cd-1',
  amount: money(-500),
  description: 'Loyalty credit',
  discountCode: 'LOYAL5',
  discountEngine: 'Engine',
  externalId: 'ext-1',
};

function cart(changes: Partial<CartDetailFragment> = {}): CartDetailFragment {
  return {
    __typename: 'Cart',
    id: CART_ID,
    name: 'Office order',
    description: null,
    createdAt: null,
    updatedAt: null,
    items: [
      {
        __typename: 'CartItem',
        id: 'line-1',
        type: 'PRODUCT',
        productId: 'p1',
        name: 'Canvas tote',
        sku: 'TOTE',
        quantity: 1,
        unitPrice: price(2000),
        value: price(2000),
        discounts: [],
        totals: { __typename: 'CartTotals', withTax: money(2000) },
        shippingGroupId: null,
        customDiscounts: [],
        taxes: [],
      },
    ],
    customDiscountsEnabled: true,
    customDiscounts: [],
    shippingGroups: [],
    accounts: [],
    promotions: [],
    customers: [],
    totals: {
      __typename: 'CartTotals',
      withTax: money(2000),
      withoutTax: money(2000),
      tax: money(0),
      discount: money(0),
      withoutDiscount: money(2000),
      shipping: null,
    },
    ...changes,
  };
}

const userError = (field: string[], message: string) => ({
  __typename: 'UserError' as const,
  field,
  message,
  code: 'INVALID' as const,
});

function detailsHandler(current: () => CartDetailFragment) {
  return graphql.query<CartDetailsQuery, CartDetailsQueryVariables>('CartDetails', () =>
    HttpResponse.json({ data: { __typename: 'Query', cart: current() } }),
  );
}

describe('cart adjustments', () => {
  it('adds a custom discount to the cart: a refused field shows inline and keeps what was typed', async () => {
    const sent: AddCartCustomDiscountMutationVariables[] = [];
    let current = cart();
    server.use(
      detailsHandler(() => current),
      graphql.mutation<AddCartCustomDiscountMutation, AddCartCustomDiscountMutationVariables>(
        'AddCartCustomDiscount',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                addCartCustomDiscount: {
                  __typename: 'CartPayload',
                  cart: null,
                  userErrors: [userError(['discountEngine'], 'discount_engine is not a known engine')],
                },
              },
            });
          }
          current = cart({ customDiscounts: [DISCOUNT] });
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addCartCustomDiscount: { __typename: 'CartPayload', cart: current, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Add custom discount' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount off (USD)'), '5');
    await user.type(within(dialog).getByLabelText('Description (shown to the shopper)'), 'Loyalty credit');
    await user.type(within(dialog).getByLabelText('Discount code'), 'LOYAL5');
    await user.type(within(dialog).getByLabelText('Discount engine'), 'Nope');
    await user.type(within(dialog).getByLabelText('Id in the engine'), 'ext-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add discount' }));
    expect(await within(dialog).findByText('discount_engine is not a known engine')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description (shown to the shopper)')).toHaveValue('Loyalty credit');

    await user.clear(within(dialog).getByLabelText('Discount engine'));
    await user.type(within(dialog).getByLabelText('Discount engine'), 'Engine');
    await user.click(within(dialog).getByRole('button', { name: 'Add discount' }));
    expect(await screen.findByText(/Loyalty credit \(LOYAL5\)/)).toBeInTheDocument();
    expect(sent[1]).toEqual({
      cartId: CART_ID,
      itemId: null,
      input: {
        amount: 500,
        description: 'Loyalty credit',
        discountCode: 'LOYAL5',
        discountEngine: 'Engine',
        externalId: 'ext-1',
      },
    });
  });

  it('adds a tax to a line: a rate and an amount together are refused before sending', async () => {
    const sent: AddCartItemTaxMutationVariables[] = [];
    server.use(
      detailsHandler(() => cart()),
      graphql.mutation<AddCartItemTaxMutation, AddCartItemTaxMutationVariables>(
        'AddCartItemTax',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addCartItemTax: { __typename: 'CartPayload', cart: cart(), userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Add a tax to Canvas tote' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Sales tax');
    await user.type(within(dialog).getByLabelText('Rate (%)'), '8.75');
    await user.type(within(dialog).getByLabelText('Or an amount (USD)'), '1.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax' }));
    expect(await within(dialog).findByText('Enter a rate or an amount, not both')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Or an amount (USD)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add tax' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      cartId: CART_ID,
      itemId: 'line-1',
      input: { name: 'Sales tax', code: null, jurisdiction: null, rate: 0.0875 },
    });
  });

  it('shows a refused shipping price next to the price field', async () => {
    server.use(
      detailsHandler(() => cart()),
      graphql.mutation<CreateCartShippingGroupMutation, CreateCartShippingGroupMutationVariables>(
        'CreateCartShippingGroup',
        () =>
          HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCartShippingGroup: {
                __typename: 'CartPayload',
                cart: null,
                userErrors: [userError(['priceTotal'], 'Enter a shipping price of at least 0')],
              },
            },
          }),
      ),
    );
    const { user } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'New shipping group' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Shipping type'), 'express');
    await user.type(within(dialog).getByLabelText('Shipping price (USD)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const field = within(dialog).getByLabelText('Shipping price (USD)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Enter a shipping price of at least 0')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Shipping type')).toHaveValue('express');
  });

  it('signs in as an account member and checks out for the account with its token and a contact', async () => {
    const signIns: CreateAccountMemberTokenMutationVariables[] = [];
    const checkouts: CheckoutCartMutationVariables[] = [];
    server.use(
      detailsHandler(() => cart()),
      graphql.query('OrderDetail', () => HttpResponse.json({ data: { __typename: 'Query', order: null } })),
      graphql.query<CartAccountRealmsQuery>('CartAccountRealms', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            settings: {
              __typename: 'Settings',
              accountAuthentication: {
                __typename: 'AccountAuthenticationSettings',
                realm: {
                  __typename: 'Realm',
                  id: 'realm-1',
                  name: 'Buyer Organization',
                  originType: 'account-authentication-settings',
                  passwordProfiles: {
                    __typename: 'PasswordProfilePage',
                    items: [{ __typename: 'PasswordProfile', id: 'pp-1', name: 'Username and password' }],
                  },
                },
              },
            },
          },
        }),
      ),
      graphql.mutation<CreateAccountMemberTokenMutation, CreateAccountMemberTokenMutationVariables>(
        'CreateAccountMemberToken',
        ({ variables }) => {
          signIns.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createAccountMemberToken: {
                __typename: 'AccountMemberTokensPayload',
                accountMemberId: 'member-1',
                tokens: [
                  {
                    __typename: 'AccountMemberToken',
                    accountId: 'account-1',
                    accountName: 'Acme',
                    token: 'secret-token',
                    expiresAt: null,
                  },
                ],
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<CheckoutCartMutation, CheckoutCartMutationVariables>(
        'CheckoutCart',
        ({ variables }) => {
          checkouts.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              checkoutCart: {
                __typename: 'CheckoutPayload',
                order: {
                  __typename: 'Order',
                  id: 'order-9',
                  orderNumber: '10009',
                  totals: { __typename: 'OrderTotals', withTax: money(2000) },
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp(`/carts/${CART_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in as account member' }));
    const signIn = await screen.findByRole('dialog');
    await within(signIn).findByRole('option', { name: /Username and password/ });
    await user.type(within(signIn).getByLabelText('Username'), 'buyer@example.com');
    await user.type(within(signIn).getByLabelText('Password'), 'pw');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Signed in as member buyer@example.com/)).toBeInTheDocument();
    expect(screen.queryByText(/secret-token/)).not.toBeInTheDocument();
    expect(signIns[0]).toEqual({
      input: { passwordProfileId: 'pp-1', username: 'buyer@example.com', password: 'pw' },
    });

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Check out as')).toHaveValue('account:account-1');
    const fill = async (label: string, value: string) =>
      user.type(within(dialog).getByLabelText(label), value);
    await fill('Name', 'Buyer');
    await fill('Email', 'buyer@example.com');
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    await fill('Address line 1', '1 Main St');
    await fill('City', 'Springfield');
    await fill('Postcode', '12345');
    await fill('Country (2 letters)', 'US');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders/order-9'));
    expect(checkouts[0]?.input.account).toEqual({
      accountId: 'account-1',
      memberId: 'member-1',
      name: 'Buyer',
      email: 'buyer@example.com',
      accountToken: 'secret-token',
    });
    expect(checkouts[0]?.input.customer).toBeUndefined();
  });
});
