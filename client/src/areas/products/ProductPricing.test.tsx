import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateProductMutation,
  CreateProductMutationVariables,
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables,
  FileListQuery,
  PriceBookListQuery,
  ProductDetailsQuery,
  ProductListQuery,
  ProductListQueryVariables,
  ProductPricesInBooksQuery,
  ProductPricesInBooksQueryVariables,
  SetProductMainImageMutation,
  SetProductMainImageMutationVariables,
  UpdateProductMutation,
  UpdateProductMutationVariables,
  UpdateProductPriceMutation,
  UpdateProductPriceMutationVariables,
} from '../../graphql/generated';
import { productDetails, productListItem, productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

type StoredPrice = NonNullable<ProductPricesInBooksQuery['product']>['prices'][number];

const BOOKS = [
  { id: 'pb-1', name: 'Retail' },
  { id: 'pb-2', name: 'Wholesale' },
];

const userError = (message: string) => ({
  __typename: 'UserError' as const,
  field: null,
  message,
  code: 'INVALID' as const,
});

function money(currency: string, amount: number, includesTax = false) {
  return {
    __typename: 'Money' as const,
    currency,
    amount,
    includesTax,
    formatted: `${currency} ${(amount / 100).toFixed(2)}`,
    tiers: [],
  };
}

function storedPrice(id: string, priceBookId: string, amounts: ReturnType<typeof money>[]): StoredPrice {
  const book = BOOKS.find((entry) => entry.id === priceBookId);
  return {
    __typename: 'ProductPrice',
    id,
    priceBookId,
    sku: 'SHIRT-NEW',
    externalRef: null,
    updatedAt: null,
    amounts,
    priceBook: { __typename: 'PriceBook', id: priceBookId, name: book?.name ?? priceBookId },
  };
}

const priceBooksHandler = graphql.query<PriceBookListQuery>('PriceBookList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      priceBooks: {
        __typename: 'PriceBookPage',
        items: BOOKS.map((book) => ({
          __typename: 'PriceBook' as const,
          ...book,
          description: null,
          externalRef: null,
          updatedAt: null,
        })),
        pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 2, hasNextPage: false },
      },
    },
  }),
);

function storedPricesHandler(prices: () => StoredPrice[]) {
  return graphql.query<ProductPricesInBooksQuery, ProductPricesInBooksQueryVariables>(
    'ProductPricesInBooks',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          product: { __typename: 'Product', id: String(variables.id), prices: prices() },
        },
      }),
  );
}

/** Creates "Blue shirt" as p-new; its prices (refused in `refuseBooks`) and main image recorded. */
function createHandlers({
  refuseBooks = {},
  imageError,
}: {
  refuseBooks?: Record<string, string>;
  imageError?: string;
}) {
  const created: StoredPrice[] = [];
  const priceCalls: CreateProductPriceMutationVariables[] = [];
  const imageCalls: SetProductMainImageMutationVariables[] = [];
  const product = productDetails({ id: 'p-new', name: 'Blue shirt', sku: 'SHIRT-NEW', status: 'DRAFT' });
  server.use(
    priceBooksHandler,
    storedPricesHandler(() => created),
    graphql.mutation<CreateProductMutation, CreateProductMutationVariables>('CreateProduct', () =>
      HttpResponse.json({
        data: {
          __typename: 'Mutation',
          createProduct: { __typename: 'ProductPayload', product, userErrors: [] },
        },
      }),
    ),
    graphql.query<ProductDetailsQuery>('ProductDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', product } }),
    ),
    graphql.mutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
      'CreateProductPrice',
      ({ variables }) => {
        priceCalls.push(variables);
        const bookId = String(variables.priceBookId);
        const reason = refuseBooks[bookId];
        const amounts = [variables.input.amounts].flat().map((entry) => money(entry.currency, entry.amount));
        const price = reason ? null : storedPrice(`pr-${bookId}`, bookId, amounts);
        if (price) created.push(price);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createProductPrice: {
              __typename: 'ProductPricePayload',
              price,
              userErrors: reason ? [userError(reason)] : [],
            },
          },
        });
      },
    ),
    graphql.mutation<SetProductMainImageMutation, SetProductMainImageMutationVariables>(
      'SetProductMainImage',
      ({ variables }) => {
        imageCalls.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            setProductMainImage: {
              __typename: 'ProductMainImagePayload',
              product: imageError
                ? null
                : {
                    __typename: 'Product',
                    id: 'p-new',
                    mainImage: {
                      __typename: 'File',
                      id: 'f-9',
                      fileName: 'shirt.png',
                      link: { __typename: 'FileLink', href: '/api/files/content/f-9/shirt.png' },
                    },
                  },
              userErrors: imageError ? [userError(imageError)] : [],
            },
          },
        });
      },
    ),
    graphql.query<FileListQuery>('FileList', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          files: {
            __typename: 'FilePage',
            items: [
              {
                __typename: 'File',
                id: 'f-9',
                fileName: 'shirt.png',
                mimeType: 'image/png',
                fileSize: 1536,
                width: 64,
                height: 64,
                createdAt: '2026-01-10T09:30:00.000Z',
                link: { __typename: 'FileLink', href: '/api/files/content/f-9/shirt.png' },
              },
            ],
            pageInfo: { __typename: 'PageInfo', limit: 50, offset: 0, total: 1, hasNextPage: false },
          },
        },
      }),
    ),
  );
  return { priceCalls, imageCalls };
}

