import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MutationFormDialog } from '../form/MutationFormDialog';
import { TextField } from '../form/TextField';
import type { UserErrorLike } from '../form/userErrors';
import { useMutation, type MutationHookOptions } from '../../graphql/apollo-hooks';
import { ListPage } from './ListPage';
import { useCreateFlow, type CreateDialogProps, type CreateFlowOptions } from './useCreateFlow';

interface Shelf {
  __typename: 'Shelf';
  id: string;
  name: string;
}

interface ShelfValues {
  name: string;
}

interface CreateShelfData {
  __typename: 'Mutation';
  createShelf: { __typename: 'ShelfPayload'; shelf: Shelf | null; userErrors: UserErrorLike[] };
}

type CreateShelfVariables = { input: { name: string } };

const CREATE_SHELF = gql`
  mutation CreateShelf($input: ShelfInput!) {
    createShelf(input: $input) {
      shelf {
        id
        name
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const useCreateShelfMutation = (options: MutationHookOptions<CreateShelfData, CreateShelfVariables>) =>
  useMutation<CreateShelfData, CreateShelfVariables>(CREATE_SHELF, options);

const SHELVES: Shelf[] = [{ __typename: 'Shelf', id: 's-1', name: 'Oak' }];

function ShelfDialog({ onSubmit, ...dialog }: CreateDialogProps<ShelfValues>) {
  return (
    <MutationFormDialog<ShelfValues>
      {...dialog}
      defaultValues={{ name: '' }}
      fieldNames={['name']}
      submit={onSubmit}
    >
      {(form) => <TextField form={form} name="name" id="shelf-name" label="Name" />}
    </MutationFormDialog>
  );
}

type Options = Partial<
  CreateFlowOptions<CreateShelfData, { name: string }, ShelfValues, CreateShelfData['createShelf'], Shelf>
>;

function setup(options: Options = {}) {
  const sent: CreateShelfVariables[] = [];
  // A name with "refused" in it comes back with a user error on the input's name.
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as CreateShelfVariables;
    sent.push(variables);
    const refused = variables.input.name.includes('refused');
    return of({
      data: {
        __typename: 'Mutation',
        createShelf: {
          __typename: 'ShelfPayload',
          shelf: refused ? null : { __typename: 'Shelf', id: 's-9', name: variables.input.name },
          userErrors: refused
            ? [{ __typename: 'UserError', field: ['input', 'title'], message: 'That name is taken' }]
            : [],
        },
      },
    });
  });
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: gql`
      query Shelves {
        shelves {
          id
          name
        }
      }
    `,
    data: { shelves: SHELVES },
  });
  const client = new ApolloClient({ cache, link });

  function ShelfListPage() {
    const create = useCreateFlow(useCreateShelfMutation, {
      noun: 'shelf',
      input: (values: ShelfValues) => ({ name: values.name.trim() }),
      payload: (data) => data.createShelf,
      record: (payload) => payload.shelf,
      list: 'shelves',
      url: (id) => `/shelves/${id}`,
      dialog: (dialog) => <ShelfDialog {...dialog} />,
      ...options,
    });
    return (
      <ListPage
        title="Shelves"
        noun={['shelf', 'shelves']}
        create={create}
        table={{
          columns: [{ id: 'name', header: 'Name', cell: (shelf) => shelf.name }],
          rows: SHELVES,
          rowUrl: (id) => `/shelves/${id}`,
        }}
      />
    );
  }

  const router = createMemoryRouter(
    [
      { path: '/shelves', element: <ShelfListPage /> },
      { path: '/shelves/:id', element: <p>A shelf page</p> },
    ],
    { initialEntries: ['/shelves'] },
  );
  const user = userEvent.setup();
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const listCached = () => JSON.stringify(cache.extract()).includes('"shelves"');
  return { user, router, sent, listCached };
}

async function addShelf(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add shelf' });
  const field = within(dialog).getByLabelText('Name');
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: 'Create shelf' }));
  return dialog;
}

// Typing into dialogs is slow on a busy machine.
jest.setTimeout(30_000);

describe('useCreateFlow', () => {
  it('opens its dialog in the URL, keeps refusals in the form, then evicts the list and opens the new record', async () => {
    const { user, router, sent, listCached } = setup({
      // The provider names the field otherwise than the form.
      userErrors: (errors) => errors.map((error) => ({ ...error, field: ['name'] })),
    });
    await user.click(screen.getByRole('button', { name: 'Add shelf' }));
    expect(router.state.location.search).toBe('?dialog=create');

    const dialog = await addShelf(user, 'refused shelf');
    expect(await within(dialog).findByText('That name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(listCached()).toBe(true);

    await addShelf(user, ' Pine ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shelves/s-9'));
    expect(await screen.findByText('Shelf created')).toBeInTheDocument();
    expect(sent.map((variables) => variables.input.name)).toEqual(['refused shelf', 'Pine']);
    expect(listCached()).toBe(false);
  });

  it('without a url closes the dialog and stays on the list', async () => {
    const { user, router } = setup({ url: undefined, texts: { success: 'Shelf put up' } });
    await user.click(screen.getByRole('button', { name: 'Add shelf' }));
    await addShelf(user, 'Pine');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add shelf' })).not.toBeInTheDocument());
    expect(await screen.findByText('Shelf put up')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shelves');
    expect(router.state.location.search).toBe('');
  });

  it('hands the created record to onCreated instead of a toast', async () => {
    const created: string[] = [];
    const { user, router } = setup({ url: undefined, onCreated: (shelf) => created.push(shelf.id) });
    await user.click(screen.getByRole('button', { name: 'Add shelf' }));
    await addShelf(user, 'Pine');
    await waitFor(() => expect(created).toEqual(['s-9']));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Shelf created')).not.toBeInTheDocument();
  });
});

describe('ListPage defaults', () => {
  it('keys rows by id, links them through rowUrl and selects them under the noun', async () => {
    const { user, router } = setup();
    const table = screen.getByRole('table', { name: 'Shelves' });
    expect(within(table).getByRole('link', { name: 'Oak' })).toHaveAttribute('href', '/shelves/s-1');
    expect(within(table).getByRole('checkbox', { name: 'Select Oak' })).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Oak' }));
    expect(router.state.location.pathname).toBe('/shelves/s-1');
  });
});
