// The integrations area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const INTEGRATIONS_PATH = '/integrations';
/** Every integration's delivery logs (`v2/integrations/logs`). */
export const INTEGRATION_LOGS_PATH = '/integrations/logs';

/** The integration list, optionally filtered by name and paged. */
export function integrationListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(INTEGRATIONS_PATH, params);
}

/** An integration with its delivery logs (paged) and jobs. */
export function integrationUrl(id: string, params: { pageSize?: PageSize; offset?: number } = {}): string {
  return listUrl(`${INTEGRATIONS_PATH}/${encodeURIComponent(id)}`, params);
}
