import type { ComponentType } from 'react';
import type { SVGIconProps } from '@blueprintjs/icons';
import type { FilterField } from './FilterBar';
import { ListEmptyState } from './ListEmptyState';
import type { ListParamsConfig } from './listParams';
import type { PagingState } from './listPager';
import { useListParams } from './useListParams';

type NameFilterKey = 'name';

const NAME_FILTER_CONFIG: ListParamsConfig<NameFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const NAME_FILTER_FIELDS: readonly FilterField<NameFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

/** A list filtered by name only, as `useNameFilter` keeps it in the URL. */
export interface NameFilter {
  /** The name typed, trimmed; empty when the list is not filtered. */
  name: string;
  /** The list query's variables: the name as a `like` filter, and the page. */
  variables: {
    filter: { name: { like: string } } | undefined;
    page: { limit: number; offset: number };
  };
  /** `ListPage`'s filter bar. */
  filter: {
    fields: readonly FilterField<NameFilterKey>[];
    values: Record<NameFilterKey, string>;
    onChange: (changes: Partial<Record<NameFilterKey, string>>) => void;
  };
  /** Where the list's page stands, for `listPager`. */
  paging: PagingState;
}

/**
 * A list page whose only filter is "Name contains" and that offers no sort (the provider's order):
 * the filter and the page kept in the URL by `useListParams`, and the list query's variables.
 */
export function useNameFilter(): NameFilter {
  const { params, setFilters, setPageSize, setOffset } = useListParams(NAME_FILTER_CONFIG);
  const name = params.filters.name.trim();
  return {
    name,
    variables: {
      filter: name ? { name: { like: name } } : undefined,
      page: { limit: params.pageSize, offset: params.offset },
    },
    filter: { fields: NAME_FILTER_FIELDS, values: params.filters, onChange: setFilters },
    paging: { params, setOffset, setPageSize },
  };
}

export interface NameFilterEmptyStateProps {
  /** The filter's name (`useNameFilter().name`); empty when the list is not filtered. */
  name: string;
  icon: ComponentType<SVGIconProps>;
  /** The list's items, e.g. `price books`: `No price books yet`, `No price books match this name`. */
  plural: string;
  /** What the unfiltered empty list says, e.g. `Price books you add appear here.` */
  description: string;
}

/** The empty table of a list filtered by name: nothing yet, or nothing of that name. */
export function NameFilterEmptyState({ name, ...rest }: NameFilterEmptyStateProps) {
  return <ListEmptyState {...rest} filtered={name !== ''} byName />;
}
