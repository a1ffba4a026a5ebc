import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { LoadedSelectField, type LoadedSelectFieldProps } from './LoadedSelectField';

interface Values {
  ownerId: string;
}

type Choices = Pick<LoadedSelectFieldProps<Values>, 'options' | 'loading' | 'loadError'>;

function Form({ choices, onSave }: { choices: Choices; onSave: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { ownerId: 'b' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <LoadedSelectField
        form={form}
        name="ownerId"
        id="thing-owner"
        label="Owner"
        blankOption="Choose an owner…"
        rules={{ validate: (value) => value !== '' || 'Choose an owner' }}
        {...choices}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const OPTIONS = [
  { value: 'a', label: 'Ann' },
  { value: 'b', label: 'Bob' },
];

test('is disabled while its first choices load, then shows the value the form holds', () => {
  const onSave = jest.fn();
  const { rerender } = render(<Form choices={{ options: [], loading: true }} onSave={onSave} />);
  expect(screen.getByRole('combobox', { name: 'Owner' })).toBeDisabled();
  rerender(<Form choices={{ options: OPTIONS, loading: false }} onSave={onSave} />);
  const select = screen.getByRole('combobox', { name: 'Owner' });
  expect(select).toBeEnabled();
  expect(select).toHaveValue('b');
});

test('checks its rules, and says why the choices could not be read', async () => {
  const onSave = jest.fn();
  render(
    <Form choices={{ options: OPTIONS, loading: false, loadError: 'Could not load.' }} onSave={onSave} />,
  );
  expect(screen.getByText('Could not load.')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Choose an owner…');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose an owner')).toBeInTheDocument();
  expect(screen.queryByText('Could not load.')).not.toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Ann');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ ownerId: 'a' }, expect.anything());
});
