import { NonIdealState, Tag } from '@blueprintjs/core';
import { ExchangeIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  IntegrationListDocument,
  type IntegrationListQuery,
  useCreateIntegrationMutation,
  useIntegrationListQuery,
  type IntegrationListItemFragment,
} from '../../graphql/generated';
import { IntegrationFormDialog } from './components/IntegrationFormDialog';
import { IntegrationTabs } from './components/IntegrationTabs';
import { EMPTY_INTEGRATION, integrationInput, type IntegrationFormValues } from './integrationForm';
import { integrationUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

type IntegrationFilterKey = 'name';

const LIST_CONFIG: ListParamsConfig<IntegrationFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<IntegrationFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<IntegrationListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (integration) => integration.name },
  {
    id: 'type',
    header: 'Type',
    cell: (integration) => enumLabel('IntegrationType', integration.integrationType),
  },
  { id: 'observes', header: 'Events', cell: (integration) => integration.observes.join(', ') },
  {
    id: 'enabled',
    header: 'Status',
    cell: (integration) => (
      <Tag minimal intent={integration.enabled ? 'success' : 'none'}>
        {integration.enabled ? 'Enabled' : 'Disabled'}
      </Tag>
    ),
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (integration) => formatDateTime(integration.updatedAt),
  },
];

export function IntegrationListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useIntegrationListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    IntegrationListDocument,
    variables,
    (all: IntegrationListQuery) => all.integrations,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.integrations;
  const [createIntegration] = useCreateIntegrationMutation({
    update: (cache, { data: created }) => {
      if (created?.createIntegration.integration)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'integrations' });
    },
  });

  const create = async (values: IntegrationFormValues) => {
    const { data: created } = await createIntegration({ variables: { input: integrationInput(values) } });
    const payload = created?.createIntegration;
    return openCreated(payload, payload?.integration, {
      message: 'Integration created',
      url: (id) => integrationUrl(id),
    });
  };

  return (
    <>
      <IntegrationTabs />
      <ListPage
        title="Integrations"
        add={{ text: 'Add integration', onClick: createDialog.open }}
        filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
        error={error}
        bulk={{ noun: ['integration', 'integrations'], source }}
        table={{
          columns: COLUMNS,
          rows: error && !data ? [] : page?.items,
          rowKey: (integration) => integration.id,
          rowHref: (integration) => integrationUrl(integration.id),
          loading,
          emptyState: (
            <NonIdealState
              icon={nonIdealStateIcon(ExchangeIcon)}
              title={name ? 'No integrations match this name' : 'No integrations yet'}
              description={name ? 'Try another name.' : 'Integrations deliver store events to other systems.'}
            />
          ),
        }}
        pager={{
          offset: params.offset,
          pageSize: params.pageSize,
          total: page?.pageInfo.total,
          onOffsetChange: setOffset,
          onPageSizeChange: setPageSize,
          disabled: loading,
        }}
      >
        {createDialog.isOpen && (
          <IntegrationFormDialog
            title="Add integration"
            submitText="Create integration"
            defaultValues={EMPTY_INTEGRATION}
            onSubmit={create}
            onClose={createDialog.close}
          />
        )}
      </ListPage>
    </>
  );
}
