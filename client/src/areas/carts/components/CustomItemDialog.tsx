import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { payloadResult } from '../../../components/form/useMutationForm';
import { AmountField } from '../../../components/form/AmountField';
import { useAddCartCustomItemMutation } from '../../../graphql/generated';
import { decimalToMinorUnits } from '../../../format/money';
import { TextField } from '../../../components/form/TextField';
import { QuantityField } from './QuantityField';

interface CustomItemValues {
  name: string;
  sku: string;
  amount: string;
  quantity: string;
}

const FIELDS = ['name', 'sku', 'amount', 'quantity'] as const;

export interface CustomItemDialogProps {
  cartId: string;
  currency: string;
  onClose: () => void;
}

/** "Add custom item": a line priced by hand (price in major units, sent in minor units). */
export function CustomItemDialog({ cartId, currency, onClose }: CustomItemDialogProps) {
  const [addItem] = useAddCartCustomItemMutation();
  return (
    <MutationFormDialog<CustomItemValues>
      title="Add custom item"
      submitText="Add item"
      defaultValues={{ name: '', sku: '', amount: '', quantity: '1' }}
      fieldNames={FIELDS}
      submit={async (values) => {
        const sku = values.sku.trim();
        const { data } = await addItem({
          variables: {
            cartId,
            input: {
              name: values.name.trim(),
              ...(sku ? { sku } : {}),
              amount: decimalToMinorUnits(values.amount, currency) ?? 0,
              quantity: Number(values.quantity),
            },
          },
        });
        return payloadResult(data?.addCartCustomItem, { success: 'Custom item added', then: onClose });
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="custom-item-name" label="Name" required />
          <TextField form={form} name="sku" id="custom-item-sku" label="SKU" />
          <AmountField
            form={form}
            name="amount"
            id="custom-item-amount"
            label="Unit price"
            currency={currency}
            helperText="Tax included, e.g. 5.00"
            required
            invalidText="Enter a price such as 5.00"
          />
          <QuantityField form={form} name="quantity" id="custom-item-quantity" />
        </>
      )}
    </MutationFormDialog>
  );
}
