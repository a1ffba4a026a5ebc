import { showToast } from '../app/toaster';
import type { UserErrorLike } from './form/userErrors';
import { toastMutationError } from './mutationError';

/**
 * Runs a mutation outside a form: its userErrors become one danger toast, success the `success`
 * toast, and a thrown error (network, GraphQL) a danger toast too, or a warning when the change may
 * have been saved after all (mutationError.ts). Resolves to whether it succeeded.
 */
export async function toastMutation(
  run: () => Promise<readonly UserErrorLike[] | null | undefined>,
  success: string,
): Promise<boolean> {
  try {
    const problems = (await run()) ?? [];
    if (problems.length > 0) {
      showToast(problems.map((problem) => problem.message).join(' '), 'danger');
      return false;
    }
    showToast(success);
    return true;
  } catch (error) {
    toastMutationError(error);
    return false;
  }
}
