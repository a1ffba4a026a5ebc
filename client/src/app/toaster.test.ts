import { clearToasts, getToaster, showToast, TOAST_TIMEOUT_MS } from './toaster';

afterEach(() => jest.restoreAllMocks());

it("shows each notification for the spec's 4 seconds (section 9)", async () => {
  const toaster = await getToaster();
  const show = jest.spyOn(toaster, 'show').mockReturnValue('toast-1');
  showToast('Saved');
  await Promise.resolve(); // showToast waits for the toaster once it exists
  expect(show).toHaveBeenCalledWith({ message: 'Saved', intent: 'success', timeout: 4000 });
  expect(TOAST_TIMEOUT_MS).toBe(4000);
  await clearToasts();
});
