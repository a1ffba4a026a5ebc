import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateFlowEntryMutation,
  CreateFlowEntryMutationVariables,
  FlowAttributesQuery,
  FlowDetailQuery,
  FlowEntryRowFragment,
  FlowFieldQuery,
  FlowFieldsQuery,
  FlowFieldRowFragment,
  FlowRowFragment,
  FlowsQuery,
  RemoveFlowEntryRelationshipsMutation,
  RemoveFlowEntryRelationshipsMutationVariables,
  SetFlowEntryRelationshipsMutation,
  SetFlowEntryRelationshipsMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { entryFormValues, entryValuesInput } from './flowForms';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

const careFlow: FlowRowFragment = {
  __typename: 'Flow',
  id: 'flow-1',
  name: 'Product care',
  slug: 'product-care',
  description: 'Care instructions',
  enabled: true,
};

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

const fields = [
  field('f-1', 'Instructions', 'instructions', 'STRING', true),
  field('f-2', 'Wash temperature', 'wash_temperature', 'INTEGER', false),
];

const attributesHandler = graphql.query<FlowAttributesQuery>('FlowAttributes', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      flowAttributes: [
        {
          __typename: 'FlowAttribute',
          label: 'Instructions',
          value: 'instructions',
          type: 'string',
          required: true,
          description: 'How to care',
        },
      ],
    },
  }),
);

describe('flows area', () => {
  it('lists flows with a link to each flow', async () => {
    server.use(
      graphql.query<FlowsQuery>('Flows', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flows: { __typename: 'FlowPage', items: [careFlow], pageInfo: pageInfo(1) },
          },
        }),
      ),
    );
    renderApp('/flows');
    const table = await screen.findByRole('table', { name: 'Flows' });
    expect(await within(table).findByRole('link', { name: 'Product care' })).toHaveAttribute(
      'href',
      '/flows/flow-1',
    );
    expect(screen.getByRole('button', { name: 'Add flow' })).toBeInTheDocument();
  });

  it('refuses an entry without its required field inline, then saves it with typed values', async () => {
    const entries: FlowEntryRowFragment[] = [];
    const sent: CreateFlowEntryMutationVariables[] = [];
    server.use(
      attributesHandler,
      graphql.query<FlowDetailQuery>('FlowDetail', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flow: {
              ...careFlow,
              fields,
              entries: { __typename: 'FlowEntryPage', items: entries, pageInfo: pageInfo(entries.length) },
            },
          },
        }),
      ),
      graphql.mutation<CreateFlowEntryMutation, CreateFlowEntryMutationVariables>(
        'CreateFlowEntry',
        ({ variables }) => {
          sent.push(variables);
          const entry: FlowEntryRowFragment = {
            __typename: 'FlowEntry',
            id: 'entry-1',
            values: variables.values,
            updatedAt: null,
          };
          entries.push(entry);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createFlowEntry: { __typename: 'FlowEntryPayload', entry, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/flows/flow-1');
    expect(await screen.findByRole('table', { name: 'Fields' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Wash temperature'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create entry' }));
    expect(await within(dialog).findByText('Instructions is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Instructions (required)'), 'Wash cold');
    await user.click(within(dialog).getByRole('button', { name: 'Create entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toEqual({
      flowSlug: 'product-care',
      values: { instructions: 'Wash cold', wash_temperature: 30 },
    });
    const table = screen.getByRole('table', { name: 'Entries' });
    expect(await within(table).findByText('Wash cold')).toBeInTheDocument();
  });
});

describe('entry relationships', () => {
  it('shows related resources of a RELATIONSHIP field and relates and unrelates them by id', async () => {
    let related = [{ type: 'product', id: 'p-1' }];
    const set: SetFlowEntryRelationshipsMutationVariables[] = [];
    const removed: RemoveFlowEntryRelationshipsMutationVariables[] = [];
    const relationshipFields = [...fields, field('f-3', 'Goes with', 'goes_with', 'RELATIONSHIP', false)];
    const payload = () => ({
      __typename: 'FlowEntryRelationshipsPayload' as const,
      references: related.map((reference) => ({ __typename: 'FlowEntryReference' as const, ...reference })),
      userErrors: [],
    });
    server.use(
      attributesHandler,
      graphql.query<FlowDetailQuery>('FlowDetail', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flow: {
              ...careFlow,
              fields: relationshipFields,
              entries: {
                __typename: 'FlowEntryPage',
                items: [
                  {
                    __typename: 'FlowEntry',
                    id: 'entry-1',
                    values: { instructions: 'Wash cold', goes_with: related },
                    updatedAt: null,
                  },
                ],
                pageInfo: pageInfo(1),
              },
            },
          },
        }),
      ),
      graphql.mutation<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>(
        'SetFlowEntryRelationships',
        ({ variables }) => {
          set.push(variables);
          const given = Array.isArray(variables.references) ? variables.references : [variables.references];
          related = [
            ...related,
            ...given.map((reference) => ({ type: reference.type, id: String(reference.id) })),
          ];
          return HttpResponse.json({
            data: { __typename: 'Mutation', setFlowEntryRelationships: payload() },
          });
        },
      ),
      graphql.mutation<RemoveFlowEntryRelationshipsMutation, RemoveFlowEntryRelationshipsMutationVariables>(
        'RemoveFlowEntryRelationships',
        ({ variables }) => {
          removed.push(variables);
          related = related.filter((reference) => reference.id !== 'p-1');
          return HttpResponse.json({
            data: { __typename: 'Mutation', removeFlowEntryRelationships: payload() },
          });
        },
      ),
    );
    const { user } = renderApp('/flows/flow-1');
    const table = await screen.findByRole('table', { name: 'Entries' });
    const cell = await within(table).findByRole('group', { name: 'Goes with of entry entry-1' });
    expect(within(cell).getByText('product: p-1')).toBeInTheDocument();

    await user.type(within(cell).getByLabelText('Related id for Goes with'), 'p-2');
    await user.click(within(cell).getByRole('button', { name: 'Relate to Goes with' }));
    await waitFor(() =>
      expect(set).toEqual([
        {
          flowSlug: 'product-care',
          entryId: 'entry-1',
          fieldSlug: 'goes_with',
          references: [{ type: 'product', id: 'p-2' }],
          replace: false,
        },
      ]),
    );
    expect(await within(cell).findByText('product: p-2')).toBeInTheDocument();

    await user.click(within(cell).getByRole('button', { name: 'Remove product p-1' }));
    await waitFor(() => expect(removed[0]?.references).toEqual([{ type: 'product', id: 'p-1' }]));
    await waitFor(() => expect(within(cell).queryByText('product: p-1')).not.toBeInTheDocument());
  });
});

