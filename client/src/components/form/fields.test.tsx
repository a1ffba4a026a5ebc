import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { AmountField } from './AmountField';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';

interface Values {
  amount: string;
  enabled: boolean;
  kind: string;
}

/** A form of the given fields; Save validates them and reports what was submitted. */
function Form({
  fields,
  onSave,
}: {
  fields: (form: UseFormReturn<Values>) => ReactNode;
  onSave: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: { amount: '', enabled: false, kind: 'B' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      {fields(form)}
      <button type="submit">Save</button>
    </form>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AmountField', () => {
  const amount = (props: { required?: boolean; positive?: boolean }) => (form: UseFormReturn<Values>) => (
    <AmountField
      form={form}
      name="amount"
      id="thing-amount"
      label="Price"
      currency="USD"
      invalidText="Enter a price such as 5.00"
      {...props}
    />
  );

  test('labels the amount with its currency and refuses more decimals than the currency has', async () => {
    const onSave = jest.fn();
    render(<Form fields={amount({})} onSave={onSave} />);
    const input = screen.getByLabelText('Price (USD)');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).not.toHaveAttribute('aria-required');
    await userEvent.type(input, '5.001');
    await save();
    expect(await screen.findByText('Enter a price such as 5.00')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: '' }), expect.anything());
  });

  test('a required, positive amount refuses blank and zero with the same message', async () => {
    const onSave = jest.fn();
    render(<Form fields={amount({ required: true, positive: true })} onSave={onSave} />);
    const input = screen.getByLabelText('Price (USD)');
    expect(input).toHaveAttribute('aria-required', 'true');
    await save();
    expect(await screen.findByText('Enter a price such as 5.00')).toBeInTheDocument();
    await userEvent.type(input, '0');
    await save();
    expect(screen.getByText('Enter a price such as 5.00')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(input, '.50');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.50' }), expect.anything());
  });
});

test('CheckboxField is named by its row label and its text, and shows the helper text', async () => {
  const onSave = jest.fn();
  render(
    <Form
      fields={(form) => (
        <CheckboxField
          form={form}
          name="enabled"
          id="thing-enabled"
          label="Enabled"
          text="The thing is in use"
          helperText="Off hides it."
        />
      )}
      onSave={onSave}
    />,
  );
  expect(screen.getByText('Enabled')).toBeInTheDocument();
  expect(screen.getByText('Off hides it.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Enabled The thing is in use' }));
  await save();
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ enabled: true }), expect.anything());
});

test('SelectField offers its options under its label and shows a field error on the select', async () => {
  const onSave = jest.fn();
  function Fields({ form }: { form: UseFormReturn<Values> }) {
    return (
      <>
        <SelectField
          form={form}
          name="kind"
          id="thing-kind"
          label="Kind"
          options={[
            { value: 'A', label: 'Apple' },
            { value: 'B', label: 'Banana' },
          ]}
        />
        <button type="button" onClick={() => form.setError('kind', { message: 'Kind is refused' })}>
          Refuse
        </button>
      </>
    );
  }
  render(<Form fields={(form) => <Fields form={form} />} onSave={onSave} />);
  const select = screen.getByRole('combobox', { name: 'Kind' });
  expect(select).toHaveValue('B');
  await userEvent.selectOptions(select, 'Apple');
  await save();
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ kind: 'A' }), expect.anything());

  await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText('Kind is refused')).toHaveAttribute('id', 'thing-kind-help');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAttribute('aria-describedby', 'thing-kind-help');
});

test('SelectField puts its blank option first, and a rule can refuse it', async () => {
  const onSave = jest.fn();
  render(
    <Form
      fields={(form) => (
        <SelectField
          form={form}
          name="kind"
          id="thing-kind"
          label="Kind"
          blankOption="Choose a kind…"
          options={[{ value: 'B', label: 'Banana' }]}
          rules={{ required: 'Choose a kind' }}
        />
      )}
      onSave={onSave}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Kind' });
  expect(Array.from(select.querySelectorAll('option'), (option) => [option.value, option.text])).toEqual([
    ['', 'Choose a kind…'],
    ['B', 'Banana'],
  ]);
  await userEvent.selectOptions(select, 'Choose a kind…');
  await save();
  expect(await screen.findByText('Choose a kind')).toHaveAttribute('id', 'thing-kind-help');
  expect(onSave).not.toHaveBeenCalled();
});
