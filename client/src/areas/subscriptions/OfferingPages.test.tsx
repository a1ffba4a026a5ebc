import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachOfferingProductsMutation,
  AttachOfferingProductsMutationVariables,
  RemoveOfferingProductMutation,
  BuildOfferingMutation,
  BuildOfferingMutationVariables,
  CreateSubscriptionMutation,
  CreateSubscriptionMutationVariables,
  SubscriptionAccountOptionsQuery,
  SubscriptionOfferingDetailsQuery,
  SubscriptionOfferingListQuery,
  SubscriptionPlanListQuery,
  SubscriptionProductListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO, planRow, productRow } from './testData';

beforeEach(signInForTest);

const offeringList = graphql.query<SubscriptionOfferingListQuery>('SubscriptionOfferingList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      subscriptionOfferings: {
        __typename: 'SubscriptionOfferingPage',
        items: [
          {
            __typename: 'SubscriptionOffering',
            id: 'off-1',
            name: 'Coffee Club',
            description: 'Monthly coffee',
            updatedAt: null,
          },
        ],
        pageInfo: { ...PAGE_INFO, total: 1 },
      },
    },
  }),
);

const memberLists = [
  graphql.query<SubscriptionProductListQuery>('SubscriptionProductList', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        subscriptionProducts: {
          __typename: 'SubscriptionProductPage',
          items: [productRow('prod-1', 'Tea Box'), productRow('prod-2', 'Mug')],
          pageInfo: { ...PAGE_INFO, total: 2 },
        },
      },
    }),
  ),
  graphql.query<SubscriptionPlanListQuery>('SubscriptionPlanList', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        subscriptionPlans: {
          __typename: 'SubscriptionPlanPage',
          items: [planRow('plan-1', 'Weekly')],
          pageInfo: { ...PAGE_INFO, total: 1 },
        },
      },
    }),
  ),
];

const offeringDetails = graphql.query<SubscriptionOfferingDetailsQuery>('SubscriptionOfferingDetails', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      subscriptionOffering: {
        __typename: 'SubscriptionOffering',
        id: 'off-1',
        name: 'Coffee Club',
        description: 'Monthly coffee',
        updatedAt: null,
        products: [productRow('prod-1', 'Tea Box')],
        plans: [planRow('plan-1', 'Weekly')],
      },
    },
  }),
);

