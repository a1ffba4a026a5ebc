import { NonIdealState } from '@blueprintjs/core';
import { CodeBlockIcon } from '@blueprintjs/icons';
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
  CustomApiListDocument,
  type CustomApiListQuery,
  useCreateCustomApiMutation,
  useCustomApiListQuery,
  type CustomApiListItemFragment,
} from '../../graphql/generated';
import { CustomApiFormDialog, type CustomApiFormValues } from './components/CustomApiFormDialog';
import { customApiUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { listPager } from '../../components/list/listPager';

type CustomApiFilterKey = 'name';

const LIST_CONFIG: ListParamsConfig<CustomApiFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<CustomApiFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

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

export function CustomApiListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useCustomApiListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    CustomApiListDocument,
    variables,
    (all: CustomApiListQuery) => all.customApis,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.customApis;
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
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['Custom API', 'Custom APIs'], source }}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (api) => api.id,
        rowHref: (api) => customApiUrl(api.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(CodeBlockIcon)}
            title={name ? 'No Custom APIs match this name' : 'No Custom APIs yet'}
            description={name ? 'Try another name.' : 'Custom APIs you add appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, page?.pageInfo.total, loading)}
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
