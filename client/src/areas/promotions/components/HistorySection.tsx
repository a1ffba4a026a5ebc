import { Callout, H3, NonIdealState } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../components/list/listParams';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { errorMessage } from '../../../graphql/errors';
import { usePromotionHistoryQuery, type PromotionHistoryQuery } from '../../../graphql/generated';
import { formatDateTime } from '../../../format/dates';
import { ENUM_LABELS } from '../../../format/labels';

type HistoryRow = PromotionHistoryQuery['promotionHistory']['items'][number];

const ACTION_LABELS = ENUM_LABELS.PromotionHistoryAction;

const COLUMNS: readonly ResourceColumn<HistoryRow>[] = [
  { id: 'createdAt', header: 'When', cell: (entry) => formatDateTime(entry.createdAt) },
  { id: 'action', header: 'What', cell: (entry) => ACTION_LABELS[entry.action] },
  { id: 'code', header: 'Code', cell: (entry) => entry.code },
  { id: 'order', header: 'Order', cell: (entry) => entry.orderId ?? '' },
];

/** What happened to a legacy promotion's codes, newest first. */
export function HistorySection({ promotionId }: { promotionId: string }) {
  const [offset, setOffset] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const result = usePromotionHistoryQuery({
    variables: { promotionId, page: { limit: pageSize, offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.promotionHistory;
  return (
    <section aria-labelledby="promotion-history-heading" className="promotion-section">
      <div className="promotion-section__header">
        <H3 id="promotion-history-heading">History</H3>
      </div>
      {error && (
        <Callout intent="danger" title="Could not load the history" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ResourceTable
        label="History"
        columns={COLUMNS}
        rows={error && !data ? [] : page?.items}
        rowKey={(entry) => entry.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(HistoryIcon)}
            title="Nothing happened yet"
            description="Codes created, deleted and used appear here."
          />
        }
      />
      <Pager
        offset={offset}
        pageSize={pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
    </section>
  );
}
