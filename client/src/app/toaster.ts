import { OverlayToaster, type Intent, type Toaster } from '@blueprintjs/core';

/** The spec's notification duration. */
export const TOAST_TIMEOUT_MS = 4000;

let toaster: Promise<Toaster> | undefined;

/** One toaster for the whole admin, created on first use (it renders into its own root). */
export function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: 'top', maxToasts: 3 });
  return toaster;
}

/** Shows a short notification for 4 seconds; for field problems use inline form errors instead. */
export function showToast(message: string, intent: Intent = 'success'): void {
  void getToaster().then((instance) => instance.show({ message, intent, timeout: TOAST_TIMEOUT_MS }));
}

/** Dismisses every notification on screen (tests start each case with none). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
