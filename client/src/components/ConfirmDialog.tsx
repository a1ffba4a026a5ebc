import { useId, type ReactElement, type ReactNode } from 'react';
import { Alert, type Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import './overflow.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. "Delete product Blue shirt?". */
  children: ReactNode;
  /** Text of the confirming button, e.g. "Delete". */
  confirmText: string;
  cancelText?: string;
  intent?: Intent;
  /** An icon element, e.g. `<TrashIcon />` (the default). */
  icon?: ReactElement;
  /** Shows a spinner on the confirming button while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (a Blueprint Alert); long text wraps and scrolls. */
export function ConfirmDialog({
  isOpen,
  children,
  confirmText,
  cancelText = 'Cancel',
  intent = 'danger',
  icon = <TrashIcon />,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // The question names the dialog: an alert dialog without a name is announced as nothing.
  const questionId = useId();
  return (
    <Alert
      aria-labelledby={questionId}
      className="confirm-dialog"
      isOpen={isOpen}
      intent={intent}
      icon={icon}
      loading={busy}
      confirmButtonText={confirmText}
      cancelButtonText={cancelText}
      canEscapeKeyCancel={!busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div id={questionId}>{children}</div>
    </Alert>
  );
}
