import { DiagramTreeIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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

const COLUMNS: readonly ResourceColumn<HierarchyListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (hierarchy) => hierarchy.name },
  { id: 'slug', header: 'Slug', cell: (hierarchy) => hierarchy.slug ?? '—' },
  { id: 'description', header: 'Description', cell: (hierarchy) => hierarchy.description ?? '' },
];

const HIERARCHY_LIST = defineList('hierarchies', { filters: { name: { label: 'Name contains' } } });

export function HierarchyListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  // The provider offers no sort on hierarchies: the list comes oldest first.
  const listing = useResourceList(HIERARCHY_LIST, {
    hook: useHierarchyListQuery,
    document: HierarchyListDocument,
    pick: (all: HierarchyListQuery) => all.hierarchies,
  });
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
      list={listing}
      empty={{
        icon: DiagramTreeIcon,
        plural: 'hierarchies',
        description: 'Hierarchies you add appear here.',
      }}
      bulk={{ noun: ['hierarchy', 'hierarchies'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (hierarchy) => hierarchy.id,
        rowHref: (hierarchy) => hierarchyUrl(hierarchy.id),
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
