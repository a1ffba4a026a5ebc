import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachProductFilesMutation,
  AttachProductFilesMutationVariables,
  CreateProductMutation,
  CreateProductMutationVariables,
  DetachProductFilesMutation,
  DetachProductFilesMutationVariables,
  FileListQuery,
  ProductDetailsQuery,
  ProductFilesOfQuery,
  ProductSkuSearchQuery,
  ReplaceProductFilesMutation,
  ReplaceProductFilesMutationVariables,
  UpdateProductMutation,
  UpdateProductMutationVariables,
} from '../../graphql/generated';
import { productDetails } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const file = (id: string, fileName: string) => ({
  __typename: 'File' as const,
  id,
  fileName,
  link: { __typename: 'FileLink' as const, href: `https://cdn.example.com/${fileName}` },
});

const noFiles = graphql.query<ProductFilesOfQuery>('ProductFilesOf', ({ variables }) =>
  HttpResponse.json({
    data: { __typename: 'Query', product: { __typename: 'Product', id: String(variables.id), files: [] } },
  }),
);

const skuSearch = graphql.query<ProductSkuSearchQuery>('ProductSkuSearch', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      products: {
        __typename: 'ProductPage',
        items: [
          { __typename: 'Product', id: 'g-1', name: 'Game one', sku: 'GAME-1' },
          { __typename: 'Product', id: 'g-2', name: 'Game two', sku: 'GAME-2' },
        ],
      },
    },
  }),
);

