import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateLegacyProductModifierMutation,
  CreateLegacyProductModifierMutationVariables,
  CreateLegacyVariationOptionMutation,
  CreateLegacyVariationOptionMutationVariables,
  LegacyProductModifierPageQuery,
  LegacyVariationOptionPageQuery,
  LegacyVariationOptionPageQueryVariables,
  LegacyModifierRowFragment,
  LegacyVariationRowFragment,
  LegacyVariationsQuery,
  UserErrorCode,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import {
  describeModifier,
  modifierInput,
  modifierUserErrors,
  type LegacyOptionRowFragment,
} from './variationForms';

beforeEach(signInForTest);

function modifier(id: string, value: string): LegacyModifierRowFragment {
  return {
    __typename: 'LegacyProductModifier',
    id,
    modifierType: 'SKU_APPEND',
    value,
    seek: null,
    set: null,
    prices: null,
  };
}

function option(
  id: string,
  name: string,
  modifiers: LegacyModifierRowFragment[] = [],
): LegacyOptionRowFragment {
  return { __typename: 'LegacyVariationOption', id, name, description: '', modifiers };
}

/** The state the handlers share: one variation whose options the mutations change. */
function sizeVariation(): LegacyVariationRowFragment {
  return {
    __typename: 'LegacyVariation',
    id: 'v-1',
    name: 'Size',
    updatedAt: null,
    options: [option('o-1', 'S', [modifier('m-1', '-S')])],
  };
}

const userError = (field: string, message: string, code: UserErrorCode) => ({
  __typename: 'UserError' as const,
  field: [field],
  message,
  code,
});

