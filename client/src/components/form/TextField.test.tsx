import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

interface Values {
  name: string;
}

/** One field in a form; Save validates it and reports what was submitted. */
function Form({
  field,
  onSave,
}: {
  field: Omit<TextFieldProps<Values>, 'form' | 'name' | 'id'>;
  onSave: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <TextField form={form} name="name" id="thing-name" {...field} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a required field refuses blank with "<label> is required" and ties the message to the input', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(
    <Form field={{ label: 'Name', helperText: 'Shown to shoppers.', required: true }} onSave={onSave} />,
  );
  const input = screen.getByLabelText('Name');
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(screen.getByText('Shown to shoppers.')).toBeInTheDocument();

  await user.type(input, '   ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toHaveAttribute('id', 'thing-name-help');
  expect(screen.queryByText('Shown to shoppers.')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'thing-name-help');
  expect(onSave).not.toHaveBeenCalled();

  await user.type(input, 'Blue');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ name: '   Blue' }, expect.anything());
});

test('an optional field accepts blank and is not marked required', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<Form field={{ label: 'Nickname' }} onSave={onSave} />);
  expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-required');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ name: '' }, expect.anything());
});

test('rules add checks, and a `validate` among them replaces the required check', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(
    <Form
      field={{
        label: 'Amount',
        required: true,
        rules: { validate: (value) => /^\d+$/.test(value) || 'Amount must be a whole number' },
      }}
      onSave={onSave}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Amount must be a whole number')).toBeInTheDocument();
  expect(screen.queryByText('Amount is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-required', 'true');
  expect(onSave).not.toHaveBeenCalled();
});

test('`rows` makes a multi-line text area with the same label, check and error', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(
    <Form field={{ label: 'Notes', required: true, rows: 3, placeholder: 'One per line' }} onSave={onSave} />,
  );
  const area = screen.getByLabelText('Notes');
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '3');
  expect(area).toHaveAttribute('placeholder', 'One per line');
  expect(area).toHaveAttribute('aria-required', 'true');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Notes is required')).toHaveAttribute('id', 'thing-name-help');
  expect(area).toHaveAttribute('aria-describedby', 'thing-name-help');

  await user.type(area, 'a{enter}b');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ name: 'a\nb' }, expect.anything());
});

test('`requiredMark` marks the input required but leaves blank to the server', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<Form field={{ label: 'Slug', requiredMark: true }} onSave={onSave} />);
  expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-required', 'true');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith({ name: '' }, expect.anything());
});

test('`className` styles the input itself, one-line or multi-line', () => {
  const { unmount } = render(
    <Form field={{ label: 'Code', className: 'promotion-json' }} onSave={jest.fn()} />,
  );
  expect(screen.getByLabelText('Code')).toHaveClass('promotion-json');
  unmount();
  render(<Form field={{ label: 'Rules', className: 'promotion-json', rows: 4 }} onSave={jest.fn()} />);
  expect(screen.getByLabelText('Rules')).toHaveClass('promotion-json');
});
