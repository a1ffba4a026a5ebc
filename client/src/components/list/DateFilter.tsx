import { useState } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { dayOf, isDay, parseDay } from '../../format/dates';

/** What the seller is told when the text is not a date; nothing is applied then. */
export const NOT_A_DATE_MESSAGE = 'Not a date: pick one or type it as YYYY-MM-DD, e.g. 2026-11-01.';

/** The picker's calendar uses its built-in English names; no date-fns locale is fetched. */
const noLocale = () => Promise.resolve(undefined);
const formatDay = (date: Date) => dayOf(date);
const parseDayOrFalse = (text: string) => parseDay(text) ?? false;

export interface DateFilterProps {
  id: string;
  label: string;
  /** The filter's day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date filter: a Blueprint date picker whose text may also be typed as `YYYY-MM-DD`. Text that is
 * not a date is refused with an inline error and the filter keeps its previous value; a URL that
 * carries no date shows the same error (the list ignores it).
 */
export function DateFilter({ id, label, value, onChange }: DateFilterProps) {
  /** Typed text that was refused, kept on screen next to the error. */
  const [rejected, setRejected] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const urlError = value !== '' && !isDay(value);
  const error = rejected !== null || urlError;
  const helpId = `${id}-help`;

  const onBlur = () => {
    if (draft === undefined) return;
    const text = draft.trim();
    setDraft(undefined);
    if (text === '') {
      setRejected(null);
      if (value !== '') onChange('');
    } else if (isDay(text)) {
      setRejected(null);
      if (text !== value) onChange(text);
    } else {
      setRejected(text);
    }
  };

  return (
    <FormGroup
      label={label}
      labelFor={id}
      className="filter-bar__field"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={helpId}>{NOT_A_DATE_MESSAGE}</span> : undefined}
    >
      <DateInput
        value={isDay(value) ? value : null}
        formatDate={formatDay}
        parseDate={parseDayOrFalse}
        dateFnsLocaleLoader={noLocale}
        placeholder="YYYY-MM-DD"
        invalidDateMessage={rejected ?? value}
        showActionsBar
        highlightCurrentDay
        onChange={(picked) => {
          setRejected(null);
          setDraft(undefined);
          const day = picked ? picked.slice(0, 10) : '';
          if (day !== value) onChange(day);
        }}
        inputProps={{
          id,
          intent: error ? 'danger' : 'none',
          'aria-invalid': error,
          'aria-describedby': error ? helpId : undefined,
          onChange: (event) => setDraft(event.currentTarget.value),
          onBlur,
        }}
      />
    </FormGroup>
  );
}