describe('legacy variations tab', () => {
  it('lists variations and edits options and modifiers with inline errors', async () => {
    const size = sizeVariation();
    const optionCalls: CreateLegacyVariationOptionMutationVariables[] = [];
    const modifierCalls: CreateLegacyProductModifierMutationVariables[] = [];
    server.use(
      graphql.query<LegacyVariationsQuery>('LegacyVariations', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            legacyVariations: {
              __typename: 'LegacyVariationPage',
              items: [size],
              pageInfo: { __typename: 'PageInfo', total: 1 },
            },
          },
        }),
      ),
      graphql.mutation<CreateLegacyVariationOptionMutation, CreateLegacyVariationOptionMutationVariables>(
        'CreateLegacyVariationOption',
        ({ variables }) => {
          optionCalls.push(variables);
          const created = option('o-2', variables.input.name ?? '');
          size.options = [...size.options, created];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createLegacyVariationOption: {
                __typename: 'LegacyVariationOptionPayload',
                option: { __typename: 'LegacyVariationOption', id: created.id },
                variation: size,
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<CreateLegacyProductModifierMutation, CreateLegacyProductModifierMutationVariables>(
        'CreateLegacyProductModifier',
        ({ variables }) => {
          modifierCalls.push(variables);
          if (variables.input.modifierType === 'SKU_APPEND') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createLegacyProductModifier: {
                  __typename: 'LegacyProductModifierPayload',
                  modifier: null,
                  variation: null,
                  userErrors: [
                    userError(
                      'modifierType',
                      'A modifier with modifier_type sku_append already exists',
                      'DUPLICATE',
                    ),
                  ],
                },
              },
            });
          }
          const created: LegacyModifierRowFragment = {
            ...modifier('m-2', variables.input.value ?? ''),
            modifierType: variables.input.modifierType,
          };
          size.options = size.options.map((existing) =>
            existing.id === variables.optionId
              ? { ...existing, modifiers: [...existing.modifiers, created] }
              : existing,
          );
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createLegacyProductModifier: {
                __typename: 'LegacyProductModifierPayload',
                modifier: { __typename: 'LegacyProductModifier', id: created.id },
                variation: size,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/legacy-catalogue/variations');
    const table = await screen.findByRole('table', { name: 'Variations' });
    expect(await within(table).findByText('Size')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Options of Size' }));
    const panel = await screen.findByRole('region', { name: 'Options of Size' });
    expect(within(panel).getByText('SKU append: -S')).toBeInTheDocument();

    // A new option appears in the panel from the variation the mutation answers with.
    await user.click(within(panel).getByRole('button', { name: 'Add option' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Option name'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Create option' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(optionCalls).toEqual([{ variationId: 'v-1', input: { name: 'M', description: '' } }]);
    expect(await within(panel).findByRole('listitem', { name: 'Option M' })).toBeInTheDocument();

    // A duplicate modifier type is shown on the type field; another type is saved.
    await user.click(within(panel).getByRole('button', { name: 'Add modifier to M' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Value'), '-M');
    await user.click(within(dialog).getByRole('button', { name: 'Create modifier' }));
    expect(
      await within(dialog).findByText('A modifier with modifier_type sku_append already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Modifier type')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(dialog).getByLabelText('Modifier type'), 'NAME_APPEND');
    await user.click(within(dialog).getByRole('button', { name: 'Create modifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(modifierCalls.at(-1)).toEqual({
      variationId: 'v-1',
      optionId: 'o-2',
      input: { modifierType: 'NAME_APPEND', value: '-M' },
    });
    const optionM = within(panel).getByRole('listitem', { name: 'Option M' });
    expect(await within(optionM).findByText('Name append: -M')).toBeInTheDocument();
  });

  it('shapes modifier inputs and errors by type', () => {
    expect(
      modifierInput({
        modifierType: 'PRICE_INCREMENT',
        value: '',
        seek: '',
        set: '',
        amount: '250',
        currency: 'usd',
        includesTax: true,
      }),
    ).toEqual({
      modifierType: 'PRICE_INCREMENT',
      prices: [{ amount: 250, currency: 'USD', includesTax: true }],
    });
    expect(modifierUserErrors([userError('value', 'bad', 'INVALID')], 'SKU_BUILDER')[0]?.field).toEqual([
      'seek',
    ]);
    expect(
      describeModifier({
        ...modifier('m', ''),
        modifierType: 'SLUG_BUILDER',
        value: null,
        seek: '{size}',
        set: 's',
      }),
    ).toBe('Slug builder: {size} → s');
  });
});

describe('legacy variation option pages', () => {
  it('reads an option, its modifiers and its siblings on the spec’s paths, then one modifier', async () => {
    const read: LegacyVariationOptionPageQueryVariables[] = [];
    const skuModifier = modifier('m-1', '-S');
    server.use(
      graphql.query<LegacyVariationOptionPageQuery, LegacyVariationOptionPageQueryVariables>(
        'LegacyVariationOptionPage',
        ({ variables }) => {
          read.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              legacyVariationOption: {
                __typename: 'LegacyVariationOption',
                id: 'o-1',
                name: 'S',
                description: 'Small',
              },
              legacyProductModifiers: [skuModifier],
              legacyVariationOptions: [
                { __typename: 'LegacyVariationOption', id: 'o-1', name: 'S' },
                { __typename: 'LegacyVariationOption', id: 'o-2', name: 'M' },
              ],
            },
          });
        },
      ),
      graphql.query<LegacyProductModifierPageQuery>('LegacyProductModifierPage', () =>
        HttpResponse.json({ data: { __typename: 'Query', legacyProductModifier: skuModifier } }),
      ),
    );
    const { user, router } = renderApp('/legacy-catalogue/variations/v-1/options/o-1');
    expect(await screen.findByRole('heading', { name: 'Option S' })).toBeInTheDocument();
    expect(screen.getByText('Small')).toBeInTheDocument();
    const siblings = screen.getByRole('navigation', { name: 'Options of this variation' });
    expect(within(siblings).getByRole('link', { name: 'M' })).toHaveAttribute(
      'href',
      '/legacy-catalogue/variations/v-1/options/o-2',
    );
    expect(read).toEqual([{ variationId: 'v-1', optionId: 'o-1' }]);
    await user.click(screen.getByRole('link', { name: describeModifier(skuModifier) }));
    expect(currentUrl(router)).toBe('/legacy-catalogue/variations/v-1/options/o-1/modifiers/m-1');
    const details = await screen.findByRole('table', { name: 'Modifier details' });
    expect(within(details).getByText('-S')).toBeInTheDocument();
  });
});
