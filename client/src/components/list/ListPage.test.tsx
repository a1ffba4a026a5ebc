import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { writeAppMode } from '../../areas/stores/exports';
import { ListPage } from './ListPage';
import type { ListParamsConfig } from './listParams';
import { readViews, viewsStorageKey } from './savedViews';
import { useListParams } from './useListParams';

interface Row {
  id: string;
  name: string;
  sku: string;
  status: string;
}

type Key = 'name' | 'status';
type Sort = 'NAME';

const CONFIG: ListParamsConfig<Key, Sort> = { filterKeys: ['name', 'status'], sortFields: ['NAME'] };
const ROWS: Row[] = [{ id: 'p-1', name: 'Blue shirt', sku: 'SKU-1', status: 'LIVE' }];

function Products() {
  const { params, setFilters, toggleSort } = useListParams(CONFIG);
  return (
    <ListPage<Row, Key, Sort>
      title="Products"
      filter={{
        fields: [
          { kind: 'text', key: 'name', label: 'Name contains' },
          {
            kind: 'select',
            key: 'status',
            label: 'Status',
            options: [
              { value: '', label: 'Any status' },
              { value: 'LIVE', label: 'Live' },
              { value: 'DRAFT', label: 'Draft' },
            ],
          },
        ],
        values: params.filters,
        onChange: setFilters,
      }}
      error={undefined}
      table={{
        columns: [
          { id: 'name', header: 'Name', cell: (row) => row.name, sortField: 'NAME' },
          { id: 'sku', header: 'SKU', cell: (row) => row.sku },
          { id: 'status', header: 'Status', cell: (row) => row.status },
        ],
        rows: ROWS,
        rowKey: (row) => row.id,
        sort: params.sort,
        onSortChange: toggleSort,
      }}
    />
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/products', element: <Products /> }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { user, router, search };
}

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^View:/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save view' });
  await user.type(within(dialog).getByLabelText('Name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
}

async function pickView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^View:/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('saved views', () => {
  it('saves the filters, sort and columns under a name and shows it as the active view', async () => {
    const { user } = renderList('/products?status=DRAFT&sort=name&order=desc&hide=sku&offset=100');
    expect(screen.getByRole('button', { name: 'View: Unsaved view' })).toBeInTheDocument();

    await saveView(user, 'Drafts');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View: Drafts' })).toBeInTheDocument();
    // Paging is not part of a view; filters, sort and hidden columns are.
    expect(readViews('own', '/products')).toEqual([
      expect.objectContaining({ name: 'Drafts', query: 'status=DRAFT&sort=name&order=desc&hide=sku' }),
    ]);
  });

  it('picks a saved view from the header, and the default view clears it', async () => {
    const { user, search } = renderList('/products?status=DRAFT&hide=sku');
    await saveView(user, 'Drafts');
    await pickView(user, 'Default view');

    expect(search().toString()).toBe('');
    expect(screen.getByRole('button', { name: 'View: Default view' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toBeInTheDocument();

    await pickView(user, 'Drafts');

    expect(search().get('status')).toBe('DRAFT');
    expect(screen.getByLabelText('Status')).toHaveValue('DRAFT');
    expect(screen.queryByRole('columnheader', { name: 'SKU' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View: Drafts' })).toBeInTheDocument();
  });

  it('refuses an empty or taken name inline', async () => {
    const { user } = renderList('/products?status=LIVE');
    await saveView(user, 'Live');
    await user.selectOptions(screen.getByLabelText('Status'), 'DRAFT');

    await saveView(user, 'live');
    const dialog = screen.getByRole('dialog', { name: 'Save view' });
    expect(within(dialog).getByText('A view named "live" exists; pick another name.')).toBeInTheDocument();
    expect(readViews('own', '/products')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
  });

  it('renames and deletes the active view', async () => {
    const { user } = renderList('/products?status=LIVE');
    await saveView(user, 'Live');

    await user.click(screen.getByRole('button', { name: 'View: Live' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename “Live”…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const input = within(dialog).getByLabelText('Name');
    expect(input).toHaveValue('Live');
    await user.clear(input);
    await user.type(input, 'On sale');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'View: On sale' })).toBeInTheDocument();
    expect(readViews('own', '/products').map((view) => view.name)).toEqual(['On sale']);

    await user.click(screen.getByRole('button', { name: 'View: On sale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete “On sale”' }));
    await user.click(await screen.findByRole('button', { name: 'Delete view' }));

    expect(await screen.findByRole('button', { name: 'View: Unsaved view' })).toBeInTheDocument();
    expect(window.localStorage.getItem(viewsStorageKey('own', '/products'))).toBeNull();
  });

  it('keeps views per store', async () => {
    const { user } = renderList('/products?status=LIVE');
    await saveView(user, 'Live');
    expect(screen.getByRole('button', { name: 'View: Live' })).toBeInTheDocument();

    act(() =>
      writeAppMode({ mode: 'preview', organizationId: 'org-1', storeId: 'store-2', storeName: 'Two' }),
    );

    expect(await screen.findByRole('button', { name: 'View: Unsaved view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View: Unsaved view' }));
    expect(screen.queryByRole('menuitem', { name: 'Live' })).not.toBeInTheDocument();
    expect(readViews('store-2', '/products')).toEqual([]);
    expect(readViews('own', '/products')).toHaveLength(1);
  });

  it('skips damaged stored views', () => {
    window.localStorage.setItem(
      viewsStorageKey('own', '/products'),
      JSON.stringify([{ id: 'v1', name: 'Ok', query: 'status=LIVE' }, { id: 'v2' }, 'x']),
    );
    expect(readViews('own', '/products')).toEqual([{ id: 'v1', name: 'Ok', query: 'status=LIVE' }]);
    window.localStorage.setItem(viewsStorageKey('own', '/products'), '{not json');
    expect(readViews('own', '/products')).toEqual([]);
  });
});

describe('column chooser', () => {
  it('hides and shows columns, kept in the URL, never the first column', async () => {
    const { user, search } = renderList('/products');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'SKU' }));

    expect(search().get('hide')).toBe('sku');
    expect(screen.queryByRole('columnheader', { name: 'SKU' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'SKU' }));
    expect(search().has('hide')).toBe(false);
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toBeInTheDocument();
  });

  it('ignores the first column and unknown ids in the URL', () => {
    renderList('/products?hide=name,nope');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'SKU' })).toBeInTheDocument();
  });
});
