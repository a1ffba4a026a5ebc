/**
 * A list page's filters and sorts, declared once against the SDL: the filter bar's fields, the URL's
 * keys (`ListParamsConfig`) and the query's `filter` variable are all derived from one declaration
 * and from `graphql/list-filters.generated.ts` (what `npm run codegen` reads from the schema).
 *
 * ```ts
 * const CUSTOMER_LIST = defineList('customers', {
 *   filters: { email: { label: 'Email contains' }, name: { label: 'Name contains' } },
 *   sortFields: ['NAME', 'EMAIL'],
 * });
 * ```
 */
import type { EnumName } from '../../graphql/enums.generated';
import {
  LIST_FILTERS,
  LIST_SORT_FIELDS,
  LISTS,
  type ListFilterField,
} from '../../graphql/list-filters.generated';
import { ENUM_LABELS, enumLabelOf } from '../../format/labels';
import type { FilterField, FilterOption } from './FilterBar';
import type { ListParams, ListParamsConfig, ListSort } from './listParams';

/** A list field of `Query` that takes a filter input (`customers`, `products`...). */
export type ListName = keyof typeof LISTS;
type FilterInputOf<L extends ListName> = (typeof LIST_FILTERS)[(typeof LISTS)[L]['filter']];
/** The fields of the list's filter input, as the SDL declares them. */
export type SdlFilterField<L extends ListName> = keyof FilterInputOf<L> & string;
/** The values of the list's sort field enum; never for a list that does not sort. */
export type SdlSortField<L extends ListName> = (typeof LISTS)[L] extends {
  readonly sort: infer S extends keyof typeof LIST_SORT_FIELDS;
}
  ? (typeof LIST_SORT_FIELDS)[S][number]
  : never;

/** What a value-typed filter field carries, by the field's GraphQL scalar. */
interface ScalarValues {
  String: string;
  ID: string;
  Boolean: boolean;
  Int: number;
  Float: number;
}

/** The type of a field's compared value: an enum's values or the scalar's. */
type SdlValue<F> = F extends { readonly values: readonly (infer V)[] }
  ? V
  : F extends { readonly type: infer T }
    ? T extends keyof ScalarValues
      ? ScalarValues[T]
      : string
    : never;

/**
 * What a field of the SDL is sent as: a plain value as itself, an enum or a Boolean as `{ eq }`, a text
 * with `like` as `{ like }` (contains), another condition (an id) as `{ eq }`.
 */
type SdlCondition<F> = F extends { readonly kind: 'value' }
  ? SdlValue<F>
  : F extends { readonly values: readonly unknown[] } | { readonly type: 'Boolean' }
    ? { eq: SdlValue<F> }
    : F extends { readonly operators: readonly (infer O)[] }
      ? 'like' extends O
        ? { like: string }
        : { eq: string }
      : never;

/** A filter the SDL describes: its input and encoding follow from the filter input's field. */
export interface SdlFilterSpec<TField extends string> {
  /** The filter input's field; the URL key by default. */
  field?: TField;
  label: string;
  placeholder?: string;
  /** An enum select's "no filter" choice; "All" by default. */
  allLabel?: string;
  /** Yes/No labels of a Boolean field's select; "Yes" and "No" by default. */
  booleanLabels?: { true: string; false: string };
}

/** A filter the SDL cannot say (a calendar day, a range): the page's own input and encoding. */
export interface CustomFilterSpec<TPart> {
  /** A text box, a date picker (a `YYYY-MM-DD` day), or a select whose first option means "all". */
  input: 'text' | 'date' | { options: readonly FilterOption[] };
  label: string;
  placeholder?: string;
  /** The part of the filter for the URL's value (trimmed, never ''); undefined adds nothing. */
  encode: (value: string) => TPart | undefined;
}

type FilterSpec<L extends ListName> = SdlFilterSpec<SdlFilterField<L>> | CustomFilterSpec<object>;

/** What one declared filter adds to the query's `filter` variable. */
type FilterPartOf<L extends ListName, TKey, TSpec> = TSpec extends { encode: (value: string) => infer P }
  ? NonNullable<P>
  : TSpec extends { field: infer F extends SdlFilterField<L> }
    ? { [K in F]: SdlCondition<FilterInputOf<L>[K]> }
    : TKey extends SdlFilterField<L>
      ? { [K in TKey]: SdlCondition<FilterInputOf<L>[K]> }
      : never;

