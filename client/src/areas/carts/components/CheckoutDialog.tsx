import { Checkbox, HTMLSelect } from '@blueprintjs/core';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '../../../app/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { useMutationForm, requirePayload } from '../../../components/form/useMutationForm';
import { useCheckoutCartMutation, type CheckoutAddressInput } from '../../../graphql/generated';
import { orderName, orderUrl } from '../../orders/urls';
import type { ShopperSession } from './shopperSession';
import { TextField } from '../../../components/form/TextField';

type AddressValues = Record<keyof typeof ADDRESS_LABELS, string>;

export interface CheckoutValues {
  /** `guest`, `customer` (the signed-in customer) or `account:<id>` (the signed-in member for that account). */
  as: string;
  customer: { name: string; email: string };
  /** Left empty, the gateway assigns the store's next number. */
  orderNumber: string;
  sameAddress: boolean;
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
}

const ADDRESS_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  line1: 'Address line 1',
  city: 'City',
  postcode: 'Postcode',
  country: 'Country (2 letters)',
} as const;

const ADDRESS_KEYS = Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[];

const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  line1: '',
  city: '',
  postcode: '',
  country: '',
};

const FIELDS: readonly Path<CheckoutValues>[] = [
  'customer.name',
  'customer.email',
  'orderNumber',
  ...ADDRESS_KEYS.map((key) => `shippingAddress.${key}` as const),
  ...ADDRESS_KEYS.map((key) => `billingAddress.${key}` as const),
];

/**
 * The country's shape, checked before sending so "Germany" never leaves the dialog; whether two
 * letters name a country is the gateway's check (its error lands on the same field).
 */
function countryShape(value: unknown): true | string {
  const country = String(value ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(country)) return true;
  return `${country ? `"${country.slice(0, 40)}" is not a country code. ` : ''}Enter the 2-letter ISO country code, for example DE for Germany or US for the United States`;
}

function addressInput(values: AddressValues): CheckoutAddressInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    line1: values.line1.trim(),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    country: values.country.trim().toUpperCase(),
  };
}

function AddressFields({
  form,
  prefix,
  legend,
}: {
  form: UseFormReturn<CheckoutValues>;
  prefix: 'shippingAddress' | 'billingAddress';
  legend: string;
}) {
  return (
    <fieldset className="cart-address">
      <legend>{legend}</legend>
      {ADDRESS_KEYS.map((key) => (
        <TextField
          key={key}
          form={form}
          name={`${prefix}.${key}`}
          id={`checkout-${prefix}-${key}`}
          label={ADDRESS_LABELS[key]}
          rules={{
            validate:
              key === 'country'
                ? { required: required(ADDRESS_LABELS[key]), countryShape }
                : required(ADDRESS_LABELS[key]),
          }}
        />
      ))}
    </fieldset>
  );
}

/** An account checkout's `contact` errors belong to the name and email fields the form shows. */
function toFormField(field: readonly string[] | null | undefined): readonly string[] | null | undefined {
  if (field?.[0] === 'contact' || (field?.[0] === 'account' && (field[1] === 'name' || field[1] === 'email')))
    return ['customer', field[field.length - 1] ?? ''];
  return field;
}

export interface CheckoutDialogProps {
  cartId: string;
  /** The shopper the seller signed in as: checkout may run as that customer or account member. */
  session?: ShopperSession;
  onClose: () => void;
}

/**
 * "Checkout": as a guest (name and email), as the signed-in customer (their customer token), or as
 * the signed-in account member for one of their accounts (the account-management token, with the
 * name and email as the order's `contact`); then the addresses. On success the new order opens.
 */
export function CheckoutDialog({ cartId, session = {}, onClose }: CheckoutDialogProps) {
  const navigate = useNavigate();
  const [checkout] = useCheckoutCartMutation({
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' }),
  });
  const { form, onSubmit, formErrors, submitting } = useMutationForm<CheckoutValues>({
    defaultValues: {
      as: session.member?.accounts[0]
        ? `account:${session.member.accounts[0].accountId}`
        : session.customer
          ? 'customer'
          : 'guest',
      customer: { name: '', email: session.customer?.email ?? '' },
      orderNumber: '',
      sameAddress: true,
      shippingAddress: EMPTY_ADDRESS,
      billingAddress: EMPTY_ADDRESS,
    },
    fieldNames: FIELDS,
    submit: async (values) => {
      const shippingAddress = addressInput(values.shippingAddress);
      const name = values.customer.name.trim();
      const email = values.customer.email.trim();
      const account = values.as.startsWith('account:')
        ? session.member?.accounts.find((entry) => `account:${entry.accountId}` === values.as)
        : undefined;
      const shopper = account
        ? {
            account: {
              accountId: account.accountId,
              ...(session.member?.memberId ? { memberId: session.member.memberId } : {}),
              name,
              email,
              accountToken: account.token,
            },
          }
        : values.as === 'customer' && session.customer
          ? { customer: { customerId: session.customer.customerId, customerToken: session.customer.token } }
          : { customer: { name, email } };
      const orderNumber = values.orderNumber.trim();
      const { data } = await checkout({
        variables: {
          cartId,
          input: {
            ...shopper,
            ...(orderNumber ? { orderNumber } : {}),
            shippingAddress,
            billingAddress: values.sameAddress ? shippingAddress : addressInput(values.billingAddress),
          },
        },
      });
      const payload = requirePayload(data?.checkoutCart);
      if (payload.order && payload.userErrors.length === 0) {
        showToast(`Order ${orderName(payload.order)} placed`);
        await navigate(orderUrl(payload.order.id));
      }
      return {
        userErrors: payload.userErrors.map((error) => ({ ...error, field: toFormField(error.field) })),
      };
    },
  });
  const sameAddress = form.watch('sameAddress');
  const as = form.watch('as');
  // Name and email are asked only when not checking out as a customer.
  const contactRule = (label: string) => ({
    validate: (value: unknown) =>
      form.getValues('as') === 'customer' || String(value).trim() !== '' || `${label} is required`,
  });
  return (
    <FormDialog
      isOpen
      title="Checkout"
      submitText="Place order"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormField id="checkout-as" label="Check out as">
        <HTMLSelect id="checkout-as" {...form.register('as')} fill>
          <option value="guest">A guest</option>
          {session.customer && <option value="customer">Customer {session.customer.email}</option>}
          {session.member?.accounts.map((account) => (
            <option key={account.accountId} value={`account:${account.accountId}`}>
              Member {session.member?.username} for {account.accountName}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      {as !== 'customer' && (
        <fieldset className="cart-address">
          <legend>{as.startsWith('account:') ? 'Contact for the account order' : 'Guest shopper'}</legend>
          <TextField
            form={form}
            name="customer.name"
            id="checkout-name"
            label="Name"
            rules={contactRule('Name')}
          />
          <TextField
            form={form}
            name="customer.email"
            id="checkout-email"
            label="Email"
            rules={contactRule('Email')}
            type="email"
          />
        </fieldset>
      )}
      <TextField
        form={form}
        name="orderNumber"
        id="checkout-order-number"
        label="Order number"
        helperText="Left empty, the order gets the store's next number."
      />
      <AddressFields form={form} prefix="shippingAddress" legend="Shipping address" />
      <Checkbox
        label="Bill to the shipping address"
        checked={sameAddress}
        onChange={(event) => form.setValue('sameAddress', event.currentTarget.checked)}
      />
      {!sameAddress && <AddressFields form={form} prefix="billingAddress" legend="Billing address" />}
    </FormDialog>
  );
}