async function fillNewProduct(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Blue shirt');
  await user.type(screen.getByLabelText('SKU'), 'SHIRT-NEW');
  await user.type(await screen.findByLabelText('Retail USD amount'), '19.99');
  await user.type(screen.getByLabelText('Retail EUR amount'), '18.5');
  await user.type(screen.getByLabelText('Wholesale USD amount'), '9');
  // An existing image, picked from the store's files.
  await user.click(screen.getByRole('button', { name: 'Choose image' }));
  await user.click(await screen.findByRole('listitem', { name: 'Choose shirt.png' }));
  expect(await screen.findByText('Chosen: shirt.png')).toBeInTheDocument();
}

describe('product prices and main image on the product form', () => {
  it('creates a priced product with a main image in one screen', async () => {
    const { priceCalls, imageCalls } = createHandlers({});
    const { user, router } = renderApp('/products/add');
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/products/p-new'));
    expect(priceCalls).toEqual([
      {
        priceBookId: 'pb-1',
        input: {
          sku: 'SHIRT-NEW',
          amounts: [
            { currency: 'USD', amount: 1999, includesTax: false },
            { currency: 'EUR', amount: 1850, includesTax: false },
          ],
        },
      },
      {
        priceBookId: 'pb-2',
        input: { sku: 'SHIRT-NEW', amounts: [{ currency: 'USD', amount: 900, includesTax: false }] },
      },
    ]);
    expect(imageCalls).toEqual([{ productId: 'p-new', fileId: 'f-9' }]);
    // The edit page shows the stored prices in major units.
    expect(await screen.findByLabelText('Retail USD amount')).toHaveValue('19.99');
    expect(screen.queryByText(/the price was not saved/)).not.toBeInTheDocument();
    expect(screen.queryByText('Main image not set')).not.toBeInTheDocument();
  }, 30_000);

  it('keeps the product when a price and the image fail, naming each beside its field', async () => {
    createHandlers({
      refuseBooks: { 'pb-2': 'Currency USD is not enabled in this price book.' },
      imageError: 'The file is not an image.',
    });
    const { user, router } = renderApp('/products/add');
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    // The product exists: its edit page, with what failed still typed and why.
    await waitFor(() => expect(currentUrl(router)).toBe('/products/p-new'));
    const wholesale = await screen.findByLabelText('Wholesale USD amount');
    expect(wholesale).toHaveValue('9');
    expect(wholesale).toHaveAccessibleDescription(
      'Wholesale: the price was not saved. Currency USD is not enabled in this price book.',
    );
    expect(screen.getByLabelText('Retail USD amount')).toHaveValue('19.99');
    expect(screen.getByLabelText('Retail USD amount')).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByText(/The main image \(shirt\.png\) was not set: The file is not an image\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Blue shirt');
    // The toast names what was not saved, not only that something was not.
    expect(
      await screen.findByText(
        'Product created, but its price in Wholesale and its main image were not saved: see below',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('updates a changed price when the product is saved, sending minor units and keeping tax', async () => {
    const product = productDetails({ id: 'p-1', sku: 'SHIRT-NEW' });
    const updates: UpdateProductPriceMutationVariables[] = [];
    const productUpdates: UpdateProductMutationVariables[] = [];
    let prices = [storedPrice('pr-1', 'pb-1', [money('USD', 1999, true)])];
    server.use(
      priceBooksHandler,
      storedPricesHandler(() => prices),
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product } }),
      ),
      graphql.mutation<UpdateProductMutation, UpdateProductMutationVariables>(
        'UpdateProduct',
        ({ variables }) => {
          productUpdates.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProduct: { __typename: 'ProductPayload', product, userErrors: [] },
            },
          });
        },
      ),
      graphql.mutation<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>(
        'UpdateProductPrice',
        ({ variables }) => {
          updates.push(variables);
          const amounts = [variables.input.amounts ?? []]
            .flat()
            .map((entry) => money(entry.currency, entry.amount, entry.includesTax ?? false));
          prices = [storedPrice('pr-1', 'pb-1', amounts)];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProductPrice: { __typename: 'ProductPricePayload', price: prices[0]!, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');

    const usd = await screen.findByLabelText('Retail USD amount');
    expect(usd).toHaveValue('19.99');
    await user.clear(usd);
    await user.type(usd, '24.5');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(updates).toEqual([
        {
          priceBookId: 'pb-1',
          id: 'pr-1',
          input: { amounts: [{ currency: 'USD', amount: 2450, includesTax: true }] },
        },
      ]),
    );
    expect(productUpdates).toEqual([]);
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Retail USD amount')).toHaveValue('24.50'));
  }, 30_000);

  it('refuses an amount that is not one before sending anything', async () => {
    createHandlers({});
    let created = false;
    server.use(
      graphql.mutation<CreateProductMutation>('CreateProduct', () => {
        created = true;
        return HttpResponse.json({ errors: [{ message: 'not expected' }] });
      }),
    );
    const { user } = renderApp('/products/add');
    await user.type(await screen.findByLabelText('Name'), 'Blue shirt');
    await user.type(screen.getByLabelText('SKU'), 'SHIRT-NEW');
    await user.type(await screen.findByLabelText('Retail USD amount'), '19.999');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByLabelText('Retail USD amount')).toHaveAccessibleDescription(
      'Retail: the price was not saved. 19.999 is not an amount in USD.',
    );
    expect(screen.getByText('Correct the prices marked below.')).toBeInTheDocument();
    expect(created).toBe(false);
  }, 30_000);
});

