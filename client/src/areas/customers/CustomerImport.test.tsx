import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  CustomerDetailsQuery,
  CustomerDetailsQueryVariables,
  CustomerListItemFragment,
  CustomerListQuery,
  CustomerListQueryVariables,
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { exportThenImport } from '../../../test/csvRoundTrip';

beforeEach(signInForTest);

const existing: CustomerListItemFragment = {
  __typename: 'Customer',
  id: 'c-1',
  name: 'Ava Patel',
  email: 'ava@example.com',
  externalRef: null,
  createdAt: '2026-01-10T09:30:00.000Z',
  updatedAt: '2026-01-10T09:30:00.000Z',
};

/** The list holds `customers`; each is also read by id (the import's comparison). */
function listHandler(customers: readonly CustomerListItemFragment[] = [existing]) {
  let calls = 0;
  const handler = graphql.query<CustomerListQuery, CustomerListQueryVariables>('CustomerList', () => {
    calls += 1;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        customers: {
          __typename: 'CustomerPage',
          items: [...customers],
          pageInfo: {
            __typename: 'PageInfo',
            limit: 100,
            offset: 0,
            total: customers.length,
            hasNextPage: false,
          },
        },
      },
    });
  });
  const details = graphql.query<CustomerDetailsQuery, CustomerDetailsQueryVariables>(
    'CustomerDetails',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: customers.find((customer) => customer.id === variables.id) ?? null,
        },
      }),
  );
  return { handler, details, calls: () => calls };
}

/** Creates customers, refusing a taken email with the provider's userError; updates by id. */
function writeHandlers() {
  const created: CreateCustomerMutationVariables['input'][] = [];
  const updated: UpdateCustomerMutationVariables[] = [];
  const create = graphql.mutation<CreateCustomerMutation, CreateCustomerMutationVariables>(
    'CreateCustomer',
    ({ variables }) => {
      const taken = variables.input.email === 'taken@example.com';
      if (!taken) created.push(variables.input);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          createCustomer: {
            __typename: 'CustomerPayload',
            customer: taken
              ? null
              : { ...existing, id: `new-${created.length}`, ...variables.input, externalRef: null },
            userErrors: taken
              ? [
                  {
                    __typename: 'UserError' as const,
                    field: ['email'],
                    message: 'A customer with this email already exists.',
                    code: 'DUPLICATE' as const,
                  },
                ]
              : [],
          },
        },
      });
    },
  );
  const update = graphql.mutation<UpdateCustomerMutation, UpdateCustomerMutationVariables>(
    'UpdateCustomer',
    ({ variables }) => {
      updated.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          updateCustomer: { __typename: 'CustomerPayload', customer: existing, userErrors: [] },
        },
      });
    },
  );
  return { handlers: [create, update], created, updated };
}

const csvFile = (text: string, name = 'customers.csv') => new File([text], name, { type: 'text/csv' });

async function openImport() {
  const rendered = renderApp('/customers');
  await within(await screen.findByRole('table', { name: 'Customers' })).findByText('Ava Patel');
  await rendered.user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
  return { ...rendered, dialog };
}

