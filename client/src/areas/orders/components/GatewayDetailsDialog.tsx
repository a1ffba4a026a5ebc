import { useState } from 'react';
import { Callout, Dialog, DialogBody, H4, Spinner } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { InlineForm, type InlineFormProps } from '../../../components/form/InlineForm';
import { TextField } from '../../../components/form/TextField';
import type { FieldBinding } from '../../../components/form/fieldProps';
import type { UserErrorLike } from '../../../components/form/userErrors';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import {
  requirePayload,
  useMutationForm,
  type MutationFormOptions,
} from '../../../components/form/useMutationForm';
import { errorMessage } from '../../../graphql/errors';
import {
  useCreatePaymentGatewayOnboardingLinkMutation,
  useCreateStripeCustomerMutation,
  useCreateStripeInvoiceMutation,
  usePaymentGatewayAttributesQuery,
  type PaymentGatewayAttributesQuery,
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
  mutationForm,
  children,
}: Omit<InlineFormProps, 'label'> & { id: string; title: string }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <H4 id={`${id}-heading`}>{title}</H4>
      <InlineForm label={title} mutationForm={mutationForm} submitText={submitText}>
        {children}
      </InlineForm>
    </section>
  );
}

/**
 * A section form whose mutation answers with something to show under it (a link, a new id): the
 * form, and the last answer's `result` (null until one comes, or when it brought none).
 */
function useResultForm<TValues extends FieldValues, TResult>({
  submit,
  ...options
}: Omit<MutationFormOptions<TValues>, 'submit'> & {
  submit: (values: TValues) => Promise<{ userErrors: readonly UserErrorLike[]; result?: TResult | null }>;
}) {
  const [result, setResult] = useState<TResult | null>(null);
  const mutationForm = useMutationForm<TValues>({
    ...options,
    submit: async (values) => {
      const answer = await submit(values);
      setResult(answer.result ?? null);
      return { userErrors: answer.userErrors };
    },
  });
  return { ...mutationForm, result };
}

/** A Stripe connected account id, optional: the platform account when left empty. */
function ConnectedAccountField<TValues extends FieldValues>(field: FieldBinding<TValues>) {
  return (
    <TextField
      {...field}
      label="Connected account (optional)"
      helperText="A Stripe connected account id (acct_…); the platform account when left empty."
      rules={{ maxLength: { value: 255, message: 'At most 255 characters' } }}
    />
  );
}

function OnboardingLinkForm({ slug }: { slug: string }) {
  const [createLink] = useCreatePaymentGatewayOnboardingLinkMutation();
  const { result: link, ...mutationForm } = useResultForm({
    defaultValues: { returnUrl: window.location.href, test: true },
    fieldNames: ['returnUrl', 'test'],
    submit: async ({ returnUrl, test }: { returnUrl: string; test: boolean }) => {
      const { data } = await createLink({
        variables: { slug, input: { returnUrl: returnUrl.trim(), test } },
      });
      const payload = requirePayload(data?.createPaymentGatewayOnboardingLink);
      return { userErrors: payload.userErrors, result: payload.onboardingLink };
    },
  });
  return (
    <SectionForm
      id="onboarding"
      title="Onboarding link"
      submitText="Get onboarding link"
      mutationForm={mutationForm}
    >
      <TextField
        form={mutationForm.form}
        name="returnUrl"
        id="onboarding-return-url"
        label="Return URL"
        helperText="Where Stripe sends you back when onboarding is done."
        required
        rules={{
          validate: (value) =>
            (typeof value === 'string' && /^https?:\/\/\S+$/.test(value.trim())) || 'Enter an http(s) URL',
        }}
      />
      <CheckboxField form={mutationForm.form} name="test" id="onboarding-test" text="Test mode account" />
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
  const { result: customer, ...mutationForm } = useResultForm({
    defaultValues: { account: '' },
    fieldNames: ['account'],
    submit: async ({ account }: { account: string }) => {
      const { data } = await createCustomer({ variables: { slug, account: account.trim() || null } });
      const payload = requirePayload(data?.createStripeCustomer);
      return { userErrors: payload.userErrors, result: payload.stripeCustomer };
    },
  });
  return (
    <SectionForm
      id="stripe-customer"
      title="Stripe customer"
      submitText="Create Stripe customer"
      mutationForm={mutationForm}
    >
      <ConnectedAccountField form={mutationForm.form} name="account" id="customer-account" />
      {customer && (
        <Callout intent="success" title="Stripe customer created">
          <code>{customer.id}</code>
          {customer.account ? ` on ${customer.account}` : ''}
        </Callout>
      )}
    </SectionForm>
  );
}

function StripeInvoiceForm({ slug }: { slug: string }) {
  const [createInvoice] = useCreateStripeInvoiceMutation();
  const { result: invoice, ...mutationForm } = useResultForm({
    defaultValues: { customerId: '', account: '' },
    fieldNames: ['customerId', 'account'],
    submit: async ({ customerId, account }: { customerId: string; account: string }) => {
      const { data } = await createInvoice({
        variables: { slug, input: { customerId: customerId.trim(), account: account.trim() || null } },
      });
      const payload = requirePayload(data?.createStripeInvoice);
      return { userErrors: payload.userErrors, result: payload.stripeInvoice };
    },
  });
  return (
    <SectionForm
      id="stripe-invoice"
      title="Stripe invoice"
      submitText="Create Stripe invoice"
      mutationForm={mutationForm}
    >
      <TextField
        form={mutationForm.form}
        name="customerId"
        id="invoice-customer"
        label="Stripe customer id"
        placeholder="cus_…"
        required
        rules={{
          validate: (value) => value.trim() !== '' || 'Enter the Stripe customer id',
          maxLength: { value: 255, message: 'At most 255 characters' },
        }}
      />
      <ConnectedAccountField form={mutationForm.form} name="account" id="invoice-account" />
      {invoice && (
        <Callout intent="success" title="Stripe invoice created">
          <code>{invoice.id}</code> for <code>{invoice.customerId}</code>, {invoice.status}
          {invoice.account ? ` on ${invoice.account}` : ''}
        </Callout>
      )}
    </SectionForm>
  );
}
