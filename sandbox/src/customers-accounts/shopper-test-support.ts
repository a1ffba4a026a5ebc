import { DEMO_STORE_ID } from '../core/seed';
import { defaultRealmIds, SEEDED_PASSWORD_PROFILE_ID } from './realms';

/** Test helpers (not a test file) of the customers and accounts tests. */

/** The demo store's seeded realms and the account realm's password profile. */
export const SEEDED_REALMS = {
  ...defaultRealmIds(DEMO_STORE_ID),
  accountPasswordProfile: SEEDED_PASSWORD_PROFILE_ID,
};
