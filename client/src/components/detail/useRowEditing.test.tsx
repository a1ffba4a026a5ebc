import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputGroup } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { blueprintField } from '../form/fieldProps';
import { MutationFormDialog } from '../form/MutationFormDialog';
import type { MutationFormResult } from '../form/useMutationForm';
import { TableSection } from './TableSection';
import { RowFormDialogs, useRowEditing, type RowFormDialogProps } from './useRowEditing';

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

function ThingDialog({ row, ...dialog }: RowFormDialogProps<Thing, ThingValues>) {
  return (
    <MutationFormDialog<ThingValues>
      title={dialog.title}
      submitText={dialog.submitText}
      defaultValues={{ name: row?.name ?? '' }}
      fieldNames={['name']}
      submit={dialog.onSubmit}
      onClose={dialog.onClose}
    >
      {(form) => <InputGroup {...blueprintField(form, 'name', 'thing-name')} aria-label="Name" />}
    </MutationFormDialog>
  );
}

function setup() {
  const created: ThingValues[] = [];
  const saved: [string, ThingValues][] = [];
  const removed: string[] = [];
  function ThingsSection() {
    const rows = useRowEditing({
      dialog: 'thing',
      itemKey: 'thing',
      rows: THINGS,
      what: (thing) => `thing ${thing.name}`,
      remove: {
        question: (thing) => `Delete thing ${thing.name}?`,
        message: (thing) => `Thing ${thing.name} deleted`,
        remove: (thing) => {
          removed.push(thing.id);
          return Promise.resolve([]);
        },
      },
    });
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
      <TableSection
        id="things"
        title="Things"
        add={{ text: 'Add thing', onClick: rows.add.open }}
        table={{
          columns: [{ id: 'name', header: 'Name', cell: (thing) => thing.name }, rows.actionsColumn],
          rows: rows.visible,
          rowKey: (thing) => thing.id,
        }}
        empty={{ title: 'No things', description: 'Things appear here.' }}
      >
        <RowFormDialogs
          rows={rows}
          editing={rows.edited}
          addTitle="Add thing"
          submitText={{ add: 'Create thing', save: 'Save thing' }}
          create={create}
          save={save}
          dialog={ThingDialog}
        />
        {rows.confirmDialog}
      </TableSection>
    );
  }
  const router = createMemoryRouter([{ path: '/things', element: <ThingsSection /> }], {
    initialEntries: ['/things'],
  });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { user: userEvent.setup(), created, saved, removed, search };
}

describe('useRowEditing', () => {
  it('edits the row named in the URL in a dialog titled after it, and closes on success', async () => {
    const { user, saved, search } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit thing Beta' }));
    expect(search()).toBe('?dialog=edit-thing&thing=t-2');
    const form = await screen.findByRole('form', { name: 'Edit thing Beta' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Beta');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save thing' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit thing Beta' })).toBeNull());
    expect(saved).toEqual([['t-2', { name: 'Beta2' }]]);
    expect(search()).toBe('');
  });

  it('adds through the add dialog kept in the URL', async () => {
    const { user, created, search } = setup();
    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(search()).toBe('?dialog=add-thing');
    const form = await screen.findByRole('form', { name: 'Add thing' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gamma');
    await user.click(within(form).getByRole('button', { name: 'Create thing' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add thing' })).toBeNull());
    expect(created).toEqual([{ name: 'Gamma' }]);
  });

  it('asks before a delete, then hides the row and toasts its own message while the undo window runs', async () => {
    const { user, removed, search } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete thing Alpha' }));
    expect(search()).toBe('?dialog=delete-thing&thing=t-1');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete thing Alpha?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Alpha' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Beta' })).toBeInTheDocument();
    expect(await screen.findByText('Thing Alpha deleted')).toBeInTheDocument();
    // Nothing is sent before the undo window ends.
    expect(removed).toEqual([]);
  });
});
