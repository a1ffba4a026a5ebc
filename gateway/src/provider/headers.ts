/**
 * The headers the client sends. Names are the provider's own where its SDK or OpenAPI documents
 * give one (../shared/reference/ep-openapi/*.yaml); the two marked "ours" are not in them.
 *
 * | what                                   | header                                      | when                                   |
 * | -------------------------------------- | ------------------------------------------- | -------------------------------------- |
 * | SDK language and version               | X-MOLTIN-SDK-LANGUAGE, X-MOLTIN-SDK-VERSION  | always                                 |
 * | content type                           | Content-Type                                | JSON (or form) bodies; never multipart unless the caller gives it |
 * | caller's token                         | Authorization: Bearer {token}               | when there is a token                  |
 * | store                                  | X-MOLTIN-AUTH-STORE                         | store id set (preview: org store id preferred) |
 * | organization (preview mode)            | EP-INTERNAL-AUTH-ORG (the only organization header in the OpenAPI documents) | preview with an organization id |
 * | application                            | X-MOLTIN-APPLICATION                        | always                                 |
 * | currency, language                     | X-MOLTIN-CURRENCY, X-MOLTIN-LANGUAGE         | when set                               |
 * | customer token                         | X-MOLTIN-CUSTOMER-TOKEN                     | per call (`headers`), by the calls that act as a shopper (resolvers/carts-shopper-tokens.ts, shopper-catalog.ts) |
 * | account-management token               | EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN  | per call, likewise                     |
 * | beta features                          | EP-BETA-FEATURES (comma-separated)          | account-management, account-authentication-settings, personal-data calls |
 * | JWT-auth (ours)                        | EP-JWT-AUTH: true                           | token sessions (pre-issued JWT)        |
 */
export const HEADER = {
  sdkLanguage: 'X-MOLTIN-SDK-LANGUAGE',
  sdkVersion: 'X-MOLTIN-SDK-VERSION',
  contentType: 'Content-Type',
  authorization: 'Authorization',
  store: 'X-MOLTIN-AUTH-STORE',
  organization: 'EP-INTERNAL-AUTH-ORG',
  application: 'X-MOLTIN-APPLICATION',
  currency: 'X-MOLTIN-CURRENCY',
  language: 'X-MOLTIN-LANGUAGE',
  customerToken: 'X-MOLTIN-CUSTOMER-TOKEN',
  accountManagementToken: 'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN',
  betaFeatures: 'EP-BETA-FEATURES',
  jwtAuth: 'EP-JWT-AUTH',
} as const;

export const SDK_LANGUAGE = 'commerce-manager-gateway';
export const SDK_VERSION = '0.1.0';

export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The beta features the dashboard enables (spec section 1). */
export type BetaFeature = 'account-management' | 'account-authentication-settings' | 'personal-data';

/** Path prefixes (after the version segment) of the calls that need each beta feature. */
const BETA_FEATURE_PATHS: readonly (readonly [string, BetaFeature])[] = [
  ['accounts', 'account-management'],
  ['account-members', 'account-management'],
  ['account-tags', 'account-management'],
  ['settings/account-membership', 'account-management'],
  ['settings/account-authentication', 'account-authentication-settings'],
  ['personal-data', 'personal-data'],
];

/** The beta features a call to `path` needs, e.g. `v2/accounts/1/addresses` → account-management. */
export function betaFeaturesFor(path: string): BetaFeature[] {
  const relative = path.replace(/^\/+/, '').replace(/^v2\//, '').split('?')[0] ?? '';
  const features = new Set<BetaFeature>();
  for (const [prefix, feature] of BETA_FEATURE_PATHS) {
    if (relative === prefix || relative.startsWith(`${prefix}/`)) features.add(feature);
  }
  return [...features];
}

/** Who is calling and on whose behalf; see `ProviderCallerOptions` in client.ts. */
export interface HeaderIdentity {
  token?: string;
  jwtAuth?: boolean;
  storeId?: string;
  organizationId?: string;
  organizationStoreId?: string;
  currency?: string;
  language?: string;
  preview?: boolean;
}

export interface HeaderInput {
  application: string;
  identity: HeaderIdentity;
  /** `Content-Type` to send; null leaves it off (multipart without a caller-given type). */
  contentType: string | null;
  betaFeatures: readonly BetaFeature[];
  /** `config.headers`, then the call's own headers: later ones win, as in the SDK. */
  configHeaders?: Readonly<Record<string, string>>;
  callHeaders?: Readonly<Record<string, string>>;
}

/** The store id the call acts in: in preview mode the organization store id is preferred. */
export function effectiveStoreId(identity: HeaderIdentity): string | undefined {
  return identity.preview ? (identity.organizationStoreId ?? identity.storeId) : identity.storeId;
}

export function buildHeaders(input: HeaderInput): Record<string, string> {
  const { identity } = input;
  const headers: Record<string, string> = {
    Accept: JSON_CONTENT_TYPE,
    [HEADER.sdkLanguage]: SDK_LANGUAGE,
    [HEADER.sdkVersion]: SDK_VERSION,
    [HEADER.application]: input.application,
  };
  if (input.contentType !== null) headers[HEADER.contentType] = input.contentType;
  if (identity.token) headers[HEADER.authorization] = `Bearer ${identity.token}`;
  if (identity.jwtAuth && identity.token) headers[HEADER.jwtAuth] = 'true';
  const storeId = effectiveStoreId(identity);
  if (storeId) headers[HEADER.store] = storeId;
  if (identity.preview && identity.organizationId) headers[HEADER.organization] = identity.organizationId;
  if (identity.currency) headers[HEADER.currency] = identity.currency;
  if (identity.language) headers[HEADER.language] = identity.language;
  if (input.betaFeatures.length > 0) headers[HEADER.betaFeatures] = input.betaFeatures.join(',');
  return withOverrides(withOverrides(headers, input.configHeaders), input.callHeaders);
}

/** Header names are case-insensitive: an override replaces the built-in whatever its spelling. */
function withOverrides(
  headers: Record<string, string>,
  overrides: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  if (!overrides) return headers;
  const merged = { ...headers };
  for (const [name, value] of Object.entries(overrides)) {
    for (const existing of Object.keys(merged)) {
      if (existing.toLowerCase() === name.toLowerCase()) delete merged[existing];
    }
    merged[name] = value;
  }
  return merged;
}
