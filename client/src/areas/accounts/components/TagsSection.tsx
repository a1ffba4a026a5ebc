import { Button, Callout, FormGroup, H3, HTMLSelect, Tag } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../app/toaster';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { requirePayload } from '../../../components/form/useMutationForm';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { errorMessage } from '../../../graphql/errors';
import { accountTagsUrl } from '../urls';
import {
  useAccountTagOptionsQuery,
  useAttachAccountTagsMutation,
  useCreateAccountTagMutation,
  useDetachAccountTagsMutation,
  type AccountListItemFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { TAG_FORM_FIELDS, TagFields, type TagFormValues } from './TagFields';

/** The account's tags: remove one, add an existing tag, or create a tag and add it at once. */
export function TagsSection({ account }: { account: AccountListItemFragment }) {
  const accountId = account.id;
  const newTagDialog = useUrlDialog('new-tag');
  const options = useAccountTagOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const allTags = completeData(options)?.accountTags.items ?? [];
  const onAccount = new Set(account.tags.map((tag) => tag.id));
  const available = allTags.filter((tag) => !onAccount.has(tag.id));
  const [chosen, setChosen] = useState('');
  const [attach, { loading: attaching }] = useAttachAccountTagsMutation();
  const [detach] = useDetachAccountTagsMutation();
  const [createTag] = useCreateAccountTagMutation({
    refetchQueries: ['AccountTagOptions'],
  });

  const attachTags = async (tagIds: string[]) => {
    const { data } = await attach({ variables: { accountId, tagIds } });
    return data?.attachAccountTags.userErrors ?? [];
  };

  const addChosen = async () => {
    const tagId = chosen || available[0]?.id;
    if (!tagId) return;
    if (await toastMutation(() => attachTags([tagId]), 'Tag added')) setChosen('');
  };

  const remove = async (tagId: string, name: string) => {
    await toastMutation(async () => {
      const { data } = await detach({ variables: { accountId, tagIds: [tagId] } });
      return data?.detachAccountTags.userErrors;
    }, `Tag ${name} removed`);
  };

  const createAndAttach = async (values: TagFormValues) => {
    const description = values.description.trim();
    const { data } = await createTag({
      variables: { input: { name: values.name.trim(), ...(description ? { description } : {}) } },
    });
    const payload = requirePayload(data?.createAccountTag);
    if (!payload.tag || payload.userErrors.length > 0) return { userErrors: payload.userErrors };
    const problems = await attachTags([payload.tag.id]);
    if (problems.length === 0) {
      showToast(`Tag ${payload.tag.name} created and added`);
      newTagDialog.close();
    }
    return { userErrors: problems };
  };

  return (
    <section aria-labelledby="tags-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="tags-heading">Tags</H3>
        <span>
          <Link to={accountTagsUrl()}>Manage the store's tags</Link>{' '}
          <Button icon={<AddIcon />} text="New tag" onClick={newTagDialog.open} />
        </span>
      </div>
      {options.error && (
        <Callout intent="danger" title="Could not load the store's tags" className="list-error" role="alert">
          {errorMessage(options.error)}
        </Callout>
      )}
      <div className="account-tags" role="list" aria-label="Tags on this account">
        {account.tags.length === 0 && <span className="bp6-text-muted">No tags on this account.</span>}
        {account.tags.map((tag) => (
          <span role="listitem" key={tag.id}>
            <Tag large onRemove={() => void remove(tag.id, tag.name)}>
              {tag.name}
            </Tag>
          </span>
        ))}
      </div>
      {available.length > 0 && (
        <FormGroup label="Tag to add" labelFor="account-tag-choice" inline className="detail-section">
          <HTMLSelect
            id="account-tag-choice"
            value={chosen || available[0]?.id}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {available.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </HTMLSelect>{' '}
          <Button text="Add tag" loading={attaching} onClick={() => void addChosen()} />
        </FormGroup>
      )}
      {newTagDialog.isOpen && (
        <MutationFormDialog<TagFormValues>
          title="New tag"
          submitText="Create and add tag"
          defaultValues={{ name: '', description: '' }}
          fieldNames={TAG_FORM_FIELDS}
          submit={createAndAttach}
          onClose={newTagDialog.close}
        >
          {(form) => <TagFields form={form} idPrefix="tag" />}
        </MutationFormDialog>
      )}
    </section>
  );
}
