import { HTMLTable } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../format/dates';
import { useSubscriptionInvoicePaymentQuery } from '../../graphql/generated';
import { paymentStatus } from './format';
import { invoiceUrl } from './urls';

/** One payment of an invoice, as the payment gateway reported it. */
export function InvoicePaymentPage() {
  const { invoiceId = '', paymentId = '' } = useParams();
  const back = { to: invoiceUrl(invoiceId), label: 'Invoice' };
  const result = useSubscriptionInvoicePaymentQuery({ variables: { invoiceId, paymentId } });
  const payment = result.dataState === 'complete' ? result.data.subscriptionInvoicePayment : undefined;
  return (
    <DetailPage noun="payment" back={back} query={result} entity={payment}>
      {(found) => (
        <>
          <PageHeader title={`Payment ${found.amount?.formatted ?? ''}`.trim()} back={back} />
          <HTMLTable compact aria-label="Payment details">
            <tbody>
              <tr>
                <th>Status</th>
                <td>{paymentStatus(found)}</td>
              </tr>
              <tr>
                <th>Amount</th>
                <td>{found.amount?.formatted ?? '—'}</td>
              </tr>
              <tr>
                <th>Gateway</th>
                <td>{found.gateway ?? '—'}</td>
              </tr>
              <tr>
                <th>Gateway reference</th>
                <td>{found.externalPaymentId ?? '—'}</td>
              </tr>
              <tr>
                <th>Why it failed</th>
                <td>{found.failureReason ?? '—'}</td>
              </tr>
              <tr>
                <th>Taken</th>
                <td>{formatDateTime(found.createdAt)}</td>
              </tr>
            </tbody>
          </HTMLTable>
        </>
      )}
    </DetailPage>
  );
}
