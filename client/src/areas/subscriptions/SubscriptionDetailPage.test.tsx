import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ChangeSubscriptionStateMutation,
  ChangeSubscriptionStateMutationVariables,
  CustomerSubscriptionDetailsQuery,
  SubscriptionAction,
  SubscriptionState,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { invoiceRow, planRow, subscriptionRow } from './testData';

beforeEach(signInForTest);

const ACTIONS: Record<SubscriptionState, SubscriptionAction[]> = {
  ACTIVE: ['PAUSE', 'CANCEL'],
  PAUSED: ['RESUME', 'CANCEL'],
  CANCELED: ['RESUME'],
};

/** The subscription in whatever state `state()` says at the time of each request. */
function detailsHandler(state: () => SubscriptionState) {
  return graphql.query<CustomerSubscriptionDetailsQuery>('CustomerSubscriptionDetails', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        customerSubscription: {
          ...subscriptionRow('sub-1', 'Ada', state()),
          accountId: 'acc-1',
          manualPayments: false,
          invoiceAfter: '2026-03-01T00:00:00Z',
          availableActions: ACTIONS[state()],
          plan: planRow('plan-1', 'Monthly'),
          invoices: {
            __typename: 'SubscriptionInvoicePage',
            items: [invoiceRow('inv-1', 1, false), invoiceRow('inv-2', 2, true)],
          },
        },
      },
    }),
  );
}

describe('subscription detail', () => {
  it('shows the plan, invoices with payments, and only the actions the state allows', async () => {
    server.use(detailsHandler(() => 'ACTIVE'));
    renderApp('/subscriptions/sub-1');

    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText(/Monthly · Every month · 12 cycles/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('#1')).toBeInTheDocument();
    expect(within(invoices).getByText('Outstanding')).toBeInTheDocument();
    expect(within(invoices).getByText(/\$24\.00 paid/)).toBeInTheDocument();
  });

  it('pauses, then offers resume; a refused change shows the provider message', async () => {
    let state: SubscriptionState = 'ACTIVE';
    const sent: ChangeSubscriptionStateMutationVariables[] = [];
    server.use(
      detailsHandler(() => state),
      graphql.mutation<ChangeSubscriptionStateMutation, ChangeSubscriptionStateMutationVariables>(
        'ChangeSubscriptionState',
        ({ variables }) => {
          sent.push(variables);
          if (variables.action === 'RESUME') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                changeSubscriptionState: {
                  __typename: 'CustomerSubscriptionPayload',
                  subscription: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['action'],
                      message: "The subscription's plan does not allow resume",
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          state = 'PAUSED';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              changeSubscriptionState: {
                __typename: 'CustomerSubscriptionPayload',
                subscription: {
                  __typename: 'CustomerSubscription',
                  id: 'sub-1',
                  state: 'PAUSED',
                  availableActions: ACTIONS.PAUSED,
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/sub-1');
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(sent[0]).toEqual({ id: 'sub-1', action: 'PAUSE' });

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText("The subscription's plan does not allow resume")).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
