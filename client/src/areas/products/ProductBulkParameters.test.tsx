import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachProductNodesMutation,
  AttachProductNodesMutationVariables,
  CreateProductPriceMutation,
  CreateProductPriceMutationVariables,
  HierarchyTreeNodeFragment,
  NodePickerHierarchiesQuery,
  PriceBookListQuery,
  PriceBookPricesQuery,
  PriceBookPricesQueryVariables,
  ProductListQuery,
  ProductPriceRowFragment,
  UpdateProductPriceMutation,
  UpdateProductPriceMutationVariables,
} from '../../graphql/generated';
import { productListItem, productPage } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const PRODUCTS = productPage([
  productListItem({ id: 'p-1', name: 'Blue shirt', sku: 'SHIRT-BLUE' }),
  productListItem({ id: 'p-2', name: 'Red mug', sku: 'MUG-RED' }),
  productListItem({ id: 'p-3', name: 'Gift card', sku: null }),
]);

const node = (id: string, name: string, parentId: string | null = null): HierarchyTreeNodeFragment => ({
  __typename: 'HierarchyNode',
  id,
  name,
  slug: null,
  description: null,
  sortOrder: null,
  parentId,
  updatedAt: null,
});

const HIERARCHIES: NodePickerHierarchiesQuery = {
  __typename: 'Query',
  hierarchies: {
    __typename: 'HierarchyPage',
    items: [
      {
        __typename: 'Hierarchy',
        id: 'h-kitchen',
        name: 'Kitchen',
        nodes: {
          __typename: 'HierarchyNodePage',
          items: [node('n-mugs', 'Mugs'), node('n-tea', 'Tea', 'n-mugs')],
        },
      },
    ],
  },
};

const BOOKS: PriceBookListQuery = {
  __typename: 'Query',
  priceBooks: {
    __typename: 'PriceBookPage',
    items: [
      {
        __typename: 'PriceBook',
        id: 'pb-retail',
        name: 'Retail',
        description: null,
        externalRef: null,
        updatedAt: null,
      },
    ],
    pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 1, hasNextPage: false },
  },
};

const OK = { __typename: 'UserError', field: null, message: '', code: 'INVALID' } as const;
const userErrors = (message?: string) => (message ? [{ ...OK, message }] : []);

/** The list of three products (one without SKU), ticked all at once; resolves to the user. */
async function tickAll() {
  const { user } = renderApp('/products');
  const table = await screen.findByRole('table', { name: 'Products' });
  await user.click(await within(table).findByRole('checkbox', { name: 'Select Blue shirt (SHIRT-BLUE)' }));
  await user.click(within(table).getByRole('checkbox', { name: 'Select Red mug (MUG-RED)' }));
  await user.click(within(table).getByRole('checkbox', { name: 'Select Gift card' }));
  expect(screen.getByText('3 products selected')).toBeInTheDocument();
  return user;
}

