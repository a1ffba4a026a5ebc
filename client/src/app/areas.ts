import type { ComponentType } from 'react';
import {
  BookIcon,
  BoxIcon,
  ClipboardIcon,
  CodeBlockIcon,
  CogIcon,
  CubeIcon,
  DiagramTreeIcon,
  DocumentIcon,
  DollarIcon,
  ExchangeIcon,
  FlowLinearIcon,
  HomeIcon,
  IdNumberIcon,
  KeyIcon,
  ListDetailViewIcon,
  LayersIcon,
  OfficeIcon,
  PeopleIcon,
  RefreshIcon,
  ShieldIcon,
  ShopIcon,
  ShoppingCartIcon,
  TagIcon,
  TagsIcon,
  TimelineLineChartIcon,
  type SVGIconProps,
} from '@blueprintjs/icons';

export interface AreaEntry {
  /** Shown in the navigation and page titles. */
  label: string;
  /** The area's root path. */
  path: string;
  /** An icon component (not a name: see components/nonIdealStateIcon.tsx). */
  icon: ComponentType<SVGIconProps>;
  /** False while the area has no pages in this version (its route says so instead of faking data). */
  available: boolean;
}

/** Every functional area of the spec, in navigation order. */
export const AREAS: readonly AreaEntry[] = [
  { label: 'Home', path: '/', icon: HomeIcon, available: true },
  { label: 'Products', path: '/products', icon: BoxIcon, available: true },
  { label: 'Custom relationships', path: '/custom-relationships', icon: FlowLinearIcon, available: true },
  { label: 'Templates and flows', path: '/flows', icon: ListDetailViewIcon, available: true },
  { label: 'Legacy catalogue', path: '/legacy-catalogue', icon: TagsIcon, available: true },
  { label: 'Variations', path: '/variations', icon: LayersIcon, available: true },
  { label: 'Hierarchies', path: '/hierarchies', icon: DiagramTreeIcon, available: true },
  { label: 'Price books', path: '/price-books', icon: DollarIcon, available: true },
  { label: 'Catalogs', path: '/catalogs', icon: BookIcon, available: true },
  { label: 'Carts', path: '/carts', icon: ShoppingCartIcon, available: true },
  { label: 'Orders', path: '/orders', icon: ClipboardIcon, available: true },
  { label: 'Inventory', path: '/inventory', icon: CubeIcon, available: true },
  { label: 'Customers', path: '/customers', icon: PeopleIcon, available: true },
  { label: 'Accounts', path: '/accounts', icon: OfficeIcon, available: true },
  { label: 'Realms', path: '/realms', icon: ShieldIcon, available: true },
  { label: 'Promotions', path: '/promotions', icon: TagIcon, available: true },
  { label: 'Subscriptions', path: '/subscriptions', icon: RefreshIcon, available: true },
  { label: 'Settings', path: '/settings', icon: CogIcon, available: true },
  { label: 'Personal data', path: '/personal-data', icon: IdNumberIcon, available: true },
  { label: 'Metrics', path: '/metrics', icon: TimelineLineChartIcon, available: true },
  { label: 'Files', path: '/files', icon: DocumentIcon, available: true },
  { label: 'Custom APIs', path: '/custom-apis', icon: CodeBlockIcon, available: true },
  { label: 'Application keys', path: '/application-keys', icon: KeyIcon, available: true },
  { label: 'Integrations', path: '/integrations', icon: ExchangeIcon, available: true },
  { label: 'Stores', path: '/stores', icon: ShopIcon, available: true },
];
