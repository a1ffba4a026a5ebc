import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { TextField } from '../../components/form/TextField';
import { useDetailForm } from '../../components/detail/useDetailForm';
import { formatDateTime } from '../../format/dates';
import {
  useInventoryLocationDetailsQuery,
  useUpdateInventoryLocationMutation,
  type InventoryLocationDetailsFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { addressLines } from './locationForm';
import { LOCATIONS_URL } from './urls';

const BACK_TO_LIST = { to: LOCATIONS_URL, label: 'Inventory locations' };

interface LocationEditValues {
  name: string;
  slug: string;
  description: string;
  externalRef: string;
  address: string;
}

const FIELDS = ['name', 'slug', 'description', 'externalRef', 'address'] as const;

const formValues = (location: InventoryLocationDetailsFragment): LocationEditValues => ({
  name: location.name,
  slug: location.slug,
  description: location.description ?? '',
  externalRef: location.externalRef ?? '',
  address: location.address.join('\n'),
});

/** `/inventory/locations/:id`: one inventory location, read by id and edited in place. */
export function LocationDetailPage() {
  const result = useDetailQuery(useInventoryLocationDetailsQuery);
  return (
    <DetailPage
      noun="location"
      back={BACK_TO_LIST}
      query={result}
      entity={completeData(result)?.inventoryLocation}
    >
      {(location) => <LocationEditor key={location.id} location={location} />}
    </DetailPage>
  );
}

function LocationEditor({ location }: { location: InventoryLocationDetailsFragment }) {
  const [updateLocation] = useUpdateInventoryLocationMutation();
  const mutationForm = useDetailForm({
    noun: 'location',
    entity: location,
    values: formValues,
    fieldNames: FIELDS,
    save: async (values) => {
      const description = values.description.trim();
      const externalRef = values.externalRef.trim();
      const address = addressLines(values.address);
      const { data } = await updateLocation({
        variables: {
          id: location.id,
          input: {
            name: values.name.trim(),
            slug: values.slug.trim(),
            // Cleared fields are sent as null, which clears them at the provider.
            description: description || null,
            externalRef: externalRef || null,
            address: address.length > 0 ? address : null,
          },
        },
      });
      return data?.updateInventoryLocation;
    },
    saved: (payload) => payload.location,
  });
  const { form } = mutationForm;
  return (
    <DetailLayout title={location.name} back={BACK_TO_LIST}>
      <p className="bp6-text-muted">
        Created {formatDateTime(location.createdAt)}; last changed {formatDateTime(location.updatedAt)}.
      </p>
      <DetailForm mutationForm={mutationForm} label="Location details" submitText="Save location">
        <TextField
          form={form}
          name="name"
          id="location-name"
          label="Name"
          required
          rules={{ validate: (value) => value.trim().length >= 3 || 'Name must be 3 or more characters' }}
        />
        <TextField
          form={form}
          name="slug"
          id="location-slug"
          label="Slug"
          helperText="Stock and transactions refer to the location by its slug."
          required
        />
        <TextField form={form} name="description" id="location-description" label="Description" />
        <TextField form={form} name="externalRef" id="location-external-ref" label="External reference" />
        <TextField
          form={form}
          name="address"
          id="location-address"
          label="Address"
          helperText="One line per row, up to 8."
          rows={3}
        />
      </DetailForm>
    </DetailLayout>
  );
}