export interface ListDeclarationInput<
  L extends ListName,
  TFilters extends Record<string, FilterSpec<L>>,
  TSort extends SdlSortField<L>,
> {
  /** The filter bar's fields in order, by URL key; a key that is a field of the SDL needs no more. */
  filters?: TFilters & Record<string, FilterSpec<L>>;
  /** The columns the table sorts by, among the SDL's sort field values. */
  sortFields?: readonly TSort[];
  /** Applied when the URL names no sort; the provider's order otherwise. */
  defaultSort?: ListSort<TSort>;
}

/** A list page's filters and sorts, and what is derived from them. */
export interface ListDeclaration<TKey extends string, TSort extends string, TFilter> {
  /** The URL's filter keys and sort fields, for `useListParams` and URL builders. */
  config: ListParamsConfig<TKey, TSort>;
  /** The filter bar's fields. */
  fields: readonly FilterField<TKey>[];
  /** The query's `filter` variable for the URL's values; undefined when none applies. */
  filter: (values: Record<TKey, string>) => TFilter | undefined;
}

/** The query variables a declared list sends (besides a page's own, such as a parent's id). */
export interface ListVariables<TFilter, TSort extends string> {
  filter?: TFilter;
  sort?: ListSort<TSort>[];
  page: { limit: number; offset: number };
}

/** The list's variables for what the URL asks: its filter and sort (when there are any) and page. */
export function listVariables<TKey extends string, TSort extends string, TFilter>(
  declaration: ListDeclaration<TKey, TSort, TFilter>,
  params: ListParams<TKey, TSort>,
): ListVariables<TFilter, TSort> {
  const filter = declaration.filter(params.filters);
  return {
    ...(filter === undefined ? {} : { filter }),
    ...(params.sort ? { sort: [params.sort] } : {}),
    page: { limit: params.pageSize, offset: params.offset },
  };
}

function isEnumName(type: string): type is EnumName {
  return Object.hasOwn(ENUM_LABELS, type);
}

/** An enum's values in the order of its labels (the order sellers read), else the SDL's. */
function enumFilterOptions(field: ListFilterField, allLabel: string): FilterOption[] {
  const values = field.values ?? [];
  const { type } = field;
  const ordered = isEnumName(type)
    ? [
        ...Object.keys(ENUM_LABELS[type]).filter((value) => values.includes(value)),
        ...values.filter((value) => !Object.hasOwn(ENUM_LABELS[type], value)),
      ]
    : values;
  return [
    { value: '', label: allLabel },
    ...ordered.map((value) => ({ value, label: isEnumName(type) ? enumLabelOf(type, value) : value })),
  ];
}

/** How one filter is shown and encoded. */
interface DerivedFilter {
  field: FilterField<string>;
  encode: (value: string) => object | undefined;
}

function customFilter(key: string, spec: CustomFilterSpec<object>): DerivedFilter {
  const { input, label, placeholder } = spec;
  const field: FilterField<string> =
    input === 'text'
      ? { kind: 'text', key, label, placeholder }
      : input === 'date'
        ? { kind: 'date', key, label }
        : { kind: 'select', key, label, options: input.options };
  return { field, encode: spec.encode };
}

function sdlFilter(key: string, spec: SdlFilterSpec<string>, sdl: ListFilterField): DerivedFilter {
  const name = spec.field ?? key;
  const { label, placeholder } = spec;
  const wrap = (value: unknown) => ({ [name]: value });
  if (sdl.values) {
    const values = sdl.values;
    return {
      field: { kind: 'select', key, label, options: enumFilterOptions(sdl, spec.allLabel ?? 'All') },
      // A value the enum does not have (an old bookmark) filters nothing.
      encode: (value) =>
        values.includes(value) ? wrap(sdl.kind === 'value' ? value : { eq: value }) : undefined,
    };
  }
  if (sdl.type === 'Boolean') {
    const labels = spec.booleanLabels ?? { true: 'Yes', false: 'No' };
    return {
      field: {
        kind: 'select',
        key,
        label,
        options: [
          { value: '', label: spec.allLabel ?? 'All' },
          { value: 'true', label: labels.true },
          { value: 'false', label: labels.false },
        ],
      },
      encode: (value) => {
        if (value !== 'true' && value !== 'false') return undefined;
        return wrap(sdl.kind === 'value' ? value === 'true' : { eq: value === 'true' });
      },
    };
  }
  if (sdl.kind === 'value') {
    const numeric = sdl.type === 'Int' || sdl.type === 'Float';
    return {
      field: { kind: 'text', key, label, placeholder },
      encode: (value) => {
        if (!numeric) return wrap(value);
        const number = Number(value);
        return Number.isFinite(number) ? wrap(number) : undefined;
      },
    };
  }
  // Without `*` the gateway matches anywhere in the field (a contains match).
  const operator = sdl.operators.includes('like') ? 'like' : 'eq';
  return {
    field: { kind: 'text', key, label, placeholder },
    encode: (value) => wrap({ [operator]: value }),
  };
}

