import { HTMLSelect, Tag } from '@blueprintjs/core';
import { BankAccountIcon, FolderCloseIcon, StarIcon, TagIcon, type SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
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
  type CatalogueCategoryRowFragment,
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
import { legacyResource, type LegacyResourceTabData } from './legacyResource';
import { legacyItemUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { capitalize } from '../../format/text';

/**
 * One tab per legacy resource: each wires its generated hooks and form mapping (`legacyResource`)
 * into the shared LegacyResourceTab.
 */

const ENTRY_FORM = {
  valuesOf: entryFormValues,
  createInput: entryCreateInput,
  updateInput: entryUpdateInput,
};

const useBrands = legacyResource({
  list: { use: useLegacyBrandsQuery, name: 'LegacyBrands', rows: (data) => data.brands.items },
  create: { use: useCreateLegacyBrandMutation, payload: (data) => data.createBrand },
  update: { use: useUpdateLegacyBrandMutation, payload: (data) => data.updateBrand },
  remove: { use: useDeleteLegacyBrandMutation, payload: (data) => data.deleteBrand },
  form: ENTRY_FORM,
});

const useCollections = legacyResource({
  list: { use: useLegacyCollectionsQuery, name: 'LegacyCollections', rows: (data) => data.collections.items },
  create: { use: useCreateLegacyCollectionMutation, payload: (data) => data.createCollection },
  update: { use: useUpdateLegacyCollectionMutation, payload: (data) => data.updateCollection },
  remove: { use: useDeleteLegacyCollectionMutation, payload: (data) => data.deleteCollection },
  form: ENTRY_FORM,
});

// Any change to a category can reshape the tree, so every write refetches list and tree.
const useCategories = legacyResource({
  list: { use: useLegacyCategoriesQuery, name: 'LegacyCategories', rows: (data) => data.categories.items },
  create: { use: useCreateLegacyCategoryMutation, payload: (data) => data.createCategory },
  update: { use: useUpdateLegacyCategoryMutation, payload: (data) => data.updateCategory, refetch: true },
  remove: { use: useDeleteLegacyCategoryMutation, payload: (data) => data.deleteCategory },
  form: { valuesOf: categoryFormValues, createInput: categoryCreateInput, updateInput: categoryUpdateInput },
});

// Making one currency the default changes another, so writes refetch the whole list.
const useCurrencies = legacyResource({
  list: { use: useLegacyCurrenciesQuery, name: 'LegacyCurrencies', rows: (data) => data.currencies.items },
  create: { use: useCreateLegacyCurrencyMutation, payload: (data) => data.createCurrency },
  update: { use: useUpdateLegacyCurrencyMutation, payload: (data) => data.updateCurrency, refetch: true },
  remove: { use: useDeleteLegacyCurrencyMutation, payload: (data) => data.deleteCurrency },
  form: { valuesOf: currencyFormValues, createInput: currencyCreateInput, updateInput: currencyUpdateInput },
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

/** A brand or collection tab: the same columns and form, each row linking to its page. */
function EntryTab<TRow extends EntryRow>({
  tab,
  section,
  noun,
  icon,
}: {
  tab: LegacyResourceTabData<TRow, EntryFormValues>;
  section: 'brands' | 'collections';
  noun: 'brand' | 'collection';
  icon: ComponentType<SVGIconProps>;
}) {
  return (
    <LegacyResourceTab<TRow, EntryFormValues>
      {...tab}
      noun={noun}
      rowHref={(row) => legacyItemUrl(section, row.id)}
      title={capitalize(section)}
      icon={icon}
      columns={entryColumns<TRow>()}
      describe={(row) => row.name}
      fieldNames={ENTRY_FORM_FIELDS}
      renderFields={(form) => <EntryFields form={form} idPrefix={noun} />}
    />
  );
}

export function BrandsTab() {
  const { tab } = useBrands();
  return <EntryTab tab={tab} section="brands" noun="brand" icon={StarIcon} />;
}

export function CollectionsTab() {
  const { tab } = useCollections();
  return <EntryTab tab={tab} section="collections" noun="collection" icon={TagIcon} />;
}

export function CategoriesTab() {
  const { data, tab } = useCategories();
  const categories = tab.rows ?? [];
  const nameOf = (id: string | null) => categories.find((category) => category.id === id)?.name ?? '—';
  const columns: readonly ResourceColumn<CatalogueCategoryRowFragment>[] = [
    ...entryColumns<CatalogueCategoryRowFragment>().slice(0, 2),
    { id: 'parent', header: 'Parent', cell: (row) => (row.parentId ? nameOf(row.parentId) : '—') },
    ...entryColumns<CatalogueCategoryRowFragment>().slice(2),
  ];
  return (
    <LegacyResourceTab<CatalogueCategoryRowFragment, CategoryFormValues>
      {...tab}
      noun="category"
      rowHref={(row) => legacyItemUrl('categories', row.id)}
      title="Categories"
      icon={FolderCloseIcon}
      columns={columns}
      describe={(row) => row.name}
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
      aside={<CategoryTree branches={data?.categoryTree ?? []} />}
    />
  );
}

const CURRENCY_COLUMNS: readonly ResourceColumn<CatalogueCurrencyRowFragment>[] = [
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

export function CurrenciesTab() {
  const { tab } = useCurrencies();
  return (
    <LegacyResourceTab<CatalogueCurrencyRowFragment, CurrencyFormValues>
      {...tab}
      noun="currency"
      rowHref={(row) => legacyItemUrl('currencies', row.id)}
      title="Currencies"
      icon={BankAccountIcon}
      columns={CURRENCY_COLUMNS}
      describe={(row) => row.code}
      fieldNames={CURRENCY_FORM_FIELDS}
      renderFields={(form) => <CurrencyFields form={form} />}
    />
  );
}
