import { InputGroup } from '@blueprintjs/core';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { type MutationFormOptions, requirePayload } from '../../../components/form/useMutationForm';
import { useAddCartCustomItemMutation } from '../../../graphql/generated';
import { showToast } from '../../../app/toaster';
import { decimalToMinorUnits } from '../../../format/money';
import { TextField } from '../../../components/form/TextField';

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
  const options: MutationFormOptions<CustomItemValues> = {
    defaultValues: { name: '', sku: '', amount: '', quantity: '1' },
    fieldNames: FIELDS,
    submit: async (values) => {
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
      const payload = requirePayload(data?.addCartCustomItem);
      if (payload.userErrors.length === 0) {
        showToast('Custom item added');
        onClose();
      }
      return { userErrors: payload.userErrors };
    },
  };
  return (
    <MutationFormDialog<CustomItemValues>
      title="Add custom item"
      submitText="Add item"
      onClose={onClose}
      {...options}
    >
      {(form, errors) => (
        <>
          <TextField form={form} name="name" id="custom-item-name" label="Name" required />
          <TextField form={form} name="sku" id="custom-item-sku" label="SKU" />
          <TextField
            form={form}
            name="amount"
            id="custom-item-amount"
            label={`Unit price (${currency})`}
            helperText="Tax included, e.g. 5.00"
            required
            rules={{
              validate: (value) =>
                decimalToMinorUnits(value, currency) !== null || 'Enter a price such as 5.00',
            }}
            inputMode="decimal"
          />
          <FormField id="custom-item-quantity" label="Quantity" error={fieldErrorMessage(errors.quantity)}>
            <InputGroup
              {...blueprintField(form, 'quantity', 'custom-item-quantity', {
                validate: (value) => /^[1-9]\d*$/.test(value.trim()) || 'Enter a whole number of at least 1',
              })}
              type="number"
              min={1}
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
