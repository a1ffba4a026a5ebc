import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useRowDelete, type RowDeleteOptions } from './useRowDelete';

interface Thing {
  id: string;
  slug: string;
  name: string;
}

const THINGS: Thing[] = [
  { id: 't-1', slug: 'alpha', name: 'Alpha' },
  { id: 't-2', slug: 'beta', name: 'Beta' },
];

type ExtraOptions = Pick<RowDeleteOptions<Thing>, 'confirmText' | 'urlId' | 'alsoHides' | 'cancelKeepsItem'>;

function setup(extra: ExtraOptions, askBy: (thing: Thing) => string, initialEntry = '/things') {
  const removed: string[] = [];
  function Things() {
    const rowDelete = useRowDelete<Thing>({
      dialog: 'delete-thing',
      itemKey: 'thing',
      rows: THINGS,
      question: (thing) => `Delete thing ${thing.name}?`,
      message: (thing) => `Thing ${thing.name} deleted`,
      remove: (thing) => {
        removed.push(thing.id);
        return Promise.resolve([]);
      },
      ...extra,
    });
    return (
      <ul>
        {rowDelete.visible?.map((thing) => (
          <li key={thing.id}>
            {thing.name}
            <Button aria-label={`Delete ${thing.name}`} onClick={() => rowDelete.ask(askBy(thing))} />
          </li>
        ))}
        {rowDelete.confirmDialog}
      </ul>
    );
  }
  const router = createMemoryRouter([{ path: '/things', element: <Things /> }], {
    initialEntries: [initialEntry],
  });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { user: userEvent.setup(), removed, search };
}

describe('useRowDelete', () => {
  it('confirms with "Delete" by default and hides the row named by its id in the URL', async () => {
    const { user, search } = setup({}, (thing) => thing.id);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(search()).toBe('?dialog=delete-thing&thing=t-1');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete thing Alpha?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Alpha' })).toBeNull());
    expect(await screen.findByText('Thing Alpha deleted')).toBeInTheDocument();
    expect(search()).toBe('');
  });

  it('names its confirming button after confirmText', async () => {
    const { user } = setup({ confirmText: 'Remove' }, (thing) => thing.id);
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Thing Beta deleted')).toBeInTheDocument();
  });

  it('finds the row by its urlId in the URL and still hides it by its id', async () => {
    const { user, removed, search } = setup({ urlId: (thing) => thing.slug }, (thing) => thing.slug);
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));
    expect(search()).toBe('?dialog=delete-thing&thing=beta');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete thing Beta?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Beta' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Alpha' })).toBeInTheDocument();
    // Nothing is sent before the undo window ends.
    expect(removed).toEqual([]);
  });

  it('hides what alsoHides names along with the row', async () => {
    const { user } = setup({ alsoHides: () => ['t-2'] }, (thing) => thing.id);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Alpha' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete Beta' })).toBeNull();
  });

  it('clears the item from the URL on cancel, unless cancelKeepsItem says it is the selection', async () => {
    const plain = setup({}, (thing) => thing.id, '/things?thing=t-1');
    await plain.user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await plain.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(plain.search()).toBe(''));
    cleanup();

    const selection = setup({ cancelKeepsItem: true }, (thing) => thing.id, '/things?thing=t-1');
    await selection.user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(selection.search()).toBe('?thing=t-1&dialog=delete-thing');
    await selection.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(selection.search()).toBe('?thing=t-1'));
  });
});
