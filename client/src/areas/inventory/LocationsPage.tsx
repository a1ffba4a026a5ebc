import { Button } from '@blueprintjs/core';
import { MapMarkerIcon, TrashIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { useRowDelete } from '../../components/detail/useRowDelete';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { TextField } from '../../components/form/TextField';
import { ListPage } from '../../components/list/ListPage';
import { useCreateFlow, type CreateDialogProps } from '../../components/list/useCreateFlow';
import { wholeList } from '../../components/list/wholeList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateInventoryLocationMutation,
  useDeleteInventoryLocationMutation,
  useInventoryLocationsQuery,
  type InventoryLocationRowFragment,
} from '../../graphql/generated';
import { InventoryTabs } from './InventoryTabs';
import { addressLines } from './locationForm';
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
  const result = useInventoryLocationsQuery({ fetchPolicy: 'cache-and-network' });
  const create = useCreateFlow(useCreateInventoryLocationMutation, {
    noun: 'location',
    input: (values: LocationFormValues) => {
      const description = values.description.trim();
      const address = addressLines(values.address);
      return {
        name: values.name.trim(),
        slug: values.slug.trim(),
        ...(description ? { description } : {}),
        ...(address.length > 0 ? { address } : {}),
      };
    },
    payload: (data) => data.createInventoryLocation,
    record: (payload) => payload.location,
    list: 'inventoryLocations',
    dialog: (dialog) => <LocationFormDialog {...dialog} />,
  });
  const [deleteLocation] = useDeleteInventoryLocationMutation({
    refetchQueries: ['InventoryLocations'],
    awaitRefetchQueries: true,
  });
  const list = wholeList(result, (data) => data.inventoryLocations.items);
  const rowDelete = useRowDelete({
    dialog: 'delete-location',
    itemKey: 'location',
    rows: list.table.rows,
    question: (location) => `Delete location ${location.name}?`,
    message: 'Location deleted',
    remove: async (location) =>
      (await deleteLocation({ variables: { id: location.id } })).data?.deleteInventoryLocation.userErrors,
  });

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
          onClick={() => rowDelete.ask(location.id)}
        />
      ),
    },
  ];

  return (
    <ListPage
      title="Inventory locations"
      noun={['location', 'locations']}
      actions={<InventoryTabs />}
      create={create}
      list={list}
      empty={{ icon: MapMarkerIcon, description: 'Warehouses and shops you add appear here.' }}
      table={{ label: 'Locations', columns }}
    >
      {rowDelete.confirmDialog}
    </ListPage>
  );
}

function LocationFormDialog({ onSubmit, ...dialog }: CreateDialogProps<LocationFormValues>) {
  return (
    <MutationFormDialog<LocationFormValues>
      {...dialog}
      defaultValues={{ name: '', slug: '', description: '', address: '' }}
      fieldNames={FIELDS}
      submit={onSubmit}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="location-name" label="Name" required />
          <TextField
            form={form}
            name="slug"
            id="location-slug"
            label="Slug"
            required
            helperText="Letters, digits, dots, dashes and underscores."
          />
          <TextField form={form} name="description" id="location-description" label="Description" />
          <TextField
            form={form}
            name="address"
            id="location-address"
            label="Address"
            helperText="One line per row."
            rows={3}
          />
        </>
      )}
    </MutationFormDialog>
  );
}
