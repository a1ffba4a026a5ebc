import type { StoreTier } from '../../graphql/generated';

/** The spec's ten tiers with the provider's names (GraphQL enums cannot hold the hyphen of free-trial). */
export const STORE_TIER_NAMES: Readonly<Record<StoreTier, string>> = {
  DEVELOPMENT: 'development',
  PERFORMANCE: 'performance',
  PRODUCTION: 'production',
  ENTERPRISE: 'enterprise',
  FREE_TRIAL: 'free-trial',
  BASIC: 'basic',
  TRAINING: 'training',
  TIER5: 'tier5',
  TIER2: 'tier2',
  TIER1000: 'tier1000',
};

export const STORE_TIERS = Object.keys(STORE_TIER_NAMES) as StoreTier[];

export function isStoreTier(value: string): value is StoreTier {
  return (STORE_TIERS as string[]).includes(value);
}
