import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MutationFormDialog } from './form/MutationFormDialog';
import { TextField } from './form/TextField';
import type { MutationFormResult } from './form/useMutationForm';
import { useRowEditing, type RowFormDialogProps } from './detail/useRowEditing';
import { editedRowRead, RowEditingSection } from './RowEditingSection';

interface Thing {
  id: string;
  name: string;
}

interface ThingValues {
  name: string;
}

const THINGS: Thing[] = [
  { id: 't-1', name: 'Alpha' },
  { id: 't-2', name: 'Beta' },
];

function ThingDialog({ row, onSubmit, ...dialog }: RowFormDialogProps<Thing, ThingValues>) {
  return (
    <MutationFormDialog<ThingValues>
      {...dialog}
      defaultValues={{ name: row?.name ?? '' }}
      fieldNames={['name']}
      submit={onSubmit}
    >
      {(form) => <TextField form={form} name="name" id="thing-name" label="Name" />}
    </MutationFormDialog>
  );
}

function setup({ rows: shown }: { rows?: Thing[] } = {}) {
  const created: ThingValues[] = [];
  const saved: [string, ThingValues][] = [];
  const reads: unknown[] = [];
  function ThingsSection() {
    const rows = useRowEditing({
      dialog: 'thing',
      itemKey: 'thing',
      rows: THINGS,
      what: (thing) => `thing ${thing.name}`,
      remove: {
        question: (thing) => `Delete thing ${thing.name}?`,
        message: 'Thing deleted',
        remove: () => Promise.resolve([]),
      },
    });
    reads.push(editedRowRead(rows, (id) => ({ ownerId: 'o-1', id })));
    const create = (values: ThingValues): Promise<MutationFormResult<ThingValues>> => {
      created.push(values);
      rows.add.close();
      return Promise.resolve({ userErrors: [] });
    };
    const save =
      (thing: Thing) =>
      (values: ThingValues): Promise<MutationFormResult<ThingValues>> => {
        saved.push([thing.id, values]);
        rows.edit.close();
        return Promise.resolve({ userErrors: [] });
      };
    return (
      <RowEditingSection
        rows={rows}
        columns={[{ id: 'name', header: 'Name', cell: (thing) => thing.name }]}
        id="things"
        title="Things"
        add={{ text: 'Add thing' }}
        table={{ rows: shown }}
        empty={{ title: 'No things', description: 'Things appear here.' }}
        form={{
          editing: rows.edited,
          submitText: { add: 'Create thing', save: 'Save thing' },
          create,
          save,
          dialog: ThingDialog,
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/things', element: <ThingsSection /> }], {
    initialEntries: ['/things'],
  });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { user: userEvent.setup(), created, saved, reads, search };
}

describe('RowEditingSection', () => {
  it('shows the rows with their Edit and Delete buttons and adds through a dialog titled as its button', async () => {
    const { user, created, search } = setup();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit thing Beta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(search()).toBe('?dialog=add-thing');
    const form = await screen.findByRole('form', { name: 'Add thing' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gamma');
    await user.click(within(form).getByRole('button', { name: 'Create thing' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add thing' })).toBeNull());
    expect(created).toEqual([{ name: 'Gamma' }]);
  });

  it('edits the row named in the URL and asks before a delete', async () => {
    const { user, saved, search } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit thing Beta' }));
    const form = await screen.findByRole('form', { name: 'Edit thing Beta' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save thing' }));
    await waitFor(() => expect(saved).toEqual([['t-2', { name: 'Beta2' }]]));
    expect(search()).toBe('');

    await user.click(screen.getByRole('button', { name: 'Delete thing Alpha' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete thing Alpha?');
  });

  it('shows the rows the caller gives instead of the loaded ones (none after a failed read)', () => {
    setup({ rows: [] });
    expect(screen.queryByRole('cell', { name: 'Alpha' })).toBeNull();
    expect(screen.getByText('No things')).toBeInTheDocument();
  });

  it('reads the edited row by id only while its dialog is open', async () => {
    const { user, reads } = setup();
    expect(reads.at(-1)).toEqual({
      variables: { ownerId: 'o-1', id: '' },
      skip: true,
      fetchPolicy: 'network-only',
    });
    await user.click(screen.getByRole('button', { name: 'Edit thing Beta' }));
    await waitFor(() =>
      expect(reads.at(-1)).toEqual({
        variables: { ownerId: 'o-1', id: 't-2' },
        skip: false,
        fetchPolicy: 'network-only',
      }),
    );
  });
});
