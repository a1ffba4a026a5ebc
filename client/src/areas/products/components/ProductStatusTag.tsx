import { Tag } from '@blueprintjs/core';
import type { ProductStatus } from '../../../graphql/generated';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { LIVE: 'Live', DRAFT: 'Draft' };

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return (
    <Tag minimal intent={status === 'LIVE' ? 'success' : 'none'}>
      {PRODUCT_STATUS_LABELS[status]}
    </Tag>
  );
}
