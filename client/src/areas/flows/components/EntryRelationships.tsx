import { useState, type FormEvent } from 'react';
import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { AddIcon, CrossIcon, SwapHorizontalIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { errorMessage } from '../../../graphql/errors';
import {
  useRemoveFlowEntryRelationshipsMutation,
  useSetFlowEntryRelationshipsMutation,
  type FlowFieldRowFragment,
} from '../../../graphql/generated';
import './entryRelationships.css';

/** The resource types sellers most often relate entries to; any other can be typed. */
export const REFERENCE_TYPES = ['product', 'customer', 'order', 'file', 'brand', 'category', 'collection'];

export interface EntryReference {
  type: string;
  id: string;
}

/** The `{ type, id }` list a relationship field holds in an entry's values. */
export function referencesOf(value: unknown): EntryReference[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is EntryReference =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as EntryReference).type === 'string' &&
      typeof (item as EntryReference).id === 'string',
  );
}

export interface EntryRelationshipsProps {
  flowSlug: string;
  entryId: string;
  field: FlowFieldRowFragment;
  /** The field's current references (from the entry's values). */
  value: unknown;
}

/**
 * A RELATIONSHIP field of one entry, in the entries table: its references as removable tags and a
 * small form to relate another resource by type and id (`setFlowEntryRelationships`).
 */
export function EntryRelationships({ flowSlug, entryId, field, value }: EntryRelationshipsProps) {
  const refetch = { refetchQueries: ['FlowDetail'], awaitRefetchQueries: true };
  const [setReferences, setting] = useSetFlowEntryRelationshipsMutation(refetch);
  const [removeReferences] = useRemoveFlowEntryRelationshipsMutation(refetch);
  const [type, setType] = useState(REFERENCE_TYPES[0] ?? 'product');
  const [id, setId] = useState('');
  /** Why the typed reference was refused, shown next to the id (which is kept). */
  const [problem, setProblem] = useState<string | null>(null);
  const references = referencesOf(value);
  const variables = { flowSlug, entryId, fieldSlug: field.slug };
  const problemId = `relationship-problem-${entryId}-${field.slug}`;

  const run = async (work: () => Promise<readonly { message: string }[] | undefined>) => {
    try {
      const userErrors = await work();
      if (!userErrors) showToast('The relationship could not be changed.', 'danger');
      else if (userErrors[0]) showToast(userErrors[0].message, 'danger');
      return userErrors?.length === 0;
    } catch (error) {
      showToast(errorMessage(error), 'danger');
      return false;
    }
  };

  /** Adds the typed reference, or with `replace` makes it the field's only one (PUT). */
  const relate = async (replace: boolean) => {
    const trimmed = id.trim();
    if (!trimmed) {
      setProblem('Enter the id of the related resource');
      return;
    }
    try {
      const answer = await setReferences({
        variables: { ...variables, references: [{ type, id: trimmed }], replace },
      });
      const userErrors = answer.data?.setFlowEntryRelationships.userErrors;
      if (!userErrors) setProblem('The relationship could not be changed.');
      else if (userErrors[0]) setProblem(userErrors[0].message);
      else {
        setProblem(null);
        setId('');
      }
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void relate(false);
  };
  const remove = (reference: EntryReference) =>
    void run(
      async () =>
        (await removeReferences({ variables: { ...variables, references: [reference] } })).data
          ?.removeFlowEntryRelationships.userErrors,
    );

  return (
    <div className="entry-relationships" role="group" aria-label={`${field.name} of entry ${entryId}`}>
      {references.length === 0 ? (
        <span className="entry-relationships-empty">None</span>
      ) : (
        references.map((reference) => (
          <span key={`${reference.type}:${reference.id}`} className="entry-relationship">
            <Tag minimal>
              {reference.type}: {reference.id}
            </Tag>
            <Button
              variant="minimal"
              size="small"
              icon={<CrossIcon />}
              aria-label={`Remove ${reference.type} ${reference.id}`}
              onClick={() => remove(reference)}
            />
          </span>
        ))
      )}
      <form onSubmit={(event) => void add(event)}>
        <ControlGroup>
          <HTMLSelect
            aria-label={`Related type for ${field.name}`}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            options={REFERENCE_TYPES}
          />
          <InputGroup
            aria-label={`Related id for ${field.name}`}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            intent={problem ? 'danger' : 'none'}
            placeholder="id"
            value={id}
            onChange={(event) => setId(event.currentTarget.value)}
            size="small"
          />
          <Button
            type="submit"
            icon={<AddIcon />}
            aria-label={`Relate to ${field.name}`}
            loading={setting.loading}
            size="small"
          />
          <Button
            icon={<SwapHorizontalIcon />}
            aria-label={`Replace ${field.name} with this`}
            title="Replace every reference with this one"
            disabled={setting.loading}
            onClick={() => void relate(true)}
            size="small"
          />
        </ControlGroup>
        {problem && (
          <span id={problemId} className="entry-relationships-error" role="alert">
            {problem}
          </span>
        )}
      </form>
    </div>
  );
}
