import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  BuildChildProductsMutation,
  CreateVariationOptionMutation,
  CreateVariationOptionMutationVariables,
  ProductChildFragment,
  ProductDetailsQuery,
  ProductVariationsQuery,
  UpdateVariationModifierMutation,
  UpdateVariationModifierMutationVariables,
  VariationDetailQuery,
  VariationModifierQuery,
  VariationOptionQuery,
  VariationOptionsQuery,
  VariationDetailsFragment,
  VariationListQuery,
  VariationOptionDetailsFragment,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { describeModifier, modifierInput } from './variationForms';
import { productDetails } from '../../../test/fixtures';

beforeEach(signInForTest);

/** The option Small with its modifiers, as its own query reads it. */
const SMALL: VariationOptionDetailsFragment = {
  __typename: 'VariationOption',
  id: 'o-small',
  variationId: 'v-size',
  name: 'Small',
  description: null,
  sortOrder: null,
  modifiers: [
    {
      __typename: 'VariationModifier',
      id: 'm-1',
      type: 'SKU_BUILDER',
      value: null,
      seek: '{SIZE}',
      set: 'S',
    },
  ],
};

/** The variation as its page reads it: options without their modifiers. */
const SIZE: VariationDetailsFragment = {
  __typename: 'Variation',
  id: 'v-size',
  name: 'Size',
  sortOrder: null,
  createdAt: null,
  updatedAt: null,
  options: [
    {
      __typename: 'VariationOption',
      id: 'o-small',
      variationId: 'v-size',
      name: 'Small',
      description: null,
      sortOrder: null,
    },
  ],
};

const variationList: VariationListQuery = {
  __typename: 'Query',
  variations: {
    __typename: 'VariationPage',
    items: [
      {
        __typename: 'Variation',
        id: SIZE.id,
        name: SIZE.name,
        sortOrder: null,
        updatedAt: null,
        options: [{ __typename: 'VariationOption', id: 'o-small', name: 'Small' }],
      },
    ],
    pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 1, hasNextPage: false },
  },
};

function child(id: string, option: string): ProductChildFragment {
  return {
    __typename: 'Product',
    id,
    name: `Tee ${option}`,
    sku: `TEE-${option}`,
    status: 'DRAFT',
    variationChoices: [
      {
        __typename: 'ProductVariationChoice',
        variationId: 'v-size',
        variationName: 'Size',
        optionId: `o-${option}`,
        optionName: option,
      },
    ],
  };
}

function productVariations(built: boolean): ProductVariationsQuery {
  const children = built ? [child('c-1', 'Small'), child('c-2', 'Large')] : [];
  return {
    __typename: 'Query',
    product: {
      __typename: 'Product',
      id: 'p-1',
      productTypes: [built ? 'parent' : 'standard'],
      variations: [
        {
          __typename: 'Variation',
          id: 'v-size',
          name: 'Size',
          options: [{ __typename: 'VariationOption', id: 'o-small', name: 'Small' }],
        },
      ],
      parent: null,
      variationChoices: [],
      children: {
        __typename: 'ProductPage',
        items: children,
        pageInfo: { __typename: 'PageInfo', total: children.length },
      },
    },
  };
}

describe('variation forms', () => {
  it('sends builders as seek and set and the other types as a value', () => {
    expect(modifierInput({ type: 'SKU_BUILDER', value: 'x', seek: '{SIZE}', set: 'L' })).toEqual({
      type: 'SKU_BUILDER',
      seek: '{SIZE}',
      set: 'L',
    });
    expect(modifierInput({ type: 'NAME_APPEND', value: ' Large', seek: '', set: '' })).toEqual({
      type: 'NAME_APPEND',
      value: ' Large',
    });
    expect(describeModifier({ type: 'SKU_BUILDER', value: null, seek: '{SIZE}', set: 'L' })).toBe(
      'SKU: build (replace a placeholder): {SIZE} → L',
    );
  });
});

