import type { GatewayContext } from '../context';
import { camelCase, type UserError } from '../errors';
import type { AccountMemberSelfManagement, Resolvers, TaxCalculationMethod } from '../generated/graphql';
import { attempt, enumValue, snakeCase } from './mapping';
import { getFlat } from './flat-resources';
import type { RealmModel, SettingsSectionModel } from './models';
import { REALMS } from './realms';

/**
 * Store settings (`v2/settings` and its sections): singleton flat documents. A PUT merges the fields
 * sent into what is stored; error pointers name the field (`/data/page_length`), the cart's
 * discounts one level down (`/data/discounts/use_rule_promotions`).
 */

const SETTINGS = 'v2/settings';

/** URL segment and document `type` of each section. */
export const SECTIONS = {
  store: { path: SETTINGS, type: 'settings' },
  logsTtl: { path: `${SETTINGS}/logs-ttl`, type: 'time_to_live' },
  cart: { path: `${SETTINGS}/cart`, type: 'settings' },
  subscriptions: { path: `${SETTINGS}/subscriptions`, type: 'subscription_settings' },
  promotions: { path: `${SETTINGS}/promotions`, type: 'promotions_settings' },
  customerAuthentication: {
    path: `${SETTINGS}/customer-authentication`,
    type: 'customer_authentication_settings',
  },
  accountAuthentication: {
    path: `${SETTINGS}/account-authentication`,
    type: 'account_authentication_settings',
  },
  accountMembership: { path: `${SETTINGS}/account-membership`, type: 'account_membership_setting' },
} as const;

type SectionName = keyof typeof SECTIONS;

async function readSection(ctx: GatewayContext, name: SectionName): Promise<SettingsSectionModel> {
  return (await ctx.provider.get<{ data: SettingsSectionModel }>(SECTIONS[name].path)).data;
}

/**
 * `/data/page_length` → `["pageLength"]`; the cart's `/data/discounts/use_rule_promotions` →
 * `["useRulePromotions"]`, and `/data/discounts` itself (both discounts on at once) → the rule
 * promotions switch, the one the seller turns on last. `/data` and `/data/type` name no field.
 */
export function settingsFieldFromPointer(pointer: string | undefined): string[] | null {
  const segments = pointer?.match(/^\/data\/(.+)$/)?.[1]?.split('/') ?? [];
  const [first, second] = segments;
  if (!first || first === 'type' || first === 'id') return null;
  if (first === 'discounts') return [second ? camelCase(second) : 'useRulePromotions'];
  return [camelCase(first)];
}

/** PUTs the section's fields; provider input errors become `userErrors` naming the schema field. */
export async function writeSection(
  ctx: GatewayContext,
  name: SectionName,
  fields: Record<string, unknown>,
): Promise<{ settings: SettingsSectionModel | null; userErrors: UserError[] }> {
  const { path, type } = SECTIONS[name];
  const { value, userErrors } = await attempt(
    async () =>
      (await ctx.provider.put<{ data: SettingsSectionModel }>(path, { body: { data: { type, ...fields } } }))
        .data,
    settingsFieldFromPointer,
  );
  return { settings: value, userErrors };
}

/** Input fields as provider members: snake_case, enums lowercased, fields left out (or null) not sent. */
export function settingsFields(
  input: Record<string, unknown>,
  enumFields: readonly string[] = [],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    fields[snakeCase(key)] =
      enumFields.includes(key) && typeof value === 'string' ? value.toLowerCase() : value;
  }
  return fields;
}

const num = (section: SettingsSectionModel, key: string): number | null =>
  typeof section[key] === 'number' ? section[key] : null;
const bool = (section: SettingsSectionModel, key: string): boolean => section[key] === true;
const str = (section: SettingsSectionModel, key: string): string | null =>
  typeof section[key] === 'string' ? section[key] : null;
