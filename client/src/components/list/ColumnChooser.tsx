import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { ColumnLayoutIcon } from '@blueprintjs/icons';

export interface ColumnChooserProps {
  /** The table's columns; the first (the row's link) is always shown. */
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides a table's columns; the choice is kept in the URL (`?hide=`) and in saved views. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const hiddenCount = columns.filter((column) => hidden.includes(column.id)).length;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="column-chooser">
          <legend>Columns shown</legend>
          {columns.map((column, index) => (
            <Checkbox
              key={column.id}
              label={column.header || column.id}
              checked={!hidden.includes(column.id)}
              disabled={index === 0}
              onChange={(event) => {
                const show = event.currentTarget.checked;
                onChange(
                  show
                    ? hidden.filter((id) => id !== column.id)
                    : [...hidden.filter((id) => id !== column.id), column.id],
                );
              }}
            />
          ))}
        </fieldset>
      }
    >
      <Button
        icon={<ColumnLayoutIcon />}
        text={hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
      />
    </PopoverNext>
  );
}
