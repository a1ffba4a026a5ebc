import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  DeleteSubscriptionPlanMutation,
  UpdateSubscriptionPlanMutation,
  UpdateSubscriptionPlanMutationVariables,
  CreateSubscriptionPlanMutation,
  CreateSubscriptionPlanMutationVariables,
  SubscriptionPlanListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO, planRow } from './testData';

beforeEach(signInForTest);

describe('plan list', () => {
  it('lists plans and keeps what was typed when the provider refuses a value, showing its message inline', async () => {
    const sent: CreateSubscriptionPlanMutationVariables[] = [];
    server.use(
      graphql.query<SubscriptionPlanListQuery>('SubscriptionPlanList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionPlans: {
              __typename: 'SubscriptionPlanPage',
              items: [planRow('plan-1', 'Monthly')],
              pageInfo: { ...PAGE_INFO, total: 1 },
            },
          },
        }),
      ),
      graphql.mutation<CreateSubscriptionPlanMutation, CreateSubscriptionPlanMutationVariables>(
        'CreateSubscriptionPlan',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriptionPlan: {
                __typename: 'SubscriptionPlanPayload',
                plan: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['billingFrequency'],
                    message: 'billing_frequency must be an integer from 1 to 365',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/plans');
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(await within(table).findByText('Monthly')).toBeInTheDocument();
    expect(within(table).getByText('Every month')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Weekly');
    const frequency = within(dialog).getByLabelText('Billing frequency');
    await user.clear(frequency);
    await user.type(frequency, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(
      await within(dialog).findByText('billing_frequency must be an integer from 1 to 365'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Weekly');
    expect(frequency).toHaveValue('0');
    expect(sent[0]?.input).toMatchObject({
      name: 'Weekly',
      billingFrequency: 0,
      billingIntervalType: 'MONTH',
      canPause: true,
    });
  });

  it('edits a plan from its row and explains why a plan in an offering is not deleted', async () => {
    const sent: UpdateSubscriptionPlanMutationVariables[] = [];
    server.use(
      graphql.query<SubscriptionPlanListQuery>('SubscriptionPlanList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionPlans: {
              __typename: 'SubscriptionPlanPage',
              items: [planRow('plan-1', 'Monthly')],
              pageInfo: { ...PAGE_INFO, total: 1 },
            },
          },
        }),
      ),
      graphql.mutation<UpdateSubscriptionPlanMutation, UpdateSubscriptionPlanMutationVariables>(
        'UpdateSubscriptionPlan',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscriptionPlan: {
                __typename: 'SubscriptionPlanPayload',
                plan: { ...planRow('plan-1', 'Monthly plus'), canPause: false },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<DeleteSubscriptionPlanMutation>('DeleteSubscriptionPlan', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteSubscriptionPlan: {
              __typename: 'SubscriptionDeletePayload',
              deletedId: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'This plan is still used by Coffee Club',
                  code: 'DUPLICATE',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/subscriptions/plans');
    await user.click(await screen.findByRole('button', { name: 'Edit Monthly' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Monthly');
    await user.type(within(dialog).getByLabelText('Name'), ' plus');
    await user.click(within(dialog).getByLabelText('Can pause'));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ id: 'plan-1', input: { name: 'Monthly plus', canPause: false } });

    await user.click(screen.getByRole('button', { name: 'Delete Monthly plus' }));
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText('This plan is still used by Coffee Club')).toBeInTheDocument();
  });
});