const strings = (section: SettingsSectionModel, key: string): string[] => {
  const value = section[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};
const discounts = (section: SettingsSectionModel): SettingsSectionModel => {
  const value = section.discounts;
  return typeof value === 'object' && value !== null ? (value as SettingsSectionModel) : {};
};

/** `relationships.authentication_realm.data.id` of the authentication settings. */
function realmIdOf(section: SettingsSectionModel): string | null {
  const relationships = section.relationships as
    { authentication_realm?: { data?: { id?: string } } } | undefined;
  return relationships?.authentication_realm?.data?.id ?? null;
}

function clientIdOf(section: SettingsSectionModel): string | null {
  const meta = section.meta as { client_id?: string } | undefined;
  return meta?.client_id ?? null;
}

export const settingsResolvers: Resolvers = {
  Query: {
    settings: () => {
      return {};
    },
  },
  Mutation: {
    updateStoreSettings: (_root, { input }, ctx) =>
      writeSection(ctx, 'store', settingsFields(input, ['calculationMethod'])),
    resetStoreSettings: async (_root, _args, ctx) => {
      const { userErrors } = await attempt(() => ctx.provider.delete(SECTIONS.store.path));
      if (userErrors.length > 0) return { settings: null, userErrors };
      return { settings: await readSection(ctx, 'store'), userErrors: [] };
    },
    updateLogsTtlSettings: (_root, { input }, ctx) => writeSection(ctx, 'logsTtl', settingsFields(input)),
    updateCartSettings: (_root, { input }, ctx) => {
      const { cartExpiryDays, ...discountInput } = input;
      const nested = settingsFields(discountInput);
      return writeSection(ctx, 'cart', {
        ...settingsFields({ cartExpiryDays }),
        ...(Object.keys(nested).length > 0 ? { discounts: nested } : {}),
      });
    },
    updateSubscriptionSettings: (_root, { input }, ctx) =>
      writeSection(ctx, 'subscriptions', settingsFields(input)),
    updateAccountAuthenticationSettings: (_root, { input }, ctx) =>
      writeSection(ctx, 'accountAuthentication', settingsFields(input, ['accountMemberSelfManagement'])),
    updateAccountMembershipSettings: (_root, { input }, ctx) =>
      writeSection(ctx, 'accountMembership', settingsFields(input)),
  },
  Settings: {
    store: (_settings, _args, ctx) => readSection(ctx, 'store'),
    logsTtl: (_settings, _args, ctx) => readSection(ctx, 'logsTtl'),
    cart: (_settings, _args, ctx) => readSection(ctx, 'cart'),
    subscriptions: (_settings, _args, ctx) => readSection(ctx, 'subscriptions'),
    promotions: (_settings, _args, ctx) => readSection(ctx, 'promotions'),
    customerAuthentication: (_settings, _args, ctx) => readSection(ctx, 'customerAuthentication'),
    accountAuthentication: (_settings, _args, ctx) => readSection(ctx, 'accountAuthentication'),
    accountMembership: (_settings, _args, ctx) => readSection(ctx, 'accountMembership'),
  },
  StoreSettings: {
    pageLength: (section) => num(section, 'page_length') ?? 25,
    listChildProducts: (section) => bool(section, 'list_child_products'),
    additionalLanguages: (section) => strings(section, 'additional_languages'),
    calculationMethod: (section) =>
      enumValue<TaxCalculationMethod>(str(section, 'calculation_method') ?? 'line'),
    addressMandatoryFields: (section) => strings(section, 'address_mandatory_fields'),
    currencyLimit: (section) => num(section, 'currency_limit'),
    fieldLimit: (section) => num(section, 'field_limit'),
    integrationLimit: (section) => num(section, 'integration_limit'),
    eventLimit: (section) => num(section, 'event_limit'),
    filterLimit: (section) => num(section, 'filter_limit'),
    taxItemLimit: (section) => num(section, 'tax_item_limit'),
    pageOffsetLimit: (section) => num(section, 'page_offset_limit'),
  },
  LogsTtlSettings: {
    days: (section) => num(section, 'days') ?? 7,
  },
  CartSettings: {
    cartExpiryDays: (section) => num(section, 'cart_expiry_days') ?? 7,
    customDiscountsEnabled: (section) => bool(discounts(section), 'custom_discounts_enabled'),
    useRulePromotions: (section) => bool(discounts(section), 'use_rule_promotions'),
  },
  SubscriptionSettings: {
    timezone: (section) => str(section, 'timezone') ?? 'UTC',
    invoiceDueDays: (section) => num(section, 'invoice_due_days') ?? 7,
  },
  PromotionSettings: {
    promotionsLimit: (section) => num(section, 'promotions_limit'),
    promotionCodesLimit: (section) => num(section, 'promotion_codes_limit'),
    useRulePromotions: (section) => bool(section, 'use_rule_promotions'),
  },
  CustomerAuthenticationSettings: {
    id: (section) => str(section, 'id'),
    realmId: (section) => realmIdOf(section),
    clientId: (section) => clientIdOf(section),
  },
  AccountAuthenticationSettings: {
    id: (section) => str(section, 'id'),
    enableSelfSignup: (section) => bool(section, 'enable_self_signup'),
    autoCreateAccountForAccountMembers: (section) => bool(section, 'auto_create_account_for_account_members'),
    accountMemberSelfManagement: (section) =>
      enumValue<AccountMemberSelfManagement>(str(section, 'account_member_self_management') ?? 'disabled'),
    accountManagementAuthenticationTokenTimeoutSecs: (section) =>
      num(section, 'account_management_authentication_token_timeout_secs') ?? 86400,
    realmId: (section) => realmIdOf(section),
    // One read of the members' realm: no list of every realm to pick it from.
    realm: (section, _args, ctx) => {
      const id = realmIdOf(section);
      return id ? getFlat<RealmModel>(ctx, REALMS, id) : null;
    },
    clientId: (section) => clientIdOf(section),
  },
  AccountMembershipSettings: {
    membershipLimit: (section) => num(section, 'membership_limit') ?? 1000,
  },
};
