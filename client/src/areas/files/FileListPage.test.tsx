import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  DeleteFileMutation,
  DeleteFileMutationVariables,
  FileListItemFragment,
  FileListQuery,
  FileListQueryVariables,
  ProductDetailsQuery,
  ProductDetailsQueryVariables,
  SetProductMainImageMutation,
  SetProductMainImageMutationVariables,
  UploadFileFromUrlMutation,
  UploadFileFromUrlMutationVariables,
} from '../../graphql/generated';
import { productDetails } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

function fileItem(overrides: Partial<FileListItemFragment> = {}): FileListItemFragment {
  return {
    __typename: 'File',
    id: 'f-1',
    fileName: 'red.png',
    mimeType: 'image/png',
    fileSize: 1536,
    width: 64,
    height: 64,
    createdAt: '2026-01-10T09:30:00.000Z',
    link: { __typename: 'FileLink', href: '/api/files/content/f-1/red.png' },
    ...overrides,
  };
}

function fileListHandler(items: FileListItemFragment[]) {
  const sent: FileListQueryVariables[] = [];
  const handler = graphql.query<FileListQuery, FileListQueryVariables>('FileList', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        files: {
          __typename: 'FilePage',
          items,
          pageInfo: pageInfo(items.length),
        },
      },
    });
  });
  return { handler, sent };
}

const noUserErrors: [] = [];

beforeEach(signInForTest);

describe('file list', () => {
  it('shows a thumbnail, name, type and size per file and filters by name in the URL', async () => {
    const { handler, sent } = fileListHandler([
      fileItem(),
      fileItem({
        id: 'f-2',
        fileName: 'manual.pdf',
        mimeType: 'application/pdf',
        fileSize: 0,
        width: null,
        height: null,
      }),
    ]);
    server.use(handler);
    const { user, router } = renderApp('/files');

    const table = await screen.findByRole('table', { name: 'Files' });
    expect(await within(table).findByRole('img', { name: 'red.png' })).toHaveAttribute(
      'src',
      '/api/files/content/f-1/red.png',
    );
    expect(within(table).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(table).getByText('application/pdf')).toBeInTheDocument();
    expect(within(table).getByText('64 × 64')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name contains'), 'red');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ fileName: { like: 'red' } }), {
      timeout: 2000,
    });
    expect(currentUrl(router)).toBe('/files?name=red');
  });

  it('adds a file by URL, showing the provider refusal under the field', async () => {
    server.use(fileListHandler([]).handler);
    const sent: UploadFileFromUrlMutationVariables[] = [];
    server.use(
      graphql.mutation<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>(
        'UploadFileFromUrl',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              uploadFileFromUrl: {
                __typename: 'FilePayload',
                file: null,
                userErrors: [userError(['fileLocation'], 'File type is not supported')],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/files');
    await screen.findByText('No files yet');
    await user.click(screen.getByRole('button', { name: 'Add by URL' }));
    expect(currentUrl(router)).toBe('/files?dialog=add-url');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('File URL'), 'https://example.com/tool.exe');
    await user.click(within(dialog).getByRole('button', { name: 'Add file' }));
    expect(await within(dialog).findByText('File type is not supported')).toBeInTheDocument();
    expect(sent).toEqual([{ fileLocation: 'https://example.com/tool.exe' }]);
  });

  it('deletes a file after confirmation', async () => {
    server.use(fileListHandler([fileItem()]).handler);
    const deleted: string[] = [];
    server.use(
      graphql.mutation<DeleteFileMutation, DeleteFileMutationVariables>('DeleteFile', ({ variables }) => {
        deleted.push(String(variables.id));
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteFile: {
              __typename: 'DeleteFilePayload',
              deletedId: String(variables.id),
              userErrors: noUserErrors,
            },
          },
        });
      }),
    );
    const { user } = renderApp('/files');
    await user.click(await screen.findByRole('button', { name: 'Delete red.png' }));
    expect(deleted).toEqual([]);
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['f-1']));
  });
});

describe('product main image', () => {
  it('picks an image for the product from the store files', async () => {
    const sent: SetProductMainImageMutationVariables[] = [];
    server.use(
      graphql.query<ProductDetailsQuery, ProductDetailsQueryVariables>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails() } }),
      ),
      fileListHandler([fileItem()]).handler,
      graphql.mutation<SetProductMainImageMutation, SetProductMainImageMutationVariables>(
        'SetProductMainImage',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              setProductMainImage: {
                __typename: 'ProductMainImagePayload',
                product: {
                  __typename: 'Product',
                  id: String(variables.productId),
                  mainImage: {
                    __typename: 'File',
                    id: 'f-1',
                    fileName: 'red.png',
                    link: { __typename: 'FileLink', href: '/api/files/content/f-1/red.png' },
                  },
                },
                userErrors: noUserErrors,
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByRole('region', { name: 'Main image' });
    expect(within(section).getByText('No main image yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Choose image' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('listitem', { name: 'Choose red.png' }));
    await waitFor(() => expect(sent).toEqual([{ productId: 'p-1', fileId: 'f-1' }]));
    expect(await within(section).findByRole('img', { name: 'red.png' })).toBeInTheDocument();
  });
});
