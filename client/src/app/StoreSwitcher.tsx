import { HTMLSelect } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useAppMode, writeAppMode } from '../areas/stores/exports';
import { useStoreListQuery } from '../graphql/generated';
import { showToast } from './toaster';

/** The provider's largest page: the switcher offers the first 100 stores (the list page has all). */
const SWITCHER_PAGE = { limit: 100, offset: 0 };
const OWN_STORE = '';

/**
 * The navbar's store switcher: picks the store of the organization the admin works in (preview
 * mode), then refetches everything on screen for that store.
 */
export function StoreSwitcher() {
  const client = useApolloClient();
  const appMode = useAppMode();
  const [switching, setSwitching] = useState(false);
  const result = useStoreListQuery({ variables: { page: SWITCHER_PAGE } });
  const stores = result.dataState === 'complete' ? result.data.stores.items : [];
  // No organization to switch in (a store-level key, or the provider does not list stores).
  if (result.error || (stores.length === 0 && !appMode)) return null;

  const switchTo = async (storeId: string) => {
    const store = stores.find((candidate) => candidate.id === storeId);
    writeAppMode(
      store?.organizationId
        ? { mode: 'preview', organizationId: store.organizationId, storeId: store.id, storeName: store.name }
        : null,
    );
    setSwitching(true);
    try {
      // Everything cached belongs to the previous store.
      await client.resetStore();
      showToast(store ? `Working in ${store.name}` : 'Working in your own store', 'none');
    } finally {
      setSwitching(false);
    }
  };

  const options = [
    { value: OWN_STORE, label: 'My store' },
    ...stores.map((store) => ({ value: store.id, label: store.name, disabled: !store.organizationId })),
  ];
  if (appMode && !stores.some((store) => store.id === appMode.storeId)) {
    options.push({ value: appMode.storeId, label: appMode.storeName, disabled: false });
  }

  return (
    <label className="store-switcher">
      <span className="store-switcher__label">Store</span>
      <HTMLSelect
        aria-label="Store"
        minimal
        disabled={switching}
        value={appMode?.storeId ?? OWN_STORE}
        options={options}
        onChange={(event) => void switchTo(event.currentTarget.value)}
      />
    </label>
  );
}
