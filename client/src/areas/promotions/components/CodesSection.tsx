import { Button, Callout, Card, H3, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { AddIcon, CrossIcon, RandomIcon, TagIcon, TrashIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import {
  useMutationForm,
  type MutationFormResult,
  requirePayload,
} from '../../../components/form/useMutationForm';
import type { ListParamsConfig } from '../../../components/list/listParams';
import { Pager } from '../../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { useListParams } from '../../../components/list/useListParams';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import { errorMessage } from '../../../graphql/errors';
import {
  useAddPromotionCodesMutation,
  useDeleteAllPromotionCodesMutation,
  useDeletePromotionCodeMutation,
  useGeneratePromotionCodesMutation,
  usePromotionCodesQuery,
  type PromotionCodeRowFragment,
  type PromotionFamily,
} from '../../../graphql/generated';
import {
  CODES_FORM_FIELDS,
  codesFormErrors,
  codesInput,
  GENERATE_FORM_FIELDS,
  parseCodes,
  type CodesFormValues,
  type GenerateFormValues,
} from '../promotionForms';
import { PromotionJobProgress } from './PromotionJobProgress';
import { formatDateTime } from '../../../format/dates';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
const JOB_KEY = 'job';
/** What a finished job or a code change may have changed on the page. */
export const CODE_QUERIES = ['PromotionCodes', 'PromotionJobs', 'PromotionHistory'];

const wholeNumber = (label: string, required: boolean) => (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return !required || `${label} is required`;
  return /^\d+$/.test(text) || `${label} must be a whole number`;
};

function AddCodesDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: CodesFormValues) => Promise<MutationFormResult<CodesFormValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<CodesFormValues>({
    defaultValues: { codes: '', uses: '' },
    fieldNames: CODES_FORM_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Add codes"
      submitText="Add codes"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="promotion-codes"
        label="Codes"
        error={fieldErrorMessage(errors.codes)}
        helperText="One code per line; codes are unique in the store."
      >
        <TextArea
          {...blueprintField(form, 'codes', 'promotion-codes', {
            validate: (value: unknown) =>
              (typeof value === 'string' && parseCodes(value).length > 0) || 'Enter at least one code',
          })}
          fill
          rows={4}
        />
      </FormField>
      <FormField
        id="promotion-code-uses"
        label="Uses per code"
        error={fieldErrorMessage(errors.uses)}
        helperText="Leave empty for unlimited uses."
      >
        <InputGroup
          {...blueprintField(form, 'uses', 'promotion-code-uses', { validate: wholeNumber('Uses', false) })}
          inputMode="numeric"
        />
      </FormField>
    </FormDialog>
  );
}

function GenerateCodesDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: GenerateFormValues) => Promise<MutationFormResult<GenerateFormValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<GenerateFormValues>({
    defaultValues: { count: '10', prefix: '', maxUsesPerCode: '' },
    fieldNames: GENERATE_FORM_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Generate codes"
      submitText="Generate codes"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="generate-count"
        label="Number of codes"
        error={fieldErrorMessage(errors.count)}
        helperText="From 1 to 1000; the job runs for a few seconds."
      >
        <InputGroup
          {...blueprintField(form, 'count', 'generate-count', {
            validate: wholeNumber('Number of codes', true),
          })}
          inputMode="numeric"
        />
      </FormField>
      <FormField
        id="generate-prefix"
        label="Prefix"
        error={fieldErrorMessage(errors.prefix)}
        helperText="Optional, e.g. SUMMER."
      >
        <InputGroup {...blueprintField(form, 'prefix', 'generate-prefix')} />
      </FormField>
      <FormField
        id="generate-uses"
        label="Uses per code"
        error={fieldErrorMessage(errors.maxUsesPerCode)}
        helperText="Leave empty for unlimited uses."
      >
        <InputGroup
          {...blueprintField(form, 'maxUsesPerCode', 'generate-uses', {
            validate: wholeNumber('Uses', false),
          })}
          inputMode="numeric"
        />
      </FormField>
    </FormDialog>
  );
}

/**
 * A promotion's codes: paged in the URL, added several at once, deleted one by one, or generated in
 * bulk by a job followed on the page (`?job=<id>`) until its CSV can be downloaded.
 */
