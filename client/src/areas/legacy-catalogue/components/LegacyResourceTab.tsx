import { useState, type ReactNode } from 'react';
import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon, type SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { LoadError } from '../../../components/LoadError';
import { capitalize } from '../../../format/text';

/** What one legacy resource (brand, category, collection, currency) plugs into the shared tab. */
export interface LegacyResourceTabProps<TRow extends { id: string }, TValues extends FieldValues> {
  /** Singular noun in lower case, e.g. `brand`; used in buttons, dialogs and toasts. */
  noun: string;
  /** The table's accessible name, e.g. `Brands`. */
  title: string;
  icon: ComponentType<SVGIconProps>;
  rows: readonly TRow[] | undefined;
  loading: boolean;
  error: unknown;
  columns: readonly ResourceColumn<TRow>[];
  /** How a row is named in the delete question, e.g. its name or code. */
  describe: (row: TRow) => string;
  valuesOf: (row?: TRow) => DefaultValues<TValues>;
  fieldNames: readonly Path<TValues>[];
  renderFields: (form: UseFormReturn<TValues>) => ReactNode;
  create: (values: TValues) => Promise<MutationFormResult<TValues>>;
  update: (row: TRow, values: TValues) => Promise<MutationFormResult<TValues>>;
  /** Resolves to the payload's userErrors; empty when the row was deleted. */
  remove: (row: TRow) => Promise<readonly UserErrorLike[]>;
  /** Shown beside the table, e.g. the category tree. */
  aside?: ReactNode;
  /** The row's own page. */
  rowHref?: (row: TRow) => string;
}

type DialogState<TRow> = { mode: 'create' } | { mode: 'edit'; row: TRow } | null;

/** A list with add, edit and delete, shared by every legacy catalogue resource. */
export function LegacyResourceTab<TRow extends { id: string }, TValues extends FieldValues>(
  props: LegacyResourceTabProps<TRow, TValues>,
) {
  const { noun, title, rows, loading, error, describe } = props;
  const [dialog, setDialog] = useState<DialogState<TRow>>(null);
  // The delete's confirmation is kept in the URL (`?dialog=delete-<noun>&<noun>=<id>`), then undoable.
  const rowDelete = useRowDelete({
    dialog: `delete-${noun}`,
    itemKey: noun,
    rows,
    question: (row) => `Delete ${noun} ${describe(row)}?`,
    message: (row) => `Deleted ${noun} ${describe(row)}`,
    remove: props.remove,
  });

  const columns: readonly ResourceColumn<TRow>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <ButtonGroup variant="minimal">
          <Button
            icon={<EditIcon />}
            aria-label={`Edit ${describe(row)}`}
            onClick={() => setDialog({ mode: 'edit', row })}
          />
          <Button
            icon={<TrashIcon />}
            intent="danger"
            aria-label={`Delete ${describe(row)}`}
            onClick={() => rowDelete.ask(row.id)}
          />
        </ButtonGroup>
      ),
    },
  ];

  const close = () => setDialog(null);

  return (
    <div className="legacy-catalogue-tab">
      <div className="legacy-catalogue-toolbar">
        <Button
          intent="primary"
          icon={<AddIcon />}
          text={`Add ${noun}`}
          onClick={() => setDialog({ mode: 'create' })}
        />
      </div>
      {error !== undefined && error !== null && (
        <LoadError title={`Could not load ${title.toLowerCase()}`} error={error} />
      )}
      <div className="legacy-catalogue-body">
        <ResourceTable
          label={title}
          columns={columns}
          rows={error && !rows ? [] : rowDelete.visible}
          rowKey={(row) => row.id}
          rowHref={props.rowHref}
          loading={loading}
          emptyState={
            <NonIdealState
              icon={nonIdealStateIcon(props.icon)}
              title={`No ${title.toLowerCase()} yet`}
              description={`${title} you add appear here.`}
            />
          }
        />
        {props.aside}
      </div>
      {dialog && (
        <MutationFormDialog<TValues>
          title={dialog.mode === 'create' ? `Add ${noun}` : `Edit ${noun}`}
          submitText={dialog.mode === 'create' ? `Create ${noun}` : 'Save'}
          defaultValues={props.valuesOf(dialog.mode === 'edit' ? dialog.row : undefined)}
          fieldNames={props.fieldNames}
          submit={
            dialog.mode === 'create'
              ? async (values) =>
                  payloadResult(await props.create(values), {
                    success: `${capitalize(noun)} created`,
                    then: close,
                  })
              : async (values) =>
                  payloadResult(await props.update(dialog.row, values), {
                    success: `${capitalize(noun)} saved`,
                    then: close,
                  })
          }
          onClose={close}
        >
          {props.renderFields}
        </MutationFormDialog>
      )}
      {rowDelete.confirmDialog}
    </div>
  );
}
