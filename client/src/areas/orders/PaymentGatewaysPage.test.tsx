import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { PaymentGatewaysQuery, UpdatePaymentGatewayMutationVariables } from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const gateway = (slug: string, name: string, enabled: boolean, test: boolean | null = null) => ({
  __typename: 'PaymentGateway' as const,
  slug,
  name,
  enabled,
  test,
});

describe('payment gateways', () => {
  it('switches a gateway and shows a refusal in its row', async () => {
    const updates: UpdatePaymentGatewayMutationVariables[] = [];
    let manual = gateway('manual', 'Manual', true);
    server.use(
      graphql.query<PaymentGatewaysQuery>('PaymentGateways', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            paymentGateways: [
              manual,
              gateway('braintree', 'Braintree', false),
              gateway('adyen', 'Adyen', false, true),
            ],
          },
        }),
      ),
      graphql.mutation('UpdatePaymentGateway', ({ variables }) => {
        const sent = variables as UpdatePaymentGatewayMutationVariables;
        updates.push(sent);
        if (sent.slug === 'braintree') {
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updatePaymentGateway: {
                __typename: 'PaymentGatewayPayload',
                paymentGateway: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['credentials', 'merchant_id'],
                    message: 'merchant_id is required to enable braintree',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        }
        manual = gateway('manual', 'Manual', false);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            updatePaymentGateway: {
              __typename: 'PaymentGatewayPayload',
              paymentGateway: manual,
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp('/orders/gateways');
    const table = await screen.findByRole('table', { name: 'Payment gateways' });
    expect(within(table).getByRole('row', { name: /Adyen.*On/ })).toBeInTheDocument();

    await user.click(within(table).getByRole('checkbox', { name: 'Braintree enabled' }));
    const braintree = within(table).getByRole('row', { name: /Braintree/ });
    expect(await within(braintree).findByRole('alert')).toHaveTextContent(
      'merchant_id is required to enable braintree',
    );
    expect(within(braintree).getByRole('checkbox')).not.toBeChecked();

    await user.click(within(table).getByRole('checkbox', { name: 'Manual enabled' }));
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: 'Manual enabled' })).not.toBeChecked(),
    );
    expect(await screen.findByText('Manual disabled')).toBeInTheDocument();
    expect(updates).toEqual([
      { slug: 'braintree', input: { enabled: true } },
      { slug: 'manual', input: { enabled: false } },
    ]);
  });
});
