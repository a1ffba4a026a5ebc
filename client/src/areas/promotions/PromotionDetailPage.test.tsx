import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AddPromotionCodesMutation,
  AddPromotionCodesMutationVariables,
  DeleteAllPromotionCodesMutation,
  DeleteAllPromotionCodesMutationVariables,
  GeneratePromotionCodesMutation,
  GeneratePromotionCodesMutationVariables,
  PromotionCodeRowFragment,
  PromotionCodesQuery,
  PromotionDetailsQuery,
  PromotionHistoryQuery,
  PromotionJobFileQuery,
  PromotionJobProgressQuery,
  PromotionJobRowFragment,
  PromotionJobsQuery,
  PromotionJobStatus,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const PAGE_INFO = { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false } as const;

function code(id: string, text: string): PromotionCodeRowFragment {
  return {
    __typename: 'PromotionCode',
    id,
    code: text,
    uses: 5,
    maxUses: 5,
    consumeUnit: 'per_cart',
    createdBy: 'api',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function job(status: PromotionJobStatus): PromotionJobRowFragment {
  return {
    __typename: 'PromotionJob',
    id: 'job-1',
    promotionId: 'p-1',
    family: 'PROMOTION',
    jobType: 'CODE_GENERATE',
    name: null,
    status,
    numberOfCodes: 5,
    generated: status === 'COMPLETED' ? 5 : 0,
    error: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A percent promotion whose codes are `codes()` at each request, with no jobs and one history entry. */
function promotionHandlers(codes: () => PromotionCodeRowFragment[]) {
  const codeRequests: number[] = [];
  const handlers = [
    graphql.query<PromotionDetailsQuery>('PromotionDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          promotion: {
            __typename: 'Promotion',
            id: 'p-1',
            name: 'Welcome 10% off',
            description: 'First orders',
            enabled: true,
            automatic: false,
            promotionType: 'PERCENT_DISCOUNT',
            discounts: [
              {
                __typename: 'PromotionDiscount',
                currency: 'USD',
                amount: null,
                percentage: 10,
                formatted: '10%',
              },
            ],
            minCartValue: [
              { __typename: 'PromotionAmount', currency: 'USD', amount: 5000, formatted: '$50.00' },
            ],
            start: '2026-01-01T00:00:00.000Z',
            end: '2026-12-31T23:59:59.000Z',
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<PromotionCodesQuery>('PromotionCodes', () => {
      codeRequests.push(Date.now());
      const items = codes();
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          promotionCodes: {
            __typename: 'PromotionCodePage',
            items,
            pageInfo: { ...PAGE_INFO, total: items.length },
          },
        },
      });
    }),
    graphql.query<PromotionJobsQuery>('PromotionJobs', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          promotionJobs: { __typename: 'PromotionJobPage', items: [], pageInfo: PAGE_INFO },
        },
      }),
    ),
    graphql.query<PromotionHistoryQuery>('PromotionHistory', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          promotionHistory: {
            __typename: 'PromotionHistoryPage',
            items: [
              {
                __typename: 'PromotionHistoryEntry',
                id: 'h-1',
                action: 'CODE_USED',
                code: 'WELCOME10',
                orderId: 'order-7',
                createdAt: '2026-02-01T00:00:00.000Z',
              },
            ],
            pageInfo: { ...PAGE_INFO, total: 1 },
          },
        },
      }),
    ),
  ];
  return { handlers, codeRequests };
}

