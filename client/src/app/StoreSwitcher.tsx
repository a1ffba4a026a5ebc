import { Classes, HTMLSelect } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useAppMode, writeAppMode } from '../areas/stores/exports';
import { showToast } from './toaster';
import { useWorkingStore } from './workingStore';

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
  const { stores, homeStore, loading, failed } = useWorkingStore();
  // No organization to switch in (a store-level key, or the provider does not list stores).
  if (failed || (stores.length === 0 && !appMode)) return null;
  // Until the own store is known, it would be listed twice ("My store" and its name).
  if (loading) return null;

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
      <span className={`store-switcher__label ${Classes.TEXT_MUTED}`}>Store</span>
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
