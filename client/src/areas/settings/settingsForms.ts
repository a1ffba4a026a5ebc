import type {
  AccountAuthenticationSettingsFieldsFragment,
  AccountAuthenticationSettingsInput,
  AccountMemberSelfManagement,
  AccountMembershipSettingsFieldsFragment,
  AccountMembershipSettingsInput,
  CartSettingsFieldsFragment,
  CartSettingsInput,
  LogsTtlSettingsFieldsFragment,
  LogsTtlSettingsInput,
  StoreSettingsFieldsFragment,
  StoreSettingsInput,
  SubscriptionSettingsFieldsFragment,
  SubscriptionSettingsInput,
  TaxCalculationMethod,
} from '../../graphql/generated';
import { enumOptions } from '../../format/labels';

/** What a settings form edits: text for numbers and lists, booleans for switches. */
export type SettingsValues = Record<string, string | boolean>;

/** One field of a settings form. */
export type SettingsFieldSpec =
  | { kind: 'int' | 'text' | 'list'; name: string; label: string; helperText?: string }
  | { kind: 'bool'; name: string; label: string; helperText?: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      helperText?: string;
      options: { value: string; label: string }[];
    };

const text = (values: SettingsValues, name: string) => String(values[name] ?? '').trim();
const int = (values: SettingsValues, name: string) => Number.parseInt(text(values, name), 10);
/** `fr, de` → `['fr', 'de']`. */
const list = (values: SettingsValues, name: string) =>
  text(values, name)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const STORE_FIELDS: readonly SettingsFieldSpec[] = [
  {
    kind: 'int',
    name: 'pageLength',
    label: 'Page length',
    helperText: 'Items a list page returns by default, 1 to 100.',
  },
  { kind: 'bool', name: 'listChildProducts', label: 'List child products' },
  {
    kind: 'list',
    name: 'additionalLanguages',
    label: 'Additional languages',
    helperText: 'Two-letter codes separated by commas, e.g. fr, de.',
  },
  {
    kind: 'select',
    name: 'calculationMethod',
    label: 'Tax calculation',
    options: enumOptions('TaxCalculationMethod'),
  },
  {
    kind: 'list',
    name: 'addressMandatoryFields',
    label: 'Mandatory address fields',
    helperText: 'Separated by commas, e.g. first_name, line_1, postcode.',
  },
];

export const storeValues = (settings: StoreSettingsFieldsFragment): SettingsValues => ({
  pageLength: String(settings.pageLength),
  listChildProducts: settings.listChildProducts,
  additionalLanguages: settings.additionalLanguages.join(', '),
  calculationMethod: settings.calculationMethod,
  addressMandatoryFields: settings.addressMandatoryFields.join(', '),
});

export const storeInput = (values: SettingsValues): StoreSettingsInput => ({
  pageLength: int(values, 'pageLength'),
  listChildProducts: values.listChildProducts === true,
  additionalLanguages: list(values, 'additionalLanguages'),
  calculationMethod: text(values, 'calculationMethod') as TaxCalculationMethod,
  addressMandatoryFields: list(values, 'addressMandatoryFields'),
});

export const LOGS_TTL_FIELDS: readonly SettingsFieldSpec[] = [
  { kind: 'int', name: 'days', label: 'Keep logs for (days)', helperText: '1 to 365 days.' },
];

export const logsTtlValues = (settings: LogsTtlSettingsFieldsFragment): SettingsValues => ({
  days: String(settings.days),
});

export const logsTtlInput = (values: SettingsValues): LogsTtlSettingsInput => ({ days: int(values, 'days') });

export const CART_FIELDS: readonly SettingsFieldSpec[] = [
  { kind: 'int', name: 'cartExpiryDays', label: 'Cart expiry (days)', helperText: '1 to 365 days.' },
  {
    kind: 'bool',
    name: 'customDiscountsEnabled',
    label: 'Allow custom discounts',
    helperText: 'Only one of custom discounts and rule promotions can be on.',
  },
  { kind: 'bool', name: 'useRulePromotions', label: 'Use rule promotions' },
];

