import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Catches the files the page downloads (jsdom cannot follow a download link): each Blob given to
 * `URL.createObjectURL`, read back as text. `restore` puts the anchor's click back.
 */
export function catchDownloads(): { texts: () => Promise<string[]>; restore: () => void } {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { texts: () => Promise.all(saved.map((blob) => blob.text())), restore: () => click.mockRestore() };
}

/**
 * The round trip a seller makes on a list: "Export all (CSV)", then "Import (CSV)" of that very
 * file. Returns the import dialog at its preview and the exported text.
 */
export async function exportThenImport(
  user: UserEvent,
  { list, noun, exported }: { list: string; noun: string; exported: string },
): Promise<{ dialog: HTMLElement; text: string }> {
  const downloads = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
  await screen.findByText(`Exported ${exported}`);
  const [text = ''] = await downloads.texts();
  downloads.restore();
  await user.click(screen.getByRole('button', { name: 'Import (CSV)' }));
  const dialog = await screen.findByRole('dialog', { name: `Import ${list}` });
  await user.upload(
    within(dialog).getByLabelText(`CSV file of ${noun}`),
    new File([text], `${list}.csv`, { type: 'text/csv' }),
  );
  return { dialog, text };
}
