import crypto from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { authenticatedStoreId } from '../auth-stores/auth';
import { addressDefinition, type AddressData } from './addresses';
import type { SandboxDatabase } from '../core/db';
import { badRequest, notFound, unauthorized } from '../core/http';
import { demoShopperPasswordHash, hashPasswordSync, verifyPassword } from '../auth-stores/password-hashing';
import { verifyOidcLogin } from './realm-sign-in';
import { ensureStoreRealms, realmCollections } from './realms';
import { ResourceCollection } from '../core/resources';
import { newOpaqueToken, tokenDigest } from '../auth-stores/secrets';
import {
  createSimpleResourceRouter,
  FieldProblems,
  readRequiredName,
  readText,
  simpleResourceCollection,
  type SimpleRecord,
  type SimpleResourceDefinition,
  type SimpleResourceRoutesOptions,
} from '../core/simple-resources';
import { isPlainObject } from '../core/request';
import { optionalText, storedObject, storedText } from '../core/stored-documents';
import { SEEDED_PERSONAL_DATA_ADDRESS_ID, SEEDED_PERSONAL_DATA_CUSTOMER_ID } from '../settings/personal-data';

/**
 * Legacy v2 customers (`/v2/customers`): flat `customer` documents with a write-only password
 * (stored as a scrypt hash, never rendered), their address books, and customer tokens
 * (`POST /v2/customers/tokens`) by password or by OIDC against the store's customer realm.
 */

export interface CustomerData {
  name: string;
  email: string;
  password_hash?: string;
  external_ref?: string;
}

interface CustomerTokenData {
  customer_id: string;
  digest: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

/** Customer tokens last a day, like the provider's. */
export const CUSTOMER_TOKEN_TTL_MS = 24 * 3600 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOTAL_METHODS = ['exact', 'lower_bound'] as const;

function decodeCustomer(data: unknown): CustomerData {
  const stored = storedObject(data, 'customer');
  return {
    name: storedText(stored, 'name', 'customer'),
    email: storedText(stored, 'email', 'customer'),
    ...optionalText(stored, 'password_hash'),
    ...optionalText(stored, 'external_ref'),
  };
}

function decodeCustomerToken(data: unknown): CustomerTokenData {
  const stored = storedObject(data, 'customer token');
  return {
    customer_id: storedText(stored, 'customer_id', 'customer token'),
    digest: storedText(stored, 'digest', 'customer token'),
    expires_at: typeof stored.expires_at === 'number' ? stored.expires_at : 0,
  };
}

const customerTokens = (db: SandboxDatabase) =>
  new ResourceCollection(db, { name: 'customer-token', decode: decodeCustomerToken });

/**
 * `total_method=lower_bound` trades an exact count for speed upstream: the total only promises
 * that at least that many customers match. Here it counts up to one past the current page.
 */
const totalMethod: RequestHandler = (req, res, next) => {
  const raw = req.query.total_method;
  if (raw === undefined || raw === 'exact') {
    next();
    return;
  }
  if (raw !== 'lower_bound') throw badRequest(`total_method must be one of ${TOTAL_METHODS.join(', ')}`);
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    if (
      isPlainObject(body) &&
      isPlainObject(body.meta) &&
      isPlainObject(body.meta.page) &&
      isPlainObject(body.meta.results)
    ) {
      const { offset, limit } = body.meta.page;
      const total = body.meta.results.total;
      if (typeof offset === 'number' && typeof limit === 'number' && typeof total === 'number') {
        const bound = Math.min(total, offset + limit + 1);
        body.meta.results = { total: bound, total_method: 'lower_bound' };
        body.meta.page.total = Math.ceil(bound / limit);
      }
    }
    return send(body);
  };
  next();
};

