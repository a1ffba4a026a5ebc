/**
 * A write whose outcome the gateway cannot know (OUTCOME_UNKNOWN) reaches the seller as a warning
 * that tells them to check before trying again, through the shared mutation helpers: the form
 * (useMutationForm) and mutations outside forms (toastMutation). The admin never sends it again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  CustomerAddressesQuery,
  CustomerDetailsQuery,
  CustomerListQuery,
  DeleteCustomerMutation,
  DeleteCustomerMutationVariables,
} from '../graphql/generated';
import { server } from '../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../test/renderApp';

beforeEach(signInForTest);

const MESSAGE =
  'The provider did not answer, so this change may or may not have been saved; check before trying again';
const ERRORS = [{ message: MESSAGE, extensions: { code: 'OUTCOME_UNKNOWN' } }];

/** The toast holding `text`, once it is shown (the toaster renders after the form's own message). */
function toast(text: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(
    () => {
      const element = screen
        .getAllByText(text)
        .map((node) => node.closest<HTMLElement>('.bp6-toast'))
        .find((node) => node !== null);
      if (!element) throw new Error(`No toast says: ${text}`);
      return element;
    },
    { timeout },
  );
}

const emptyCustomerList = graphql.query<CustomerListQuery>('CustomerList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      customers: {
        __typename: 'CustomerPage',
        items: [],
        pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 0, hasNextPage: false },
      },
    },
  }),
);

it('a create form warns the seller to check, keeps what was typed, and sends the create once', async () => {
  const sent: CreateCustomerMutationVariables[] = [];
  server.use(
    emptyCustomerList,
    graphql.mutation<CreateCustomerMutation, CreateCustomerMutationVariables>(
      'CreateCustomer',
      ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: null, errors: ERRORS });
      },
    ),
  );
  const { user } = renderApp('/customers');
  await user.click(await screen.findByRole('button', { name: 'Add customer' }));
  const dialog = await screen.findByRole('form', { name: 'Add customer' });
  await user.type(within(dialog).getByLabelText('Name'), 'Ava Patel');
  await user.type(within(dialog).getByLabelText('Email'), 'ava@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));

  expect(await toast(MESSAGE)).toHaveClass('bp6-intent-warning');
  // Still on screen once the toast has gone, with the seller's input, for checking first.
  expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGE);
  expect(within(dialog).getByLabelText('Email')).toHaveValue('ava@example.com');
  expect(sent).toHaveLength(1);
});

it('a mutation outside a form (delete) warns instead of reporting a failure, and is sent once', async () => {
  const sent: DeleteCustomerMutationVariables[] = [];
  server.use(
    graphql.query<CustomerDetailsQuery>('CustomerDetails', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: {
            __typename: 'Customer',
            id: 'c-1',
            name: 'Ava Patel',
            email: 'ava@example.com',
            externalRef: null,
            createdAt: null,
            updatedAt: null,
          },
        },
      }),
    ),
    graphql.query<CustomerAddressesQuery>('CustomerAddresses', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customer: {
            __typename: 'Customer',
            id: 'c-1',
            addresses: {
              __typename: 'AddressPage',
              items: [],
              pageInfo: { __typename: 'PageInfo', total: 0 },
            },
          },
        },
      }),
    ),
    graphql.mutation<DeleteCustomerMutation, DeleteCustomerMutationVariables>(
      'DeleteCustomer',
      ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: null, errors: ERRORS });
      },
    ),
    graphql.query<CustomerListQuery>('CustomerList', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customers: {
            __typename: 'CustomerPage',
            items: [
              {
                __typename: 'Customer',
                id: 'c-1',
                name: 'Ava Patel',
                email: 'ava@example.com',
                externalRef: null,
                createdAt: null,
                updatedAt: null,
              },
            ],
            pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 1, hasNextPage: false },
          },
        },
      }),
    ),
  );
  const { user, router } = renderApp('/customers/c-1');
  await user.click(await screen.findByRole('button', { name: 'Delete customer' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));

  // Undoable: the list opens at once; the delete goes out when the window ends, and its unknown
  // outcome is a warning, the customer back in the list, the mutation sent once.
  await waitFor(() => expect(currentUrl(router)).toBe('/customers'));
  expect(await toast(MESSAGE, 15_000)).toHaveClass('bp6-intent-warning');
  expect(await screen.findByRole('link', { name: 'Ava Patel' })).toBeInTheDocument();
  expect(sent).toEqual([{ id: 'c-1' }]);
});
