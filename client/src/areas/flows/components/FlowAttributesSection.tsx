import { Callout, H3, Spinner, Tag } from '@blueprintjs/core';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { errorMessage } from '../../../graphql/errors';
import { useFlowAttributesQuery, type FlowAttributesQuery } from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';

type FlowAttribute = FlowAttributesQuery['flowAttributes'][number];

const ATTRIBUTE_COLUMNS: readonly ResourceColumn<FlowAttribute>[] = [
  {
    id: 'attribute',
    header: 'Attribute',
    cell: (attribute) => (
      <>
        {attribute.label} <code>{attribute.value}</code>
      </>
    ),
  },
  { id: 'type', header: 'Type', cell: (attribute) => attribute.type },
  {
    id: 'required',
    header: 'Required',
    cell: (attribute) => (attribute.required ? <Tag minimal>Required</Tag> : 'No'),
  },
  { id: 'description', header: 'Description', cell: (attribute) => attribute.description || '—' },
];

/**
 * What an entry of the flow accepts, as the provider describes it to forms and importers
 * (`v2/flows/{slug}/attributes`): enabled fields only, with whether each is required.
 */
export function FlowAttributesSection({ flowSlug }: { flowSlug: string }) {
  const result = useFlowAttributesQuery({ variables: { flowSlug }, fetchPolicy: 'cache-and-network' });
  const attributes = completeData(result)?.flowAttributes;
  return (
    <section aria-labelledby="flow-attributes-heading">
      <H3 id="flow-attributes-heading">Entry attributes</H3>
      {result.error && !attributes ? (
        <Callout intent="danger" title="Could not load the entry attributes" role="alert">
          {errorMessage(result.error)}
        </Callout>
      ) : !attributes ? (
        <Spinner size={20} />
      ) : attributes.length === 0 ? (
        <p>No enabled field: entries accept nothing yet.</p>
      ) : (
        <ResourceTable
          compact
          label="Entry attributes"
          columns={ATTRIBUTE_COLUMNS}
          rows={attributes}
          rowKey={(attribute) => attribute.value}
        />
      )}
    </section>
  );
}
