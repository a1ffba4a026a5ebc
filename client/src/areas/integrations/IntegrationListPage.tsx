import { Tag } from '@blueprintjs/core';
import { ExchangeIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const listing = useResourceList(INTEGRATION_LIST, {
    hook: useIntegrationListQuery,
    document: IntegrationListDocument,
    pick: (all: IntegrationListQuery) => all.integrations,
  });
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
        list={listing}
        empty={{
          icon: ExchangeIcon,
          plural: 'integrations',
          description: 'Integrations deliver store events to other systems.',
        }}
        bulk={{ noun: ['integration', 'integrations'], source: listing.list.source }}
        table={{
          columns: COLUMNS,
          rowKey: (integration) => integration.id,
          rowHref: (integration) => integrationUrl(integration.id),
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
