import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { UserErrorLike } from './form/userErrors';
import { toastMutation } from './toastMutation';

export interface DeleteAndLeaveOptions {
  /** The toast shown once the entity is gone, e.g. `Customer deleted`. */
  success: string;
  /** Where to go afterwards (the area's list). */
  listUrl: string;
  /** The deleted entity's cache object, evicted after leaving. */
  entity?: { __typename: string; id: string };
  /** `ROOT_QUERY` fields (lists, lookups) to evict after leaving, e.g. `['customers']`. */
  rootFields: readonly string[];
  /** Runs when the delete fails (user errors or a thrown error): usually closes the confirm dialog. */
  onFailure: () => void;
}

/**
 * The detail page's delete: runs `remove` (the mutation, returning its payload's userErrors), shows
 * them as a danger toast, or on success toasts, leaves for the list and evicts the entity and the
 * list from the cache. Eviction waits until the page is left, or its own query would refetch the
 * deleted entity.
 */
export function useDeleteAndLeave({
  success,
  listUrl,
  entity,
  rootFields,
  onFailure,
}: DeleteAndLeaveOptions) {
  const navigate = useNavigate();
  const client = useApolloClient();

  return async (remove: () => Promise<readonly UserErrorLike[]>): Promise<void> => {
    if (!(await toastMutation(remove, success))) {
      onFailure();
      return;
    }
    await navigate(listUrl, { replace: true });
    if (entity) client.cache.evict({ id: client.cache.identify(entity) });
    for (const fieldName of rootFields) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
  };
}
