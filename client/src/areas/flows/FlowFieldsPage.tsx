import { Tag } from '@blueprintjs/core';
import { PropertiesIcon } from '@blueprintjs/icons';
import { Link, useParams } from 'react-router';
import { FactsPage } from '../../components/detail/FactsPage';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useResourceList } from '../../components/list/useResourceList';
import {
  FlowFieldsDocument,
  type FlowFieldsQuery,
  useFlowFieldQuery,
  useFlowFieldsQuery,
  type StoreFlowFieldRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { FlowTabs } from './components/FlowTabs';
import { FIELD_TYPE_LABELS } from './flowForms';
import { flowDetailUrl, FLOW_FIELDS_PATH, flowFieldUrl } from './urls';

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
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useFlowFieldsQuery,
    document: FlowFieldsDocument,
    pick: (all: FlowFieldsQuery) => all.flowFields,
  });
  return (
    <>
      <FlowTabs />
      <ListPage
        title="All fields"
        noun={['field', 'fields']}
        list={listing}
        empty={{ icon: PropertiesIcon, description: 'Fields you add to flows appear here.' }}
        table={{ columns: COLUMNS, rowUrl: flowFieldUrl }}
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
