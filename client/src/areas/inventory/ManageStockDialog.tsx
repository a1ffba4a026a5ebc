import type { Path } from 'react-hook-form';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { UnitsField } from './UnitsField';
import type { MutationFormResult } from '../../components/form/useMutationForm';

export interface ManageStockValues {
  quantity: string;
  /** One entry per store location, in the order given; blank leaves the location out. */
  locations: { slug: string; available: string }[];
}

/** The form fields a user error may point at: the quantity and each location's figure. */
export const manageStockFieldNames = (count: number): Path<ManageStockValues>[] => [
  'quantity',
  ...Array.from({ length: count }, (_, index) => `locations.${index}.available` as const),
];

/**
 * Starts managing a product's stock with a first quantity: single-location stock (`createStock`),
 * or, when units are put at one or more of the store's locations, multi-location stock
 * (`createLocatedStock`).
 */
export function ManageStockDialog({
  locations,
  onSubmit,
  onClose,
}: {
  /** The store's locations (slug and name); none: single-location stock only. */
  locations: readonly { slug: string; name: string }[];
  onSubmit: (values: ManageStockValues) => Promise<MutationFormResult<ManageStockValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<ManageStockValues>
      title="Manage stock"
      submitText="Start managing stock"
      defaultValues={{
        quantity: '0',
        locations: locations.map((location) => ({ slug: location.slug, available: '' })),
      }}
      fieldNames={manageStockFieldNames(locations.length)}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <UnitsField
            form={form}
            name="quantity"
            id="manage-quantity"
            label={locations.length > 0 ? 'Quantity not at a location' : 'Quantity in stock'}
            helperText="Units available now; later changes are stock transactions."
            required
          />
          {locations.length > 0 && (
            <p className="bp6-text-muted">
              Units put at a location make this multi-location stock; leave them blank for single-location
              stock.
            </p>
          )}
          {locations.map((location, index) => (
            <UnitsField
              key={location.slug}
              form={form}
              name={`locations.${index}.available`}
              id={`manage-location-${index}`}
              label={`At ${location.name}`}
            />
          ))}
        </>
      )}
    </MutationFormDialog>
  );
}
