import type { ComponentType } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { UserErrorLike } from '../form/userErrors';
import type { BulkAction, BulkPrepareProps } from './bulk';

/** The fields of a bulk action's parameters step, registered on `form` with their inline rules. */
export interface BulkFieldsProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
}

export interface ParameterizedAction<TRow, TValues extends FieldValues> {
  id: string;
  /** The button's text, e.g. "Add to hierarchy node". */
  label: string;
  /** Past tense for the summary, e.g. "added to the node". */
  done: string;
  /** The button that starts the run once the values are valid, e.g. "Add to node". */
  submitText: string;
  defaults: DefaultValues<TValues>;
  /** The form's fields; a field whose rule fails shows its message and keeps the run from starting. */
  Fields: ComponentType<BulkFieldsProps<TValues>>;
  /** Changes one row with the values typed; resolves to the mutation's userErrors. */
  run: (row: TRow, values: TValues) => Promise<readonly UserErrorLike[]>;
}

/**
 * A bulk action that asks for parameters first: the bulk dialog shows `Fields` as a form, validates
 * it inline, and runs `run(row, values)` over the chosen rows only once it is valid.
 */
export function withParameters<TRow, TValues extends FieldValues>(
  spec: ParameterizedAction<TRow, TValues>,
): BulkAction<TRow> {
  const { Fields, defaults, run, submitText } = spec;
  function Prepare({ onReady, onCancel }: BulkPrepareProps<TRow>) {
    const form = useForm<TValues>({ defaultValues: defaults, mode: 'onTouched' });
    const submit = form.handleSubmit((values) => onReady((row) => run(row, values)));
    return (
      <form aria-label={spec.label} noValidate onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <Fields form={form} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onCancel} />
              <Button type="submit" intent="primary" text={submitText} />
            </>
          }
        />
      </form>
    );
  }
  return { id: spec.id, label: spec.label, done: spec.done, prepare: Prepare };
}
