import { Classes } from '@blueprintjs/core';
import { NavLink } from 'react-router';

export interface SubNavItem {
  label: string;
  to: string;
  /** Active only on exactly this path (an area's root page), not on the pages below it. */
  end?: boolean;
}

export interface SubNavProps {
  /** The navigation's accessible name, e.g. `Subscriptions sections`. */
  label: string;
  items: readonly SubNavItem[];
}

/**
 * The one sub-navigation style inside an area: a row of Blueprint tabs, each a link to its own
 * URL (so a section can be bookmarked, opened in a new tab, and the back button works). The active
 * one follows the URL and is marked `aria-current="page"`.
 */
export function SubNav({ label, items }: SubNavProps) {
  return (
    <nav aria-label={label} className={`sub-nav ${Classes.TABS}`}>
      <ul className={Classes.TAB_LIST}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={`sub-nav__tab ${Classes.TAB}`}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
