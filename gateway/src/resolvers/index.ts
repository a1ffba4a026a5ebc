import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import type { Resolvers } from '../generated/graphql';
import { credentialsCookieName, DEFAULT_ADMIN_DEPLOYMENT, type GatewayConfig } from '../config';
import { accountResolvers } from './accounts';
import { applicationKeyResolvers } from './application-keys';
import { authResolvers } from './auth';
import { cartResolvers } from './carts';
import { cartAdjustmentResolvers } from './carts-adjustments';
import { catalogResolvers } from './catalogs';
import { customerResolvers } from './customers';
import { customApiResolvers } from './custom-apis';
import { personalDataResolvers } from './personal-data';
import { integrationResolvers } from './integrations';
import { customRelationshipResolvers } from './custom-relationships';
import { fileResolvers } from './files';
import { flowResolvers } from './flows';
import { hierarchyResolvers } from './hierarchies';
import { inventoryResolvers } from './inventory';
import { jobResolvers } from './jobs';
import { legacyCatalogueResolvers } from './legacy-catalogue';
import { legacyVariationResolvers } from './legacy-variations';
import { orderResolvers } from './orders';
import { priceBookResolvers } from './pricebooks';
import { productResolvers } from './products';
import { promotionResolvers } from './promotions';
import { productTemplateResolvers } from './product-templates';
import { realmResolvers } from './realms';
import { settingsResolvers } from './settings';
import { shopperCatalogResolvers } from './shopper-catalog';
import { storeResolvers } from './stores';
import { subscriptionResolvers } from './subscriptions';
import { variationResolvers } from './variations';
import { SDK_VERSION } from '../provider/client';

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 date and time',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new TypeError('DateTime must be an ISO-8601 string');
    }
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) {
      throw new TypeError('DateTime must be an ISO-8601 string');
    }
    return ast.value;
  },
});

const MINOR_UNITS_MESSAGE = `MinorUnits must be a whole number between ${-Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;

/** A money amount in minor units: any safe integer (GraphQL's Int stops at 2^31 - 1). */
function minorUnits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(MINOR_UNITS_MESSAGE);
  return value;
}

const MinorUnitsScalar = new GraphQLScalarType({
  name: 'MinorUnits',
  description: "An amount in a currency's minor unit, a safe integer",
  serialize: minorUnits,
  parseValue: minorUnits,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError(MINOR_UNITS_MESSAGE);
    return minorUnits(Number(ast.value));
  },
});

/** The deployment facts the admin reads from gatewayInfo (config.ts): its links and credentials cookie name. */
function deploymentFacts(config: GatewayConfig) {
  const admin = config.admin ?? DEFAULT_ADMIN_DEPLOYMENT;
  return {
    termsOfUseUrl: admin.termsOfUseUrl,
    integrationUpdatesDocsUrl: admin.integrationUpdatesDocsUrl,
    credentialsCookieName: credentialsCookieName(config.provider.host, admin.previewStore),
  };
}

const commonResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  MinorUnits: MinorUnitsScalar,
  Query: {
    gatewayInfo: (_root, _args, ctx) => ({
      name: 'Commerce Manager',
      version: SDK_VERSION,
      providerHost: ctx.config.provider.host,
      sandbox: ctx.config.useSandbox,
      ...deploymentFacts(ctx.config),
    }),
  },
};

/** Every area's resolvers; each area adds one module here. */
export const resolvers: Resolvers[] = [
  commonResolvers,
  authResolvers,
  productResolvers,
  productTemplateResolvers,
  hierarchyResolvers,
  priceBookResolvers,
  storeResolvers,
  fileResolvers,
  variationResolvers,
  jobResolvers,
  legacyCatalogueResolvers,
  legacyVariationResolvers,
  flowResolvers,
  customRelationshipResolvers,
  inventoryResolvers,
  catalogResolvers,
  shopperCatalogResolvers,
  customerResolvers,
  accountResolvers,
  realmResolvers,
  orderResolvers,
  settingsResolvers,
  applicationKeyResolvers,
  customApiResolvers,
  personalDataResolvers,
  integrationResolvers,
  promotionResolvers,
  cartResolvers,
  cartAdjustmentResolvers,
  subscriptionResolvers,
];
