import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { FormErrors } from '../../../components/form/FormErrors';
import { useMutationForm, requirePayload } from '../../../components/form/useMutationForm';
import { useAddCartProductItemMutation } from '../../../graphql/generated';
import { TextField } from '../../../components/form/TextField';
import { QuantityField } from './QuantityField';

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
      <QuantityField form={form} name="quantity" id="cart-add-quantity" />
      <Button type="submit" icon={<PlusIcon />} text="Add product" loading={submitting} />
    </form>
  );
}
