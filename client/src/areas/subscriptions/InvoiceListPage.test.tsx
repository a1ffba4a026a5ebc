import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  SubscriptionInvoiceListQuery,
  SubscriptionInvoiceListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO, invoiceRow } from './testData';

beforeEach(signInForTest);

describe('invoice list', () => {
  it('lists invoices with their status and filters outstanding ones through the URL', async () => {
    const sent: SubscriptionInvoiceListQueryVariables[] = [];
    const all = [invoiceRow('inv-1', 1, false), invoiceRow('inv-2', 2, true)];
    server.use(
      graphql.query<SubscriptionInvoiceListQuery, SubscriptionInvoiceListQueryVariables>(
        'SubscriptionInvoiceList',
        ({ variables }) => {
          sent.push(variables);
          const wanted = variables.filter?.outstanding;
          const items = all.filter((invoice) => wanted === undefined || invoice.outstanding === wanted);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              subscriptionInvoices: {
                __typename: 'SubscriptionInvoicePage',
                items,
                pageInfo: { ...PAGE_INFO, total: items.length },
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/subscriptions/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('#1')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Outstanding')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'true');
    await waitFor(() => expect(within(table).queryByText('#1')).not.toBeInTheDocument());
    expect(within(table).getByText('#2')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/subscriptions/invoices?outstanding=true');
    expect(sent.at(-1)?.filter).toEqual({ outstanding: true });
  });
});
