import { showToast } from '../app/toaster';
import { errorMessage, hasGatewayErrorCode } from '../graphql/errors';
import type { UserErrorLike } from './form/userErrors';

/**
 * Toasts a mutation that threw, and returns its message. A write whose outcome is unknown
 * (OUTCOME_UNKNOWN: the provider got it but its answer was lost) is a warning, not a failure: the
 * gateway's message tells the seller to check whether it was saved before trying again, since
 * sending it again blindly could make a second record. Nothing in the admin retries a mutation.
 */
export function toastMutationError(error: unknown): string {
  const message = errorMessage(error);
  showToast(message, hasGatewayErrorCode(error, 'OUTCOME_UNKNOWN') ? 'warning' : 'danger');
  return message;
}

/** Whether a thrown mutation error is one the seller must check on before trying again. */
export const outcomeUnknown = (error: unknown) => hasGatewayErrorCode(error, 'OUTCOME_UNKNOWN');

/**
 * Whether a payload's userErrors say the write may have happened: the gateway answers a write cut
 * off mid-way in its payload (OUTCOME_UNKNOWN), so the other aliases of a batch keep their results.
 */
export const outcomeUnknownIn = (userErrors: readonly UserErrorLike[]) =>
  userErrors.some((problem) => problem.code === 'OUTCOME_UNKNOWN');
