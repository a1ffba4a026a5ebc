import { Card, H5, NonIdealState, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { DocumentIcon, FolderCloseIcon, FolderOpenIcon } from '@blueprintjs/icons';
import type { CategoryBranch } from '../catalogueForms';
import { useIdSet } from '../../../components/useIdSet';

/** The category tree (Blueprint Tree); every branch starts expanded, a click on a caret folds it. */
export function CategoryTree({ branches }: { branches: readonly CategoryBranch[] }) {
  // Collapsed rather than expanded ids, so new categories show up without opening their branch.
  const { ids: collapsed, toggle } = useIdSet();
  const toInfo = (branch: CategoryBranch): TreeNodeInfo<string> => {
    const children = branch.children ?? [];
    const hasChildren = children.length > 0;
    const isExpanded = hasChildren && !collapsed.has(branch.id);
    return {
      id: branch.id,
      label: branch.name,
      nodeData: branch.id,
      hasCaret: hasChildren,
      isExpanded,
      icon: hasChildren ? isExpanded ? <FolderOpenIcon /> : <FolderCloseIcon /> : <DocumentIcon />,
      childNodes: hasChildren ? children.map(toInfo) : undefined,
    };
  };
  return (
    <Card className="legacy-category-tree" aria-label="Category tree" role="region">
      <H5>Category tree</H5>
      {branches.length === 0 ? (
        <NonIdealState title="No categories yet" />
      ) : (
        <Tree
          contents={branches.map(toInfo)}
          onNodeExpand={(node) => toggle(String(node.id))}
          onNodeCollapse={(node) => toggle(String(node.id))}
        />
      )}
    </Card>
  );
}
