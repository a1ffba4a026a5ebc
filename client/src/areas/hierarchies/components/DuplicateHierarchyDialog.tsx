import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField, fieldHelpId } from '../../../components/form/FormField';
import { JobProgress } from '../../../components/JobProgress';
import { errorMessage } from '../../../graphql/errors';
import {
  useDuplicatedHierarchyQuery,
  useDuplicateHierarchyMutation,
  type HierarchyListItemFragment,
  type JobStatus,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { hierarchyUrl } from '../urls';

export interface DuplicateHierarchyDialogProps {
  hierarchy: HierarchyListItemFragment;
  onClose: () => void;
}

const NAME_LIMIT = 1000;

/**
 * Copies a hierarchy: a name (and whether products come along), then the copy job's progress until
 * it ends, then a link to the new hierarchy. Mounted only while open, so each opening starts afresh.
 */
export function DuplicateHierarchyDialog({ hierarchy, onClose }: DuplicateHierarchyDialogProps) {
  const [name, setName] = useState(`Copy of ${hierarchy.name}`);
  const [includeProducts, setIncludeProducts] = useState(true);
  const [nameError, setNameError] = useState<string>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string>();
  const [finished, setFinished] = useState<JobStatus>();
  const [duplicate, { loading }] = useDuplicateHierarchyMutation();
  const result = useDuplicatedHierarchyQuery({
    variables: { jobId: jobId ?? '' },
    skip: !jobId || finished !== 'SUCCESS',
    fetchPolicy: 'network-only',
  });
  const copyId = completeData(result)?.job?.hierarchyId;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setNameError('Enter a name for the copy.');
    if (trimmed.length > NAME_LIMIT) return setNameError(`At most ${NAME_LIMIT} characters.`);
    setNameError(undefined);
    setFormErrors([]);
    try {
      const { data } = await duplicate({
        variables: { id: hierarchy.id, input: { name: trimmed, includeProducts } },
      });
      const payload = data?.duplicateHierarchy;
      if (payload?.job) setJobId(payload.job.id);
      else {
        const problems = payload?.userErrors ?? [];
        const onName = problems.filter((problem) => problem.field?.includes('name'));
        if (onName.length > 0) setNameError(onName.map((problem) => problem.message).join(' '));
        setFormErrors(
          problems.filter((problem) => !onName.includes(problem)).map((problem) => problem.message),
        );
        if (problems.length === 0) setFormErrors(['The copy could not start.']);
      }
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  };

  const title = `Duplicate ${hierarchy.name}`;
  if (jobId) {
    return (
      <Dialog isOpen title={title} onClose={onClose}>
        <DialogBody>
          {!finished && (
            <p>Copying the hierarchy and its nodes{includeProducts ? ' with their products' : ''}…</p>
          )}
          <JobProgress jobId={jobId} onFinished={setFinished} />
          {finished === 'SUCCESS' && copyId && (
            <Callout intent="primary" className="duplicate-hierarchy__result">
              {/* The new page's URL has no dialog parameter, so following the link closes this. */}
              <Link to={hierarchyUrl(copyId)}>Open {name.trim()}</Link>
            </Callout>
          )}
          {result.error && (
            <Callout intent="danger" role="alert">
              {errorMessage(result.error)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
      </Dialog>
    );
  }
  return (
    <Dialog isOpen title={title} onClose={onClose} canEscapeKeyClose={!loading}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogBody>
          <FormErrors messages={formErrors} />
          <FormField id="duplicate-name" label="Name" error={nameError}>
            <InputGroup
              id="duplicate-name"
              value={name}
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? fieldHelpId('duplicate-name') : undefined}
              onValueChange={setName}
            />
          </FormField>
          <Checkbox
            label="Copy the products attached to the nodes"
            checked={includeProducts}
            onChange={(event) => setIncludeProducts(event.currentTarget.checked)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={loading} />
              <Button type="submit" intent="primary" text="Duplicate" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