describe('product attributes in the form', () => {
  it('sends locales, extensions, custom inputs and components, checking extensions JSON inline', async () => {
    let sent: CreateProductMutationVariables | undefined;
    server.use(
      skuSearch,
      graphql.mutation<CreateProductMutation, CreateProductMutationVariables>(
        'CreateProduct',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProduct: { __typename: 'ProductPayload', product: null, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/add');

    await user.type(await screen.findByLabelText('Name'), 'Game bundle');
    await user.type(screen.getByLabelText('SKU'), 'BUNDLE-1');

    await user.click(screen.getByRole('button', { name: 'Add locale' }));
    await user.type(screen.getByLabelText('Locale'), 'fr-FR');
    await user.type(screen.getByLabelText('Localized name'), 'Lot de jeux');

    const extensions = screen.getByLabelText('Extensions (JSON)');
    await user.click(extensions);
    await user.paste('{"products(size)": [1]}');

    await user.click(screen.getByRole('button', { name: 'Add custom input' }));
    await user.type(screen.getByLabelText('Key'), 'message');
    await user.type(screen.getByLabelText('Label'), 'Gift message');
    await user.type(screen.getByLabelText('Max length'), '40');
    await user.click(screen.getByLabelText('Required'));

    await user.type(screen.getByLabelText('Find component product'), 'GAME');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Add GAME-1 to the bundle' }));
    await user.click(screen.getByRole('button', { name: 'Add GAME-2 to the bundle' }));
    const quantity = screen.getByLabelText('Quantity of GAME-2');
    await user.clear(quantity);
    await user.type(quantity, '2');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(extensions).toHaveAccessibleDescription('"products(size)" must map to an object of fields'),
    );
    expect(sent).toBeUndefined();

    await user.clear(extensions);
    await user.click(extensions);
    await user.paste('{"products(size)": {"width": 10}}');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() =>
      expect(sent).toEqual({
        input: {
          name: 'Game bundle',
          sku: 'BUNDLE-1',
          status: 'DRAFT',
          commodityType: 'PHYSICAL',
          locales: [{ locale: 'fr-FR', name: 'Lot de jeux', description: null }],
          extensions: { 'products(size)': { width: 10 } },
          customInputs: [{ key: 'message', name: 'Gift message', required: true, maxLength: 40 }],
          components: [
            {
              key: 'items',
              name: null,
              options: [
                { productId: 'g-1', quantity: 1 },
                { productId: 'g-2', quantity: 2 },
              ],
            },
          ],
        },
      }),
    );
  });

  it('shows a bundle refusal from the server on the components section and removes a component', async () => {
    let sent: UpdateProductMutationVariables | undefined;
    const product = productDetails({
      id: 'b-1',
      name: 'Bundle',
      productTypes: ['bundle'],
      components: [
        {
          __typename: 'ProductBundleComponent',
          key: 'games',
          name: 'Games',
          min: null,
          max: null,
          sortOrder: null,
          options: [
            {
              __typename: 'ProductBundleOption',
              productId: 'g-1',
              quantity: 1,
              min: null,
              max: null,
              sortOrder: null,
              default: null,
              product: { __typename: 'Product', id: 'g-1', name: 'Game one', sku: 'GAME-1' },
            },
            {
              __typename: 'ProductBundleOption',
              productId: 'g-2',
              quantity: 3,
              min: null,
              max: null,
              sortOrder: null,
              default: null,
              product: { __typename: 'Product', id: 'g-2', name: 'Game two', sku: 'GAME-2' },
            },
          ],
        },
      ],
    });
    server.use(
      noFiles,
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product } }),
      ),
      graphql.mutation<UpdateProductMutation, UpdateProductMutationVariables>(
        'UpdateProduct',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProduct: {
                __typename: 'ProductPayload',
                product: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['components', 'games', 'options', '0', 'id'],
                    message: 'No product found with id g-1',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/b-1');

    expect(await screen.findByLabelText('Quantity of GAME-2')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Remove GAME-2 from the bundle' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(sent).toEqual({
        id: 'b-1',
        input: {
          components: [{ key: 'games', name: 'Games', options: [{ productId: 'g-1', quantity: 1 }] }],
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'Bundle components' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('No product found with id g-1');
  });
});

describe('product files section', () => {
  it('lists attached files, attaches several from the picker and detaches one', async () => {
    let files = [file('f-1', 'manual.png')];
    const attached: AttachProductFilesMutationVariables[] = [];
    const detached: DetachProductFilesMutationVariables[] = [];
    const payload = () => ({ __typename: 'Product' as const, id: 'p-1', files });
    server.use(
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
      ),
      graphql.query<ProductFilesOfQuery>('ProductFilesOf', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: payload() } }),
      ),
      graphql.query<FileListQuery>('FileList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            files: {
              __typename: 'FilePage',
              items: ['front.png', 'back.png'].map((name, index) => ({
                ...file(`new-${index}`, name),
                mimeType: 'image/png',
                fileSize: 10,
                width: 1,
                height: 1,
                createdAt: '2026-01-01T00:00:00.000Z',
              })),
              pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 2, hasNextPage: false },
            },
          },
        }),
      ),
      graphql.mutation<AttachProductFilesMutation, AttachProductFilesMutationVariables>(
        'AttachProductFiles',
        ({ variables }) => {
          attached.push(variables);
          const ids = Array.isArray(variables.fileIds) ? variables.fileIds : [variables.fileIds];
          files = [...files, ...ids.map((id) => file(String(id), id === 'new-0' ? 'front.png' : 'back.png'))];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              attachProductFiles: { __typename: 'ProductFilesPayload', product: payload(), userErrors: [] },
            },
          });
        },
      ),
      graphql.mutation<DetachProductFilesMutation, DetachProductFilesMutationVariables>(
        'DetachProductFiles',
        ({ variables }) => {
          detached.push(variables);
          files = files.filter((candidate) => candidate.id !== 'f-1');
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              detachProductFiles: { __typename: 'ProductFilesPayload', product: payload(), userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');

    const section = await screen.findByRole('region', { name: 'Files' });
    expect(await within(section).findByText('manual.png')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Attach files' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('listitem', { name: 'Choose front.png' }));
    await waitFor(() => expect(within(section).getByText('front.png')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('listitem', { name: 'Choose back.png' }));
    await waitFor(() => expect(within(section).getByText('back.png')).toBeInTheDocument());
    expect(attached).toEqual([
      { productId: 'p-1', fileIds: ['new-0'] },
      { productId: 'p-1', fileIds: ['new-1'] },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(section).getByRole('button', { name: 'Detach manual.png' }));
    await waitFor(() => expect(within(section).queryByText('manual.png')).not.toBeInTheDocument());
    expect(detached).toEqual([{ productId: 'p-1', fileIds: ['f-1'] }]);
  });

  it('moves a file down by replacing the list in its new order, and shows a refusal under the list', async () => {
    let files = [file('f-1', 'manual.png'), file('f-2', 'front.png')];
    const replaced: ReplaceProductFilesMutationVariables[] = [];
    let refuse = false;
    server.use(
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
      ),
      graphql.query<ProductFilesOfQuery>('ProductFilesOf', () =>
        HttpResponse.json({
          data: { __typename: 'Query', product: { __typename: 'Product', id: 'p-1', files } },
        }),
      ),
      graphql.mutation<ReplaceProductFilesMutation, ReplaceProductFilesMutationVariables>(
        'ReplaceProductFiles',
        ({ variables }) => {
          replaced.push(variables);
          if (refuse) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                replaceProductFiles: {
                  __typename: 'ProductFilesPayload',
                  product: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['fileIds', '0'],
                      message: 'No file found',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          const ids = Array.isArray(variables.fileIds) ? variables.fileIds : [variables.fileIds];
          files = ids.map((id) => files.find((candidate) => candidate.id === id) ?? file(String(id), 'x'));
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              replaceProductFiles: {
                __typename: 'ProductFilesPayload',
                product: { __typename: 'Product', id: 'p-1', files },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByRole('region', { name: 'Files' });
    const list = await within(section).findByRole('list', { name: 'Attached files' });
    await within(list).findByText('manual.png');
    expect(within(list).getByRole('button', { name: 'Move manual.png up' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Move manual.png down' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['front.png', 'manual.png']),
    );
    expect(replaced).toEqual([{ productId: 'p-1', fileIds: ['f-2', 'f-1'] }]);

    refuse = true;
    await user.click(within(list).getByRole('button', { name: 'Move manual.png up' }));
    expect(await within(section).findByText('No file found')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['front.png', 'manual.png']);
  });
});
