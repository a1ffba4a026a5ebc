import type { ReactNode } from 'react';
import { Classes, H2 } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router';
import { areaOfPath } from '../app/areas';
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

export function PageHeader({ title, back, actions }: PageHeaderProps) {
  const { pathname } = useLocation();
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
        <H2 className="page-header__title" title={longText(title)}>
          {title}
        </H2>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
