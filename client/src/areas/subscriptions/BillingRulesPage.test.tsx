import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProrationPolicyMutation,
  CreateProrationPolicyMutationVariables,
  DeleteDunningRuleMutation,
  ProrationPolicyRowFragment,
  SubscriptionBillingRulesQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

describe('billing rules', () => {
  it('lists rules and policies, creates a policy with inline errors, and shows why a delete failed', async () => {
    const policies: ProrationPolicyRowFragment[] = [
      { __typename: 'ProrationPolicy', id: 'pol-1', name: 'Round up', rounding: 'UP' },
    ];
    const sent: CreateProrationPolicyMutationVariables[] = [];
    server.use(
      graphql.query<SubscriptionBillingRulesQuery>('SubscriptionBillingRules', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            dunningRules: {
              __typename: 'DunningRulePage',
              items: [
                {
                  __typename: 'DunningRule',
                  id: 'rule-1',
                  paymentRetryType: 'FIXED',
                  paymentRetryInterval: 2,
                  paymentRetryUnit: 'DAY',
                  paymentRetriesLimit: 3,
                  action: 'PAUSE',
                  isDefault: true,
                },
              ],
            },
            prorationPolicies: { __typename: 'ProrationPolicyPage', items: [...policies] },
          },
        }),
      ),
      graphql.mutation<CreateProrationPolicyMutation, CreateProrationPolicyMutationVariables>(
        'CreateProrationPolicy',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createProrationPolicy: {
                  __typename: 'ProrationPolicyPayload',
                  prorationPolicy: null,
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
          const created: ProrationPolicyRowFragment = {
            __typename: 'ProrationPolicy',
            id: 'pol-2',
            name: 'Nearest cent',
            rounding: 'NEAREST',
          };
          policies.push(created);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProrationPolicy: {
                __typename: 'ProrationPolicyPayload',
                prorationPolicy: created,
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<DeleteDunningRuleMutation>('DeleteDunningRule', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteDunningRule: {
              __typename: 'SubscriptionDeletePayload',
              deletedId: null,
              userErrors: [
                { __typename: 'UserError', field: null, message: 'No dunning rule found', code: 'NOT_FOUND' },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/subscriptions/billing-rules');
    const rules = await screen.findByRole('table', { name: 'Dunning rules' });
    expect(await within(rules).findByText('Default')).toBeInTheDocument();
    expect(within(rules).getByText('2 day(s)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Proration policies' })).getByText('Round up'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add proration policy' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Create proration policy' }));
    expect(await within(dialog).findByText('name must be at least 3 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Nearest cent');
    await user.click(within(dialog).getByRole('button', { name: 'Create proration policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Nearest cent' })).toBeInTheDocument();
    expect(sent[1]?.input).toEqual({ name: 'Nearest cent', rounding: 'NEAREST' });

    await user.click(screen.getByRole('button', { name: 'Delete dunning rule rule-1' }));
    expect(await screen.findByText('No dunning rule found')).toBeInTheDocument();
  });
});
