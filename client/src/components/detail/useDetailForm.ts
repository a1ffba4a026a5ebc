import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { payloadResult, useMutationForm, type MutationForm, type PayloadLike } from '../form/useMutationForm';
import { capitalize } from '../../format/text';
import { NO_CHANGES, type DetailSave } from './detailSave';

export interface DetailFormOptions<TEntity, TValues extends FieldValues, TPayload extends PayloadLike> {
  /** What the form saves, as in running text (`customer`): success toasts `Customer saved`. */
  noun: string;
  /** The entity as stored. */
  entity: TEntity;
  /** The entity as form values: the form opens on them and is reset to the saved entity's. */
  values: (entity: TEntity) => TValues & DefaultValues<TValues>;
  /** Fields that user errors may point at. */
  fieldNames: readonly Path<TValues>[];
  /** Runs the update mutation; `NO_CHANGES` keeps what was typed as the form's pristine values. */
  save: DetailSave<TValues, TPayload>;
  /** The saved entity in the payload. */
  saved: (payload: TPayload) => TEntity | null | undefined;
}

/**
 * The inline edit form of a detail page (`DetailForm`'s `mutationForm`): opens on the stored entity,
 * sends the update, toasts, and takes the saved entity's values as its new pristine values.
 */
export function useDetailForm<TEntity, TValues extends FieldValues, TPayload extends PayloadLike>({
  noun,
  entity,
  values,
  fieldNames,
  save,
  saved,
}: DetailFormOptions<TEntity, TValues, TPayload>): MutationForm<TValues> {
  return useMutationForm<TValues>({
    defaultValues: values(entity),
    fieldNames,
    submit: async (submitted) => {
      const payload = await save(submitted);
      if (payload === NO_CHANGES) return { userErrors: [], savedValues: submitted };
      return payloadResult(payload, { success: `${capitalize(noun)} saved`, saved, savedValues: values });
    },
  });
}
