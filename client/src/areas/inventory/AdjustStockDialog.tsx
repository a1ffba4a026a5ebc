import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { REQUIRED_UNITS } from './unitsRules';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
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
      {(form, errors) => (
        <>
          <FormField
            id="stock-action"
            label="Action"
            error={fieldErrorMessage(errors.action)}
            helperText={multiLocation ? undefined : 'Set is offered for multi-location stock only.'}
          >
            <HTMLSelect
              id="stock-action"
              fill
              {...form.register('action')}
              options={Object.entries(ACTION_LABELS)
                .filter(([value]) => multiLocation || value !== 'SET')
                .map(([value, label]) => ({ value, label }))}
            />
          </FormField>
          <FormField id="stock-quantity" label="Quantity" error={fieldErrorMessage(errors.quantity)}>
            <InputGroup
              {...blueprintField(form, 'quantity', 'stock-quantity', REQUIRED_UNITS)}
              inputMode="numeric"
              aria-required
            />
          </FormField>
          {locations.length > 0 && (
            <FormField
              id="stock-location"
              label="Location"
              error={fieldErrorMessage(errors.location)}
              helperText={
                multiLocation ? undefined : 'Choosing a location makes this stock multi-location stock.'
              }
            >
              <HTMLSelect
                id="stock-location"
                fill
                {...form.register('location')}
                options={[
                  { value: '', label: 'Not at a location' },
                  ...locations.map((location) => ({ value: location.slug, label: location.name })),
                ]}
              />
            </FormField>
          )}
        </>
      )}
    </MutationFormDialog>
  );
}
