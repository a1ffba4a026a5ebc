import { H3 } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import type { ListParamsConfig } from '../../components/list/listParams';
import { listPager, useUrlPaging } from '../../components/list/listPager';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import {
  useDeleteIntegrationMutation,
  useIntegrationDetailsPageQuery,
  useUpdateIntegrationMutation,
  type IntegrationDetailsFragment,
  type IntegrationDetailsPageQuery,
} from '../../graphql/generated';
import { latestData } from '../../graphql/queryData';
import { IntegrationFormDialog } from './components/IntegrationFormDialog';
import { LOG_COLUMNS, outcome } from './components/logColumns';
import { integrationFormValues, integrationInput } from './integrationForm';
import { integrationListUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';
import { IntegrationUpdatesDocsLink } from '../../auth/deployment';

const BACK_TO_LIST = { to: integrationListUrl(), label: 'Integrations' };
const LOG_LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
/** The jobs table pages under its own URL keys, beside the delivery logs' list keys. */
const JOB_PAGING = { offset: 'jobOffset', limit: 'jobLimit' };

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
  const logPaging = useListParams(LOG_LIST_CONFIG);
  const jobPaging = useUrlPaging(JOB_PAGING);
  const result = useIntegrationDetailsPageQuery({
    variables: {
      id,
      logPage: { limit: logPaging.params.pageSize, offset: logPaging.params.offset },
      jobPage: { limit: jobPaging.params.pageSize, offset: jobPaging.params.offset },
    },
    fetchPolicy: 'cache-and-network',
  });
  const integration = latestData(result)?.integration;

  return (
    <DetailPage noun="integration" back={BACK_TO_LIST} query={result} entity={integration}>
      {(found) => (
        <>
          <IntegrationHeader integration={found} />
          <H3>Delivery logs</H3>
          <ResourceTable
            label="Delivery logs"
            columns={LOG_COLUMNS}
            rows={found.logs.items}
            loading={result.loading}
            emptyState="No deliveries yet."
          />
          <Pager {...listPager(logPaging, found.logs.pageInfo.total, result.loading)} />
          <H3>Jobs</H3>
          <ResourceTable
            label="Jobs"
            columns={JOB_COLUMNS}
            rows={found.jobs.items}
            loading={result.loading}
            emptyState="No jobs yet."
          />
          <Pager {...listPager(jobPaging, found.jobs.pageInfo.total, result.loading)} />
        </>
      )}
    </DetailPage>
  );
}

function IntegrationHeader({ integration }: { integration: IntegrationDetailsFragment }) {
  const [updateIntegration] = useUpdateIntegrationMutation();
  const [deleteIntegration] = useDeleteIntegrationMutation();
  const c = integration.configuration;

  const edit = useDetailEdit({
    noun: 'integration',
    form: IntegrationFormDialog,
    values: integrationFormValues(integration),
    save: async (values) =>
      (await updateIntegration({ variables: { id: integration.id, input: integrationInput(values) } })).data
        ?.updateIntegration,
  });

  const remove = useDetailRemove({
    noun: 'integration',
    back: BACK_TO_LIST,
    entity: integration,
    rootFields: ['integrations'],
    question: `Delete integration ${integration.name} with its jobs and delivery logs?`,
    remove: async () =>
      (await deleteIntegration({ variables: { id: integration.id } })).data?.deleteIntegration.userErrors,
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
    <DetailLayout title={integration.name} back={BACK_TO_LIST} edit={edit} editText="Edit" remove={remove}>
      <FactsTable label="Integration details" rows={rows.filter(([, value]) => value)} />
      <p>
        <IntegrationUpdatesDocsLink />
      </p>
    </DetailLayout>
  );
}
