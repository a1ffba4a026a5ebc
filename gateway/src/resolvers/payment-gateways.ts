import type { UserError } from '../errors';
import { fieldFromPointer } from '../errors';
import type { Resolvers } from '../generated/graphql';
import { providerPath } from '../provider/path';
import type { ProviderSingle } from '../provider/resources';
import { attempt } from './mapping';

/**
 * The payment gateways' extra calls (`v2/gateways/{slug}/…`): the fields a gateway takes, and the
 * Stripe family's onboarding links, customers and invoices. The gateways themselves (list, update)
 * are in `orders.ts`; these resolvers are merged into its Query and Mutation.
 */

const GATEWAYS = 'v2/gateways';
const gatewayPath = (slug: string) => providerPath(GATEWAYS)`/${slug}`;

const MAX_URL_LENGTH = 2048;
const MAX_ID_LENGTH = 255;

interface AttributesDocument {
  attributes?: { name: string; type: string; required?: boolean }[];
}

interface OnboardingLinkDocument {
  url: string;
  test?: boolean;
  return_url: string;
  expires_at?: string | null;
}

interface StripeCustomerDocument {
  id: string;
  account?: string;
}

interface StripeInvoiceDocument {
  id: string;
  customer_id: string;
  status: string;
  account?: string;
}

const refused = (field: string[], message: string): UserError[] => [{ field, message, code: 'INVALID' }];

/** `/options/account` is the `account` argument; `/data/…` pointers name input fields. */
const accountOption = (pointer: string | undefined): string[] | null =>
  pointer === '/options/account' ? ['account'] : fieldFromPointer(pointer);

/** The connected-account option the Stripe calls take, left out when blank. */
function withAccount(account: string | null | undefined): { options?: { account: string } } {
  const trimmed = account?.trim();
  return trimmed ? { options: { account: trimmed } } : {};
}

function checkAccount(account: string | null | undefined): UserError[] {
  return (account?.length ?? 0) > MAX_ID_LENGTH
    ? refused(['account'], `Enter an account id of at most ${MAX_ID_LENGTH} characters`)
    : [];
}

const stripeCustomer = (document: StripeCustomerDocument) => ({
  id: document.id,
  account: document.account ?? null,
});

const stripeInvoice = (document: StripeInvoiceDocument) => ({
  id: document.id,
  customerId: document.customer_id,
  status: document.status,
  account: document.account ?? null,
});

export const paymentGatewayQueries: NonNullable<Resolvers['Query']> = {
  paymentGatewayAttributes: async (_root, { slug }, ctx) => {
    const answer = await ctx.provider.get<ProviderSingle<AttributesDocument>>(
      `${gatewayPath(slug)}/attributes`,
    );
    return (answer.data.attributes ?? []).map((attribute) => ({
      name: attribute.name,
      type: attribute.type,
      required: attribute.required ?? false,
    }));
  },
};

export const paymentGatewayMutations: NonNullable<Resolvers['Mutation']> = {
  createPaymentGatewayOnboardingLink: async (_root, { slug, input }, ctx) => {
    const returnUrl = input.returnUrl.trim();
    if (returnUrl.length > MAX_URL_LENGTH || !/^https?:\/\/\S+$/.test(returnUrl)) {
      return {
        onboardingLink: null,
        userErrors: refused(['returnUrl'], `Enter an http(s) URL of at most ${MAX_URL_LENGTH} characters`),
      };
    }
    const { value, userErrors } = await attempt(() =>
      ctx.provider.post<ProviderSingle<OnboardingLinkDocument>>(`${gatewayPath(slug)}/onboarding-links`, {
        body: { data: { return_url: returnUrl, test: input.test ?? false } },
      }),
    );
    return {
      onboardingLink: value
        ? {
            url: value.data.url,
            test: value.data.test ?? false,
            returnUrl: value.data.return_url,
            expiresAt: value.data.expires_at ?? null,
          }
        : null,
      userErrors,
    };
  },
  createStripeCustomer: async (_root, { slug, account }, ctx) => {
    const invalid = checkAccount(account);
    if (invalid.length > 0) return { stripeCustomer: null, userErrors: invalid };
    const { value, userErrors } = await attempt(
      () =>
        ctx.provider.post<ProviderSingle<StripeCustomerDocument>>(`${gatewayPath(slug)}/stripe_customers`, {
          body: { data: {}, ...withAccount(account) },
        }),
      accountOption,
    );
    return { stripeCustomer: value ? stripeCustomer(value.data) : null, userErrors };
  },
  createStripeInvoice: async (_root, { slug, input }, ctx) => {
    const customerId = input.customerId.trim();
    if (!customerId || customerId.length > MAX_ID_LENGTH) {
      return {
        stripeInvoice: null,
        userErrors: refused(
          ['customerId'],
          `Enter a Stripe customer id of at most ${MAX_ID_LENGTH} characters`,
        ),
      };
    }
    const invalid = checkAccount(input.account);
    if (invalid.length > 0) return { stripeInvoice: null, userErrors: invalid };
    const { value, userErrors } = await attempt(
      () =>
        ctx.provider.post<ProviderSingle<StripeInvoiceDocument>>(`${gatewayPath(slug)}/stripe_invoices`, {
          body: { data: { customer_id: customerId }, ...withAccount(input.account) },
        }),
      accountOption,
    );
    return { stripeInvoice: value ? stripeInvoice(value.data) : null, userErrors };
  },
};
