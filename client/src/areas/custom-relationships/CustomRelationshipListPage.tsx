import { Button, ButtonGroup } from '@blueprintjs/core';
import { EditIcon, FlowLinearIcon, TrashIcon } from '@blueprintjs/icons';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { ListPage } from '../../components/list/ListPage';
import { UNFILTERED_LIST } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import {
  CustomRelationshipListDocument,
  type CustomRelationshipListQuery,
  useCreateCustomRelationshipMutation,
  useCustomRelationshipListQuery,
  useDeleteCustomRelationshipMutation,
  useUpdateCustomRelationshipMutation,
  type CustomRelationshipDetailsFragment,
} from '../../graphql/generated';
import { CustomRelationshipDialog } from './components/CustomRelationshipDialog';
import {
  customRelationshipCreateInput,
  customRelationshipFormValues,
  customRelationshipUpdateInput,
  EMPTY_CUSTOM_RELATIONSHIP_FORM,
  type CustomRelationshipFormValues,
} from './customRelationshipForms';
import { payloadResult } from '../../components/form/useMutationForm';

/** Every change to the list is read again from the server rather than patched into the cache. */
const REFETCH_LIST = { refetchQueries: ['CustomRelationshipList'], awaitRefetchQueries: true };

/** The store's custom relationship definitions, with create, edit and delete dialogs. */
export function CustomRelationshipListPage() {
  const editDialog = useUrlItemDialog('edit', 'slug');
  // The provider offers neither filter nor sort on custom relationships: the list comes oldest first.
  const listing = useResourceList(UNFILTERED_LIST, {
    hook: useCustomRelationshipListQuery,
    document: CustomRelationshipListDocument,
    pick: (all: CustomRelationshipListQuery) => all.customRelationships,
  });
  const definitions = listing.list.page?.items;
  const editing = definitions?.find((definition) => definition.slug === editDialog.itemId);
  const create = useCreateFlow(useCreateCustomRelationshipMutation, {
    noun: 'custom relationship',
    input: customRelationshipCreateInput,
    payload: (data) => data.createCustomRelationship,
    record: (payload) => payload.customRelationship,
    list: 'customRelationships',
    dialog: (dialog) => (
      <CustomRelationshipDialog {...dialog} defaultValues={EMPTY_CUSTOM_RELATIONSHIP_FORM} slugEditable />
    ),
  });
  const [updateDefinition] = useUpdateCustomRelationshipMutation(REFETCH_LIST);
  const [deleteDefinition] = useDeleteCustomRelationshipMutation(REFETCH_LIST);

  const update = async (slug: string, values: CustomRelationshipFormValues) => {
    const { data: updated } = await updateDefinition({
      variables: { slug, input: customRelationshipUpdateInput(values) },
    });
    return payloadResult(updated?.updateCustomRelationship, {
      success: 'Custom relationship saved',
      saved: (payload) => payload.customRelationship,
      then: editDialog.close,
    });
  };

  const rowDelete = useRowDelete({
    dialog: 'delete',
    itemKey: 'slug',
    urlId: (definition) => definition.slug,
    rows: definitions,
    question: (definition) =>
      `Delete custom relationship ${definition.name}? Products lose their links under it.`,
    message: 'Custom relationship deleted',
    remove: async (definition) =>
      (await deleteDefinition({ variables: { slug: definition.slug } })).data?.deleteCustomRelationship
        .userErrors,
  });

  const columns: readonly ResourceColumn<CustomRelationshipDetailsFragment>[] = [
    { id: 'name', header: 'Name', cell: (definition) => definition.name },
    { id: 'slug', header: 'Slug', cell: (definition) => <code>{definition.slug}</code> },
    {
      id: 'externalName',
      header: 'Shown to shoppers as',
      cell: (definition) => definition.externalName ?? '—',
    },
    {
      id: 'biDirectional',
      header: 'Both ways',
      cell: (definition) => (definition.biDirectional ? 'Yes' : 'No'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (definition) => (
        <ButtonGroup variant="minimal">
          <Button
            icon={<EditIcon />}
            aria-label={`Edit ${definition.name}`}
            onClick={() => editDialog.open(definition.slug)}
          />
          <Button
            icon={<TrashIcon />}
            intent="danger"
            aria-label={`Delete ${definition.name}`}
            onClick={() => rowDelete.ask(definition.slug)}
          />
        </ButtonGroup>
      ),
    },
  ];

  return (
    <ListPage
      title="Custom relationships"
      noun={['custom relationship', 'custom relationships']}
      create={create}
      list={listing}
      empty={{
        icon: FlowLinearIcon,
        description: 'Custom relationships such as Related products or Accessories link products together.',
      }}
      table={{ columns }}
    >
      {editing && (
        <CustomRelationshipDialog
          title={`Edit ${editing.name}`}
          submitText="Save custom relationship"
          defaultValues={customRelationshipFormValues(editing)}
          slugEditable={false}
          onSubmit={(values) => update(editing.slug, values)}
          onClose={editDialog.close}
        />
      )}
      {rowDelete.confirmDialog}
    </ListPage>
  );
}
