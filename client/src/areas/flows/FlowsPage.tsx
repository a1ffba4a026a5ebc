import { Tag } from '@blueprintjs/core';
import { ListDetailViewIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateFlowMutation,
  useDeleteFlowMutation,
  useFlowsQuery,
  useUpdateFlowMutation,
  type FlowRowFragment,
} from '../../graphql/generated';
import { LegacyResourceTab } from '../legacy-catalogue/components/LegacyResourceTab';
import '../legacy-catalogue/legacy-catalogue.css';
import {
  FLOW_FORM_FIELDS,
  flowCreateInput,
  flowFormValues,
  flowUpdateInput,
  type FlowFormValues,
} from './flowForms';
import { FlowFormFields } from './components/FlowFormFields';
import { flowDetailUrl } from './routes';

/** The gateway reports a missing payload only when something went wrong outside userErrors. */
export const NO_RESULT = 'The server returned no result.';

const columns: readonly ResourceColumn<FlowRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (flow) => <Link to={flowDetailUrl(flow.id)}>{flow.name}</Link> },
  { id: 'slug', header: 'Slug', cell: (flow) => flow.slug },
  { id: 'description', header: 'Description', cell: (flow) => flow.description || '—' },
  {
    id: 'enabled',
    header: 'Status',
    cell: (flow) => (
      <Tag intent={flow.enabled ? 'success' : 'none'}>{flow.enabled ? 'Enabled' : 'Disabled'}</Tag>
    ),
  },
];

/** Templates and custom data: the store's flows, each opening onto its fields and entries. */
export function FlowsPage() {
  // Stores keep a handful of flows, so the first 100 are the whole list.
  const query = useFlowsQuery({ variables: { page: { limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const data = query.dataState === 'complete' ? query.data : undefined;
  const refetch = { refetchQueries: ['Flows'], awaitRefetchQueries: true };
  const [createFlow] = useCreateFlowMutation(refetch);
  const [updateFlow] = useUpdateFlowMutation();
  const [deleteFlow] = useDeleteFlowMutation(refetch);
  return (
    <>
      <PageHeader title="Templates and flows" />
      <LegacyResourceTab<FlowRowFragment, FlowFormValues>
        noun="flow"
        title="Flows"
        icon={ListDetailViewIcon}
        rows={data?.flows.items}
        loading={query.loading}
        error={query.error}
        columns={columns}
        describe={(flow) => flow.name}
        valuesOf={flowFormValues}
        fieldNames={FLOW_FORM_FIELDS}
        renderFields={(form) => <FlowFormFields form={form} />}
        create={async (values) => {
          const payload = (await createFlow({ variables: { input: flowCreateInput(values) } })).data
            ?.createFlow;
          if (!payload) throw new Error(NO_RESULT);
          return { userErrors: payload.userErrors };
        }}
        update={async (flow, values) => {
          const payload = (await updateFlow({ variables: { id: flow.id, input: flowUpdateInput(values) } }))
            .data?.updateFlow;
          if (!payload) throw new Error(NO_RESULT);
          return { userErrors: payload.userErrors };
        }}
        remove={async (flow) =>
          (await deleteFlow({ variables: { id: flow.id } })).data?.deleteFlow.userErrors ?? []
        }
      />
    </>
  );
}
