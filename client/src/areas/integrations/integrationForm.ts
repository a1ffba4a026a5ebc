import type { IntegrationDetailsFragment, IntegrationInput, IntegrationType } from '../../graphql/generated';
import { enumOptions } from '../../format/labels';

/** What the integration form edits; lists as comma-separated text. */
export interface IntegrationFormValues {
  name: string;
  description: string;
  enabled: boolean;
  integrationType: IntegrationType;
  observes: string;
  configuration: {
    url: string;
    secretKey: string;
    awsAccessKeyId: string;
    awsSecretAccessKey: string;
    region: string;
    addresses: string;
    destination: string;
    username: string;
    password: string;
  };
}

export const INTEGRATION_TYPES: { value: IntegrationType; label: string }[] = enumOptions('IntegrationType', [
  'WEBHOOK',
  'AWS_SQS',
  'STOMP',
]);

export const EMPTY_INTEGRATION: IntegrationFormValues = {
  name: '',
  description: '',
  enabled: true,
  integrationType: 'WEBHOOK',
  observes: '',
  configuration: {
    url: '',
    secretKey: '',
    awsAccessKeyId: '',
    awsSecretAccessKey: '',
    region: '',
    addresses: '',
    destination: '',
    username: '',
    password: '',
  },
};

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The members each type needs; masked credentials left as shown are not sent back. */
export function integrationInput(values: IntegrationFormValues): IntegrationInput {
  const { configuration: c, integrationType } = values;
  const unmasked = (text: string) => (text.includes('*') ? undefined : optional(text));
  const configuration =
    integrationType === 'WEBHOOK'
      ? { url: optional(c.url), secretKey: unmasked(c.secretKey) }
      : integrationType === 'AWS_SQS'
        ? {
            url: optional(c.url),
            awsAccessKeyId: unmasked(c.awsAccessKeyId),
            awsSecretAccessKey: unmasked(c.awsSecretAccessKey),
            region: optional(c.region),
          }
        : {
            addresses: list(c.addresses),
            destination: optional(c.destination),
            username: optional(c.username),
            password: unmasked(c.password),
          };
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    enabled: values.enabled,
    integrationType,
    observes: list(values.observes),
    configuration,
  };
}

export function integrationFormValues(integration: IntegrationDetailsFragment): IntegrationFormValues {
  const c = integration.configuration;
  return {
    name: integration.name,
    description: integration.description ?? '',
    enabled: integration.enabled,
    integrationType: integration.integrationType,
    observes: integration.observes.join(', '),
    configuration: {
      url: c.url ?? '',
      secretKey: c.secretKey ?? '',
      awsAccessKeyId: c.awsAccessKeyId ?? '',
      awsSecretAccessKey: c.awsSecretAccessKey ?? '',
      region: c.region ?? '',
      addresses: (c.addresses ?? []).join(', '),
      destination: c.destination ?? '',
      username: c.username ?? '',
      password: c.password ?? '',
    },
  };
}
