import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NOT_A_DATE_MESSAGE } from './DateFilter';
import { FILTER_DEBOUNCE_MS, FilterBar } from './FilterBar';

/** The picker loads lazily (its calendar code is large); found once it is there. */
const findDateInput = (name: string) => screen.findByRole('combobox', { name }, { timeout: 15_000 });

function Dates({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [values, setValues] = useState({ from: initial });
  return (
    <FilterBar
      fields={[{ kind: 'date', key: 'from', label: 'Placed from' }]}
      values={values}
      onChange={(changes) => {
        if (changes.from !== undefined) onChange(changes.from);
        setValues((previous) => ({ ...previous, ...changes }));
      }}
    />
  );
}

describe('date filters', () => {
  jest.setTimeout(30_000);

  it('applies a typed YYYY-MM-DD day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Dates onChange={onChange} />);
    await user.type(await findDateInput('Placed from'), '2026-11-01');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01');
    expect(screen.queryByText(NOT_A_DATE_MESSAGE)).not.toBeInTheDocument();
  });

  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Dates initial="2026-11-01" onChange={onChange} />);
    await user.click(await findDateInput('Placed from'));
    await user.click(await screen.findByRole('gridcell', { name: /15/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-15');
  });

  it('refuses text that is not a date with an inline error and applies nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Dates onChange={onChange} />);
    const input = await findDateInput('Placed from');
    await user.type(input, 'last tuesday');
    await user.tab();
    expect(screen.getByText(NOT_A_DATE_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '2026-02-30');
    await user.tab();
    expect(screen.getByText(NOT_A_DATE_MESSAGE)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith('2026-02-30');
  });

  it('shows the error for a URL value that is not a date', async () => {
    render(<Dates initial="yesterday" onChange={jest.fn()} />);
    await findDateInput('Placed from');
    expect(screen.getByText(NOT_A_DATE_MESSAGE)).toBeInTheDocument();
  });
});

describe('text filters', () => {
  afterEach(() => jest.useRealTimers());

  it('sends typed text once the seller has paused for 500 ms (spec section 9), not on every key', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const onChange = jest.fn();
    render(
      <FilterBar
        fields={[{ kind: 'text', key: 'name', label: 'Name' }]}
        values={{ name: '' }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'tote');
    act(() => jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ name: 'tote' });
    expect(FILTER_DEBOUNCE_MS).toBe(500);
  });
});
