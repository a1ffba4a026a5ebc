import type { HierarchyTreeNodeFragment } from '../../graphql/generated';

/** A node with its children in display order. */
export interface TreeBranch {
  node: HierarchyTreeNodeFragment;
  children: TreeBranch[];
}

/**
 * The provider's sibling order (pcm.yaml, "Sorting Nodes in a Hierarchy"): nodes with a sort order
 * first, highest first; then the rest, most recently updated first. The flat node list arrives
 * oldest first, so the admin arranges it the way the storefront will see it.
 */
export function compareSiblings(a: HierarchyTreeNodeFragment, b: HierarchyTreeNodeFragment): number {
  const aSorted = a.sortOrder !== null;
  const bSorted = b.sortOrder !== null;
  if (aSorted !== bSorted) return aSorted ? -1 : 1;
  if (aSorted && a.sortOrder !== b.sortOrder) return (b.sortOrder ?? 0) - (a.sortOrder ?? 0);
  return (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.id.localeCompare(b.id);
}

/** Arranges the flat node list into top-level branches. Nodes whose parent is missing go to the top. */
export function buildTree(nodes: readonly HierarchyTreeNodeFragment[]): TreeBranch[] {
  const ids = new Set(nodes.map((node) => node.id));
  const byParent = new Map<string | null, HierarchyTreeNodeFragment[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  const branches = (parent: string | null, seen: Set<string>): TreeBranch[] =>
    [...(byParent.get(parent) ?? [])]
      .sort(compareSiblings)
      .filter((node) => !seen.has(node.id))
      .map((node) => ({ node, children: branches(node.id, new Set([...seen, node.id])) }));
  return branches(null, new Set());
}

/** The ids of a node and everything under it (where it cannot be moved). */
export function subtreeIds(nodes: readonly HierarchyTreeNodeFragment[], rootId: string): Set<string> {
  const found = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId !== null && found.has(node.parentId) && !found.has(node.id)) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/** "Apparel / Tops": a node's path for pickers, where names alone may repeat. */
export function nodePath(
  nodes: readonly HierarchyTreeNodeFragment[],
  node: HierarchyTreeNodeFragment,
): string {
  const byId = new Map(nodes.map((candidate) => [candidate.id, candidate]));
  const names = [node.name];
  const seen = new Set([node.id]);
  let parent = node.parentId ? byId.get(node.parentId) : undefined;
  while (parent && !seen.has(parent.id)) {
    names.unshift(parent.name);
    seen.add(parent.id);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return names.join(' / ');
}

export interface MoveTarget {
  /** '' stands for the top level. */
  value: string;
  label: string;
}

export const TOP_LEVEL = '';

/** Where a node may move: the top level or any node outside its own subtree, by path. */
export function moveTargets(nodes: readonly HierarchyTreeNodeFragment[], nodeId: string): MoveTarget[] {
  const excluded = subtreeIds(nodes, nodeId);
  const current = nodes.find((node) => node.id === nodeId)?.parentId ?? null;
  const targets = nodes
    .filter((node) => !excluded.has(node.id) && node.id !== current)
    .map((node) => ({ value: node.id, label: nodePath(nodes, node) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return current === null ? targets : [{ value: TOP_LEVEL, label: 'Top level' }, ...targets];
}

/** The siblings of a node (itself included) in display order. */
export function siblingsOf(
  nodes: readonly HierarchyTreeNodeFragment[],
  node: HierarchyTreeNodeFragment,
): HierarchyTreeNodeFragment[] {
  return nodes.filter((candidate) => candidate.parentId === node.parentId).sort(compareSiblings);
}

/** The sibling ids after moving `nodeId` one place up (-1) or down (+1); null when it cannot move. */
export function reorderedSiblingIds(
  siblings: readonly HierarchyTreeNodeFragment[],
  nodeId: string,
  step: -1 | 1,
): string[] | null {
  const ids = siblings.map((sibling) => sibling.id);
  const from = ids.indexOf(nodeId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}

/** Where a dragged node lands relative to the node under the pointer. */
export type DropPosition = 'before' | 'inside' | 'after';

/** What a drop does: a new parent (null: top level), or a new order of the target's siblings. */
export type DropPlan =
  | { kind: 'move'; parentId: string | null }
  | { kind: 'reorder'; parentId: string | null; childIds: string[] };

/**
 * The change a drop of `draggedId` makes: `targetId` null is the hierarchy's top level (the root
 * area); before/after place it among the target's siblings (moving it there if its parent differs).
 * Null when the drop is refused (into its own subtree) or changes nothing.
 */
export function dropPlan(
  nodes: readonly HierarchyTreeNodeFragment[],
  draggedId: string,
  targetId: string | null,
  position: DropPosition,
): DropPlan | null {
  const dragged = nodes.find((node) => node.id === draggedId);
  if (!dragged) return null;
  if (targetId === null) return dragged.parentId === null ? null : { kind: 'move', parentId: null };
  const target = nodes.find((node) => node.id === targetId);
  if (!target || targetId === draggedId) return null;
  const own = subtreeIds(nodes, draggedId);
  const parentId = position === 'inside' ? target.id : target.parentId;
  if (parentId !== null && own.has(parentId)) return null;
  if (position === 'inside') return dragged.parentId === target.id ? null : { kind: 'move', parentId };
  const siblings = siblingsOf(nodes, target).filter((sibling) => sibling.id !== draggedId);
  const at = siblings.findIndex((sibling) => sibling.id === target.id) + (position === 'after' ? 1 : 0);
  const childIds = siblings.map((sibling) => sibling.id);
  childIds.splice(at, 0, draggedId);
  if (dragged.parentId === parentId) {
    const current = siblingsOf(nodes, dragged).map((sibling) => sibling.id);
    if (current.join() === childIds.join()) return null;
  }
  return { kind: 'reorder', parentId, childIds };
}
