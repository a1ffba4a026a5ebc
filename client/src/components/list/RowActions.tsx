import { Button } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';

export interface RowActionsProps {
  /** What the row is and its name, e.g. `password profile Staff`: the buttons' accessible names. */
  what: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A table row's Edit and Delete buttons, named after the row so screen readers tell rows apart. */
export function RowActions({ what, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      {onEdit && (
        <Button
          variant="minimal"
          icon={<EditIcon />}
          text="Edit"
          aria-label={`Edit ${what}`}
          onClick={onEdit}
        />
      )}
      {onDelete && (
        <Button
          variant="minimal"
          intent="danger"
          icon={<TrashIcon />}
          text="Delete"
          aria-label={`Delete ${what}`}
          onClick={onDelete}
        />
      )}
    </>
  );
}
