// The accounts area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const ACCOUNTS_PATH = '/accounts';

/** The account list, optionally filtered by name and legal name and paged. */
export function accountListUrl(
  params: { filters?: { name?: string; legalName?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(ACCOUNTS_PATH, params);
}

/** An account with its addresses, tags and members. */
export function accountUrl(id: string): string {
  return `${ACCOUNTS_PATH}/${encodeURIComponent(id)}`;
}

/** The store's account tags, each edited or deleted in a dialog. */
export function accountTagsUrl(): string {
  return `${ACCOUNTS_PATH}/tags`;
}

/** An account member with the accounts they belong to. */
export function accountMemberUrl(id: string): string {
  return `${ACCOUNTS_PATH}/members/${encodeURIComponent(id)}`;
}

/** One membership of an account: the member in that account. */
export function accountMembershipUrl(accountId: string, membershipId: string): string {
  return `${accountUrl(accountId)}/memberships/${encodeURIComponent(membershipId)}`;
}
