import type { SubscriptionAction, SubscriptionState } from '../../graphql/generated';

/** Dates as the other pages show them. */
export const formatDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString() : '—';

export const STATE_INTENT: Record<SubscriptionState, 'success' | 'warning' | 'none'> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  CANCELED: 'none',
};

export const STATE_LABEL: Record<SubscriptionState, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  CANCELED: 'Canceled',
};

export const ACTION_LABEL: Record<SubscriptionAction, string> = {
  PAUSE: 'Pause',
  RESUME: 'Resume',
  CANCEL: 'Cancel subscription',
};

/** `MONTH`, 3 → `Every 3 months`. */
export function billingCycle(interval: string, frequency: number): string {
  const unit = interval.toLowerCase();
  return frequency === 1 ? `Every ${unit}` : `Every ${frequency} ${unit}s`;
}
