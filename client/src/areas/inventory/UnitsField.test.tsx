import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { UnitsField } from './UnitsField';

interface Values {
  units: string;
}

function Form({ required, onSave }: { required?: boolean; onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { units: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <UnitsField form={form} name="units" id="units" label="Units" required={required} />
      <button type="submit">Save</button>
    </form>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

test('a required count refuses blank and fractions, and is marked required and numeric', async () => {
  const onSave = jest.fn();
  render(<Form required onSave={onSave} />);
  const input = screen.getByLabelText('Units');
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  await save();
  expect(await screen.findByText('Enter a whole number of 0 or more')).toBeInTheDocument();
  await userEvent.type(input, '2.5');
  await save();
  expect(onSave).not.toHaveBeenCalled();
  await userEvent.clear(input);
  await userEvent.type(input, ' 7 ');
  await save();
  expect(onSave).toHaveBeenCalledWith({ units: ' 7 ' }, expect.anything());
});

test('an optional count accepts blank but still refuses what is not a whole number', async () => {
  const onSave = jest.fn();
  render(<Form onSave={onSave} />);
  const input = screen.getByLabelText('Units');
  expect(input).not.toHaveAttribute('aria-required');
  await save();
  expect(onSave).toHaveBeenCalledWith({ units: '' }, expect.anything());
  await userEvent.type(input, '-1');
  await save();
  expect(await screen.findByText('Enter a whole number of 0 or more')).toBeInTheDocument();
  expect(onSave).toHaveBeenCalledTimes(1);
});
