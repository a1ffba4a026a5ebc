import { Router, type Request } from 'express';
import type { SimpleResourceRoutesOptions } from '../core/simple-resources';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import { ApiError, notFound, providerError, type ProviderError } from '../core/http';
import { fileCollection } from './files';
import { componentProductIds } from './product-attributes';
import { PRODUCT_TYPE, productCollection } from './products';
import { isPlainObject, requestDataList } from '../core/request';
import { FILE_TYPE, fileReferences, productFilesCollection } from './product-links';

/**
 * A product's files (pcm.yaml `/pcm/products/{productID}/relationships/files`): one
 * `product-files` document per product (its id is the product id) listing file ids in the order they
 * were attached. Also `GET .../relationships/component_products`, which a bundle derives from its
 * `components` attribute.
 */

/** `/pcm/products/:id/relationships/files` and `/relationships/component_products`. */
export function createProductFilesRouter(options: SimpleResourceRoutesOptions): Router {
  const products = productCollection(options.db);
  const files = fileCollection(options.db);
  const links = productFilesCollection(options.db);
  const router = Router();
  const path = '/:id/relationships/files';

  const productOf = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const { id } = req.params;
    const product = typeof id === 'string' ? products.get(storeId, id) : undefined;
    if (!product) throw notFound('No product found');
    return { storeId, product };
  };

  /**
   * `{ data: [{ type: "file", id }] }`, every id naming a file of the store (unless detaching: a
   * deleted file can still be let go of); all problems at once.
   */
  const readFileIds = (req: Request, storeId: string, mustExist = true): string[] => {
    const data = requestDataList(req.body);
    const errors: ProviderError[] = [];
    const ids: string[] = [];
    data.forEach((item: unknown, index) => {
      if (!isPlainObject(item) || item.type !== FILE_TYPE || typeof item.id !== 'string' || item.id === '') {
        errors.push(providerError(422, `each item must be { type: ${FILE_TYPE}, id }`, `/data/${index}`));
      } else if (mustExist && !files.get(storeId, item.id)) {
        errors.push(providerError(422, `No file found with id ${item.id}`, `/data/${index}/id`));
      } else if (!ids.includes(item.id)) {
        ids.push(item.id);
      }
    });
    if (errors.length > 0) throw new ApiError(422, errors);
    return ids;
  };

  const current = (storeId: string, productId: string) => links.get(storeId, productId)?.data.file_ids ?? [];

  const store = (storeId: string, productId: string, fileIds: string[]) => {
    const now = new Date(options.now()).toISOString();
    links.transaction(() => {
      if (fileIds.length === 0) {
        links.delete(storeId, productId);
        return;
      }
      const data = { file_ids: fileIds };
      if (!links.replace(storeId, productId, data, now)) {
        links.insert({ id: productId, storeId, data, createdAt: now, updatedAt: now });
      }
    });
  };

  router.get(path, (req, res) => {
    const { storeId, product } = productOf(req);
    res.json({ data: fileReferences(current(storeId, product.id)) });
  });

  router.post(path, requireWriteAccess, (req, res) => {
    const { storeId, product } = productOf(req);
    const given = readFileIds(req, storeId);
    const before = current(storeId, product.id);
    store(storeId, product.id, [...before, ...given.filter((id) => !before.includes(id))]);
    res.status(204).end();
  });

  router.put(path, requireWriteAccess, (req, res) => {
    const { storeId, product } = productOf(req);
    store(storeId, product.id, readFileIds(req, storeId));
    res.status(204).end();
  });

  router.delete(path, requireWriteAccess, (req, res) => {
    const { storeId, product } = productOf(req);
    const given = new Set(readFileIds(req, storeId, false));
    store(
      storeId,
      product.id,
      current(storeId, product.id).filter((id) => !given.has(id)),
    );
    res.status(204).end();
  });

  router.get('/:id/relationships/component_products', (req, res) => {
    const { product } = productOf(req);
    const ids = componentProductIds(product.data.components);
    res.json({ data: ids.map((id) => ({ type: PRODUCT_TYPE, id })) });
  });

  return router;
}
