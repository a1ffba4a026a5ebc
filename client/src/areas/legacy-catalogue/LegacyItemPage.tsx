import type { ComponentType, ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import { Link, Navigate, useParams } from 'react-router';
import type { DetailQueryState } from '../../components/detail/DetailPage';
import { FactsPage } from '../../components/detail/FactsPage';
import type { FactsTableProps } from '../../components/detail/FactsTable';
import { useDetailQuery, type DetailQueryOptions } from '../../components/detail/useDetailQuery';
import {
  useLegacyBrandQuery,
  useLegacyCategoryQuery,
  useLegacyCollectionQuery,
  useLegacyCurrencyQuery,
  type CatalogueBrandRowFragment,
} from '../../graphql/generated';
import { completeData, type DataStateResult } from '../../graphql/queryData';
import { formatDateTime } from '../../format/dates';
import { capitalize } from '../../format/text';
import { STATUS_LABELS } from './catalogueForms';
import { LEGACY_CATALOGUE_PATH, legacyItemUrl, type LegacyItemResource } from './urls';

/** One kind of item page: its query by id, the item in the answer and what shows of it. */
interface ItemKind<TData, TItem> {
  useQuery: (options: DetailQueryOptions) => DataStateResult<TData> & DetailQueryState;
  item: (data: TData) => TItem | null | undefined;
  title: (item: TItem) => string;
  facts: (item: TItem) => FactsTableProps['rows'];
}

/** A legacy item's page, read by the route's id: its title and its facts, once loaded. */
function itemPage<TData, TItem>(resource: LegacyItemResource, noun: string, kind: ItemKind<TData, TItem>) {
  return function ItemPage() {
    const result = useDetailQuery(kind.useQuery);
    const data = completeData(result);
    return (
      <FactsPage
        noun={noun}
        back={{ to: `${LEGACY_CATALOGUE_PATH}/${resource}`, label: capitalize(resource) }}
        label={`${capitalize(noun)} details`}
        query={result}
        entity={data && kind.item(data)}
        title={kind.title}
        facts={kind.facts}
      />
    );
  };
}

type Entry = Omit<CatalogueBrandRowFragment, '__typename'>;

const entryFacts = (entry: Entry): [string, ReactNode][] => [
  ['Slug', entry.slug],
  ['Status', <Tag intent={entry.status === 'LIVE' ? 'success' : 'none'}>{STATUS_LABELS[entry.status]}</Tag>],
  ['Description', entry.description || '—'],
  ['Updated', formatDateTime(entry.updatedAt)],
];

/** What brand, collection and category pages show alike. */
const ENTRY_VIEW = { title: (entry: Entry) => entry.name, facts: entryFacts };

const ITEM_PAGES: Record<LegacyItemResource, ComponentType> = {
  brands: itemPage('brands', 'brand', {
    useQuery: useLegacyBrandQuery,
    item: (data) => data.brand,
    ...ENTRY_VIEW,
  }),
  collections: itemPage('collections', 'collection', {
    useQuery: useLegacyCollectionQuery,
    item: (data) => data.collection,
    ...ENTRY_VIEW,
  }),
  categories: itemPage('categories', 'category', {
    useQuery: useLegacyCategoryQuery,
    item: (data) => data.category,
    title: ENTRY_VIEW.title,
    facts: (category) => [
      ...entryFacts(category),
      [
        'Parent',
        category.parentId ? (
          <Link to={legacyItemUrl('categories', category.parentId)}>Parent category</Link>
        ) : (
          'None (top level)'
        ),
      ],
    ],
  }),
  currencies: itemPage('currencies', 'currency', {
    useQuery: useLegacyCurrencyQuery,
    item: (data) => data.currency,
    title: (currency) => `${currency.name} (${currency.code})`,
    facts: (currency) => [
      ['Code', currency.code],
      ['Default', currency.isDefault ? 'Yes' : 'No'],
      ['Enabled', currency.enabled ? 'Yes' : 'No'],
      ['Exchange rate', String(currency.exchangeRate)],
      ['Format', currency.format],
      ['Decimal point', currency.decimalPoint],
      ['Thousand separator', currency.thousandSeparator || 'None'],
      ['Decimal places', String(currency.decimalPlaces)],
    ],
  }),
};

const isItemResource = (value: string): value is LegacyItemResource => Object.hasOwn(ITEM_PAGES, value);

/** `/legacy-catalogue/:resource/:id`: one brand, category, collection or currency, read by id. */
export function LegacyItemPage() {
  const { resource = '' } = useParams();
  if (!isItemResource(resource)) return <Navigate to={LEGACY_CATALOGUE_PATH} replace />;
  const ItemPage = ITEM_PAGES[resource];
  return <ItemPage />;
}