/** Merges filter parts: two conditions on one field (`{ ge }` and `{ lt }`) become one. */
function mergeParts(parts: readonly object[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      const before = filter[name];
      filter[name] = isMergeable(before) && isMergeable(value) ? { ...before, ...value } : (value as unknown);
    }
  }
  return filter;
}

function isMergeable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Declares a list page's filters (by URL key, in the bar's order) and sorts against the SDL's list
 * `list`: a key that names a field of the list's filter input derives its input and encoding from
 * the field's type (an enum: a select of its values with "All", sent as `{ eq }`; a text with `like`:
 * a "contains" box sent as `{ like }`; another condition: `{ eq }`; a plain value: the value); other
 * keys give their own `input` and `encode` (one that does neither throws when the page's module loads).
 */
export function defineList<
  L extends ListName,
  TFilters extends Record<string, FilterSpec<L>> = Record<never, never>,
  TSort extends SdlSortField<L> = never,
>(
  list: L,
  input: ListDeclarationInput<L, TFilters, TSort>,
): ListDeclaration<keyof TFilters & string, TSort, DeclaredFilter<L, TFilters>> {
  type TKey = keyof TFilters & string;
  const sdlFields: Readonly<Record<string, ListFilterField>> = LIST_FILTERS[LISTS[list].filter];
  const specs: [string, FilterSpec<L>][] = Object.entries(input.filters ?? {});
  const derived = specs.map(([key, spec]): DerivedFilter => {
    if ('encode' in spec) return customFilter(key, spec);
    const sdl = sdlFields[spec.field ?? key];
    if (!sdl) throw new Error(`${LISTS[list].filter} has no field ${spec.field ?? key}`);
    return sdlFilter(key, spec, sdl);
  });
  const keys = specs.map(([key]) => key as TKey);
  return {
    config: { filterKeys: keys, sortFields: input.sortFields ?? [], defaultSort: input.defaultSort },
    fields: derived.map((filter) => filter.field as FilterField<TKey>),
    filter: (values) => {
      const parts = derived.flatMap((filter, index) => {
        const value = (values[keys[index] as TKey] ?? '').trim();
        const part = value === '' ? undefined : filter.encode(value);
        return part === undefined ? [] : [part];
      });
      // The parts were typed one by one above (`DeclaredFilter`); merged, they are that filter.
      return parts.length > 0 ? (mergeParts(parts) as DeclaredFilter<L, TFilters>) : undefined;
    },
  };
}

/** The query's `filter` a declaration sends: each declared filter's part, any of them. */
export type DeclaredFilter<L extends ListName, TFilters> = [keyof TFilters] extends [never]
  ? never
  : Partial<UnionToIntersection<{ [K in keyof TFilters]: FilterPartOf<L, K, TFilters[K]> }[keyof TFilters]>>;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** A declaration's URL filter keys, e.g. for a URL builder's `filters`. */
export type ListFilterKey<D> = D extends ListDeclaration<infer K, string, unknown> ? K : never;
/** A declaration's sort fields, e.g. for its columns' `sortField`. */
export type ListSortField<D> = D extends ListDeclaration<string, infer S, unknown> ? S : never;

/** A list that the page neither filters nor sorts: only its page is kept in the URL. */
export const UNFILTERED_LIST: ListDeclaration<never, never, never> = {
  config: { filterKeys: [], sortFields: [] },
  fields: [],
  filter: () => undefined,
};
