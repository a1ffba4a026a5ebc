// The catalogs area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const CATALOGS_PATH = '/catalogs';

/** The catalog list, optionally filtered by name and paged. */
export function catalogListUrl(
  params: { filters?: { name?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(CATALOGS_PATH, params);
}

/** A catalog with its rules and releases. */
export function catalogUrl(id: string): string {
  return `${CATALOGS_PATH}/${encodeURIComponent(id)}`;
}

/** A release's products, optionally of one hierarchy, paged. */
export function releaseUrl(
  catalogId: string,
  releaseId: string,
  params: { filters?: { hierarchy?: string }; pageSize?: PageSize; offset?: number } = {},
): string {
  return listUrl(`${catalogUrl(catalogId)}/releases/${encodeURIComponent(releaseId)}`, params);
}

/** The shopper preview, optionally for a channel and a tag (tokens are never put in a URL). */
export function shopperPreviewUrl(context: { channel?: string; tag?: string } = {}): string {
  const search = new URLSearchParams();
  if (context.channel) search.set('channel', context.channel);
  if (context.tag) search.set('tag', context.tag);
  const query = search.toString();
  return `${CATALOGS_PATH}/preview${query ? `?${query}` : ''}`;
}
