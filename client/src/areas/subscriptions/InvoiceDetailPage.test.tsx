import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  SubscriptionInvoiceDetailsQuery,
  SubscriptionInvoicePaymentQuery,
  SubscriptionInvoicePaymentQueryVariables,
  SubscriptionPaymentFieldsFragment,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const usd = (amount: number, formatted: string) =>
  ({ __typename: 'Money', currency: 'USD', amount, formatted }) as const;

const failed: SubscriptionPaymentFieldsFragment = {
  __typename: 'SubscriptionPayment',
  id: 'pay-1',
  success: false,
  pending: false,
  gateway: 'elastic_path_payments_stripe',
  externalPaymentId: 'pi_123',
  failureReason: 'card declined',
  createdAt: '2026-02-01T00:00:00Z',
  amount: usd(2400, '$24.00'),
};

describe('invoice pages', () => {
  it('opens an invoice from its id with lines and payments, and one payment from its row', async () => {
    const asked: SubscriptionInvoicePaymentQueryVariables[] = [];
    server.use(
      graphql.query<SubscriptionInvoiceDetailsQuery>('SubscriptionInvoiceDetails', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            subscriptionInvoice: {
              __typename: 'SubscriptionInvoice',
              id: 'inv-1',
              number: 7,
              subscriptionId: 'sub-1',
              outstanding: true,
              periodStart: '2026-02-01T00:00:00Z',
              periodEnd: '2026-03-01T00:00:00Z',
              createdAt: '2026-02-01T00:00:00Z',
              price: usd(2400, '$24.00'),
              items: [
                {
                  __typename: 'SubscriptionInvoiceItem',
                  description: 'Coffee Club',
                  price: usd(2400, '$24.00'),
                },
              ],
              payments: [failed],
            },
          },
        }),
      ),
      graphql.query<SubscriptionInvoicePaymentQuery, SubscriptionInvoicePaymentQueryVariables>(
        'SubscriptionInvoicePayment',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: { __typename: 'Query', subscriptionInvoicePayment: failed },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/invoices/inv-1');
    expect(await screen.findByRole('heading', { name: 'Invoice #7' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Invoice details' })).getByText('Outstanding'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Invoice lines' })).getByText('Coffee Club'),
    ).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Failed')).toBeInTheDocument();

    await user.click(within(payments).getByText('elastic_path_payments_stripe'));
    expect(await screen.findByRole('heading', { name: 'Payment $24.00' })).toBeInTheDocument();
    expect(screen.getByText('card declined')).toBeInTheDocument();
    expect(screen.getByText('pi_123')).toBeInTheDocument();
    expect(asked).toEqual([{ invoiceId: 'inv-1', paymentId: 'pay-1' }]);
  });

  it('says so when the payment does not exist', async () => {
    server.use(
      graphql.query<SubscriptionInvoicePaymentQuery>('SubscriptionInvoicePayment', () =>
        HttpResponse.json({ data: { __typename: 'Query', subscriptionInvoicePayment: null } }),
      ),
    );
    renderApp('/subscriptions/invoices/inv-1/payments/missing');
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
  });
});
