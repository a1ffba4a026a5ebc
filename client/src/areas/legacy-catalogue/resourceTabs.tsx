import { HTMLSelect, Tag } from '@blueprintjs/core';
import { BankAccountIcon, FolderCloseIcon, StarIcon, TagIcon } from '@blueprintjs/icons';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateLegacyBrandMutation,
  useCreateLegacyCategoryMutation,
  useCreateLegacyCollectionMutation,
  useCreateLegacyCurrencyMutation,
  useDeleteLegacyBrandMutation,
  useDeleteLegacyCategoryMutation,
  useDeleteLegacyCollectionMutation,
  useDeleteLegacyCurrencyMutation,
  useLegacyBrandsQuery,
  useLegacyCategoriesQuery,
  useLegacyCollectionsQuery,
  useLegacyCurrenciesQuery,
  useUpdateLegacyBrandMutation,
  useUpdateLegacyCategoryMutation,
  useUpdateLegacyCollectionMutation,
  useUpdateLegacyCurrencyMutation,
  type CatalogueBrandRowFragment,
  type CatalogueCategoryRowFragment,
  type CatalogueCollectionRowFragment,
  type CatalogueCurrencyRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import {
  CATEGORY_FORM_FIELDS,
  CURRENCY_FORM_FIELDS,
  ENTRY_FORM_FIELDS,
  STATUS_LABELS,
  categoryCreateInput,
  categoryFormValues,
  categoryUpdateInput,
  currencyCreateInput,
  currencyFormValues,
  currencyUpdateInput,
  entryCreateInput,
  entryFormValues,
  entryUpdateInput,
  type CategoryFormValues,
  type CurrencyFormValues,
  type EntryFormValues,
} from './catalogueForms';
import { CategoryTree } from './components/CategoryTree';
import { CurrencyFields } from './components/CurrencyFields';
import { EntryFields } from './components/EntryFields';
import { LegacyResourceTab } from './components/LegacyResourceTab';
import { legacyItemUrl } from './urls';
import { requirePayload } from '../../components/form/useMutationForm';
import type { UserErrorLike } from '../../components/form/userErrors';
import { formatDateTime } from '../../format/dates';

/**
 * One tab per legacy resource: each wires its generated hooks and form mapping into the shared
 * LegacyResourceTab. Lists show the first 100 items, more than stores keep of these resources.
 */

const FIRST_PAGE = { page: { limit: 100, offset: 0 } };

/** A create or update payload as the tab's form reads it: its userErrors (no payload throws). */
const userErrorsOf = (payload: { userErrors: readonly UserErrorLike[] } | null | undefined) => ({
  userErrors: requirePayload(payload).userErrors,
});

interface EntryRow {
  id: string;
  name: string;
  slug: string;
  status: keyof typeof STATUS_LABELS;
  updatedAt: string | null;
}

function entryColumns<TRow extends EntryRow>(): readonly ResourceColumn<TRow>[] {
  return [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'slug', header: 'Slug', cell: (row) => row.slug },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <Tag intent={row.status === 'LIVE' ? 'success' : 'none'}>{STATUS_LABELS[row.status]}</Tag>
      ),
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      cell: (row) => formatDateTime(row.updatedAt),
    },
  ];
}

/** What the brand and collection tabs share: their columns, their form, the link to each row's page. */
function entryTab<TRow extends EntryRow>(section: 'brands' | 'collections', noun: 'brand' | 'collection') {
  return {
    noun,
    rowHref: (row: TRow) => legacyItemUrl(section, row.id),
    columns: entryColumns<TRow>(),
    describe: (row: TRow) => row.name,
    valuesOf: entryFormValues,
    fieldNames: ENTRY_FORM_FIELDS,
    renderFields: (form: UseFormReturn<EntryFormValues>) => <EntryFields form={form} idPrefix={noun} />,
  };
}

