import { useState, type DragEvent } from 'react';
import { Classes, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { DocumentIcon, FolderCloseIcon, FolderOpenIcon } from '@blueprintjs/icons';
import type { HierarchyTreeNodeFragment } from '../../../graphql/generated';
import { carriesProduct, droppedProduct, NODE_DRAG_TYPE, type DraggedProduct } from '../dragTypes';
import { buildTree, dropPlan, type DropPlan, type DropPosition, type TreeBranch } from '../hierarchyTree';
import { useIdSet } from '../../../components/useIdSet';

export interface NodeTreeProps {
  nodes: readonly HierarchyTreeNodeFragment[];
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
  /** A node was dropped somewhere that changes the tree; without it nodes cannot be dragged. */
  onDropNode?: (nodeId: string, plan: DropPlan) => void;
  /** A product (dragged from a node's product search) was dropped onto a node. */
  onDropProduct?: (nodeId: string, product: DraggedProduct) => void;
}

/** The drop under way: on a node (before, inside or after it) or on the top-level area. */
type DropTarget = { nodeId: string; position: DropPosition } | { nodeId: null; position: 'inside' };

/** The node row (Blueprint's tree node content) under a drag event, with the node's id. */
function rowAt(event: DragEvent): { nodeId: string; row: Element } | null {
  const row = event.target instanceof Element ? event.target.closest(`.${Classes.TREE_NODE_CONTENT}`) : null;
  const nodeId = row?.querySelector('[data-node-id]')?.getAttribute('data-node-id');
  return row && nodeId ? { nodeId, row } : null;
}

/** The top quarter of a row drops before the node, the bottom quarter after it, the rest inside. */
function positionIn(row: Element, clientY: number): DropPosition {
  const { top, height } = row.getBoundingClientRect();
  if (height <= 0) return 'inside';
  const offset = (clientY - top) / height;
  if (offset < 0.25) return 'before';
  if (offset > 0.75) return 'after';
  return 'inside';
}

/**
 * The hierarchy as a Blueprint Tree: every branch starts expanded; a click selects a node. Nodes can
 * be dragged (native HTML5 drag and drop) onto another node to move under it, onto the top of or
 * bottom of a row to reorder among that node's siblings, or onto the top-level area; products can be
 * dropped onto a node to attach them. Keyboard users have the node panel's Move to… and Up/Down.
 */
export function NodeTree({ nodes, selectedId, onSelect, onDropNode, onDropProduct }: NodeTreeProps) {
  // Collapsed rather than expanded ids: new nodes show up without the seller opening their branch.
  const { ids: collapsed, include: fold } = useIdSet();
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);

  const endDrag = () => {
    setDraggingId(null);
    setDropTarget(null);
  };

  /** What a drag over `target` would do; null when the drop is refused there. */
  const accepts = (event: DragEvent, target: DropTarget): boolean => {
    if (carriesProduct(event.dataTransfer)) return onDropProduct !== undefined && target.nodeId !== null;
    if (!draggingId || !onDropNode) return false;
    return dropPlan(nodes, draggingId, target.nodeId, target.position) !== null;
  };

  const targetOf = (event: DragEvent): DropTarget | null => {
    const found = rowAt(event);
    if (!found) return null;
    const position = carriesProduct(event.dataTransfer) ? 'inside' : positionIn(found.row, event.clientY);
    return { nodeId: found.nodeId, position };
  };

  const onDragOver = (event: DragEvent, target: DropTarget | null) => {
    if (!target || !accepts(event, target)) {
      if (dropTarget) setDropTarget(null);
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = carriesProduct(event.dataTransfer) ? 'copy' : 'move';
    if (dropTarget?.nodeId !== target.nodeId || dropTarget.position !== target.position)
      setDropTarget(target);
  };

  const onDrop = (event: DragEvent, target: DropTarget | null) => {
    event.preventDefault();
    const product = droppedProduct(event.dataTransfer);
    if (product) {
      if (target?.nodeId && onDropProduct) onDropProduct(target.nodeId, product);
    } else if (target && draggingId && onDropNode) {
      const plan = dropPlan(nodes, draggingId, target.nodeId, target.position);
      if (plan) onDropNode(draggingId, plan);
    }
    endDrag();
  };

  const label = (node: HierarchyTreeNodeFragment) => (
    <span
      className="node-tree__label"
      data-node-id={node.id}
      draggable={onDropNode !== undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData(NODE_DRAG_TYPE, node.id);
        event.dataTransfer.setData('text/plain', node.name);
        event.dataTransfer.effectAllowed = 'move';
        setDraggingId(node.id);
      }}
      onDragEnd={endDrag}
    >
      {node.name}
    </span>
  );

  const toInfo = (branch: TreeBranch): TreeNodeInfo<string> => {
    const hasChildren = branch.children.length > 0;
    const isExpanded = hasChildren && !collapsed.has(branch.node.id);
    const dropHere = dropTarget?.nodeId === branch.node.id ? dropTarget.position : undefined;
    return {
      id: branch.node.id,
      label: label(branch.node),
      nodeData: branch.node.id,
      hasCaret: hasChildren,
      isExpanded,
      isSelected: branch.node.id === selectedId,
      className: [
        branch.node.id === draggingId ? 'node-tree__dragging' : '',
        dropHere ? `node-tree__drop node-tree__drop--${dropHere}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      icon: hasChildren ? isExpanded ? <FolderOpenIcon /> : <FolderCloseIcon /> : <DocumentIcon />,
      childNodes: hasChildren ? branch.children.map(toInfo) : undefined,
    };
  };

  const setExpanded = (nodeId: string, expanded: boolean) => fold(nodeId, !expanded);

  const rootTarget: DropTarget = { nodeId: null, position: 'inside' };
  // Blueprint's Tree carries no ARIA roles of its own; a named region lets people and tests find it.
  return (
    <section
      aria-label="Nodes"
      className="node-tree"
      onDragOver={(event) => onDragOver(event, targetOf(event))}
      onDrop={(event) => onDrop(event, targetOf(event))}
      onDragLeave={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setDropTarget(null);
        }
      }}
    >
      <Tree<string>
        contents={buildTree(nodes).map(toInfo)}
        onNodeClick={(info) => onSelect(String(info.id))}
        onNodeExpand={(info) => setExpanded(String(info.id), true)}
        onNodeCollapse={(info) => setExpanded(String(info.id), false)}
      />
      {onDropNode && (
        <div
          className={`node-tree__root-drop${dropTarget?.nodeId === null ? ' node-tree__root-drop--active' : ''}`}
          aria-label="Top level"
          role="group"
          onDragOver={(event) => {
            event.stopPropagation();
            onDragOver(event, rootTarget);
          }}
          onDrop={(event) => {
            event.stopPropagation();
            onDrop(event, rootTarget);
          }}
        >
          Drop a node here to make it top level
        </div>
      )}
    </section>
  );
}
