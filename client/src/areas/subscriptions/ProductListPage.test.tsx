import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  UpdateSubscriptionProductMutation,
  UpdateSubscriptionProductMutationVariables,
  CreateSubscriptionProductMutation,
  CreateSubscriptionProductMutationVariables,
  SubscriptionProductListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO, productRow } from './testData';

beforeEach(signInForTest);

describe('subscription product list', () => {
  it('lists products with formatted prices and creates one in minor units, showing refusals inline', async () => {
    const sent: CreateSubscriptionProductMutationVariables[] = [];
    const products = [productRow('prod-1', 'Coffee of the Month')];
    server.use(
      graphql.query<SubscriptionProductListQuery>('SubscriptionProductList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionProducts: {
              __typename: 'SubscriptionProductPage',
              items: products,
              pageInfo: { ...PAGE_INFO, total: products.length },
            },
          },
        }),
      ),
      graphql.mutation<CreateSubscriptionProductMutation, CreateSubscriptionProductMutationVariables>(
        'CreateSubscriptionProduct',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createSubscriptionProduct: {
                  __typename: 'SubscriptionProductPayload',
                  product: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['name'],
                      message: 'name must be at least 3 characters',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          const created = productRow('prod-2', 'Tea Box');
          products.push(created);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriptionProduct: {
                __typename: 'SubscriptionProductPayload',
                product: created,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(await within(table).findByText('Coffee of the Month')).toBeInTheDocument();
    expect(within(table).getByText('$18.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Te');
    await user.type(within(dialog).getByLabelText('Price per billing period'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByText('name must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price per billing period')).toHaveValue('12.50');
    expect(sent[0]?.input).toEqual({
      name: 'Te',
      sku: null,
      description: null,
      price: [{ currency: 'USD', amount: 1250 }],
    });

    await user.type(within(dialog).getByLabelText('Name'), 'a Box');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Tea Box')).toBeInTheDocument();
  });

  it('edits a product starting from its current price in major units', async () => {
    const sent: UpdateSubscriptionProductMutationVariables[] = [];
    server.use(
      graphql.query<SubscriptionProductListQuery>('SubscriptionProductList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionProducts: {
              __typename: 'SubscriptionProductPage',
              items: [productRow('prod-1', 'Coffee of the Month')],
              pageInfo: { ...PAGE_INFO, total: 1 },
            },
          },
        }),
      ),
      graphql.mutation<UpdateSubscriptionProductMutation, UpdateSubscriptionProductMutationVariables>(
        'UpdateSubscriptionProduct',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscriptionProduct: {
                __typename: 'SubscriptionProductPayload',
                product: productRow('prod-1', 'Coffee of the Month'),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee of the Month' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Price per billing period');
    expect(amount).toHaveValue('18.00');
    await user.clear(amount);
    await user.type(amount, '19.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      id: 'prod-1',
      input: {
        name: 'Coffee of the Month',
        sku: 'SUB-1',
        description: null,
        price: [{ currency: 'USD', amount: 1950 }],
      },
    });
  });
});
