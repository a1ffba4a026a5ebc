import { NonIdealState, Tag } from '@blueprintjs/core';
import { TagIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import type { FilterField } from '../../components/list/FilterBar';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCreatePromotionMutation,
  useCreateRulePromotionMutation,
  PromotionListDocument,
  type PromotionListQuery,
  RulePromotionListDocument,
  type RulePromotionListQuery,
  usePromotionListQuery,
  useRulePromotionListQuery,
  type PromotionFieldsFragment,
  type PromotionFilter,
  type RulePromotionFieldsFragment,
} from '../../graphql/generated';
import { PromotionFormDialog } from './components/PromotionFormDialog';
import { PromotionTabs } from './components/PromotionTabs';
import { RulePromotionFormDialog } from './components/RulePromotionFormDialog';
import {
  PROMOTION_TYPE_LABELS,
  promotionFormErrors,
  promotionFormValues,
  promotionInput,
  rulePromotionFormValues,
  rulePromotionInput,
  type PromotionFormValues,
  type RulePromotionFormValues,
} from './promotionForms';
import { promotionUrl, rulePromotionUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { listPager } from '../../components/list/listPager';

type PromotionFilterKey = 'name' | 'enabled';

const LIST_CONFIG: ListParamsConfig<PromotionFilterKey, never> = {
  filterKeys: ['name', 'enabled'],
  sortFields: [],
};

const FILTER_FIELDS: readonly FilterField<PromotionFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
  {
    kind: 'select',
    key: 'enabled',
    label: 'State',
    options: [
      { value: '', label: 'Enabled or not' },
      { value: 'true', label: 'Enabled' },
      { value: 'false', label: 'Disabled' },
    ],
  },
];

const enabledTag = (enabled: boolean) =>
  enabled ? (
    <Tag intent="success" minimal>
      Enabled
    </Tag>
  ) : (
    <Tag minimal>Disabled</Tag>
  );

const windowColumns = <
  T extends { start: string; end: string; automatic: boolean; enabled: boolean },
>(): ResourceColumn<T>[] => [
  { id: 'enabled', header: 'State', cell: (row) => enabledTag(row.enabled) },
  { id: 'automatic', header: 'Applies', cell: (row) => (row.automatic ? 'Automatically' : 'With a code') },
  { id: 'start', header: 'Starts', cell: (row) => formatDateTime(row.start) },
  { id: 'end', header: 'Ends', cell: (row) => formatDateTime(row.end) },
];

const PROMOTION_COLUMNS: readonly ResourceColumn<PromotionFieldsFragment>[] = [
  { id: 'name', header: 'Name', cell: (promotion) => promotion.name },
  { id: 'type', header: 'Type', cell: (promotion) => PROMOTION_TYPE_LABELS[promotion.promotionType] },
  {
    id: 'discount',
    header: 'Discount',
    cell: (promotion) =>
      promotion.discounts.map((discount) => `${discount.formatted} ${discount.currency}`).join(', ') || '—',
  },
  ...windowColumns<PromotionFieldsFragment>(),
];

const RULE_COLUMNS: readonly ResourceColumn<RulePromotionFieldsFragment>[] = [
  { id: 'name', header: 'Name', cell: (promotion) => promotion.name },
  { id: 'action', header: 'Action', cell: (promotion) => promotion.firstAction?.description ?? '—' },
  ...windowColumns<RulePromotionFieldsFragment>(),
];

/** The URL's filters as the schema's filter. */
function listFilter(filters: Record<PromotionFilterKey, string>): PromotionFilter | undefined {
  const name = filters.name.trim();
  const filter: PromotionFilter = {
    ...(name ? { name: { like: name } } : {}),
    ...(filters.enabled === 'true' || filters.enabled === 'false'
      ? { enabled: { eq: filters.enabled === 'true' } }
      : {}),
  };
  return Object.keys(filter).length > 0 ? filter : undefined;
}

