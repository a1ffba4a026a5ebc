import { useState } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { LinkIcon, MediaIcon, TrashIcon } from '@blueprintjs/icons';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteAfterUndoWindow } from '../../components/undo/undoWindow';
import type { FilterField } from '../../components/list/FilterBar';
import { deleteAction, usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  FileListDocument,
  type FileListQuery,
  useDeleteFileMutation,
  useFileListQuery,
  useUploadFileFromUrlMutation,
  type FileListItemFragment,
} from '../../graphql/generated';
import { AddFileByUrlDialog, type FileUrlFormValues } from './components/AddFileByUrlDialog';
import { FileThumbnail } from './components/FileThumbnail';
import { UploadFileButton } from './components/UploadFileButton';
import { formatFileSize } from './fileFormat';
import { requirePayload } from '../../components/form/useMutationForm';
import { listPager } from '../../components/list/listPager';

type FileFilterKey = 'name';

// The provider offers no sort on files: the list comes oldest first.
const LIST_CONFIG: ListParamsConfig<FileFilterKey, never> = { filterKeys: ['name'], sortFields: [] };

const FILTER_FIELDS: readonly FilterField<FileFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

function dimensions(file: FileListItemFragment): string {
  return file.width && file.height ? `${file.width} × ${file.height}` : '—';
}

export function FileListPage() {
  const urlDialog = useUrlDialog('add-url');
  const [deleting, setDeleting] = useState<FileListItemFragment | null>(null);
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { fileName: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useFileListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(FileListDocument, variables, (all: FileListQuery) => all.files);
  const { loading, error, refetch } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.files;
  // Added and removed files shift every page: the list is fetched again.
  const refetchList = { refetchQueries: ['FileList'] };
  const [linkFile] = useUploadFileFromUrlMutation(refetchList);
  const [deleteFile] = useDeleteFileMutation(refetchList);
  // Bulk deletes refetch once at the end (onChanged), not after each file.
  const [deleteOneOfMany] = useDeleteFileMutation();

  const addByUrl = async (values: FileUrlFormValues) => {
    const { data: created } = await linkFile({ variables: { fileLocation: values.fileLocation.trim() } });
    const payload = requirePayload(created?.uploadFileFromUrl);
    if (payload.file && payload.userErrors.length === 0) {
      showToast(`Added ${payload.file.fileName}`);
      urlDialog.close();
    }
    return { userErrors: payload.userErrors };
  };

  /** The list hides the file at once; the delete goes out when the undo window ends. */
  const confirmDelete = () => {
    if (!deleting) return;
    const { id, fileName } = deleting;
    setDeleting(null);
    void deleteAfterUndoWindow({
      key: id,
      message: `Deleted ${fileName}`,
      remove: async () => (await deleteFile({ variables: { id } })).data?.deleteFile.userErrors,
    });
  };

  const columns: readonly ResourceColumn<FileListItemFragment>[] = [
    { id: 'thumbnail', header: 'Preview', width: 72, cell: (file) => <FileThumbnail file={file} /> },
    {
      id: 'name',
      header: 'Name',
      cell: (file) => (
        <a href={file.link.href} target="_blank" rel="noreferrer">
          {file.fileName}
        </a>
      ),
    },
    { id: 'type', header: 'Type', width: 140, cell: (file) => file.mimeType },
    { id: 'size', header: 'Size', width: 110, cell: (file) => formatFileSize(file.fileSize) },
    { id: 'dimensions', header: 'Dimensions', width: 120, cell: dimensions },
    {
      id: 'actions',
      header: 'Actions',
      width: 90,
      cell: (file) => (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          aria-label={`Delete ${file.fileName}`}
          onClick={() => setDeleting(file)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Files"
      actions={
        <div className="file-toolbar">
          <UploadFileButton onUploaded={() => void refetch()} />
          <Button icon={<LinkIcon />} text="Add by URL" onClick={urlDialog.open} />
        </div>
      }
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{
        noun: ['file', 'files'],
        source,
        actions: [
          deleteAction<FileListItemFragment>(
            async (file) => (await deleteOneOfMany({ variables: { id: file.id } })).data?.deleteFile,
          ),
        ],
        onChanged: () => void refetch(),
      }}
      table={{
        columns,
        rows: error && !data ? [] : page?.items,
        rowKey: (file) => file.id,
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(MediaIcon)}
            title={name ? 'No files match this name' : 'No files yet'}
            description={name ? 'Try another name.' : 'Files you upload appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, page?.pageInfo.total, loading)}
    >
      {urlDialog.isOpen && <AddFileByUrlDialog onSubmit={addByUrl} onClose={urlDialog.close} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        confirmText="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete file {deleting?.fileName}? Products using it as their main image will show none.
      </ConfirmDialog>
    </ListPage>
  );
}
