import { useState } from 'react';
import { Button, Card, ControlGroup, H3, H4, HTMLSelect, Spinner } from '@blueprintjs/core';
import { LinkIcon, TrashIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';
import { FormErrors } from '../../../components/form/FormErrors';
import { payloadResult, requirePayload, useMutationForm } from '../../../components/form/useMutationForm';
import { toastMutation } from '../../../components/toastMutation';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../graphql/errors';
import {
  useAttachProductTemplatesMutation,
  useReplaceProductTemplatesMutation,
  useDetachProductTemplatesMutation,
  useProductTemplatesQuery,
  useSaveProductTemplateValuesMutation,
  type ProductTemplateFieldsFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import {
  EntryValueFields,
  entryFieldNames,
  entryFormValues,
  entryValuesInput,
  type EntryFormValues,
} from '../../flows/exports';
import './productTemplates.css';

const firstMessage = (userErrors: readonly { message: string }[]) => userErrors[0]?.message;

/**
 * The product edit page's "Templates" section: attach a flow as a template, then edit the product's
 * values for its fields inline (typed inputs, as in the flow's entry editor), or detach it.
 */
export function ProductTemplatesSection({ productId }: { productId: string }) {
  const result = useProductTemplatesQuery({ variables: { productId }, fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const refetch = { refetchQueries: ['ProductTemplates'], awaitRefetchQueries: true };
  const [attach, attaching] = useAttachProductTemplatesMutation(refetch);
  const [replace, replacing] = useReplaceProductTemplatesMutation(refetch);
  const [chosen, setChosen] = useState('');

  const templates = data?.product?.templates;
  const attachedIds = new Set(templates?.map((template) => template.flow.id));
  const candidates = data?.flows.items.filter((flow) => !attachedIds.has(flow.id)) ?? [];
  const selected = candidates.some((flow) => flow.id === chosen) ? chosen : (candidates[0]?.id ?? '');

  /** Attaches the chosen flow, or (`only`) makes it the product's one template. */
  const attachChosen = async (only = false) => {
    if (!selected) return;
    const variables = { productId, flowIds: [selected] };
    await toastMutation(
      async () =>
        requirePayload(
          only
            ? (await replace({ variables })).data?.replaceProductTemplates
            : (await attach({ variables })).data?.attachProductTemplates,
        ).userErrors,
      only ? 'Templates replaced' : 'Template attached',
    );
  };

  return (
    <Card className="form-card product-templates">
      <section aria-labelledby="product-templates-title">
        <H3 id="product-templates-title">Templates</H3>
        {result.error && !templates ? (
          <LoadError title="Could not load the templates" error={result.error} />
        ) : !templates ? (
          <Spinner size={20} aria-label="Loading templates" />
        ) : (
          <>
            {templates.length === 0 && (
              <p>No templates yet: attach a flow to give this product its custom attributes.</p>
            )}
            {templates.map((template) => (
              <TemplateValuesForm key={template.flow.id} productId={productId} template={template} />
            ))}
            {candidates.length > 0 ? (
              <ControlGroup>
                <HTMLSelect
                  aria-label="Template to attach"
                  value={selected}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  options={candidates.map((flow) => ({ value: flow.id, label: flow.name }))}
                />
                <Button
                  icon={<LinkIcon />}
                  text="Attach template"
                  loading={attaching.loading}
                  onClick={() => void attachChosen()}
                />
                {templates.length > 0 && (
                  <Button
                    text="Use only this template"
                    title="Detach every attached template and attach the chosen one"
                    loading={replacing.loading}
                    onClick={() => void attachChosen(true)}
                  />
                )}
              </ControlGroup>
            ) : (
              templates.length > 0 && <p>Every flow is attached.</p>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

/** One attached template: its fields as a form of the product's values, saved or detached. */
function TemplateValuesForm({
  productId,
  template,
}: {
  productId: string;
  template: ProductTemplateFieldsFragment;
}) {
  const { flow } = template;
  const [save] = useSaveProductTemplateValuesMutation();
  const [detach, detaching] = useDetachProductTemplatesMutation({
    refetchQueries: ['ProductTemplates'],
    awaitRefetchQueries: true,
  });
  const { form, onSubmit, formErrors, submitting } = useMutationForm<EntryFormValues>({
    defaultValues: entryFormValues(flow.fields, template.values),
    fieldNames: entryFieldNames(flow.fields),
    submit: async (values) => {
      // Values never saved are left out rather than cleared, like a new entry.
      const editing = Object.keys((template.values as Record<string, unknown> | null) ?? {}).length > 0;
      const { data } = await save({
        variables: { productId, flowId: flow.id, values: entryValuesInput(flow.fields, values, editing) },
      });
      return payloadResult(data?.saveProductTemplateValues, {
        success: `${flow.name} saved`,
        saved: (payload) => payload.template,
        savedValues: (saved) => entryFormValues(flow.fields, saved.values),
      });
    },
  });

  const detachTemplate = async () => {
    try {
      const payload = (await detach({ variables: { productId, flowIds: [flow.id] } })).data
        ?.detachProductTemplates;
      const problem = payload ? firstMessage(payload.userErrors) : 'The template could not be detached.';
      if (problem) showToast(problem, 'danger');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    }
  };

  return (
    <form
      className="product-template"
      aria-label={`Template ${flow.name}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <H4>{flow.name}</H4>
      <FormErrors messages={formErrors} />
      <EntryValueFields form={form} fields={flow.fields} />
      <ControlGroup>
        <Button type="submit" intent="primary" text={`Save ${flow.name}`} loading={submitting} />
        <Button
          icon={<TrashIcon />}
          text="Detach"
          aria-label={`Detach ${flow.name}`}
          loading={detaching.loading}
          onClick={() => void detachTemplate()}
        />
      </ControlGroup>
    </form>
  );
}
