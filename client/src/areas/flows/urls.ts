// The flows area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const FLOWS_PATH = '/flows';

export const flowDetailUrl = (flowId: string) => `${FLOWS_PATH}/${encodeURIComponent(flowId)}`;

/** Every flow field of the store. */
export const FLOW_FIELDS_PATH = `${FLOWS_PATH}/fields`;

/** One flow field, read by its id. */
export const flowFieldUrl = (fieldId: string) => `${FLOW_FIELDS_PATH}/${encodeURIComponent(fieldId)}`;
