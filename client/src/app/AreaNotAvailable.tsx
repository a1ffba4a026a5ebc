import { NonIdealState } from '@blueprintjs/core';
import { nonIdealStateIcon } from '../components/nonIdealStateIcon';
import { Link } from 'react-router';
import type { AreaEntry } from './areas';

/** What an area without pages shows: honestly nothing, rather than made-up data. */
export function AreaNotAvailable({ area }: { area: AreaEntry }) {
  return (
    <NonIdealState
      icon={nonIdealStateIcon(area.icon)}
      title={`${area.label} is not available yet`}
      description={`This version of Commerce Manager does not include the ${area.label} area yet.`}
      action={<Link to="/">Back to Home</Link>}
    />
  );
}
