import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  CustomerListItemFragment,
  CustomerListQuery,
  CustomerListQueryVariables,
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

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

function listHandler() {
  let calls = 0;
  const handler = graphql.query<CustomerListQuery, CustomerListQueryVariables>('CustomerList', () => {
    calls += 1;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        customers: {
          __typename: 'CustomerPage',
          items: [existing],
          pageInfo: { __typename: 'PageInfo', limit: 20, offset: 0, total: 1, hasNextPage: false },
        },
      },
    });
  });
  return { handler, calls: () => calls };
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
    server.use(list.handler, ...writes.handlers);
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
    expect(preview).toHaveTextContent('4 customers ready to import; 1 row has problems and will not be sent');
    expect(within(dialog).getByText('Columns not imported: Updated.')).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getByRole('row', { name: /^4 / })).toHaveTextContent('Email is required.');
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
    expect(writes.updated).toEqual([
      { id: 'c-1', input: { name: 'Ava Patel-Jones', email: 'ava@example.com' } },
    ]);
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
    server.use(list.handler, ...writes.handlers);
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
    server.use(listHandler().handler);
    const { user, dialog } = await openImport();
    await user.upload(
      within(dialog).getByLabelText('CSV file of customers'),
      csvFile('Name,Mail\nAva,a@b.co\n'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file has no “Email” column. Its header row has: Name, Mail.',
    );
  }, 20_000);
});
