import { Card } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import type { FactsPageProps } from '../../components/detail/FactsPage';
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

/**
 * A price's or modifier's read-only page, back to its book (the route's `:id`): a `FactsPage` whose
 * facts go on with the external reference and last change, then a table of the amounts.
 */
function PricingItemPage<
  TItem extends {
    externalRef: string | null;
    updatedAt: string | null;
    amounts: readonly MoneyAmountFragment[];
  },
>({ title, label, facts, ...page }: Omit<FactsPageProps<TItem>, 'back'>) {
  const { id = '' } = useParams();
  const back = { to: priceBookUrl(id), label: 'Price book' };
  return (
    <DetailPage {...page} back={back}>
      {(item) => (
        <>
          <PageHeader title={title(item)} back={back} />
          <Card>
            <FactsTable
              className="price-book-facts"
              label={label}
              rows={[
                ...facts(item),
                ['External reference', item.externalRef ?? '—'],
                ['Updated', formatDateTime(item.updatedAt)],
              ]}
            />
            <AmountsTable amounts={item.amounts} />
          </Card>
        </>
      )}
    </DetailPage>
  );
}

/** `/price-books/:id/prices/:priceId`: one price read by its id. */
export function PriceBookPricePage() {
  const { id = '', priceId = '' } = useParams();
  const result = usePriceBookPriceQuery({
    variables: { priceBookId: id, id: priceId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <PricingItemPage
      noun="price"
      query={result}
      entity={completeData(result)?.priceBookPrice}
      title={(price) => `Price of ${price.sku}`}
      label="Price details"
      facts={(price) => [['SKU', price.sku]]}
    />
  );
}

/** `/price-books/:id/modifiers/:modifierId`: one price modifier read by its id. */
export function PriceBookModifierPage() {
  const { id = '', modifierId = '' } = useParams();
  const result = usePriceBookModifierQuery({
    variables: { priceBookId: id, id: modifierId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <PricingItemPage
      noun="price modifier"
      query={result}
      entity={completeData(result)?.priceBookModifier}
      title={(modifier) => `Modifier ${modifier.name}`}
      label="Modifier details"
      facts={(modifier) => [['Type', MODIFIER_TYPE_LABELS[modifier.modifierType]]]}
    />
  );
}
