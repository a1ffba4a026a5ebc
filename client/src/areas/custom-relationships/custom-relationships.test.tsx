import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachCustomRelationshipsMutation,
  AttachCustomRelationshipsMutationVariables,
  DetachCustomRelationshipsMutation,
  DetachCustomRelationshipsMutationVariables,
  ProductCustomRelationshipsQuery,
  CreateCustomRelationshipMutation,
  CreateCustomRelationshipMutationVariables,
  CustomRelationshipDetailsFragment,
  CustomRelationshipListQuery,
  ProductDetailsQuery,
  ProductRelatedQuery,
  ProductVariationsQuery,
  RelatedProductRowFragment,
  RelatedProductSearchQuery,
  RelateProductsMutation,
  RelateProductsMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { productDetails } from '../../../test/fixtures';
import { customRelationshipCreateInput, customRelationshipUpdateInput } from './customRelationshipForms';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const RELATED: CustomRelationshipDetailsFragment = {
  __typename: 'CustomRelationship',
  id: 'cr-1',
  slug: 'related-products',
  name: 'Related products',
  description: null,
  externalName: 'You may also like',
  externalDescription: null,
  biDirectional: true,
};

function definitionList(items: CustomRelationshipDetailsFragment[]): CustomRelationshipListQuery {
  return {
    __typename: 'Query',
    customRelationships: {
      __typename: 'CustomRelationshipPage',
      items,
      pageInfo: { __typename: 'PageInfo', total: items.length },
    },
  };
}

const relatedRow = (id: string, name: string, sku: string): RelatedProductRowFragment => ({
  __typename: 'Product',
  id,
  name,
  sku,
});

describe('custom relationship forms', () => {
  it('leaves blank texts out on create and clears them with null on update', () => {
    const values = {
      slug: ' spares ',
      name: 'Spares',
      description: '',
      externalName: 'Spare parts',
      externalDescription: ' ',
      biDirectional: false,
    };
    expect(customRelationshipCreateInput(values)).toEqual({
      slug: 'spares',
      name: 'Spares',
      description: undefined,
      externalName: 'Spare parts',
      externalDescription: undefined,
      biDirectional: false,
    });
    expect(customRelationshipUpdateInput(values)).toMatchObject({
      description: null,
      externalName: 'Spare parts',
    });
  });
});

