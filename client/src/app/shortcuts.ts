// The admin's keyboard shortcuts, one list: Blueprint's hotkeys (HotkeysProvider in App.tsx,
// useHotkeys where a shortcut acts) bind them, and its "?" dialog lists them from what is registered.
import type { HotkeyConfig } from '@blueprintjs/core';

/** The dialog's heading for the shortcuts that work on every page. */
export const SHORTCUTS_GROUP = 'Everywhere';

/**
 * Shortcuts that only describe what Blueprint already does (its "?" dialog, Escape on overlays), so
 * the "?" dialog lists every key the admin answers to. They carry no handler.
 */
export const DESCRIBED_SHORTCUTS: readonly HotkeyConfig[] = [
  { combo: '?', label: 'Show keyboard shortcuts', global: true, group: SHORTCUTS_GROUP },
  { combo: 'esc', label: 'Close the palette or a dialog', global: true, group: SHORTCUTS_GROUP },
];

/** The command palette's shortcuts: Ctrl+K (Cmd+K on macOS) anywhere, "/" outside text fields. */
export function paletteShortcuts(open: () => void): HotkeyConfig[] {
  const onKeyDown = (event: KeyboardEvent) => {
    event.preventDefault();
    open();
  };
  return [
    {
      combo: 'mod+k',
      label: 'Open the command palette',
      global: true,
      group: SHORTCUTS_GROUP,
      allowInInput: true,
      onKeyDown,
    },
    {
      combo: '/',
      label: 'Open the command palette (outside text fields)',
      global: true,
      group: SHORTCUTS_GROUP,
      onKeyDown,
    },
  ];
}
