import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreatePaymentGatewayOnboardingLinkMutationVariables,
  CreateStripeCustomerMutationVariables,
  CreateStripeInvoiceMutationVariables,
  PaymentGatewayAttributesQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const gateway = (slug: string, name: string) => ({
  __typename: 'PaymentGateway' as const,
  slug,
  name,
  enabled: false,
  test: false,
});

const userError = (field: string[], message: string) => ({
  __typename: 'UserError' as const,
  field,
  message,
  code: 'INVALID' as const,
});

describe('a payment gateway’s details', () => {
  it('lists its fields and, for a Stripe gateway, gets an onboarding link, a customer and an invoice with errors inline', async () => {
    const attributeSlugs: string[] = [];
    const links: CreatePaymentGatewayOnboardingLinkMutationVariables[] = [];
    const customers: CreateStripeCustomerMutationVariables[] = [];
    const invoices: CreateStripeInvoiceMutationVariables[] = [];
    server.use(
      graphql.query('PaymentGateways', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            paymentGateways: [gateway('manual', 'Manual'), gateway('stripe_connect', 'Stripe Connect')],
          },
        }),
      ),
      graphql.query('PaymentGatewayAttributes', ({ variables }) => {
        attributeSlugs.push((variables as PaymentGatewayAttributesQueryVariables).slug);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            paymentGatewayAttributes: [
              { __typename: 'PaymentGatewayAttribute', name: 'enabled', type: 'boolean', required: false },
              {
                __typename: 'PaymentGatewayAttribute',
                name: 'stripe_account',
                type: 'string',
                required: true,
              },
            ],
          },
        });
      }),
      graphql.mutation('CreatePaymentGatewayOnboardingLink', ({ variables }) => {
        const sent = variables as CreatePaymentGatewayOnboardingLinkMutationVariables;
        links.push(sent);
        const refused = sent.input.returnUrl.includes('refused');
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createPaymentGatewayOnboardingLink: {
              __typename: 'PaymentGatewayOnboardingLinkPayload',
              onboardingLink: refused
                ? null
                : {
                    __typename: 'PaymentGatewayOnboardingLink',
                    url: 'https://connect.stripe.com/setup/test/acct_1',
                    test: true,
                    returnUrl: sent.input.returnUrl,
                    expiresAt: '2026-11-26T04:00:00.000Z',
                  },
              userErrors: refused ? [userError(['returnUrl'], 'return_url is not allowed')] : [],
            },
          },
        });
      }),
      graphql.mutation('CreateStripeCustomer', ({ variables }) => {
        customers.push(variables as CreateStripeCustomerMutationVariables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStripeCustomer: {
              __typename: 'StripeCustomerPayload',
              stripeCustomer: { __typename: 'StripeCustomer', id: 'cus_42', account: 'acct_9' },
              userErrors: [],
            },
          },
        });
      }),
      graphql.mutation('CreateStripeInvoice', ({ variables }) => {
        invoices.push(variables as CreateStripeInvoiceMutationVariables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createStripeInvoice: {
              __typename: 'StripeInvoicePayload',
              stripeInvoice: null,
              userErrors: [userError(['customerId'], 'No such customer: cus_nope')],
            },
          },
        });
      }),
    );
    const { user, router } = renderApp('/orders/gateways');
    const table = await screen.findByRole('table', { name: 'Payment gateways' });
    await user.click(within(table).getByRole('button', { name: 'Stripe Connect details' }));
    expect(router.state.location.search).toBe('?dialog=gateway-details&gateway=stripe_connect');
    const dialog = await screen.findByRole('dialog', { name: 'Stripe Connect gateway' });
    const fields = await within(dialog).findByRole('table', { name: 'Gateway fields' });
    expect(within(fields).getByRole('row', { name: 'stripe_account string Yes' })).toBeInTheDocument();
    expect(attributeSlugs).toEqual(['stripe_connect']);

    const onboarding = within(dialog).getByRole('form', { name: 'Onboarding link' });
    const returnUrl = within(onboarding).getByLabelText('Return URL');
    await user.clear(returnUrl);
    await user.type(returnUrl, 'ftp://nope');
    await user.click(within(onboarding).getByRole('button', { name: 'Get onboarding link' }));
    expect(await within(onboarding).findByText('Enter an http(s) URL')).toBeInTheDocument();
    expect(links).toEqual([]);
    await user.clear(returnUrl);
    await user.type(returnUrl, 'https://seller.example/refused');
    await user.click(within(onboarding).getByRole('button', { name: 'Get onboarding link' }));
    expect(await within(onboarding).findByText('return_url is not allowed')).toBeInTheDocument();
    expect(returnUrl).toHaveValue('https://seller.example/refused');
    await user.clear(returnUrl);
    await user.type(returnUrl, 'https://seller.example/back');
    await user.click(within(onboarding).getByRole('button', { name: 'Get onboarding link' }));
    const opened = await within(onboarding).findByRole('link', {
      name: /Open Stripe onboarding \(test mode\)/,
    });
    expect(opened).toHaveAttribute('href', 'https://connect.stripe.com/setup/test/acct_1');
    expect(links.at(-1)).toEqual({
      slug: 'stripe_connect',
      input: { returnUrl: 'https://seller.example/back', test: true },
    });

    const customer = within(dialog).getByRole('form', { name: 'Stripe customer' });
    await user.type(within(customer).getByLabelText('Connected account (optional)'), 'acct_9');
    await user.click(within(customer).getByRole('button', { name: 'Create Stripe customer' }));
    expect(await within(customer).findByText('cus_42')).toBeInTheDocument();
    expect(customers).toEqual([{ slug: 'stripe_connect', account: 'acct_9' }]);

    const invoice = within(dialog).getByRole('form', { name: 'Stripe invoice' });
    await user.type(within(invoice).getByLabelText('Stripe customer id'), 'cus_nope');
    await user.click(within(invoice).getByRole('button', { name: 'Create Stripe invoice' }));
    expect(await within(invoice).findByText('No such customer: cus_nope')).toBeInTheDocument();
    expect(within(invoice).getByLabelText('Stripe customer id')).toHaveValue('cus_nope');
    expect(invoices).toEqual([{ slug: 'stripe_connect', input: { customerId: 'cus_nope', account: null } }]);
  });

  it('shows only the fields for a gateway outside the Stripe family', async () => {
    server.use(
      graphql.query('PaymentGateways', () =>
        HttpResponse.json({ data: { __typename: 'Query', paymentGateways: [gateway('manual', 'Manual')] } }),
      ),
      graphql.query('PaymentGatewayAttributes', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            paymentGatewayAttributes: [
              { __typename: 'PaymentGatewayAttribute', name: 'enabled', type: 'boolean', required: false },
            ],
          },
        }),
      ),
    );
    renderApp('/orders/gateways?dialog=gateway-details&gateway=manual');
    const dialog = await screen.findByRole('dialog', { name: 'Manual gateway' });
    expect(await within(dialog).findByRole('table', { name: 'Gateway fields' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Onboarding link' })).not.toBeInTheDocument();
  });
});
