import { Tag } from '@blueprintjs/core';
import { ExchangeIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  IntegrationListDocument,
  type IntegrationListQuery,
  useCreateIntegrationMutation,
  useIntegrationListQuery,
  type IntegrationListItemFragment,
} from '../../graphql/generated';
import { IntegrationFormDialog } from './components/IntegrationFormDialog';
import { IntegrationTabs } from './components/IntegrationTabs';
import { EMPTY_INTEGRATION, integrationInput } from './integrationForm';
import { integrationUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

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

const INTEGRATION_LIST = defineList('integrations', { filters: { name: { label: 'Name contains' } } });

export function IntegrationListPage() {
  const listing = useResourceList(INTEGRATION_LIST, {
    hook: useIntegrationListQuery,
    document: IntegrationListDocument,
    pick: (all: IntegrationListQuery) => all.integrations,
  });
  const create = useCreateFlow(useCreateIntegrationMutation, {
    noun: 'integration',
    input: integrationInput,
    payload: (data) => data.createIntegration,
    record: (payload) => payload.integration,
    list: 'integrations',
    url: integrationUrl,
    dialog: (dialog) => <IntegrationFormDialog {...dialog} defaultValues={EMPTY_INTEGRATION} />,
  });

  return (
    <>
      <IntegrationTabs />
      <ListPage
        title="Integrations"
        noun={['integration', 'integrations']}
        create={create}
        list={listing}
        empty={{ icon: ExchangeIcon, description: 'Integrations deliver store events to other systems.' }}
        table={{ columns: COLUMNS, rowUrl: integrationUrl }}
      />
    </>
  );
}
