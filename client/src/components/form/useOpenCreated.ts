import { useNavigate } from 'react-router';
import { showToast } from '../../app/toaster';
import { requirePayload } from './useMutationForm';
import type { UserErrorLike } from './userErrors';

export interface OpenCreatedOptions {
  /** The success toast, e.g. "Price book created". */
  message: string;
  /** The new item's page. */
  url: (id: string) => string;
}

/**
 * What every "Add ..." dialog does with a create mutation's payload: on success a toast and the new
 * item's page; otherwise the userErrors go back to the form, which shows them by field.
 */
export function useOpenCreated() {
  const navigate = useNavigate();
  return async (
    payload: { userErrors: readonly UserErrorLike[] } | null | undefined,
    created: { id: string } | null | undefined,
    { message, url }: OpenCreatedOptions,
  ): Promise<{ userErrors: readonly UserErrorLike[] }> => {
    const { userErrors } = requirePayload(payload);
    if (created && userErrors.length === 0) {
      showToast(message);
      await navigate(url(created.id));
    }
    return { userErrors };
  };
}
