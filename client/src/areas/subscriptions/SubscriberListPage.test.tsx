import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateSubscriberMutation,
  CreateSubscriberMutationVariables,
  SubscriberListQuery,
  SubscriberRowFragment,
  SubscriptionAccountOptionsQuery,
  UpdateSubscriberMutation,
  UpdateSubscriberMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO } from './testData';

beforeEach(signInForTest);

const subscriber = (id: string, name: string): SubscriberRowFragment => ({
  __typename: 'Subscriber',
  id,
  accountId: 'acc-1',
  name,
  email: 'ada@example.com',
  createdAt: '2026-01-10T09:30:00.000Z',
});

const list = graphql.query<SubscriberListQuery>('SubscriberList', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      subscribers: {
        __typename: 'SubscriberPage',
        items: [subscriber('sub-1', 'Ada Lovelace')],
        pageInfo: { ...PAGE_INFO, total: 1 },
      },
    },
  }),
);

const accounts = graphql.query<SubscriptionAccountOptionsQuery>('SubscriptionAccountOptions', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      accounts: { __typename: 'AccountPage', items: [{ __typename: 'Account', id: 'acc-2', name: 'Acme' }] },
    },
  }),
);

const invalidEmail = {
  __typename: 'UserError' as const,
  field: ['email'],
  message: 'email must be an email address',
  code: 'INVALID' as const,
};

describe('subscribers', () => {
  it('adds a subscriber for an account; a refused email shows under Email and the name stays', async () => {
    const sent: CreateSubscriberMutationVariables[] = [];
    server.use(
      list,
      accounts,
      graphql.mutation<CreateSubscriberMutation, CreateSubscriberMutationVariables>(
        'CreateSubscriber',
        ({ variables }) => {
          sent.push(variables);
          const refused = sent.length === 1;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriber: {
                __typename: 'SubscriberPayload',
                subscriber: refused ? null : subscriber('sub-2', 'Grace Hopper'),
                userErrors: refused ? [invalidEmail] : [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/subscribers');
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(await within(table).findByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add subscriber' });
    await within(dialog).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(dialog).getByLabelText('Account'), 'acc-2');
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@');
    await user.click(within(dialog).getByRole('button', { name: 'Create subscriber' }));
    expect(await within(dialog).findByText('email must be an email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(sent[0]).toEqual({ input: { accountId: 'acc-2', name: 'Grace Hopper', email: 'grace@' } });

    await user.type(within(dialog).getByLabelText('Email'), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create subscriber' }));
    expect(await screen.findByText('Subscriber created')).toBeInTheDocument();
    expect(sent[1]?.input.email).toBe('grace@example.com');
  });

  it("edits a subscriber's name and email only (the account cannot change)", async () => {
    const sent: UpdateSubscriberMutationVariables[] = [];
    server.use(
      list,
      graphql.mutation<UpdateSubscriberMutation, UpdateSubscriberMutationVariables>(
        'UpdateSubscriber',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscriber: {
                __typename: 'SubscriberPayload',
                subscriber: subscriber('sub-1', 'Ada King'),
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/subscribers');
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    await user.click(await within(table).findByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit subscriber' });
    expect(within(dialog).queryByLabelText('Account')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ada King');
    await user.click(within(dialog).getByRole('button', { name: 'Save subscriber' }));
    expect(await screen.findByText('Subscriber saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([{ id: 'sub-1', input: { name: 'Ada King', email: 'ada@example.com' } }]),
    );
  });
});
