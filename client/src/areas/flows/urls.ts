// The flows area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const FLOWS_PATH = '/flows';

export const flowDetailUrl = (flowId: string) => `${FLOWS_PATH}/${encodeURIComponent(flowId)}`;
