import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachProductTemplatesMutation,
  AttachProductTemplatesMutationVariables,
  FlowFieldRowFragment,
  ProductDetailsQuery,
  ProductDetailsQueryVariables,
  ProductTemplateFieldsFragment,
  ProductTemplatesQuery,
  ProductTemplatesQueryVariables,
  ReplaceProductTemplatesMutation,
  ReplaceProductTemplatesMutationVariables,
  SaveProductTemplateValuesMutation,
  SaveProductTemplateValuesMutationVariables,
} from '../../../graphql/generated';
import { productDetails } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
import { renderApp, signInForTest } from '../../../../test/renderApp';

beforeEach(signInForTest);

const field = (
  id: string,
  name: string,
  slug: string,
  fieldType: FlowFieldRowFragment['fieldType'],
  required: boolean,
): FlowFieldRowFragment => ({
  __typename: 'FlowField',
  id,
  name,
  slug,
  fieldType,
  required,
  description: '',
  enabled: true,
});

const careFlow = {
  __typename: 'Flow' as const,
  id: 'flow-1',
  name: 'Product care',
  slug: 'product-care',
  fields: [
    field('f-1', 'Instructions', 'instructions', 'STRING', true),
    field('f-2', 'Wash temperature', 'wash_temperature', 'INTEGER', false),
  ],
};

/** A product page whose templates live in `state`, with the attach and save mutations recorded. */
function templateHandlers(state: { templates: ProductTemplateFieldsFragment[] }) {
  const attached: AttachProductTemplatesMutationVariables[] = [];
  const saved: SaveProductTemplateValuesMutationVariables[] = [];
  const handlers = [
    graphql.query<ProductDetailsQuery, ProductDetailsQueryVariables>('ProductDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
    ),
    graphql.query<ProductTemplatesQuery, ProductTemplatesQueryVariables>('ProductTemplates', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          product: { __typename: 'Product', id: 'p-1', templates: state.templates },
          flows: {
            __typename: 'FlowPage',
            items: [{ __typename: 'Flow', id: careFlow.id, name: careFlow.name, slug: careFlow.slug }],
          },
        },
      }),
    ),
    graphql.mutation<AttachProductTemplatesMutation, AttachProductTemplatesMutationVariables>(
      'AttachProductTemplates',
      ({ variables }) => {
        attached.push(variables);
        state.templates = [{ __typename: 'ProductTemplate', flow: careFlow, values: {} }];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            attachProductTemplates: {
              __typename: 'ProductTemplatesPayload',
              templates: state.templates,
              userErrors: [],
            },
          },
        });
      },
    ),
    graphql.mutation<SaveProductTemplateValuesMutation, SaveProductTemplateValuesMutationVariables>(
      'SaveProductTemplateValues',
      ({ variables }) => {
        saved.push(variables);
        const values = variables.values as Record<string, unknown>;
        if (values.wash_temperature === 99) {
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              saveProductTemplateValues: {
                __typename: 'ProductTemplateValuesPayload',
                template: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['values', 'wash_temperature'],
                    message: 'wash_temperature is too hot',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        }
        const template = { __typename: 'ProductTemplate' as const, flow: careFlow, values };
        state.templates = [template];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            saveProductTemplateValues: {
              __typename: 'ProductTemplateValuesPayload',
              template,
              userErrors: [],
            },
          },
        });
      },
    ),
  ];
  return { handlers, attached, saved };
}

describe('product templates section', () => {
  it('attaches a flow, then saves typed values and shows the provider error under its field', async () => {
    const state = { templates: [] as ProductTemplateFieldsFragment[] };
    const { handlers, attached, saved } = templateHandlers(state);
    server.use(...handlers);
    const { user } = renderApp('/products/p-1');

    const section = (await screen.findByRole('heading', { name: 'Templates' })).closest('section');
    if (!section) throw new Error('no Templates section');
    const templates = within(section);
    expect(await templates.findByText(/No templates yet/)).toBeInTheDocument();
    await user.click(templates.getByRole('button', { name: 'Attach template' }));
    await waitFor(() => expect(attached).toEqual([{ productId: 'p-1', flowIds: ['flow-1'] }]));

    const form = await templates.findByRole('form', { name: 'Template Product care' });
    await user.type(within(form).getByLabelText('Instructions (required)'), 'Dry clean');
    await user.type(within(form).getByLabelText('Wash temperature'), '99');
    await user.click(within(form).getByRole('button', { name: 'Save Product care' }));
    const temperature = within(form).getByLabelText('Wash temperature');
    await waitFor(() => expect(temperature).toHaveAccessibleDescription('wash_temperature is too hot'));

    await user.clear(temperature);
    await user.type(temperature, '30');
    await user.click(within(form).getByRole('button', { name: 'Save Product care' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      productId: 'p-1',
      flowId: 'flow-1',
      values: { instructions: 'Dry clean', wash_temperature: 30 },
    });
    expect(within(form).getByLabelText('Wash temperature')).toHaveValue('30');
  });

  it('makes the chosen flow the only template (PUT) and lists it alone', async () => {
    const sizingFlow = {
      __typename: 'Flow' as const,
      id: 'flow-2',
      name: 'Sizing',
      slug: 'sizing',
      fields: [],
    };
    let templates: ProductTemplateFieldsFragment[] = [
      { __typename: 'ProductTemplate', flow: careFlow, values: {} },
    ];
    const replaced: ReplaceProductTemplatesMutationVariables[] = [];
    server.use(
      graphql.query<ProductDetailsQuery, ProductDetailsQueryVariables>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
      ),
      graphql.query<ProductTemplatesQuery, ProductTemplatesQueryVariables>('ProductTemplates', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            product: { __typename: 'Product', id: 'p-1', templates },
            flows: {
              __typename: 'FlowPage',
              items: [careFlow, sizingFlow].map(({ id, name, slug }) => ({
                __typename: 'Flow' as const,
                id,
                name,
                slug,
              })),
            },
          },
        }),
      ),
      graphql.mutation<ReplaceProductTemplatesMutation, ReplaceProductTemplatesMutationVariables>(
        'ReplaceProductTemplates',
        ({ variables }) => {
          replaced.push(variables);
          templates = [{ __typename: 'ProductTemplate', flow: sizingFlow, values: {} }];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              replaceProductTemplates: { __typename: 'ProductTemplatesPayload', templates, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = (await screen.findByRole('heading', { name: 'Templates' })).closest('section');
    if (!section) throw new Error('no Templates section');
    const inSection = within(section);
    await inSection.findByRole('form', { name: 'Template Product care' });
    await user.click(inSection.getByRole('button', { name: 'Use only this template' }));
    await waitFor(() => expect(replaced).toEqual([{ productId: 'p-1', flowIds: ['flow-2'] }]));
    expect(await inSection.findByRole('form', { name: 'Template Sizing' })).toBeInTheDocument();
    expect(inSection.queryByRole('form', { name: 'Template Product care' })).not.toBeInTheDocument();
  });
});
