import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StockLocationsDialog } from './StockLocationsDialog';

it("shows a provider error about a location's slug under that location's units", async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn().mockResolvedValue({
    userErrors: [{ field: ['locations', '1', 'slug'], message: 'north is not a location' }],
  });
  render(
    <StockLocationsDialog
      locations={[
        { slug: 'south', name: 'South', available: 2 },
        { slug: 'north', name: 'North', available: null },
      ]}
      onSubmit={onSubmit}
      onClose={jest.fn()}
    />,
  );
  const dialog = await screen.findByRole('form', { name: 'Stock at locations' });
  await user.type(within(dialog).getByLabelText('North'), '4');
  await user.click(within(dialog).getByRole('button', { name: 'Save stock at locations' }));
  expect(await within(dialog).findByText('north is not a location')).toHaveAttribute('id', 'level-1-help');
  expect(within(dialog).getByLabelText('North')).toHaveAttribute('aria-describedby', 'level-1-help');
  expect(onSubmit).toHaveBeenCalledWith({
    locations: [
      { slug: 'south', available: '2', held: true },
      { slug: 'north', available: '4', held: false },
    ],
  });
});