describe('flow fields, attributes and replaced relationships', () => {
  const UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

  it('replaces a relationship field’s references, showing a refused id next to the input and keeping it', async () => {
    let related = [{ type: 'product', id: 'p-1' }];
    const set: SetFlowEntryRelationshipsMutationVariables[] = [];
    server.use(
      attributesHandler,
      graphql.query<FlowDetailQuery>('FlowDetail', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flow: {
              ...careFlow,
              fields: [...fields, field('f-3', 'Goes with', 'goes_with', 'RELATIONSHIP', false)],
              entries: {
                __typename: 'FlowEntryPage',
                items: [
                  { __typename: 'FlowEntry', id: 'entry-1', values: { goes_with: related }, updatedAt: null },
                ],
                pageInfo: pageInfo(1),
              },
            },
          },
        }),
      ),
      graphql.mutation<SetFlowEntryRelationshipsMutation, SetFlowEntryRelationshipsMutationVariables>(
        'SetFlowEntryRelationships',
        ({ variables }) => {
          set.push(variables);
          const [reference] = Array.isArray(variables.references)
            ? variables.references
            : [variables.references];
          const id = String(reference?.id);
          if (id !== UUID) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                setFlowEntryRelationships: {
                  __typename: 'FlowEntryRelationshipsPayload',
                  references: null,
                  userErrors: [userError(['references', '0', 'id'], `"${id}" is not an id: ids are uuids`)],
                },
              },
            });
          }
          related = [{ type: 'product', id }];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              setFlowEntryRelationships: {
                __typename: 'FlowEntryRelationshipsPayload',
                references: related.map((item) => ({ __typename: 'FlowEntryReference' as const, ...item })),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/flows/flow-1');
    // The attributes an entry accepts, from the flow's attributes.
    const attributes = await screen.findByRole('table', { name: 'Entry attributes' });
    expect(within(attributes).getByText('How to care')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Entries' });
    const cell = await within(table).findByRole('group', { name: 'Goes with of entry entry-1' });
    const input = within(cell).getByLabelText('Related id for Goes with');
    await user.type(input, 'shirt');
    await user.click(within(cell).getByRole('button', { name: 'Replace Goes with with this' }));
    expect(await within(cell).findByRole('alert')).toHaveTextContent('"shirt" is not an id');
    expect(input).toHaveValue('shirt');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, UUID);
    await user.click(within(cell).getByRole('button', { name: 'Replace Goes with with this' }));
    expect(await within(cell).findByText(`product: ${UUID}`)).toBeInTheDocument();
    expect(within(cell).queryByText('product: p-1')).not.toBeInTheDocument();
    expect(within(cell).queryByRole('alert')).not.toBeInTheDocument();
    expect(set.map((variables) => variables.replace)).toEqual([true, true]);
  });

  it('lists every field of the store and opens one read by its id', async () => {
    const storeField = { ...field('f-1', 'Instructions', 'instructions', 'STRING', true), flowId: 'flow-1' };
    server.use(
      graphql.query<FlowsQuery>('Flows', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flows: { __typename: 'FlowPage', items: [careFlow], pageInfo: pageInfo(1) },
          },
        }),
      ),
      graphql.query<FlowFieldsQuery>('FlowFields', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flowFields: {
              __typename: 'FlowFieldPage',
              items: [storeField],
              pageInfo: pageInfo(1),
            },
          },
        }),
      ),
      graphql.query<FlowFieldQuery>('FlowField', ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            flowField: variables.id === 'f-1' ? { ...storeField, validationRules: [] } : null,
          },
        }),
      ),
    );
    const { user, router } = renderApp('/flows');
    await user.click(await screen.findByRole('link', { name: 'All fields' }));
    const table = await screen.findByRole('table', { name: 'All fields' });
    await user.click(await within(table).findByRole('link', { name: 'Instructions' }));
    expect(currentUrl(router)).toBe('/flows/fields/f-1');
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    const details = screen.getByLabelText('Field details');
    expect(within(details).getByRole('link', { name: 'Its flow' })).toHaveAttribute('href', '/flows/flow-1');
  });
});

describe('entry form mapping', () => {
  it('round-trips stored values and clears emptied ones only when editing', () => {
    const form = entryFormValues(fields, { instructions: 'Hand wash', wash_temperature: 40 });
    expect(form).toEqual({ values: { instructions: 'Hand wash', washTemperature: '40' } });
    expect(
      entryValuesInput(fields, { values: { instructions: 'Hand wash', washTemperature: '' } }, true),
    ).toEqual({
      instructions: 'Hand wash',
      wash_temperature: null,
    });
    expect(
      entryValuesInput(fields, { values: { instructions: 'Hand wash', washTemperature: '' } }, false),
    ).toEqual({
      instructions: 'Hand wash',
    });
  });
});