describe('product list price column and bulk status', () => {
  function listHandler(items: Parameters<typeof productPage>[0]) {
    return graphql.query<ProductListQuery, ProductListQueryVariables>('ProductList', () =>
      HttpResponse.json({ data: productPage(items) }),
    );
  }

  it("shows each product's price formatted, and a dash without one", async () => {
    server.use(
      listHandler([
        {
          ...productListItem({ id: 'p-1', name: 'Blue shirt' }),
          prices: [storedPrice('pr-1', 'pb-1', [money('USD', 1999)])],
        },
        { ...productListItem({ id: 'p-2', name: 'Red shirt', sku: 'SHIRT-RED' }), prices: [] },
      ]),
    );
    renderApp('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const priced = await within(table).findByRole('row', { name: /Blue shirt/ });
    expect(within(priced).getByTitle('In Retail')).toHaveTextContent('USD 19.99');
    const unpriced = within(table).getByRole('row', { name: /Red shirt/ });
    expect(within(unpriced).getByTitle("No price book prices this product's SKU")).toHaveTextContent('—');
  });

  it('sets the ticked products live and names the one that failed with its reason', async () => {
    const sent: UpdateProductMutationVariables[] = [];
    server.use(
      listHandler([
        productListItem({ id: 'p-1', name: 'Blue shirt', sku: 'S-1', status: 'DRAFT' }),
        productListItem({ id: 'p-2', name: 'Red shirt', sku: 'S-2', status: 'DRAFT' }),
        productListItem({ id: 'p-3', name: 'Green shirt', sku: 'S-3', status: 'DRAFT' }),
      ]),
      graphql.mutation<UpdateProductMutation, UpdateProductMutationVariables>(
        'UpdateProduct',
        ({ variables }) => {
          sent.push(variables);
          const refused = variables.id === 'p-2';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProduct: {
                __typename: 'ProductPayload',
                product: refused ? null : productDetails({ id: String(variables.id), status: 'LIVE' }),
                userErrors: refused ? [userError('A live product needs a price.')] : [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Blue shirt (S-1)' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Red shirt (S-2)' }));
    expect(screen.getByText('2 products selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set live' }));
    const summary = await screen.findByRole('dialog', { name: /Set live: 2 products/ }, { timeout: 9000 });
    expect(await within(summary).findByRole('status')).toHaveTextContent('1 product set live, 1 failed.');
    const failures = within(summary).getByRole('table', { name: 'Failures' });
    expect(within(failures).getByRole('row', { name: /Red shirt/ })).toHaveTextContent(
      'A live product needs a price.',
    );
    expect(sent.map((variables) => variables)).toEqual([
      { id: 'p-1', input: { status: 'LIVE' } },
      { id: 'p-2', input: { status: 'LIVE' } },
    ]);
  }, 30_000);
});
