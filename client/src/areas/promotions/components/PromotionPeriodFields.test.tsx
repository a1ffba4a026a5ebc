import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { PromotionPeriodFields, type PromotionPeriodValues } from './PromotionPeriodFields';

function Form({ onSave }: { onSave: (values: PromotionPeriodValues) => void }) {
  const form = useForm<PromotionPeriodValues>({
    defaultValues: { start: '2026-06-01', end: '', enabled: true, automatic: false },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <FormProvider {...form}>
        <PromotionPeriodFields idPrefix="promo" />
      </FormProvider>
      <button type="submit">Save</button>
    </form>
  );
}

test('refuses a blank end day, then sends the days and both boxes', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  render(<Form onSave={onSave} />);
  expect(screen.getByLabelText('Starts on')).toHaveAttribute('id', 'promo-start');
  expect(screen.getByLabelText('Starts on')).toHaveAttribute('type', 'date');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('End is required')).toHaveAttribute('id', 'promo-end-help');
  expect(onSave).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Ends on'), '2026-06-30');
  await user.click(screen.getByRole('checkbox', { name: 'Applies automatically, without a code' }));
  await user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(
    { start: '2026-06-01', end: '2026-06-30', enabled: false, automatic: true },
    expect.anything(),
  );
});
