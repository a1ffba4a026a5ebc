import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import { DetailLayout } from '../../../components/detail/DetailLayout';
import type { DetailEdit } from '../../../components/detail/useDetailEdit';
import { useDetailRemove, type DetailRemoveOptions } from '../../../components/detail/useDetailRemove';
import type { PromotionFamily } from '../../../graphql/generated';
import { formatDateTime } from '../../../format/dates';
import { CodesSection } from './CodesSection';
import { JobsSection } from './JobsSection';

export interface PromotionDetailProps {
  /** What the two families share. */
  promotion: {
    __typename: 'Promotion' | 'RulePromotion';
    id: string;
    name: string;
    enabled: boolean;
    automatic: boolean;
    start?: string | null;
    end?: string | null;
    description?: string | null;
  };
  family: PromotionFamily;
  /** `promotion` or `rule promotion`: the delete's button, question and toast say it. */
  noun: string;
  back: { to: string; label: string };
  /** The family's edit (from `useDetailEdit`): its button and dialog. */
  edit: DetailEdit;
  /** The family's delete: its mutation and the root fields its list is cached under. */
  remove: Pick<DetailRemoveOptions, 'remove' | 'rootFields'>;
  /** The family's own facts, between State and Runs. */
  facts: ReactNode;
  /** Facts after Description. */
  moreFacts?: ReactNode;
  /** Sections after the codes and their jobs. */
  children?: ReactNode;
}

/**
 * A legacy or a rule promotion: the same page (state, runs, codes with their generation jobs, edit
 * and delete) around each family's own facts.
 */
export function PromotionDetail({
  promotion,
  family,
  noun,
  back,
  edit,
  remove,
  facts,
  moreFacts,
  children,
}: PromotionDetailProps) {
  const removal = useDetailRemove({
    ...remove,
    noun,
    back,
    dialog: 'delete-promotion',
    entity: promotion,
    question: `Delete ${noun} ${promotion.name} with all its codes?`,
  });
  return (
    <DetailLayout title={promotion.name} back={back} edit={edit} remove={removal}>
      <dl className="promotion-details" aria-label="Promotion details">
        <dt>State</dt>
        <dd>
          <Tag minimal intent={promotion.enabled ? 'success' : 'none'}>
            {promotion.enabled ? 'Enabled' : 'Disabled'}
          </Tag>{' '}
          {promotion.automatic ? 'Applies automatically' : 'Applies with a code'}
        </dd>
        {facts}
        <dt>Runs</dt>
        <dd>
          {formatDateTime(promotion.start)} – {formatDateTime(promotion.end)}
        </dd>
        {promotion.description && (
          <>
            <dt>Description</dt>
            <dd>{promotion.description}</dd>
          </>
        )}
        {moreFacts}
      </dl>
      <CodesSection family={family} promotionId={promotion.id} />
      <JobsSection family={family} promotionId={promotion.id} />
      {children}
    </DetailLayout>
  );
}
