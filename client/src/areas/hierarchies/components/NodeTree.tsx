import { useState } from 'react';
import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { DocumentIcon, FolderCloseIcon, FolderOpenIcon } from '@blueprintjs/icons';
import type { HierarchyTreeNodeFragment } from '../../../graphql/generated';
import { buildTree, type TreeBranch } from '../hierarchyTree';

export interface NodeTreeProps {
  nodes: readonly HierarchyTreeNodeFragment[];
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
}

/** The hierarchy as a Blueprint Tree: every branch starts expanded; a click selects a node. */
export function NodeTree({ nodes, selectedId, onSelect }: NodeTreeProps) {
  // Collapsed rather than expanded ids: new nodes show up without the seller opening their branch.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());

  const toInfo = (branch: TreeBranch): TreeNodeInfo<string> => {
    const hasChildren = branch.children.length > 0;
    const isExpanded = hasChildren && !collapsed.has(branch.node.id);
    return {
      id: branch.node.id,
      label: branch.node.name,
      nodeData: branch.node.id,
      hasCaret: hasChildren,
      isExpanded,
      isSelected: branch.node.id === selectedId,
      icon: hasChildren ? isExpanded ? <FolderOpenIcon /> : <FolderCloseIcon /> : <DocumentIcon />,
      childNodes: hasChildren ? branch.children.map(toInfo) : undefined,
    };
  };

  const setExpanded = (nodeId: string, expanded: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (expanded) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });

  // Blueprint's Tree carries no ARIA roles of its own; a named region lets people and tests find it.
  return (
    <section aria-label="Nodes">
      <Tree<string>
        contents={buildTree(nodes).map(toInfo)}
        onNodeClick={(info) => onSelect(String(info.id))}
        onNodeExpand={(info) => setExpanded(String(info.id), true)}
        onNodeCollapse={(info) => setExpanded(String(info.id), false)}
      />
    </section>
  );
}
