import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { UnitsField } from './UnitsField';
import { SelectField } from '../../components/form/SelectField';
import type { MutationFormResult } from '../../components/form/useMutationForm';
import type { StockTransactionAction } from '../../graphql/generated';
import { ENUM_LABELS } from '../../format/labels';

export interface AdjustStockValues {
  action: StockTransactionAction;
  quantity: string;
  location: string;
}

const FIELDS = ['action', 'quantity', 'location'] as const;

export const ACTION_LABELS = ENUM_LABELS.StockTransactionAction;

export interface AdjustStockDialogProps {
  /** Multi-location stock also offers `Set`; single-location stock's API has no such action. */
  multiLocation: boolean;
  /** Location slugs and names to choose from; the first choice is "no location". */
  locations: readonly { slug: string; name: string }[];
  onSubmit: (values: AdjustStockValues) => Promise<MutationFormResult<AdjustStockValues>>;
  onClose: () => void;
}

/** Records one stock transaction; the provider's refusals (too few available) show under Quantity. */
export function AdjustStockDialog({ multiLocation, locations, onSubmit, onClose }: AdjustStockDialogProps) {
  return (
    <MutationFormDialog<AdjustStockValues>
      title="Adjust stock"
      submitText="Record adjustment"
      defaultValues={{ action: 'INCREMENT', quantity: '', location: '' }}
      fieldNames={FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="action"
            id="stock-action"
            label="Action"
            helperText={multiLocation ? undefined : 'Set is offered for multi-location stock only.'}
            fill
            options={Object.entries(ACTION_LABELS)
              .filter(([value]) => multiLocation || value !== 'SET')
              .map(([value, label]) => ({ value, label }))}
          />
          <UnitsField form={form} name="quantity" id="stock-quantity" label="Quantity" required />
          {locations.length > 0 && (
            <SelectField
              form={form}
              name="location"
              id="stock-location"
              label="Location"
              helperText={
                multiLocation ? undefined : 'Choosing a location makes this stock multi-location stock.'
              }
              fill
              blankOption="Not at a location"
              options={locations.map((location) => ({ value: location.slug, label: location.name }))}
            />
          )}
        </>
      )}
    </MutationFormDialog>
  );
}
