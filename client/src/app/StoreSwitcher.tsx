import { HTMLSelect } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useAppMode, writeAppMode } from '../areas/stores/exports';
import { useHomeStoreQuery, useStoreListQuery } from '../graphql/generated';
import { showToast } from './toaster';

/** The provider's largest page: the switcher offers the first 100 stores (the list page has all). */
const SWITCHER_PAGE = { limit: 100, offset: 0 };
const OWN_STORE = '';

/**
 * The navbar's store switcher: picks the store of the organization the admin works in (preview
 * mode), then refetches everything on screen for that store. The organization's list holds the
 * caller's own store too: it is listed once, under its name, and choosing it leaves preview mode.
 */
export function StoreSwitcher() {
  const client = useApolloClient();
  const appMode = useAppMode();
  const [switching, setSwitching] = useState(false);
  const result = useStoreListQuery({ variables: { page: SWITCHER_PAGE } });
  const stores = result.dataState === 'complete' ? result.data.stores.items : [];
  const home = useHomeStoreQuery({ skip: stores.length === 0 });
  const homeStoreId = home.dataState === 'complete' ? (home.data.homeStoreId ?? null) : null;
  // No organization to switch in (a store-level key, or the provider does not list stores).
  if (result.error || (stores.length === 0 && !appMode)) return null;
  // Until the own store is known, it would be listed twice ("My store" and its name).
  if (home.loading) return null;

  const homeStore = stores.find((store) => store.id === homeStoreId);
  const switchTo = async (value: string) => {
    const store = value === OWN_STORE ? undefined : stores.find((candidate) => candidate.id === value);
    writeAppMode(
      store?.organizationId
        ? { mode: 'preview', organizationId: store.organizationId, storeId: store.id, storeName: store.name }
        : null,
    );
    setSwitching(true);
    try {
      // Everything cached belongs to the previous store.
      await client.resetStore();
      showToast(`Working in ${store?.name ?? homeStore?.name ?? 'your own store'}`, 'none');
    } finally {
      setSwitching(false);
    }
  };

  const others = stores.filter((store) => store !== homeStore);
  const options = [
    { value: OWN_STORE, label: homeStore?.name ?? 'My store' },
    ...others.map((store) => ({ value: store.id, label: store.name, disabled: !store.organizationId })),
  ];
  const previewed = appMode && appMode.storeId !== homeStore?.id ? appMode : null;
  if (previewed && !others.some((store) => store.id === previewed.storeId)) {
    options.push({ value: previewed.storeId, label: previewed.storeName, disabled: false });
  }

  return (
    <label className="store-switcher">
      <span className="store-switcher__label">Store</span>
      <HTMLSelect
        aria-label="Store"
        minimal
        disabled={switching}
        value={previewed?.storeId ?? OWN_STORE}
        options={options}
        onChange={(event) => void switchTo(event.currentTarget.value)}
      />
    </label>
  );
}
