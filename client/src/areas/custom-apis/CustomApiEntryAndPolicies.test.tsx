import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomApiDetailsQuery,
  CustomApiEntryDetailsQuery,
  CustomApiEntryDetailsQueryVariables,
  CustomApiFieldQuery,
  CustomApiFieldQueryVariables,
  CustomApiRolePolicyRowFragment,
  CustomFieldRowFragment,
  DeleteCustomApiEntryMutation,
  DeleteCustomApiRolePolicyMutation,
  DeleteCustomApiRolePolicyMutationVariables,
  UpdateCustomApiEntryMutation,
  UpdateCustomApiEntryMutationVariables,
  UpdateCustomApiRolePolicyMutation,
  UpdateCustomApiRolePolicyMutationVariables,
} from '../../graphql/generated';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);
jest.setTimeout(30_000);
/** The first render loads the lazy page, which a busy machine takes seconds for. */
const FIRST_RENDER = { timeout: 10_000 };

const MESSAGE: CustomFieldRowFragment = {
  __typename: 'CustomField',
  id: 'f-1',
  name: 'Message',
  description: null,
  slug: 'message',
  fieldType: 'STRING',
  sortOrder: 1,
  validation: {
    __typename: 'CustomFieldValidation',
    allowNullValues: true,
    immutable: false,
    minLength: null,
    maxLength: 20,
    regex: null,
    unique: null,
    minValue: null,
    maxValue: null,
    allowedType: null,
  },
};

const API = {
  __typename: 'CustomApi' as const,
  id: 'api-1',
  name: 'Gift notes',
  description: null,
  slug: 'gift-notes',
  apiType: 'gift_note_ext',
  updatedAt: null,
};

function details(policies: CustomApiRolePolicyRowFragment[]): CustomApiDetailsQuery {
  return {
    __typename: 'Query',
    customApi: {
      ...API,
      fields: { __typename: 'CustomFieldPage', items: [MESSAGE] },
      entries: {
        __typename: 'CustomApiEntryPage',
        items: [{ __typename: 'CustomApiEntry', id: 'e-1', values: { message: 'Hi' }, updatedAt: null }],
        pageInfo: pageInfo(1),
      },
      rolePolicies: { __typename: 'CustomApiRolePolicyPage', items: policies },
    },
    builtInRoles: [{ __typename: 'BuiltInRole', id: 'role-1', name: 'Support' }],
  };
}

describe('role policies', () => {
  it('removes a policy undoably: hidden at once, Undo sends nothing, the window end sends it', async () => {
    const policy: CustomApiRolePolicyRowFragment = {
      __typename: 'CustomApiRolePolicy',
      id: 'p-1',
      role: { __typename: 'BuiltInRole', id: 'role-1', name: 'Support' },
      create: false,
      list: true,
      read: true,
      update: false,
      delete: false,
    };
    let policies = [policy];
    const removed: DeleteCustomApiRolePolicyMutationVariables[] = [];
    server.use(
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details(policies) })),
      graphql.mutation<DeleteCustomApiRolePolicyMutation, DeleteCustomApiRolePolicyMutationVariables>(
        'DeleteCustomApiRolePolicy',
        ({ variables }) => {
          removed.push(variables);
          policies = [];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteCustomApiRolePolicy: {
                __typename: 'DeleteCustomApiResourcePayload',
                deletedId: 'p-1',
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-apis/api-1');
    const remove = await screen.findByRole('button', { name: 'Remove policy for Support' }, FIRST_RENDER);
    await user.click(remove);
    expect(screen.queryByRole('table', { name: 'Role policies' })).not.toBeInTheDocument();
    const notice = (await screen.findByText('Role policy removed')).closest<HTMLElement>('.bp6-toast');
    if (!notice) throw new Error('no toast');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Remove policy for Support' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 300)));
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove policy for Support' }));
    expect(removed).toEqual([]);
    await waitFor(() => expect(removed).toEqual([{ id: 'p-1' }]), { timeout: UNDO_WINDOW_MS + 3000 });
  });

  it('edits what a policy grants; a refused permission is shown and the ticks stay', async () => {
    let policy: CustomApiRolePolicyRowFragment = {
      __typename: 'CustomApiRolePolicy',
      id: 'p-1',
      role: { __typename: 'BuiltInRole', id: 'role-1', name: 'Support' },
      create: false,
      list: true,
      read: true,
      update: false,
      delete: false,
    };
    const sent: UpdateCustomApiRolePolicyMutationVariables[] = [];
    server.use(
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details([policy]) })),
      graphql.mutation<UpdateCustomApiRolePolicyMutation, UpdateCustomApiRolePolicyMutationVariables>(
        'UpdateCustomApiRolePolicy',
        ({ variables }) => {
          sent.push(variables);
          const input = variables.input;
          if (input.delete && !input.read) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                updateCustomApiRolePolicy: {
                  __typename: 'CustomApiRolePolicyPayload',
                  rolePolicy: null,
                  userErrors: [userError(['delete'], 'delete needs read')],
                },
              },
            });
          }
          policy = { ...policy, ...input };
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateCustomApiRolePolicy: {
                __typename: 'CustomApiRolePolicyPayload',
                rolePolicy: policy,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-apis/api-1');
    const table = await screen.findByRole('table', { name: 'Role policies' }, FIRST_RENDER);
    await user.click(within(table).getByRole('button', { name: 'Edit policy for Support' }));
    const dialog = await screen.findByRole('form', { name: 'Edit role policy for Support' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Read'));
    await user.click(within(dialog).getByLabelText('Delete'));
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    expect(await within(dialog).findByText('delete: delete needs read')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Delete')).toBeChecked();
    expect(within(dialog).getByLabelText('Read')).not.toBeChecked();

    await user.click(within(dialog).getByLabelText('Read'));
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Edit role policy/ })).toBeNull());
    const row = within(table).getByRole('row', { name: /Support/ });
    expect(within(row).getAllByText('Yes')).toHaveLength(3);
    expect(sent.map((variables) => variables.input)).toEqual([
      { create: false, list: true, read: false, update: false, delete: true },
      { create: false, list: true, read: true, update: false, delete: true },
    ]);
    expect(sent.every((variables) => variables.id === 'p-1')).toBe(true);
  });
});

