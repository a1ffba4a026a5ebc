/**
 * Native drag and drop between the hierarchy page's parts: a product dragged from a node's product
 * search onto a node of the tree. Custom media types keep other drags (text, files) from matching.
 */
export const PRODUCT_DRAG_TYPE = 'application/x-commerce-product';
export const NODE_DRAG_TYPE = 'application/x-hierarchy-node';

export interface DraggedProduct {
  id: string;
  name: string;
}

/** Puts a product on a drag (dragstart). */
export function startProductDrag(dataTransfer: DataTransfer, product: DraggedProduct): void {
  dataTransfer.setData(PRODUCT_DRAG_TYPE, JSON.stringify({ id: product.id, name: product.name }));
  dataTransfer.setData('text/plain', product.name);
  dataTransfer.effectAllowed = 'copy';
}

/** The product a drop carries, or null for anything else. */
export function droppedProduct(dataTransfer: DataTransfer): DraggedProduct | null {
  const raw = dataTransfer.getData(PRODUCT_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

/** Whether a drag (during dragover, when only the types can be read) carries a product. */
export const carriesProduct = (dataTransfer: DataTransfer | null) =>
  Boolean(dataTransfer && Array.from(dataTransfer.types).includes(PRODUCT_DRAG_TYPE));
