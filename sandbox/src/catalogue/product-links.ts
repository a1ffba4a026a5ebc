/**
 * The documents that link a product to its files, main image and templates, apart from the files,
 * products and flows modules that each need them: those modules import this one, never each other
 * in a circle. Each link document's id is the product id.
 */
import type { SandboxDatabase } from '../core/db';
import { isPlainObject } from '../core/request';
import { ResourceCollection, type ResourceType } from '../core/resources';

export const FILE_TYPE = 'file';
const MAIN_IMAGE_TYPE = 'product_main_image';

interface MainImageLink {
  file_id: string;
}

const mainImageResourceType: ResourceType<MainImageLink> = {
  name: MAIN_IMAGE_TYPE,
  decode: (data) => {
    if (!isPlainObject(data) || typeof data.file_id !== 'string')
      throw new Error('Corrupt stored main image');
    return { file_id: data.file_id };
  },
};

/** One record per product with a main image, keyed by the product id. */
export const mainImageCollection = (db: SandboxDatabase) => new ResourceCollection(db, mainImageResourceType);

/** Main image file ids by product id, for rendering `relationships.main_image` on a page of products. */
export function mainImageIds(db: SandboxDatabase, storeId: string): Map<string, string> {
  return new Map(
    mainImageCollection(db)
      .list(storeId)
      .map((link) => [link.id, link.data.file_id]),
  );
}

// Files attached to a product, in the order they were attached.

interface ProductFilesData {
  file_ids: string[];
}

const productFilesType: ResourceType<ProductFilesData> = {
  name: 'product-files',
  decode: (data) => {
    if (!isPlainObject(data) || !Array.isArray(data.file_ids))
      throw new Error('Corrupt stored product files');
    return { file_ids: data.file_ids.filter((id): id is string => typeof id === 'string') };
  },
};

export const productFilesCollection = (db: SandboxDatabase) => new ResourceCollection(db, productFilesType);

/** File ids by product id, for rendering `relationships.files` on a page of products. */
export function fileIdsByProduct(db: SandboxDatabase, storeId: string): Map<string, string[]> {
  return new Map(
    productFilesCollection(db)
      .list(storeId)
      .map((record) => [record.id, record.data.file_ids]),
  );
}

export function forgetProductFiles(db: SandboxDatabase, storeId: string, productId: string): void {
  productFilesCollection(db).delete(storeId, productId);
}

export const fileReferences = (ids: readonly string[]) => ids.map((id) => ({ type: FILE_TYPE, id }));

// Templates (flows) attached to a product.

export const TEMPLATE_TYPE = 'template';

interface ProductTemplatesData {
  template_ids: string[];
}

const productTemplatesType: ResourceType<ProductTemplatesData> = {
  name: 'product-templates',
  decode: (data) => {
    if (!isPlainObject(data) || !Array.isArray(data.template_ids)) {
      throw new Error('Corrupt stored product templates');
    }
    return { template_ids: data.template_ids.filter((id): id is string => typeof id === 'string') };
  },
};

export const productTemplatesCollection = (db: SandboxDatabase) =>
  new ResourceCollection(db, productTemplatesType);

/** Template (flow) ids by product id, for rendering `relationships.templates` on a page of products. */
export function templateIdsByProduct(db: SandboxDatabase, storeId: string): Map<string, string[]> {
  return new Map(
    productTemplatesCollection(db)
      .list(storeId)
      .map((record) => [record.id, record.data.template_ids]),
  );
}

/** The ids of flows attached to at least one product: the store's templates. */
export function templateFlowIds(db: SandboxDatabase, storeId: string): Set<string> {
  return new Set(
    productTemplatesCollection(db)
      .list(storeId)
      .flatMap((record) => record.data.template_ids),
  );
}

/** A product's templates as relationship data. */
export const templateReferences = (ids: readonly string[]) => ids.map((id) => ({ type: TEMPLATE_TYPE, id }));

/** Forgets a deleted product's templates (its entries stay, as flow data outlives attachments). */
export function forgetProductTemplates(db: SandboxDatabase, storeId: string, productId: string): void {
  productTemplatesCollection(db).delete(storeId, productId);
}
