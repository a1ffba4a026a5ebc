import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomerListItemFragment,
  CustomerListQuery,
  CustomerListQueryVariables,
  DeleteCustomerMutation,
  DeleteCustomerMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function customer(index: number, name = `Customer ${index}`): CustomerListItemFragment {
  return {
    __typename: 'Customer',
    id: `c-${index}`,
    name,
    email: `customer${index}@example.com`,
    externalRef: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
}

/** Answers CustomerList page by page (offset and limit honoured), recording each page asked for. */
function listHandler(customers: CustomerListItemFragment[]) {
  const pages: { offset: number; limit: number }[] = [];
  const handler = graphql.query<CustomerListQuery, CustomerListQueryVariables>(
    'CustomerList',
    ({ variables }) => {
      const offset = variables.page?.offset ?? 0;
      const limit = variables.page?.limit ?? 100;
      pages.push({ offset, limit });
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          customers: {
            __typename: 'CustomerPage',
            items: customers.slice(offset, offset + limit),
            pageInfo: {
              __typename: 'PageInfo',
              limit,
              offset,
              total: customers.length,
              hasNextPage: offset + limit < customers.length,
            },
          },
        },
      });
    },
  );
  return { handler, pages };
}

/** Deletes every customer except those in `refuse`, which answer with a user error. */
function deleteHandler(refuse: Record<string, string>) {
  const deleted: string[] = [];
  const handler = graphql.mutation<DeleteCustomerMutation, DeleteCustomerMutationVariables>(
    'DeleteCustomer',
    ({ variables }) => {
      const id = String(variables.id);
      const reason = refuse[id];
      if (!reason) deleted.push(id);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          deleteCustomer: {
            __typename: 'DeleteCustomerPayload',
            deletedId: reason ? null : id,
            userErrors: reason
              ? [{ __typename: 'UserError' as const, field: null, message: reason, code: 'INVALID' as const }]
              : [],
          },
        },
      });
    },
  );
  return { handler, deleted };
}

describe('customer list bulk actions', () => {
  it('deletes the ticked customers once the undo window ends and names each failure with its reason', async () => {
    const { handler } = listHandler([
      customer(1, 'Ava Patel'),
      customer(2, 'Liam Nguyen'),
      customer(3, 'Mia Chen'),
    ]);
    const remove = deleteHandler({ 'c-2': 'Liam Nguyen has open orders.' });
    server.use(handler, remove.handler);
    const { user } = renderApp('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Ava Patel' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Liam Nguyen' }));
    expect(screen.getByText('2 customers selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete 2 customers?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Hidden at once, with an undo offer; nothing sent yet.
    expect(await screen.findByText('2 customers will be deleted.')).toBeInTheDocument();
    expect(within(table).queryByText('Ava Patel')).not.toBeInTheDocument();
    expect(remove.deleted).toEqual([]);

    const summary = await screen.findByRole('dialog', { name: /Delete: 2 customers/ }, { timeout: 20_000 });
    expect(await within(summary).findByRole('status')).toHaveTextContent('1 customer deleted, 1 failed.');
    const failures = within(summary).getByRole('table', { name: 'Failures' });
    expect(within(failures).getByRole('row', { name: /Liam Nguyen/ })).toHaveTextContent(
      'Liam Nguyen has open orders.',
    );
    expect(remove.deleted).toEqual(['c-1']);
  }, 30_000);

  it('undo shows the customers again and sends nothing', async () => {
    const { handler } = listHandler([customer(1, 'Ava Patel'), customer(2, 'Liam Nguyen')]);
    const remove = deleteHandler({});
    server.use(handler, remove.handler);
    const { user } = renderApp('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Ava Patel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const notice = (await screen.findByText('1 customer will be deleted.')).closest<HTMLElement>(
      '.bp6-toast',
    );
    if (!notice) throw new Error('no toast');
    expect(within(table).queryByText('Ava Patel')).not.toBeInTheDocument();

    // This toast's Undo (an earlier case's toast may still be leaving the screen).
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await within(table).findByText('Ava Patel')).toBeInTheDocument();
    // Past the window: still nothing was sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5500)));
    expect(remove.deleted).toEqual([]);
  }, 30_000);

  it('exports every matching customer to CSV, page by page, with formulas escaped', async () => {
    const customers = Array.from({ length: 130 }, (_, index) => customer(index + 1));
    customers[4] = customer(5, '=HYPERLINK("http://evil.example")');
    const { handler, pages } = listHandler(customers);
    server.use(handler);
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // jsdom cannot follow a download link; the click is what a browser turns into a download.
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = renderApp('/customers');
    await within(await screen.findByRole('table', { name: 'Customers' })).findByText('Customer 1');
    pages.length = 0;

    await user.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    expect(await screen.findByText('Exported 130 customers')).toBeInTheDocument();
    expect(pages).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
    ]);
    const lines = (await saved[0]!.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(131);
    expect(lines[0]).toBe('Id,Name,Email,External reference');
    expect(lines[5]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual([expect.stringMatching(/^customers-\d{4}-\d{2}-\d{2}\.csv$/)]);
    click.mockRestore();
  }, 30_000);
});
