import type { ReactNode } from 'react';
import type { useMutation } from '@apollo/client/react';
import type { MutationHookOptions } from '../../graphql/apollo-hooks';
import {
  payloadResult,
  requirePayload,
  type MutationFormResult,
  type PayloadLike,
} from '../form/useMutationForm';
import { useOpenCreated } from '../form/useOpenCreated';
import type { UserErrorLike } from '../form/userErrors';
import { capitalize } from '../../format/text';
import { useUrlDialog, type UrlDialog } from '../useUrlDialog';

/** What a create dialog is given: its texts, the submit that runs the create, and the close. */
export interface CreateDialogProps<TValues> {
  title: string;
  submitText: string;
  /** Runs the create; resolves to the payload's userErrors, for the form to show. */
  onSubmit: (values: TValues) => Promise<MutationFormResult<TValues>>;
  onClose: () => void;
}

/** A list page's create flow as `ListPage` takes it (`create`): the add button and its dialog. */
export interface CreateFlow extends UrlDialog {
  /** The header's button that opens the dialog, e.g. "Add price book". */
  add: { text: string; onClick: () => void };
  /** The dialog while it is open, else null. */
  dialog: ReactNode;
}

/** A generated `useCreate…Mutation` hook whose variables are the one `input`. */
export type CreateMutationHook<TData, TInput> = (
  options: MutationHookOptions<TData, { input: TInput }>,
) => useMutation.ResultTuple<TData, { input: TInput }>;

export interface CreateFlowOptions<
  TData,
  TInput,
  TValues,
  TPayload extends PayloadLike,
  TRecord extends { id: string },
> {
  /**
   * The new record's noun, which names the button and dialog ("Add price book", "Create price book")
   * and the toast ("Price book created") unless `texts` says otherwise.
   */
  noun: string;
  /** Other texts than the noun's. */
  texts?: { add?: string; title?: string; submit?: string; success?: string };
  /** The dialog's name in the URL (`?dialog=create`). */
  dialogName?: string;
  /** The form's values as the mutation's `input`. */
  input: (values: TValues) => TInput;
  /** The payload in the mutation's answer, e.g. `(data) => data.createPriceBook`. */
  payload: (data: TData) => TPayload;
  /** The created record in the payload, e.g. `(payload) => payload.priceBook`. */
  record: (payload: TPayload) => TRecord | null | undefined;
  /** The `Query` list field the record joins, e.g. `priceBooks`: evicted, so lists read it again. */
  list: string;
  /**
   * The record's page, opened once it is created. Without it the dialog closes and the page stays
   * (with the list read again).
   */
  url?: (id: string) => string;
  /** Instead of the toast and the record's page: what the page does with what was created. */
  onCreated?: (record: TRecord, payload: TPayload) => void;
  /** The payload's userErrors as the form shows them (a provider's field named as the form's). */
  userErrors?: (userErrors: readonly UserErrorLike[]) => readonly UserErrorLike[];
  /** The dialog, given its texts, submit and close; rendered only while open. */
  dialog: (props: CreateDialogProps<TValues>) => ReactNode;
}

/**
 * The create flow every list page repeats: a dialog kept in the URL, the create mutation with the
 * form's values as its `input`, the list's eviction once a record is created, then a toast and the
 * new record's page (or, without `url`, the dialog closed). Hand the result to `ListPage`'s `create`.
 */
export function useCreateFlow<
  TData,
  TInput,
  TValues,
  TPayload extends PayloadLike,
  TRecord extends { id: string },
>(
  useCreateMutation: CreateMutationHook<TData, TInput>,
  options: CreateFlowOptions<TData, TInput, TValues, TPayload, TRecord>,
): CreateFlow {
  const { noun, texts, input, payload, record, list, url, onCreated, userErrors, dialog } = options;
  const urlDialog = useUrlDialog(options.dialogName ?? 'create');
  const openCreated = useOpenCreated();
  const created = (data: TData | null | undefined) => (data ? record(payload(data)) : undefined);
  const [create] = useCreateMutation({
    update: (cache, { data }) => {
      if (created(data)) cache.evict({ id: 'ROOT_QUERY', fieldName: list });
    },
  });
  const success = texts?.success ?? `${capitalize(noun)} created`;

  const outcome = async (answer: TPayload | undefined): Promise<MutationFormResult<TValues>> => {
    if (url) return openCreated(answer, answer && record(answer), { message: success, url });
    if (!onCreated) return payloadResult(answer, { success, saved: record, then: urlDialog.close });
    const present = requirePayload(answer);
    const createdRecord = record(present);
    if (createdRecord && present.userErrors.length === 0) {
      urlDialog.close();
      onCreated(createdRecord, present);
    }
    return { userErrors: present.userErrors };
  };

  const submit = async (values: TValues): Promise<MutationFormResult<TValues>> => {
    const { data } = await create({ variables: { input: input(values) } });
    const result = await outcome(data ? payload(data) : undefined);
    return userErrors ? { ...result, userErrors: userErrors(result.userErrors) } : result;
  };

  const addText = texts?.add ?? `Add ${noun}`;
  return {
    ...urlDialog,
    add: { text: addText, onClick: urlDialog.open },
    dialog: urlDialog.isOpen
      ? dialog({
          title: texts?.title ?? addText,
          submitText: texts?.submit ?? `Create ${noun}`,
          onSubmit: submit,
          onClose: urlDialog.close,
        })
      : null,
  };
}