describe('promotion detail', () => {
  it('shows the details, codes and history', async () => {
    const { handlers } = promotionHandlers(() => [code('c-1', 'WELCOME10')]);
    server.use(...handlers);
    renderApp('/promotions/p-1');
    expect(await screen.findByRole('heading', { name: 'Welcome 10% off' })).toBeInTheDocument();
    const details = screen.getByLabelText('Promotion details');
    expect(within(details).getByText('10% USD')).toBeInTheDocument();
    expect(within(details).getByText('$50.00')).toBeInTheDocument();
    const codes = screen.getByRole('table', { name: 'Codes' });
    expect(await within(codes).findByText('WELCOME10')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'History' });
    expect(await within(history).findByText('Code used')).toBeInTheDocument();
    expect(within(history).getByText('order-7')).toBeInTheDocument();
  });

  it('deletes every code of the promotion after confirming', async () => {
    let codes = [code('c-1', 'WELCOME10'), code('c-2', 'WELCOME20')];
    const { handlers } = promotionHandlers(() => codes);
    const sent: DeleteAllPromotionCodesMutationVariables[] = [];
    server.use(
      ...handlers,
      graphql.mutation<DeleteAllPromotionCodesMutation, DeleteAllPromotionCodesMutationVariables>(
        'DeleteAllPromotionCodes',
        ({ variables }) => {
          sent.push(variables);
          codes = [];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteAllPromotionCodes: {
                __typename: 'DeletePromotionPayload',
                deletedId: 'p-1',
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/promotions/p-1');
    const table = await screen.findByRole('table', { name: 'Codes' });
    await within(table).findByText('WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Delete all codes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete all 2 codes of this promotion?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all codes' }));
    expect(await screen.findByText('No codes yet')).toBeInTheDocument();
    expect(sent).toEqual([{ family: 'PROMOTION', promotionId: 'p-1' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete all codes' })).toBeDisabled();
  });

  it('adds several codes, and shows a duplicate code’s 409 message inline keeping what was typed', async () => {
    let stored = [code('c-1', 'WELCOME10')];
    const sent: AddPromotionCodesMutationVariables[] = [];
    const { handlers } = promotionHandlers(() => stored);
    server.use(
      ...handlers,
      graphql.mutation<AddPromotionCodesMutation, AddPromotionCodesMutationVariables>(
        'AddPromotionCodes',
        ({ variables }) => {
          sent.push(variables);
          const codes = Array.isArray(variables.codes) ? variables.codes : [variables.codes];
          const taken = codes.findIndex((entry) => entry.code.toLowerCase() === 'welcome10');
          if (taken >= 0) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                addPromotionCodes: {
                  __typename: 'PromotionCodesPayload',
                  codes: [],
                  userErrors: [
                    userError(
                      ['codes', String(taken), 'code'],
                      `The code ${codes[taken]?.code} already exists`,
                      'DUPLICATE',
                    ),
                  ],
                },
              },
            });
          }
          const created = codes.map((entry, index) => code(`new-${index}`, entry.code));
          stored = [...stored, ...created];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              addPromotionCodes: { __typename: 'PromotionCodesPayload', codes: created, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/promotions/p-1');
    await within(await screen.findByRole('table', { name: 'Codes' })).findByText('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Add codes' }));
    const dialog = await screen.findByRole('form', { name: 'Add codes' });
    await user.type(within(dialog).getByLabelText('Codes'), 'SUMMER1{Enter}welcome10');
    await user.type(within(dialog).getByLabelText('Uses per code'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add codes' }));

    expect(await within(dialog).findByText('The code welcome10 already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Codes')).toHaveValue('SUMMER1\nwelcome10');
    expect(sent[0]).toEqual({
      family: 'PROMOTION',
      promotionId: 'p-1',
      codes: [
        { code: 'SUMMER1', uses: 3 },
        { code: 'welcome10', uses: 3 },
      ],
    });

    await user.clear(within(dialog).getByLabelText('Codes'));
    await user.type(within(dialog).getByLabelText('Codes'), 'SUMMER1{Enter}SUMMER2');
    await user.click(within(dialog).getByRole('button', { name: 'Add codes' }));
    expect(await screen.findByText('2 codes added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add codes' })).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('table', { name: 'Codes' })).findByText('SUMMER2'),
    ).toBeInTheDocument();
  });

  it('generates codes as a job, follows it, then offers the CSV and lists the new codes', async () => {
    let stored = [code('c-1', 'WELCOME10')];
    let polls = 0;
    const started: GeneratePromotionCodesMutationVariables[] = [];
    const { handlers, codeRequests } = promotionHandlers(() => stored);
    server.use(
      ...handlers,
      graphql.mutation<GeneratePromotionCodesMutation, GeneratePromotionCodesMutationVariables>(
        'GeneratePromotionCodes',
        ({ variables }) => {
          started.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              generatePromotionCodes: {
                __typename: 'PromotionJobPayload',
                job: job('PENDING'),
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.query<PromotionJobProgressQuery>('PromotionJobProgress', () => {
        polls += 1;
        if (polls > 1) stored = [...stored, code('g-1', 'GEN-abcd-efgh')];
        return HttpResponse.json({
          data: { __typename: 'Query', promotionJob: job(polls > 1 ? 'COMPLETED' : 'PROCESSING') },
        });
      }),
      graphql.query<PromotionJobFileQuery>('PromotionJobFile', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            promotionJob: {
              __typename: 'PromotionJob',
              id: 'job-1',
              file: {
                __typename: 'PromotionJobFile',
                href: 'http://provider/file',
                csv: 'code\r\nGEN-abcd-efgh\r\n',
              },
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/promotions/p-1');
    await within(await screen.findByRole('table', { name: 'Codes' })).findByText('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    const dialog = await screen.findByRole('form', { name: 'Generate codes' });
    await user.clear(within(dialog).getByLabelText('Number of codes'));
    await user.type(within(dialog).getByLabelText('Number of codes'), '5');
    await user.type(within(dialog).getByLabelText('Prefix'), 'GEN');
    await user.click(within(dialog).getByRole('button', { name: 'Generate codes' }));

    await waitFor(() =>
      expect(started).toEqual([{ family: 'PROMOTION', promotionId: 'p-1', count: 5, prefix: 'GEN' }]),
    );
    expect(router.state.location.search).toContain('job=job-1');
    const requestsBefore = codeRequests.length;
    const link = await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 4000 });
    expect(screen.getByText('5 codes generated')).toBeInTheDocument();
    expect(link).toHaveAttribute('download', 'promotion-codes-job-1.csv');
    expect(link).toHaveAttribute(
      'href',
      `data:text/csv;charset=utf-8,${encodeURIComponent('code\r\nGEN-abcd-efgh\r\n')}`,
    );
    await waitFor(() => expect(codeRequests.length).toBeGreaterThan(requestsBefore));
    expect(
      await within(screen.getByRole('table', { name: 'Codes' })).findByText('GEN-abcd-efgh'),
    ).toBeInTheDocument();
  });
});
