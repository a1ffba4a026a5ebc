import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { authenticatedStoreId, requireWriteAccess } from '../auth-stores/auth';
import type { SandboxDatabase } from '../core/db';
import { ApiError, failedValidation, notFound } from '../core/http';
import { ResourceCollection } from '../core/resources';
import {
  FieldProblems,
  readBoolean,
  readText,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject, optionalRequestData } from '../core/request';

/**
 * `/v2/gateways`: the provider's fixed set of payment gateways, one configuration per store.
 * Not a registry resource: gateways are never created or deleted, every store has all of them
 * from the start (defaults below, so stores created later have them too), and each has its own
 * credential fields. Only a store's changes are stored, keyed by slug.
 */

interface GatewaySpec {
  slug: string;
  name: string;
  /** Credential fields the gateway takes, all strings; required ones must be set to enable it. */
  credentials: readonly string[];
  required: readonly string[];
  /** Whether the gateway has a test mode flag. */
  testMode: boolean;
  enabledByDefault: boolean;
  /** Stripe-family gateways offer onboarding links, customers and invoices. */
  stripe: boolean;
}

const spec = (
  slug: string,
  name: string,
  credentials: readonly string[],
  options: Partial<Pick<GatewaySpec, 'required' | 'testMode' | 'enabledByDefault' | 'stripe'>> = {},
): GatewaySpec => ({
  slug,
  name,
  credentials,
  required: options.required ?? credentials,
  testMode: options.testMode ?? true,
  enabledByDefault: options.enabledByDefault ?? false,
  stripe: options.stripe ?? false,
});

export const GATEWAYS: readonly GatewaySpec[] = [
  spec('manual', 'Manual', [], { testMode: false, enabledByDefault: true }),
  spec('braintree', 'Braintree', ['environment', 'merchant_id', 'private_key', 'public_key'], {
    required: ['merchant_id', 'private_key', 'public_key'],
    testMode: false,
  }),
  spec('stripe', 'Stripe', ['login'], { testMode: false, stripe: true }),
  spec('stripe_payment_intents', 'Stripe Payment Intents', ['login'], { testMode: false, stripe: true }),
  spec('stripe_connect', 'Stripe Connect', ['stripe_account'], { stripe: true }),
  spec('elastic_path_payments_stripe', 'Elastic Path Payments powered by Stripe', ['stripe_account'], {
    stripe: true,
  }),
  spec('paypal_express_checkout', 'PayPal Express Checkout', ['payer_id']),
  spec('adyen', 'Adyen', ['merchant_account', 'username', 'password']),
  spec('authorize_net', 'Authorize.net', ['login', 'password']),
  spec('card_connect', 'CardConnect', ['merchant_id', 'username', 'password']),
  spec('cyber_source', 'CyberSource', ['login', 'password']),
];

export function isGatewaySlug(slug: string): boolean {
  return GATEWAYS.some((gateway) => gateway.slug === slug);
}

/** A store's changes to one gateway; absent fields keep the defaults. */
interface GatewaySettings {
  enabled: boolean;
  test: boolean;
  credentials: Record<string, string>;
}

const gatewayResourceType = {
  name: 'gateway',
  decode: (data: unknown): GatewaySettings => data as GatewaySettings,
};

function gatewayCollection(db: SandboxDatabase): ResourceCollection<GatewaySettings> {
  return new ResourceCollection(db, gatewayResourceType);
}

function settingsOf(
  collection: ResourceCollection<GatewaySettings>,
  storeId: string,
  gateway: GatewaySpec,
): GatewaySettings {
  return (
    collection.get(storeId, gateway.slug)?.data ?? {
      enabled: gateway.enabledByDefault,
      test: false,
      credentials: {},
    }
  );
}

export function isGatewayEnabled(db: SandboxDatabase, storeId: string, slug: string): boolean {
  const gateway = GATEWAYS.find((candidate) => candidate.slug === slug);
  return gateway !== undefined && settingsOf(gatewayCollection(db), storeId, gateway).enabled;
}

function renderGateway(gateway: GatewaySpec, settings: GatewaySettings): Record<string, unknown> {
  return {
    type: 'gateway',
    name: gateway.name,
    slug: gateway.slug,
    enabled: settings.enabled,
    ...(gateway.testMode ? { test: settings.test } : {}),
    // The provider echoes the configured credentials to the seller.
    ...settings.credentials,
  };
}

function readSettings(document: Record<string, unknown>, gateway: GatewaySpec, current: GatewaySettings) {
  const problems = new FieldProblems();
  if (document.type !== undefined && document.type !== 'gateway')
    problems.add('type must be gateway', 'type');
  const enabled = readBoolean(document, 'enabled', current.enabled, problems) ?? current.enabled;
  const test = gateway.testMode
    ? (readBoolean(document, 'test', current.test, problems) ?? current.test)
    : false;
  const credentials = { ...current.credentials };
  for (const field of gateway.credentials) {
    const value = readText(document, field, credentials[field], problems, {
      required: false,
      maxLength: 1024,
    });
    // An empty string clears a credential.
    if (value === '') delete credentials[field];
    else if (value !== undefined) credentials[field] = value;
  }
  if (enabled) {
    for (const field of gateway.required) {
      if (credentials[field] === undefined)
        problems.add(`${field} is required to enable ${gateway.slug}`, field);
    }
  }
  problems.throwIfAny();
  return { enabled, test, credentials };
}

