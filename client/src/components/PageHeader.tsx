import type { ReactNode } from 'react';
import { Classes, H1 } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router';
import { areaOfPath } from '../app/areas';
import { usePageTitle } from '../app/documentTitle';
import { longText } from './fullValue';
import './overflow.css';

export interface PageHeaderProps {
  title: string;
  /** The page one level up, e.g. the list of a detail page: the last link of the breadcrumbs. */
  back?: { to: string; label: string };
  /** Buttons at the right. */
  actions?: ReactNode;
}

interface Crumb {
  to: string;
  label: string;
}

const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/**
 * The pages above this one: its area's root (from the navigation's areas) and the page `back`
 * names, each once. None on an area's own root page.
 */
export function breadcrumbs(pathname: string, back: PageHeaderProps['back']): Crumb[] {
  const area = areaOfPath(pathname);
  const crumbs: Crumb[] = [];
  if (area && area.path !== '/' && pathname !== area.path) crumbs.push({ to: area.path, label: area.label });
  if (back && pathOf(back.to) !== pathname && !crumbs.some((crumb) => pathOf(crumb.to) === pathOf(back.to))) {
    crumbs.push(back);
  }
  return crumbs;
}

/** The page's one `h1`, which also names the browser tab (`app/documentTitle.tsx`), its breadcrumbs and actions. */
export function PageHeader({ title, back, actions }: PageHeaderProps) {
  const { pathname } = useLocation();
  usePageTitle(title);
  const crumbs = breadcrumbs(pathname, back);
  return (
    <header className="page-header">
      <div>
        {crumbs.length > 0 && (
          <nav aria-label="Breadcrumbs" className="page-header__crumbs">
            <ol className={Classes.BREADCRUMBS}>
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link className={Classes.BREADCRUMB} to={crumb.to}>
                    {crumb.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <H1 className="page-header__title" title={longText(title)}>
          {title}
        </H1>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