describe('custom relationships list', () => {
  it('lists definitions and creates one, showing the provider’s field errors inline', async () => {
    const sent: CreateCustomRelationshipMutationVariables[] = [];
    server.use(
      graphql.query<CustomRelationshipListQuery>('CustomRelationshipList', () =>
        HttpResponse.json({ data: definitionList([RELATED]) }),
      ),
      graphql.mutation<CreateCustomRelationshipMutation, CreateCustomRelationshipMutationVariables>(
        'CreateCustomRelationship',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomRelationship: {
                __typename: 'CustomRelationshipPayload',
                customRelationship: null,
                userErrors: [
                  userError(
                    ['slug'],
                    'A custom relationship with slug related-products already exists',
                    'DUPLICATE',
                  ),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-relationships');
    const table = await screen.findByRole('table', { name: 'Custom relationships' });
    expect(within(table).getByText('Related products')).toBeInTheDocument();
    expect(within(table).getByText('You may also like')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add custom relationship' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText(/^Name/, { selector: '#custom-relationship-name' }),
      'Related again',
    );
    await user.type(
      within(dialog).getByLabelText(/^Slug/, { selector: '#custom-relationship-slug' }),
      'related-products',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create custom relationship' }));
    expect(await within(dialog).findByText(/already exists/)).toBeInTheDocument();
    expect(sent[0]?.input).toMatchObject({
      slug: 'related-products',
      name: 'Related again',
      biDirectional: false,
    });
  });
});

describe('product related products section', () => {
  /** The product page with this section; `relate` answers RelateProducts for the variables sent. */
  function sectionHandlers(
    related: RelatedProductRowFragment[],
    relate: (variables: RelateProductsMutationVariables) => RelateProductsMutation['relateProducts'],
  ) {
    return [
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({
          data: { __typename: 'Query', product: productDetails({ id: 'p-1', name: 'Tee' }) },
        }),
      ),
      graphql.query<ProductVariationsQuery>('ProductVariations', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            // A whole product, not null: both sections read `product(id)`, and a null would replace this one's.
            product: {
              __typename: 'Product',
              id: 'p-1',
              productTypes: ['standard'],
              children: {
                __typename: 'ProductPage',
                items: [],
                pageInfo: { __typename: 'PageInfo', total: 0 },
              },
              variations: [],
              parent: null,
              variationChoices: [],
            },
          },
        }),
      ),
      graphql.query<CustomRelationshipListQuery>('CustomRelationshipList', () =>
        HttpResponse.json({ data: definitionList([RELATED]) }),
      ),
      // Read again after every change here, as the related products are.
      graphql.query<ProductCustomRelationshipsQuery>('ProductCustomRelationships', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            product: {
              __typename: 'Product',
              id: 'p-1',
              customRelationships: [
                { __typename: 'CustomRelationship', id: RELATED.id, slug: RELATED.slug, name: RELATED.name },
              ],
            },
          },
        }),
      ),
      graphql.query<ProductRelatedQuery>('ProductRelated', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            product: {
              __typename: 'Product',
              id: 'p-1',
              relatedProducts: {
                __typename: 'ProductPage',
                items: [...related],
                pageInfo: { __typename: 'PageInfo', total: related.length },
              },
            },
          },
        }),
      ),
      graphql.query<RelatedProductSearchQuery>('RelatedProductSearch', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            products: { __typename: 'ProductPage', items: [relatedRow('p-3', 'Red hat', 'HAT-RED')] },
          },
        }),
      ),
      graphql.mutation<RelateProductsMutation, RelateProductsMutationVariables>(
        'RelateProducts',
        ({ variables }) =>
          HttpResponse.json({ data: { __typename: 'Mutation', relateProducts: relate(variables) } }),
      ),
    ];
  }

  it('shows related products under the chosen definition and adds one found by SKU', async () => {
    const related: RelatedProductRowFragment[] = [relatedRow('p-2', 'Blue shirt', 'SHIRT-BLUE')];
    const relateCalls: RelateProductsMutationVariables[] = [];
    server.use(
      ...sectionHandlers(related, (variables) => {
        relateCalls.push(variables);
        related.push(relatedRow('p-3', 'Red hat', 'HAT-RED'));
        return { __typename: 'ProductCustomRelationshipsPayload', notRelated: [], userErrors: [] };
      }),
    );
    const { user } = renderApp('/products/p-1');
    expect(await screen.findByRole('heading', { name: 'Tee' })).toBeInTheDocument();
    const section = await screen.findByLabelText('Related products');
    const list = await within(section).findByRole('table', { name: 'Related products list' });
    expect(within(list).getByRole('link', { name: 'Blue shirt' })).toHaveAttribute('href', '/products/p-2');

    await user.type(within(section).getByLabelText('SKU'), 'HAT');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await user.click(await within(section).findByRole('button', { name: 'Add Red hat' }));
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Red hat' })).toBeInTheDocument());
    expect(relateCalls).toEqual([{ productId: 'p-1', slug: 'related-products', relatedProductIds: ['p-3'] }]);
  });

  it('says why a product was not related, with the userErrors, and adds nothing', async () => {
    const related: RelatedProductRowFragment[] = [relatedRow('p-2', 'Blue shirt', 'SHIRT-BLUE')];
    server.use(
      ...sectionHandlers(related, () => ({
        __typename: 'ProductCustomRelationshipsPayload',
        notRelated: [
          { __typename: 'ProductNotRelated', productId: 'p-3', reason: 'Red hat is a child product.' },
        ],
        userErrors: [userError(['relatedProductIds'], 'One product could not be related.')],
      })),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByLabelText('Related products');
    const list = await within(section).findByRole('table', { name: 'Related products list' });

    await user.type(within(section).getByLabelText('SKU'), 'HAT');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await user.click(await within(section).findByRole('button', { name: 'Add Red hat' }));
    expect(
      await screen.findByText('One product could not be related. Red hat is a child product.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Red hat added')).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Red hat' })).not.toBeInTheDocument();
  });
});

