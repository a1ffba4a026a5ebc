import type { ReactNode } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { Link, Navigate, useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { PageHeader } from '../../components/PageHeader';
import {
  useLegacyBrandQuery,
  useLegacyCategoryQuery,
  useLegacyCollectionQuery,
  useLegacyCurrencyQuery,
  type CatalogueBrandRowFragment,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { STATUS_LABELS } from './catalogueForms';
import { LEGACY_CATALOGUE_PATH, legacyItemUrl, type LegacyItemResource } from './urls';
import './legacy-catalogue.css';

const LISTS: Record<LegacyItemResource, { to: string; label: string }> = {
  brands: { to: `${LEGACY_CATALOGUE_PATH}/brands`, label: 'Brands' },
  categories: { to: `${LEGACY_CATALOGUE_PATH}/categories`, label: 'Categories' },
  collections: { to: `${LEGACY_CATALOGUE_PATH}/collections`, label: 'Collections' },
  currencies: { to: `${LEGACY_CATALOGUE_PATH}/currencies`, label: 'Currencies' },
};

const isItemResource = (value: string): value is LegacyItemResource => value in LISTS;

/** Term and value pairs of a legacy resource. */
function Facts({ label, rows }: { label: string; rows: readonly [string, ReactNode][] }) {
  return (
    <Card>
      <dl className="legacy-item-facts" aria-label={label}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Entry = Omit<CatalogueBrandRowFragment, '__typename'>;

const entryFacts = (entry: Entry): [string, ReactNode][] => [
  ['Slug', entry.slug],
  ['Status', <Tag intent={entry.status === 'LIVE' ? 'success' : 'none'}>{STATUS_LABELS[entry.status]}</Tag>],
  ['Description', entry.description || '—'],
  ['Updated', formatDateTime(entry.updatedAt)],
];

function BrandPage({ id }: { id: string }) {
  const result = useLegacyBrandQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="brand"
      back={LISTS.brands}
      query={result}
      entity={result.dataState === 'complete' ? result.data.brand : undefined}
    >
      {(brand) => (
        <>
          <PageHeader title={brand.name} back={LISTS.brands} />
          <Facts label="Brand details" rows={entryFacts(brand)} />
        </>
      )}
    </DetailPage>
  );
}

function CollectionPage({ id }: { id: string }) {
  const result = useLegacyCollectionQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="collection"
      back={LISTS.collections}
      query={result}
      entity={result.dataState === 'complete' ? result.data.collection : undefined}
    >
      {(collection) => (
        <>
          <PageHeader title={collection.name} back={LISTS.collections} />
          <Facts label="Collection details" rows={entryFacts(collection)} />
        </>
      )}
    </DetailPage>
  );
}

function CategoryPage({ id }: { id: string }) {
  const result = useLegacyCategoryQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="category"
      back={LISTS.categories}
      query={result}
      entity={result.dataState === 'complete' ? result.data.category : undefined}
    >
      {(category) => (
        <>
          <PageHeader title={category.name} back={LISTS.categories} />
          <Facts
            label="Category details"
            rows={[
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
        </>
      )}
    </DetailPage>
  );
}

function CurrencyPage({ id }: { id: string }) {
  const result = useLegacyCurrencyQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="currency"
      back={LISTS.currencies}
      query={result}
      entity={result.dataState === 'complete' ? result.data.currency : undefined}
    >
      {(currency) => (
        <>
          <PageHeader title={`${currency.name} (${currency.code})`} back={LISTS.currencies} />
          <Facts
            label="Currency details"
            rows={[
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
        </>
      )}
    </DetailPage>
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
