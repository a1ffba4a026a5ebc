import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProrationPolicyMutation,
  CreateProrationPolicyMutationVariables,
  DeleteDunningRuleMutation,
  ProrationPolicyRowFragment,
  SubscriptionBillingRulesQuery,
  UpdateDunningRuleMutation,
  UpdateDunningRuleMutationVariables,
  UpdateProrationPolicyMutation,
  UpdateProrationPolicyMutationVariables,
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

  it('edits a dunning rule and a proration policy; a refused value shows under its field', async () => {
    const rules: UpdateDunningRuleMutationVariables[] = [];
    const policies: UpdateProrationPolicyMutationVariables[] = [];
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
            prorationPolicies: {
              __typename: 'ProrationPolicyPage',
              items: [{ __typename: 'ProrationPolicy', id: 'pol-1', name: 'Round up', rounding: 'UP' }],
            },
          },
        }),
      ),
      graphql.mutation<UpdateDunningRuleMutation, UpdateDunningRuleMutationVariables>(
        'UpdateDunningRule',
        ({ variables }) => {
          rules.push(variables);
          const refused = rules.length === 1;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateDunningRule: {
                __typename: 'DunningRulePayload',
                dunningRule: refused
                  ? null
                  : {
                      __typename: 'DunningRule',
                      id: 'rule-1',
                      paymentRetryType: 'FIXED',
                      paymentRetryInterval: 2,
                      paymentRetryUnit: 'DAY',
                      paymentRetriesLimit: 5,
                      action: 'CLOSE',
                      isDefault: true,
                    },
                userErrors: refused
                  ? [
                      {
                        __typename: 'UserError',
                        field: ['paymentRetriesLimit'],
                        message: 'payment_retries_limit must be an integer from 0 to 1024',
                        code: 'INVALID',
                      },
                    ]
                  : [],
              },
            },
          });
        },
      ),
      graphql.mutation<UpdateProrationPolicyMutation, UpdateProrationPolicyMutationVariables>(
        'UpdateProrationPolicy',
        ({ variables }) => {
          policies.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProrationPolicy: {
                __typename: 'ProrationPolicyPayload',
                prorationPolicy: {
                  __typename: 'ProrationPolicy',
                  id: 'pol-1',
                  name: 'Round down',
                  rounding: 'DOWN',
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/billing-rules');
    const table = await screen.findByRole('table', { name: 'Dunning rules' });
    await user.click(await within(table).findByRole('button', { name: 'Edit dunning rule rule-1' }));
    const rule = await screen.findByRole('dialog', { name: 'Edit dunning rule' });
    expect(within(rule).getByLabelText('Retries')).toHaveValue('3');
    await user.clear(within(rule).getByLabelText('Retries'));
    await user.type(within(rule).getByLabelText('Retries'), '5000');
    await user.selectOptions(within(rule).getByLabelText('When retries run out'), 'CLOSE');
    await user.click(within(rule).getByRole('button', { name: 'Save dunning rule' }));
    expect(
      await within(rule).findByText('payment_retries_limit must be an integer from 0 to 1024'),
    ).toBeInTheDocument();
    expect(within(rule).getByLabelText('When retries run out')).toHaveValue('CLOSE');
    await user.clear(within(rule).getByLabelText('Retries'));
    await user.type(within(rule).getByLabelText('Retries'), '5');
    await user.click(within(rule).getByRole('button', { name: 'Save dunning rule' }));
    expect(await screen.findByText('Dunning rule saved')).toBeInTheDocument();
    expect(rules[1]).toEqual({
      id: 'rule-1',
      input: {
        paymentRetryType: 'FIXED',
        paymentRetryInterval: 2,
        paymentRetriesLimit: 5,
        action: 'CLOSE',
        isDefault: true,
      },
    });

    const policyTable = screen.getByRole('table', { name: 'Proration policies' });
    await user.click(within(policyTable).getByRole('button', { name: 'Edit Round up' }));
    const policy = await screen.findByRole('dialog', { name: 'Edit proration policy' });
    await user.clear(within(policy).getByLabelText('Name'));
    await user.type(within(policy).getByLabelText('Name'), 'Round down');
    await user.selectOptions(within(policy).getByLabelText('Rounding'), 'DOWN');
    await user.click(within(policy).getByRole('button', { name: 'Save proration policy' }));
    expect(await screen.findByText('Proration policy saved')).toBeInTheDocument();
    expect(policies).toEqual([{ id: 'pol-1', input: { name: 'Round down', rounding: 'DOWN' } }]);
  });
});
