// The promotions area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.
import { listUrl, type PageSize } from '../../components/list/listParams';

export const PROMOTIONS_PATH = '/promotions';
export const RULE_PROMOTIONS_PATH = '/promotions/rules';
/** The fields of a legacy promotion document (`v2/promotions/attributes`). */
export const PROMOTION_ATTRIBUTES_PATH = '/promotions/attributes';

interface ListUrlParams {
  filters?: { name?: string; enabled?: string };
  pageSize?: PageSize;
  offset?: number;
}

/** The legacy promotions tab, optionally filtered and paged (the query string the page reads). */
export function promotionListUrl(params: ListUrlParams = {}): string {
  return listUrl(PROMOTIONS_PATH, params);
}

/** The rule promotions tab. */
export function rulePromotionListUrl(params: ListUrlParams = {}): string {
  return listUrl(RULE_PROMOTIONS_PATH, params);
}

/** A legacy promotion with its codes, jobs and history. */
export function promotionUrl(id: string): string {
  return `${PROMOTIONS_PATH}/${encodeURIComponent(id)}`;
}

/** A rule promotion with its codes and jobs. */
export function rulePromotionUrl(id: string): string {
  return `${RULE_PROMOTIONS_PATH}/${encodeURIComponent(id)}`;
}
