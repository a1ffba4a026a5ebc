import type { RouteObject } from 'react-router';

export const SETTINGS_PATH = '/settings';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
  },
];
