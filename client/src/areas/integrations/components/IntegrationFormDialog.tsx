import { Callout, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { Path } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { INTEGRATION_TYPES, type IntegrationFormValues } from '../integrationForm';

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

export interface IntegrationFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: IntegrationFormValues;
  onSubmit: (values: IntegrationFormValues) => Promise<MutationFormResult<IntegrationFormValues>>;
  onClose: () => void;
}

/** Creates or edits an integration; the configuration fields follow the type. Mounted only while open. */
export function IntegrationFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: IntegrationFormDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<IntegrationFormValues>({ defaultValues, fieldNames: FIELD_NAMES, submit: onSubmit });
  const { errors } = form.formState;
  const integrationType = form.watch('integrationType');
  const { ref: enabledRef, ...enabledField } = form.register('enabled');
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="integration-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'integration-name', {
            validate: (value) => String(value).trim() !== '' || 'Name is required',
          })}
          aria-required
        />
      </FormField>
      <FormField
        id="integration-description"
        label="Description"
        error={fieldErrorMessage(errors.description)}
      >
        <InputGroup {...blueprintField(form, 'description', 'integration-description')} />
      </FormField>
      <FormField id="integration-enabled" label="" error={fieldErrorMessage(errors.enabled)}>
        <Checkbox id="integration-enabled" {...enabledField} inputRef={enabledRef} label="Enabled" />
      </FormField>
      <FormField id="integration-type" label="Type" error={fieldErrorMessage(errors.integrationType)}>
        <HTMLSelect id="integration-type" {...form.register('integrationType')} options={INTEGRATION_TYPES} />
      </FormField>
      <FormField
        id="integration-observes"
        label="Events"
        error={fieldErrorMessage(errors.observes)}
        helperText="Comma-separated, e.g. order.created, customer.updated."
      >
        <InputGroup {...blueprintField(form, 'observes', 'integration-observes')} aria-required />
      </FormField>
      {errors.configuration?.message && (
        <Callout intent="danger" role="alert">
          {errors.configuration.message}
        </Callout>
      )}
      {CONFIGURATION_FIELDS[integrationType].map((field) => {
        const id = `integration-configuration-${field.key}`;
        return (
          <FormField
            key={field.key}
            id={id}
            label={field.label}
            error={fieldErrorMessage(errors.configuration?.[field.key])}
            helperText={field.helperText}
          >
            <InputGroup {...blueprintField(form, `configuration.${field.key}`, id)} />
          </FormField>
        );
      })}
    </FormDialog>
  );
}
