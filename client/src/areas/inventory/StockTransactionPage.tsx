import { Tag } from '@blueprintjs/core';
import { Link, useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';
import { useStockTransactionDetailsQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { stockUrl } from './urls';

/**
 * `/inventory/stock/:productId/transactions/:transactionId`: one stock transaction as the provider
 * recorded it, read through the API the product's stock uses.
 */
export function StockTransactionPage() {
  const { productId = '', transactionId = '' } = useParams();
  const result = useStockTransactionDetailsQuery({
    variables: { productId, id: transactionId },
    fetchPolicy: 'cache-and-network',
  });
  const data = completeData(result);
  const back = { to: stockUrl(productId), label: data?.stock?.product?.name ?? 'Stock' };
  return (
    <DetailPage
      noun="stock transaction"
      back={back}
      query={result}
      entity={data?.stockTransaction}
      notFound={{ description: 'It may belong to stock that was deleted.', link: 'Back to the stock' }}
    >
      {(transaction) => (
        <DetailLayout
          title={`${enumLabel('StockTransactionAction', transaction.action)} of ${transaction.quantity}`}
          back={back}
        >
          <FactsTable
            label="Stock transaction"
            rows={[
              [
                'Product',
                <Link to={stockUrl(productId)}>{data?.stock?.product?.name ?? transaction.productId}</Link>,
              ],
              ['Action', <Tag minimal>{enumLabel('StockTransactionAction', transaction.action)}</Tag>],
              ['Quantity', transaction.quantity],
              ['Location', transaction.location ?? 'Not at a location'],
              ['Recorded', formatDateTime(transaction.createdAt)],
              ['Inventory API', data?.stock?.multiLocation ? 'Multi-location' : 'Single-location'],
              ['Transaction id', <code>{transaction.id}</code>],
            ]}
          />
        </DetailLayout>
      )}
    </DetailPage>
  );
}
