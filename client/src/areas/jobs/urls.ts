// The jobs area's URLs, apart from routes.tsx: pages link with these, and importing routes.tsx
// (which lazy-loads the pages) would close an import circle.

export const JOBS_PATH = '/jobs';
