import { useState } from 'react';
import { Button, InputGroup, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { BookmarkIcon, CaretDownIcon, EditIcon, FloppyDiskIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog } from '../form/FormDialog';
import { FormField, fieldHelpId } from '../form/FormField';
import { MAX_VIEW_NAME_LENGTH, type SavedView } from './savedViews';
import type { SavedViewsControls } from './useSavedViews';

/** The view the list shows when nothing is chosen. */
export const DEFAULT_VIEW_NAME = 'Default view';
const UNSAVED_VIEW_NAME = 'Unsaved view';

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView };

/**
 * The list header's view picker: the saved views of this list and store, the default view, and
 * saving, renaming and deleting views. The button names the view shown now.
 */
export function SavedViewsMenu({ controls }: { controls: SavedViewsControls }) {
  const { views, active, isDefault } = controls;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const shown = active?.name ?? (isDefault ? DEFAULT_VIEW_NAME : UNSAVED_VIEW_NAME);

  return (
    <>
      <PopoverNext
        placement="bottom-end"
        // The save and rename dialogs take the focus; returning it to the button would steal it.
        shouldReturnFocusOnClose={false}
        content={
          <Menu aria-label="Saved views">
            <MenuItem
              text={DEFAULT_VIEW_NAME}
              active={isDefault && !active}
              onClick={() => controls.apply(null)}
            />
            {views.map((view) => (
              <MenuItem
                key={view.id}
                text={view.name}
                active={view.id === active?.id}
                onClick={() => controls.apply(view)}
              />
            ))}
            <MenuDivider />
            <MenuItem
              icon={<FloppyDiskIcon />}
              text="Save current view…"
              onClick={() => setEditing({ kind: 'save' })}
            />
            {active && (
              <>
                <MenuItem
                  icon={<EditIcon />}
                  text={`Rename “${active.name}”…`}
                  onClick={() => setEditing({ kind: 'rename', view: active })}
                />
                <MenuItem
                  icon={<TrashIcon />}
                  intent="danger"
                  text={`Delete “${active.name}”`}
                  onClick={() => setDeleting(active)}
                />
              </>
            )}
          </Menu>
        }
      >
        <Button
          icon={<BookmarkIcon />}
          endIcon={<CaretDownIcon />}
          text={shown}
          aria-label={`View: ${shown}`}
          className="saved-views__button"
        />
      </PopoverNext>
      {editing && (
        <ViewNameDialog
          key={editing.kind === 'rename' ? editing.view.id : 'save'}
          title={editing.kind === 'save' ? 'Save view' : 'Rename view'}
          submitText={editing.kind === 'save' ? 'Save view' : 'Rename'}
          initialName={editing.kind === 'rename' ? editing.view.name : ''}
          onSubmit={(name) =>
            editing.kind === 'save' ? controls.save(name) : controls.rename(editing.view.id, name)
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        confirmText="Delete view"
        onConfirm={() => {
          if (deleting) controls.remove(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        Delete the view “{deleting?.name}”? The list stays as it is.
      </ConfirmDialog>
    </>
  );
}

interface ViewNameDialogProps {
  title: string;
  submitText: string;
  initialName: string;
  /** Returns why the name is refused, or undefined when done. */
  onSubmit: (name: string) => string | undefined;
  onClose: () => void;
}

function ViewNameDialog({ title, submitText, initialName, onSubmit, onClose }: ViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const id = 'saved-view-name';
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={false}
      formErrors={[]}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const refused = onSubmit(name);
        if (refused) setError(refused);
        else onClose();
      }}
    >
      <FormField
        id={id}
        label="Name"
        error={error}
        helperText="The filters, sort and columns shown now, kept in this browser for this store."
      >
        <InputGroup
          id={id}
          autoFocus
          value={name}
          maxLength={MAX_VIEW_NAME_LENGTH}
          intent={error ? 'danger' : 'none'}
          aria-invalid={Boolean(error)}
          aria-describedby={fieldHelpId(id)}
          onValueChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
