import { HistoryIcon } from '@blueprintjs/icons';
import { TableSection } from '../../../components/detail/TableSection';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { listPager, useSectionPaging } from '../../../components/list/listPager';
import { usePromotionHistoryQuery, type PromotionHistoryQuery } from '../../../graphql/generated';
import { completeData, latestData } from '../../../graphql/queryData';
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
  const paging = useSectionPaging();
  const result = usePromotionHistoryQuery({
    variables: { promotionId, page: { limit: paging.params.pageSize, offset: paging.params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = completeData(result);
  const page = latestData(result)?.promotionHistory;
  return (
    <TableSection
      id="promotion-history"
      title="History"
      loadError={{ title: 'Could not load the history', error }}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (entry) => entry.id,
        loading,
      }}
      empty={{
        icon: HistoryIcon,
        title: 'Nothing happened yet',
        description: 'Codes created, deleted and used appear here.',
      }}
      pager={listPager(paging, page?.pageInfo.total, loading)}
    />
  );
}
