import { Checkbox, HTMLSelect, Spinner } from '@blueprintjs/core';
import { EntityFormDialog, type EntityFormDialogProps } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { TextField } from '../../components/form/TextField';
import { useCatalogChoicesQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { CATALOG_FORM_FIELDS, checkedIds, type CatalogFormValues } from './catalogForms';

/** Creates or edits a catalog: name, description, hierarchy checkboxes and a price book picker. */
export function CatalogFormDialog(props: EntityFormDialogProps<CatalogFormValues>) {
  const choices = useCatalogChoicesQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EntityFormDialog<CatalogFormValues>
      {...props}
      fieldNames={CATALOG_FORM_FIELDS as unknown as readonly (keyof CatalogFormValues)[]}
    >
      {(form, errors) => {
        const data = completeData(choices);
        const { ref: hierarchyRef, ...hierarchyField } = form.register('hierarchyIds', {
          validate: (value) => checkedIds(value).length > 0 || 'Choose at least one hierarchy',
        });
        const priceBookError = fieldErrorMessage(errors.priceBookId) ?? formErrorFor(errors, 'priceBooks');
        return (
          <>
            <TextField form={form} name="name" id="catalog-name" label="Name" required />
            <TextField form={form} name="description" id="catalog-description" label="Description" rows={2} />
            <FormField
              id="catalog-hierarchies"
              label="Hierarchies"
              error={fieldErrorMessage(errors.hierarchyIds as Parameters<typeof fieldErrorMessage>[0])}
            >
              <div id="catalog-hierarchies" role="group" aria-label="Hierarchies">
                {!data && <Spinner size={16} aria-label="Loading hierarchies" />}
                {data?.hierarchies.items.map((hierarchy) => (
                  <Checkbox
                    key={hierarchy.id}
                    {...hierarchyField}
                    inputRef={hierarchyRef}
                    value={hierarchy.id}
                    label={hierarchy.name}
                  />
                ))}
              </div>
            </FormField>
            <FormField id="catalog-price-book" label="Price book" error={priceBookError}>
              <HTMLSelect
                id="catalog-price-book"
                fill
                {...form.register('priceBookId')}
                options={[
                  { value: '', label: 'No price book' },
                  ...(data?.priceBooks.items.map((book) => ({ value: book.id, label: book.name })) ?? []),
                ]}
              />
            </FormField>
          </>
        );
      }}
    </EntityFormDialog>
  );
}

function formErrorFor(errors: Record<string, unknown>, name: string): string | undefined {
  const error = errors[name] as { message?: string } | undefined;
  return error?.message || undefined;
}
