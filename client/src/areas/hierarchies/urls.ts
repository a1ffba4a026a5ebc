// The hierarchies area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const HIERARCHIES_PATH = '/hierarchies';

/** The hierarchy list, optionally filtered by name and paged (the query string the page reads). */
export function hierarchyListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(HIERARCHIES_PATH, params);
}

/** A hierarchy's tree, optionally with a node selected (`?node=`), so a selection can be shared. */
export function hierarchyUrl(id: string, nodeId?: string): string {
  const path = `${HIERARCHIES_PATH}/${encodeURIComponent(id)}`;
  return nodeId ? `${path}?node=${encodeURIComponent(nodeId)}` : path;
}
