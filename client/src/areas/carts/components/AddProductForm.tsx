import { PlusIcon } from '@blueprintjs/icons';
import { emptiedOnSuccess, requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import { useAddCartProductItemMutation } from '../../../graphql/generated';
import { TextField } from '../../../components/form/TextField';
import { InlineForm } from '../../../components/form/InlineForm';
import { QuantityField } from './QuantityField';

interface AddProductValues {
  sku: string;
  quantity: string;
}

const FIELDS = ['sku', 'quantity'] as const;

const EMPTY: AddProductValues = { sku: '', quantity: '1' };

/** "Add product": a product by SKU and a quantity; an unknown SKU is refused under the field. */
export function AddProductForm({ cartId }: { cartId: string }) {
  const [addItem] = useAddCartProductItemMutation();
  const { form, ...mutationForm } = useMutationForm<AddProductValues>({
    defaultValues: EMPTY,
    fieldNames: FIELDS,
    submit: async (values) => {
      const { data } = await addItem({
        variables: { cartId, input: { sku: values.sku.trim(), quantity: Number(values.quantity) } },
      });
      return emptiedOnSuccess(requirePayload(data?.addCartProductItem).userErrors, EMPTY);
    },
  });
  return (
    <InlineForm
      className="cart-inline-form"
      label="Add product"
      mutationForm={mutationForm}
      submitText="Add product"
      submitIcon={<PlusIcon />}
    >
      <TextField
        form={form}
        name="sku"
        id="cart-add-sku"
        label="Product SKU"
        rules={{ validate: (value) => value.trim() !== '' || 'Enter a SKU' }}
        placeholder="e.g. TOTE-CANVAS"
      />
      <QuantityField form={form} name="quantity" id="cart-add-quantity" />
    </InlineForm>
  );
}