describe('custom relationships attached to a product', () => {
  const SPARES: CustomRelationshipDetailsFragment = {
    ...RELATED,
    id: 'cr-2',
    slug: 'spares',
    name: 'Spares',
  };
  const attachedRow = (definition: CustomRelationshipDetailsFragment) => ({
    __typename: 'CustomRelationship' as const,
    id: definition.id,
    slug: definition.slug,
    name: definition.name,
  });

  function productPage(attached: CustomRelationshipDetailsFragment[]) {
    return [
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({
          data: { __typename: 'Query', product: productDetails({ id: 'p-1', name: 'Tee' }) },
        }),
      ),
      graphql.query<CustomRelationshipListQuery>('CustomRelationshipList', () =>
        HttpResponse.json({ data: definitionList([RELATED, SPARES]) }),
      ),
      graphql.query<ProductRelatedQuery>('ProductRelated', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            product: {
              __typename: 'Product',
              id: 'p-1',
              relatedProducts: {
                __typename: 'ProductPage',
                items: [],
                pageInfo: { __typename: 'PageInfo', total: 0 },
              },
            },
          },
        }),
      ),
      graphql.query<ProductCustomRelationshipsQuery>('ProductCustomRelationships', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            product: { __typename: 'Product', id: 'p-1', customRelationships: attached.map(attachedRow) },
          },
        }),
      ),
    ];
  }

  it('attaches the chosen definition and detaches an attached one', async () => {
    const attached: CustomRelationshipDetailsFragment[] = [RELATED];
    const attachCalls: AttachCustomRelationshipsMutationVariables[] = [];
    const detachCalls: DetachCustomRelationshipsMutationVariables[] = [];
    const answer = () => ({
      __typename: 'ProductCustomRelationshipsPayload' as const,
      product: { __typename: 'Product' as const, id: 'p-1', customRelationships: attached.map(attachedRow) },
      userErrors: [],
    });
    server.use(
      ...productPage(attached),
      graphql.mutation<AttachCustomRelationshipsMutation, AttachCustomRelationshipsMutationVariables>(
        'AttachCustomRelationships',
        ({ variables }) => {
          attachCalls.push(variables);
          attached.push(SPARES);
          return HttpResponse.json({ data: { __typename: 'Mutation', attachCustomRelationships: answer() } });
        },
      ),
      graphql.mutation<DetachCustomRelationshipsMutation, DetachCustomRelationshipsMutationVariables>(
        'DetachCustomRelationships',
        ({ variables }) => {
          detachCalls.push(variables);
          attached.splice(0, 1);
          return HttpResponse.json({ data: { __typename: 'Mutation', detachCustomRelationships: answer() } });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByLabelText('Related products');
    const list = await within(section).findByRole('list', { name: 'Attached custom relationships' });
    await within(list).findByText('Related products');
    // The first definition is chosen and already attached, so it cannot be attached again.
    expect(within(section).getByRole('button', { name: 'Attach Related products' })).toBeDisabled();

    await user.selectOptions(within(section).getByLabelText('Custom relationship'), 'spares');
    await user.click(within(section).getByRole('button', { name: 'Attach Spares' }));
    await within(list).findByText('Spares');
    expect(attachCalls).toEqual([{ productId: 'p-1', slugs: ['spares'] }]);

    await user.click(within(list).getByRole('button', { name: 'Detach Related products' }));
    await waitFor(() => expect(within(list).queryByText('Related products')).not.toBeInTheDocument());
    expect(detachCalls).toEqual([{ productId: 'p-1', slugs: ['related-products'] }]);
  });

  it('shows a refused attach next to the attached list and keeps what was attached', async () => {
    server.use(
      ...productPage([RELATED]),
      graphql.mutation<AttachCustomRelationshipsMutation, AttachCustomRelationshipsMutationVariables>(
        'AttachCustomRelationships',
        () =>
          HttpResponse.json({
            data: {
              __typename: 'Mutation',
              attachCustomRelationships: {
                __typename: 'ProductCustomRelationshipsPayload',
                product: null,
                userErrors: [
                  userError(['slugs', '0'], 'No custom relationship found with slug spares', 'NOT_FOUND'),
                ],
              },
            },
          }),
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByLabelText('Related products');
    const list = await within(section).findByRole('list', { name: 'Attached custom relationships' });
    await within(list).findByText('Related products');
    await user.selectOptions(within(section).getByLabelText('Custom relationship'), 'spares');
    await user.click(within(section).getByRole('button', { name: 'Attach Spares' }));
    expect(
      await within(section).findByText('No custom relationship found with slug spares'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Related products')).toBeInTheDocument();
  });
});
