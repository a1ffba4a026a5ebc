import type { Request, Response, Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, notFound, providerError } from '../core/http';
import { fieldCollection, flowDefinition } from './flows';
import { simpleResourceCollection } from '../core/simple-resources';
import { isPlainObject, requestDataList } from '../core/request';
import {
  productTemplatesCollection,
  TEMPLATE_TYPE,
  templateFlowIds,
  templateReferences,
} from './product-links';

/**
 * Product templates (pcm.yaml `/pcm/products/{productID}/relationships/templates`): which flows
 * are attached to a product as templates. One `product-templates` document per product (its id is
 * the product id) keeps products.ts unaware of flows. The product's template data itself is the
 * entry of each flow whose id is the product id (flows.ts), as the provider stores it.
 *
 * A flow attached to at least one product is a template (flows.yaml: "once you have created your
 * template, and associated [it] with a product ... it becomes a template"); `GET /v2/flows?template=`
 * filters on that.
 */

/** `{ data: [{ type: "template", id }] }`, every id naming a flow of the store. */
function readTemplateIds(db: SandboxDatabase, storeId: string, body: unknown): string[] {
  const data = requestDataList(body);
  const flows = simpleResourceCollection(db, flowDefinition);
  const problems = data.flatMap((item: unknown, index) => {
    if (!isPlainObject(item) || item.type !== TEMPLATE_TYPE || typeof item.id !== 'string') {
      return [providerError(422, `each item must be { type: ${TEMPLATE_TYPE}, id }`, `/data/${index}`)];
    }
    return flows.get(storeId, item.id)
      ? []
      : [providerError(422, `No template (flow) found with id ${item.id}`, `/data/${index}/id`)];
  });
  if (problems.length > 0) throw new ApiError(422, problems);
  return data.map((item) => (item as { id: string }).id);
}

/**
 * Registers `GET|POST|PUT|DELETE /:id/relationships/templates` on the products router (PUT, as the
 * spec lists for every product relationship, replaces the whole list; pcm.yaml documents only the other three). `productExists`
 * is the products router's own lookup, so a missing product answers 404 as elsewhere.
 */
export function registerProductTemplateRoutes(
  router: Router,
  options: {
    db: SandboxDatabase;
    now: () => number;
    productExists: (storeId: string, id: string) => boolean;
  },
): void {
  const templates = productTemplatesCollection(options.db);
  const path = '/:id/relationships/templates';

  const findProduct = (req: Request) => {
    const storeId = authenticatedStoreId(req.auth);
    const id = String(req.params.id);
    if (!options.productExists(storeId, id)) throw notFound('No product found');
    return { storeId, productId: id, current: templates.get(storeId, id)?.data.template_ids ?? [] };
  };
  const store = (storeId: string, productId: string, ids: string[]) => {
    const now = new Date(options.now()).toISOString();
    const data = { template_ids: ids };
    if (templates.get(storeId, productId)) templates.replace(storeId, productId, data, now);
    else templates.insert({ id: productId, storeId, data, createdAt: now, updatedAt: now });
  };

  router.get(path, (req: Request, res: Response) => {
    res.json({ data: templateReferences(findProduct(req).current) });
  });

  router.post(path, requireWriteAccess, (req: Request, res: Response) => {
    const { storeId, productId, current } = findProduct(req);
    const given = readTemplateIds(options.db, storeId, req.body);
    const next = [...new Set([...current, ...given])];
    templates.transaction(() => store(storeId, productId, next));
    res.status(201).json({ data: templateReferences(next) });
  });

  router.put(path, requireWriteAccess, (req: Request, res: Response) => {
    const { storeId, productId } = findProduct(req);
    const next = [...new Set(readTemplateIds(options.db, storeId, req.body))];
    templates.transaction(() => store(storeId, productId, next));
    res.json({ data: templateReferences(next) });
  });

  router.delete(path, requireWriteAccess, (req: Request, res: Response) => {
    const { storeId, productId, current } = findProduct(req);
    const given = new Set(readTemplateIds(options.db, storeId, req.body));
    templates.transaction(() =>
      store(
        storeId,
        productId,
        current.filter((id) => !given.has(id)),
      ),
    );
    res.status(204).end();
  });
}

// ---------------------------------------------------------------------------------------------
// `GET /pcm/products/attributes`

export interface AttributeDescription {
  label: string;
  value: string;
  type: string;
  required: boolean;
  description: string;
}

/** The product attributes pcm.yaml documents (`product_attributes`), in its order. */
const CORE_ATTRIBUTES: AttributeDescription[] = [
  ['External reference', 'external_ref', 'string', false, 'A unique attribute associated with the product.'],
  ['Name', 'name', 'string', true, 'The product name to display to customers.'],
  ['Description', 'description', 'string', false, 'A description for the product.'],
  ['Slug', 'slug', 'string', false, 'A label for the product that is used in the URL paths.'],
  ['SKU', 'sku', 'string', false, 'The unique stock keeping unit of the product.'],
  ['Status', 'status', 'string', false, 'The status for the product, either draft or live.'],
  ['Commodity type', 'commodity_type', 'string', true, 'The commodity type, either physical or digital.'],
  ['UPC/EAN', 'upc_ean', 'string', false, 'The universal product code or european article number.'],
  ['MPN', 'mpn', 'string', false, 'The manufacturer part number of the product.'],
  ['Tags', 'tags', 'array', false, 'Product tags, used to store or assign a key word against a product.'],
  ['Build rules', 'build_rules', 'object', false, 'Which child products to build for a parent product.'],
  ['Locales', 'locales', 'object', false, 'Product names and descriptions in other languages.'],
  ['Custom inputs', 'custom_inputs', 'object', false, 'Text a shopper can add when buying the product.'],
  ['Components', 'components', 'object', false, 'The products that make up a bundle.'],
].map(([label, value, type, required, description]) => ({
  label: String(label),
  value: String(value),
  type: String(type),
  required: required === true,
  description: String(description),
}));

/**
 * The core attributes, then every enabled field of the store's templates named as product import
 * and export columns name them with template slugs (pcm.yaml: `template:<flowSlug>:<fieldSlug>`).
 */
export function productAttributes(db: SandboxDatabase, storeId: string): AttributeDescription[] {
  const templateIds = templateFlowIds(db, storeId);
  const flows = simpleResourceCollection(db, flowDefinition)
    .list(storeId)
    .filter((flow) => templateIds.has(flow.id));
  const fields = fieldCollection(db).list(storeId);
  const templateAttributes = flows.flatMap((flow) =>
    fields
      .filter((field) => field.data.flow_id === flow.id && field.data.enabled)
      .map((field) => ({
        label: `${flow.data.name}: ${field.data.name}`,
        value: `template:${flow.data.slug}:${field.data.slug}`,
        type: field.data.field_type,
        required: field.data.required,
        description: field.data.description,
      })),
  );
  return [...CORE_ATTRIBUTES, ...templateAttributes];
}
