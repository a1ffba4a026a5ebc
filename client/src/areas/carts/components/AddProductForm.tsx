import { Button, InputGroup } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, requirePayload } from '../../../components/form/useMutationForm';
import { useAddCartProductItemMutation } from '../../../graphql/generated';
import { TextField } from '../../../components/form/TextField';

interface AddProductValues {
  sku: string;
  quantity: string;
}

const FIELDS = ['sku', 'quantity'] as const;

/** "Add product": a product by SKU and a quantity; an unknown SKU is refused under the field. */
export function AddProductForm({ cartId }: { cartId: string }) {
  const [addItem] = useAddCartProductItemMutation();
  const { form, onSubmit, formErrors, submitting } = useMutationForm<AddProductValues>({
    defaultValues: { sku: '', quantity: '1' },
    fieldNames: FIELDS,
    submit: async (values) => {
      const { data } = await addItem({
        variables: { cartId, input: { sku: values.sku.trim(), quantity: Number(values.quantity) } },
      });
      const payload = requirePayload(data?.addCartProductItem);
      return {
        userErrors: payload.userErrors,
        ...(payload.userErrors.length === 0 ? { savedValues: { sku: '', quantity: '1' } } : {}),
      };
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="cart-inline-form"
      noValidate
      aria-label="Add product"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormErrors messages={formErrors} />
      <TextField
        form={form}
        name="sku"
        id="cart-add-sku"
        label="Product SKU"
        rules={{ validate: (value) => value.trim() !== '' || 'Enter a SKU' }}
        placeholder="e.g. TOTE-CANVAS"
      />
      <FormField id="cart-add-quantity" label="Quantity" error={fieldErrorMessage(errors.quantity)}>
        <InputGroup
          {...blueprintField(form, 'quantity', 'cart-add-quantity', {
            validate: (value) => /^[1-9]\d*$/.test(value.trim()) || 'Enter a whole number of at least 1',
          })}
          type="number"
          min={1}
        />
      </FormField>
      <Button type="submit" icon={<PlusIcon />} text="Add product" loading={submitting} />
    </form>
  );
}
