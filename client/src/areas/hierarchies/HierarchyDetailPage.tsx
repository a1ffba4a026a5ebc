import { Button, Callout, Card, Collapse, NonIdealState } from '@blueprintjs/core';
import { AddIcon, DiagramTreeIcon, DuplicateIcon, EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { useRowDelete } from '../../components/detail/useRowDelete';
import {
  payloadResult,
  type MutationFormResult,
  requirePayload,
} from '../../components/form/useMutationForm';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { toastMutation } from '../../components/toastMutation';
import { useWithoutPendingRemovals } from '../../components/undo/undoWindow';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useAttachProductsToHierarchyNodeMutation,
  useCreateHierarchyNodeMutation,
  useDeleteHierarchyMutation,
  useDeleteHierarchyNodeMutation,
  useHierarchyTreeQuery,
  useMoveHierarchyNodeMutation,
  useSortHierarchyNodeChildrenMutation,
  useUpdateHierarchyMutation,
  useUpdateHierarchyNodeMutation,
  type HierarchyListItemFragment,
  type HierarchyTreeNodeFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { DuplicateHierarchyDialog } from './components/DuplicateHierarchyDialog';
import { NamedForm } from './components/NamedForm';
import { NamedFormDialog } from './components/NamedFormDialog';
import { NodePanel } from './components/NodePanel';
import { NodeTree } from './components/NodeTree';
import './hierarchies.css';
import type { DraggedProduct } from './dragTypes';
import { subtreeIds, type DropPlan } from './hierarchyTree';
import { namedCreateInput, namedFormValues, namedUpdateInput, type NamedFormValues } from './namedForm';
import { hierarchyListUrl } from './urls';

const BACK_TO_LIST = { to: hierarchyListUrl(), label: 'Hierarchies' };
const NODE_PARAM = 'node';
/** Every change to the tree reads the whole tree again: one provider call for up to 100 nodes. */
const REFETCH_TREE = { refetchQueries: ['HierarchyTree'], awaitRefetchQueries: true };

/** `/hierarchies/:id`: the hierarchy's tree and the selected node (`?node=`). */
export function HierarchyDetailPage() {
  const result = useDetailQuery(useHierarchyTreeQuery);
  return (
    <DetailPage noun="hierarchy" back={BACK_TO_LIST} query={result} entity={completeData(result)?.hierarchy}>
      {(hierarchy) => (
        <HierarchyEditor
          hierarchy={hierarchy}
          nodes={hierarchy.nodes.items}
          totalNodes={hierarchy.nodes.pageInfo.total}
        />
      )}
    </DetailPage>
  );
}

interface HierarchyEditorProps {
  hierarchy: HierarchyListItemFragment;
  nodes: readonly HierarchyTreeNodeFragment[];
  totalNodes: number;
}

/** Which dialog is open lives in the URL; `add-child` adds under the selected node. */
type DialogName = 'add-node' | 'add-child' | 'delete-node' | 'delete-hierarchy' | 'duplicate';

function HierarchyEditor({ hierarchy, nodes: allNodes, totalNodes }: HierarchyEditorProps) {
  // A node being deleted (with its subtree) is hidden while its undo window is open.
  const nodes = useWithoutPendingRemovals(allNodes, (node) => node.id) ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const dialogs = {
    addNode: useUrlDialog('add-node' satisfies DialogName),
    addChild: useUrlDialog('add-child' satisfies DialogName),
    duplicate: useUrlDialog('duplicate' satisfies DialogName),
  };
  const [editingDetails, setEditingDetails] = useState(false);
  const selected = nodes.find((node) => node.id === searchParams.get(NODE_PARAM)) ?? null;
  const select = (nodeId: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (nodeId) next.set(NODE_PARAM, nodeId);
      else next.delete(NODE_PARAM);
      return next;
    });

  const [createNode] = useCreateHierarchyNodeMutation(REFETCH_TREE);
  const [updateNode] = useUpdateHierarchyNodeMutation(REFETCH_TREE);
  const [deleteNode] = useDeleteHierarchyNodeMutation(REFETCH_TREE);
  const [moveNode, { loading: moving }] = useMoveHierarchyNodeMutation(REFETCH_TREE);
  const [sortChildren, { loading: sorting }] = useSortHierarchyNodeChildrenMutation(REFETCH_TREE);
  const [attachProducts] = useAttachProductsToHierarchyNodeMutation({
    refetchQueries: ['HierarchyNodeProducts'],
    awaitRefetchQueries: true,
  });
  const [updateHierarchy] = useUpdateHierarchyMutation();
  const [deleteHierarchy] = useDeleteHierarchyMutation();
  const hierarchyId = hierarchy.id;

  const createUnder =
    (parentId: string | null) =>
    async (values: NamedFormValues): Promise<MutationFormResult<NamedFormValues>> => {
      const { data } = await createNode({
        variables: { hierarchyId, input: { ...namedCreateInput(values), ...(parentId ? { parentId } : {}) } },
      });
      const payload = requirePayload(data?.createHierarchyNode);
      if (payload.node && payload.userErrors.length === 0) {
        showToast('Node created');
        // Selecting the new node also closes the dialog (both live in the query string).
        setSearchParams((previous) => {
          const next = new URLSearchParams(previous);
          next.delete('dialog');
          next.set(NODE_PARAM, payload.node?.id ?? '');
          return next;
        });
      }
      return { userErrors: payload.userErrors };
    };

  const saveNode =
    (node: HierarchyTreeNodeFragment) =>
    async (values: NamedFormValues): Promise<MutationFormResult<NamedFormValues>> => {
      const input = namedUpdateInput(namedFormValues(node), values);
      if (Object.keys(input).length === 0) {
        showToast('No changes to save', 'none');
        return { userErrors: [] };
      }
      const { data } = await updateNode({ variables: { hierarchyId, id: node.id, input } });
      return payloadResult(data?.updateHierarchyNode, {
        success: 'Node saved',
        saved: (payload) => payload.node,
        savedValues: namedFormValues,
      });
    };

  /** Hides the node and its subtree at once; the delete goes out when the undo window ends. */
  const nodeDelete = useRowDelete({
    dialog: 'delete-node' satisfies DialogName,
    itemKey: NODE_PARAM,
    cancelKeepsItem: true,
    rows: nodes,
    alsoHides: (node) => subtreeIds(nodes, node.id),
    question: (node) => {
      const descendants = subtreeIds(nodes, node.id).size - 1;
      const under =
        descendants > 0 ? ` and the ${descendants} node${descendants === 1 ? '' : 's'} under it` : '';
      return `Delete node ${node.name}${under}? Its products stay in the catalogue.`;
    },
    message: (node) => `Node ${node.name} deleted`,
    remove: async (node) =>
      (await deleteNode({ variables: { hierarchyId, id: node.id } })).data?.deleteHierarchyNode.userErrors,
  });

  const removeHierarchy = useDetailRemove({
    noun: 'hierarchy',
    dialog: 'delete-hierarchy' satisfies DialogName,
    back: BACK_TO_LIST,
    entity: hierarchy,
    rootFields: ['hierarchies'],
    question: `Delete hierarchy ${hierarchy.name} and all its nodes?`,
    remove: async () =>
      (await deleteHierarchy({ variables: { id: hierarchyId } })).data?.deleteHierarchy.userErrors,
  });

  const saveHierarchy = async (values: NamedFormValues): Promise<MutationFormResult<NamedFormValues>> => {
    const input = namedUpdateInput(namedFormValues(hierarchy), values);
    if (Object.keys(input).length === 0) return { userErrors: [] };
    const { data } = await updateHierarchy({ variables: { id: hierarchyId, input } });
    return payloadResult(data?.updateHierarchy, {
      success: 'Hierarchy saved',
      saved: (payload) => payload.hierarchy,
      savedValues: namedFormValues,
    });
  };

  /** A node dropped in the tree: a new parent, or a new order among (possibly new) siblings. */
  const dropNode = (nodeId: string, plan: DropPlan) => {
    if (moving || sorting) return;
    void (plan.kind === 'move'
      ? toastMutation(
          async () =>
            (await moveNode({ variables: { hierarchyId, id: nodeId, parentId: plan.parentId } })).data
              ?.moveHierarchyNode.userErrors,
          'Node moved',
        )
      : toastMutation(
          async () =>
            (
              await sortChildren({
                variables: { hierarchyId, parentId: plan.parentId, childIds: plan.childIds },
              })
            ).data?.sortHierarchyNodeChildren.userErrors,
          'Order saved',
        ));
  };

  /** A product dragged from a node's product search onto a node of the tree. */
  const dropProduct = (nodeId: string, product: DraggedProduct) => {
    const target = nodes.find((node) => node.id === nodeId);
    void toastMutation(
      async () =>
        (await attachProducts({ variables: { hierarchyId, id: nodeId, productIds: [product.id] } })).data
          ?.attachProductsToHierarchyNode.userErrors,
      `${product.name} attached to ${target?.name ?? 'the node'}`,
    );
  };

  return (
    <DetailLayout
      title={hierarchy.name}
      back={BACK_TO_LIST}
      actions={
        <>
          <Button icon={<DuplicateIcon />} text="Duplicate" onClick={dialogs.duplicate.open} />
          <Button
            icon={<EditIcon />}
            text={editingDetails ? 'Hide details' : 'Edit details'}
            onClick={() => setEditingDetails((open) => !open)}
          />
        </>
      }
      remove={removeHierarchy}
    >
      <Collapse isOpen={editingDetails}>
        <Card className="form-card hierarchy-details">
          <NamedForm noun="hierarchy" defaultValues={namedFormValues(hierarchy)} onSubmit={saveHierarchy} />
        </Card>
      </Collapse>
      {totalNodes > nodes.length && (
        <Callout intent="warning" className="list-error">
          Showing the first {nodes.length} of {totalNodes} nodes.
        </Callout>
      )}
      <div className="hierarchy-layout">
        <Card className="hierarchy-tree">
          <div className="hierarchy-tree__actions">
            <Button icon={<AddIcon />} text="Add top-level node" onClick={dialogs.addNode.open} />
          </div>
          {nodes.length === 0 ? (
            <NonIdealState
              icon={nonIdealStateIcon(DiagramTreeIcon)}
              title="No nodes yet"
              description="Add a top-level node to start the tree."
            />
          ) : (
            <NodeTree
              nodes={nodes}
              selectedId={selected?.id ?? null}
              onSelect={select}
              onDropNode={dropNode}
              onDropProduct={dropProduct}
            />
          )}
        </Card>
        {selected ? (
          <NodePanel
            // A fresh form for each node and each stored version of it.
            key={`${selected.id}:${selected.updatedAt ?? ''}`}
            hierarchyId={hierarchyId}
            node={selected}
            nodes={nodes}
            busy={moving || sorting}
            onSave={saveNode(selected)}
            onMove={(parentId) =>
              void toastMutation(
                async () =>
                  (await moveNode({ variables: { hierarchyId, id: selected.id, parentId } })).data
                    ?.moveHierarchyNode.userErrors,
                'Node moved',
              )
            }
            onReorder={(parentId, childIds) =>
              void toastMutation(
                async () =>
                  (await sortChildren({ variables: { hierarchyId, parentId, childIds } })).data
                    ?.sortHierarchyNodeChildren.userErrors,
                'Order saved',
              )
            }
            onAddChild={dialogs.addChild.open}
            onDelete={() => nodeDelete.ask(selected.id)}
          />
        ) : (
          <NonIdealState
            icon={nonIdealStateIcon(DiagramTreeIcon)}
            title="Select a node"
            description="Pick a node in the tree to edit it, move it and manage its products."
          />
        )}
      </div>
      {dialogs.duplicate.isOpen && (
        <DuplicateHierarchyDialog hierarchy={hierarchy} onClose={dialogs.duplicate.close} />
      )}
      {dialogs.addNode.isOpen && (
        <NamedFormDialog
          title="Add top-level node"
          submitText="Create node"
          idPrefix="new-node"
          onSubmit={createUnder(null)}
          onClose={dialogs.addNode.close}
        />
      )}
      {dialogs.addChild.isOpen && selected && (
        <NamedFormDialog
          title={`Add a node under ${selected.name}`}
          submitText="Create node"
          idPrefix="new-node"
          onSubmit={createUnder(selected.id)}
          onClose={dialogs.addChild.close}
        />
      )}
      {nodeDelete.confirmDialog}
    </DetailLayout>
  );
}
