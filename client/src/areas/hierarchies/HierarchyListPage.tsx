import { DiagramTreeIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  HierarchyListDocument,
  type HierarchyListQuery,
  useCreateHierarchyMutation,
  useHierarchyListQuery,
  type HierarchyListItemFragment,
} from '../../graphql/generated';
import { NamedFormDialog } from './components/NamedFormDialog';
import { namedCreateInput } from './namedForm';
import { hierarchyUrl } from './urls';

const COLUMNS: readonly ResourceColumn<HierarchyListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (hierarchy) => hierarchy.name },
  { id: 'slug', header: 'Slug', cell: (hierarchy) => hierarchy.slug ?? '—' },
  { id: 'description', header: 'Description', cell: (hierarchy) => hierarchy.description ?? '' },
];

const HIERARCHY_LIST = defineList('hierarchies', { filters: { name: { label: 'Name contains' } } });

export function HierarchyListPage() {
  // The provider offers no sort on hierarchies: the list comes oldest first.
  const listing = useResourceList(HIERARCHY_LIST, {
    hook: useHierarchyListQuery,
    document: HierarchyListDocument,
    pick: (all: HierarchyListQuery) => all.hierarchies,
  });
  // The new hierarchy sorts last; lists are fetched again to include it.
  const create = useCreateFlow(useCreateHierarchyMutation, {
    noun: 'hierarchy',
    input: namedCreateInput,
    payload: (data) => data.createHierarchy,
    record: (payload) => payload.hierarchy,
    list: 'hierarchies',
    url: hierarchyUrl,
    dialog: (dialog) => <NamedFormDialog {...dialog} idPrefix="new-hierarchy" />,
  });

  return (
    <ListPage
      title="Hierarchies"
      noun={['hierarchy', 'hierarchies']}
      create={create}
      list={listing}
      empty={{ icon: DiagramTreeIcon, description: 'Hierarchies you add appear here.' }}
      table={{ columns: COLUMNS, rowUrl: hierarchyUrl }}
    />
  );
}
