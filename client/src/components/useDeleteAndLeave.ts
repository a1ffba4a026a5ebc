import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { showToast } from '../app/toaster';
import type { UserErrorLike } from './form/userErrors';
import { toastMutationError } from './mutationError';
import { removeAfterUndoWindow } from './undo/undoWindow';

export interface DeleteAndLeaveOptions {
  /**
   * The toast shown when the seller confirms, with its Undo button, e.g. `Customer deleted`; with
   * `pending`, the toast shown once the delete is done.
   */
  success: string;
  /**
   * The Undo toast's text while the delete waits, e.g. `Deleting 'Blue mug'…`, as the lists' bulk
   * delete words it: the page then says `success` only once the provider has deleted it.
   */
  pending?: string;
  /** Where to go afterwards (the area's list). */
  listUrl: string;
  /** The deleted entity's cache object, hidden from lists at once and evicted once deleted. */
  entity?: { __typename: string; id: string };
  /** `ROOT_QUERY` fields (lists, lookups) to evict once deleted, e.g. `['customers']`. */
  rootFields: readonly string[];
}

/**
 * The detail page's delete, undoable: leaves for the list at once (the entity hidden there), shows
 * `success` with an Undo button, and sends `remove` (the mutation, returning its payload's
 * userErrors) only when the undo window ends, so closing the tab inside it deletes nothing. A refusal
 * then shows as a danger toast and the entity reappears; success evicts it and the list from the cache.
 */
export function useDeleteAndLeave({ success, pending, listUrl, entity, rootFields }: DeleteAndLeaveOptions) {
  const navigate = useNavigate();
  const client = useApolloClient();

  return async (remove: () => Promise<readonly UserErrorLike[]>): Promise<void> => {
    await navigate(listUrl, { replace: true });
    await removeAfterUndoWindow({
      keys: entity ? [entity.id] : [],
      message: pending ?? success,
      run: async () => {
        try {
          const problems = await remove();
          if (problems.length > 0) {
            showToast(problems.map((problem) => problem.message).join(' '), 'danger');
            return;
          }
        } catch (error) {
          toastMutationError(error);
          return;
        }
        if (entity) client.cache.evict({ id: client.cache.identify(entity) });
        for (const fieldName of rootFields) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
        client.cache.gc();
        if (pending) showToast(success);
      },
    });
  };
}