export function customerDefinition(
  options: SimpleResourceRoutesOptions,
): SimpleResourceDefinition<CustomerData> {
  const { db, now } = options;
  const tokens = customerTokens(db);
  const addresses = simpleResourceCollection(db, customerAddressDefinition(db));
  return {
    type: 'customer',
    label: 'customer',
    storedAs: 'customer',
    path: '/v2/customers',
    decode: decodeCustomer,
    read: (document, existing, problems) => {
      const password = readText(document, 'password', undefined, problems, {
        required: false,
        maxLength: 255,
      });
      const externalRef = readText(document, 'external_ref', existing?.external_ref, problems, {
        required: false,
        maxLength: 255,
      });
      const passwordHash = password === undefined ? existing?.password_hash : hashPasswordSync(password);
      return {
        name: readRequiredName(document, existing, problems),
        email:
          readText(document, 'email', existing?.email, problems, {
            required: true,
            maxLength: 255,
            pattern: EMAIL,
            patternDetail: 'email must be an email address',
          }) ?? '',
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        ...(externalRef === undefined ? {} : { external_ref: externalRef }),
      };
    },
    // Emails sign customers in, so one email is one customer (case-insensitive).
    unique: [{ field: 'email', value: (data) => data.email }],
    filterFields: {
      name: { operators: ['eq', 'like'], value: (item) => item.data.name },
      email: { operators: ['eq', 'like'], value: (item) => item.data.email },
      external_ref: { operators: ['eq', 'like'], value: (item) => item.data.external_ref ?? '' },
    },
    sortFields: { name: (item) => item.data.name, email: (item) => item.data.email },
    renderFields: ({ password_hash: _hidden, ...fields }) => fields,
    beforeDelete: (record, { storeId }) => {
      for (const address of addresses.list(storeId)) {
        if (address.data.owner_id === record.id) addresses.delete(storeId, address.id);
      }
      for (const token of tokens.list(storeId)) {
        if (token.data.customer_id === record.id) tokens.delete(storeId, token.id);
      }
    },
    extraRoutes: (router, { collection }) => {
      router.get('/', totalMethod);
      router.post('/tokens', customerTokenHandler(db, collection, now));
    },
  };
}

