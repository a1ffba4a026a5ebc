import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CancelPromotionJobMutation,
  CancelPromotionJobMutationVariables,
  PromotionCodesQuery,
  PromotionJobRowFragment,
  PromotionJobsQuery,
  PromotionJobStatus,
  RulePromotionDetailsQuery,
  UpdateRulePromotionMutation,
  UpdateRulePromotionMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const PAGE_INFO = { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false } as const;
const RULE_SET = {
  currencies: ['USD'],
  rules: { strategy: 'cart_total', operator: 'gte', args: [10000] },
  actions: [{ strategy: 'cart_discount', args: ['percent', 15] }],
};

function job(status: PromotionJobStatus): PromotionJobRowFragment {
  return {
    __typename: 'PromotionJob',
    id: 'job-9',
    promotionId: 'rule-1',
    family: 'RULE_PROMOTION',
    jobType: 'CODE_GENERATE',
    name: null,
    status,
    numberOfCodes: 100,
    generated: 0,
    error: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function ruleHandlers(jobStatus: () => PromotionJobStatus) {
  return [
    graphql.query<RulePromotionDetailsQuery>('RulePromotionDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          rulePromotion: {
            __typename: 'RulePromotion',
            id: 'rule-1',
            name: '15% off carts over $100',
            description: null,
            enabled: true,
            automatic: false,
            stackable: true,
            overrideStacking: false,
            priority: 2,
            start: '2026-01-01T00:00:00.000Z',
            end: '2026-12-31T23:59:59.000Z',
            ruleSet: RULE_SET,
            currencies: ['USD'],
            firstAction: { __typename: 'RuleActionSummary', description: '15% off the cart' },
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<PromotionCodesQuery>('PromotionCodes', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          promotionCodes: { __typename: 'PromotionCodePage', items: [], pageInfo: PAGE_INFO },
        },
      }),
    ),
    graphql.query<PromotionJobsQuery>('PromotionJobs', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          promotionJobs: {
            __typename: 'PromotionJobPage',
            items: [job(jobStatus())],
            pageInfo: { ...PAGE_INFO, total: 1 },
          },
        },
      }),
    ),
  ];
}

describe('rule promotion detail', () => {
  it('shows the first action and rule set, and cancels a running code job', async () => {
    let status: PromotionJobStatus = 'PROCESSING';
    const cancelled: CancelPromotionJobMutationVariables[] = [];
    server.use(
      ...ruleHandlers(() => status),
      graphql.mutation<CancelPromotionJobMutation, CancelPromotionJobMutationVariables>(
        'CancelPromotionJob',
        ({ variables }) => {
          cancelled.push(variables);
          status = 'CANCELLED';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              cancelPromotionJob: {
                __typename: 'PromotionJobPayload',
                job: job('CANCELLED'),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/promotions/rules/rule-1');
    expect(await screen.findByRole('heading', { name: '15% off carts over $100' })).toBeInTheDocument();
    expect(screen.getByText('15% off the cart')).toBeInTheDocument();
    expect(screen.getByLabelText('Rule set')).toHaveTextContent('"cart_total"');
    expect(await screen.findByText('No codes yet')).toBeInTheDocument();

    const jobs = screen.getByRole('table', { name: 'Code jobs' });
    await user.click(await within(jobs).findByRole('button', { name: 'Cancel job job-9' }));
    await waitFor(() => expect(cancelled).toEqual([{ promotionId: 'rule-1', jobId: 'job-9' }]));
    expect(await screen.findByText('Job cancelled')).toBeInTheDocument();
    expect(await within(jobs).findByText('Cancelled')).toBeInTheDocument();
    expect(within(jobs).queryByRole('button', { name: 'Cancel job job-9' })).not.toBeInTheDocument();
  });

  it('refuses a rule set that is not JSON before sending, then shows the provider’s error under it', async () => {
    const sent: UpdateRulePromotionMutationVariables[] = [];
    server.use(
      ...ruleHandlers(() => 'COMPLETED'),
      graphql.mutation<UpdateRulePromotionMutation, UpdateRulePromotionMutationVariables>(
        'UpdateRulePromotion',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateRulePromotion: {
                __typename: 'RulePromotionPayload',
                rulePromotion: null,
                userErrors: [
                  userError(
                    ['ruleSet', 'actions', '0', 'args'],
                    'a percent discount must be between 0 and 100',
                  ),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/promotions/rules/rule-1');
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('form', { name: 'Edit rule promotion' });
    const ruleSet = within(dialog).getByLabelText('Rule set (JSON)');
    await user.clear(ruleSet);
    await user.click(ruleSet);
    await user.paste('{ "actions": [');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule promotion' }));
    expect(await within(dialog).findByText('The rule set is not valid JSON')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(ruleSet);
    await user.click(ruleSet);
    await user.paste(
      '{ "rules": {}, "actions": [{ "strategy": "cart_discount", "args": ["percent", 150] }] }',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule promotion' }));
    expect(
      await within(dialog).findByText('a percent discount must be between 0 and 100'),
    ).toBeInTheDocument();
    expect(ruleSet).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]?.input.ruleSet).toEqual({
      rules: {},
      actions: [{ strategy: 'cart_discount', args: ['percent', 150] }],
    });
    expect(sent[0]?.input).toMatchObject({ name: '15% off carts over $100', priority: 2, stackable: true });
  });
});
