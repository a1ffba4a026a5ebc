import { Card } from '@blueprintjs/core';
import { PageHeader } from '../PageHeader';
import { DetailPage, type DetailPageProps } from './DetailPage';
import { FactsTable, type FactsTableProps } from './FactsTable';

export interface FactsPageProps<TEntity> extends Omit<DetailPageProps<TEntity>, 'children'> {
  /** The page's title once the entity is there, e.g. the item's name. */
  title: (entity: TEntity) => string;
  /** The facts' accessible name, e.g. `Field details`. */
  label: string;
  /** A row per fact, as `FactsTable` takes them. */
  facts: (entity: TEntity) => FactsTableProps['rows'];
}

/**
 * A read-only detail page (an item read by id that the admin does not edit here): `DetailPage`'s
 * load, error and not found, then its title and its facts in a card.
 */
export function FactsPage<TEntity>({ title, label, facts, ...page }: FactsPageProps<TEntity>) {
  return (
    <DetailPage {...page}>
      {(entity) => (
        <>
          <PageHeader title={title(entity)} back={page.back} />
          <Card>
            <FactsTable label={label} rows={facts(entity)} />
          </Card>
        </>
      )}
    </DetailPage>
  );
}
