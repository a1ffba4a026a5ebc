import { useEffect, useRef } from 'react';

/** Answers, at the moment of leaving, whether a mounted form holds edits that are not saved. */
type DirtyCheck = () => boolean;

const checks = new Set<DirtyCheck>();

/** True when any mounted form has unsaved edits (read by the leave prompt and on tab close). */
export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedChanges()) return;
  // Both, for the browsers that still read `returnValue`; the text itself is never shown.
  event.preventDefault();
  event.returnValue = '';
}

/**
 * Registers a form's dirty check for as long as it is mounted: the one `UnsavedChangesPrompt`
 * asks before in-app navigation, and closing the tab asks the browser's own question.
 * One registry rather than a blocker per form: a router honours only one `useBlocker` at a time.
 */
export function useUnsavedChanges(isDirty: DirtyCheck): void {
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  useEffect(() => {
    const check = () => latest.current();
    checks.add(check);
    if (checks.size === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      checks.delete(check);
      if (checks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}
