import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useHotkeys } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { DESCRIBED_SHORTCUTS, paletteShortcuts } from '../shortcuts';
import { readRecentPages, rememberPage, type RecentPage } from './recentPages';

// The palette's list, search and Blueprint's select package load on first use, not with the shell.
const PaletteOmnibar = lazy(async () => ({ default: (await import('./PaletteOmnibar')).PaletteOmnibar }));

/**
 * The command palette and the admin's global shortcuts: Ctrl+K (Cmd+K on macOS) anywhere and "/"
 * outside text fields open it; "?" lists every shortcut (Blueprint's hotkeys dialog); Escape closes.
 * It also remembers the pages this tab visited, which an empty palette offers first.
 */
export function CommandPalette() {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the chunk and reopening is instant.
  const [mounted, setMounted] = useState(false);
  const [recent, setRecent] = useState<RecentPage[]>([]);

  const open = useCallback(() => {
    setRecent(readRecentPages());
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const hotkeys = useMemo(() => [...paletteShortcuts(open), ...DESCRIBED_SHORTCUTS], [open]);
  useHotkeys(hotkeys);

  useEffect(() => {
    rememberPage(pathname);
  }, [pathname]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PaletteOmnibar
        isOpen={isOpen}
        onClose={close}
        recent={recent.filter((page) => page.to !== pathname)}
      />
    </Suspense>
  );
}
