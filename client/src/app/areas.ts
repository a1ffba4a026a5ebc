import type { ComponentType } from 'react';
import {
  BookIcon,
  BoxIcon,
  ClipboardIcon,
  CodeBlockIcon,
  CodeIcon,
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
  TimelineEventsIcon,
  TimelineLineChartIcon,
  type SVGIconProps,
} from '@blueprintjs/icons';

/** The navigation's groups, as sellers think of the work; `AREA_GROUPS` gives their order and labels. */
export type AreaGroupId =
  'catalogue' | 'orders' | 'customers' | 'marketing' | 'subscriptions' | 'store' | 'developers';

export interface AreaEntry {
  /** Shown in the navigation and page titles. */
  label: string;
  /** The area's root path. */
  path: string;
  /** An icon component (not a name: see components/nonIdealStateIcon.tsx). */
  icon: ComponentType<SVGIconProps>;
  /** False while the area has no pages in this version (its route says so instead of faking data). */
  available: boolean;
  /** The navigation group; null for Home, which stands above the groups. */
  group: AreaGroupId | null;
}

/** Every functional area of the spec, in navigation order (group by group). */
export const AREAS: readonly AreaEntry[] = [
  { label: 'Home', path: '/', icon: HomeIcon, available: true, group: null },
  { label: 'Products', path: '/products', icon: BoxIcon, available: true, group: 'catalogue' },
  { label: 'Hierarchies', path: '/hierarchies', icon: DiagramTreeIcon, available: true, group: 'catalogue' },
  { label: 'Price books', path: '/price-books', icon: DollarIcon, available: true, group: 'catalogue' },
  { label: 'Inventory', path: '/inventory', icon: CubeIcon, available: true, group: 'catalogue' },
  { label: 'Variations', path: '/variations', icon: LayersIcon, available: true, group: 'catalogue' },
  {
    label: 'Custom relationships',
    path: '/custom-relationships',
    icon: FlowLinearIcon,
    available: true,
    group: 'catalogue',
  },
  {
    label: 'Templates and flows',
    path: '/flows',
    icon: ListDetailViewIcon,
    available: true,
    group: 'catalogue',
  },
  { label: 'Catalogs', path: '/catalogs', icon: BookIcon, available: true, group: 'catalogue' },
  { label: 'Files', path: '/files', icon: DocumentIcon, available: true, group: 'catalogue' },
  { label: 'Jobs', path: '/jobs', icon: TimelineEventsIcon, available: true, group: 'catalogue' },
  {
    label: 'Legacy catalogue',
    path: '/legacy-catalogue',
    icon: TagsIcon,
    available: true,
    group: 'catalogue',
  },
  { label: 'Orders', path: '/orders', icon: ClipboardIcon, available: true, group: 'orders' },
  { label: 'Carts', path: '/carts', icon: ShoppingCartIcon, available: true, group: 'orders' },
  { label: 'Metrics', path: '/metrics', icon: TimelineLineChartIcon, available: true, group: 'orders' },
  { label: 'Customers', path: '/customers', icon: PeopleIcon, available: true, group: 'customers' },
  { label: 'Accounts', path: '/accounts', icon: OfficeIcon, available: true, group: 'customers' },
  { label: 'Personal data', path: '/personal-data', icon: IdNumberIcon, available: true, group: 'customers' },
  { label: 'Promotions', path: '/promotions', icon: TagIcon, available: true, group: 'marketing' },
  {
    label: 'Subscriptions',
    path: '/subscriptions',
    icon: RefreshIcon,
    available: true,
    group: 'subscriptions',
  },
  { label: 'Settings', path: '/settings', icon: CogIcon, available: true, group: 'store' },
  { label: 'Stores', path: '/stores', icon: ShopIcon, available: true, group: 'store' },
  { label: 'Realms', path: '/realms', icon: ShieldIcon, available: true, group: 'store' },
  { label: 'Integrations', path: '/integrations', icon: ExchangeIcon, available: true, group: 'store' },
  { label: 'Custom APIs', path: '/custom-apis', icon: CodeBlockIcon, available: true, group: 'developers' },
  {
    label: 'Application keys',
    path: '/application-keys',
    icon: KeyIcon,
    available: true,
    group: 'developers',
  },
];

/** A page outside the admin's router (served by the gateway itself), listed in a group. */
export interface ExternalLinkEntry {
  label: string;
  href: string;
  icon: ComponentType<SVGIconProps>;
}

export interface AreaGroup {
  id: AreaGroupId;
  label: string;
  areas: readonly AreaEntry[];
  links: readonly ExternalLinkEntry[];
}

const GROUP_LABELS: Readonly<Record<AreaGroupId, string>> = {
  catalogue: 'Catalogue',
  orders: 'Orders and carts',
  customers: 'Customers',
  marketing: 'Marketing',
  subscriptions: 'Subscriptions',
  store: 'Store settings',
  developers: 'Developers',
};

/** The bundled GraphiQL (gateway/src/server.ts), a full page of its own. */
const GROUP_LINKS: Readonly<Partial<Record<AreaGroupId, readonly ExternalLinkEntry[]>>> = {
  developers: [{ label: 'GraphiQL', href: '/graphiql', icon: CodeIcon }],
};

/** The navigation's groups in order, each with its areas (in `AREAS` order) and outside links. */
export const AREA_GROUPS: readonly AreaGroup[] = (Object.keys(GROUP_LABELS) as AreaGroupId[]).map((id) => ({
  id,
  label: GROUP_LABELS[id],
  areas: AREAS.filter((area) => area.group === id),
  links: GROUP_LINKS[id] ?? [],
}));

/** The area a path belongs to (the longest matching root; Home only for `/` itself). */
export function areaOfPath(pathname: string): AreaEntry | undefined {
  let found: AreaEntry | undefined;
  for (const area of AREAS) {
    const matches =
      area.path === '/' ? pathname === '/' : pathname === area.path || pathname.startsWith(`${area.path}/`);
    if (matches && (!found || area.path.length > found.path.length)) found = area;
  }
  return found;
}
