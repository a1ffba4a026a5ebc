import type { SubscriptionState } from '../../graphql/generated';
import { ENUM_LABELS } from '../../format/labels';

export const STATE_INTENT: Record<SubscriptionState, 'success' | 'warning' | 'none'> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  CANCELED: 'none',
};

export const STATE_LABEL = ENUM_LABELS.SubscriptionState;

export const ACTION_LABEL = ENUM_LABELS.SubscriptionAction;

/** `MONTH`, 3 → `Every 3 months`. */
export function billingCycle(interval: string, frequency: number): string {
  const unit = interval.toLowerCase();
  return frequency === 1 ? `Every ${unit}` : `Every ${frequency} ${unit}s`;
}

/** A payment as the seller reads it: `Paid`, `Pending` or `Failed`. */
export function paymentStatus(payment: { success: boolean; pending: boolean }): string {
  if (payment.success) return 'Paid';
  return payment.pending ? 'Pending' : 'Failed';
}
