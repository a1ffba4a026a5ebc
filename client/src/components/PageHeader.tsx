import type { ReactNode } from 'react';
import { H2 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { longText } from './fullValue';
import './overflow.css';

export interface PageHeaderProps {
  title: string;
  /** A link back up, e.g. to the list from a detail page. */
  back?: { to: string; label: string };
  /** Buttons at the right. */
  actions?: ReactNode;
}

export function PageHeader({ title, back, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        {back && (
          <Link className="page-header__back" to={back.to}>
            ← {back.label}
          </Link>
        )}
        <H2 className="page-header__title" title={longText(title)}>
          {title}
        </H2>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