/** Both tabs' list state in the URL: the filters, the list query's variables and the paging. */
function usePromotionListParams() {
  const controls = useListParams(LIST_CONFIG);
  const { filters, pageSize, offset } = controls.params;
  const filter = listFilter(filters);
  return { ...controls, filter, variables: { filter, page: { limit: pageSize, offset } } };
}

function emptyState(filtered: boolean, what: string) {
  return (
    <NonIdealState
      icon={nonIdealStateIcon(TagIcon)}
      title={filtered ? `No ${what} match these filters` : `No ${what} yet`}
      description={
        filtered ? 'Try other filters.' : `${what[0]?.toUpperCase()}${what.slice(1)} you add appear here.`
      }
    />
  );
}

/** `/promotions`: the legacy promotions tab. */
export function PromotionListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset, filter, variables } = usePromotionListParams();
  const list = usePagedList(
    usePromotionListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    PromotionListDocument,
    variables,
    (all: PromotionListQuery) => all.promotions,
  );
  const [createPromotion] = useCreatePromotionMutation({
    update: (cache, { data: created }) => {
      if (created?.createPromotion.promotion) cache.evict({ id: 'ROOT_QUERY', fieldName: 'promotions' });
    },
  });

  const create = async (values: PromotionFormValues) => {
    const { data: created } = await createPromotion({ variables: { input: promotionInput(values) } });
    const payload = created?.createPromotion;
    const result = await openCreated(payload, payload?.promotion, {
      message: 'Promotion created',
      url: promotionUrl,
    });
    return { userErrors: promotionFormErrors(result.userErrors) };
  };

  return (
    <>
      <PromotionTabs />
      <ListPage
        title="Promotions"
        add={{ text: 'Add promotion', onClick: createDialog.open }}
        filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
        error={list.error}
        bulk={{ noun: ['promotion', 'promotions'], source: list.source }}
        table={{
          columns: PROMOTION_COLUMNS,
          rows: list.rows,
          rowKey: (promotion) => promotion.id,
          rowHref: (promotion) => promotionUrl(promotion.id),
          loading: list.loading,
          emptyState: emptyState(filter !== undefined, 'promotions'),
        }}
        pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
      >
        {createDialog.isOpen && (
          <PromotionFormDialog
            title="Add promotion"
            submitText="Create promotion"
            defaultValues={promotionFormValues()}
            onSubmit={create}
            onClose={createDialog.close}
          />
        )}
      </ListPage>
    </>
  );
}

/** `/promotions/rules`: the rule promotions tab. */
export function RulePromotionListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset, filter, variables } = usePromotionListParams();
  const list = usePagedList(
    useRulePromotionListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    RulePromotionListDocument,
    variables,
    (all: RulePromotionListQuery) => all.rulePromotions,
  );
  const [createRulePromotion] = useCreateRulePromotionMutation({
    update: (cache, { data: created }) => {
      if (created?.createRulePromotion.rulePromotion)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'rulePromotions' });
    },
  });

  const create = async (values: RulePromotionFormValues) => {
    const { data: created } = await createRulePromotion({ variables: { input: rulePromotionInput(values) } });
    const payload = created?.createRulePromotion;
    return openCreated(payload, payload?.rulePromotion, {
      message: 'Rule promotion created',
      url: rulePromotionUrl,
    });
  };

  return (
    <>
      <PromotionTabs />
      <ListPage
        title="Rule promotions"
        add={{ text: 'Add rule promotion', onClick: createDialog.open }}
        filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
        error={list.error}
        bulk={{ noun: ['rule promotion', 'rule promotions'], source: list.source }}
        table={{
          columns: RULE_COLUMNS,
          rows: list.rows,
          rowKey: (promotion) => promotion.id,
          rowHref: (promotion) => rulePromotionUrl(promotion.id),
          loading: list.loading,
          emptyState: emptyState(filter !== undefined, 'rule promotions'),
        }}
        pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
      >
        {createDialog.isOpen && (
          <RulePromotionFormDialog
            title="Add rule promotion"
            submitText="Create rule promotion"
            defaultValues={rulePromotionFormValues()}
            onSubmit={create}
            onClose={createDialog.close}
          />
        )}
      </ListPage>
    </>
  );
}
