import { useAuth } from '../auth/authStore';
import { useAppMode } from '../areas/stores/exports';
import { useHomeStoreQuery, useStoreListQuery, type StoreListQuery } from '../graphql/generated';

/** The provider's largest page: the switcher offers the first 100 stores (the list page has all). */
const SWITCHER_PAGE = { limit: 100, offset: 0 };

type ListedStore = StoreListQuery['stores']['items'][number];

export interface WorkingStore {
  /** The organization's stores; empty without an organization (a store-level key). */
  stores: readonly ListedStore[];
  /** The caller's own store among them, once known. */
  homeStore: ListedStore | undefined;
  /** Still finding out which store is the caller's own. */
  loading: boolean;
  /** The store list could not be read: there is no organization to switch in. */
  failed: boolean;
  /** The name of the store the admin works in (the previewed one, else the own one), when known. */
  name: string | null;
}

/**
 * The store the admin works in, from the organization's store list and the caller's home store id:
 * the navbar's switcher and the document title read it through the same (cached) queries.
 */
export function useWorkingStore(): WorkingStore {
  const { hasAccount } = useAuth();
  const appMode = useAppMode();
  const result = useStoreListQuery({ variables: { page: SWITCHER_PAGE }, skip: !hasAccount });
  const stores = result.dataState === 'complete' ? result.data.stores.items : [];
  const home = useHomeStoreQuery({ skip: stores.length === 0 });
  const homeStoreId = home.dataState === 'complete' ? (home.data.homeStoreId ?? null) : null;
  const homeStore = stores.find((store) => store.id === homeStoreId);
  return {
    stores,
    homeStore,
    loading: home.loading,
    failed: Boolean(result.error),
    name: appMode?.storeName ?? homeStore?.name ?? null,
  };
}
