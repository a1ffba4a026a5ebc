import { Button } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';

/** The submit button of an inline edit form (not a dialog's): primary, with the save icon. */
export function SaveButton({ text, submitting }: { text: string; submitting: boolean }) {
  return <Button type="submit" intent="primary" icon={<FloppyDiskIcon />} loading={submitting} text={text} />;
}
