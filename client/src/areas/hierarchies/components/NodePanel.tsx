import { Button, ButtonGroup, Card, ControlGroup, FormGroup, H3, HTMLSelect } from '@blueprintjs/core';
import { AddIcon, ArrowDownIcon, ArrowUpIcon, MoveIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
import type { HierarchyTreeNodeFragment } from '../../../graphql/generated';
import { moveTargets, nodePath, reorderedSiblingIds, siblingsOf } from '../hierarchyTree';
import { namedFormValues, type NamedFormValues } from '../namedForm';
import { NamedForm } from './NamedForm';
import { NodeProducts } from './NodeProducts';

export interface NodePanelProps {
  hierarchyId: string;
  node: HierarchyTreeNodeFragment;
  nodes: readonly HierarchyTreeNodeFragment[];
  busy: boolean;
  onSave: (values: NamedFormValues) => Promise<MutationFormResult<NamedFormValues>>;
  /** `parentId` null moves the node to the top level. */
  onMove: (parentId: string | null) => void;
  onReorder: (parentId: string | null, childIds: string[]) => void;
  onAddChild: () => void;
  onDelete: () => void;
}

/** The selected node: its fields, where it sits (move, reorder), its children and its products. */
export function NodePanel({
  hierarchyId,
  node,
  nodes,
  busy,
  onSave,
  onMove,
  onReorder,
  onAddChild,
  onDelete,
}: NodePanelProps) {
  const targets = moveTargets(nodes, node.id);
  const [chosenTarget, setChosenTarget] = useState<string>();
  // After a move the choices change; fall back to the first one rather than a stale choice.
  const moveTo = targets.some((target) => target.value === chosenTarget) ? chosenTarget : targets[0]?.value;
  const siblings = siblingsOf(nodes, node);
  const reorder = (step: -1 | 1) => {
    const childIds = reorderedSiblingIds(siblings, node.id, step);
    if (childIds) onReorder(node.parentId, childIds);
  };
  const position = siblings.findIndex((sibling) => sibling.id === node.id);

  return (
    <Card className="node-panel" aria-label={`Node ${node.name}`}>
      <H3>{nodePath(nodes, node)}</H3>
      <NamedForm
        noun="node"
        defaultValues={namedFormValues(node)}
        onSubmit={onSave}
        actions={
          <>
            <Button icon={<AddIcon />} text="Add child node" onClick={onAddChild} disabled={busy} />
            <div className="form-actions__end">
              <Button
                intent="danger"
                variant="outlined"
                icon={<TrashIcon />}
                text="Delete node"
                onClick={onDelete}
              />
            </div>
          </>
        }
      />
      <div className="node-panel__placement">
        <FormGroup label="Move to" labelFor="node-move-to" inline>
          <ControlGroup>
            <HTMLSelect
              id="node-move-to"
              value={moveTo ?? ''}
              disabled={targets.length === 0}
              onChange={(event) => setChosenTarget(event.currentTarget.value)}
              options={targets}
            />
            <Button
              icon={<MoveIcon />}
              text="Move"
              disabled={busy || moveTo === undefined}
              onClick={() => onMove(moveTo ? moveTo : null)}
            />
          </ControlGroup>
        </FormGroup>
        <ButtonGroup aria-label="Order among siblings">
          <Button
            icon={<ArrowUpIcon />}
            text="Up"
            disabled={busy || position <= 0}
            onClick={() => reorder(-1)}
          />
          <Button
            icon={<ArrowDownIcon />}
            text="Down"
            disabled={busy || position < 0 || position >= siblings.length - 1}
            onClick={() => reorder(1)}
          />
        </ButtonGroup>
      </div>
      <NodeProducts hierarchyId={hierarchyId} nodeId={node.id} />
    </Card>
  );
}
