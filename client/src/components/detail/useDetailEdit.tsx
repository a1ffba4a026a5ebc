import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { EntityFormDialogProps } from '../form/MutationFormDialog';
import { payloadResult, type MutationFormResult, type PayloadLike } from '../form/useMutationForm';
import type { UserErrorLike } from '../form/userErrors';
import { useUrlDialog, type UrlDialog } from '../useUrlDialog';
import { capitalize } from '../../format/text';
import { NO_CHANGES, type DetailSave } from './detailSave';

export interface DetailEditOptions<TValues extends FieldValues, TPayload extends PayloadLike> {
  /**
   * What the page edits, as in running text (`price book`, `Custom API`): the dialog is titled
   * `Edit price book`, its button says `Save price book`, and success toasts `Price book saved`.
   */
  noun: string;
  /** The dialog's name in the URL (`?dialog=edit-book`); `edit` by default. */
  dialog?: string;
  /** The entity's create-or-edit dialog, e.g. `PriceBookFormDialog`. */
  form: ComponentType<EntityFormDialogProps<TValues>>;
  /** The values the dialog opens on: the entity as stored. */
  values: TValues;
  /** Runs the update mutation; `NO_CHANGES` closes the dialog. */
  save: DetailSave<TValues, TPayload>;
  /** The saved entity in the payload; when given, success also needs it present. */
  saved?: (payload: TPayload) => unknown;
  /** The payload's userErrors as the form's fields know them (an API whose paths differ). */
  fieldErrors?: (userErrors: readonly UserErrorLike[]) => readonly UserErrorLike[];
}

/** The edit: its URL-kept dialog's state and the dialog itself (rendered only while open). */
export interface DetailEdit extends UrlDialog {
  dialog: ReactNode;
}

/**
 * A detail page's edit in its entity's form dialog, kept in the URL: saving sends the update, toasts,
 * and closes the dialog; userErrors stay in the form. `DetailLayout`'s `edit` renders its button and
 * dialog.
 */
export function useDetailEdit<TValues extends FieldValues, TPayload extends PayloadLike>({
  noun,
  dialog = 'edit',
  form: Form,
  values,
  save,
  saved,
  fieldErrors,
}: DetailEditOptions<TValues, TPayload>): DetailEdit {
  const editDialog = useUrlDialog(dialog);
  const submit = async (submitted: TValues): Promise<MutationFormResult<TValues>> => {
    const payload = await save(submitted);
    if (payload === NO_CHANGES) {
      editDialog.close();
      return { userErrors: [] };
    }
    const result = payloadResult(payload, {
      success: `${capitalize(noun)} saved`,
      saved,
      then: editDialog.close,
    });
    return fieldErrors ? { ...result, userErrors: fieldErrors(result.userErrors) } : result;
  };
  return {
    ...editDialog,
    dialog: editDialog.isOpen && (
      <Form
        title={`Edit ${noun}`}
        submitText={`Save ${noun}`}
        defaultValues={values}
        onSubmit={submit}
        onClose={editDialog.close}
      />
    ),
  };
}
