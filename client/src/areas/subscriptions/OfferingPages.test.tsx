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
  CreateSubscriptionOfferingMutation,
  CreateSubscriptionOfferingMutationVariables,
  ReplaceOfferingProductsMutation,
  ReplaceOfferingProductsMutationVariables,
  SetOfferingProrationPolicyMutation,
  SetOfferingProrationPolicyMutationVariables,
  SubscriptionProrationPolicyOptionsQuery,
  UpdateSubscriptionOfferingMutation,
  UpdateSubscriptionOfferingMutationVariables,
} from '../../graphql/generated';
import { fieldHelpId } from '../../components/form/FormField';
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
        externalRef: null,
        prorationPolicyId: null,
        updatedAt: null,
        products: [productRow('prod-1', 'Tea Box')],
        plans: [planRow('plan-1', 'Weekly')],
      },
      prorationPolicies: { __typename: 'ProrationPolicyPage', items: [] },
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
              externalRef: null,
              prorationPolicyId: null,
              updatedAt: null,
              products: [productRow('prod-1', 'Tea Box')],
              plans: [planRow('plan-1', 'Weekly')],
            },
            prorationPolicies: { __typename: 'ProrationPolicyPage', items: [] },
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

  it('refuses a build without a plan with the message under Plans, keeping what was ticked', async () => {
    server.use(
      offeringList,
      ...memberLists,
      graphql.mutation<BuildOfferingMutation, BuildOfferingMutationVariables>('BuildOffering', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            buildOffering: {
              __typename: 'SubscriptionOfferingPayload',
              offering: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['planIds'],
                  message: 'Choose at least one plan',
                  code: 'REQUIRED',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/subscriptions/offerings');
    await screen.findByRole('table', { name: 'Offerings' });
    await user.click(screen.getByRole('button', { name: 'Build offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Build offering' });
    await user.type(within(dialog).getByLabelText('Name'), 'Tea Club');
    await user.click(await within(dialog).findByLabelText('Tea Box'));
    await user.click(within(dialog).getByRole('button', { name: 'Build offering' }));
    expect(await within(dialog).findByText('Choose at least one plan')).toBeInTheDocument();
    // The message is the Plans field's own help text, next to the plan checkboxes.
    expect(document.getElementById(fieldHelpId('offering-plans'))).toHaveTextContent(
      'Choose at least one plan',
    );
    expect(within(dialog).getByLabelText('Tea Box')).toBeChecked();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tea Club');
  });

  it('adds an empty offering and opens it', async () => {
    const sent: CreateSubscriptionOfferingMutationVariables[] = [];
    server.use(
      offeringList,
      offeringDetails,
      graphql.mutation<CreateSubscriptionOfferingMutation, CreateSubscriptionOfferingMutationVariables>(
        'CreateSubscriptionOffering',
        ({ variables }) => {
          sent.push(variables);
          const refused = sent.length === 1;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriptionOffering: {
                __typename: 'SubscriptionOfferingPayload',
                offering: refused
                  ? null
                  : { __typename: 'SubscriptionOffering', id: 'off-1', name: 'Coffee Club' },
                userErrors: refused
                  ? [
                      {
                        __typename: 'UserError',
                        field: ['name'],
                        message: 'name must be at least 3 characters',
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
    await screen.findByRole('table', { name: 'Offerings' });
    await user.click(screen.getByRole('button', { name: 'Add empty offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add empty offering' });
    await user.type(within(dialog).getByLabelText('Name'), 'Co');
    await user.type(within(dialog).getByLabelText('Description'), 'Monthly coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Create offering' }));
    expect(await within(dialog).findByText('name must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Monthly coffee');
    await user.type(within(dialog).getByLabelText('Name'), 'ffee Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create offering' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions/offerings/off-1'));
    expect(sent[1]).toEqual({ input: { name: 'Coffee Club', description: 'Monthly coffee' } });
  });

  it('edits the offering, sets its proration policy, and replaces its products (at least one)', async () => {
    const edited: UpdateSubscriptionOfferingMutationVariables[] = [];
    const policies: SetOfferingProrationPolicyMutationVariables[] = [];
    const replaced: ReplaceOfferingProductsMutationVariables[] = [];
    const editable = (prorationPolicyId: string | null) => ({
      __typename: 'SubscriptionOffering' as const,
      id: 'off-1',
      name: 'Coffee Club',
      description: 'Monthly coffee',
      externalRef: null,
      prorationPolicyId,
    });
    server.use(
      offeringDetails,
      ...memberLists,
      graphql.query<SubscriptionProrationPolicyOptionsQuery>('SubscriptionProrationPolicyOptions', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            prorationPolicies: {
              __typename: 'ProrationPolicyPage',
              items: [{ __typename: 'ProrationPolicy', id: 'pol-1', name: 'Round up' }],
            },
          },
        }),
      ),
      graphql.mutation<UpdateSubscriptionOfferingMutation, UpdateSubscriptionOfferingMutationVariables>(
        'UpdateSubscriptionOffering',
        ({ variables }) => {
          edited.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscriptionOffering: {
                __typename: 'SubscriptionOfferingPayload',
                offering: { ...editable(null), name: 'Coffee Society' },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<SetOfferingProrationPolicyMutation, SetOfferingProrationPolicyMutationVariables>(
        'SetOfferingProrationPolicy',
        ({ variables }) => {
          policies.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              setOfferingProrationPolicy: {
                __typename: 'SubscriptionOfferingPayload',
                offering: { ...editable('pol-1'), name: 'Coffee Society' },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<ReplaceOfferingProductsMutation, ReplaceOfferingProductsMutationVariables>(
        'ReplaceOfferingProducts',
        ({ variables }) => {
          replaced.push(variables);
          const empty = [variables.productIds].flat().length === 0;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              replaceOfferingProducts: {
                __typename: 'SubscriptionOfferingPayload',
                offering: empty
                  ? null
                  : {
                      __typename: 'SubscriptionOffering',
                      id: 'off-1',
                      products: [productRow('prod-2', 'Mug')],
                    },
                userErrors: empty
                  ? [
                      {
                        __typename: 'UserError',
                        field: ['productIds'],
                        message: 'Choose at least one product',
                        code: 'REQUIRED',
                      },
                    ]
                  : [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/offerings/off-1');
    await screen.findByRole('heading', { name: 'Coffee Club' });
    expect(screen.getByText('Proration policy: none')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit offering' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit offering' });
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Coffee Society');
    await user.click(within(edit).getByRole('button', { name: 'Save offering' }));
    expect(await screen.findByRole('heading', { name: 'Coffee Society' })).toBeInTheDocument();
    expect(edited).toEqual([
      { id: 'off-1', input: { name: 'Coffee Society', description: 'Monthly coffee' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Proration policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Proration policy' });
    await within(policy).findByRole('option', { name: 'Round up' });
    await user.selectOptions(within(policy).getByLabelText(/charged by/), 'pol-1');
    await user.click(within(policy).getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Proration policy set')).toBeInTheDocument();
    expect(policies).toEqual([{ offeringId: 'off-1', prorationPolicyId: 'pol-1' }]);

    await user.click(screen.getByRole('button', { name: 'Replace products' }));
    const replace = await screen.findByRole('dialog', { name: 'Replace products' });
    const teaBox = await within(replace).findByLabelText('Tea Box');
    expect(teaBox).toBeChecked();
    await user.click(teaBox);
    await user.click(within(replace).getByRole('button', { name: 'Replace products' }));
    expect(await within(replace).findByText('Choose at least one product')).toBeInTheDocument();
    await user.click(within(replace).getByLabelText('Mug'));
    await user.click(within(replace).getByRole('button', { name: 'Replace products' }));
    expect(await screen.findByText('Products replaced')).toBeInTheDocument();
    expect(replaced).toEqual([
      { offeringId: 'off-1', productIds: [] },
      { offeringId: 'off-1', productIds: ['prod-2'] },
    ]);
    expect(
      await within(screen.getByRole('table', { name: 'Offering products' })).findByText('Mug'),
    ).toBeInTheDocument();
  });
});
