import { Card, NonIdealState, Tag } from '@blueprintjs/core';
import { PropertiesIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import {
  FlowFieldsDocument,
  type FlowFieldsQuery,
  useFlowFieldQuery,
  useFlowFieldsQuery,
  type StoreFlowFieldRowFragment,
} from '../../graphql/generated';
import { FlowTabs } from './components/FlowTabs';
import '../legacy-catalogue/legacy-catalogue.css';
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
    <DetailPage
      noun="field"
      back={BACK_TO_FIELDS}
      query={result}
      entity={result.dataState === 'complete' ? result.data.flowField : undefined}
    >
      {(field) => (
        <>
          <PageHeader title={field.name} back={BACK_TO_FIELDS} />
          <Card>
            <dl className="legacy-item-facts" aria-label="Field details">
              <div>
                <dt>Slug</dt>
                <dd>
                  <code>{field.slug}</code>
                </dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{FIELD_TYPE_LABELS[field.fieldType]}</dd>
              </div>
              <div>
                <dt>Required</dt>
                <dd>{field.required ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Enabled</dt>
                <dd>{field.enabled ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>Description</dt>
                <dd>{field.description || '—'}</dd>
              </div>
              <div>
                <dt>Validation rules</dt>
                <dd>
                  <code>{JSON.stringify(field.validationRules)}</code>
                </dd>
              </div>
              <div>
                <dt>Flow</dt>
                <dd>{flowLink(field)}</dd>
              </div>
            </dl>
          </Card>
        </>
      )}
    </DetailPage>
  );
}
