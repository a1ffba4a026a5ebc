import { H4, NonIdealState } from '@blueprintjs/core';
import { Link, useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { ResourceTable } from '../../components/list/ResourceTable';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../format/dates';
import { useSubscriptionInvoiceDetailsQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { paymentStatus } from './format';
import { billingPeriod, InvoiceStatus } from './InvoiceTable';
import { invoiceListUrl, invoicePaymentUrl, subscriptionUrl } from './urls';

const BACK = { to: invoiceListUrl(), label: 'Invoices' };

/** One invoice: its billing period, lines and the payments taken for it. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const result = useSubscriptionInvoiceDetailsQuery({ variables: { id } });
  const invoice = completeData(result)?.subscriptionInvoice;
  return (
    <DetailPage noun="invoice" back={BACK} query={result} entity={invoice}>
      {(found) => (
        <>
          <PageHeader title={found.number === null ? 'Invoice' : `Invoice #${found.number}`} back={BACK} />
          <FactsTable
            label="Invoice details"
            rows={[
              ['Status', <InvoiceStatus outstanding={found.outstanding} />],
              [
                'Subscription',
                <Link to={subscriptionUrl(found.subscriptionId)}>{found.subscriptionId}</Link>,
              ],
              ['Billing period', billingPeriod(found)],
              ['Amount', found.price?.formatted ?? '—'],
              ['Created', formatDateTime(found.createdAt)],
            ]}
          />
          <H4 style={{ marginTop: 20 }}>Lines</H4>
          <ResourceTable
            label="Invoice lines"
            rows={found.items}
            rowKey={(item) => `${item.description}-${item.price.formatted}`}
            columns={[
              { id: 'description', header: 'Description', cell: (item) => item.description },
              { id: 'price', header: 'Amount', cell: (item) => item.price.formatted },
            ]}
            emptyState={<NonIdealState title="No lines" />}
          />
          <H4 style={{ marginTop: 20 }}>Payments</H4>
          <ResourceTable
            label="Payments"
            rows={found.payments}
            rowKey={(payment) => payment.id}
            rowHref={(payment) => invoicePaymentUrl(found.id, payment.id)}
            columns={[
              { id: 'amount', header: 'Amount', cell: (payment) => payment.amount?.formatted ?? '—' },
              { id: 'status', header: 'Status', cell: paymentStatus },
              { id: 'gateway', header: 'Gateway', cell: (payment) => payment.gateway ?? '—' },
              { id: 'created', header: 'Taken', cell: (payment) => formatDateTime(payment.createdAt) },
            ]}
            emptyState={<NonIdealState title="No payments yet" />}
          />
        </>
      )}
    </DetailPage>
  );
}
