// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { slugify } from './catalogueForms';
export { LegacyResourceTab } from './components/LegacyResourceTab';
