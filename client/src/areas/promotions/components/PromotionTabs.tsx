import { SubNav } from '../../../components/SubNav';
import { PROMOTION_ATTRIBUTES_PATH, PROMOTIONS_PATH, RULE_PROMOTIONS_PATH } from '../urls';

/** The sections of `/promotions`, each its own URL so filters and paging stay per section. */
const PROMOTION_SECTIONS = [
  { label: 'Promotions', to: PROMOTIONS_PATH, end: true },
  { label: 'Rule promotions', to: RULE_PROMOTIONS_PATH },
  { label: 'Fields', to: PROMOTION_ATTRIBUTES_PATH },
] as const;

export function PromotionTabs() {
  return <SubNav label="Promotions sections" items={PROMOTION_SECTIONS} />;
}
