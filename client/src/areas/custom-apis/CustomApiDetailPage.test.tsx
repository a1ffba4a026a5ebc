import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomApiEntryMutation,
  CreateCustomApiEntryMutationVariables,
  CreateCustomFieldMutation,
  CreateCustomFieldMutationVariables,
  CustomApiDetailsQuery,
  CustomApiEntryRowFragment,
  CustomFieldRowFragment,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);
// Whole-app renders run long on a busy machine (the first one loads the lazy page).
jest.setTimeout(30_000);

function field(id: string, name: string, slug: string, fieldType: CustomFieldRowFragment['fieldType']) {
  return {
    __typename: 'CustomField' as const,
    id,
    name,
    description: null,
    slug,
    fieldType,
    sortOrder: Number(id.slice(2)),
    validation: {
      __typename: 'CustomFieldValidation' as const,
      allowNullValues: true,
      immutable: false,
      minLength: null,
      maxLength: fieldType === 'STRING' ? 20 : null,
      regex: null,
      unique: null,
      minValue: null,
      maxValue: null,
      allowedType: null,
    },
  };
}

function details(entries: CustomApiEntryRowFragment[]): CustomApiDetailsQuery {
  return {
    __typename: 'Query',
    customApi: {
      __typename: 'CustomApi',
      id: 'api-1',
      name: 'Gift notes',
      description: null,
      slug: 'gift-notes',
      apiType: 'gift_note_ext',
      updatedAt: null,
      fields: {
        __typename: 'CustomFieldPage',
        items: [
          field('f-2', 'Quantity', 'quantity', 'INTEGER'),
          field('f-1', 'Message', 'message', 'STRING'),
        ],
      },
      entries: {
        __typename: 'CustomApiEntryPage',
        items: entries,
        pageInfo: pageInfo(entries.length),
      },
      rolePolicies: { __typename: 'CustomApiRolePolicyPage', items: [] },
    },
    builtInRoles: [{ __typename: 'BuiltInRole', id: 'r-1', name: 'Support' }],
  };
}

describe('Custom API page', () => {
  it('generates the entry form from the fields and shows a wrong type on its field', async () => {
    const entries: CustomApiEntryRowFragment[] = [];
    const sent: CreateCustomApiEntryMutationVariables[] = [];
    server.use(
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details(entries) })),
      graphql.mutation<CreateCustomApiEntryMutation, CreateCustomApiEntryMutationVariables>(
        'CreateCustomApiEntry',
        ({ variables }) => {
          sent.push(variables);
          const values = variables.values as Record<string, unknown>;
          if (typeof values.quantity !== 'number') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createCustomApiEntry: {
                  __typename: 'CustomApiEntryPayload',
                  entry: null,
                  userErrors: [userError(['values', 'quantity'], 'quantity must be an integer')],
                },
              },
            });
          }
          const entry = { __typename: 'CustomApiEntry' as const, id: 'e-1', values, updatedAt: null };
          entries.push(entry);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomApiEntry: { __typename: 'CustomApiEntryPayload', entry, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-apis/api-1');
    expect(await screen.findByRole('heading', { name: 'Gift notes' })).toBeInTheDocument();
    const fieldsTable = screen.getByRole('table', { name: 'Fields' });
    // Sorted by sort order: Message (1) before Quantity (2).
    const names = within(fieldsTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['Message', 'Quantity']);
    expect(within(fieldsTable).getByText('max length 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const form = await screen.findByRole('form', { name: 'Add entry' });
    await user.type(within(form).getByLabelText('Message'), 'Happy birthday');
    await user.type(within(form).getByLabelText('Quantity'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('quantity must be an integer')).toBeInTheDocument();
    expect(within(form).getByLabelText('Quantity')).toHaveValue('lots');
    expect(within(form).getByLabelText('Message')).toHaveValue('Happy birthday');
    expect(sent[0]?.values).toEqual({ message: 'Happy birthday', quantity: 'lots' });

    const quantity = within(form).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Entry added')).toBeInTheDocument();
    expect(sent[1]?.values).toEqual({ message: 'Happy birthday', quantity: 3 });
    const entriesTable = screen.getByRole('table', { name: 'Entries' });
    await waitFor(() => expect(within(entriesTable).getByText('Happy birthday')).toBeInTheDocument());
  });

  it('adds a field with rules for its type and shows a rule error inline', async () => {
    const sent: CreateCustomFieldMutationVariables[] = [];
    server.use(
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details([]) })),
      graphql.mutation<CreateCustomFieldMutation, CreateCustomFieldMutationVariables>(
        'CreateCustomField',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomField: {
                __typename: 'CustomFieldPayload',
                field: null,
                userErrors: [
                  userError(['validation', 'minValue'], 'min_value must not be greater than max_value'),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-apis/api-1');
    await screen.findByRole('heading', { name: 'Gift notes' });
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const form = await screen.findByRole('form', { name: 'Add field' });
    await user.type(within(form).getByLabelText('Name'), 'Points');
    await user.type(within(form).getByLabelText('Slug'), 'points');
    await user.selectOptions(within(form).getByLabelText('Type'), 'INTEGER');
    await user.type(within(form).getByLabelText('Minimum value'), '10');
    await user.type(within(form).getByLabelText('Maximum value'), '1');
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    expect(await within(form).findByText('min_value must not be greater than max_value')).toBeInTheDocument();
    expect(within(form).getByLabelText('Minimum value')).toHaveValue('10');
    expect(sent[0]).toEqual({
      customApiId: 'api-1',
      input: {
        name: 'Points',
        slug: 'points',
        fieldType: 'INTEGER',
        sortOrder: 0,
        validation: { allowNullValues: true, minValue: 10, maxValue: 1 },
      },
    });
  });

  it('says so when the API does not exist', async () => {
    server.use(
      graphql.query('CustomApiDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', customApi: null, builtInRoles: [] } }),
      ),
    );
    renderApp('/custom-apis/missing');
    expect(await screen.findByText('Custom API not found')).toBeInTheDocument();
  });
});
