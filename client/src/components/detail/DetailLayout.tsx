import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../ConfirmDialog';
import { PageHeader } from '../PageHeader';
import type { DetailDelete } from './useDetailDelete';
import type { DetailEdit } from './useDetailEdit';

/** The delete (from `useDetailDelete`): its button, e.g. `Delete customer`, and its question. */
export interface DetailLayoutRemove {
  state: DetailDelete;
  text: string;
  question: ReactNode;
  /** The confirming button's text; `Delete` by default. */
  confirmText?: string;
}

export interface DetailLayoutProps {
  title: string;
  back: { to: string; label: string };
  /** The edit (from `useDetailEdit`): an `Edit details` button (or `editText`) first among the actions, and its dialog. */
  edit?: DetailEdit;
  editText?: string;
  /** More buttons, between Edit and Delete. */
  actions?: ReactNode;
  remove?: DetailLayoutRemove;
  children?: ReactNode;
}

/** A loaded detail page: header with back link, Edit, other actions and Delete; body; edit dialog; delete confirm. */
export function DetailLayout({
  title,
  back,
  edit,
  editText = 'Edit details',
  actions,
  remove,
  children,
}: DetailLayoutProps) {
  const hasActions = edit !== undefined || actions !== undefined || remove !== undefined;
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        actions={
          hasActions && (
            <>
              {edit && <Button icon={<EditIcon />} text={editText} onClick={edit.open} />}
              {actions}
              {remove && (
                <Button
                  intent="danger"
                  variant="outlined"
                  icon={<TrashIcon />}
                  text={remove.text}
                  onClick={remove.state.open}
                />
              )}
            </>
          )
        }
      />
      {children}
      {edit?.dialog}
      {remove && <DetailDeleteConfirm remove={remove} />}
    </>
  );
}

/**
 * The delete's confirm dialog, as `DetailLayout` renders it; on its own for a page whose Delete
 * button stands elsewhere (in its form's actions).
 */
export function DetailDeleteConfirm({ remove }: { remove: Omit<DetailLayoutRemove, 'text'> }) {
  return (
    <ConfirmDialog
      isOpen={remove.state.isOpen}
      confirmText={remove.confirmText ?? 'Delete'}
      busy={remove.state.busy}
      onConfirm={remove.state.confirm}
      onCancel={remove.state.close}
    >
      {remove.question}
    </ConfirmDialog>
  );
}
