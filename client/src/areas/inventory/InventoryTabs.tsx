import { Tab, Tabs } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { INVENTORY_PATH, LOCATIONS_URL } from './urls';

/** Stock / Locations switch at the top of the inventory pages. */
export function InventoryTabs({ selected }: { selected: 'stock' | 'locations' }) {
  const navigate = useNavigate();
  return (
    <Tabs
      id="inventory-tabs"
      selectedTabId={selected}
      onChange={(tab) => void navigate(tab === 'locations' ? LOCATIONS_URL : INVENTORY_PATH)}
    >
      <Tab id="stock" title="Stock" />
      <Tab id="locations" title="Locations" />
    </Tabs>
  );
}
