import { Button, Card } from '@blueprintjs/core';
import { CrossIcon, RandomIcon, TagIcon, TrashIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../../components/form/fieldProps';
import { showToast } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TableSection } from '../../../components/detail/TableSection';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { type MutationFormResult, requirePayload } from '../../../components/form/useMutationForm';
import type { ListParamsConfig } from '../../../components/list/listParams';
import { type ResourceColumn } from '../../../components/list/ResourceTable';
import { RowActions } from '../../../components/list/RowActions';
import { useListParams } from '../../../components/list/useListParams';
import { toastMutation } from '../../../components/toastMutation';
import { useUrlDialog } from '../../../components/useUrlDialog';
import {
  useAddPromotionCodesMutation,
  useDeleteAllPromotionCodesMutation,
  useDeletePromotionCodeMutation,
  useGeneratePromotionCodesMutation,
  usePromotionCodesQuery,
  type PromotionCodeRowFragment,
  type PromotionFamily,
} from '../../../graphql/generated';
import { completeData, latestData } from '../../../graphql/queryData';
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
import { listPager } from '../../../components/list/listPager';
import { TextField } from '../../../components/form/TextField';

const LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
const JOB_KEY = 'job';
/** What a finished job or a code change may have changed on the page. */
export const CODE_QUERIES = ['PromotionCodes', 'PromotionJobs', 'PromotionHistory'];

const wholeNumber = (label: string, required: boolean) => (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return !required || `${label} is required`;
  return /^\d+$/.test(text) || `${label} must be a whole number`;
};

/** How many times each code may be used; blank for unlimited. */
function UsesPerCodeField<TValues extends FieldValues>(field: FieldBinding<TValues>) {
  return (
    <TextField
      {...field}
      label="Uses per code"
      helperText="Leave empty for unlimited uses."
      rules={{ validate: wholeNumber('Uses', false) }}
      inputMode="numeric"
    />
  );
}

function AddCodesDialog(props: Pick<EntityFormDialogProps<CodesFormValues>, 'onSubmit' | 'onClose'>) {
  return (
    <EntityFormDialog
      {...props}
      title="Add codes"
      submitText="Add codes"
      defaultValues={{ codes: '', uses: '' }}
      fieldNames={CODES_FORM_FIELDS}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="codes"
            id="promotion-codes"
            label="Codes"
            helperText="One code per line; codes are unique in the store."
            rules={{
              validate: (value: unknown) =>
                (typeof value === 'string' && parseCodes(value).length > 0) || 'Enter at least one code',
            }}
            rows={4}
          />
          <UsesPerCodeField form={form} name="uses" id="promotion-code-uses" />
        </>
      )}
    </EntityFormDialog>
  );
}

function GenerateCodesDialog(props: Pick<EntityFormDialogProps<GenerateFormValues>, 'onSubmit' | 'onClose'>) {
  return (
    <EntityFormDialog
      {...props}
      title="Generate codes"
      submitText="Generate codes"
      defaultValues={{ count: '10', prefix: '', maxUsesPerCode: '' }}
      fieldNames={GENERATE_FORM_FIELDS}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="count"
            id="generate-count"
            label="Number of codes"
            helperText="From 1 to 1000; the job runs for a few seconds."
            rules={{ validate: wholeNumber('Number of codes', true) }}
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="prefix"
            id="generate-prefix"
            label="Prefix"
            helperText="Optional, e.g. SUMMER."
          />
          <UsesPerCodeField form={form} name="maxUsesPerCode" id="generate-uses" />
        </>
      )}
    </EntityFormDialog>
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
  const deleteAllDialog = useUrlDialog('delete-all-codes');
  const result = usePromotionCodesQuery({
    variables: { family, promotionId, page: { limit: params.pageSize, offset: params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = result;
  const data = completeData(result);
  const page = latestData(result)?.promotionCodes;
  const refetch = { refetchQueries: CODE_QUERIES, awaitRefetchQueries: true };
  const [addCodes] = useAddPromotionCodesMutation(refetch);
  const [generateCodes] = useGeneratePromotionCodesMutation({ refetchQueries: ['PromotionJobs'] });
  const [deleteCode] = useDeletePromotionCodeMutation(refetch);
  const rowDelete = useRowDelete({
    dialog: 'delete-code',
    itemKey: 'code',
    rows: page?.items,
    question: (code) => `Delete code ${code.code}? Shoppers can no longer use it.`,
    message: 'Code deleted',
    remove: async (code) => {
      const { data: deleted } = await deleteCode({ variables: { family, promotionId, codeId: code.id } });
      return deleted?.deletePromotionCode.userErrors;
    },
  });
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
      cell: (code) => <RowActions what={`code ${code.code}`} onDelete={() => rowDelete.ask(code.id)} />,
    },
  ];

  return (
    <TableSection
      id="promotion-codes"
      title="Codes"
      add={{ text: 'Add codes', onClick: addDialog.open }}
      actions={
        <>
          <Button icon={<RandomIcon />} text="Generate codes" onClick={generateDialog.open} />
          <Button
            intent="danger"
            icon={<TrashIcon />}
            text="Delete all codes"
            disabled={!page || page.pageInfo.total === 0}
            onClick={deleteAllDialog.open}
          />
        </>
      }
      notice={
        activeJob && (
          <Card className="promotion-job" aria-label="Code generation">
            <PromotionJobProgress
              key={activeJob}
              family={family}
              promotionId={promotionId}
              jobId={activeJob}
              onFinished={() => void client.refetchQueries({ include: CODE_QUERIES })}
            />
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              text="Dismiss"
              onClick={() => setActiveJob(null)}
            />
          </Card>
        )
      }
      loadError={{ title: 'Could not load codes', error }}
      table={{ columns, rows: error && !data ? [] : rowDelete.visible, rowKey: (code) => code.id, loading }}
      empty={{
        icon: TagIcon,
        title: 'No codes yet',
        description: 'Add codes shoppers can enter, or generate many at once.',
      }}
      pager={listPager({ params, setOffset, setPageSize }, page?.pageInfo.total, loading)}
    >
      {addDialog.isOpen && <AddCodesDialog onSubmit={add} onClose={addDialog.close} />}
      {generateDialog.isOpen && <GenerateCodesDialog onSubmit={generate} onClose={generateDialog.close} />}
      {rowDelete.confirmDialog}
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
    </TableSection>
  );
}
