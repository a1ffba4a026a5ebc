import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FilterRemoveIcon, SearchIcon } from '@blueprintjs/icons';

/**
 * The date picker and its calendar code load only on lists that filter by date, and never hold up
 * the rest of the page: until it is there, the field shows its value read-only.
 */
const DateFilter = lazy(() => import('./DateFilter').then((module) => ({ default: module.DateFilter })));

/** The spec's debounce before typed filter text is applied. */
export const FILTER_DEBOUNCE_MS = 500;

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterField<TKey extends string> =
  | { kind: 'text'; key: TKey; label: string; placeholder?: string }
  /** A select; its first option should be the "no filter" choice with value ''. */
  | { kind: 'select'; key: TKey; label: string; options: readonly FilterOption[] }
  /** A calendar day (`YYYY-MM-DD` in the URL) picked from a date picker; other text is refused. */
  | { kind: 'date'; key: TKey; label: string };

export interface FilterBarProps<TKey extends string> {
  fields: readonly FilterField<TKey>[];
  /** Current values by key ('' for no filter), usually `useListParams().params.filters`. */
  values: Record<TKey, string>;
  /** Called with the filters that changed, usually `useListParams().setFilters`. */
  onChange: (changes: Partial<Record<TKey, string>>) => void;
  /** Shown at the end of the bar, e.g. the list's "Add" button. */
  actions?: ReactNode;
}

/**
 * A row of labelled filter inputs. Text is applied 500 ms after the last keystroke; selects and picked
 * dates at once.
 */
export function FilterBar<TKey extends string>({ fields, values, onChange, actions }: FilterBarProps<TKey>) {
  const activeKeys = fields.filter((field) => values[field.key] !== '').map((field) => field.key);
  return (
    <div className="filter-bar" role="search">
      {fields.map((field) =>
        field.kind === 'date' ? (
          <Suspense
            key={field.key}
            fallback={
              <FormGroup label={field.label} labelFor={`filter-${field.key}`} className="filter-bar__field">
                <InputGroup
                  id={`filter-${field.key}`}
                  value={values[field.key]}
                  placeholder="YYYY-MM-DD"
                  readOnly
                />
              </FormGroup>
            }
          >
            <DateFilter
              id={`filter-${field.key}`}
              label={field.label}
              value={values[field.key]}
              onChange={(value) => onChange({ [field.key]: value } as Partial<Record<TKey, string>>)}
            />
          </Suspense>
        ) : field.kind === 'text' ? (
          <DebouncedTextFilter
            key={field.key}
            id={`filter-${field.key}`}
            label={field.label}
            placeholder={field.placeholder}
            value={values[field.key]}
            onChange={(value) => onChange({ [field.key]: value } as Partial<Record<TKey, string>>)}
          />
        ) : (
          <FormGroup
            key={field.key}
            label={field.label}
            labelFor={`filter-${field.key}`}
            className="filter-bar__field"
          >
            <HTMLSelect
              id={`filter-${field.key}`}
              value={values[field.key]}
              options={field.options}
              onChange={(event) =>
                onChange({ [field.key]: event.currentTarget.value } as Partial<Record<TKey, string>>)
              }
            />
          </FormGroup>
        ),
      )}
      {activeKeys.length > 0 && (
        <Button
          className="filter-bar__clear"
          variant="minimal"
          icon={<FilterRemoveIcon />}
          text="Clear filters"
          onClick={() =>
            onChange(Object.fromEntries(activeKeys.map((key) => [key, ''])) as Partial<Record<TKey, string>>)
          }
        />
      )}
      {actions && <div className="filter-bar__actions">{actions}</div>}
    </div>
  );
}

interface DebouncedTextFilterProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

function DebouncedTextFilter({ id, label, placeholder, value, onChange }: DebouncedTextFilterProps) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const [lastEmitted, setLastEmitted] = useState(value);

  // The URL changed: follow it, unless it is only catching up with text we sent (the seller may
  // have typed on meanwhile, and that must not be overwritten).
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== lastEmitted) setDraft(value);
  }

  const emit = useEffectEvent((text: string) => {
    setLastEmitted(text);
    onChange(text);
  });

  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => emit(draft), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <FormGroup label={label} labelFor={id} className="filter-bar__field">
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={placeholder}
        value={draft}
        onValueChange={setDraft}
      />
    </FormGroup>
  );
}
