import { InputGroup } from '@blueprintjs/core';
import type { Path } from 'react-hook-form';
import { OPTIONAL_UNITS } from './unitsRules';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import type { MutationFormResult } from '../../components/form/useMutationForm';

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
  const fieldNames: Path<StockLocationsValues>[] = [
    ...locations.flatMap((_, index) => [
      `locations.${index}.available` as const,
      `locations.${index}.slug` as const,
    ]),
  ];
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
        return onSubmit(values);
      }}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <p className="bp6-text-muted">
            Units available at each location; what is allocated there stays. Leave a location blank to remove
            its stock (refused while units are allocated there).
          </p>
          {locations.map((location, index) => (
            <FormField
              key={location.slug}
              id={`level-${index}`}
              label={location.name}
              error={fieldErrorMessage(
                errors.locations?.[index]?.available ?? errors.locations?.[index]?.slug,
              )}
            >
              <InputGroup
                {...blueprintField(
                  form,
                  `locations.${index}.available` as const,
                  `level-${index}`,
                  OPTIONAL_UNITS,
                )}
                inputMode="numeric"
              />
            </FormField>
          ))}
        </>
      )}
    </MutationFormDialog>
  );
}
