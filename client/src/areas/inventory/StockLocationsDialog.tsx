import type { Path } from 'react-hook-form';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { UnitsField } from './UnitsField';
import type { MutationFormResult } from '../../components/form/useMutationForm';
import type { UserErrorLike } from '../../components/form/userErrors';

export interface StockLocationsValues {
  /** One entry per store location; `held` says whether the stock is at the location now. */
  locations: { slug: string; available: string; held: boolean }[];
}

/** What `updateStockLocations` takes from the form: blank removes a held location, else left out. */
export function stockLocationLevels(
  values: StockLocationsValues,
): { slug: string; available: number | null }[] {
  return values.locations.flatMap((level): { slug: string; available: number | null }[] => {
    const typed = level.available.trim();
    if (typed !== '') return [{ slug: level.slug, available: Number(typed) }];
    return level.held ? [{ slug: level.slug, available: null }] : [];
  });
}

/** A location's slug is not typed here: an error about it shows under that location's units. */
const slugErrorOnUnits = (userError: UserErrorLike): UserErrorLike => {
  const [list, index, field] = userError.field ?? [];
  return list === 'locations' && index !== undefined && field === 'slug'
    ? { ...userError, field: ['locations', index, 'available'] }
    : userError;
};

/**
 * Sets the units available at each of the store's locations (`updateStockLocations`, the
 * multi-location stock record). Blank at a location that holds stock removes it from there.
 */
export function StockLocationsDialog({
  locations,
  onSubmit,
  onClose,
}: {
  /** The store's locations with the units available at each now (null: none held there). */
  locations: readonly { slug: string; name: string; available: number | null }[];
  onSubmit: (values: StockLocationsValues) => Promise<MutationFormResult<StockLocationsValues>>;
  onClose: () => void;
}) {
  // An error on the whole list (`["locations"]`) shows above the fields.
  const fieldNames: Path<StockLocationsValues>[] = locations.map(
    (_, index) => `locations.${index}.available` as const,
  );
  return (
    <MutationFormDialog<StockLocationsValues>
      title="Stock at locations"
      submitText="Save stock at locations"
      defaultValues={{
        locations: locations.map((location) => ({
          slug: location.slug,
          available: location.available === null ? '' : String(location.available),
          held: location.available !== null,
        })),
      }}
      fieldNames={fieldNames}
      submit={(values) => {
        if (stockLocationLevels(values).length === 0) {
          return Promise.resolve({
            userErrors: [
              { field: ['locations'], message: 'Enter the units available at one location or more' },
            ],
          });
        }
        return onSubmit(values).then((result) => ({
          ...result,
          userErrors: result.userErrors.map(slugErrorOnUnits),
        }));
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <p className="bp6-text-muted">
            Units available at each location; what is allocated there stays. Leave a location blank to remove
            its stock (refused while units are allocated there).
          </p>
          {locations.map((location, index) => (
            <UnitsField
              key={location.slug}
              form={form}
              name={`locations.${index}.available`}
              id={`level-${index}`}
              label={location.name}
            />
          ))}
        </>
      )}
    </MutationFormDialog>
  );
}
