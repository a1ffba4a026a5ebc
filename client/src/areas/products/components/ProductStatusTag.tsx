import { Tag } from '@blueprintjs/core';
import type { ProductStatus } from '../../../graphql/generated';
import { ENUM_LABELS } from '../../../format/labels';

export const PRODUCT_STATUS_LABELS = ENUM_LABELS.ProductStatus;

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return (
    <Tag minimal intent={status === 'LIVE' ? 'success' : 'none'}>
      {PRODUCT_STATUS_LABELS[status]}
    </Tag>
  );
}
