import { useState } from 'react';
import { Button, Callout, Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { DiagramTreeIcon, LinkIcon, SearchIcon, UnlinkIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/detail/SectionCard';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
import { LoadError } from '../../../components/LoadError';
import { useIdSet } from '../../../components/useIdSet';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachProductNodesMutation,
  useDetachProductNodesMutation,
  useNodePickerHierarchiesQuery,
  useProductNodesQuery,
  type ProductNodeItemFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { nodePath } from '../../hierarchies/exports';
import { hierarchyUrl } from '../../hierarchies/urls';
import './productNodes.css';

export interface ProductNodesSectionProps {
  productId: string;
}

/** Every change reads the product's nodes again (one provider call). */
const REFETCH_NODES = { refetchQueries: ['ProductNodes'], awaitRefetchQueries: true };

/** "Shop by Department / Kitchen / Mugs": the node's breadcrumbs, hierarchy first. */
const pathOf = (node: ProductNodeItemFragment) => node.breadcrumbs.map((crumb) => crumb.name).join(' / ');

interface Choice {
  id: string;
  label: string;
}

/**
 * The product edit page's "Hierarchy nodes" section: the nodes the product is in, each with Detach,
 * and a picker (all hierarchies' nodes, filterable, several at once) to attach it to more nodes.
 */
export function ProductNodesSection({ productId }: ProductNodesSectionProps) {
  const [picking, setPicking] = useState(false);
  const [filter, setFilter] = useState('');
  const { ids: chosen, include: toggle, clear: clearChosen } = useIdSet();
  const current = useProductNodesQuery({ variables: { id: productId }, fetchPolicy: 'cache-and-network' });
  // Every hierarchy's tree costs a provider call: read only once the seller opens the picker.
  const picker = useNodePickerHierarchiesQuery({ skip: !picking });
  const [attach, { loading: attaching }] = useAttachProductNodesMutation(REFETCH_NODES);
  const [detach, { loading: detaching }] = useDetachProductNodesMutation(REFETCH_NODES);

  const nodes = completeData(current)?.product?.nodes.items;
  const attachedIds = new Set(nodes?.map((node) => node.id));
  const choices: Choice[] = (completeData(picker)?.hierarchies.items ?? []).flatMap((hierarchy) =>
    hierarchy.nodes.items
      .map((node) => ({
        id: node.id,
        label: `${hierarchy.name} / ${nodePath(hierarchy.nodes.items, node)}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle ? choices.filter((choice) => choice.label.toLowerCase().includes(needle)) : choices;
  const toAttach = [...chosen].filter((id) => !attachedIds.has(id));

  const attachChosen = async () => {
    const count = toAttach.length;
    const done = await toastMutation(
      async () =>
        (await attach({ variables: { productId, nodeIds: toAttach } })).data?.attachProductNodes.userErrors,
      `Attached to ${count} ${count === 1 ? 'node' : 'nodes'}`,
    );
    if (done) clearChosen();
  };

  const detachOne = (node: ProductNodeItemFragment) =>
    void toastMutation(
      async () =>
        (await detach({ variables: { productId, nodeIds: [node.id] } })).data?.detachProductNodes.userErrors,
      `Detached from ${node.name}`,
    );

  const columns: readonly ResourceColumn<ProductNodeItemFragment>[] = [
    {
      id: 'node',
      header: 'Node',
      cell: (node) => <Link to={hierarchyUrl(node.hierarchyId, node.id)}>{pathOf(node)}</Link>,
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      cell: (node) => (
        <Button
          size="small"
          variant="minimal"
          icon={<UnlinkIcon />}
          text="Detach"
          aria-label={`Detach from ${pathOf(node)}`}
          disabled={detaching}
          onClick={() => detachOne(node)}
        />
      ),
    },
  ];

  return (
    <SectionCard title="Hierarchy nodes">
      <LoadError title="Could not load the product's nodes" error={current.error} />
      {current.loading && !nodes && <Spinner size={20} aria-label="Loading nodes" />}
      {nodes && nodes.length === 0 && (
        <NonIdealState
          icon={nonIdealStateIcon(DiagramTreeIcon)}
          title="In no node yet"
          description="Attach the product to nodes so shoppers find it in the catalogue's hierarchies."
        />
      )}
      {nodes && nodes.length > 0 && (
        <ResourceTable compact label="Product nodes" columns={columns} rows={nodes} />
      )}
      {!picking ? (
        <Button icon={<LinkIcon />} text="Attach to nodes…" onClick={() => setPicking(true)} />
      ) : (
        <fieldset className="product-nodes-section__picker" aria-label="Choose nodes">
          <legend>Choose nodes to attach</legend>
          <InputGroup
            aria-label="Filter nodes"
            placeholder="Filter nodes by name or path"
            leftIcon={<SearchIcon />}
            value={filter}
            onValueChange={setFilter}
          />
          {picker.error && (
            <Callout intent="danger" role="alert">
              {errorMessage(picker.error)}
            </Callout>
          )}
          {picker.loading && <Spinner size={20} aria-label="Loading hierarchies" />}
          {picker.dataState === 'complete' && shown.length === 0 && (
            <p>{choices.length === 0 ? 'No hierarchy has nodes yet.' : `No node matches “${filter}”.`}</p>
          )}
          <div className="product-nodes-section__choices">
            {shown.map((choice) => (
              <Checkbox
                key={choice.id}
                label={choice.label}
                checked={attachedIds.has(choice.id) || chosen.has(choice.id)}
                disabled={attachedIds.has(choice.id)}
                onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
              />
            ))}
          </div>
          <div className="form-actions">
            <Button
              intent="primary"
              icon={<LinkIcon />}
              text={toAttach.length > 0 ? `Attach to ${toAttach.length} selected` : 'Attach'}
              disabled={toAttach.length === 0}
              loading={attaching}
              onClick={() => void attachChosen()}
            />
            <Button
              text="Done"
              onClick={() => {
                setPicking(false);
                clearChosen();
                setFilter('');
              }}
            />
          </div>
        </fieldset>
      )}
    </SectionCard>
  );
}
