import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { longText } from '../fullValue';
import { FormErrors } from './FormErrors';
import '../overflow.css';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  /** Text of the submit button, e.g. "Create hierarchy". */
  submitText: string;
  submitting: boolean;
  /** Problems that belong to no field (`useMutationForm().formErrors`). */
  formErrors: readonly string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A small form in a Blueprint Dialog (create a child resource, rename something) built on
 * `useMutationForm`: field errors show inline, the rest above the fields; the dialog stays open on
 * failure so nothing typed is lost.
 */
export function FormDialog({
  isOpen,
  title,
  submitText,
  submitting,
  formErrors,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      className="form-dialog"
      isOpen={isOpen}
      // Blueprint cuts a long title with an ellipsis; the whole of it is on hover.
      title={<span title={longText(title)}>{title}</span>}
      onClose={onClose}
      canEscapeKeyClose={!submitting}
    >
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogBody>
          <FormErrors messages={formErrors} />
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={submitting} />
              <Button type="submit" intent="primary" text={submitText} loading={submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
