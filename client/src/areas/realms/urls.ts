// The realms area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const REALMS_PATH = '/realms';

/** The realm list, optionally filtered by name and paged. */
export function realmListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(REALMS_PATH, params);
}

/** A realm with its profiles and users (users paged in the query string). */
export function realmUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${REALMS_PATH}/${encodeURIComponent(id)}`, params);
}

/** A realm user with their password profile credentials. */
export function realmUserUrl(realmId: string, userId: string): string {
  return `${REALMS_PATH}/${encodeURIComponent(realmId)}/users/${encodeURIComponent(userId)}`;
}

/** The store's merchant realm mappings (the realm sellers sign in to). */
export const MERCHANT_REALM_MAPPINGS_PATH = `${REALMS_PATH}/merchant-realm-mappings`;

/** One merchant realm mapping, with its store prefix editor. */
export function merchantRealmMappingUrl(id: string): string {
  return `${MERCHANT_REALM_MAPPINGS_PATH}/${encodeURIComponent(id)}`;
}
