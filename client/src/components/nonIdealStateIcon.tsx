import type { ComponentType } from 'react';
import { Classes, NonIdealStateIconSize } from '@blueprintjs/core';
import type { SVGIconProps } from '@blueprintjs/icons';

/**
 * Icons are passed as components (`BoxIcon`), never by name: a name makes Blueprint download the
 * path data of every icon (~100 kB gzip) on first use, a component bundles just its own paths.
 * NonIdealState only sizes icons given by name, so components get its size and muted colour here.
 */
export function nonIdealStateIcon(Icon: ComponentType<SVGIconProps>) {
  return <Icon size={NonIdealStateIconSize.STANDARD} className={Classes.ICON_MUTED} />;
}
