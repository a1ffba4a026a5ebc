import crypto from 'node:crypto';
import type { HierarchyAttributes, NodeData } from './hierarchies';
import { slugFromName } from './product-attributes';

/**
 * The demo store's hierarchies: three believable trees, two or three levels deep, whose leaves hold
 * seeded products picked by SKU prefix. Ids are derived from each node's path, so they are the same
 * on every fresh database, like the catalogue's.
 */

interface NodePlan {
  name: string;
  description?: string;
  /** SKU prefixes of the products attached to this node, e.g. `APP-TSH`. */
  skus?: readonly string[];
  /** At most this many of the matching products (seasonal picks are a selection, not a department). */
  limit?: number;
  children?: readonly NodePlan[];
}

interface HierarchyPlan {
  name: string;
  description: string;
  children: readonly NodePlan[];
}

const PLANS: readonly HierarchyPlan[] = [
  {
    name: 'Shop by Department',
    description: 'The main storefront navigation, one branch per department.',
    children: [
      {
        name: 'Apparel',
        description: 'Everyday clothing and accessories.',
        children: [
          { name: 'Tops', skus: ['APP-TSH', 'APP-HOD'] },
          { name: 'Outerwear', skus: ['APP-JKT'] },
          { name: 'Trousers', skus: ['APP-CHN'] },
          { name: 'Accessories', skus: ['APP-SCF', 'APP-SCK', 'APP-BNE'] },
        ],
      },
      {
        name: 'Home & Living',
        description: 'Things that make a house a home.',
        children: [
          { name: 'Kitchen & Dining', skus: ['HOM-MUG', 'HOM-BWL', 'HOM-CTB'] },
          { name: 'Decor', skus: ['HOM-THR', 'HOM-CSH', 'HOM-CDL', 'HOM-VAS'] },
        ],
      },
      {
        name: 'Electronics',
        description: 'Gadgets for work and play.',
        children: [
          { name: 'Audio', skus: ['ELE-EAR', 'ELE-SPK'] },
          { name: 'Desk Setup', skus: ['ELE-LMP', 'ELE-KBD'] },
          { name: 'Power & Charging', skus: ['ELE-CHG', 'ELE-PWB'] },
        ],
      },
      {
        name: 'Outdoor',
        description: 'Gear for trails and campsites.',
        children: [
          { name: 'Camping', skus: ['OUT-TNT', 'OUT-SLB', 'OUT-STV'] },
          { name: 'Hiking', skus: ['OUT-DPK', 'OUT-BTL', 'OUT-TRK'] },
        ],
      },
      {
        name: 'Digital',
        description: 'Delivered instantly by download or email.',
        children: [
          {
            name: 'Books',
            children: [
              { name: 'E-Books', skus: ['BKS-EBK'] },
              { name: 'Audiobooks', skus: ['BKS-ABK'] },
            ],
          },
          { name: 'Downloads', skus: ['DIG-'] },
          { name: 'Gift Cards', skus: ['GFT-'] },
        ],
      },
    ],
  },
  {
    name: 'Seasonal Collections',
    description: 'Hand-picked edits that change with the seasons.',
    children: [
      {
        name: 'Winter Warmers',
        description: 'Layers and comforts for cold days.',
        children: [
          { name: 'Knitwear', skus: ['APP-SCF', 'APP-BNE'], limit: 6 },
          { name: 'Cosy Nights In', skus: ['HOM-THR', 'HOM-CDL'], limit: 6 },
        ],
      },
      {
        name: 'Summer Adventures',
        description: 'Everything for long days outside.',
        children: [
          { name: 'Festival Camping', skus: ['OUT-TNT', 'OUT-BTL'], limit: 5 },
          { name: 'Light Layers', skus: ['APP-TSH'], limit: 5 },
        ],
      },
      { name: 'Gift Guide', description: 'Presents for everyone.', skus: ['GFT-', 'BKS-ABK'], limit: 8 },
    ],
  },
  {
    name: 'Brands',
    description: 'Our house brands and the ranges they make.',
    children: [
      {
        name: 'Thread & Co',
        description: 'Apparel made to last.',
        children: [
          { name: 'Essentials', skus: ['APP-TSH', 'APP-SCK'], limit: 8 },
          { name: 'Heritage Outerwear', skus: ['APP-JKT'], limit: 6 },
        ],
      },
      { name: 'Hearth & Home', description: 'Homeware with a handmade feel.', skus: ['HOM-'], limit: 12 },
      { name: 'Voltline', description: 'Clean-lined electronics.', skus: ['ELE-'], limit: 12 },
      { name: 'Northwind Outfitters', description: 'Kit for the outdoors.', skus: ['OUT-'], limit: 12 },
    ],
  },
];

export interface SeedHierarchy {
  id: string;
  attributes: HierarchyAttributes;
}

export interface SeedNode {
  id: string;
  data: NodeData;
}

/** A UUID-shaped id derived from a stable key. */
function stableId(key: string): string {
  const hex = crypto.createHash('sha256').update(`sandbox-seed:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The hierarchies and their nodes, with products picked from `products` (id and SKU). */
export function generateHierarchies(products: readonly { id: string; sku?: string }[]): {
  hierarchies: SeedHierarchy[];
  nodes: SeedNode[];
} {
  const hierarchies: SeedHierarchy[] = [];
  const nodes: SeedNode[] = [];
  const productIds = (plan: NodePlan) => {
    const matching = products
      .filter((product) => plan.skus?.some((prefix) => product.sku?.startsWith(prefix)))
      .map((product) => product.id);
    return plan.limit === undefined ? matching : matching.slice(0, plan.limit);
  };
  const addNodes = (
    plans: readonly NodePlan[],
    hierarchyId: string,
    parentId: string | null,
    path: string,
  ): void => {
    plans.forEach((plan, index) => {
      const nodePath = `${path}/${plan.name}`;
      const id = stableId(nodePath);
      nodes.push({
        id,
        data: {
          name: plan.name,
          ...(plan.description ? { description: plan.description } : {}),
          slug: slugFromName(plan.name),
          hierarchy_id: hierarchyId,
          parent_id: parentId,
          // Highest first: keeps the plan's order in the storefront.
          sort_order: plans.length - index,
          products: productIds(plan),
        },
      });
      addNodes(plan.children ?? [], hierarchyId, id, nodePath);
    });
  };
  for (const plan of PLANS) {
    const id = stableId(plan.name);
    hierarchies.push({
      id,
      attributes: { name: plan.name, description: plan.description, slug: slugFromName(plan.name) },
    });
    addNodes(plan.children, id, null, plan.name);
  }
  return { hierarchies, nodes };
}
