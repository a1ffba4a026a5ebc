/**
 * Light or dark: follows the system (`prefers-color-scheme`) unless the seller picks one in the
 * navbar. The choice is kept in localStorage under {@link THEME_KEY}, a display preference of this
 * browser: it is not one of the spec's keys, so signing out (`clearAppStorage`) leaves it alone.
 */
import { useSyncExternalStore } from 'react';
import { Classes } from '@blueprintjs/core';
import { PRODUCT_STORAGE_NAME } from '../auth/credentials';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_KEY = `${PRODUCT_STORAGE_NAME}Theme`;
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const isThemeChoice = (value: string | null): value is ThemeChoice =>
  value !== null && (THEME_CHOICES as readonly string[]).includes(value);

export function readThemeChoice(): ThemeChoice {
  const stored = window.localStorage.getItem(THEME_KEY);
  return isThemeChoice(stored) ? stored : 'system';
}

const choiceListeners = new Set<() => void>();

export function writeThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') window.localStorage.removeItem(THEME_KEY);
  else window.localStorage.setItem(THEME_KEY, choice);
  for (const listener of choiceListeners) listener();
}

function subscribeChoice(listener: () => void): () => void {
  choiceListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The seller's choice, live across tabs. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeChoice, readThemeChoice);
}

/** Whether a media query matches, live; false where the browser has no `matchMedia` (jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/**
 * Applies the theme to the page: Blueprint's dark class on `<body>` (so portals such as dialogs,
 * drawers and popovers follow) and the CSS `color-scheme` (scroll bars, native inputs).
 */
function applyTheme(): void {
  const theme = resolveTheme(readThemeChoice(), systemPrefersDark());
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/**
 * Keeps the page's theme in step with the choice (this tab or another) and the system setting,
 * from the start (main.tsx), sign-in pages included. Returns the way to stop (tests).
 */
export function followTheme(): () => void {
  applyTheme();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  media?.addEventListener('change', applyTheme);
  const stopChoice = subscribeChoice(applyTheme);
  return () => {
    media?.removeEventListener('change', applyTheme);
    stopChoice();
  };
}
