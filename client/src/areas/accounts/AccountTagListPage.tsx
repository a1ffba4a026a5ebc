import { Button, Callout, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { EditIcon, TagIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { payloadResult, useMutationForm } from '../../components/form/useMutationForm';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { deleteAfterUndoWindow } from '../../components/undo/undoWindow';
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
  type AccountTagFilter,
  type AccountTagRowFragment,
} from '../../graphql/generated';

type TagFilterKey = 'name';

const LIST_CONFIG: ListParamsConfig<TagFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<TagFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const MAX_NAME = 255;
const MAX_DESCRIPTION = 1024;

interface TagFormValues {
  name: string;
  description: string;
}

/** `/accounts/tags`: the store's account tags; each is edited or deleted in a dialog kept in the URL. */
export function AccountTagListPage() {
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const editDialog = useUrlItemDialog('edit-tag', 'tag');
  const deleteDialog = useUrlItemDialog('delete-tag', 'tag');
  const name = params.filters.name.trim();
  const filter: AccountTagFilter | undefined = name ? { name: { like: name } } : undefined;
  const variables = { filter, page: { limit: params.pageSize, offset: params.offset } };
  const result = useAccountTagListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    AccountTagListDocument,
    variables,
    (all: AccountTagListQuery) => all.accountTags,
  );
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.accountTags;
  const deleting = page?.items.find((tag) => tag.id === deleteDialog.itemId);
  const [deleteTag] = useDeleteAccountTagMutation({
    update: (cache, { data: deleted }) => {
      const id = deleted?.deleteAccountTag.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'AccountTag', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'accountTags' });
      cache.gc();
    },
  });

  /** The list hides the tag at once; the delete goes out when the undo window ends. */
  const confirmDelete = (tag: AccountTagRowFragment) => {
    deleteDialog.close();
    void deleteAfterUndoWindow({
      key: tag.id,
      message: `Tag ${tag.name} deleted`,
      remove: async () => (await deleteTag({ variables: { id: tag.id } })).data?.deleteAccountTag.userErrors,
    });
  };

  const columns: readonly ResourceColumn<AccountTagRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (tag) => tag.name },
    { id: 'description', header: 'Description', cell: (tag) => tag.description ?? '' },
    { id: 'updatedAt', header: 'Updated', cell: (tag) => formatDateTime(tag.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (tag) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            text="Edit"
            aria-label={`Edit tag ${tag.name}`}
            onClick={() => editDialog.open(tag.id)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            text="Delete"
            aria-label={`Delete tag ${tag.name}`}
            onClick={() => deleteDialog.open(tag.id)}
          />
        </>
      ),
    },
  ];

  return (
    <ListPage
      title="Account tags"
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={result.error}
      bulk={{ noun: ['tag', 'tags'], source }}
      table={{
        columns,
        rows: result.error && !data ? [] : page?.items,
        rowKey: (tag) => tag.id,
        loading: result.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(TagIcon)}
            title={name ? 'No tags match this name' : 'No account tags yet'}
            description={name ? 'Try another name.' : 'Tags you create on an account appear here.'}
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: result.loading,
      }}
    >
      {editDialog.itemId && <EditTagDialog id={editDialog.itemId} onClose={editDialog.close} />}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        confirmText="Delete tag"
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete tag {deleting?.name}? It disappears from every account it is on.
      </ConfirmDialog>
    </ListPage>
  );
}

/** Reads the tag as it is now (`accountTag`) and edits it; refusals show next to the field. */
function EditTagDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const result = useAccountTagDetailsQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const tag = result.dataState === 'complete' ? result.data.accountTag : undefined;
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
        <Callout intent="warning">Close this dialog and pick a tag from the list.</Callout>
      </FormDialog>
    );
  }
  if (!tag) return <Spinner aria-label="Loading the tag" />;
  return <EditTagForm key={tag.id} tag={tag} onClose={onClose} />;
}

function EditTagForm({ tag, onClose }: { tag: AccountTagRowFragment; onClose: () => void }) {
  const [updateTag] = useUpdateAccountTagMutation();
  const { form, onSubmit, formErrors, submitting } = useMutationForm<TagFormValues>({
    defaultValues: { name: tag.name, description: tag.description ?? '' },
    fieldNames: ['name', 'description'],
    submit: async (values) => {
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
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title={`Edit tag ${tag.name}`}
      submitText="Save tag"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="edit-tag-name"
        label="Tag name"
        error={fieldErrorMessage(errors.name)}
        helperText="Unique among the store's tags."
      >
        <InputGroup
          {...blueprintField(form, 'name', 'edit-tag-name', {
            validate: (value) => value.trim() !== '' || 'Name is required',
            maxLength: { value: MAX_NAME, message: `At most ${MAX_NAME} characters` },
          })}
          aria-required
        />
      </FormField>
      <FormField id="edit-tag-description" label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea
          {...blueprintField(form, 'description', 'edit-tag-description', {
            maxLength: { value: MAX_DESCRIPTION, message: `At most ${MAX_DESCRIPTION} characters` },
          })}
          fill
          rows={2}
        />
      </FormField>
    </FormDialog>
  );
}
