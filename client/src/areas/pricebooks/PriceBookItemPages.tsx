import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import {
  usePriceBookModifierQuery,
  usePriceBookPriceQuery,
  type MoneyAmountFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { formatDateTime } from '../../format/dates';
import { MODIFIER_TYPE_LABELS } from './pricingForms';
import { priceBookUrl } from './urls';
import './pricebooks.css';

const AMOUNT_COLUMNS: readonly ResourceColumn<MoneyAmountFragment>[] = [
  { id: 'currency', header: 'Currency', cell: (amount) => amount.currency },
  { id: 'amount', header: 'Amount', cell: (amount) => amount.formatted },
  { id: 'tax', header: 'Tax', cell: (amount) => (amount.includesTax ? 'Included' : 'Excluded') },
  {
    id: 'tiers',
    header: 'Tiers',
    cell: (amount) =>
      amount.tiers.length === 0
        ? '—'
        : amount.tiers.map((tier) => `${tier.name}: from ${tier.minimumQuantity}`).join(', '),
  },
];

/** Each currency's amount of a price or modifier, with its tiers. */
function AmountsTable({ amounts }: { amounts: readonly MoneyAmountFragment[] }) {
  return (
    <ResourceTable
      compact
      label="Amounts"
      columns={AMOUNT_COLUMNS}
      rows={amounts}
      rowKey={(amount) => amount.currency}
    />
  );
}

/** A price's or modifier's page once loaded: its facts, external reference, last change and amounts. */
function PricingItemView({
  title,
  back,
  label,
  facts,
  item,
}: {
  title: string;
  back: { to: string; label: string };
  /** The facts' accessible name, e.g. `Price details`. */
  label: string;
  /** The facts before the external reference. */
  facts: readonly (readonly [string, ReactNode])[];
  item: { externalRef: string | null; updatedAt: string | null; amounts: readonly MoneyAmountFragment[] };
}) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <Card>
        <FactsTable
          className="price-book-facts"
          label={label}
          rows={[
            ...facts,
            ['External reference', item.externalRef ?? '—'],
            ['Updated', formatDateTime(item.updatedAt)],
          ]}
        />
        <AmountsTable amounts={item.amounts} />
      </Card>
    </>
  );
}

/** `/price-books/:id/prices/:priceId`: one price read by its id. */
export function PriceBookPricePage() {
  const { id = '', priceId = '' } = useParams();
  const back = { to: priceBookUrl(id), label: 'Price book' };
  const result = usePriceBookPriceQuery({
    variables: { priceBookId: id, id: priceId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DetailPage noun="price" back={back} query={result} entity={completeData(result)?.priceBookPrice}>
      {(price) => (
        <PricingItemView
          title={`Price of ${price.sku}`}
          back={back}
          label="Price details"
          facts={[['SKU', price.sku]]}
          item={price}
        />
      )}
    </DetailPage>
  );
}

/** `/price-books/:id/modifiers/:modifierId`: one price modifier read by its id. */
export function PriceBookModifierPage() {
  const { id = '', modifierId = '' } = useParams();
  const back = { to: priceBookUrl(id), label: 'Price book' };
  const result = usePriceBookModifierQuery({
    variables: { priceBookId: id, id: modifierId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <DetailPage
      noun="price modifier"
      back={back}
      query={result}
      entity={completeData(result)?.priceBookModifier}
    >
      {(modifier) => (
        <PricingItemView
          title={`Modifier ${modifier.name}`}
          back={back}
          label="Modifier details"
          facts={[['Type', MODIFIER_TYPE_LABELS[modifier.modifierType]]]}
          item={modifier}
        />
      )}
    </DetailPage>
  );
}
