/**
 * Who the seller is signed in as for a checkout test: a customer (a customer token) or an account
 * member (one account-management token per account). Kept in the page's memory only: never in the
 * URL, storage or logs, and gone when the page closes.
 */
export interface ShopperSession {
  customer?: { customerId: string; email: string; token: string };
  member?: {
    memberId: string | null;
    username: string;
    accounts: readonly { accountId: string; accountName: string; token: string }[];
  };
}
