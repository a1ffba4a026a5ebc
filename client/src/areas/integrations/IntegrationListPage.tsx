import { Tag } from '@blueprintjs/core';
import { ExchangeIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import { NameFilterEmptyState, useNameFilter } from '../../components/list/useNameFilter';
import { usePagedList } from '../../components/list/usePagedList';
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

export function IntegrationListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const listing = useNameFilter();
  const list = usePagedList(
    useIntegrationListQuery({ variables: listing.variables, fetchPolicy: 'cache-and-network' }),
    IntegrationListDocument,
    listing.variables,
    (all: IntegrationListQuery) => all.integrations,
  );
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
        filter={listing.filter}
        error={list.error}
        bulk={{ noun: ['integration', 'integrations'], source: list.source }}
        table={{
          columns: COLUMNS,
          rows: list.rows,
          rowKey: (integration) => integration.id,
          rowHref: (integration) => integrationUrl(integration.id),
          loading: list.loading,
          emptyState: (
            <NameFilterEmptyState
              name={listing.name}
              icon={ExchangeIcon}
              plural="integrations"
              description="Integrations deliver store events to other systems."
            />
          ),
        }}
        pager={listPager(listing.paging, list.page?.pageInfo.total, list.loading)}
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
