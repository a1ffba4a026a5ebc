import crypto from 'node:crypto';
import { Router } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { failedValidation, providerError } from '../core/http';
import { ResourceCollection, type ResourceType } from '../core/resources';
import {
  FieldProblems,
  readBoolean,
  readEnum,
  readNumber,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, requestData } from '../core/request';
import { ADDRESS_TEXT_FIELDS } from '../customers-accounts/addresses';

/**
 * Store settings (`/v2/settings` and its sub-documents): singletons per store, not collections.
 * Each section is one stored document whose id is the section name; a section never written
 * answers with its defaults, and PUT merges the fields sent into what is stored. The section
 * shapes follow settings.yaml, personal-data.yaml (logs-ttl) and accounts.yaml (account-*);
 * the provider documents no shape for `subscriptions` and `promotions`, so those are kept small.
 */

type SettingsData = Record<string, unknown>;

const settingsType: ResourceType<SettingsData> = {
  name: 'store_setting',
  decode: (data) => {
    if (!isPlainObject(data)) throw new Error('Corrupt stored setting');
    return data;
  },
};

export const settingsCollection = (db: SandboxDatabase) => new ResourceCollection(db, settingsType);

const isInteger = (min: number, max: number, field: string) => ({
  test: (value: number) => Number.isInteger(value) && value >= min && value <= max,
  detail: `${field} must be an integer between ${min} and ${max}`,
});

/** Address fields a store may make mandatory (settings.yaml, "Address Mandatory Fields"). */
export const ADDRESS_FIELDS = ['type', ...ADDRESS_TEXT_FIELDS] as const;

/** Read-only limits the provider reports with the project settings; PUT ignores them silently. */
export const READONLY_LIMITS = {
  currency_limit: 10,
  field_limit: 100,
  integration_limit: 100,
  event_limit: 5,
  filter_limit: 10,
  tax_item_limit: 5,
  promotions_limit: 1000,
  promotion_codes_limit: 1000,
  page_offset_limit: 10000,
} as const;

function readStringList(
  document: Record<string, unknown>,
  field: string,
  fallback: string[],
  problems: FieldProblems,
  item: { test: (value: string) => boolean; detail: string },
): string[] {
  const value = document[field];
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || !value.every((entry): entry is string => typeof entry === 'string')) {
    problems.add(`${field} must be an array of strings`, field);
    return fallback;
  }
  if (!value.every(item.test)) {
    problems.add(item.detail, field);
    return fallback;
  }
  return [...new Set(value)];
}

interface SettingsContext {
  db: SandboxDatabase;
  storeId: string;
}

/** One singleton document: its URL, `type`, defaults, validation and rendering. */
interface SettingsSection {
  /** Stored id and URL segment; '' is `/v2/settings` itself. */
  name: string;
  type: string;
  defaults: (context: SettingsContext) => SettingsData;
  /** Absent when the provider offers no PUT. */
  read?: (document: Record<string, unknown>, current: SettingsData, problems: FieldProblems) => SettingsData;
  render: (data: SettingsData, context: SettingsContext) => Record<string, unknown>;
  /** Whether DELETE resets the section to its defaults. */
  deletable?: boolean;
}

const numberOf = (data: SettingsData, field: string, fallback: number) =>
  typeof data[field] === 'number' ? data[field] : fallback;
const booleanOf = (data: SettingsData, field: string) => data[field] === true;

/** An integer setting between `min` and `max`; absent keeps the stored value, else `fallback`. */
const readIntegerSetting = (
  document: Record<string, unknown>,
  current: SettingsData,
  problems: FieldProblems,
  field: string,
  [fallback, min, max]: [fallback: number, min: number, max: number],
) => readNumber(document, field, numberOf(current, field, fallback), problems, isInteger(min, max, field));

const PROJECT: SettingsSection = {
  name: '',
  type: 'settings',
  defaults: () => ({
    page_length: 25,
    list_child_products: false,
    additional_languages: [],
    calculation_method: 'line',
    address_mandatory_fields: ['first_name', 'last_name', 'line_1', 'county', 'postcode', 'country'],
  }),
  read: (document, current, problems) => ({
    page_length: readIntegerSetting(document, current, problems, 'page_length', [25, 1, 100]),
    list_child_products: readBoolean(
      document,
      'list_child_products',
      booleanOf(current, 'list_child_products'),
      problems,
    ),
    additional_languages: readStringList(
      document,
      'additional_languages',
      stringsOf(current.additional_languages),
      problems,
      {
        test: (code) => /^[a-z]{2}$/.test(code),
        detail: 'additional_languages must hold two-letter lower-case language codes',
      },
    ),
    calculation_method: readEnum(
      document,
      'calculation_method',
      ['line', 'simple'] as const,
      current.calculation_method === 'simple' ? 'simple' : 'line',
      problems,
    ),
    address_mandatory_fields: readStringList(
      document,
      'address_mandatory_fields',
      stringsOf(current.address_mandatory_fields),
      problems,
      {
        test: (field) => (ADDRESS_FIELDS as readonly string[]).includes(field),
        detail: `address_mandatory_fields may only hold ${ADDRESS_FIELDS.join(', ')}`,
      },
    ),
  }),
  render: (data) => ({ data: { type: 'settings', ...data, ...READONLY_LIMITS }, meta: { owner: 'store' } }),
  deletable: true,
};

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Production stores keep personal-data logs a year, others a week (personal-data.yaml). */
function defaultLogsTtlDays({ db, storeId }: SettingsContext): number {
  const row = db.prepare<[string], { tier: string }>('SELECT tier FROM stores WHERE id = ?').get(storeId);
  return row?.tier === 'production' ? 365 : 7;
}

