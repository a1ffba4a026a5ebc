// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { ProductExportJob } from './components/ProductExportJob';