export function BrandsTab() {
  const query = useLegacyBrandsQuery({
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  // Only complete results are shown; a partial (streamed) answer would render half-empty rows.
  const data = completeData(query);
  const refetch = { refetchQueries: ['LegacyBrands'], awaitRefetchQueries: true };
  const [createBrand] = useCreateLegacyBrandMutation(refetch);
  const [updateBrand] = useUpdateLegacyBrandMutation();
  const [deleteBrand] = useDeleteLegacyBrandMutation(refetch);
  return (
    <LegacyResourceTab<CatalogueBrandRowFragment, EntryFormValues>
      {...entryTab<CatalogueBrandRowFragment>('brands', 'brand')}
      title="Brands"
      icon={StarIcon}
      rows={data?.brands.items}
      loading={loading}
      error={error}
      create={async (values) => {
        const { data } = await createBrand({ variables: { input: entryCreateInput(values) } });
        return userErrorsOf(data?.createBrand);
      }}
      update={async (row, values) => {
        const { data } = await updateBrand({
          variables: { id: row.id, input: entryUpdateInput(entryFormValues(row), values) },
        });
        return userErrorsOf(data?.updateBrand);
      }}
      remove={async (row) =>
        (await deleteBrand({ variables: { id: row.id } })).data?.deleteBrand.userErrors ?? []
      }
    />
  );
}

export function CollectionsTab() {
  const query = useLegacyCollectionsQuery({
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  const data = completeData(query);
  const refetch = { refetchQueries: ['LegacyCollections'], awaitRefetchQueries: true };
  const [createCollection] = useCreateLegacyCollectionMutation(refetch);
  const [updateCollection] = useUpdateLegacyCollectionMutation();
  const [deleteCollection] = useDeleteLegacyCollectionMutation(refetch);
  return (
    <LegacyResourceTab<CatalogueCollectionRowFragment, EntryFormValues>
      {...entryTab<CatalogueCollectionRowFragment>('collections', 'collection')}
      title="Collections"
      icon={TagIcon}
      rows={data?.collections.items}
      loading={loading}
      error={error}
      create={async (values) => {
        const { data } = await createCollection({ variables: { input: entryCreateInput(values) } });
        return userErrorsOf(data?.createCollection);
      }}
      update={async (row, values) => {
        const { data } = await updateCollection({
          variables: { id: row.id, input: entryUpdateInput(entryFormValues(row), values) },
        });
        return userErrorsOf(data?.updateCollection);
      }}
      remove={async (row) =>
        (await deleteCollection({ variables: { id: row.id } })).data?.deleteCollection.userErrors ?? []
      }
    />
  );
}

export function CategoriesTab() {
  const query = useLegacyCategoriesQuery({
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  const data = completeData(query);
  // Any change to a category can reshape the tree, so every write refetches list and tree.
  const refetch = { refetchQueries: ['LegacyCategories'], awaitRefetchQueries: true };
  const [createCategory] = useCreateLegacyCategoryMutation(refetch);
  const [updateCategory] = useUpdateLegacyCategoryMutation(refetch);
  const [deleteCategory] = useDeleteLegacyCategoryMutation(refetch);
  const categories = data?.categories.items ?? [];
  const nameOf = (id: string | null) => categories.find((category) => category.id === id)?.name ?? '—';
  const columns: readonly ResourceColumn<CatalogueCategoryRowFragment>[] = [
    ...entryColumns<CatalogueCategoryRowFragment>().slice(0, 2),
    { id: 'parent', header: 'Parent', cell: (row) => (row.parentId ? nameOf(row.parentId) : '—') },
    ...entryColumns<CatalogueCategoryRowFragment>().slice(2),
  ];
  return (
    <LegacyResourceTab<CatalogueCategoryRowFragment, CategoryFormValues>
      noun="category"
      rowHref={(row) => legacyItemUrl('categories', row.id)}
      title="Categories"
      icon={FolderCloseIcon}
      rows={data?.categories.items}
      loading={loading}
      error={error}
      columns={columns}
      describe={(row) => row.name}
      valuesOf={categoryFormValues}
      fieldNames={CATEGORY_FORM_FIELDS}
      renderFields={(form) => (
        <>
          <EntryFields form={form} idPrefix="category" />
          <FormField id="category-parent" label="Parent category">
            <HTMLSelect
              id="category-parent"
              {...form.register('parentId')}
              options={[
                { value: '', label: 'None (top level)' },
                ...categories.map((category) => ({ value: category.id, label: category.name })),
              ]}
            />
          </FormField>
        </>
      )}
      create={async (values) => {
        const { data } = await createCategory({ variables: { input: categoryCreateInput(values) } });
        return userErrorsOf(data?.createCategory);
      }}
      update={async (row, values) => {
        const { data } = await updateCategory({
          variables: { id: row.id, input: categoryUpdateInput(categoryFormValues(row), values) },
        });
        return userErrorsOf(data?.updateCategory);
      }}
      remove={async (row) =>
        (await deleteCategory({ variables: { id: row.id } })).data?.deleteCategory.userErrors ?? []
      }
      aside={<CategoryTree branches={data?.categoryTree ?? []} />}
    />
  );
}

export function CurrenciesTab() {
  const query = useLegacyCurrenciesQuery({
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  const data = completeData(query);
  // Making one currency the default changes another, so writes refetch the whole list.
  const refetch = { refetchQueries: ['LegacyCurrencies'], awaitRefetchQueries: true };
  const [createCurrency] = useCreateLegacyCurrencyMutation(refetch);
  const [updateCurrency] = useUpdateLegacyCurrencyMutation(refetch);
  const [deleteCurrency] = useDeleteLegacyCurrencyMutation(refetch);
  const columns: readonly ResourceColumn<CatalogueCurrencyRowFragment>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (row) => (
        <>
          {row.code} {row.isDefault && <Tag intent="primary">Default</Tag>}
        </>
      ),
    },
    { id: 'format', header: 'Format', cell: (row) => row.format },
    { id: 'exchangeRate', header: 'Exchange rate', cell: (row) => String(row.exchangeRate) },
    { id: 'decimalPlaces', header: 'Decimals', cell: (row) => String(row.decimalPlaces) },
    { id: 'enabled', header: 'Enabled', cell: (row) => (row.enabled ? 'Yes' : 'No') },
  ];
  return (
    <LegacyResourceTab<CatalogueCurrencyRowFragment, CurrencyFormValues>
      noun="currency"
      rowHref={(row) => legacyItemUrl('currencies', row.id)}
      title="Currencies"
      icon={BankAccountIcon}
      rows={data?.currencies.items}
      loading={loading}
      error={error}
      columns={columns}
      describe={(row) => row.code}
      valuesOf={currencyFormValues}
      fieldNames={CURRENCY_FORM_FIELDS}
      renderFields={(form) => <CurrencyFields form={form} />}
      create={async (values) => {
        const { data } = await createCurrency({ variables: { input: currencyCreateInput(values) } });
        return userErrorsOf(data?.createCurrency);
      }}
      update={async (row, values) => {
        const { data } = await updateCurrency({
          variables: { id: row.id, input: currencyUpdateInput(currencyFormValues(row), values) },
        });
        return userErrorsOf(data?.updateCurrency);
      }}
      remove={async (row) =>
        (await deleteCurrency({ variables: { id: row.id } })).data?.deleteCurrency.userErrors ?? []
      }
    />
  );
}
