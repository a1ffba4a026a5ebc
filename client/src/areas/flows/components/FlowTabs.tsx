import { SubNav } from '../../../components/SubNav';
import { FLOW_FIELDS_PATH, FLOWS_PATH } from '../urls';

const FLOW_SECTIONS = [
  { label: 'Flows', to: FLOWS_PATH, end: true },
  { label: 'All fields', to: FLOW_FIELDS_PATH },
] as const;

/** The sections of `/flows`: the flows, and every field of every flow. */
export function FlowTabs() {
  return <SubNav label="Flows sections" items={FLOW_SECTIONS} />;
}
