import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { showToast } from '../../app/toaster';
import { errorMessage } from '../../graphql/errors';
import { outcomeUnknown, toastMutationError } from '../mutationError';
import { useUnsavedChanges } from './unsavedChanges';
import { applyUserErrors, type UserErrorLike } from './userErrors';

export interface MutationFormResult<TValues> {
  /** The payload's userErrors; empty on success. */
  userErrors: readonly UserErrorLike[];
  /** On success, the values as stored (they become the form's new pristine values). */
  savedValues?: TValues;
}

export interface MutationFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** Fields that user errors may point at (the input's field names). */
  fieldNames: readonly Path<TValues>[];
  /** Runs the mutation. Throwing (network, GraphQL error) shows the message above the form. */
  submit: (values: TValues) => Promise<MutationFormResult<TValues>>;
}

export interface MutationForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** For `<form onSubmit>`: validates, runs `submit`, then shows user errors. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Messages that belong to no field (show them in a Callout above the form). */
  formErrors: string[];
  submitting: boolean;
}

/**
 * A react-hook-form form wired to a mutation: field errors from `userErrors` appear inline under
 * their fields, the rest above the form. What the seller typed is never cleared by a failure.
 */
export function useMutationForm<TValues extends FieldValues>({
  defaultValues,
  fieldNames,
  submit,
}: MutationFormOptions<TValues>): MutationForm<TValues> {
  const form = useForm<TValues>({ defaultValues });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Set synchronously, so a `then` that navigates away inside `submit` is never held up.
  const submittingNow = useRef(false);
  // The values last saved when `submit` gave no `savedValues` (the form stays dirty then).
  const savedSnapshot = useRef<string | null>(null);
  // Read during render so react-hook-form re-renders on dirtiness changes.
  const { isDirty } = form.formState;

  useUnsavedChanges(
    () => !submittingNow.current && isDirty && JSON.stringify(form.getValues()) !== savedSnapshot.current,
  );

  const save = async (values: TValues) => {
    setFormErrors([]);
    try {
      const { userErrors, savedValues } = await submit(values);
      const unmatched = applyUserErrors(userErrors, form.setError, fieldNames);
      setFormErrors(unmatched.map((error) => error.message));
      if (userErrors.length === 0 && savedValues) form.reset(savedValues);
      else if (userErrors.length === 0) savedSnapshot.current = JSON.stringify(form.getValues());
    } catch (error) {
      // Maybe saved after all: warned as everywhere else, and kept above the form (the toast goes)
      // so the seller checks before pressing the button again.
      setFormErrors([outcomeUnknown(error) ? toastMutationError(error) : errorMessage(error)]);
    }
  };

  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    submittingNow.current = true;
    try {
      await form.handleSubmit(save)(event);
    } finally {
      submittingNow.current = false;
    }
  };

  return { form, onSubmit, formErrors, submitting: form.formState.isSubmitting };
}

/** A mutation payload: every one carries `userErrors`. */
export interface PayloadLike {
  readonly userErrors: readonly UserErrorLike[];
}

export interface PayloadResultOptions<TPayload, TEntity, TValues> {
  /** The toast on success, e.g. `Customer saved`. */
  success: string;
  /** The saved entity in the payload; when given, success also needs it present. */
  saved?: (payload: TPayload) => TEntity | null | undefined;
  /** Runs on success after the toast, e.g. closes the dialog. */
  then?: () => void;
  /** The saved entity as form values: they become the form's new pristine values. */
  savedValues?: (entity: TEntity) => TValues;
}

/** `submit`'s result for a form that starts again from `emptyValues` once its mutation succeeded. */
export function emptiedOnSuccess<TValues>(
  userErrors: readonly UserErrorLike[],
  emptyValues: TValues,
): MutationFormResult<TValues> {
  return userErrors.length === 0 ? { userErrors, savedValues: emptyValues } : { userErrors };
}

/**
 * The mutation's payload, or a thrown error when there is none: the gateway answers without one only
 * when something went wrong outside userErrors. The one place that says so.
 */
export function requirePayload<TPayload>(payload: TPayload | null | undefined): TPayload {
  if (!payload) throw new Error('The server returned no result.');
  return payload;
}

/**
 * A mutation payload as `submit`'s result: a missing payload throws (shown above the form); without
 * userErrors (and with the `saved` entity, when asked for) it toasts `success` and runs `then`.
 */
export function payloadResult<TPayload extends PayloadLike, TEntity = TPayload, TValues = never>(
  payload: TPayload | null | undefined,
  { success, saved, then, savedValues }: PayloadResultOptions<TPayload, TEntity, TValues>,
): MutationFormResult<TValues> {
  const present = requirePayload(payload);
  const entity = saved ? saved(present) : (present as unknown as TEntity);
  if (!entity || present.userErrors.length > 0) return { userErrors: present.userErrors };
  showToast(success);
  then?.();
  return savedValues ? { userErrors: [], savedValues: savedValues(entity) } : { userErrors: [] };
}
