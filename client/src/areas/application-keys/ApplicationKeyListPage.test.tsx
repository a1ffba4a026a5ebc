import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import type {
  ApplicationKeyListQuery,
  ApplicationKeyListQueryVariables,
  ApplicationKeyRowFragment,
  CreateApplicationKeyMutation,
  CreateApplicationKeyMutationVariables,
  DeleteApplicationKeyMutation,
  DeleteApplicationKeyMutationVariables,
  UpdateApplicationKeyMutation,
  UpdateApplicationKeyMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

function key(id: string, name: string, reservedRateLimit = 0): ApplicationKeyRowFragment {
  return {
    __typename: 'ApplicationKey',
    id,
    name,
    clientId: `client-${id}`,
    reservedRateLimit,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
}

function listHandler(keys: () => ApplicationKeyRowFragment[]) {
  const sent: ApplicationKeyListQueryVariables[] = [];
  const handler = graphql.query<ApplicationKeyListQuery, ApplicationKeyListQueryVariables>(
    'ApplicationKeyList',
    ({ variables }) => {
      sent.push(variables);
      const items = keys();
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          applicationKeys: {
            __typename: 'ApplicationKeyPage',
            items,
            pageInfo: pageInfo(items.length),
            totalReservedRateLimit: items.reduce((sum, item) => sum + item.reservedRateLimit, 0),
          },
        },
      });
    },
  );
  return { handler, sent };
}

describe('application keys', () => {
  it('lists keys with paging in the URL', async () => {
    const { handler, sent } = listHandler(() => [key('k-1', 'Storefront', 10), key('k-2', 'Search indexer')]);
    server.use(handler);
    const { user, router } = renderApp('/application-keys');
    const table = await screen.findByRole('table', { name: 'Application keys' });
    expect(await within(table).findByText('Storefront')).toBeInTheDocument();
    expect(within(table).getByText('client-k-1')).toBeInTheDocument();
    expect(screen.getByText('Reserved in total: 10/s')).toBeInTheDocument();
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });
    await user.selectOptions(screen.getByRole('combobox'), '50');
    await waitFor(() => expect(currentUrl(router)).toBe('/application-keys?limit=50'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ page: { limit: 50, offset: 0 } }));
  });

  it('shows an inline error, keeps the name, then shows the new secret once', async () => {
    const keys = [key('k-1', 'Storefront')];
    const created: CreateApplicationKeyMutationVariables[] = [];
    const { handler } = listHandler(() => keys);
    server.use(
      handler,
      graphql.mutation<CreateApplicationKeyMutation, CreateApplicationKeyMutationVariables>(
        'CreateApplicationKey',
        ({ variables }) => {
          created.push(variables);
          if ((variables.input.reservedRateLimit ?? 0) > 100) {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createApplicationKey: {
                  __typename: 'CreateApplicationKeyPayload',
                  applicationKey: null,
                  clientSecret: null,
                  userErrors: [
                    userError(['reservedRateLimit'], 'requested reserved rate limit will exceed the maximum'),
                  ],
                },
              },
            });
          }
          const made = key('k-9', variables.input.name);
          keys.push(made);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createApplicationKey: {
                __typename: 'CreateApplicationKeyPayload',
                applicationKey: made,
                clientSecret: 'the-one-time-secret',
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/application-keys');
    await screen.findByText('Storefront');
    await user.click(screen.getByRole('button', { name: 'Add application key' }));
    const form = await screen.findByRole('form', { name: 'Add application key' });
    await user.type(within(form).getByLabelText('Name'), 'ERP');
    const rate = within(form).getByLabelText('Reserved rate limit');
    await user.clear(rate);
    await user.type(rate, '500');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(
      await within(form).findByText('requested reserved rate limit will exceed the maximum'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('ERP');

    await user.clear(rate);
    await user.type(rate, '1');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByRole('dialog', { name: 'Key ERP created' });
    expect(within(secret).getByLabelText('Client secret')).toHaveValue('the-one-time-secret');
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ input: { name: 'ERP', reservedRateLimit: 1 } });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('the-one-time-secret')).not.toBeInTheDocument());
    expect(await screen.findByText('client-k-9')).toBeInTheDocument();
  });

  it('renames a key with inline errors and deletes one after confirmation', async () => {
    let keys = [key('k-1', 'Storefront'), key('k-2', 'Old sync')];
    const renamed: UpdateApplicationKeyMutationVariables[] = [];
    const deleted: DeleteApplicationKeyMutationVariables[] = [];
    const { handler } = listHandler(() => keys);
    server.use(
      handler,
      graphql.mutation<UpdateApplicationKeyMutation, UpdateApplicationKeyMutationVariables>(
        'UpdateApplicationKey',
        ({ variables }) => {
          renamed.push(variables);
          const tooLong = (variables.input.name ?? '').length > 10;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateApplicationKey: {
                __typename: 'ApplicationKeyPayload',
                applicationKey: tooLong ? null : { ...key(String(variables.id), variables.input.name ?? '') },
                userErrors: tooLong ? [userError(['name'], 'name must be at most 10 characters')] : [],
              },
            },
          });
        },
      ),
      graphql.mutation<DeleteApplicationKeyMutation, DeleteApplicationKeyMutationVariables>(
        'DeleteApplicationKey',
        ({ variables }) => {
          deleted.push(variables);
          keys = keys.filter((item) => item.id !== variables.id);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteApplicationKey: {
                __typename: 'DeleteApplicationKeyPayload',
                deletedId: String(variables.id),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/application-keys');
    await screen.findByText('Old sync');
    await user.click(screen.getByRole('button', { name: 'Rename Old sync' }));
    const form = await screen.findByRole('form', { name: 'Edit Old sync' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'A very long name');
    await user.click(within(form).getByRole('button', { name: 'Save key' }));
    expect(await within(form).findByText('name must be at most 10 characters')).toBeInTheDocument();
    expect(name).toHaveValue('A very long name');
    await user.clear(name);
    await user.type(name, 'New sync');
    await user.click(within(form).getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText('Application key saved')).toBeInTheDocument();
    expect(renamed.at(-1)).toEqual({ id: 'k-2', input: { name: 'New sync', reservedRateLimit: 0 } });

    await user.click(screen.getByRole('button', { name: 'Delete Storefront' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // Hidden at once with an Undo offer; sent only when the window ends.
    expect(await screen.findByText('Application key Storefront deleted')).toBeInTheDocument();
    expect(screen.queryByText('client-k-1')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleted).toEqual([{ id: 'k-1' }]), { timeout: UNDO_WINDOW_MS + 3000 });
  });
});
