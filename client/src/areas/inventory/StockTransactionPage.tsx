import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link, useParams } from 'react-router';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';
import { useStockTransactionDetailsQuery } from '../../graphql/generated';
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
  const data = result.dataState === 'complete' ? result.data : undefined;
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
          <HTMLTable compact aria-label="Stock transaction">
            <tbody>
              <tr>
                <th scope="row">Product</th>
                <td>
                  <Link to={stockUrl(productId)}>{data?.stock?.product?.name ?? transaction.productId}</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Action</th>
                <td>
                  <Tag minimal>{enumLabel('StockTransactionAction', transaction.action)}</Tag>
                </td>
              </tr>
              <tr>
                <th scope="row">Quantity</th>
                <td>{transaction.quantity}</td>
              </tr>
              <tr>
                <th scope="row">Location</th>
                <td>{transaction.location ?? 'Not at a location'}</td>
              </tr>
              <tr>
                <th scope="row">Recorded</th>
                <td>{formatDateTime(transaction.createdAt)}</td>
              </tr>
              <tr>
                <th scope="row">Inventory API</th>
                <td>{data?.stock?.multiLocation ? 'Multi-location' : 'Single-location'}</td>
              </tr>
              <tr>
                <th scope="row">Transaction id</th>
                <td>
                  <code>{transaction.id}</code>
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        </DetailLayout>
      )}
    </DetailPage>
  );
}
