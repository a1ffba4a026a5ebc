import { SubNav } from '../../components/SubNav';
import { INVENTORY_PATH, LOCATIONS_URL } from './urls';

const SECTIONS = [
  { label: 'Stock', to: INVENTORY_PATH, end: true },
  { label: 'Locations', to: LOCATIONS_URL },
] as const;

/** Stock / Locations switch at the top of the inventory pages. */
export function InventoryTabs() {
  return <SubNav label="Inventory sections" items={SECTIONS} />;
}