const LOGS_TTL: SettingsSection = {
  name: 'logs-ttl',
  type: 'time_to_live',
  defaults: (context) => ({ days: defaultLogsTtlDays(context) }),
  read: (document, current, problems) => ({
    days: readIntegerSetting(document, current, problems, 'days', [7, 1, 365]),
  }),
  render: (data) => ({ data: { type: 'time_to_live', days: data.days } }),
};

interface Discounts {
  custom_discounts_enabled: boolean;
  use_rule_promotions: boolean;
}

function discountsOf(value: unknown): Discounts {
  const discounts = isPlainObject(value) ? value : {};
  return {
    custom_discounts_enabled: discounts.custom_discounts_enabled === true,
    use_rule_promotions: discounts.use_rule_promotions === true,
  };
}

const CART: SettingsSection = {
  name: 'cart',
  type: 'settings',
  defaults: () => ({
    cart_expiry_days: 7,
    discounts: { custom_discounts_enabled: false, use_rule_promotions: false },
  }),
  read: (document, current, problems) => {
    const cartExpiryDays = readIntegerSetting(document, current, problems, 'cart_expiry_days', [7, 1, 365]);
    const stored = discountsOf(current.discounts);
    const sent = document.discounts;
    if (sent !== undefined && !isPlainObject(sent)) {
      problems.add('discounts must be an object', 'discounts');
      return { cart_expiry_days: cartExpiryDays, discounts: stored };
    }
    const nested = new FieldProblems('/data/discounts');
    const discounts: Discounts = {
      custom_discounts_enabled:
        readBoolean(sent ?? {}, 'custom_discounts_enabled', stored.custom_discounts_enabled, nested) ??
        stored.custom_discounts_enabled,
      use_rule_promotions:
        readBoolean(sent ?? {}, 'use_rule_promotions', stored.use_rule_promotions, nested) ??
        stored.use_rule_promotions,
    };
    problems.list.push(...nested.list);
    if (discounts.custom_discounts_enabled && discounts.use_rule_promotions) {
      // The provider's own title and wording (settings.yaml): only one discount mechanism at a time.
      problems.list.push({
        ...providerError(422, 'Only one discount setting can be set to true at a time.', '/data/discounts'),
        title: 'Cannot use both discounts together',
      });
    }
    return { cart_expiry_days: cartExpiryDays, discounts };
  },
  render: (data) => ({ data: { type: 'settings', ...data } }),
};

/** Not documented upstream: a billing timezone and how many days an invoice may stay unpaid. */
const SUBSCRIPTIONS: SettingsSection = {
  name: 'subscriptions',
  type: 'subscription_settings',
  defaults: () => ({ timezone: 'UTC', invoice_due_days: 7 }),
  read: (document, current, problems) => ({
    timezone: readText(
      document,
      'timezone',
      typeof current.timezone === 'string' ? current.timezone : 'UTC',
      problems,
      {
        required: true,
        pattern: /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z_+-]+)+)$/,
        patternDetail: 'timezone must be an IANA time zone name such as Europe/Paris',
      },
    ),
    invoice_due_days: readIntegerSetting(document, current, problems, 'invoice_due_days', [7, 0, 90]),
  }),
  render: (data) => ({ data: { type: 'subscription_settings', ...data } }),
};

/** Read-only: the promotion limits and whether carts use rule promotions (from the cart settings). */
function promotionsSection(load: (context: SettingsContext, section: SettingsSection) => SettingsData) {
  const section: SettingsSection = {
    name: 'promotions',
    type: 'promotions_settings',
    defaults: () => ({}),
    render: (_data, context) => ({
      data: {
        type: 'promotions_settings',
        promotions_limit: READONLY_LIMITS.promotions_limit,
        promotion_codes_limit: READONLY_LIMITS.promotion_codes_limit,
        use_rule_promotions: discountsOf(load(context, CART).discounts).use_rule_promotions,
      },
    }),
  };
  return section;
}

