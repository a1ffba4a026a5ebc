import { Classes } from '@blueprintjs/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { ResourceTable } from './ResourceTable';

interface Row {
  id: string;
  name: string;
  sku: string;
}

const LONG_NAME = 'x'.repeat(10_000);

/** Blueprint's tooltip has no role: found by the class the table gives it. */
function findFullValueTooltip(): Promise<Element> {
  return waitFor(() => {
    const tooltip = document.querySelector('.full-value-tooltip');
    if (!tooltip) throw new Error('No full-value tooltip yet');
    return tooltip;
  });
}

function renderTable(rows: Row[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ResourceTable<Row>
            label="Products"
            rows={rows}
            rowKey={(row) => row.id}
            rowHref={(row) => `/products/${row.id}`}
            columns={[
              { id: 'name', header: 'Name', cell: (row) => row.name },
              { id: 'sku', header: 'SKU', cell: (row) => row.sku },
            ]}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('long values', () => {
  it('cuts a 10,000-character name in the list and shows it whole on hover', async () => {
    const user = userEvent.setup();
    renderTable([{ id: 'p-1', name: LONG_NAME, sku: 'SKU-1' }]);
    const table = screen.getByRole('table', { name: 'Products' });
    // Inside a horizontal scroller: the table never widens the page.
    expect(table.parentElement).toHaveClass('resource-table__scroll');

    const link = within(table).getByRole('link', { name: LONG_NAME });
    const cell = link.closest('.resource-table__truncate');
    expect(cell).not.toBeNull();
    // Short values are cut the same way, without a tooltip.
    expect(within(table).getByText('SKU-1').closest('.resource-table__truncate')).not.toBeNull();

    await user.hover(link);
    expect(await findFullValueTooltip()).toHaveTextContent(LONG_NAME);
  });

  it("opens the full-value tooltip after the spec's 200 ms hover delay (section 9)", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderTable([{ id: 'p-1', name: LONG_NAME, sku: 'SKU-1' }]);
      await user.hover(screen.getByRole('link', { name: LONG_NAME }));
      act(() => jest.advanceTimersByTime(199));
      expect(document.querySelector('.full-value-tooltip')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(document.querySelector('.full-value-tooltip')).toHaveTextContent(LONG_NAME);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the full value when the row link gets the focus', async () => {
    const user = userEvent.setup();
    renderTable([{ id: 'p-1', name: LONG_NAME, sku: 'SKU-1' }]);
    await user.tab();
    expect(screen.getByRole('link', { name: LONG_NAME })).toHaveFocus();
    expect(await findFullValueTooltip()).toHaveTextContent(LONG_NAME);
  });

  it('wraps and scrolls a long question in the confirm dialog', () => {
    render(
      <ConfirmDialog isOpen confirmText="Delete" onConfirm={() => undefined} onCancel={() => undefined}>
        Delete product {LONG_NAME}?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog')).toHaveClass('confirm-dialog');
  });

  it('names a confirmation after its question, for screen readers', () => {
    render(
      <ConfirmDialog isOpen confirmText="Delete" onConfirm={() => undefined} onCancel={() => undefined}>
        Delete product Blue shirt?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete product Blue shirt?' })).toBeInTheDocument();
  });
});

describe("a list page's table", () => {
  function renderListTable() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ResourceTable<Row>
              label="Products"
              framed
              rows={[{ id: 'p-1', name: 'Blue shirt', sku: 'SKU-1' }]}
              selection={{
                isSelected: () => false,
                onToggle: () => undefined,
                page: 'none',
                onTogglePage: () => undefined,
                describe: (row) => row.name,
              }}
              columns={[
                { id: 'name', header: 'Name', cell: (row) => row.name },
                { id: 'sku', header: 'SKU', cell: (row) => row.sku },
                { id: 'actions', header: '', cell: () => <button type="button">Delete</button> },
              ]}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('scrolls in its own frame with the tick boxes and the first column kept in view', () => {
    renderListTable();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(table.parentElement).toHaveClass('resource-table__scroll--framed');
    const nameCell = within(table).getByRole('cell', { name: 'Blue shirt' });
    expect(nameCell).toHaveClass('resource-table__primary');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveClass('resource-table__primary');
    expect(within(table).getByRole('checkbox', { name: 'Select Blue shirt' }).closest('td')).toHaveClass(
      'resource-table__select',
    );
  });

  it('has a header cell for every named column and none without a name', () => {
    renderListTable();
    const table = screen.getByRole('table', { name: 'Products' });
    // The tick box for the page and the row buttons' column are cells: a header without text names nothing.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'SKU']);
  });
});

describe('tables inside detail pages', () => {
  function renderPlainTable(props: { compact?: boolean }) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ResourceTable<Row>
              label="Components"
              rows={[{ id: 'p-1', name: 'Lamp', sku: 'SKU-1' }]}
              rowKey={(row) => row.id}
              compact={props.compact}
              columns={[
                { id: 'name', header: 'Name', cell: (row) => row.name },
                {
                  id: 'quantity',
                  header: 'Quantity',
                  wrap: true,
                  cell: (row) => <input aria-label={`Quantity of ${row.sku}`} />,
                },
              ]}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('keys rows by their id when the table names no rowKey', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ResourceTable<Row>
              label="Products"
              rows={[
                { id: 'p-1', name: 'Lamp', sku: 'SKU-1' },
                { id: 'p-2', name: 'Desk', sku: 'SKU-2' },
              ]}
              columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const rows = within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Lamp', 'Desk']);
  });

  it('draws tighter rows when compact', () => {
    renderPlainTable({ compact: true });
    expect(screen.getByRole('table', { name: 'Components' })).toHaveClass(Classes.COMPACT);
  });

  it('keeps the default row height otherwise', () => {
    renderPlainTable({});
    expect(screen.getByRole('table', { name: 'Components' })).not.toHaveClass(Classes.COMPACT);
  });

  it('shows a wrapping column whole while other cells stay cut to one line', () => {
    renderPlainTable({});
    expect(
      screen.getByRole('textbox', { name: 'Quantity of SKU-1' }).closest('.resource-table__truncate'),
    ).toBeNull();
    expect(screen.getByText('Lamp')).toHaveClass('resource-table__truncate');
  });
});