/** A Stripe-like id, deterministic from what the request carries and the clock. */
function fakeId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${crypto.createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24)}`;
}

/** Mounted at `/v2/gateways`. */
export function createGatewaysRouter(options: SimpleResourceRoutesOptions): Router {
  const collection = gatewayCollection(options.db);
  const router = Router();
  const find = (req: Request): GatewaySpec => {
    const gateway = GATEWAYS.find((candidate) => candidate.slug === req.params.slug);
    if (!gateway) throw notFound('Gateway not found');
    return gateway;
  };
  const stripeOnly = (gateway: GatewaySpec): void => {
    if (!gateway.stripe)
      throw ApiError.of(422, `The ${gateway.slug} gateway does not support this operation`);
  };

  router.get('/', (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    res.json({
      data: GATEWAYS.map((gateway) => renderGateway(gateway, settingsOf(collection, storeId, gateway))),
    });
  });

  router.get('/:slug', (req, res) => {
    const gateway = find(req);
    const storeId = authenticatedStoreId(req.auth);
    res.json({ data: renderGateway(gateway, settingsOf(collection, storeId, gateway)) });
  });

  router.put('/:slug', requireWriteAccess, (req, res) => {
    const gateway = find(req);
    const storeId = authenticatedStoreId(req.auth);
    const settings = collection.transaction(() => {
      const current = settingsOf(collection, storeId, gateway);
      const next = readSettings(optionalRequestData(req.body), gateway, current);
      const timestamp = new Date(options.now()).toISOString();
      if (!collection.replace(storeId, gateway.slug, next, timestamp)) {
        collection.insert({
          id: gateway.slug,
          storeId,
          data: next,
          createdAt: timestamp,
          updatedAt: timestamp,
        });
      }
      return next;
    });
    res.json({ data: renderGateway(gateway, settings) });
  });

  /** The fields a seller fills in to configure the gateway (what the admin form shows). */
  router.get('/:slug/attributes', (req, res) => {
    const gateway = find(req);
    res.json({
      data: {
        type: 'gateway_attributes',
        slug: gateway.slug,
        attributes: [
          { name: 'enabled', type: 'boolean', required: false },
          ...(gateway.testMode ? [{ name: 'test', type: 'boolean', required: false }] : []),
          ...gateway.credentials.map((name) => ({
            name,
            type: 'string',
            required: gateway.required.includes(name),
          })),
        ],
      },
    });
  });

  router.post('/:slug/onboarding-links', requireWriteAccess, (req, res) => {
    const gateway = find(req);
    stripeOnly(gateway);
    const data = optionalRequestData(req.body);
    const problems = new FieldProblems();
    const returnUrl = readText(data, 'return_url', undefined, problems, {
      required: true,
      pattern: /^https?:\/\/\S+$/,
      patternDetail: 'return_url must be an http(s) URL',
    });
    const test = readBoolean(data, 'test', false, problems) ?? false;
    problems.throwIfAny();
    const storeId = authenticatedStoreId(req.auth);
    const now = options.now();
    const account = fakeId('acct', storeId, gateway.slug);
    const url = new URL(`https://connect.stripe.com/setup/${test ? 'test/' : ''}${account}`);
    url.searchParams.set('return_url', returnUrl ?? '');
    res.status(201).json({
      data: {
        type: 'onboarding_link',
        url: url.toString(),
        test,
        return_url: returnUrl,
        // Stripe account links expire after a few minutes.
        expires_at: new Date(now + 5 * 60_000).toISOString(),
      },
    });
  });

  router.post('/:slug/stripe_customers', requireWriteAccess, (req, res) => {
    const gateway = find(req);
    stripeOnly(gateway);
    const account = readAccountOption(req);
    const storeId = authenticatedStoreId(req.auth);
    res.status(201).json({
      data: {
        type: 'stripe_customer',
        id: fakeId('cus', storeId, account ?? '', String(options.now())),
        ...(account === undefined ? {} : { account }),
      },
    });
  });

  router.post('/:slug/stripe_invoices', requireWriteAccess, (req, res) => {
    const gateway = find(req);
    stripeOnly(gateway);
    const data = optionalRequestData(req.body);
    const problems = new FieldProblems();
    const customerId = readText(data, 'customer_id', undefined, problems, { required: true, maxLength: 255 });
    problems.throwIfAny();
    const account = readAccountOption(req);
    const storeId = authenticatedStoreId(req.auth);
    res.status(201).json({
      data: {
        type: 'stripe_invoice',
        id: fakeId('in', storeId, customerId ?? '', String(options.now())),
        customer_id: customerId,
        status: 'draft',
        ...(account === undefined ? {} : { account }),
      },
    });
  });

  return router;
}

/** The connected account, from `options.account` of the request document. */
function readAccountOption(req: Request): string | undefined {
  const body: unknown = req.body;
  const requestOptions = isPlainObject(body) ? body.options : undefined;
  if (requestOptions === undefined) return undefined;
  const account = isPlainObject(requestOptions) ? requestOptions.account : null;
  if (account === undefined || typeof account === 'string') return account;
  throw failedValidation('options.account must be a string', '/options/account');
}
