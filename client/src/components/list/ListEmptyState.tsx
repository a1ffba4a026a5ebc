import type { ComponentType } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import type { SVGIconProps } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../nonIdealStateIcon';

export interface ListEmptyStateProps {
  icon: ComponentType<SVGIconProps>;
  plural: string;
  description: string;
  /** Filtered, in place of "No {plural} match these filters", e.g. "No invoices with this status". */
  filteredTitle?: string;
  /** Filtered, in place of "Try other filters.". */
  filteredDescription?: string;
  filtered: boolean;
  byName: boolean;
}

/** An empty list: nothing yet, or nothing that matches the filters (or the name). */
export function ListEmptyState({
  icon,
  plural,
  description,
  filteredTitle = `No ${plural} match these filters`,
  filteredDescription = 'Try other filters.',
  filtered,
  byName,
}: ListEmptyStateProps) {
  const [title, explanation] = !filtered
    ? [`No ${plural} yet`, description]
    : byName
      ? [`No ${plural} match this name`, 'Try another name.']
      : [filteredTitle, filteredDescription];
  return <NonIdealState icon={nonIdealStateIcon(icon)} title={title} description={explanation} />;
}
