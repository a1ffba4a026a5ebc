import { Checkbox, InputGroup } from '@blueprintjs/core';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '../../../app/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, requirePayload } from '../../../components/form/useMutationForm';
import { useCheckoutCartMutation, type CheckoutAddressInput } from '../../../graphql/generated';
import { orderUrl } from '../../orders/urls';

type AddressValues = Record<keyof typeof ADDRESS_LABELS, string>;

export interface CheckoutValues {
  customer: { name: string; email: string };
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
  ...ADDRESS_KEYS.map((key) => `shippingAddress.${key}` as const),
  ...ADDRESS_KEYS.map((key) => `billingAddress.${key}` as const),
];

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
      {ADDRESS_KEYS.map((key) => {
        const id = `checkout-${prefix}-${key}`;
        const name = `${prefix}.${key}` as const;
        return (
          <FormField
            key={key}
            id={id}
            label={ADDRESS_LABELS[key]}
            error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
          >
            <InputGroup
              {...blueprintField(form, name, id, {
                validate: (value) => String(value).trim() !== '' || `${ADDRESS_LABELS[key]} is required`,
              })}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}

/** "Checkout": a guest (name and email) and the addresses; on success the new order opens. */
export function CheckoutDialog({ cartId, onClose }: { cartId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [checkout] = useCheckoutCartMutation({
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' }),
  });
  const { form, onSubmit, formErrors, submitting } = useMutationForm<CheckoutValues>({
    defaultValues: {
      customer: { name: '', email: '' },
      sameAddress: true,
      shippingAddress: EMPTY_ADDRESS,
      billingAddress: EMPTY_ADDRESS,
    },
    fieldNames: FIELDS,
    submit: async (values) => {
      const shippingAddress = addressInput(values.shippingAddress);
      const { data } = await checkout({
        variables: {
          cartId,
          input: {
            customer: { name: values.customer.name.trim(), email: values.customer.email.trim() },
            shippingAddress,
            billingAddress: values.sameAddress ? shippingAddress : addressInput(values.billingAddress),
          },
        },
      });
      const payload = requirePayload(data?.checkoutCart);
      if (payload.order && payload.userErrors.length === 0) {
        showToast('Order placed');
        await navigate(orderUrl(payload.order.id));
      }
      return { userErrors: payload.userErrors };
    },
  });
  const { errors } = form.formState;
  const sameAddress = form.watch('sameAddress');
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
      <fieldset className="cart-address">
        <legend>Guest shopper</legend>
        <FormField id="checkout-name" label="Name" error={fieldErrorMessage(errors.customer?.name)}>
          <InputGroup
            {...blueprintField(form, 'customer.name', 'checkout-name', {
              validate: (value) => String(value).trim() !== '' || 'Name is required',
            })}
          />
        </FormField>
        <FormField id="checkout-email" label="Email" error={fieldErrorMessage(errors.customer?.email)}>
          <InputGroup
            {...blueprintField(form, 'customer.email', 'checkout-email', {
              validate: (value) => String(value).trim() !== '' || 'Email is required',
            })}
            type="email"
          />
        </FormField>
      </fieldset>
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
