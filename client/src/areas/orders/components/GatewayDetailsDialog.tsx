import { useState, type ReactNode } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, H4, InputGroup, Spinner } from '@blueprintjs/core';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import { errorMessage } from '../../../graphql/errors';
import {
  useCreatePaymentGatewayOnboardingLinkMutation,
  useCreateStripeCustomerMutation,
  useCreateStripeInvoiceMutation,
  usePaymentGatewayAttributesQuery,
  type PaymentGatewayAttributesQuery,
  type CreatePaymentGatewayOnboardingLinkMutation,
  type CreateStripeCustomerMutation,
  type CreateStripeInvoiceMutation,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { formatDateTime } from '../../../format/dates';

/** Gateways of the Stripe family: the provider offers them onboarding links, customers and invoices. */
const STRIPE_FAMILY = new Set([
  'stripe',
  'stripe_payment_intents',
  'stripe_connect',
  'elastic_path_payments_stripe',
]);

const ACCOUNT_HELP = 'A Stripe connected account id (acct_…); the platform account when left empty.';
const ACCOUNT_RULES = { maxLength: { value: 255, message: 'At most 255 characters' } };

export const isStripeFamily = (slug: string): boolean => STRIPE_FAMILY.has(slug);

export interface GatewayDetailsDialogProps {
  slug: string;
  name: string;
  onClose: () => void;
}

/**
 * One gateway's fields (what it needs set before it can be enabled) and, for the Stripe family,
 * an onboarding link for the store's Stripe account, a Stripe customer and an invoice.
 */
export function GatewayDetailsDialog({ slug, name, onClose }: GatewayDetailsDialogProps) {
  return (
    <Dialog isOpen title={`${name} gateway`} onClose={onClose} className="form-dialog">
      <DialogBody>
        <GatewayAttributes slug={slug} />
        {isStripeFamily(slug) && (
          <>
            <OnboardingLinkForm slug={slug} />
            <StripeCustomerForm slug={slug} />
            <StripeInvoiceForm slug={slug} />
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

type GatewayAttribute = PaymentGatewayAttributesQuery['paymentGatewayAttributes'][number];

const ATTRIBUTE_COLUMNS: readonly ResourceColumn<GatewayAttribute>[] = [
  { id: 'field', header: 'Field', cell: (attribute) => <code>{attribute.name}</code> },
  { id: 'kind', header: 'Kind', cell: (attribute) => attribute.type },
  { id: 'needed', header: 'Needed to enable', cell: (attribute) => (attribute.required ? 'Yes' : 'No') },
];

function GatewayAttributes({ slug }: { slug: string }) {
  const result = usePaymentGatewayAttributesQuery({ variables: { slug } });
  const attributes = completeData(result)?.paymentGatewayAttributes;
  return (
    <section aria-labelledby="gateway-fields-heading">
      <H4 id="gateway-fields-heading">Fields</H4>
      {result.error && (
        <Callout intent="danger" title="Could not load the gateway's fields" role="alert">
          {errorMessage(result.error)}
        </Callout>
      )}
      {!attributes && !result.error && <Spinner size={20} aria-label="Loading the gateway's fields" />}
      {attributes && (
        <ResourceTable
          compact
          label="Gateway fields"
          columns={ATTRIBUTE_COLUMNS}
          rows={attributes}
          rowKey={(attribute) => attribute.name}
          emptyState="This gateway has no fields."
        />
      )}
    </section>
  );
}

/** A small in-dialog form: a heading, its fields, its errors and a submit button. */
function SectionForm({
  id,
  title,
  submitText,
  submitting,
  formErrors,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submitText: string;
  submitting: boolean;
  formErrors: readonly string[];
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <H4 id={`${id}-heading`}>{title}</H4>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormErrors messages={formErrors} />
        {children}
        <Button type="submit" text={submitText} loading={submitting} />
      </form>
    </section>
  );
}

interface OnboardingValues {
  returnUrl: string;
  test: boolean;
}

function OnboardingLinkForm({ slug }: { slug: string }) {
  const [createLink] = useCreatePaymentGatewayOnboardingLinkMutation();
  const [link, setLink] =
    useState<
      CreatePaymentGatewayOnboardingLinkMutation['createPaymentGatewayOnboardingLink']['onboardingLink']
    >(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<OnboardingValues>({
    defaultValues: { returnUrl: window.location.href, test: true },
    fieldNames: ['returnUrl', 'test'],
    submit: async ({ returnUrl, test }) => {
      const { data } = await createLink({
        variables: { slug, input: { returnUrl: returnUrl.trim(), test } },
      });
      const payload = requirePayload(data?.createPaymentGatewayOnboardingLink);
      setLink(payload.onboardingLink ?? null);
      return { userErrors: payload.userErrors };
    },
  });
  return (
    <SectionForm
      id="onboarding"
      title="Onboarding link"
      submitText="Get onboarding link"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={() => void onSubmit()}
    >
      <FormField
        id="onboarding-return-url"
        label="Return URL"
        error={fieldErrorMessage(form.formState.errors.returnUrl)}
        helperText="Where Stripe sends you back when onboarding is done."
      >
        <InputGroup
          {...blueprintField(form, 'returnUrl', 'onboarding-return-url', {
            validate: (value) =>
              (typeof value === 'string' && /^https?:\/\/\S+$/.test(value.trim())) || 'Enter an http(s) URL',
          })}
          aria-required
        />
      </FormField>
      <Checkbox label="Test mode account" {...form.register('test')} />
      {link && (
        <Callout intent="success" title="Onboarding link ready">
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            Open Stripe onboarding{link.test ? ' (test mode)' : ''}
          </a>
          . It works once and expires {formatDateTime(link.expiresAt)}.
        </Callout>
      )}
    </SectionForm>
  );
}

function StripeCustomerForm({ slug }: { slug: string }) {
  const [createCustomer] = useCreateStripeCustomerMutation();
  const [customer, setCustomer] =
    useState<CreateStripeCustomerMutation['createStripeCustomer']['stripeCustomer']>(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<{ account: string }>({
    defaultValues: { account: '' },
    fieldNames: ['account'],
    submit: async ({ account }) => {
      const { data } = await createCustomer({ variables: { slug, account: account.trim() || null } });
      const payload = requirePayload(data?.createStripeCustomer);
      setCustomer(payload.stripeCustomer ?? null);
      return { userErrors: payload.userErrors };
    },
  });
  return (
    <SectionForm
      id="stripe-customer"
      title="Stripe customer"
      submitText="Create Stripe customer"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={() => void onSubmit()}
    >
      <FormField
        id="customer-account"
        label="Connected account (optional)"
        error={fieldErrorMessage(form.formState.errors.account)}
        helperText={ACCOUNT_HELP}
      >
        <InputGroup {...blueprintField(form, 'account', 'customer-account', ACCOUNT_RULES)} />
      </FormField>
      {customer && (
        <Callout intent="success" title="Stripe customer created">
          <code>{customer.id}</code>
          {customer.account ? ` on ${customer.account}` : ''}
        </Callout>
      )}
    </SectionForm>
  );
}

interface InvoiceValues {
  customerId: string;
  account: string;
}

function StripeInvoiceForm({ slug }: { slug: string }) {
  const [createInvoice] = useCreateStripeInvoiceMutation();
  const [invoice, setInvoice] =
    useState<CreateStripeInvoiceMutation['createStripeInvoice']['stripeInvoice']>(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<InvoiceValues>({
    defaultValues: { customerId: '', account: '' },
    fieldNames: ['customerId', 'account'],
    submit: async ({ customerId, account }) => {
      const { data } = await createInvoice({
        variables: { slug, input: { customerId: customerId.trim(), account: account.trim() || null } },
      });
      const payload = requirePayload(data?.createStripeInvoice);
      setInvoice(payload.stripeInvoice ?? null);
      return { userErrors: payload.userErrors };
    },
  });
  return (
    <SectionForm
      id="stripe-invoice"
      title="Stripe invoice"
      submitText="Create Stripe invoice"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={() => void onSubmit()}
    >
      <FormField
        id="invoice-customer"
        label="Stripe customer id"
        error={fieldErrorMessage(form.formState.errors.customerId)}
      >
        <InputGroup
          {...blueprintField(form, 'customerId', 'invoice-customer', {
            validate: (value) => value.trim() !== '' || 'Enter the Stripe customer id',
            maxLength: { value: 255, message: 'At most 255 characters' },
          })}
          placeholder="cus_…"
          aria-required
        />
      </FormField>
      <FormField
        id="invoice-account"
        label="Connected account (optional)"
        error={fieldErrorMessage(form.formState.errors.account)}
        helperText={ACCOUNT_HELP}
      >
        <InputGroup {...blueprintField(form, 'account', 'invoice-account', ACCOUNT_RULES)} />
      </FormField>
      {invoice && (
        <Callout intent="success" title="Stripe invoice created">
          <code>{invoice.id}</code> for <code>{invoice.customerId}</code>, {invoice.status}
          {invoice.account ? ` on ${invoice.account}` : ''}
        </Callout>
      )}
    </SectionForm>
  );
}
