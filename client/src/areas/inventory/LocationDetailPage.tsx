import { InputGroup, TextArea } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { payloadResult, useMutationForm } from '../../components/form/useMutationForm';
import { formatDateTime } from '../../format/dates';
import {
  useInventoryLocationDetailsQuery,
  useUpdateInventoryLocationMutation,
  type InventoryLocationDetailsFragment,
} from '../../graphql/generated';
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
  const { id = '' } = useParams();
  const result = useInventoryLocationDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailPage
      noun="location"
      back={BACK_TO_LIST}
      query={result}
      entity={result.dataState === 'complete' ? result.data.inventoryLocation : undefined}
    >
      {(location) => <LocationEditor key={location.id} location={location} />}
    </DetailPage>
  );
}

function LocationEditor({ location }: { location: InventoryLocationDetailsFragment }) {
  const [updateLocation] = useUpdateInventoryLocationMutation();
  const mutationForm = useMutationForm<LocationEditValues>({
    defaultValues: formValues(location),
    fieldNames: FIELDS,
    submit: async (values) => {
      const description = values.description.trim();
      const externalRef = values.externalRef.trim();
      const address = values.address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
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
      return payloadResult(data?.updateInventoryLocation, {
        success: 'Location saved',
        saved: (payload) => payload.location,
        savedValues: formValues,
      });
    },
  });
  const { form } = mutationForm;
  const { errors } = form.formState;
  return (
    <DetailLayout title={location.name} back={BACK_TO_LIST}>
      <p className="bp6-text-muted">
        Created {formatDateTime(location.createdAt)}; last changed {formatDateTime(location.updatedAt)}.
      </p>
      <DetailForm mutationForm={mutationForm} label="Location details" submitText="Save location">
        <FormField id="location-name" label="Name" error={fieldErrorMessage(errors.name)}>
          <InputGroup
            {...blueprintField(form, 'name', 'location-name', {
              validate: (value) => value.trim().length >= 3 || 'Name must be 3 or more characters',
            })}
            aria-required
          />
        </FormField>
        <FormField
          id="location-slug"
          label="Slug"
          error={fieldErrorMessage(errors.slug)}
          helperText="Stock and transactions refer to the location by its slug."
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
          id="location-external-ref"
          label="External reference"
          error={fieldErrorMessage(errors.externalRef)}
        >
          <InputGroup {...blueprintField(form, 'externalRef', 'location-external-ref')} />
        </FormField>
        <FormField
          id="location-address"
          label="Address"
          error={fieldErrorMessage(errors.address)}
          helperText="One line per row, up to 8."
        >
          <TextArea {...blueprintField(form, 'address', 'location-address')} fill rows={3} />
        </FormField>
      </DetailForm>
    </DetailLayout>
  );
}
