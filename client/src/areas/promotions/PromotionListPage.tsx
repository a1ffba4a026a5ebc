import { Tag } from '@blueprintjs/core';
import { TagIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
} from './promotionForms';
import { promotionUrl, rulePromotionUrl } from './urls';
import { formatDateTime } from '../../format/dates';

/** Both tabs' filters: the legacy and the rule promotions take the same filter. */
const PROMOTION_LIST = defineList('promotions', {
  filters: {
    name: { label: 'Name contains' },
    enabled: {
      label: 'State',
      allLabel: 'Enabled or not',
      booleanLabels: { true: 'Enabled', false: 'Disabled' },
    },
  },
});

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

/** `/promotions`: the legacy promotions tab. */
export function PromotionListPage() {
  const listing = useResourceList(PROMOTION_LIST, {
    hook: usePromotionListQuery,
    document: PromotionListDocument,
    pick: (all: PromotionListQuery) => all.promotions,
  });
  const create = useCreateFlow(useCreatePromotionMutation, {
    noun: 'promotion',
    input: promotionInput,
    payload: (data) => data.createPromotion,
    record: (payload) => payload.promotion,
    list: 'promotions',
    url: promotionUrl,
    userErrors: promotionFormErrors,
    dialog: (dialog) => <PromotionFormDialog {...dialog} defaultValues={promotionFormValues()} />,
  });

  return (
    <>
      <PromotionTabs />
      <ListPage
        title="Promotions"
        noun={['promotion', 'promotions']}
        create={create}
        list={listing}
        empty={{ icon: TagIcon, description: 'Promotions you add appear here.' }}
        table={{ columns: PROMOTION_COLUMNS, rowUrl: promotionUrl }}
      />
    </>
  );
}

/** `/promotions/rules`: the rule promotions tab. */
export function RulePromotionListPage() {
  const listing = useResourceList(PROMOTION_LIST, {
    hook: useRulePromotionListQuery,
    document: RulePromotionListDocument,
    pick: (all: RulePromotionListQuery) => all.rulePromotions,
  });
  const create = useCreateFlow(useCreateRulePromotionMutation, {
    noun: 'rule promotion',
    input: rulePromotionInput,
    payload: (data) => data.createRulePromotion,
    record: (payload) => payload.rulePromotion,
    list: 'rulePromotions',
    url: rulePromotionUrl,
    dialog: (dialog) => <RulePromotionFormDialog {...dialog} defaultValues={rulePromotionFormValues()} />,
  });

  return (
    <>
      <PromotionTabs />
      <ListPage
        title="Rule promotions"
        noun={['rule promotion', 'rule promotions']}
        create={create}
        list={listing}
        empty={{ icon: TagIcon, description: 'Rule promotions you add appear here.' }}
        table={{ columns: RULE_COLUMNS, rowUrl: rulePromotionUrl }}
      />
    </>
  );
}
