import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

export interface FactsTableProps {
  /** The table's accessible name, e.g. `Stock figures`. */
  label: string;
  /** A row per fact: its label (the row's header) and its value. */
  rows: readonly (readonly [string, ReactNode])[];
  className?: string;
}

/** A detail page's facts about its entity, a labelled row each (SKU, status, totals...). */
export function FactsTable({ label, rows, className }: FactsTableProps) {
  return (
    <HTMLTable compact aria-label={label} className={className}>
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term}>
            <th scope="row">{term}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
