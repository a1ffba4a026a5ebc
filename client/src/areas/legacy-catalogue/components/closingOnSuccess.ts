import { showToast } from '../../../app/toaster';
import type { MutationFormResult } from '../../../components/form/useMutationForm';

/**
 * A dialog's submit that toasts `message` and closes the dialog once the change is saved; a refusal
 * keeps it open with the errors shown.
 */
export function closingOnSuccess<TValues>(
  run: (values: TValues) => Promise<MutationFormResult<TValues>>,
  message: string,
  close: () => void,
) {
  return async (values: TValues) => {
    const result = await run(values);
    if (result.userErrors.length === 0) {
      showToast(message);
      close();
    }
    return result;
  };
}
