import { useCallback } from 'react';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { hasUnsavedChanges } from './unsavedChanges';

/**
 * Mounted once in the shell: while a form registered with `useUnsavedChanges` is dirty, any
 * navigation (another page, or closing a dialog kept in the URL) waits for the seller's answer.
 */
export function UnsavedChangesPrompt() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      hasUnsavedChanges(),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      confirmText="Leave without saving"
      cancelText="Stay"
      intent="warning"
      icon={<WarningSignIcon />}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>
        <strong>Leave without saving?</strong>
      </p>
      <p>Your changes on this page have not been saved and will be lost.</p>
    </ConfirmDialog>
  );
}
