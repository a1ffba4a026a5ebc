import { NonIdealState } from '@blueprintjs/core';
import { DiagramTreeIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import type { ListParamsConfig } from '../../components/list/listParams';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  HierarchyListDocument,
  type HierarchyListQuery,
  useCreateHierarchyMutation,
  useHierarchyListQuery,
  type HierarchyListItemFragment,
} from '../../graphql/generated';
import { NamedFormDialog } from './components/NamedFormDialog';
import { namedCreateInput, type NamedFormValues } from './namedForm';
import { hierarchyUrl } from './urls';

type HierarchyFilterKey = 'name';

// The provider offers no sort on hierarchies: the list comes oldest first.
const LIST_CONFIG: ListParamsConfig<HierarchyFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<HierarchyFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<HierarchyListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (hierarchy) => hierarchy.name },
  { id: 'slug', header: 'Slug', cell: (hierarchy) => hierarchy.slug ?? '—' },
  { id: 'description', header: 'Description', cell: (hierarchy) => hierarchy.description ?? '' },
];

export function HierarchyListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useHierarchyListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    HierarchyListDocument,
    variables,
    (all: HierarchyListQuery) => all.hierarchies,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.hierarchies;
  const [createHierarchy] = useCreateHierarchyMutation({
    // The new hierarchy sorts last; lists are fetched again to include it.
    update: (cache, { data: created }) => {
      if (created?.createHierarchy.hierarchy) cache.evict({ id: 'ROOT_QUERY', fieldName: 'hierarchies' });
    },
  });

  const create = async (values: NamedFormValues) => {
    const { data: created } = await createHierarchy({ variables: { input: namedCreateInput(values) } });
    const payload = created?.createHierarchy;
    return openCreated(payload, payload?.hierarchy, { message: 'Hierarchy created', url: hierarchyUrl });
  };

  return (
    <ListPage
      title="Hierarchies"
      add={{ text: 'Add hierarchy', onClick: createDialog.open }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['hierarchy', 'hierarchies'], source }}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (hierarchy) => hierarchy.id,
        rowHref: (hierarchy) => hierarchyUrl(hierarchy.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(DiagramTreeIcon)}
            title={name ? 'No hierarchies match this name' : 'No hierarchies yet'}
            description={name ? 'Try another name.' : 'Hierarchies you add appear here.'}
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
        <NamedFormDialog
          title="Add hierarchy"
          submitText="Create hierarchy"
          idPrefix="new-hierarchy"
          onSubmit={create}
          onClose={createDialog.close}
        />
      )}
    </ListPage>
  );
}
