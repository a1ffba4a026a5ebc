import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  ChangeSubscriptionStateMutation,
  ChangeSubscriptionStateMutationVariables,
  CustomerSubscriptionDetailsQuery,
  SubscriptionAction,
  SubscriptionState,
  UpdateSubscriptionMutation,
  UpdateSubscriptionMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { invoiceRow, planRow, productRow, subscriptionRow } from './testData';

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
          products: [productRow('prod-1', 'Tea Box')],
          plans: [planRow('plan-1', 'Monthly'), planRow('plan-2', 'Yearly')],
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
  it('shows the plan, invoices with their status, and only the actions the state allows', async () => {
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
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
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

  it("lists the offering's products and plans and moves the subscription to another plan", async () => {
    const sent: UpdateSubscriptionMutationVariables[] = [];
    server.use(
      detailsHandler(() => 'ACTIVE'),
      graphql.mutation<UpdateSubscriptionMutation, UpdateSubscriptionMutationVariables>(
        'UpdateSubscription',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscription: {
                __typename: 'CustomerSubscriptionPayload',
                subscription: {
                  __typename: 'CustomerSubscription',
                  id: 'sub-1',
                  planId: 'plan-2',
                  availableActions: ACTIONS.ACTIVE,
                  plan: planRow('plan-2', 'Yearly'),
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/sub-1');
    await screen.findByRole('heading', { name: 'Ada' });
    expect(
      within(screen.getByRole('table', { name: 'Subscription products' })).getByText('Tea Box'),
    ).toBeInTheDocument();
    const plans = screen.getByRole('table', { name: 'Subscription plans' });
    expect(within(plans).getByText('Monthly (current)')).toBeInTheDocument();
    expect(within(plans).getByText('Yearly')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    // The current plan is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await within(dialog).findByText('Choose a plan other than the current one')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'plan-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Plan changed')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'sub-1', input: { planId: 'plan-2' } }]);
    expect(await screen.findByText(/Yearly · Every month · 12 cycles/)).toBeInTheDocument();
  });

  it('links each invoice to its page', async () => {
    server.use(detailsHandler(() => 'ACTIVE'));
    const { user, router } = renderApp('/subscriptions/sub-1');
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    await user.click(within(invoices).getByText('#1'));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions/invoices/inv-1'));
  });
});
