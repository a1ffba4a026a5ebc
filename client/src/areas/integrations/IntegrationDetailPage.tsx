import { Button, Callout, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { EditIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { DEFAULT_PAGE_SIZE, type ListParamsConfig, type PageSize } from '../../components/list/listParams';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { errorMessage } from '../../graphql/errors';
import {
  useDeleteIntegrationMutation,
  useIntegrationDetailsPageQuery,
  useUpdateIntegrationMutation,
  type IntegrationDetailsFragment,
  type IntegrationDetailsPageQuery,
} from '../../graphql/generated';
import { IntegrationFormDialog } from './components/IntegrationFormDialog';
import { LOG_COLUMNS, outcome } from './components/logColumns';
import { integrationFormValues, integrationInput, type IntegrationFormValues } from './integrationForm';
import { integrationListUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

const BACK_TO_LIST = { to: integrationListUrl(), label: 'Integrations' };
const LOG_LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
const JOB_OFFSET = 'jobOffset';
const JOB_LIMIT = 'jobLimit';

type Job = NonNullable<IntegrationDetailsPageQuery['integration']>['jobs']['items'][number];

const JOB_COLUMNS: readonly ResourceColumn<Job>[] = [
  { id: 'id', header: 'Job', cell: (job) => <code>{job.id.slice(-8)}</code> },
  { id: 'createdAt', header: 'Created', cell: (job) => formatDateTime(job.createdAt) },
  { id: 'attempts', header: 'Attempts', cell: (job) => job.logs.pageInfo.total },
  {
    id: 'last',
    header: 'Last attempt',
    cell: (job) => (job.logs.items[0] ? outcome(job.logs.items[0]) : '—'),
  },
];

/** `/integrations/:id`: the integration's settings, its delivery logs and its jobs, each paged. */
export function IntegrationDetailPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, setPageSize, setOffset } = useListParams(LOG_LIST_CONFIG);
  const jobOffset = Number.parseInt(searchParams.get(JOB_OFFSET) ?? '0', 10) || 0;
  const jobLimit = (Number.parseInt(searchParams.get(JOB_LIMIT) ?? '', 10) || DEFAULT_PAGE_SIZE) as PageSize;
  const result = useIntegrationDetailsPageQuery({
    variables: {
      id,
      logPage: { limit: params.pageSize, offset: params.offset },
      jobPage: { limit: jobLimit, offset: jobOffset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.dataState === 'complete' ? result.data : undefined;
  const integration = (data ?? result.previousData)?.integration;
  const setJobPage = (offset: number, limit: number = jobLimit) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(JOB_OFFSET, String(offset));
      next.set(JOB_LIMIT, String(limit));
      return next;
    });

  if (result.loading && !integration)
    return <Spinner className="page-spinner" aria-label="Loading integration" />;
  if (result.error && !integration) {
    return (
      <>
        <PageHeader title="Integration" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the integration" role="alert">
          {errorMessage(result.error)}
        </Callout>
      </>
    );
  }
  if (!integration) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Integration not found"
        description="It may have been deleted."
        action={<Link to={integrationListUrl()}>Back to integrations</Link>}
      />
    );
  }
  return (
    <>
      <IntegrationHeader integration={integration} />
      <H3>Delivery logs</H3>
      <ResourceTable
        label="Delivery logs"
        columns={LOG_COLUMNS}
        rows={integration.logs.items}
        rowKey={(log) => log.id}
        loading={result.loading}
        emptyState="No deliveries yet."
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={integration.logs.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={result.loading}
      />
      <H3>Jobs</H3>
      <ResourceTable
        label="Jobs"
        columns={JOB_COLUMNS}
        rows={integration.jobs.items}
        rowKey={(job) => job.id}
        loading={result.loading}
        emptyState="No jobs yet."
      />
      <Pager
        offset={jobOffset}
        pageSize={jobLimit}
        total={integration.jobs.pageInfo.total}
        onOffsetChange={(offset) => setJobPage(offset)}
        onPageSizeChange={(limit) => setJobPage(0, limit)}
        disabled={result.loading}
      />
    </>
  );
}

function IntegrationHeader({ integration }: { integration: IntegrationDetailsFragment }) {
  const editDialog = useUrlDialog('edit');
  const deleteDialog = useUrlDialog('delete');
  const [updateIntegration] = useUpdateIntegrationMutation();
  const [deleteIntegration, { loading: deleting }] = useDeleteIntegrationMutation();
  const c = integration.configuration;

  const save = async (values: IntegrationFormValues): Promise<MutationFormResult<IntegrationFormValues>> => {
    const { data } = await updateIntegration({
      variables: { id: integration.id, input: integrationInput(values) },
    });
    return payloadResult(data?.updateIntegration, {
      success: 'Integration saved',
      then: editDialog.close,
    });
  };

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Integration deleted',
    listUrl: integrationListUrl(),
    entity: { __typename: 'Integration', id: integration.id },
    rootFields: ['integrations'],
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deleteIntegration({ variables: { id: integration.id } });
      return data?.deleteIntegration.userErrors ?? [];
    });

  const rows: [string, string | null | undefined][] = [
    ['Type', enumLabel('IntegrationType', integration.integrationType)],
    ['Status', integration.enabled ? 'Enabled' : 'Disabled'],
    ['Events', integration.observes.join(', ')],
    ['Description', integration.description],
    ['URL', c.url],
    ['Secret key', c.secretKey],
    ['Access key id', c.awsAccessKeyId],
    ['Secret access key', c.awsSecretAccessKey],
    ['Region', c.region],
    ['Broker addresses', c.addresses?.join(', ')],
    ['Destination', c.destination],
    ['User name', c.username],
    ['Password', c.password],
  ];

  return (
    <>
      <PageHeader
        title={integration.name}
        back={BACK_TO_LIST}
        actions={
          <>
            <Button icon={<EditIcon />} text="Edit" onClick={editDialog.open} />
            <Button
              intent="danger"
              variant="outlined"
              icon={<TrashIcon />}
              text="Delete integration"
              onClick={deleteDialog.open}
            />
          </>
        }
      />
      <HTMLTable compact aria-label="Integration details">
        <tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </HTMLTable>
      {editDialog.isOpen && (
        <IntegrationFormDialog
          title="Edit integration"
          submitText="Save integration"
          defaultValues={integrationFormValues(integration)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete integration {integration.name} with its jobs and delivery logs?
      </ConfirmDialog>
    </>
  );
}
