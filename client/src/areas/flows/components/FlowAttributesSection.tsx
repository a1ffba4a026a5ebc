import { Callout, H3, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { errorMessage } from '../../../graphql/errors';
import { useFlowAttributesQuery } from '../../../graphql/generated';

/**
 * What an entry of the flow accepts, as the provider describes it to forms and importers
 * (`v2/flows/{slug}/attributes`): enabled fields only, with whether each is required.
 */
export function FlowAttributesSection({ flowSlug }: { flowSlug: string }) {
  const result = useFlowAttributesQuery({ variables: { flowSlug }, fetchPolicy: 'cache-and-network' });
  const attributes = result.dataState === 'complete' ? result.data.flowAttributes : undefined;
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
        <HTMLTable compact aria-label="Entry attributes">
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.value}>
                <td>
                  {attribute.label} <code>{attribute.value}</code>
                </td>
                <td>{attribute.type}</td>
                <td>{attribute.required ? <Tag minimal>Required</Tag> : 'No'}</td>
                <td>{attribute.description || '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
