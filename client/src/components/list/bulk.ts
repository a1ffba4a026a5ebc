import { useApolloClient } from '@apollo/client/react';
import type { ComponentType } from 'react';
import type { DocumentNode } from 'graphql';
import pLimit from 'p-limit';
import { errorMessage } from '../../graphql/errors';
import type { UserErrorLike } from '../form/userErrors';
import { outcomeUnknown, outcomeUnknownIn } from '../mutationError';
import { MAX_OFFSET } from './listParams';

/**
 * How many of a bulk action's mutations are in flight at once: enough to finish 1,000 rows in
 * seconds, few enough to stay inside the gateway's per-store rate budget beside the seller's other
 * tabs (the gateway queues, then refuses, above it).
 */
export const BULK_CONCURRENCY = 4;

/** Rows per request when loading every matching row (the provider's largest page). */
export const BULK_PAGE_SIZE = 100;

/** The provider serves no page beyond offset 10,000: the most rows a list can reach. */
export const BULK_MAX_ROWS = MAX_OFFSET + BULK_PAGE_SIZE;

/** One page of a list as its query answers it. */
export interface RowPage<TRow> {
  readonly items: readonly TRow[];
  readonly pageInfo: { readonly total: number };
}

/** The list as it is filtered and sorted now, page by page (select all matching, CSV export). */
export interface PagedSource<TRow> {
  loadPage(page: { offset: number; limit: number }): Promise<RowPage<TRow>>;
}

/**
 * A list's query as a `PagedSource`: the same document and variables with another page, read from
 * the network (the cache holds only the pages the seller has seen). The generated documents are
 * untyped: `pick`'s parameter type names the query's data.
 */
export function usePagedSource<TData, TVariables extends { page?: unknown }, TRow>(
  document: DocumentNode,
  variables: TVariables,
  pick: (data: TData) => RowPage<TRow>,
): PagedSource<TRow> {
  const client = useApolloClient();
  return {
    async loadPage(page) {
      const { data } = await client.query<TData>({
        query: document,
        variables: { ...variables, page },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The server returned no result.');
      return pick(data);
    },
  };
}

export interface LoadProgress {
  loaded: number;
  /** Every matching row, as the first page said; the load stops at BULK_MAX_ROWS. */
  total: number;
}

/** Loads every matching row, page by page, reporting progress; stops early when `signal` aborts. */
export async function loadAllRows<TRow>(
  source: PagedSource<TRow>,
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  let total = Infinity;
  for (let offset = 0; offset < Math.min(total, BULK_MAX_ROWS) && !signal.aborted; offset += BULK_PAGE_SIZE) {
    const page = await source.loadPage({ offset, limit: BULK_PAGE_SIZE });
    total = page.pageInfo.total;
    rows.push(...page.items);
    onProgress({ loaded: rows.length, total });
    if (page.items.length < BULK_PAGE_SIZE) break;
  }
  return rows;
}

/** Changes one row; resolves to the mutation's userErrors (empty when it worked). */
export type BulkRowRun<TRow> = (row: TRow) => Promise<readonly UserErrorLike[]>;

/** What an action's parameters step is given inside the bulk dialog. */
export interface BulkPrepareProps<TRow> {
  /** The values were valid: runs `run` over the chosen rows. */
  onReady: (run: BulkRowRun<TRow>) => void;
  onCancel: () => void;
}

/**
 * An action's parameters step: a small form in the bulk dialog (fields validated inline) whose
 * submit hands over the run for the values typed. Built with `withParameters` (BulkParameters.tsx).
 */
export type BulkPrepare<TRow> = ComponentType<BulkPrepareProps<TRow>>;

interface BulkActionBase {
  id: string;
  /** The button's text, e.g. "Delete" or "Set status to live". */
  label: string;
  /** Past tense for the summary, e.g. "deleted". */
  done: string;
  /**
   * Removals ask first, then wait out the undo window with the rows hidden; nothing is sent before
   * it ends.
   */
  removes?: boolean;
}

/**
 * A change a list offers for its selected rows: either it runs as it is (`run`), or it asks for
 * parameters first (`prepare`, e.g. which node to add the products to) and runs with them.
 */
export type BulkAction<TRow> = BulkActionBase &
  ({ run: BulkRowRun<TRow>; prepare?: never } | { prepare: BulkPrepare<TRow>; run?: never });

export interface BulkFailure<TRow> {
  row: TRow;
  reason: string;
  /** The provider may have made the change after all (its answer was lost). */
  unknown: boolean;
}

export interface BulkOutcome<TRow> {
  succeeded: number;
  failed: BulkFailure<TRow>[];
  /** Rows never tried because the seller stopped the run. */
  skipped: number;
}

/**
 * Runs `action` over `rows`, BULK_CONCURRENCY at a time, reporting each finished row. Stopping
 * (`signal`) lets running mutations finish and starts no more.
 */
export async function runBulkAction<TRow>(
  rows: readonly TRow[],
  action: { run: BulkRowRun<TRow> },
  onSettled: (finished: number) => void,
  signal: AbortSignal,
): Promise<BulkOutcome<TRow>> {
  const limit = pLimit(BULK_CONCURRENCY);
  const outcome: BulkOutcome<TRow> = { succeeded: 0, failed: [], skipped: 0 };
  let finished = 0;
  const settle = () => {
    finished += 1;
    onSettled(finished);
  };
  await Promise.all(
    rows.map((row) =>
      limit(async () => {
        if (signal.aborted) {
          outcome.skipped += 1;
          return;
        }
        try {
          const problems = await action.run(row);
          if (problems.length === 0) outcome.succeeded += 1;
          else
            outcome.failed.push({
              row,
              reason: problems.map((p) => p.message).join(' '),
              unknown: outcomeUnknownIn(problems),
            });
        } catch (error) {
          outcome.failed.push({ row, reason: errorMessage(error), unknown: outcomeUnknown(error) });
        }
        settle();
      }),
    ),
  );
  return outcome;
}

/**
 * The bulk Delete of a list: `remove` sends one row's delete mutation and gives its payload (whose
 * userErrors say why a row could not be deleted). It waits out the undo window like every removal.
 */
export function deleteAction<TRow>(
  remove: (row: TRow) => Promise<{ readonly userErrors: readonly UserErrorLike[] } | null | undefined>,
): BulkAction<TRow> {
  return {
    id: 'delete',
    label: 'Delete',
    done: 'deleted',
    removes: true,
    run: async (row) => (await remove(row))?.userErrors ?? [],
  };
}

/** A list fetched whole (no pager) as a `PagedSource`: its rows are all there already. */
export function rowsSource<TRow>(rows: readonly TRow[] | undefined): PagedSource<TRow> {
  return {
    loadPage: ({ offset, limit }) =>
      Promise.resolve({
        items: (rows ?? []).slice(offset, offset + limit),
        pageInfo: { total: rows?.length ?? 0 },
      }),
  };
}