describe('variations area', () => {
  it('lists variations with their options', async () => {
    server.use(
      graphql.query<VariationListQuery>('VariationList', () => HttpResponse.json({ data: variationList })),
    );
    renderApp('/variations');
    const table = await screen.findByRole('table', { name: 'Variations' });
    expect(within(table).getByText('Size')).toBeInTheDocument();
    expect(within(table).getByText('Small')).toBeInTheDocument();
  });

  it('shows options, an option’s modifiers once opened, and a duplicate option name under the name field', async () => {
    let sent: CreateVariationOptionMutationVariables | undefined;
    let modifierReads = 0;
    server.use(
      graphql.query<VariationDetailQuery>('VariationDetail', () =>
        HttpResponse.json({ data: { __typename: 'Query', variation: SIZE } }),
      ),
      graphql.query<VariationOptionQuery>('VariationOption', () => {
        modifierReads += 1;
        return HttpResponse.json({ data: { __typename: 'Query', variationOption: SMALL } });
      }),
      graphql.mutation<CreateVariationOptionMutation, CreateVariationOptionMutationVariables>(
        'CreateVariationOption',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createVariationOption: {
                __typename: 'VariationOptionPayload',
                option: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['name'],
                    message: 'An option with this name already exists in the variation',
                    code: 'DUPLICATE',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/variations/v-size');
    const options = await screen.findByRole('table', { name: 'Options' });
    expect(within(options).getByText('Small')).toBeInTheDocument();
    // Modifiers are read only when opened: one provider read per option otherwise.
    expect(within(options).queryByText('SKU: build (replace a placeholder): {SIZE} → S')).toBeNull();
    expect(modifierReads).toBe(0);
    await user.click(within(options).getByRole('button', { name: 'Show the modifiers of Small' }));
    expect(
      await within(options).findByText('SKU: build (replace a placeholder): {SIZE} → S'),
    ).toBeInTheDocument();
    expect(modifierReads).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Small');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(sent).toEqual({ variationId: 'v-size', input: { name: 'Small' } }));
    expect(
      await within(dialog).findByText('An option with this name already exists in the variation'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Small');
  });
});

describe('product variations section', () => {
  it('builds child products and lists them with their options, linking to each child', async () => {
    let built = false;
    server.use(
      graphql.query<ProductVariationsQuery>('ProductVariations', () =>
        HttpResponse.json({ data: productVariations(built) }),
      ),
      graphql.query<VariationListQuery>('VariationList', () => HttpResponse.json({ data: variationList })),
      graphql.mutation<BuildChildProductsMutation>('BuildChildProducts', () => {
        built = true;
        const { product } = productVariations(true);
        if (!product) throw new Error('fixture has a product');
        const { children: _children, ...details } = product;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            buildChildProducts: { __typename: 'ProductPayload', product: details, userErrors: [] },
          },
        });
      }),
    );
    server.use(
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({
          data: { __typename: 'Query', product: productDetails({ id: 'p-1', name: 'Tee' }) },
        }),
      ),
    );
    const { user } = renderApp('/products/p-1');
    expect(await screen.findByText('No child products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build child products' }));
    const table = await screen.findByRole('table', { name: 'Child products' });
    expect(within(table).getByRole('link', { name: 'Tee Small' })).toHaveAttribute('href', '/products/c-1');
    expect(within(table).getByText('Large')).toBeInTheDocument();
  });
});

describe('one option and one modifier of a variation', () => {
  it('opens an option and its modifier by id, and edits the modifier keeping a refused value inline', async () => {
    const small = SMALL;
    let modifier = small.modifiers[0];
    if (!modifier) throw new Error('the fixture has a modifier');
    const sent: UpdateVariationModifierMutationVariables[] = [];
    server.use(
      graphql.query<VariationDetailQuery>('VariationDetail', () =>
        HttpResponse.json({ data: { __typename: 'Query', variation: SIZE } }),
      ),
      graphql.query<VariationOptionsQuery>('VariationOptions', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            variationOptions: {
              __typename: 'VariationOptionPage',
              items: [
                { __typename: 'VariationOption', id: 'o-small', name: 'Small' },
                { __typename: 'VariationOption', id: 'o-large', name: 'Large' },
              ],
              pageInfo: { __typename: 'PageInfo', total: 2 },
            },
          },
        }),
      ),
      graphql.query<VariationOptionQuery>('VariationOption', () =>
        HttpResponse.json({ data: { __typename: 'Query', variationOption: small } }),
      ),
      graphql.query<VariationModifierQuery>('VariationModifier', () =>
        HttpResponse.json({ data: { __typename: 'Query', variationModifier: modifier } }),
      ),
      graphql.mutation<UpdateVariationModifierMutation, UpdateVariationModifierMutationVariables>(
        'UpdateVariationModifier',
        ({ variables }) => {
          sent.push(variables);
          const input = variables.input;
          if (input.set?.includes(' ')) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                updateVariationModifier: {
                  __typename: 'VariationModifierPayload',
                  modifier: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['set'],
                      message: 'set must not contain spaces',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          modifier = { ...modifier!, seek: input.seek ?? null, set: input.set ?? null };
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateVariationModifier: { __typename: 'VariationModifierPayload', modifier, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/variations/v-size');
    await user.click(await screen.findByRole('link', { name: 'Small' }));
    expect(currentUrl(router)).toBe('/variations/v-size/options/o-small');
    expect(await screen.findByRole('heading', { name: 'Option Small' })).toBeInTheDocument();
    const siblings = await screen.findByRole('navigation', { name: 'Options of this variation' });
    expect(within(siblings).getByRole('link', { name: 'Large' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: describeModifier(small.modifiers[0]!) }));
    expect(currentUrl(router)).toBe('/variations/v-size/options/o-small/modifiers/m-1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const replacement = within(dialog).getByLabelText('Replacement');
    await user.clear(replacement);
    await user.type(replacement, 'S M');
    await user.click(within(dialog).getByRole('button', { name: 'Save modifier' }));
    expect(await within(dialog).findByText('set must not contain spaces')).toBeInTheDocument();
    expect(replacement).toHaveValue('S M');
    await user.clear(replacement);
    await user.type(replacement, 'SM');
    await user.click(within(dialog).getByRole('button', { name: 'Save modifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      variationId: 'v-size',
      optionId: 'o-small',
      id: 'm-1',
      input: { type: 'SKU_BUILDER', seek: '{SIZE}', set: 'SM' },
    });
    expect(
      await screen.findByRole('heading', {
        name: describeModifier({ type: 'SKU_BUILDER', value: null, seek: '{SIZE}', set: 'SM' }),
      }),
    ).toBeInTheDocument();
  });
});
