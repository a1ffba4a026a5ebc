import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import './sectionCard.css';

export interface SectionCardProps {
  /** The heading, also the card's accessible name, e.g. "Related products". */
  title: string;
  /** The section's parts (a load error, a table, a picker), stacked with even gaps. */
  children: ReactNode;
}

/** A section of an edit page shown as its own card (a product's hierarchy nodes, its related products). */
export function SectionCard({ title, children }: SectionCardProps) {
  return (
    <Card className="section-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}
