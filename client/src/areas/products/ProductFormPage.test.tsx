import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProductMutation,
  CreateProductMutationVariables,
  DeleteProductMutation,
  DeleteProductMutationVariables,
  ProductDetailsQuery,
  ProductDetailsQueryVariables,
  ProductListQuery,
  UpdateProductMutation,
  UpdateProductMutationVariables,
} from '../../graphql/generated';
import { productDetails, productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

describe('product form', () => {
  it('shows a duplicate SKU under the SKU field and keeps what was typed', async () => {
    let sent: CreateProductMutationVariables | undefined;
    server.use(
      graphql.mutation<CreateProductMutation, CreateProductMutationVariables>(
        'CreateProduct',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProduct: {
                __typename: 'ProductPayload',
                product: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['sku'],
                    message: 'A product with this sku already exists',
                    code: 'DUPLICATE',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/products/add');

    await user.type(await screen.findByLabelText('Name'), 'Blue shirt');
    await user.type(screen.getByLabelText('SKU'), 'SHIRT-BLUE');
    await user.type(screen.getByLabelText('Tags'), 'summer, cotton');
    await user.selectOptions(screen.getByLabelText('Status'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const sku = screen.getByLabelText('SKU');
    await waitFor(() => expect(sku).toHaveAccessibleDescription('A product with this sku already exists'));
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveValue('SHIRT-BLUE');
    expect(screen.getByLabelText('Name')).toHaveValue('Blue shirt');
    expect(screen.getByLabelText('Tags')).toHaveValue('summer, cotton');
    expect(currentUrl(router)).toBe('/products/add');
    expect(sent).toEqual({
      input: {
        name: 'Blue shirt',
        sku: 'SHIRT-BLUE',
        status: 'LIVE',
        commodityType: 'PHYSICAL',
        tags: ['summer', 'cotton'],
      },
    });
  });

  it('requires name and SKU before sending anything', async () => {
    const { user } = renderApp('/products/add');
    await user.click(await screen.findByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('SKU is required')).toBeInTheDocument();
  });

  it('saves only the changed fields of an existing product', async () => {
    let sent: UpdateProductMutationVariables | undefined;
    const product = productDetails({ id: 'p-1', name: 'Blue shirt', mpn: 'M-1' });
    server.use(
      graphql.query<ProductDetailsQuery, ProductDetailsQueryVariables>('ProductDetails', () =>
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
                product: { ...product, name: 'Navy shirt', mpn: null },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Blue shirt');
    await user.clear(name);
    await user.type(name, 'Navy shirt');
    await user.clear(screen.getByLabelText('MPN'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(sent).toEqual({ id: 'p-1', input: { name: 'Navy shirt', mpn: null } }));
    expect(await screen.findByRole('heading', { name: 'Navy shirt' })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    let deleted: DeleteProductMutationVariables | undefined;
    server.use(
      graphql.query<ProductDetailsQuery, ProductDetailsQueryVariables>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
      ),
      graphql.mutation<DeleteProductMutation, DeleteProductMutationVariables>(
        'DeleteProduct',
        ({ variables }) => {
          deleted = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteProduct: { __typename: 'DeleteProductPayload', deletedId: 'p-1', userErrors: [] },
            },
          });
        },
      ),
      graphql.query<ProductListQuery>('ProductList', () => HttpResponse.json({ data: productPage([]) })),
    );
    const { user, router } = renderApp('/products/p-1');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete product Blue shirt?');
    expect(currentUrl(router)).toBe('/products/p-1?dialog=delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    // Undoable: the toast says the delete waits and offers Undo; nothing is sent until its window ends.
    const notice = (await screen.findByText("Deleting 'Blue shirt'…")).closest<HTMLElement>('.bp6-toast');
    if (!notice) throw new Error('no toast');
    expect(within(notice).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByText(/deleted/)).not.toBeInTheDocument();
    expect(deleted).toBeUndefined();
    // Closing or reloading the tab meanwhile asks first (the delete would not be sent).
    expect(closingTabIsWarned()).toBe(true);
    await waitFor(() => expect(deleted).toEqual({ id: 'p-1' }), { timeout: 15_000 });
    expect(await screen.findByText("Product 'Blue shirt' deleted")).toBeInTheDocument();
    expect(closingTabIsWarned()).toBe(false);
  });
});

/** Whether closing the tab now would ask first (a `beforeunload` listener cancels the event). */
function closingTabIsWarned(): boolean {
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  return closing.defaultPrevented;
}
