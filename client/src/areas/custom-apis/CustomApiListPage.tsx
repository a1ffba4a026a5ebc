import { CodeBlockIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  CustomApiListDocument,
  type CustomApiListQuery,
  useCreateCustomApiMutation,
  useCustomApiListQuery,
  type CustomApiListItemFragment,
} from '../../graphql/generated';
import { CustomApiFormDialog, type CustomApiFormValues } from './components/CustomApiFormDialog';
import { customApiUrl } from './urls';
import { formatDateTime } from '../../format/dates';

const COLUMNS: readonly ResourceColumn<CustomApiListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (api) => api.name },
  { id: 'slug', header: 'Slug', cell: (api) => <code>{api.slug}</code> },
  { id: 'apiType', header: 'API type', cell: (api) => <code>{api.apiType}</code> },
  { id: 'description', header: 'Description', cell: (api) => api.description ?? '' },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (api) => formatDateTime(api.updatedAt),
  },
];

const CUSTOM_API_LIST = defineList('customApis', { filters: { name: { label: 'Name contains' } } });

export function CustomApiListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const listing = useResourceList(CUSTOM_API_LIST, {
    hook: useCustomApiListQuery,
    document: CustomApiListDocument,
    pick: (all: CustomApiListQuery) => all.customApis,
  });
  const [createCustomApi] = useCreateCustomApiMutation({
    update: (cache, { data: created }) => {
      if (created?.createCustomApi.customApi) cache.evict({ id: 'ROOT_QUERY', fieldName: 'customApis' });
    },
  });

  const create = async (values: CustomApiFormValues) => {
    const { data: created } = await createCustomApi({
      variables: {
        input: {
          name: values.name.trim(),
          slug: values.slug.trim(),
          apiType: values.apiType.trim(),
          description: values.description.trim() || undefined,
        },
      },
    });
    const payload = created?.createCustomApi;
    return openCreated(payload, payload?.customApi, {
      message: 'Custom API created',
      url: (id) => customApiUrl(id),
    });
  };

  return (
    <ListPage
      title="Custom APIs"
      add={{ text: 'Add Custom API', onClick: createDialog.open }}
      list={listing}
      empty={{ icon: CodeBlockIcon, plural: 'Custom APIs', description: 'Custom APIs you add appear here.' }}
      bulk={{ noun: ['Custom API', 'Custom APIs'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (api) => api.id,
        rowHref: (api) => customApiUrl(api.id),
      }}
    >
      {createDialog.isOpen && (
        <CustomApiFormDialog
          title="Add Custom API"
          submitText="Create Custom API"
          defaultValues={{ name: '', description: '', slug: '', apiType: '' }}
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
