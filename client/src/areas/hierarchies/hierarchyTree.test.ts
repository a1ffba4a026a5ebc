import type { HierarchyTreeNodeFragment } from '../../graphql/generated';
import { buildTree, dropPlan, moveTargets, reorderedSiblingIds, siblingsOf } from './hierarchyTree';

function node(
  id: string,
  parentId: string | null,
  {
    sortOrder = null,
    updatedAt = '2026-01-01T00:00:00.000Z',
  }: { sortOrder?: number | null; updatedAt?: string } = {},
): HierarchyTreeNodeFragment {
  return {
    __typename: 'HierarchyNode',
    id,
    name: id.toUpperCase(),
    slug: id,
    description: null,
    sortOrder,
    parentId,
    updatedAt,
  };
}

const nodes = [
  node('a', null, { sortOrder: 1 }),
  node('b', null, { sortOrder: 5 }),
  node('c', null, { updatedAt: '2026-02-01T00:00:00.000Z' }),
  node('d', null, { updatedAt: '2026-03-01T00:00:00.000Z' }),
  node('a1', 'a'),
  node('a1x', 'a1'),
];

it('orders siblings as the provider does: sort order highest first, then the latest change', () => {
  const tree = buildTree(nodes);
  expect(tree.map((branch) => branch.node.id)).toEqual(['b', 'a', 'd', 'c']);
  expect(tree[1]?.children[0]?.children.map((branch) => branch.node.id)).toEqual(['a1x']);
});

it('offers every node outside the subtree as a move target, by path, and the top level', () => {
  expect(moveTargets(nodes, 'a1')).toEqual([
    { value: '', label: 'Top level' },
    { value: 'b', label: 'B' },
    { value: 'c', label: 'C' },
    { value: 'd', label: 'D' },
  ]);
  expect(moveTargets(nodes, 'c').map((target) => target.label)).toEqual([
    'A',
    'A / A1',
    'A / A1 / A1X',
    'B',
    'D',
  ]);
});

it('swaps a node with its neighbour, or says it cannot move', () => {
  const top = siblingsOf(nodes, nodes[0] as HierarchyTreeNodeFragment);
  expect(reorderedSiblingIds(top, 'a', -1)).toEqual(['a', 'b', 'd', 'c']);
  expect(reorderedSiblingIds(top, 'b', -1)).toBeNull();
  expect(reorderedSiblingIds(top, 'c', 1)).toBeNull();
});

describe('dropping a dragged node', () => {
  it('re-parents inside a node, and to the top level on the root area', () => {
    expect(dropPlan(nodes, 'c', 'a1', 'inside')).toEqual({ kind: 'move', parentId: 'a1' });
    expect(dropPlan(nodes, 'a1', null, 'inside')).toEqual({ kind: 'move', parentId: null });
    // Already there: nothing to do.
    expect(dropPlan(nodes, 'a1', 'a', 'inside')).toBeNull();
    expect(dropPlan(nodes, 'c', null, 'inside')).toBeNull();
  });

  it('refuses dropping a node into its own subtree or onto itself', () => {
    expect(dropPlan(nodes, 'a', 'a1x', 'inside')).toBeNull();
    expect(dropPlan(nodes, 'a', 'a1x', 'before')).toBeNull();
    expect(dropPlan(nodes, 'a', 'a', 'inside')).toBeNull();
  });

  it('reorders among siblings before or after the target, moving across parents too', () => {
    // Top level shows b, a, d, c.
    expect(dropPlan(nodes, 'c', 'b', 'before')).toEqual({
      kind: 'reorder',
      parentId: null,
      childIds: ['c', 'b', 'a', 'd'],
    });
    expect(dropPlan(nodes, 'b', 'd', 'after')).toEqual({
      kind: 'reorder',
      parentId: null,
      childIds: ['a', 'd', 'b', 'c'],
    });
    expect(dropPlan(nodes, 'a', 'b', 'after')).toBeNull();
    expect(dropPlan(nodes, 'a1x', 'b', 'before')).toEqual({
      kind: 'reorder',
      parentId: null,
      childIds: ['a1x', 'b', 'a', 'd', 'c'],
    });
  });
});
