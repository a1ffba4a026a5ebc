import type { ReactNode } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { errorMessage } from '../../graphql/errors';
import { nonIdealStateIcon } from '../nonIdealStateIcon';
import { PageHeader } from '../PageHeader';
import { capitalize } from '../../format/text';

/** The part of a query result the page gate reads (any generated `use…Query` result fits). */
export interface DetailQueryState {
  loading: boolean;
  error?: unknown;
}

export interface DetailPageProps<TEntity> {
  /**
   * What the page shows, as in running text: `customer`, `price book`, `Custom API`. It names the
   * spinner (`Loading customer`), the error (`Could not load the customer`), the error page's title
   * (`Customer`) and the not-found title (`Customer not found`).
   */
  noun: string;
  /** The list the page belongs to; the error page links back to it and so does not found. */
  back: { to: string; label: string };
  query: DetailQueryState;
  /** The loaded entity; null or undefined once loaded means not found. */
  entity: TEntity | null | undefined;
  /** Not-found texts other than `It may have been deleted.` and `Back to <list label>`. */
  notFound?: { description?: string; link?: string };
  /** The page once the entity is there (usually an editor keyed on it). */
  children: (entity: TEntity) => ReactNode;
}

/**
 * The detail page's load: a spinner until the entity arrives, the error with a way back when it
 * cannot, "not found" when the server has none, else `children(entity)`. A cached entity is shown
 * while `cache-and-network` refreshes it, and a failed refresh does not hide it.
 */
export function DetailPage<TEntity>({
  noun,
  back,
  query,
  entity,
  notFound,
  children,
}: DetailPageProps<TEntity>) {
  if (query.loading && !entity) return <Spinner className="page-spinner" aria-label={`Loading ${noun}`} />;
  if (query.error && !entity) {
    return (
      <>
        <PageHeader title={capitalize(noun)} back={back} />
        <Callout intent="danger" title={`Could not load the ${noun}`} role="alert">
          {errorMessage(query.error)}
        </Callout>
      </>
    );
  }
  if (!entity) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title={`${capitalize(noun)} not found`}
        description={notFound?.description ?? 'It may have been deleted.'}
        action={<Link to={back.to}>{notFound?.link ?? `Back to ${back.label.toLowerCase()}`}</Link>}
      />
    );
  }
  return children(entity);
}
