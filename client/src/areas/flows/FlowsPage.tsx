import { useState } from 'react';
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { EditIcon, ListDetailViewIcon, TrashIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { payloadResult } from '../../components/form/useMutationForm';
import { ListPage } from '../../components/list/ListPage';
import { wholeList } from '../../components/list/wholeList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateFlowMutation,
  useDeleteFlowMutation,
  useFlowsQuery,
  useUpdateFlowMutation,
  type FlowRowFragment,
} from '../../graphql/generated';
// Shared with the legacy catalogue, which is being changed elsewhere: left in its folder for now.
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import {
  FLOW_FORM_FIELDS,
  flowCreateInput,
  flowFormValues,
  flowUpdateInput,
  type FlowFormValues,
} from './flowForms';
import { FlowFormFields } from './components/FlowFormFields';
import { FlowTabs } from './components/FlowTabs';
import { flowDetailUrl } from './urls';

const COLUMNS: readonly ResourceColumn<FlowRowFragment>[] = [
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

type FlowDialog = { mode: 'create' } | { mode: 'edit'; flow: FlowRowFragment } | null;

/** Templates and custom data: the store's flows, each opening onto its fields and entries. */
export function FlowsPage() {
  const [dialog, setDialog] = useState<FlowDialog>(null);
  // Stores keep a handful of flows, so the first 100 are the whole list.
  const query = useFlowsQuery({ variables: { page: { limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['Flows'], awaitRefetchQueries: true };
  const [createFlow] = useCreateFlowMutation(refetch);
  const [updateFlow] = useUpdateFlowMutation();
  const [deleteFlow] = useDeleteFlowMutation(refetch);

  /** Closes the dialog once the flow is saved; a refusal keeps it open with the errors shown. */
  const save = async (values: FlowFormValues) => {
    const editing = dialog?.mode === 'edit' ? dialog.flow : undefined;
    const payload = editing
      ? (await updateFlow({ variables: { id: editing.id, input: flowUpdateInput(values) } })).data?.updateFlow
      : (await createFlow({ variables: { input: flowCreateInput(values) } })).data?.createFlow;
    return payloadResult(payload, {
      success: editing ? 'Flow saved' : 'Flow created',
      then: () => setDialog(null),
    });
  };

  const list = wholeList(query, (data) => data.flows.items);
  const rowDelete = useRowDelete({
    dialog: 'delete-flow',
    itemKey: 'flow',
    rows: list.table.rows,
    question: (flow) => `Delete flow ${flow.name}?`,
    message: (flow) => `Deleted flow ${flow.name}`,
    remove: async (flow) => (await deleteFlow({ variables: { id: flow.id } })).data?.deleteFlow.userErrors,
  });

  const columns: readonly ResourceColumn<FlowRowFragment>[] = [
    ...COLUMNS,
    {
      id: 'actions',
      header: 'Actions',
      cell: (flow) => (
        <ButtonGroup variant="minimal">
          <Button
            icon={<EditIcon />}
            aria-label={`Edit ${flow.name}`}
            onClick={() => setDialog({ mode: 'edit', flow })}
          />
          <Button
            icon={<TrashIcon />}
            intent="danger"
            aria-label={`Delete ${flow.name}`}
            onClick={() => rowDelete.ask(flow.id)}
          />
        </ButtonGroup>
      ),
    },
  ];

  return (
    <>
      <FlowTabs />
      <ListPage
        title="Templates and flows"
        noun={['flow', 'flows']}
        add={{ text: 'Add flow', onClick: () => setDialog({ mode: 'create' }) }}
        list={list}
        empty={{ icon: ListDetailViewIcon, description: 'Flows you add appear here.' }}
        table={{ label: 'Flows', columns }}
      >
        {dialog && (
          <MutationFormDialog<FlowFormValues>
            title={dialog.mode === 'create' ? 'Add flow' : 'Edit flow'}
            submitText={dialog.mode === 'create' ? 'Create flow' : 'Save'}
            defaultValues={flowFormValues(dialog.mode === 'edit' ? dialog.flow : undefined)}
            fieldNames={FLOW_FORM_FIELDS}
            submit={save}
            onClose={() => setDialog(null)}
          >
            {(form) => <FlowFormFields form={form} />}
          </MutationFormDialog>
        )}
        {rowDelete.confirmDialog}
      </ListPage>
    </>
  );
}
