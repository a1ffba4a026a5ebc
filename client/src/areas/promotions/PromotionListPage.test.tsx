import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreatePromotionMutation,
  CreatePromotionMutationVariables,
  PromotionAttributesQuery,
  PromotionFieldsFragment,
  PromotionListQuery,
  PromotionListQueryVariables,
  RulePromotionFieldsFragment,
  RulePromotionListQuery,
  RulePromotionListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const PAGE_INFO = { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false } as const;

function promotion(id: string, name: string, enabled = true): PromotionFieldsFragment {
  return {
    __typename: 'Promotion',
    id,
    name,
    description: null,
    enabled,
    automatic: false,
    promotionType: 'PERCENT_DISCOUNT',
    discounts: [
      { __typename: 'PromotionDiscount', currency: 'USD', amount: null, percentage: 10, formatted: '10%' },
    ],
    minCartValue: [],
    start: '2026-01-01T00:00:00.000Z',
    end: '2026-12-31T23:59:59.000Z',
    updatedAt: null,
  };
}

const RULE: RulePromotionFieldsFragment = {
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
  ruleSet: { actions: [] },
  currencies: ['USD'],
  firstAction: { __typename: 'RuleActionSummary', description: '15% off the cart' },
  updatedAt: null,
};

function listHandler(promotions: PromotionFieldsFragment[]) {
  const sent: PromotionListQueryVariables[] = [];
  const handler = graphql.query<PromotionListQuery, PromotionListQueryVariables>(
    'PromotionList',
    ({ variables }) => {
      sent.push(variables);
      const like = variables.filter?.name?.like?.toLowerCase() ?? '';
      const enabled = variables.filter?.enabled?.eq;
      const items = promotions.filter(
        (item) =>
          item.name.toLowerCase().includes(like) &&
          (enabled === undefined || enabled === null || item.enabled === enabled),
      );
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          promotions: { __typename: 'PromotionPage', items, pageInfo: { ...PAGE_INFO, total: items.length } },
        },
      });
    },
  );
  return { handler, sent };
}

describe('promotion list', () => {
  it('lists promotions with their discount and state, filters by state in the URL, and switches tabs', async () => {
    const { handler, sent } = listHandler([
      promotion('p-1', 'Welcome 10% off'),
      promotion('p-2', 'Old sale', false),
    ]);
    server.use(
      handler,
      graphql.query<RulePromotionListQuery, RulePromotionListQueryVariables>('RulePromotionList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            rulePromotions: {
              __typename: 'RulePromotionPage',
              items: [RULE],
              pageInfo: { ...PAGE_INFO, total: 1 },
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(await within(table).findByRole('link', { name: 'Welcome 10% off' })).toHaveAttribute(
      'href',
      '/promotions/p-1',
    );
    expect(within(table).getAllByText('10% USD')).toHaveLength(2);
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });

    await user.selectOptions(screen.getByLabelText('State'), 'false');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ enabled: { eq: false } }));
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Welcome 10% off' })).not.toBeInTheDocument(),
    );
    expect(currentUrl(router)).toBe('/promotions?enabled=false');

    const sections = screen.getByRole('navigation', { name: 'Promotions sections' });
    await user.click(within(sections).getByRole('link', { name: 'Rule promotions' }));
    const rules = await screen.findByRole('table', { name: 'Rule promotions' });
    expect(await within(rules).findByRole('link', { name: '15% off carts over $100' })).toHaveAttribute(
      'href',
      '/promotions/rules/rule-1',
    );
    expect(within(rules).getByText('15% off the cart')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/promotions/rules');
  });

  it('creates a percent promotion, showing the provider’s error under its field and keeping the input', async () => {
    const { handler } = listHandler([]);
    const sent: CreatePromotionMutationVariables[] = [];
    server.use(
      handler,
      graphql.mutation<CreatePromotionMutation, CreatePromotionMutationVariables>(
        'CreatePromotion',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createPromotion: {
                __typename: 'PromotionPayload',
                promotion: null,
                userErrors: [
                  userError(
                    ['discounts', '0', 'percentage'],
                    'percentage must be greater than 0 and at most 100',
                  ),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/promotions');
    await screen.findByText('No promotions yet');
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    const dialog = await screen.findByRole('form', { name: 'Add promotion' });
    await user.type(within(dialog).getByLabelText('Name'), 'Too generous');
    await user.clear(within(dialog).getByLabelText('Currencies'));
    await user.type(within(dialog).getByLabelText('Currencies'), 'usd, eur');
    await user.type(within(dialog).getByLabelText('Percent off'), '150');
    await user.clear(within(dialog).getByLabelText('Starts on'));
    await user.type(within(dialog).getByLabelText('Starts on'), '2026-06-01');
    await user.clear(within(dialog).getByLabelText('Ends on'));
    await user.type(within(dialog).getByLabelText('Ends on'), '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create promotion' }));

    expect(
      await within(dialog).findByText('percentage must be greater than 0 and at most 100'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Percent off')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue('150');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Too generous');
    expect(sent).toEqual([
      {
        input: {
          name: 'Too generous',
          enabled: true,
          automatic: false,
          promotionType: 'PERCENT_DISCOUNT',
          start: '2026-06-01T00:00:00.000Z',
          end: '2026-06-30T23:59:59.000Z',
          discounts: [
            { currency: 'USD', percentage: 150 },
            { currency: 'EUR', percentage: 150 },
          ],
        },
      },
    ]);
  });
});

describe('promotion fields', () => {
  it('lists the fields of a promotion document, from the Fields tab', async () => {
    server.use(
      graphql.query<PromotionListQuery>('PromotionList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            promotions: { __typename: 'PromotionPage', items: [], pageInfo: PAGE_INFO },
          },
        }),
      ),
      graphql.query<PromotionAttributesQuery>('PromotionAttributes', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            promotionAttributes: [
              {
                __typename: 'PromotionAttribute',
                name: 'promotion_type',
                type: 'string',
                required: true,
                enumValues: ['fixed_discount', 'percent_discount'],
                format: null,
              },
              {
                __typename: 'PromotionAttribute',
                name: 'start',
                type: 'string',
                required: false,
                enumValues: [],
                format: 'date-time',
              },
            ],
          },
        }),
      ),
    );
    const { user, router } = renderApp('/promotions');
    await user.click(await screen.findByRole('link', { name: 'Fields' }));
    expect(currentUrl(router)).toBe('/promotions/attributes');
    const table = await screen.findByRole('table', { name: 'Promotion fields' });
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'promotion_typestringRequiredfixed_discount, percent_discount',
      'startstring (date-time)Optional—',
    ]);
  });
});