/** A stable realm id per store, so the same store always reports the same realm. */
function realmId(storeId: string, purpose: string): string {
  const hex = crypto.createHash('sha1').update(`${purpose}:${storeId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function realmRelationship(storeId: string, purpose: string) {
  const id = realmId(storeId, purpose);
  return {
    authentication_realm: {
      data: { id, type: 'authentication_realm', links: { self: `/v2/authentication-realms/${id}` } },
    },
  };
}

const CUSTOMER_AUTHENTICATION: SettingsSection = {
  name: 'customer-authentication',
  type: 'customer_authentication_settings',
  defaults: () => ({}),
  render: (_data, { storeId }) => ({
    data: {
      id: realmId(storeId, 'customer-authentication-settings'),
      type: 'customer_authentication_settings',
      relationships: realmRelationship(storeId, 'customer-realm'),
      meta: { client_id: 'customer-authentication' },
    },
  }),
};

const SELF_MANAGEMENT = ['disabled', 'update_only'] as const;

const ACCOUNT_AUTHENTICATION: SettingsSection = {
  name: 'account-authentication',
  type: 'account_authentication_settings',
  defaults: () => ({
    enable_self_signup: false,
    auto_create_account_for_account_members: false,
    account_member_self_management: 'disabled',
    account_management_authentication_token_timeout_secs: 86400,
  }),
  read: (document, current, problems) => ({
    enable_self_signup: readBoolean(
      document,
      'enable_self_signup',
      booleanOf(current, 'enable_self_signup'),
      problems,
    ),
    auto_create_account_for_account_members: readBoolean(
      document,
      'auto_create_account_for_account_members',
      booleanOf(current, 'auto_create_account_for_account_members'),
      problems,
    ),
    account_member_self_management: readEnum(
      document,
      'account_member_self_management',
      SELF_MANAGEMENT,
      current.account_member_self_management === 'update_only' ? 'update_only' : 'disabled',
      problems,
    ),
    // One minute to thirty days: shorter would expire mid-request, longer defeats idle timeouts.
    account_management_authentication_token_timeout_secs: readIntegerSetting(
      document,
      current,
      problems,
      'account_management_authentication_token_timeout_secs',
      [86400, 60, 30 * 86400],
    ),
  }),
  render: (data, { storeId }) => ({
    data: {
      id: realmId(storeId, 'account-authentication-settings'),
      type: 'account_authentication_settings',
      ...data,
      relationships: realmRelationship(storeId, 'account-realm'),
      meta: { client_id: 'account-management' },
      links: { self: '/v2/settings/account-authentication' },
    },
  }),
};

const ACCOUNT_MEMBERSHIP: SettingsSection = {
  name: 'account-membership',
  type: 'account_membership_setting',
  defaults: () => ({ membership_limit: 1000 }),
  read: (document, current, problems) => ({
    membership_limit: readIntegerSetting(document, current, problems, 'membership_limit', [1000, 1, 10000]),
  }),
  render: (data) => ({ data: { type: 'account_membership_setting', ...data } }),
};

/** The stored section, or its defaults when the store never wrote it. */
function loadSection(context: SettingsContext, section: SettingsSection): SettingsData {
  const stored = settingsCollection(context.db).get(context.storeId, section.name || 'project');
  return { ...section.defaults(context), ...(stored?.data ?? {}) };
}

/** The store's personal-data log retention in days (used by personal-data.ts). */
export function logsTtlDays(db: SandboxDatabase, storeId: string): number {
  const days = loadSection({ db, storeId }, LOGS_TTL).days;
  return typeof days === 'number' ? days : 7;
}

const SECTIONS: readonly SettingsSection[] = [
  PROJECT,
  LOGS_TTL,
  CART,
  SUBSCRIPTIONS,
  promotionsSection(loadSection),
  CUSTOMER_AUTHENTICATION,
  ACCOUNT_AUTHENTICATION,
  ACCOUNT_MEMBERSHIP,
];

/** Mounted at `/v2/settings`. */
export function createSettingsRouter(options: SimpleResourceRoutesOptions): Router {
  const collection = settingsCollection(options.db);
  const router = Router();
  for (const section of SECTIONS) {
    const path = `/${section.name}`;
    const storedId = section.name || 'project';
    const contextOf = (storeId: string): SettingsContext => ({ db: options.db, storeId });

    router.get(path, (req, res) => {
      const context = contextOf(authenticatedStoreId(req.auth));
      res.json(section.render(loadSection(context, section), context));
    });

    const { read } = section;
    if (read) {
      router.put(path, requireWriteAccess, (req, res) => {
        const context = contextOf(authenticatedStoreId(req.auth));
        const body: unknown = req.body;
        const data = requestData(body);
        if (data.type !== section.type) throw failedValidation(`type must be ${section.type}`, '/data/type');
        const problems = new FieldProblems('/data');
        const next = read(data, loadSection(context, section), problems);
        problems.throwIfAny();
        const timestamp = new Date(options.now()).toISOString();
        collection.transaction(() => {
          if (!collection.replace(context.storeId, storedId, next, timestamp)) {
            collection.insert({
              id: storedId,
              storeId: context.storeId,
              data: next,
              createdAt: timestamp,
              updatedAt: timestamp,
            });
          }
        });
        res.json(section.render(loadSection(context, section), context));
      });
    }

    if (section.deletable) {
      router.delete(path, requireWriteAccess, (req, res) => {
        collection.delete(authenticatedStoreId(req.auth), storedId);
        res.status(204).end();
      });
    }
  }
  return router;
}
