import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import { Link, Navigate, useParams } from 'react-router';
import { FactsPage, type FactsPageProps } from '../../components/detail/FactsPage';
import {
  useLegacyBrandQuery,
  useLegacyCategoryQuery,
  useLegacyCollectionQuery,
  useLegacyCurrencyQuery,
  type CatalogueBrandRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { formatDateTime } from '../../format/dates';
import { capitalize } from '../../format/text';
import { STATUS_LABELS } from './catalogueForms';
import { LEGACY_CATALOGUE_PATH, legacyItemUrl, type LegacyItemResource } from './urls';

const LISTS: Record<LegacyItemResource, { to: string; label: string }> = {
  brands: { to: `${LEGACY_CATALOGUE_PATH}/brands`, label: 'Brands' },
  categories: { to: `${LEGACY_CATALOGUE_PATH}/categories`, label: 'Categories' },
  collections: { to: `${LEGACY_CATALOGUE_PATH}/collections`, label: 'Collections' },
  currencies: { to: `${LEGACY_CATALOGUE_PATH}/currencies`, label: 'Currencies' },
};

const isItemResource = (value: string): value is LegacyItemResource => value in LISTS;

/** A legacy item read by id: its title and its facts, once loaded. */
function ItemFacts<TItem>({
  resource,
  noun,
  ...page
}: Omit<FactsPageProps<TItem>, 'back' | 'label'> & { resource: LegacyItemResource }) {
  return <FactsPage noun={noun} back={LISTS[resource]} label={`${capitalize(noun)} details`} {...page} />;
}

type Entry = Omit<CatalogueBrandRowFragment, '__typename'>;

const entryFacts = (entry: Entry): [string, ReactNode][] => [
  ['Slug', entry.slug],
  ['Status', <Tag intent={entry.status === 'LIVE' ? 'success' : 'none'}>{STATUS_LABELS[entry.status]}</Tag>],
  ['Description', entry.description || '—'],
  ['Updated', formatDateTime(entry.updatedAt)],
];

const entryName = (entry: Entry) => entry.name;

function BrandPage({ id }: { id: string }) {
  const result = useLegacyBrandQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <ItemFacts
      resource="brands"
      noun="brand"
      query={result}
      entity={completeData(result)?.brand}
      title={entryName}
      facts={entryFacts}
    />
  );
}

function CollectionPage({ id }: { id: string }) {
  const result = useLegacyCollectionQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <ItemFacts
      resource="collections"
      noun="collection"
      query={result}
      entity={completeData(result)?.collection}
      title={entryName}
      facts={entryFacts}
    />
  );
}

function CategoryPage({ id }: { id: string }) {
  const result = useLegacyCategoryQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <ItemFacts
      resource="categories"
      noun="category"
      query={result}
      entity={completeData(result)?.category}
      title={entryName}
      facts={(category) => [
        ...entryFacts(category),
        [
          'Parent',
          category.parentId ? (
            <Link to={legacyItemUrl('categories', category.parentId)}>Parent category</Link>
          ) : (
            'None (top level)'
          ),
        ],
      ]}
    />
  );
}

function CurrencyPage({ id }: { id: string }) {
  const result = useLegacyCurrencyQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <ItemFacts
      resource="currencies"
      noun="currency"
      query={result}
      entity={completeData(result)?.currency}
      title={(currency) => `${currency.name} (${currency.code})`}
      facts={(currency) => [
        ['Code', currency.code],
        ['Default', currency.isDefault ? 'Yes' : 'No'],
        ['Enabled', currency.enabled ? 'Yes' : 'No'],
        ['Exchange rate', String(currency.exchangeRate)],
        ['Format', currency.format],
        ['Decimal point', currency.decimalPoint],
        ['Thousand separator', currency.thousandSeparator || 'None'],
        ['Decimal places', String(currency.decimalPlaces)],
      ]}
    />
  );
}

/** `/legacy-catalogue/:resource/:id`: one brand, category, collection or currency, read by id. */
export function LegacyItemPage() {
  const { resource = '', id = '' } = useParams();
  if (!isItemResource(resource)) return <Navigate to={LEGACY_CATALOGUE_PATH} replace />;
  if (resource === 'brands') return <BrandPage id={id} />;
  if (resource === 'collections') return <CollectionPage id={id} />;
  if (resource === 'categories') return <CategoryPage id={id} />;
  return <CurrencyPage id={id} />;
}