describe('Custom API entry page', () => {
  it('reads the entry by id, keeps a refused value inline, saves, and deletes back to the API', async () => {
    let values: Record<string, unknown> = { message: 'Hi' };
    const reads: CustomApiEntryDetailsQueryVariables[] = [];
    const updates: UpdateCustomApiEntryMutationVariables[] = [];
    server.use(
      graphql.query<CustomApiEntryDetailsQuery, CustomApiEntryDetailsQueryVariables>(
        'CustomApiEntryDetails',
        ({ variables }) => {
          reads.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              customApi: {
                ...API,
                fields: { __typename: 'CustomFieldPage', items: [MESSAGE] },
                entry: {
                  __typename: 'CustomApiEntry',
                  id: 'e-1',
                  values,
                  updatedAt: null,
                  resourceVersion: 3,
                  createdAt: null,
                },
              },
            },
          });
        },
      ),
      graphql.mutation<UpdateCustomApiEntryMutation, UpdateCustomApiEntryMutationVariables>(
        'UpdateCustomApiEntry',
        ({ variables }) => {
          updates.push(variables);
          const next = variables.values as Record<string, unknown>;
          if (String(next.message).length > 20) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                updateCustomApiEntry: {
                  __typename: 'CustomApiEntryPayload',
                  entry: null,
                  userErrors: [userError(['values', 'message'], 'message must be at most 20 characters')],
                },
              },
            });
          }
          values = { ...values, ...next };
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateCustomApiEntry: {
                __typename: 'CustomApiEntryPayload',
                entry: { __typename: 'CustomApiEntry', id: 'e-1', values, updatedAt: null },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.mutation<DeleteCustomApiEntryMutation>('DeleteCustomApiEntry', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteCustomApiEntry: {
              __typename: 'DeleteCustomApiResourcePayload',
              deletedId: 'e-1',
              userErrors: [],
            },
          },
        }),
      ),
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details([]) })),
    );
    const { user, router } = renderApp('/custom-apis/api-1/entries/e-1');
    const table = await screen.findByRole('table', { name: 'Entry values' }, FIRST_RENDER);
    expect(within(table).getByText('Hi')).toBeInTheDocument();
    expect(reads[0]).toEqual({ customApiId: 'api-1', id: 'e-1' });

    await user.click(screen.getByRole('button', { name: 'Edit entry' }));
    const dialog = await screen.findByRole('form', { name: 'Edit entry' });
    const message = within(dialog).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'A message far too long to keep');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('message must be at most 20 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('A message far too long to keep');
    await user.clear(message);
    await user.type(message, 'Happy birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(table).findByText('Happy birthday')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete entry' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom-apis/api-1'));
    expect(updates.map((variables) => variables.id)).toEqual(['e-1', 'e-1']);
  });
});

describe('field editing', () => {
  it('opens a field for editing from what is stored under its id', async () => {
    const reads: CustomApiFieldQueryVariables[] = [];
    server.use(
      graphql.query('CustomApiDetails', () => HttpResponse.json({ data: details([]) })),
      graphql.query<CustomApiFieldQuery, CustomApiFieldQueryVariables>('CustomApiField', ({ variables }) => {
        reads.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            customApi: {
              __typename: 'CustomApi',
              id: 'api-1',
              field: {
                ...MESSAGE,
                name: 'Message (stored)',
                validation: { ...MESSAGE.validation, maxLength: 35 },
              },
            },
          },
        });
      }),
    );
    const { user } = renderApp('/custom-apis/api-1');
    const fields = await screen.findByRole('table', { name: 'Fields' }, FIRST_RENDER);
    await user.click(within(fields).getByRole('button', { name: 'Edit field Message' }));
    const dialog = await screen.findByRole('form', { name: 'Edit field Message (stored)' });
    expect(within(dialog).getByLabelText('Maximum length')).toHaveValue('35');
    expect(reads).toEqual([{ customApiId: 'api-1', id: 'f-1' }]);
  });
});
