import { Button, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { MapMarkerIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteAfterUndoWindow } from '../../components/undo/undoWindow';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { rowsSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCreateInventoryLocationMutation,
  useDeleteInventoryLocationMutation,
  useInventoryLocationsQuery,
  type InventoryLocationRowFragment,
} from '../../graphql/generated';
import { InventoryTabs } from './InventoryTabs';
import { locationUrl } from './urls';

interface LocationFormValues {
  name: string;
  slug: string;
  description: string;
  address: string;
}

const FIELDS = ['name', 'slug', 'description', 'address'] as const;

/** `/inventory/locations`: the store's inventory locations; add, open (to edit) and delete. */
export function LocationsPage() {
  const createDialog = useUrlDialog('create');
  const [deleting, setDeleting] = useState<InventoryLocationRowFragment | null>(null);
  const result = useInventoryLocationsQuery({ fetchPolicy: 'cache-and-network' });
  const [createLocation] = useCreateInventoryLocationMutation({
    refetchQueries: ['InventoryLocations'],
    awaitRefetchQueries: true,
  });
  const [deleteLocation] = useDeleteInventoryLocationMutation({
    refetchQueries: ['InventoryLocations'],
    awaitRefetchQueries: true,
  });
  const data = result.dataState === 'complete' ? result.data : undefined;

  const create = async (values: LocationFormValues): Promise<MutationFormResult<LocationFormValues>> => {
    const description = values.description.trim();
    const address = values.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const { data: created } = await createLocation({
      variables: {
        input: {
          name: values.name.trim(),
          slug: values.slug.trim(),
          ...(description ? { description } : {}),
          ...(address.length > 0 ? { address } : {}),
        },
      },
    });
    return payloadResult(created?.createInventoryLocation, {
      success: 'Location created',
      then: createDialog.close,
    });
  };

  /** The list hides the location at once; the delete goes out when the undo window ends. */
  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    void deleteAfterUndoWindow({
      key: id,
      message: 'Location deleted',
      remove: async () =>
        (await deleteLocation({ variables: { id } })).data?.deleteInventoryLocation.userErrors,
    });
  };

  const columns: readonly ResourceColumn<InventoryLocationRowFragment>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (location) => <Link to={locationUrl(location.id)}>{location.name}</Link>,
    },
    { id: 'slug', header: 'Slug', cell: (location) => location.slug },
    { id: 'description', header: 'Description', cell: (location) => location.description ?? '' },
    { id: 'address', header: 'Address', cell: (location) => location.address.join(', ') },
    {
      id: 'actions',
      header: '',
      cell: (location) => (
        <Button
          variant="minimal"
          icon={<TrashIcon />}
          aria-label={`Delete location ${location.name}`}
          onClick={() => setDeleting(location)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Inventory locations"
      actions={<InventoryTabs />}
      add={{ text: 'Add location', onClick: createDialog.open }}
      error={result.error}
      bulk={{ noun: ['location', 'locations'], source: rowsSource(data?.inventoryLocations.items) }}
      table={{
        label: 'Locations',
        columns,
        rows: result.error && !data ? [] : data?.inventoryLocations.items,
        rowKey: (location) => location.id,
        loading: result.loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(MapMarkerIcon)}
            title="No locations yet"
            description="Warehouses and shops you add appear here."
          />
        ),
      }}
    >
      {createDialog.isOpen && <LocationFormDialog onSubmit={create} onClose={createDialog.close} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        confirmText="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete location {deleting?.name}?
      </ConfirmDialog>
    </ListPage>
  );
}

function LocationFormDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: LocationFormValues) => Promise<MutationFormResult<LocationFormValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<LocationFormValues>
      title="Add location"
      submitText="Create location"
      defaultValues={{ name: '', slug: '', description: '', address: '' }}
      fieldNames={FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="location-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'location-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField
            id="location-slug"
            label="Slug"
            error={fieldErrorMessage(errors.slug)}
            helperText="Letters, digits, dots, dashes and underscores."
          >
            <InputGroup
              {...blueprintField(form, 'slug', 'location-slug', {
                validate: (value) => value.trim() !== '' || 'Slug is required',
              })}
              aria-required
            />
          </FormField>
          <FormField
            id="location-description"
            label="Description"
            error={fieldErrorMessage(errors.description)}
          >
            <InputGroup {...blueprintField(form, 'description', 'location-description')} />
          </FormField>
          <FormField
            id="location-address"
            label="Address"
            error={fieldErrorMessage(errors.address)}
            helperText="One line per row."
          >
            <TextArea {...blueprintField(form, 'address', 'location-address')} fill rows={3} />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
