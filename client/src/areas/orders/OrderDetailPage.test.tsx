import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AnonymizeOrdersMutationVariables,
  OrderDetailQuery,
  PayOrderMutationVariables,
  RefundTransactionMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { orderDetail, transaction, usd } from './fixtures';

beforeEach(signInForTest);

type Order = NonNullable<OrderDetailQuery['order']>;

/** Answers OrderDetail with whatever `current()` holds at the time, so mutations can move it on. */
function detailHandler(current: () => Order | null) {
  return graphql.query<OrderDetailQuery>('OrderDetail', () =>
    HttpResponse.json({ data: { __typename: 'Query', order: current() } }),
  );
}

describe('order detail', () => {
  it('shows items, addresses and totals, and records a manual payment in minor units', async () => {
    let order = orderDetail('UNPAID', []);
    const paid: PayOrderMutationVariables[] = [];
    server.use(
      detailHandler(() => order),
      graphql.mutation('PayOrder', ({ variables }) => {
        paid.push(variables as PayOrderMutationVariables);
        const created = transaction({ transactionType: 'PURCHASE', customReference: 'cheque 12' });
        order = orderDetail('PAID', [created]);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            payOrder: { __typename: 'TransactionPayload', transaction: created, order, userErrors: [] },
          },
        });
      }),
    );
    const { user } = renderApp('/orders/o-1');

    expect(await screen.findByRole('heading', { name: 'Order #10001' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(
      within(items).getByRole('row', { name: /Blue mug.*MUG-1.*2.*\$10\.00.*\$24\.00/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shipping address')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('Balance owing').nextSibling).toHaveTextContent(
      '$24.00',
    );
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('form', { name: 'Record a manual payment' });
    expect(within(form).getByLabelText('Amount (USD)')).toHaveValue('24.00');
    await user.type(within(form).getByLabelText('Reference'), 'cheque 12');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    await waitFor(() =>
      expect(paid).toEqual([
        {
          orderId: 'o-1',
          input: { gateway: 'manual', method: 'PURCHASE', amount: 2400, customReference: 'cheque 12' },
        },
      ]),
    );
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(transactions).getByRole('row', { name: /Purchase.*cheque 12.*\$24\.00/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it("keeps the typed refund and shows the provider's refusal under the amount", async () => {
    const refunds: RefundTransactionMutationVariables[] = [];
    server.use(
      detailHandler(() => orderDetail('PAID', [transaction()])),
      graphql.mutation('RefundTransaction', ({ variables }) => {
        refunds.push(variables as RefundTransactionMutationVariables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            refundTransaction: {
              __typename: 'TransactionPayload',
              transaction: null,
              order: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['amount'],
                  message: 'amount must not exceed the refundable 2400',
                  code: 'INVALID',
                },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/orders/o-1');
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    await user.click(within(transactions).getByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('form', { name: 'Refund transaction' });
    const amount = within(form).getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '30.00');
    // The button confirms the amount, formatted in the order's currency.
    await user.click(within(form).getByRole('button', { name: 'Refund $30.00' }));

    // The provider's minor units are read as money.
    expect(
      await within(form).findByText('The refund can be at most $24.00, what is left to refund.'),
    ).toBeInTheDocument();
    expect(refunds).toEqual([{ orderId: 'o-1', id: 't-1', amount: 3000 }]);
    expect(amount).toHaveValue('30.00');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('captures only after the seller confirms the formatted amount', async () => {
    const captured: string[] = [];
    let order = orderDetail('AUTHORIZED', [
      transaction({ transactionType: 'AUTHORIZE', actions: ['CAPTURE', 'CANCEL'], refundable: usd(0) }),
    ]);
    server.use(
      detailHandler(() => order),
      graphql.mutation('CaptureTransaction', ({ variables }) => {
        captured.push(String(variables.id));
        order = orderDetail('PAID', [transaction()]);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            captureTransaction: {
              __typename: 'TransactionPayload',
              transaction: transaction(),
              order,
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/orders/o-1');
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    await user.click(within(transactions).getByRole('button', { name: 'Capture' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Capture $24.00 authorized on manual?');

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(captured).toEqual([]);

    await user.click(within(transactions).getByRole('button', { name: 'Capture' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Capture $24.00' }),
    );
    await waitFor(() => expect(captured).toEqual(['t-1']));
    expect(await screen.findByText('Transaction captured')).toBeInTheDocument();
  });

  it("links a registered customer's name to their page, an account's order to the account, and says Guest otherwise", async () => {
    const registered = orderDetail('UNPAID', [], {
      customer: { __typename: 'OrderCustomer', id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    server.use(detailHandler(() => registered));
    const first = renderApp('/orders/o-1');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/customers/c-1',
    );
    expect(screen.queryByText('Guest')).not.toBeInTheDocument();
    first.unmount();

    const forAccount = orderDetail('UNPAID', [], { accountId: 'a-1' });
    server.use(detailHandler(() => forAccount));
    const second = renderApp('/orders/o-1');
    expect(await screen.findByRole('link', { name: 'View account' })).toHaveAttribute(
      'href',
      '/accounts/a-1',
    );
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.queryByText('Guest')).not.toBeInTheDocument();
    second.unmount();

    server.use(detailHandler(() => orderDetail('UNPAID', [])));
    renderApp('/orders/o-1');
    expect(await screen.findByText('Guest')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });

  it("shows the gateway's payment state: a partly refunded order reads Partially refunded, not Paid", async () => {
    server.use(
      detailHandler(() =>
        orderDetail('PAID', [transaction({ refundedAmount: usd(500), refundable: usd(1900) })], {
          paymentState: 'PARTIALLY_REFUNDED',
        }),
      ),
    );
    renderApp('/orders/o-1');
    const state = await screen.findByLabelText('Order state');
    expect(await within(state).findByText('Partially refunded')).toBeInTheDocument();
    expect(within(state).queryByText('Paid')).not.toBeInTheDocument();
  });

  it('offers only the actions a transaction allows and anonymizes after confirmation', async () => {
    const anonymized: AnonymizeOrdersMutationVariables[] = [];
    let order = orderDetail('PAID', [transaction({ status: 'REFUNDED', actions: [] })], {
      payment: 'REFUNDED',
    });
    server.use(
      detailHandler(() => order),
      graphql.mutation('AnonymizeOrders', ({ variables }) => {
        anonymized.push(variables as AnonymizeOrdersMutationVariables);
        order = {
          ...order,
          anonymized: true,
          customer: { __typename: 'OrderCustomer', id: null, name: '*', email: '*' },
        };
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            anonymizeOrders: { __typename: 'AnonymizeOrdersPayload', orders: [order], userErrors: [] },
          },
        });
      }),
    );
    const { user } = renderApp('/orders/o-1');
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    // Only "Details" (reading the transaction by id), no action on it.
    expect(
      within(transactions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details']);
    expect(screen.queryByRole('button', { name: 'Mark fulfilled' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anonymize' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(/removed for good/);
    expect(anonymized).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Anonymize' }));

    await waitFor(() => expect(anonymized).toEqual([{ ids: ['o-1'] }]));
    expect(await screen.findByText('Anonymized')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Anonymize' })).not.toBeInTheDocument());
  });

  it('says when the order does not exist', async () => {
    server.use(detailHandler(() => null));
    renderApp('/orders/missing');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
