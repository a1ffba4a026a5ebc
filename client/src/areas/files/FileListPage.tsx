import { Button } from '@blueprintjs/core';
import { LinkIcon, MediaIcon, TrashIcon } from '@blueprintjs/icons';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { deleteAction } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
import { payloadResult } from '../../components/form/useMutationForm';

function dimensions(file: FileListItemFragment): string {
  return file.width && file.height ? `${file.width} × ${file.height}` : '—';
}

const FILE_LIST = defineList('files', { filters: { name: { field: 'fileName', label: 'Name contains' } } });

export function FileListPage() {
  const urlDialog = useUrlDialog('add-url');
  // The provider offers no sort on files: the list comes oldest first.
  const listing = useResourceList(FILE_LIST, {
    hook: useFileListQuery,
    document: FileListDocument,
    pick: (all: FileListQuery) => all.files,
  });
  const { refetch } = listing;
  // Added and removed files shift every page: the list is fetched again.
  const refetchList = { refetchQueries: ['FileList'] };
  const [linkFile] = useUploadFileFromUrlMutation(refetchList);
  const [deleteFile] = useDeleteFileMutation(refetchList);
  // Bulk deletes refetch once at the end (onChanged), not after each file.
  const [deleteOneOfMany] = useDeleteFileMutation();

  const addByUrl = async (values: FileUrlFormValues) => {
    const { data: created } = await linkFile({ variables: { fileLocation: values.fileLocation.trim() } });
    const payload = created?.uploadFileFromUrl;
    // Shown only once the file is there, so its name is known then.
    return payloadResult(payload, {
      success: `Added ${payload?.file?.fileName ?? ''}`,
      saved: (added) => added.file,
      then: urlDialog.close,
    });
  };

  const rowDelete = useRowDelete({
    dialog: 'delete-file',
    itemKey: 'file',
    rows: listing.list.page?.items,
    question: (file) => `Delete file ${file.fileName}? Products using it as their main image will show none.`,
    message: (file) => `Deleted ${file.fileName}`,
    remove: async (file) => (await deleteFile({ variables: { id: file.id } })).data?.deleteFile.userErrors,
  });

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
          onClick={() => rowDelete.ask(file.id)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Files"
      actions={
        <div className="file-toolbar">
          <UploadFileButton onUploaded={refetch} />
          <Button icon={<LinkIcon />} text="Add by URL" onClick={urlDialog.open} />
        </div>
      }
      list={listing}
      noun={['file', 'files']}
      empty={{ icon: MediaIcon, description: 'Files you upload appear here.' }}
      bulk={{
        actions: [
          deleteAction<FileListItemFragment>(
            async (file) => (await deleteOneOfMany({ variables: { id: file.id } })).data?.deleteFile,
          ),
        ],
        onChanged: refetch,
      }}
      table={{ columns }}
    >
      {urlDialog.isOpen && <AddFileByUrlDialog onSubmit={addByUrl} onClose={urlDialog.close} />}
      {rowDelete.confirmDialog}
    </ListPage>
  );
}
