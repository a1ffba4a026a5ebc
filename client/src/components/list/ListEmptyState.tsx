import type { ComponentType } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import type { SVGIconProps } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../nonIdealStateIcon';

export interface ListEmptyStateProps {
  icon: ComponentType<SVGIconProps>;
  plural: string;
  description: string;
  filtered: boolean;
  byName: boolean;
}

/** An empty list: nothing yet, or nothing that matches the filters (or the name). */
export function ListEmptyState({ icon, plural, description, filtered, byName }: ListEmptyStateProps) {
  return (
    <NonIdealState
      icon={nonIdealStateIcon(icon)}
      title={filtered ? `No ${plural} match ${byName ? 'this name' : 'these filters'}` : `No ${plural} yet`}
      description={filtered ? (byName ? 'Try another name.' : 'Try other filters.') : description}
    />
  );
}
