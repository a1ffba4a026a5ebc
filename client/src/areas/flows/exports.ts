// What other areas may import from this area (besides urls.ts); anything else here is private to it.
export { EntryValueFields } from './components/EntryValueFields';
export { entryFieldNames, entryFormValues, entryValuesInput, type EntryFormValues } from './flowForms';
