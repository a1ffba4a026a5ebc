import type { ComponentType, ReactNode } from 'react';
import { Button, Callout, H2, NonIdealState } from '@blueprintjs/core';
import { AddIcon, type SVGIconProps } from '@blueprintjs/icons';
import { errorMessage } from '../../graphql/errors';
import { Pager, type PagerProps } from '../list/Pager';
import { ResourceTable, type ResourceTableProps } from '../list/ResourceTable';
import { nonIdealStateIcon } from '../nonIdealStateIcon';
import './detailSection.css';

export interface TableSectionProps<TRow> {
  /** Prefix of the heading's element id, e.g. `oidc-profiles` (heading `oidc-profiles-heading`). */
  id: string;
  /** The heading, also the table's accessible name, e.g. "OpenID Connect profiles". */
  title: string;
  /** The header's "Add …" button; none when absent. */
  add?: { text: string; onClick: () => void; disabled?: boolean; title?: string };
  /** Other header buttons, after "Add …". */
  actions?: ReactNode;
  /** Shown between the header and the table (an outcome, a job's progress). */
  notice?: ReactNode;
  /** The table's query failure: shown above the table, whose rows the caller empties meanwhile. */
  loadError?: { title: string; error: unknown };
  /** The table, as `ResourceTable` takes it (its label is the title). */
  table: Pick<ResourceTableProps<TRow>, 'columns' | 'rows' | 'rowKey' | 'rowHref' | 'loading'>;
  /** What an empty table says instead (with an icon, or none). */
  empty: { icon?: ComponentType<SVGIconProps>; title: string; description: string };
  /** A pager under the table, for a paged sub-list. */
  pager?: PagerProps;
  /** Below the table: the section's dialogs. */
  children?: ReactNode;
}

/**
 * A detail page's section that holds a table of sub-resources (a realm's profiles, a promotion's
 * codes): heading with its buttons, a load error, the table with its empty state and pager, then the
 * section's dialogs.
 */
export function TableSection<TRow>({
  id,
  title,
  add,
  actions,
  notice,
  loadError,
  table,
  empty,
  pager,
  children,
}: TableSectionProps<TRow>) {
  return (
    <section aria-labelledby={`${id}-heading`} className="detail-section">
      <div className="detail-section__header">
        <H2 id={`${id}-heading`} className="section-title">
          {title}
        </H2>
        {(add || actions) && (
          <div className="detail-section__actions">
            {add && (
              <Button
                icon={<AddIcon />}
                text={add.text}
                disabled={add.disabled}
                title={add.title}
                onClick={add.onClick}
              />
            )}
            {actions}
          </div>
        )}
      </div>
      {notice}
      {loadError?.error ? (
        <Callout intent="danger" title={loadError.title} className="list-error" role="alert">
          {errorMessage(loadError.error)}
        </Callout>
      ) : null}
      <ResourceTable
        label={title}
        {...table}
        emptyState={
          <NonIdealState
            icon={empty.icon && nonIdealStateIcon(empty.icon)}
            title={empty.title}
            description={empty.description}
          />
        }
      />
      {pager && <Pager {...pager} />}
      {children}
    </section>
  );
}