export function customerAddressDefinition(db: SandboxDatabase): SimpleResourceDefinition<AddressData> {
  const customers = new ResourceCollection(db, { name: 'customer', decode: decodeCustomer });
  return addressDefinition({
    param: 'customerId',
    type: 'customer',
    path: '/v2/customers',
    storedAs: 'customer-address',
    assertExists: (storeId, customerId) => {
      if (!customers.get(storeId, customerId)) throw notFound('customer not found');
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Customer tokens

function requiredField(document: Record<string, unknown>, field: string, problems: FieldProblems): string {
  return readText(document, field, undefined, problems, { required: true, maxLength: 2048 }) ?? '';
}

function customerTokenHandler(
  db: SandboxDatabase,
  customers: ResourceCollection<CustomerData>,
  now: () => number,
): RequestHandler {
  const realms = realmCollections(db);
  const tokens = customerTokens(db);
  return async (req, res) => {
    const storeId = authenticatedStoreId(req.auth);
    const data = isPlainObject(req.body) ? req.body.data : undefined;
    const document = isPlainObject(data) ? data : {};
    const problems = new FieldProblems();
    if (document.type !== 'token') problems.add('type must be token', 'type');
    const timestamp = new Date(now()).toISOString();
    const byEmail = (email: string) =>
      customers.list(storeId).find((customer) => customer.data.email.toLowerCase() === email.toLowerCase());
    let customer: SimpleRecord<CustomerData> | undefined;
    if (document.authentication_mechanism === 'oidc') {
      const input = {
        code: requiredField(document, 'oauth_authorization_code', problems),
        redirectUri: requiredField(document, 'oauth_redirect_uri', problems),
        codeVerifier: requiredField(document, 'oauth_code_verifier', problems),
      };
      problems.throwIfAny();
      const realmId = ensureStoreRealms(realms, storeId, timestamp).customer;
      const email = verifyOidcLogin(realms, storeId, realmId, input);
      // The identity provider vouches for the email: first sign-in creates the customer.
      customer = customers.transaction(() => {
        const existing = byEmail(email);
        if (existing) return existing;
        const created = {
          id: crypto.randomUUID(),
          storeId,
          data: { name: email.split('@')[0], email },
          createdAt: timestamp,
          updatedAt: timestamp,
        };
        customers.insert(created);
        return created;
      });
    } else {
      if (
        document.authentication_mechanism !== undefined &&
        document.authentication_mechanism !== 'password'
      ) {
        problems.add('authentication_mechanism must be password or oidc', 'authentication_mechanism');
      }
      const email = requiredField(document, 'email', problems);
      const password = requiredField(document, 'password', problems);
      problems.throwIfAny();
      customer = byEmail(email);
      const hash = customer?.data.password_hash;
      // A dummy hash for an unknown email: the same work either way, so timing tells nothing.
      if (!(await verifyPassword(password, hash)) || !customer) {
        throw unauthorized('Invalid email or password');
      }
    }
    const token = newOpaqueToken();
    const expiresAt = now() + CUSTOMER_TOKEN_TTL_MS;
    const id = crypto.randomUUID();
    tokens.insert({
      id,
      storeId,
      data: { customer_id: customer.id, digest: tokenDigest(token), expires_at: expiresAt },
      createdAt: timestamp,
      updatedAt: timestamp,
    });
    res.json({
      data: { type: 'token', id, customer_id: customer.id, token, expires: Math.floor(expiresAt / 1000) },
    });
  };
}

/** The customer a live customer token (`X-Moltin-Customer-Token`) belongs to, for other modules. */
export function resolveCustomerToken(
  db: SandboxDatabase,
  storeId: string,
  token: string,
  now: number,
): string | undefined {
  const digest = tokenDigest(token);
  return customerTokens(db)
    .list(storeId)
    .find((record) => record.data.digest === digest && record.data.expires_at > now)?.data.customer_id;
}

// ---------------------------------------------------------------------------------------------
// Routers

/** Mounted at `/v2/customers`: customers, their tokens and (nested) their addresses. */
export function createCustomersRouter(options: SimpleResourceRoutesOptions): Router {
  const router = Router();
  router.use(
    '/:customerId/addresses',
    createSimpleResourceRouter(customerAddressDefinition(options.db), options),
  );
  router.use('/', createSimpleResourceRouter(customerDefinition(options), options));
  return router;
}

// ---------------------------------------------------------------------------------------------
// Seed

const FIRST_NAMES = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Isla', 'Omar', 'Priya', 'Lucas'];
const LAST_NAMES = ['Patel', 'Nguyen', 'Okafor', 'Schmidt', 'García', 'Kowalski', 'Haddad', 'Tanaka'];
const CITIES = [
  { city: 'London', postcode: 'EC1A 1BB', country: 'GB' },
  { city: 'Manchester', postcode: 'M1 1AE', country: 'GB' },
  { city: 'Berlin', postcode: '10115', country: 'DE' },
  { city: 'Austin', postcode: '73301', country: 'US', region: 'TX' },
  { city: 'Toronto', postcode: 'M5H 2N2', country: 'CA', region: 'ON' },
];
export const SEEDED_CUSTOMER_COUNT = 40;

/** A fixed, index-derived id, so seeded customers are the same on every fresh database. */
const seededId = (kind: number, index: number) =>
  `c5e0a1b2-${String(kind).padStart(4, '0')}-4d3e-8f40-${String(index).padStart(12, '0')}`;

/** 40 customers with one or two addresses each; all sign in with the demo shopper password. */
export function seedCustomers(db: SandboxDatabase, storeId: string, timestamp: string): void {
  const customers = new ResourceCollection(db, { name: 'customer', decode: decodeCustomer });
  const addresses = simpleResourceCollection(db, customerAddressDefinition(db));
  const stamp = { storeId, createdAt: timestamp, updatedAt: timestamp };
  // The owner of the seeded personal-data history (settings/personal-data.ts) is a customer too, so
  // her logs, erasure and orders all name someone who exists.
  customers.insert({
    id: SEEDED_PERSONAL_DATA_CUSTOMER_ID,
    data: {
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      password_hash: demoShopperPasswordHash(),
    },
    ...stamp,
  });
  addresses.insert({
    id: SEEDED_PERSONAL_DATA_ADDRESS_ID,
    data: {
      owner_id: SEEDED_PERSONAL_DATA_CUSTOMER_ID,
      name: 'Home',
      first_name: 'Ada',
      last_name: 'Lovelace',
      line_1: '12 St James Square',
      city: 'London',
      postcode: 'SW1Y 4JH',
      country: 'GB',
    },
    ...stamp,
  });
  for (let index = 0; index < SEEDED_CUSTOMER_COUNT - 1; index += 1) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 3) % LAST_NAMES.length];
    const id = seededId(1, index);
    customers.insert({
      id,
      data: {
        name: `${first} ${last}`,
        email: `${first}.${last}.${index + 1}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, ''),
        password_hash: demoShopperPasswordHash(),
        ...(index % 4 === 0 ? { external_ref: `crm-${1000 + index}` } : {}),
      },
      ...stamp,
    });
    const place = CITIES[index % CITIES.length];
    const address = (label: string, line: string, suffix: number) =>
      addresses.insert({
        id: seededId(2 + suffix, index),
        data: {
          owner_id: id,
          name: label,
          first_name: first,
          last_name: last,
          line_1: line,
          city: place.city,
          postcode: place.postcode,
          country: place.country,
          ...(place.region ? { region: place.region } : {}),
        },
        ...stamp,
      });
    address('Home', `${10 + index} High Street`, 0);
    if (index % 3 === 0) address('Work', `${200 + index} Market Square`, 1);
  }
}
