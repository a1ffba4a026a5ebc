import { Tag } from '@blueprintjs/core';
import { rowsSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { usePromotionAttributesQuery, type PromotionAttributeRowFragment } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { PromotionTabs } from './components/PromotionTabs';

const COLUMNS: readonly ResourceColumn<PromotionAttributeRowFragment>[] = [
  { id: 'name', header: 'Field', cell: (attribute) => <code>{attribute.name}</code> },
  {
    id: 'type',
    header: 'Type',
    cell: (attribute) => (attribute.format ? `${attribute.type} (${attribute.format})` : attribute.type),
  },
  {
    id: 'required',
    header: 'Required',
    cell: (attribute) =>
      attribute.required ? (
        <Tag intent="warning" minimal>
          Required
        </Tag>
      ) : (
        'Optional'
      ),
  },
  {
    id: 'values',
    header: 'Allowed values',
    cell: (attribute) => (attribute.enumValues.length > 0 ? attribute.enumValues.join(', ') : '—'),
  },
];

/** `/promotions/attributes`: the fields of a legacy promotion document, as the provider describes them. */
export function PromotionAttributesPage() {
  const result = usePromotionAttributesQuery({ fetchPolicy: 'cache-first' });
  const data = completeData(result);
  return (
    <>
      <PromotionTabs />
      <ListPage
        title="Promotion fields"
        error={result.error}
        bulk={{ noun: ['field', 'fields'], source: rowsSource(data?.promotionAttributes) }}
        table={{
          label: 'Promotion fields',
          columns: COLUMNS,
          rows: result.error && !data ? [] : data?.promotionAttributes,
          rowKey: (attribute) => attribute.name,
          loading: result.loading,
        }}
      />
    </>
  );
}
