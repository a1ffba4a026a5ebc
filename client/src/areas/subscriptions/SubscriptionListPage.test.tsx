import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomerSubscriptionListQuery,
  CustomerSubscriptionListQueryVariables,
  CustomerSubscriptionRowFragment,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO, subscriptionRow } from './testData';

beforeEach(signInForTest);

function listHandler(rows: CustomerSubscriptionRowFragment[]) {
  const sent: CustomerSubscriptionListQueryVariables[] = [];
  const handler = graphql.query<CustomerSubscriptionListQuery, CustomerSubscriptionListQueryVariables>(
    'CustomerSubscriptionList',
    ({ variables }) => {
      sent.push(variables);
      const email = variables.filter?.email?.eq;
      const items = rows.filter((row) => !email || row.email === email);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          customerSubscriptions: {
            __typename: 'CustomerSubscriptionPage',
            items,
            pageInfo: { ...PAGE_INFO, total: items.length },
          },
        },
      });
    },
  );
  return { handler, sent };
}

describe('subscription list', () => {
  it('shows each subscription with its plan and state tag, linking to its page', async () => {
    const { handler } = listHandler([
      subscriptionRow('sub-1', 'Ada', 'ACTIVE'),
      subscriptionRow('sub-2', 'Grace', 'PAUSED'),
    ]);
    server.use(handler);
    renderApp('/subscriptions');

    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(await within(table).findByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      '/subscriptions/sub-1',
    );
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(within(table).getAllByText('Monthly')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Subscriptions sections' })).toBeInTheDocument();
  });

  it('filters by subscriber email through the URL and shows the empty state', async () => {
    const { handler, sent } = listHandler([subscriptionRow('sub-1', 'Ada', 'ACTIVE')]);
    server.use(handler);
    const { user, router } = renderApp('/subscriptions');
    await screen.findByRole('link', { name: 'Ada' });
    await user.type(screen.getByLabelText('Subscriber email is'), 'nobody@example.com');
    expect(
      await screen.findByText('No subscriptions for this email', undefined, { timeout: 2000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions?email=nobody%40example.com'));
    expect(sent.at(-1)?.filter).toEqual({ email: { eq: 'nobody@example.com' } });
  });
});
