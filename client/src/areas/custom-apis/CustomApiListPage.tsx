import { CodeBlockIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const listing = useResourceList(CUSTOM_API_LIST, {
    hook: useCustomApiListQuery,
    document: CustomApiListDocument,
    pick: (all: CustomApiListQuery) => all.customApis,
  });
  const create = useCreateFlow(useCreateCustomApiMutation, {
    noun: 'Custom API',
    input: (values: CustomApiFormValues) => ({
      name: values.name.trim(),
      slug: values.slug.trim(),
      apiType: values.apiType.trim(),
      description: values.description.trim() || undefined,
    }),
    payload: (data) => data.createCustomApi,
    record: (payload) => payload.customApi,
    list: 'customApis',
    url: customApiUrl,
    dialog: (dialog) => (
      <CustomApiFormDialog {...dialog} defaultValues={{ name: '', description: '', slug: '', apiType: '' }} />
    ),
  });

  return (
    <ListPage
      title="Custom APIs"
      noun={['Custom API', 'Custom APIs']}
      create={create}
      list={listing}
      empty={{ icon: CodeBlockIcon, description: 'Custom APIs you add appear here.' }}
      table={{ columns: COLUMNS, rowUrl: customApiUrl }}
    />
  );
}