describe('offerings', () => {
  it('builds an offering from the ticked products and plans; a refused product shows under Products', async () => {
    const sent: BuildOfferingMutationVariables[] = [];
    server.use(
      offeringList,
      ...memberLists,
      offeringDetails,
      graphql.mutation<BuildOfferingMutation, BuildOfferingMutationVariables>(
        'BuildOffering',
        ({ variables }) => {
          sent.push(variables);
          const refused = sent.length === 1;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              buildOffering: {
                __typename: 'SubscriptionOfferingPayload',
                offering: refused
                  ? null
                  : { __typename: 'SubscriptionOffering', id: 'off-1', name: 'Coffee Club' },
                userErrors: refused
                  ? [
                      {
                        __typename: 'UserError',
                        field: ['productIds'],
                        message: 'No product found with id prod-2',
                        code: 'INVALID',
                      },
                    ]
                  : [],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/subscriptions/offerings');
    const table = await screen.findByRole('table', { name: 'Offerings' });
    expect(await within(table).findByRole('link', { name: 'Coffee Club' })).toHaveAttribute(
      'href',
      '/subscriptions/offerings/off-1',
    );

    await user.click(screen.getByRole('button', { name: 'Build offering' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Tea Club');
    await user.click(await within(dialog).findByLabelText('Tea Box'));
    await user.click(within(dialog).getByLabelText('Mug'));
    await user.click(within(dialog).getByLabelText('Weekly'));
    await user.click(within(dialog).getByRole('button', { name: 'Build offering' }));
    expect(await within(dialog).findByText('No product found with id prod-2')).toBeInTheDocument();
    expect(sent[0]?.input).toEqual({
      name: 'Tea Club',
      description: null,
      productIds: ['prod-1', 'prod-2'],
      planIds: ['plan-1'],
    });

    await user.click(within(dialog).getByLabelText('Mug'));
    await user.click(within(dialog).getByRole('button', { name: 'Build offering' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions/offerings/off-1'));
    expect(sent[1]?.input.productIds).toEqual(['prod-1']);
    expect(await screen.findByRole('heading', { name: 'Coffee Club' })).toBeInTheDocument();
  });

  it('shows attached products and plans and subscribes an account, keeping input on an error', async () => {
    const sent: CreateSubscriptionMutationVariables[] = [];
    server.use(
      offeringDetails,
      ...memberLists,
      graphql.query<SubscriptionAccountOptionsQuery>('SubscriptionAccountOptions', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            accounts: {
              __typename: 'AccountPage',
              items: [{ __typename: 'Account', id: 'acc-1', name: 'Acme' }],
            },
          },
        }),
      ),
      graphql.mutation<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>(
        'CreateSubscription',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscription: {
                __typename: 'CustomerSubscriptionPayload',
                subscription: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['email'],
                    message: 'email must match the pattern',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/offerings/off-1');
    expect(await screen.findByRole('heading', { name: 'Coffee Club' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Offering products' })).getByText('$18.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Offering plans' })).getByText('Weekly'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe an account' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(dialog).getByLabelText('Account'), 'acc-1');
    await user.type(within(dialog).getByLabelText('Subscriber name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Subscriber email'), 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('email must match the pattern')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subscriber name')).toHaveValue('Ada Lovelace');
    expect(sent[0]?.input).toEqual({
      offeringId: 'off-1',
      accountId: 'acc-1',
      planId: 'plan-1',
      currency: 'USD',
      name: 'Ada Lovelace',
      email: 'ada@',
    });
  });

  it('attaches a product that is not attached yet and shows why a removal was refused', async () => {
    const attached: AttachOfferingProductsMutationVariables[] = [];
    let detailRequests = 0;
    server.use(
      graphql.query<SubscriptionOfferingDetailsQuery>('SubscriptionOfferingDetails', () => {
        detailRequests += 1;
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionOffering: {
              __typename: 'SubscriptionOffering',
              id: 'off-1',
              name: 'Coffee Club',
              description: null,
              updatedAt: null,
              products: [productRow('prod-1', 'Tea Box')],
              plans: [planRow('plan-1', 'Weekly')],
            },
          },
        });
      }),
      ...memberLists,
      graphql.mutation<AttachOfferingProductsMutation, AttachOfferingProductsMutationVariables>(
        'AttachOfferingProducts',
        ({ variables }) => {
          attached.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              attachOfferingProducts: {
                __typename: 'SubscriptionOfferingPayload',
                offering: { __typename: 'SubscriptionOffering', id: 'off-1' },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<RemoveOfferingProductMutation>('RemoveOfferingProduct', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            removeOfferingProduct: {
              __typename: 'SubscriptionOfferingPayload',
              offering: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['productId'],
                  message: 'No product attached to this offering with that id',
                  code: 'NOT_FOUND',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/subscriptions/offerings/off-1');
    await screen.findByRole('heading', { name: 'Coffee Club' });
    const picker = screen.getByLabelText('Attach product');
    // Tea Box is attached already, so only the mug is offered.
    await within(picker).findByRole('option', { name: 'Mug' });
    expect(within(picker).queryByRole('option', { name: 'Tea Box' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'prod-2');
    await user.click(screen.getByRole('button', { name: 'Attach product' }));
    expect(await screen.findByText('Product attached')).toBeInTheDocument();
    expect(attached[0]).toEqual({ offeringId: 'off-1', productIds: ['prod-2'] });
    await waitFor(() => expect(detailRequests).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Remove Tea Box' }));
    expect(await screen.findByText('No product attached to this offering with that id')).toBeInTheDocument();
  });
});
