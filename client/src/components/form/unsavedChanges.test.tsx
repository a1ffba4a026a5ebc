import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomerDetailsQuery,
  CustomerAddressesQuery,
  CustomerListQuery,
  UpdateCustomerMutation,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const CUSTOMER = {
  __typename: 'Customer',
  id: 'c-1',
  name: 'Ava Patel',
  email: 'ava@example.com',
  externalRef: null,
  createdAt: null,
  updatedAt: null,
} as const;

function handlers() {
  return [
    graphql.query<CustomerDetailsQuery>('CustomerDetails', () =>
      HttpResponse.json({ data: { __typename: 'Query', customer: CUSTOMER } }),
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
    graphql.query<CustomerListQuery>('CustomerList', () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          customers: {
            __typename: 'CustomerPage',
            items: [CUSTOMER],
            pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 1, hasNextPage: false },
          },
        },
      }),
    ),
    graphql.mutation<UpdateCustomerMutation>('UpdateCustomer', () =>
      HttpResponse.json({
        data: {
          __typename: 'Mutation',
          updateCustomer: {
            __typename: 'CustomerPayload',
            customer: { ...CUSTOMER, name: 'Ava P.' },
            userErrors: [],
          },
        },
      }),
    ),
  ];
}

/** The customer page with its name field edited to "Ava P.". */
async function editName() {
  server.use(...handlers());
  const app = renderApp('/customers/c-1');
  const form = await screen.findByRole('form', { name: 'Customer details' });
  const name = within(form).getByLabelText('Name');
  await app.user.clear(name);
  await app.user.type(name, 'Ava P.');
  return { ...app, form, name };
}

const areaLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Areas' })).getByRole('link', { name });

describe('unsaved form edits', () => {
  it('asks before leaving; staying keeps the edits', async () => {
    const { user, router, name } = await editName();
    await user.click(areaLink('Customers'));

    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('Leave without saving?');
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/customers/c-1');
    expect(name).toHaveValue('Ava P.');
  });

  it('leaving discards the edits and goes where the seller asked', async () => {
    const { user, router } = await editName();
    await user.click(areaLink('Customers'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/customers'));
    expect(await screen.findByRole('table', { name: 'Customers' })).toBeInTheDocument();
  });

  it('lets a saved form go without asking', async () => {
    const { user, router, form } = await editName();
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();

    await user.click(areaLink('Customers'));
    await waitFor(() => expect(currentUrl(router)).toBe('/customers'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while edits are unsaved', async () => {
    const { user, form } = await editName();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