export function CodesSection({ family, promotionId }: { family: PromotionFamily; promotionId: string }) {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeJob = searchParams.get(JOB_KEY);
  const { params, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const addDialog = useUrlDialog('add-codes');
  const generateDialog = useUrlDialog('generate-codes');
  const deleteDialog = useUrlItemDialog('delete-code', 'code');
  const deleteAllDialog = useUrlDialog('delete-all-codes');
  const result = usePromotionCodesQuery({
    variables: { family, promotionId, page: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.promotionCodes;
  const deleting = page?.items.find((code) => code.id === deleteDialog.itemId);
  const refetch = { refetchQueries: CODE_QUERIES, awaitRefetchQueries: true };
  const [addCodes] = useAddPromotionCodesMutation(refetch);
  const [generateCodes] = useGeneratePromotionCodesMutation({ refetchQueries: ['PromotionJobs'] });
  const [deleteCode, { loading: deletingCode }] = useDeletePromotionCodeMutation(refetch);
  const [deleteAllCodes, { loading: deletingAll }] = useDeleteAllPromotionCodesMutation(refetch);

  const setActiveJob = (jobId: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('dialog');
      if (jobId) next.set(JOB_KEY, jobId);
      else next.delete(JOB_KEY);
      return next;
    });

  const add = async (values: CodesFormValues): Promise<MutationFormResult<CodesFormValues>> => {
    const { data: added } = await addCodes({ variables: { family, promotionId, codes: codesInput(values) } });
    const payload = requirePayload(added?.addPromotionCodes);
    if (payload.userErrors.length === 0) {
      showToast(payload.codes.length === 1 ? 'Code added' : `${payload.codes.length} codes added`);
      addDialog.close();
    }
    return { userErrors: codesFormErrors(payload.userErrors) };
  };

  const generate = async (values: GenerateFormValues): Promise<MutationFormResult<GenerateFormValues>> => {
    const uses = values.maxUsesPerCode.trim();
    const prefix = values.prefix.trim();
    const { data: started } = await generateCodes({
      variables: {
        family,
        promotionId,
        count: Number(values.count),
        ...(prefix ? { prefix } : {}),
        ...(uses ? { maxUsesPerCode: Number(uses) } : {}),
      },
    });
    const payload = requirePayload(started?.generatePromotionCodes);
    if (payload.job && payload.userErrors.length === 0) setActiveJob(payload.job.id);
    return { userErrors: payload.userErrors };
  };

  const confirmDelete = async (code: PromotionCodeRowFragment) => {
    await toastMutation(async () => {
      const { data: deleted } = await deleteCode({ variables: { family, promotionId, codeId: code.id } });
      return deleted?.deletePromotionCode.userErrors;
    }, 'Code deleted');
    deleteDialog.close();
  };

  const confirmDeleteAll = async () => {
    await toastMutation(async () => {
      const { data: deleted } = await deleteAllCodes({ variables: { family, promotionId } });
      return deleted?.deleteAllPromotionCodes.userErrors;
    }, 'Every code deleted');
    deleteAllDialog.close();
  };

  const columns: readonly ResourceColumn<PromotionCodeRowFragment>[] = [
    { id: 'code', header: 'Code', cell: (code) => code.code },
    {
      id: 'uses',
      header: 'Uses left',
      cell: (code) => (code.uses === null ? 'Unlimited' : String(code.uses)),
    },
    {
      id: 'maxUses',
      header: 'Granted',
      cell: (code) => (code.maxUses === null ? '—' : String(code.maxUses)),
    },
    { id: 'consumeUnit', header: 'Counted', cell: (code) => code.consumeUnit.replace('_', ' ') },
    {
      id: 'createdBy',
      header: 'Created by',
      cell: (code) => (code.createdBy?.startsWith('job:') ? 'Job' : 'Seller'),
    },
    { id: 'createdAt', header: 'Created', cell: (code) => formatDateTime(code.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      cell: (code) => (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          text="Delete"
          aria-label={`Delete code ${code.code}`}
          onClick={() => deleteDialog.open(code.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="promotion-codes-heading" className="promotion-section">
      <div className="promotion-section__header">
        <H3 id="promotion-codes-heading">Codes</H3>
        <div>
          <Button icon={<AddIcon />} text="Add codes" onClick={addDialog.open} />{' '}
          <Button icon={<RandomIcon />} text="Generate codes" onClick={generateDialog.open} />{' '}
          <Button
            intent="danger"
            icon={<TrashIcon />}
            text="Delete all codes"
            disabled={!page || page.pageInfo.total === 0}
            onClick={deleteAllDialog.open}
          />
        </div>
      </div>
      {activeJob && (
        <Card className="promotion-job" aria-label="Code generation">
          <PromotionJobProgress
            key={activeJob}
            family={family}
            promotionId={promotionId}
            jobId={activeJob}
            onFinished={() => void client.refetchQueries({ include: CODE_QUERIES })}
          />
          <Button variant="minimal" icon={<CrossIcon />} text="Dismiss" onClick={() => setActiveJob(null)} />
        </Card>
      )}
      {error && (
        <Callout intent="danger" title="Could not load codes" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      <ResourceTable
        label="Codes"
        columns={columns}
        rows={error && !data ? [] : page?.items}
        rowKey={(code) => code.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(TagIcon)}
            title="No codes yet"
            description="Add codes shoppers can enter, or generate many at once."
          />
        }
      />
      <Pager
        offset={params.offset}
        pageSize={params.pageSize}
        total={page?.pageInfo.total}
        onOffsetChange={setOffset}
        onPageSizeChange={setPageSize}
        disabled={loading}
      />
      {addDialog.isOpen && <AddCodesDialog onSubmit={add} onClose={addDialog.close} />}
      {generateDialog.isOpen && <GenerateCodesDialog onSubmit={generate} onClose={generateDialog.close} />}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        confirmText="Delete"
        busy={deletingCode}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={deleteDialog.close}
      >
        Delete code {deleting?.code}? Shoppers can no longer use it.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={deleteAllDialog.isOpen}
        confirmText="Delete all codes"
        busy={deletingAll}
        onConfirm={() => void confirmDeleteAll()}
        onCancel={deleteAllDialog.close}
      >
        Delete all {page?.pageInfo.total ?? ''} codes of this promotion? Shoppers can no longer use any of
        them.
      </ConfirmDialog>
    </section>
  );
}
