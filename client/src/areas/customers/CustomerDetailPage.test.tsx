import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import type {
  AddressRowFragment,
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables,
  CustomerAddressesQuery,
  CustomerDetailsQuery,
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables,
  UpdateCustomerMutation,
  UpdateCustomerMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const CUSTOMER = {
  __typename: 'Customer',
  id: 'c-1',
  name: 'Ava Patel',
  email: 'ava@example.com',
  externalRef: 'crm-1',
  createdAt: null,
  updatedAt: null,
} as const;

function address(id: string, line1: string): AddressRowFragment {
  return {
    __typename: 'Address',
    id,
    name: 'Home',
    firstName: 'Ava',
    lastName: 'Patel',
    companyName: null,
    phoneNumber: null,
    instructions: null,
    line1,
    line2: null,
    city: 'London',
    county: null,
    region: null,
    postcode: 'EC1A 1BB',
    country: 'GB',
    updatedAt: null,
  };
}

/** The customer, whose addresses are `addresses()` at the time of each request. */
function customerHandlers(addresses: () => AddressRowFragment[]) {
  return [
    graphql.query<CustomerDetailsQuery>('CustomerDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', customer: CUSTOMER } }),
    ),
    graphql.query<CustomerAddressesQuery>('CustomerAddresses', () => {
      const items = addresses();
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: {
            __typename: 'Customer',
            id: 'c-1',
            addresses: {
              __typename: 'AddressPage',
              items,
              pageInfo: { __typename: 'PageInfo', total: items.length },
            },
          },
        },
      });
    }),
  ];
}

describe('customer detail', () => {
  it('saves only changed fields, never sending an empty password, and shows field errors inline', async () => {
    const sent: UpdateCustomerMutationVariables[] = [];
    server.use(
      ...customerHandlers(() => []),
      graphql.mutation<UpdateCustomerMutation, UpdateCustomerMutationVariables>(
        'UpdateCustomer',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateCustomer: {
                __typename: 'CustomerPayload',
                customer: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['email'],
                    message: 'email must be an email address',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/customers/c-1');
    const form = await screen.findByRole('form', { name: 'Customer details' });
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));

    expect(await within(form).findByText('email must be an email address')).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect(sent).toEqual([{ id: 'c-1', input: { email: 'not-an-email' } }]);
  });

  it('adds an address (a refused country stays inline) and deletes one', async () => {
    let addresses = [address('a-1', '10 High Street')];
    const created: CreateCustomerAddressMutationVariables[] = [];
    const deleted: DeleteCustomerAddressMutationVariables[] = [];
    server.use(
      ...customerHandlers(() => addresses),
      graphql.mutation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>(
        'CreateCustomerAddress',
        ({ variables }) => {
          created.push(variables);
          if (variables.input.country !== 'GB') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createCustomerAddress: {
                  __typename: 'AddressPayload',
                  address: null,
                  userErrors: [
                    {
                      __typename: 'UserError',
                      field: ['country'],
                      message: 'country must be an ISO 3166-1 alpha-2 code, e.g. GB',
                      code: 'INVALID',
                    },
                  ],
                },
              },
            });
          }
          const added = address('a-2', variables.input.line1);
          addresses = [...addresses, added];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomerAddress: { __typename: 'AddressPayload', address: added, userErrors: [] },
            },
          });
        },
      ),
      graphql.mutation<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>(
        'DeleteCustomerAddress',
        ({ variables }) => {
          deleted.push(variables);
          addresses = addresses.filter((item) => item.id !== variables.id);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteCustomerAddress: {
                __typename: 'DeleteAddressPayload',
                deletedId: String(variables.id),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/customers/c-1');
    const table = await screen.findByRole('table', { name: 'Addresses' });
    await within(table).findByText(/10 High Street/, undefined, { timeout: 4000 });

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('form', { name: 'Add address' });
    await user.type(within(dialog).getByLabelText('First name'), 'Ava');
    await user.type(within(dialog).getByLabelText('Last name'), 'Patel');
    await user.type(within(dialog).getByLabelText('Address line 1'), '1 Market Square');
    await user.type(within(dialog).getByLabelText('Postcode'), 'M1 1AE');
    await user.type(within(dialog).getByLabelText('Country code'), 'uk');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(
      await within(dialog).findByText(/country must be an ISO 3166-1/, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address line 1')).toHaveValue('1 Market Square');

    const country = within(dialog).getByLabelText('Country code');
    await user.clear(country);
    await user.type(country, 'GB');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add address' })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    await within(table).findByText(/1 Market Square/, undefined, { timeout: 4000 });
    expect(created.at(-1)?.input).toEqual({
      firstName: 'Ava',
      lastName: 'Patel',
      line1: '1 Market Square',
      postcode: 'M1 1AE',
      country: 'GB',
    });

    // Undoable: hidden at once with an Undo offer; Undo shows it again and sends nothing.
    await user.click(within(table).getAllByRole('button', { name: 'Delete address Home' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(within(table).queryByText(/10 High Street/)).not.toBeInTheDocument();
    const notice = (await screen.findByText('Address deleted')).closest<HTMLElement>('.bp6-toast');
    if (!notice) throw new Error('no toast');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await within(table).findByText(/10 High Street/)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 300)));
    expect(deleted).toEqual([]);

    // Without Undo, the delete goes out when the window ends.
    await user.click(within(table).getAllByRole('button', { name: 'Delete address Home' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(within(table).queryByText(/10 High Street/)).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleted).toEqual([{ customerId: 'c-1', id: 'a-1' }]), {
      timeout: UNDO_WINDOW_MS + 3000,
    });
  });
});
