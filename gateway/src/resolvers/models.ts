import type { ProviderResource } from '../provider/resources';

/** Attributes of a `pcm/products` resource as the provider sends them. */
export interface PcmProductAttributes {
  name: string;
  sku?: string;
  slug?: string;
  description?: string;
  status: 'live' | 'draft';
  commodity_type: 'physical' | 'digital';
  upc_ean?: string;
  mpn?: string;
  external_ref?: string;
  tags?: string[];
}

/** The parent object of `Product` resolvers: the provider resource itself. */
export type ProductModel = ProviderResource<PcmProductAttributes>;