describe('product bulk actions with parameters', () => {
  it('adds the ticked products to the chosen node: nothing runs until a node is chosen', async () => {
    const attached: AttachProductNodesMutationVariables[] = [];
    server.use(
      graphql.query<ProductListQuery>('ProductList', () => HttpResponse.json({ data: PRODUCTS })),
      graphql.query<NodePickerHierarchiesQuery>('NodePickerHierarchies', () =>
        HttpResponse.json({ data: HIERARCHIES }),
      ),
      graphql.mutation<AttachProductNodesMutation, AttachProductNodesMutationVariables>(
        'AttachProductNodes',
        ({ variables }) => {
          attached.push(variables);
          const refused = variables.productId === 'p-2';
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              attachProductNodes: {
                __typename: 'ProductNodesPayload',
                product: refused ? null : { __typename: 'Product', id: String(variables.productId) },
                userErrors: userErrors(refused ? 'The product is archived.' : undefined),
              },
            },
          });
        },
      ),
    );
    const user = await tickAll();
    await user.click(screen.getByRole('button', { name: 'Add to hierarchy node' }));
    const form = await screen.findByRole('form', { name: 'Add to hierarchy node' });

    // Invalid: no hierarchy, no node; the run does not start.
    await user.click(within(form).getByRole('button', { name: 'Add to node' }));
    expect(await within(form).findByText('Choose a hierarchy')).toBeInTheDocument();
    expect(within(form).getByText('Choose a node')).toBeInTheDocument();
    expect(attached).toEqual([]);

    await user.selectOptions(await within(form).findByLabelText('Hierarchy'), 'h-kitchen');
    await user.selectOptions(within(form).getByLabelText('Node'), 'n-tea');
    expect(within(form).getByRole('option', { name: 'Mugs / Tea' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add to node' }));

    const summary = await screen.findByRole('dialog', { name: /Add to hierarchy node: 3 products/ });
    expect(await within(summary).findByRole('status')).toHaveTextContent(
      '2 products added to the node, 1 failed.',
    );
    const failures = within(summary).getByRole('table', { name: 'Failures' });
    expect(within(failures).getByRole('row', { name: /Red mug/ })).toHaveTextContent(
      'The product is archived.',
    );
    expect(attached.map((sent) => sent.nodeIds)).toEqual([['n-tea'], ['n-tea'], ['n-tea']]);
    expect(attached.map((sent) => sent.productId).sort()).toEqual(['p-1', 'p-2', 'p-3']);
  });

  it('sets a price by SKU: updates an existing one, creates the others, and names products without SKU', async () => {
    const stored: ProductPriceRowFragment = {
      __typename: 'ProductPrice',
      id: 'price-shirt',
      priceBookId: 'pb-retail',
      sku: 'SHIRT-BLUE',
      externalRef: null,
      updatedAt: null,
      amounts: [
        {
          __typename: 'Money',
          currency: 'EUR',
          amount: 900,
          includesTax: false,
          formatted: '€9.00',
          tiers: [],
        },
        {
          __typename: 'Money',
          currency: 'USD',
          amount: 1000,
          includesTax: false,
          formatted: '$10.00',
          tiers: [],
        },
      ],
    };
    const lookups: PriceBookPricesQueryVariables[] = [];
    const created: CreateProductPriceMutationVariables[] = [];
    const updated: UpdateProductPriceMutationVariables[] = [];
    server.use(
      graphql.query<ProductListQuery>('ProductList', () => HttpResponse.json({ data: PRODUCTS })),
      graphql.query<PriceBookListQuery>('PriceBookList', () => HttpResponse.json({ data: BOOKS })),
      graphql.query<PriceBookPricesQuery, PriceBookPricesQueryVariables>(
        'PriceBookPrices',
        ({ variables }) => {
          lookups.push(variables);
          const items = variables.filter?.sku?.eq === 'SHIRT-BLUE' ? [stored] : [];
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              priceBook: {
                __typename: 'PriceBook',
                id: 'pb-retail',
                prices: {
                  __typename: 'ProductPricePage',
                  items,
                  pageInfo: {
                    __typename: 'PageInfo',
                    limit: 1,
                    offset: 0,
                    total: items.length,
                    hasNextPage: false,
                  },
                },
              },
            },
          });
        },
      ),
      graphql.mutation<CreateProductPriceMutation, CreateProductPriceMutationVariables>(
        'CreateProductPrice',
        ({ variables }) => {
          created.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createProductPrice: { __typename: 'ProductPricePayload', price: null, userErrors: [] },
            },
          });
        },
      ),
      graphql.mutation<UpdateProductPriceMutation, UpdateProductPriceMutationVariables>(
        'UpdateProductPrice',
        ({ variables }) => {
          updated.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateProductPrice: { __typename: 'ProductPricePayload', price: null, userErrors: [] },
            },
          });
        },
      ),
    );
    const user = await tickAll();
    await user.click(screen.getByRole('button', { name: 'Set price in price book' }));
    const form = await screen.findByRole('form', { name: 'Set price in price book' });

    // Invalid: no book, no amount, then an amount that is not one; nothing is looked up or sent.
    await user.click(within(form).getByRole('button', { name: 'Set price' }));
    expect(await within(form).findByText('Choose a price book')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount in at least one currency')).toBeInTheDocument();
    await user.selectOptions(await within(form).findByLabelText('Price book'), 'pb-retail');
    await user.type(within(form).getByLabelText('USD amount'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Set price' }));
    expect(await within(form).findByText('Enter an amount like 19.99')).toBeInTheDocument();
    expect(lookups).toEqual([]);

    await user.clear(within(form).getByLabelText('USD amount'));
    await user.type(within(form).getByLabelText('USD amount'), '12.50');
    await user.click(within(form).getByRole('button', { name: 'Set price' }));

    const summary = await screen.findByRole('dialog', { name: /Set price in price book: 3 products/ });
    expect(await within(summary).findByRole('status')).toHaveTextContent('2 products priced, 1 failed.');
    const failures = within(summary).getByRole('table', { name: 'Failures' });
    expect(within(failures).getByRole('row', { name: /Gift card/ })).toHaveTextContent(
      'The product has no SKU',
    );
    // The typed USD replaces the stored one; the stored EUR stays.
    expect(updated).toEqual([
      {
        priceBookId: 'pb-retail',
        id: 'price-shirt',
        input: {
          sku: 'SHIRT-BLUE',
          amounts: [
            { currency: 'USD', amount: 1250, includesTax: false },
            { currency: 'EUR', amount: 900, includesTax: false },
          ],
        },
      },
    ]);
    expect(created).toEqual([
      {
        priceBookId: 'pb-retail',
        input: { sku: 'MUG-RED', amounts: [{ currency: 'USD', amount: 1250, includesTax: false }] },
      },
    ]);
    await waitFor(() =>
      expect(lookups.map((sent) => sent.filter?.sku?.eq).sort()).toEqual(['MUG-RED', 'SHIRT-BLUE']),
    );
  });
});