describe('customer CSV import', () => {
  it('previews the bad rows before sending, then reports every row with its outcome and reason', async () => {
    const list = listHandler();
    const writes = writeHandlers();
    server.use(list.handler, list.details, ...writes.handlers);
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, dialog } = await openImport();
    const listCallsBefore = list.calls();

    await user.upload(
      within(dialog).getByLabelText('CSV file of customers'),
      csvFile(
        [
          'Id,Name,Email,External reference,Updated',
          ',Liam Nguyen,liam@example.com,crm-2,',
          'c-1,Ava Patel-Jones,ava@example.com,,2026-01-10',
          ',No Email,,,',
          ',Taken,taken@example.com,,',
          ',"=cmd|calc",mia@example.com,,',
        ].join('\n'),
      ),
    );

    const preview = await within(dialog).findByRole('status');
    expect(preview).toHaveTextContent(
      '3 customers to create, 1 to update, 1 with problems (not sent). Nothing is written before you start the import.',
    );
    const updates = within(dialog).getByRole('table', { name: 'Rows to update' });
    expect(within(updates).getByRole('row', { name: /^3 / })).toHaveTextContent('ava@example.comName');
    expect(within(dialog).getByText('Columns not imported: Updated.')).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /^4 / })).toHaveTextContent(
      'No EmailEmailEmail is required.',
    );
    expect(writes.created).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 4 customers' }));

    const summary = await within(dialog).findByText(/customers created/, {}, { timeout: 10_000 });
    expect(summary).toHaveTextContent('2 customers created, 1 updated, 1 failed, 1 not sent (invalid).');
    const report = within(dialog).getByRole('table', { name: 'Import report' });
    const rowText = (row: number) =>
      within(report)
        .getAllByRole('row')
        .find((tr) => tr.firstElementChild?.textContent === String(row))?.textContent;
    expect(rowText(2)).toBe('2liam@example.comCreated');
    expect(rowText(3)).toBe('3ava@example.comUpdated');
    expect(rowText(4)).toBe('4No EmailNot sentEmail is required.');
    expect(rowText(5)).toBe('5taken@example.comFailedA customer with this email already exists.');
    expect(writes.created.map((input) => input.email)).toEqual(['liam@example.com', 'mia@example.com']);
    expect(writes.created[0]).toEqual({
      name: 'Liam Nguyen',
      email: 'liam@example.com',
      externalRef: 'crm-2',
    });
    expect(writes.updated).toEqual([{ id: 'c-1', input: { name: 'Ava Patel-Jones' } }]);
    // The list is fetched again once the run ends.
    await waitFor(() => expect(list.calls()).toBeGreaterThan(listCallsBefore));

    await user.click(within(dialog).getByRole('button', { name: 'Download report (CSV)' }));
    const lines = (await saved[0]!.text()).split(/\r?\n/);
    expect(lines[0]).toBe('Row,Email,Outcome,Reason');
    expect(lines).toContain('5,taken@example.com,Failed,A customer with this email already exists.');
    expect(lines).toContain('6,mia@example.com,Created,');
    click.mockRestore();
  }, 30_000);

  it('refuses a file over 5 MB with a clear message and sends nothing', async () => {
    const list = listHandler();
    const writes = writeHandlers();
    server.use(list.handler, list.details, ...writes.handlers);
    const { user, dialog } = await openImport();
    const huge = csvFile('Name,Email\nAva,ava@example.com\n', 'huge.csv');
    Object.defineProperty(huge, 'size', { value: 12 * 1024 * 1024 });

    await user.upload(within(dialog).getByLabelText('CSV file of customers'), huge);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.csv is 12.0 MB; an import reads files of up to 5.0 MB. Split it into smaller files.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(writes.created).toEqual([]);
  }, 20_000);

  it('refuses a file without the Email column, naming the columns it has', async () => {
    server.use(listHandler().handler, listHandler().details);
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('CSV file of customers'),
      csvFile('Name,Mail\nAva,a@b.co\n'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file has no “Email” column. Its header row has: Name, Mail.',
    );
  }, 20_000);

  it('imports its own export back with 0 problems and 0 writes', async () => {
    const customers: CustomerListItemFragment[] = [
      existing,
      { ...existing, id: 'c-2', name: '=HYPERLINK("http://evil.example")', email: 'eve@example.com' },
      { ...existing, id: 'c-3', name: 'Smith, "Jo"', email: 'jo@example.com', externalRef: '-7' },
    ];
    const list = listHandler(customers);
    const writes = writeHandlers();
    server.use(list.handler, list.details, ...writes.handlers);
    const { user } = renderApp('/customers');
    await within(await screen.findByRole('table', { name: 'Customers' })).findByText('Ava Patel');

    const { dialog, text } = await exportThenImport(user, {
      list: 'customers',
      noun: 'customers',
      exported: '3 customers',
    });

    // The import's own columns and raw values; a password is never exported.
    expect(text.split(/\r?\n/)[0]).toBe('Id,Name,Email,External reference');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 customers unchanged (skipped). Nothing to write.',
    );
    expect(within(dialog).queryByText(/Columns not imported/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 customers' })).toBeDisabled();
    expect(writes.created).toEqual([]);
    expect(writes.updated).toEqual([]);
  }, 30_000);

  it('writes nothing before the seller confirms, and nothing when the dialog is closed', async () => {
    const list = listHandler();
    const writes = writeHandlers();
    server.use(list.handler, list.details, ...writes.handlers);
    const { user, dialog } = await openImport();

    await user.upload(
      within(dialog).getByLabelText('CSV file of customers'),
      csvFile('Id,Name,Email\nc-1,Ava Renamed,ava@example.com\n,New One,new@example.com\n'),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 customer to create, 1 to update.');
    const updates = within(dialog).getByRole('table', { name: 'Rows to update' });
    expect(within(updates).getByRole('row', { name: /^2 / })).toHaveTextContent('Name');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import customers' })).toBeNull());
    expect(writes.created).toEqual([]);
    expect(writes.updated).toEqual([]);
  }, 30_000);
});
