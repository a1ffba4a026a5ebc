import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { TagIcon } from '@blueprintjs/icons';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { FormDialog } from '../../components/form/FormDialog';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { payloadResult } from '../../components/form/useMutationForm';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { RowActions } from '../../components/list/RowActions';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import { errorMessage } from '../../graphql/errors';
import {
  AccountTagListDocument,
  type AccountTagListQuery,
  useAccountTagDetailsQuery,
  useAccountTagListQuery,
  useDeleteAccountTagMutation,
  useUpdateAccountTagMutation,
  type AccountTagRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { TAG_FORM_FIELDS, TagFields, type TagFormValues } from './components/TagFields';

const ACCOUNT_TAG_LIST = defineList('accountTags', { filters: { name: { label: 'Name contains' } } });

/** `/accounts/tags`: the store's account tags; each is edited or deleted in a dialog kept in the URL. */
export function AccountTagListPage() {
  const listing = useResourceList(ACCOUNT_TAG_LIST, {
    hook: useAccountTagListQuery,
    document: AccountTagListDocument,
    pick: (all: AccountTagListQuery) => all.accountTags,
  });
  const name = listing.params.filters.name.trim();
  const editDialog = useUrlItemDialog('edit-tag', 'tag');
  const [deleteTag] = useDeleteAccountTagMutation({
    update: (cache, { data: deleted }) => {
      const id = deleted?.deleteAccountTag.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'AccountTag', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'accountTags' });
      cache.gc();
    },
  });
  const rowDelete = useRowDelete({
    dialog: 'delete-tag',
    itemKey: 'tag',
    rows: listing.list.page?.items,
    question: (tag) => `Delete tag ${tag.name}? It disappears from every account it is on.`,
    message: (tag) => `Tag ${tag.name} deleted`,
    remove: async (tag) => (await deleteTag({ variables: { id: tag.id } })).data?.deleteAccountTag.userErrors,
    confirmText: 'Delete tag',
  });

  const columns: readonly ResourceColumn<AccountTagRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (tag) => tag.name },
    { id: 'description', header: 'Description', cell: (tag) => tag.description ?? '' },
    { id: 'updatedAt', header: 'Updated', cell: (tag) => formatDateTime(tag.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (tag) => (
        <RowActions
          what={`tag ${tag.name}`}
          onEdit={() => editDialog.open(tag.id)}
          onDelete={() => rowDelete.ask(tag.id)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Account tags"
      list={listing}
      noun={['tag', 'tags']}
      table={{
        columns,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(TagIcon)}
            title={name ? 'No tags match this name' : 'No account tags yet'}
            description={name ? 'Try another name.' : 'Tags you create on an account appear here.'}
          />
        ),
      }}
    >
      {editDialog.itemId && <EditTagDialog id={editDialog.itemId} onClose={editDialog.close} />}
      {rowDelete.confirmDialog}
    </ListPage>
  );
}

/** Reads the tag as it is now (`accountTag`) and edits it; refusals show next to the field. */
function EditTagDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const result = useAccountTagDetailsQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const tag = completeData(result)?.accountTag;
  if (result.error || tag === null) {
    return (
      <FormDialog
        isOpen
        title="Edit tag"
        submitText="Save tag"
        submitting={false}
        formErrors={[result.error ? errorMessage(result.error) : 'This tag no longer exists.']}
        onSubmit={(event) => event.preventDefault()}
        onClose={onClose}
      >
        <Callout intent="warning">Close this dialog and pick a tag from the listing.list.</Callout>
      </FormDialog>
    );
  }
  if (!tag) return <Spinner aria-label="Loading the tag" />;
  return <EditTagForm key={tag.id} tag={tag} onClose={onClose} />;
}

function EditTagForm({ tag, onClose }: { tag: AccountTagRowFragment; onClose: () => void }) {
  const [updateTag] = useUpdateAccountTagMutation();
  return (
    <MutationFormDialog<TagFormValues>
      title={`Edit tag ${tag.name}`}
      submitText="Save tag"
      defaultValues={{ name: tag.name, description: tag.description ?? '' }}
      fieldNames={TAG_FORM_FIELDS}
      submit={async (values) => {
        const { data } = await updateTag({
          variables: {
            id: tag.id,
            input: { name: values.name.trim(), description: values.description.trim() },
          },
        });
        return payloadResult(data?.updateAccountTag, {
          success: 'Tag saved',
          saved: (payload) => payload.tag,
          then: onClose,
        });
      }}
      onClose={onClose}
    >
      {(form) => <TagFields form={form} idPrefix="edit-tag" />}
    </MutationFormDialog>
  );
}
