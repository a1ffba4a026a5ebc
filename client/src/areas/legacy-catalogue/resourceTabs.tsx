import { HTMLSelect, Tag } from '@blueprintjs/core';
import { BankAccountIcon, FolderCloseIcon, StarIcon, TagIcon } from '@blueprintjs/icons';
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
import { formatDateTime } from '../../format/dates';

/**
 * One tab per legacy resource: each wires its generated hooks and form mapping into the shared
 * LegacyResourceTab. Lists show the first 100 items, more than stores keep of these resources.
 */

const FIRST_PAGE = { page: { limit: 100, offset: 0 } };
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

export function BrandsTab() {
  const query = useLegacyBrandsQuery({
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  // Only complete results are shown; a partial (streamed) answer would render half-empty rows.
  const data = query.dataState === 'complete' ? query.data : undefined;
  const refetch = { refetchQueries: ['LegacyBrands'], awaitRefetchQueries: true };
  const [createBrand] = useCreateLegacyBrandMutation(refetch);
  const [updateBrand] = useUpdateLegacyBrandMutation();
  const [deleteBrand] = useDeleteLegacyBrandMutation(refetch);
  return (
    <LegacyResourceTab<CatalogueBrandRowFragment, EntryFormValues>
      noun="brand"
      rowHref={(row) => legacyItemUrl('brands', row.id)}
      title="Brands"
      icon={StarIcon}
      rows={data?.brands.items}
      loading={loading}
      error={error}
      columns={entryColumns<CatalogueBrandRowFragment>()}
      describe={(row) => row.name}
      valuesOf={entryFormValues}
      fieldNames={ENTRY_FORM_FIELDS}
      renderFields={(form) => <EntryFields form={form} idPrefix="brand" />}
      create={async (values) => {
        const result = await createBrand({ variables: { input: entryCreateInput(values) } });
        const payload = requirePayload(result.data?.createBrand);
        return { userErrors: payload.userErrors };
      }}
      update={async (row, values) => {
        const result = await updateBrand({
          variables: { id: row.id, input: entryUpdateInput(entryFormValues(row), values) },
        });
        const payload = requirePayload(result.data?.updateBrand);
        return { userErrors: payload.userErrors };
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
  const data = query.dataState === 'complete' ? query.data : undefined;
  const refetch = { refetchQueries: ['LegacyCollections'], awaitRefetchQueries: true };
  const [createCollection] = useCreateLegacyCollectionMutation(refetch);
  const [updateCollection] = useUpdateLegacyCollectionMutation();
  const [deleteCollection] = useDeleteLegacyCollectionMutation(refetch);
  return (
    <LegacyResourceTab<CatalogueCollectionRowFragment, EntryFormValues>
      noun="collection"
      rowHref={(row) => legacyItemUrl('collections', row.id)}
      title="Collections"
      icon={TagIcon}
      rows={data?.collections.items}
      loading={loading}
      error={error}
      columns={entryColumns<CatalogueCollectionRowFragment>()}
      describe={(row) => row.name}
      valuesOf={entryFormValues}
      fieldNames={ENTRY_FORM_FIELDS}
      renderFields={(form) => <EntryFields form={form} idPrefix="collection" />}
      create={async (values) => {
        const result = await createCollection({ variables: { input: entryCreateInput(values) } });
        const payload = requirePayload(result.data?.createCollection);
        return { userErrors: payload.userErrors };
      }}
      update={async (row, values) => {
        const result = await updateCollection({
          variables: { id: row.id, input: entryUpdateInput(entryFormValues(row), values) },
        });
        const payload = requirePayload(result.data?.updateCollection);
        return { userErrors: payload.userErrors };
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
  const data = query.dataState === 'complete' ? query.data : undefined;
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
        const result = await createCategory({ variables: { input: categoryCreateInput(values) } });
        const payload = requirePayload(result.data?.createCategory);
        return { userErrors: payload.userErrors };
      }}
      update={async (row, values) => {
        const result = await updateCategory({
          variables: { id: row.id, input: categoryUpdateInput(categoryFormValues(row), values) },
        });
        const payload = requirePayload(result.data?.updateCategory);
        return { userErrors: payload.userErrors };
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
  const data = query.dataState === 'complete' ? query.data : undefined;
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
        const result = await createCurrency({ variables: { input: currencyCreateInput(values) } });
        const payload = requirePayload(result.data?.createCurrency);
        return { userErrors: payload.userErrors };
      }}
      update={async (row, values) => {
        const result = await updateCurrency({
          variables: { id: row.id, input: currencyUpdateInput(currencyFormValues(row), values) },
        });
        const payload = requirePayload(result.data?.updateCurrency);
        return { userErrors: payload.userErrors };
      }}
      remove={async (row) =>
        (await deleteCurrency({ variables: { id: row.id } })).data?.deleteCurrency.userErrors ?? []
      }
    />
  );
}