export const cartValues = (settings: CartSettingsFieldsFragment): SettingsValues => ({
  cartExpiryDays: String(settings.cartExpiryDays),
  customDiscountsEnabled: settings.customDiscountsEnabled,
  useRulePromotions: settings.useRulePromotions,
});

export const cartInput = (values: SettingsValues): CartSettingsInput => ({
  cartExpiryDays: int(values, 'cartExpiryDays'),
  customDiscountsEnabled: values.customDiscountsEnabled === true,
  useRulePromotions: values.useRulePromotions === true,
});

export const SUBSCRIPTION_FIELDS: readonly SettingsFieldSpec[] = [
  { kind: 'text', name: 'timezone', label: 'Time zone', helperText: 'An IANA name, e.g. Europe/Paris.' },
  { kind: 'int', name: 'invoiceDueDays', label: 'Invoice due (days)', helperText: '0 to 90 days.' },
];

export const subscriptionValues = (settings: SubscriptionSettingsFieldsFragment): SettingsValues => ({
  timezone: settings.timezone,
  invoiceDueDays: String(settings.invoiceDueDays),
});

export const subscriptionInput = (values: SettingsValues): SubscriptionSettingsInput => ({
  timezone: text(values, 'timezone'),
  invoiceDueDays: int(values, 'invoiceDueDays'),
});

export const ACCOUNT_AUTHENTICATION_FIELDS: readonly SettingsFieldSpec[] = [
  { kind: 'bool', name: 'enableSelfSignup', label: 'Let shoppers sign up as account members' },
  {
    kind: 'bool',
    name: 'autoCreateAccountForAccountMembers',
    label: 'Create an account for each new member',
  },
  {
    kind: 'select',
    name: 'accountMemberSelfManagement',
    label: 'Member self-management',
    options: enumOptions('AccountMemberSelfManagement'),
  },
  {
    kind: 'int',
    name: 'accountManagementAuthenticationTokenTimeoutSecs',
    label: 'Token lifetime (seconds)',
    helperText: '60 to 2592000 (thirty days).',
  },
];

export const accountAuthenticationValues = (
  settings: AccountAuthenticationSettingsFieldsFragment,
): SettingsValues => ({
  enableSelfSignup: settings.enableSelfSignup,
  autoCreateAccountForAccountMembers: settings.autoCreateAccountForAccountMembers,
  accountMemberSelfManagement: settings.accountMemberSelfManagement,
  accountManagementAuthenticationTokenTimeoutSecs: String(
    settings.accountManagementAuthenticationTokenTimeoutSecs,
  ),
});

export const accountAuthenticationInput = (values: SettingsValues): AccountAuthenticationSettingsInput => ({
  enableSelfSignup: values.enableSelfSignup === true,
  autoCreateAccountForAccountMembers: values.autoCreateAccountForAccountMembers === true,
  accountMemberSelfManagement: text(values, 'accountMemberSelfManagement') as AccountMemberSelfManagement,
  accountManagementAuthenticationTokenTimeoutSecs: int(
    values,
    'accountManagementAuthenticationTokenTimeoutSecs',
  ),
});

export const ACCOUNT_MEMBERSHIP_FIELDS: readonly SettingsFieldSpec[] = [
  {
    kind: 'int',
    name: 'membershipLimit',
    label: 'Accounts per member',
    helperText: '1 to 10000.',
  },
];

export const accountMembershipValues = (
  settings: AccountMembershipSettingsFieldsFragment,
): SettingsValues => ({
  membershipLimit: String(settings.membershipLimit),
});

export const accountMembershipInput = (values: SettingsValues): AccountMembershipSettingsInput => ({
  membershipLimit: int(values, 'membershipLimit'),
});
