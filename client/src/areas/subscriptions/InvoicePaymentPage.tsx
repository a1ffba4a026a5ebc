import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../format/dates';
import { useSubscriptionInvoicePaymentQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { paymentStatus } from './format';
import { invoiceUrl } from './urls';

/** One payment of an invoice, as the payment gateway reported it. */
export function InvoicePaymentPage() {
  const { invoiceId = '', paymentId = '' } = useParams();
  const back = { to: invoiceUrl(invoiceId), label: 'Invoice' };
  const result = useSubscriptionInvoicePaymentQuery({ variables: { invoiceId, paymentId } });
  const payment = completeData(result)?.subscriptionInvoicePayment;
  return (
    <DetailPage noun="payment" back={back} query={result} entity={payment}>
      {(found) => (
        <>
          <PageHeader title={`Payment ${found.amount?.formatted ?? ''}`.trim()} back={back} />
          <FactsTable
            label="Payment details"
            rows={[
              ['Status', paymentStatus(found)],
              ['Amount', found.amount?.formatted ?? '—'],
              ['Gateway', found.gateway ?? '—'],
              ['Gateway reference', found.externalPaymentId ?? '—'],
              ['Why it failed', found.failureReason ?? '—'],
              ['Taken', formatDateTime(found.createdAt)],
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
