import { NonIdealState, Tag } from '@blueprintjs/core';
import { PropertiesIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { completeData } from '../../components/detail/DetailPage';
import { FactsPage } from '../../components/detail/FactsPage';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import {
  FlowFieldsDocument,
  type FlowFieldsQuery,
  useFlowFieldQuery,
  useFlowFieldsQuery,
  type StoreFlowFieldRowFragment,
} from '../../graphql/generated';
import { FlowTabs } from './components/FlowTabs';
import { FIELD_TYPE_LABELS } from './flowForms';
import { flowDetailUrl, FLOW_FIELDS_PATH, flowFieldUrl } from './urls';
import { listPager } from '../../components/list/listPager';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
const BACK_TO_FIELDS = { to: FLOW_FIELDS_PATH, label: 'All fields' };

const flowLink = (field: StoreFlowFieldRowFragment) =>
  field.flowId ? <Link to={flowDetailUrl(field.flowId)}>Its flow</Link> : '—';

const COLUMNS: readonly ResourceColumn<StoreFlowFieldRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (field) => field.name },
  { id: 'slug', header: 'Slug', cell: (field) => <code>{field.slug}</code> },
  { id: 'type', header: 'Type', cell: (field) => FIELD_TYPE_LABELS[field.fieldType] },
  { id: 'required', header: 'Required', cell: (field) => (field.required ? <Tag>Required</Tag> : 'No') },
  { id: 'flow', header: 'Flow', cell: flowLink },
];

/** `/flows/fields`: every field of every flow (`v2/fields`), paged. */
export function FlowFieldsPage() {
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const variables = { page: { limit: params.pageSize, offset: params.offset } };
  const list = usePagedList(
    useFlowFieldsQuery({ variables, fetchPolicy: 'cache-and-network' }),
    FlowFieldsDocument,
    variables,
    (all: FlowFieldsQuery) => all.flowFields,
  );
  return (
    <>
      <FlowTabs />
      <ListPage
        title="All fields"
        error={list.error}
        bulk={{ noun: ['field', 'fields'], source: list.source }}
        table={{
          label: 'All fields',
          columns: COLUMNS,
          rows: list.rows,
          rowKey: (field) => field.id,
          rowHref: (field) => flowFieldUrl(field.id),
          loading: list.loading,
          emptyState: (
            <NonIdealState
              icon={nonIdealStateIcon(PropertiesIcon)}
              title="No fields yet"
              description="Fields you add to flows appear here."
            />
          ),
        }}
        pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
      />
    </>
  );
}

/** `/flows/fields/:fieldId`: one flow field read by its id (`v2/fields/{id}`). */
export function FlowFieldPage() {
  const { fieldId = '' } = useParams();
  const result = useFlowFieldQuery({ variables: { id: fieldId }, fetchPolicy: 'cache-and-network' });
  return (
    <FactsPage
      noun="field"
      back={BACK_TO_FIELDS}
      query={result}
      entity={completeData(result)?.flowField}
      title={(field) => field.name}
      label="Field details"
      facts={(field) => [
        ['Slug', <code>{field.slug}</code>],
        ['Type', FIELD_TYPE_LABELS[field.fieldType]],
        ['Required', field.required ? 'Yes' : 'No'],
        ['Enabled', field.enabled ? 'Yes' : 'No'],
        ['Description', field.description || '—'],
        ['Validation rules', <code>{JSON.stringify(field.validationRules)}</code>],
        ['Flow', flowLink(field)],
      ]}
    />
  );
}
