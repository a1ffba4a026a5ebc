import { Callout } from '@blueprintjs/core';
import type { Path } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { EntityFormDialog, type EntityFormDialogProps } from '../../../components/form/MutationFormDialog';
import { INTEGRATION_TYPES, type IntegrationFormValues } from '../integrationForm';
import { TextField } from '../../../components/form/TextField';

type ConfigurationKey = keyof IntegrationFormValues['configuration'];

const CONFIGURATION_FIELDS: Record<
  IntegrationFormValues['integrationType'],
  { key: ConfigurationKey; label: string; helperText?: string }[]
> = {
  WEBHOOK: [
    { key: 'url', label: 'URL', helperText: 'Where events are posted (http or https).' },
    { key: 'secretKey', label: 'Secret key' },
  ],
  AWS_SQS: [
    { key: 'url', label: 'Queue URL' },
    { key: 'awsAccessKeyId', label: 'Access key id' },
    { key: 'awsSecretAccessKey', label: 'Secret access key' },
    { key: 'region', label: 'Region', helperText: 'e.g. eu-west-1' },
  ],
  STOMP: [
    {
      key: 'addresses',
      label: 'Broker addresses',
      helperText: 'stomp:// or stomp+ssl:// addresses, comma-separated.',
    },
    { key: 'destination', label: 'Destination' },
    { key: 'username', label: 'User name' },
    { key: 'password', label: 'Password' },
  ],
};

const FIELD_NAMES: readonly Path<IntegrationFormValues>[] = [
  'name',
  'description',
  'enabled',
  'integrationType',
  'observes',
  'configuration',
  ...Object.values(CONFIGURATION_FIELDS)
    .flat()
    .map((field) => `configuration.${field.key}` as const),
];

/** Creates or edits an integration; the configuration fields follow the type. Mounted only while open. */
export function IntegrationFormDialog(props: EntityFormDialogProps<IntegrationFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={FIELD_NAMES}>
      {(form, errors) => {
        const integrationType = form.watch('integrationType');
        return (
          <>
            <TextField form={form} name="name" id="integration-name" label="Name" required />
            <TextField form={form} name="description" id="integration-description" label="Description" />
            <CheckboxField form={form} name="enabled" id="integration-enabled" text="Enabled" />
            <SelectField
              form={form}
              name="integrationType"
              id="integration-type"
              label="Type"
              options={INTEGRATION_TYPES}
            />
            <TextField
              form={form}
              name="observes"
              id="integration-observes"
              label="Events"
              helperText="Comma-separated, e.g. order.created, customer.updated."
              requiredMark
            />
            {errors.configuration?.message && (
              <Callout intent="danger" role="alert">
                {errors.configuration.message}
              </Callout>
            )}
            {CONFIGURATION_FIELDS[integrationType].map((field) => (
              <TextField
                key={field.key}
                form={form}
                name={`configuration.${field.key}`}
                id={`integration-configuration-${field.key}`}
                label={field.label}
                helperText={field.helperText}
              />
            ))}
          </>
        );
      }}
    </EntityFormDialog>
  );
}
