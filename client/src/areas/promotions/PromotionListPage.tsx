import { NonIdealState, Tag } from '@blueprintjs/core';
import { TagIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const listing = useResourceList(PROMOTION_LIST, {
    hook: usePromotionListQuery,
    document: PromotionListDocument,
    pick: (all: PromotionListQuery) => all.promotions,
  });
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
        list={listing}
        bulk={{ noun: ['promotion', 'promotions'], source: listing.list.source }}
        table={{
          columns: PROMOTION_COLUMNS,
          rowKey: (promotion) => promotion.id,
          rowHref: (promotion) => promotionUrl(promotion.id),
          emptyState: emptyState(listing.filtered, 'promotions'),
        }}
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
  const listing = useResourceList(PROMOTION_LIST, {
    hook: useRulePromotionListQuery,
    document: RulePromotionListDocument,
    pick: (all: RulePromotionListQuery) => all.rulePromotions,
  });
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
        list={listing}
        bulk={{ noun: ['rule promotion', 'rule promotions'], source: listing.list.source }}
        table={{
          columns: RULE_COLUMNS,
          rowKey: (promotion) => promotion.id,
          rowHref: (promotion) => rulePromotionUrl(promotion.id),
          emptyState: emptyState(listing.filtered, 'rule promotions'),
        }}
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
