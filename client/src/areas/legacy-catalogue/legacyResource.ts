import type { FieldValues } from 'react-hook-form';
import { requirePayload, type PayloadLike } from '../../components/form/useMutationForm';
import { completeData, type DataStateResult } from '../../graphql/queryData';
import type { LegacyResourceTabProps } from './components/LegacyResourceTab';

/** Lists show the first 100 items, more than stores keep of these resources. */
const FIRST_PAGE = { page: { limit: 100, offset: 0 } };

/** A generated list query hook, e.g. `useLegacyBrandsQuery`, as a tab runs it. */
type ListQueryHook<TData> = (options: {
  variables: typeof FIRST_PAGE;
  fetchPolicy: 'cache-and-network';
}) => DataStateResult<TData> & { loading: boolean; error?: unknown };

/**
 * A generated mutation hook, e.g. `useDeleteLegacyBrandMutation`, as these writes call it: with the
 * list to refetch, then the mutation with its variables.
 */
type MutationHook<TData, TVariables> = (options?: {
  refetchQueries: string[];
  awaitRefetchQueries: boolean;
}) => readonly [(options: { variables: TVariables }) => Promise<{ data?: TData | null }>, ...unknown[]];

/** One write: its generated hook and the payload in its answer, e.g. `(data) => data.createBrand`. */
interface Write<TData, TVariables> {
  use: MutationHook<TData, TVariables>;
  payload: (data: TData) => PayloadLike | null | undefined;
}

/** A resource's form: its values from a row (blank without one) and the inputs made from them. */
interface ResourceForm<TRow, TValues, TCreateInput, TUpdateInput> {
  valuesOf: (row?: TRow) => TValues;
  createInput: (values: TValues) => TCreateInput;
  /** Only what changed between `before` (the row's values) and `after`. */
  updateInput: (before: TValues, after: TValues) => TUpdateInput;
}

/** What the hook reads and writes, as `LegacyResourceTab` takes it. */
export type LegacyResourceTabData<TRow extends { id: string }, TValues extends FieldValues> = Pick<
  LegacyResourceTabProps<TRow, TValues>,
  'rows' | 'loading' | 'error' | 'create' | 'update' | 'remove'
> & { valuesOf: (row?: TRow) => TValues };

/**
 * One legacy resource's list query and its create, update and delete, made one hook: the list's
 * first 100 items, shown once complete; each write answers with its payload's userErrors (a missing
 * payload throws). Returns the tab's props and the list query's data.
 */
export function legacyResource<
  TList,
  TFormRow,
  TRow extends TFormRow & { id: string },
  TValues extends FieldValues,
  TCreate,
  TCreateInput,
  TUpdate,
  TUpdateInput,
  TDelete,
>(operations: {
  /** The list query, refetched after every create and delete. */
  list: { use: ListQueryHook<TList>; name: string; rows: (data: TList) => readonly TRow[] };
  create: Write<TCreate, { input: TCreateInput }>;
  /** `refetch` when an edit can change other rows too (a tree, the default currency). */
  update: Write<TUpdate, { id: string; input: TUpdateInput }> & { refetch?: boolean };
  remove: Write<TDelete, { id: string }>;
  /** Its rows need only what the form reads (brands and collections share one form). */
  form: ResourceForm<TFormRow, TValues, TCreateInput, TUpdateInput>;
}) {
  const { list, create, update, remove, form } = operations;
  return function useLegacyResource() {
    const query = list.use({ variables: FIRST_PAGE, fetchPolicy: 'cache-and-network' });
    // Only complete results are shown; a partial (streamed) answer would render half-empty rows.
    const data = completeData(query);
    const refetch = { refetchQueries: [list.name], awaitRefetchQueries: true };
    const [createRow] = create.use(refetch);
    const [updateRow] = update.use(update.refetch ? refetch : undefined);
    const [removeRow] = remove.use(refetch);
    const tab: LegacyResourceTabData<TRow, TValues> = {
      rows: data && list.rows(data),
      loading: query.loading,
      error: query.error,
      valuesOf: form.valuesOf,
      create: async (values) => {
        const { data } = await createRow({ variables: { input: form.createInput(values) } });
        return { userErrors: requirePayload(data && create.payload(data)).userErrors };
      },
      update: async (row, values) => {
        const input = form.updateInput(form.valuesOf(row), values);
        const { data } = await updateRow({ variables: { id: row.id, input } });
        return { userErrors: requirePayload(data && update.payload(data)).userErrors };
      },
      remove: async (row) => {
        const { data } = await removeRow({ variables: { id: row.id } });
        return (data && remove.payload(data))?.userErrors ?? [];
      },
    };
    return { data, tab };
  };
}
