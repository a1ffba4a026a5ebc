import { SubNav } from '../../../components/SubNav';
import { INTEGRATION_LOGS_PATH, INTEGRATIONS_PATH } from '../urls';

const INTEGRATION_SECTIONS = [
  { label: 'Integrations', to: INTEGRATIONS_PATH, end: true },
  { label: 'Delivery logs', to: INTEGRATION_LOGS_PATH },
] as const;

/** The sections of `/integrations`: the integrations, and every integration's delivery logs. */
export function IntegrationTabs() {
  return <SubNav label="Integrations sections" items={INTEGRATION_SECTIONS} />;
}
