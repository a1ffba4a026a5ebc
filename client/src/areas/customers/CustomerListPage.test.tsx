import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  CustomerListItemFragment,
  CustomerListQuery,
  CustomerListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function customer(id: string, name: string, email: string): CustomerListItemFragment {
  return {
    __typename: 'Customer',
    id,
    name,
    email,
    externalRef: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
}

/** Answers CustomerList with the customers whose email contains the filter, recording each request. */
function customerListHandler(customers: CustomerListItemFragment[], fail = false) {
  const sent: CustomerListQueryVariables[] = [];
  const handler = graphql.query<CustomerListQuery, CustomerListQueryVariables>(
    'CustomerList',
    ({ variables }) => {
      sent.push(variables);
      if (fail) {
        return HttpResponse.json({
          errors: [
            {
              message: 'The commerce provider could not be reached',
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            },
          ],
        });
      }
      const like = variables.filter?.email?.like?.toLowerCase() ?? '';
      const items = customers.filter((item) => item.email.toLowerCase().includes(like));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          customers: {
            __typename: 'CustomerPage',
            items,
            pageInfo: {
              __typename: 'PageInfo',
              limit: 25,
              offset: 0,
              total: items.length,
              hasNextPage: false,
            },
          },
        },
      });
    },
  );
  return { handler, sent };
}

const AVA = customer('c-1', 'Ava Patel', 'ava@example.com');
const LIAM = customer('c-2', 'Liam Nguyen', 'liam@example.com');

describe('customer list', () => {
  it('filters by email and sorts by email, keeping both in the URL', async () => {
    const { handler, sent } = customerListHandler([AVA, LIAM]);
    server.use(handler);
    const { user, router } = renderApp('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByRole('link', { name: 'Ava Patel' })).toHaveAttribute(
      'href',
      '/customers/c-1',
    );
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });

    await user.type(screen.getByLabelText('Email contains'), 'liam');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ email: { like: 'liam' } }), { timeout: 2000 });
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Ava Patel' })).not.toBeInTheDocument(),
    );
    await user.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(sent.at(-1)?.sort).toEqual([{ field: 'EMAIL', direction: 'ASC' }]));
    expect(currentUrl(router)).toBe('/customers?email=liam&sort=email');
  });

  it('says when no customer matches, and shows a failing list as an error', async () => {
    const { handler } = customerListHandler([AVA]);
    server.use(handler);
    renderApp('/customers?email=nobody');
    expect(await screen.findByText('No customers match these filters')).toBeInTheDocument();

    server.use(customerListHandler([], true).handler);
    renderApp('/customers?name=x');
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
  });

  it("keeps what was typed and shows the provider's duplicate email message under the email field", async () => {
    const { handler } = customerListHandler([AVA]);
    const created: CreateCustomerMutationVariables[] = [];
    server.use(
      handler,
      graphql.mutation<CreateCustomerMutation, CreateCustomerMutationVariables>(
        'CreateCustomer',
        ({ variables }) => {
          created.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomer: {
                __typename: 'CustomerPayload',
                customer: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['email'],
                    message: 'A customer with email ava@example.com already exists',
                    code: 'DUPLICATE',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('form', { name: 'Add customer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ava Again');
    await user.type(within(dialog).getByLabelText('Email'), 'ava@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

    expect(
      await within(dialog).findByText('A customer with email ava@example.com already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ava Again');
    expect(created).toEqual([
      { input: { name: 'Ava Again', email: 'ava@example.com', password: 'secret-pass' } },
    ]);
  });
});
