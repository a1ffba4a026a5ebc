/**
 * The provider-call budget of one GraphQL request. Before execution, the operation is walked with
 * its variables and every field's cost in provider calls is added up from the declarative table
 * below and the page sizes asked for; an operation whose estimate is over the budget is refused
 * before any call. At run time ProviderClient stops the request at the same number of calls
 * (context.ts), in case the estimate was wrong.
 */
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_MAX_PROVIDER_CALLS, type GatewayConfig } from './config';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './lists';

export const PROVIDER_CALL_BUDGET_EXCEEDED = 'PROVIDER_CALL_BUDGET_EXCEEDED';

/** DataLoaders batch up to this many ids per call (loaders.ts). */
export const LOADER_BATCH_SIZE = 100;

/**
 * Items assumed in a list that has no `page` argument (relationship ids, sub-resources the provider
 * answers whole), unless its rule says otherwise. Only matters where something below it costs calls.
 */
export const ASSUMED_LIST_SIZE = 10;

/** Price books assumed by `Product.prices`, which asks one SKU loader per price book. */
export const ASSUMED_PRICE_BOOKS = 5;

/** How a field costs provider calls. */
export type CallCost =
  /** `calls` calls for each parent item: a sub-resource fetched per parent (nodes, children, addresses). */
  | { kind: 'perItem'; calls: number; shared?: string }
  /** `calls` calls for each item the field answers, not batched (variations: one call per id). */
  | { kind: 'perResult'; calls: number }
  /**
   * Through a DataLoader (maxBatchSize 100): ceil(ids / 100) calls, the ids being one per parent item
   * (`ids: 'parent'`) or one per answered item; `loaders` such loaders (one per price book).
   */
  | { kind: 'batched'; ids: 'parent' | 'result'; loaders: number }
  /** Read once per request, whatever asks for it (memoized per request under `key`). */
  | { kind: 'once'; key: string; calls: number };

export interface FieldRule {
  cost: readonly CallCost[];
  /** Items per parent item when the field is a list without a `page` argument. */
  list?: number;
  /** Fields (`Type.field`) this field's answer already carries at every depth below it: free there. */
  preloads?: readonly string[];
}

/** A sub-resource read per parent item; `shared` names a read several sibling fields memoize together. */
const perItem = (calls = 1, shared?: string): CallCost =>
  shared ? { kind: 'perItem', calls, shared } : { kind: 'perItem', calls };
const perResult = (calls = 1): CallCost => ({ kind: 'perResult', calls });
const batched = (ids: 'parent' | 'result' = 'result', loaders = 1): CallCost => ({
  kind: 'batched',
  ids,
  loaders,
});
const once = (key: string, calls = 1): CallCost => ({ kind: 'once', key, calls });
const rule = (cost: CallCost | readonly CallCost[], list?: number): FieldRule => ({
  cost: Array.isArray(cost) ? cost : [cost as CallCost],
  ...(list === undefined ? {} : { list }),
});
const FREE = rule([]);

/** Every root field (Query, Mutation) without a rule costs this: one provider call. */
export const DEFAULT_ROOT_RULE: FieldRule = rule(perItem(1));
/** One call whose answer carries `preloads` below it. */
const tree = (...preloads: string[]): FieldRule => ({ ...DEFAULT_ROOT_RULE, preloads });

/**
 * `Type.field` → what it costs upstream, for every field resolver below the root that reaches the
 * gateway's context (and so may call the provider). Fields absent here resolve from their parent's
 * data and cost nothing; root fields absent here cost one call. A test
 * (gateway/test/call-budget.test.ts) fails when a resolver that takes the context is missing here.
 */
export const FIELD_COSTS: Readonly<Record<string, FieldRule>> = {
  // `v2/categories/tree` answers the nested children: no call per category below it.
  'Query.categoryTree': tree('Category.children'),
  // Catalogue: products
  'Product.files': rule(batched()),
  'Product.mainImage': rule(batched()),
  'Product.stock': rule(batched()),
  'Product.parent': rule(batched()),
  'ProductBundleOption.product': rule(batched()),
  // loaders.variationById: the provider has no batch read of variations, one call per id.
  'Product.variations': rule(perResult(), 3),
  'Product.children': rule(perItem()),
  'Product.nodes': rule(perItem()),
  'Product.customRelationships': rule(perItem()),
  'Product.relatedProducts': rule(perItem()),
  // One flow and one entry per attached template.
  'Product.templates': rule(perResult(2), 3),
  // Every price book once (paged by 100), then one SKU loader per book.
  'Product.prices': rule([once('priceBooks'), batched('parent', ASSUMED_PRICE_BOOKS)], ASSUMED_PRICE_BOOKS),
  'ProductPrice.priceBook': rule(once('priceBooks')),
  'PriceBook.prices': rule(perItem()),
  'PriceBook.modifiers': rule(perItem()),
  'VariationOption.modifiers': rule(perItem()),
  // Free (the variation carries its options), but a variation has a handful of options, not 10.
  'Variation.options': rule([], 5),
  'File.link': FREE,
  'Job.errors': rule(perItem()),
  'Category.children': rule(perItem()),
  // Hierarchies
  'Hierarchy.children': rule(perItem()),
  'Hierarchy.nodes': rule(perItem()),
  'HierarchyNode.children': rule(perItem()),
  'HierarchyNode.products': rule(perItem()),
  'HierarchyNode.hierarchy': rule(batched()),
  'HierarchyNode.parent': rule(batched()),
  // Flows
  'Flow.fields': rule(perItem()),
  'Flow.entries': rule(perItem()),
  // Inventory
  'Stock.product': rule(batched()),
  'Stock.locations': rule(batched('parent')),
  'Stock.multiLocation': rule(batched('parent')),
  'Stock.transactions': rule([batched('parent'), perItem()]),
  // Catalogs
  'Catalog.hierarchies': rule(batched()),
  'Catalog.releases': rule(perItem()),
  'Catalog.rules': rule(perItem()),
  'CatalogPriceBook.priceBook': rule(batched()),
  'CatalogRelease.products': rule(perItem()),
  // Published trees (shopper catalog and release views): one read per parent, on the view's base.
  'CatalogView.release': rule(perItem()),
  'CatalogView.hierarchies': rule(perItem()),
  'CatalogView.hierarchy': rule(perItem()),
  'CatalogView.nodes': rule(perItem()),
  'CatalogView.node': rule(perItem()),
  'CatalogView.products': rule(perItem()),
  'CatalogView.product': rule(perItem()),
  'CatalogViewHierarchy.children': rule(perItem()),
  'CatalogViewHierarchy.nodes': rule(perItem()),
  'CatalogViewHierarchy.products': rule(perItem()),
  'CatalogViewNode.children': rule(perItem()),
  'CatalogViewNode.products': rule(perItem()),
  'CatalogViewProduct.children': rule(perItem()),
  'CatalogViewProduct.relatedProducts': rule(perItem()),
  // Customers and accounts
  'Customer.addresses': rule(perItem()),
  'Customer.address': rule(perItem()),
  'Account.parent': rule(batched()),
  'Account.tags': rule(batched()),
  'Account.addresses': rule(perItem()),
  'Account.memberships': rule(perItem()),
  'Account.unassignedMembers': rule(perItem()),
  'Account.address': rule(perItem()),
  'Account.membership': rule(perItem()),
  'AccountMember.memberships': rule(perItem()),
  'AccountMembership.member': rule(batched()),
  'AccountMembership.account': rule(batched()),
  'Realm.passwordProfiles': rule(perItem()),
  'Realm.oidcProfiles': rule(perItem()),
  'Realm.users': rule(perItem()),
  'Realm.passwordProfile': rule(perItem()),
  'Realm.oidcProfile': rule(perItem()),
  'Realm.user': rule(perItem()),
  'UserAuthenticationInfo.passwordProfileInfos': rule(perItem()),
  'UserAuthenticationInfo.passwordProfileInfo': rule(perItem()),
  // Orders: the metrics total is read once per metrics object for from, to and total.
  'Order.items': rule(perItem()),
  'Order.shippingGroups': rule(perItem()),
  'Order.transactions': rule(perItem()),
  'Order.shippingGroup': rule(perItem()),
  'Order.transaction': rule(perItem()),
  'OrderMetrics.from': rule(perItem(1, 'metricsTotal')),
  'OrderMetrics.to': rule(perItem(1, 'metricsTotal')),
  'OrderMetrics.total': rule(perItem(1, 'metricsTotal')),
  'OrderMetrics.value': rule(perItem()),
  'OrderMetrics.summary': rule(perItem()),
  'OrderMetrics.timeseries': rule(perItem(3)),
  // Settings: one section read each.
  'Settings.store': rule(perItem()),
  'Settings.logsTtl': rule(perItem()),
  'Settings.cart': rule(perItem()),
  'Settings.subscriptions': rule(perItem()),
  'Settings.promotions': rule(perItem()),
  'Settings.customerAuthentication': rule(perItem()),
  'Settings.accountAuthentication': rule(perItem()),
  'AccountAuthenticationSettings.realm': rule(perItem()),
  'Settings.accountMembership': rule(perItem()),
  // Custom APIs and integrations
  'CustomApi.fields': rule(perItem()),
  'CustomApi.entries': rule(perItem()),
  'CustomApi.entry': rule(perItem()),
  'CustomApi.field': rule(perItem()),
  'CustomApi.rolePolicies': rule(perItem()),
  'CustomApiRolePolicy.role': rule(once('builtInRoles')),
  'Integration.logs': rule(perItem()),
  // With its jobs' logs asked, the integration's logs are read alongside (integrations.ts).
  'Integration.jobs': rule(perItem(2)),
  'IntegrationJob.logs': rule(perItem()),
  // Promotions
  'Promotion.codes': rule(perItem()),
  'Promotion.jobs': rule(perItem()),
  'Promotion.history': rule(perItem()),
  'RulePromotion.codes': rule(perItem()),
  'RulePromotion.jobs': rule(perItem()),
  'PromotionJob.file': rule(perItem()),
  'PromotionJobFile.csv': rule(perItem()),
  // Carts: the items are read once per cart for both fields (unless the cart came with them).
  'Cart.items': rule(perItem(1, 'cartItems')),
  'Cart.promotions': rule(perItem(1, 'cartItems')),
  'Cart.customers': rule(batched()),
  'Cart.accounts': rule(batched()),
  // Tax items and custom discounts come with the cart's read (`include`), or one read per cart.
  'Cart.customDiscounts': rule(perItem(1, 'cartIncluded')),
  'CartItem.customDiscounts': rule(perItem(1, 'cartIncluded')),
  'CartItem.taxes': rule(perItem(1, 'cartIncluded')),
  'Cart.shippingGroups': rule(perItem()),
  'Cart.shippingGroup': rule(perItem()),
  // Subscriptions
  'SubscriptionOffering.products': rule(perItem()),
  'SubscriptionOffering.plans': rule(perItem()),
  'CustomerSubscription.availableActions': rule(once('subscriptionPlans')),
  'CustomerSubscription.plan': rule(once('subscriptionPlans')),
  'CustomerSubscription.invoices': rule(perItem()),
  'CustomerSubscription.products': rule(perItem()),
  'CustomerSubscription.plans': rule(perItem()),
  'SubscriptionInvoice.payments': rule(perItem()),
};

export interface CallEstimate {
  /** Provider calls the operation may make, at most (page sizes as asked, defaults otherwise). */
  calls: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  variables: Readonly<Record<string, unknown>>;
  /** Per-request memoized reads already counted. */
  onceKeys: Set<string>;
}

/** Where a selection set sits. */
interface Level {
  /** How many parent objects it is resolved for. */
  items: number;
  /** The page size when it is a page's selection (its `items` list is that long). */
  pageSize: number | undefined;
  isRoot: boolean;
  /** Sibling-memoized reads already counted for these parents. */
  shared: Set<string>;
  /** Fields an ancestor's answer already carries. */
  preloaded: ReadonlySet<string>;
}

/**
 * The provider calls `operation` may make with `variables`. Call it on a validated document (as
 * Apollo's didResolveOperation does): unknown fields and fragments are skipped, not reported.
 */
export function estimateProviderCalls(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Readonly<Record<string, unknown>> = {},
): CallEstimate {
  const root = schema.getRootType(operation.operation);
  if (!root) return { calls: 0 };
  const walk: Walk = { schema, fragments, variables, onceKeys: new Set() };
  const top: Level = { items: 1, pageSize: undefined, isRoot: true, shared: new Set(), preloaded: new Set() };
  return { calls: Math.ceil(selectionCost(walk, operation.selectionSet, root, top)) };
}

/** Fragments of a document by name. */
export function fragmentsOf(
  definitions: readonly { kind: string }[],
): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      const fragment = definition as FragmentDefinitionNode;
      fragments[fragment.name.value] = fragment;
    }
  }
  return fragments;
}

function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  level: Level,
): number {
  const { items, pageSize, isRoot, shared, preloaded } = level;
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments[selection.name.value];
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && isCompositeType(type)) total += selectionCost(walk, fragment.selectionSet, type, level);
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parentType;
      if (isCompositeType(type)) total += selectionCost(walk, selection.selectionSet, type, level);
      continue;
    }
    const name = selection.name.value;
    // Introspection and __typename are answered by the gateway itself.
    if (name.startsWith('__') || !(isObjectType(parentType) || isInterfaceType(parentType))) continue;
    const field = parentType.getFields()[name];
    if (!field) continue;
    const key = `${parentType.name}.${name}`;
    const fieldRule = preloaded.has(key) ? undefined : ruleFor(key, isRoot);
    const args = argumentsOf(walk, field, selection);
    const returned = getNullableType(field.type);
    const resultItems = isListType(returned)
      ? items * (pageSize ?? fieldRule?.list ?? ASSUMED_LIST_SIZE)
      : items;
    total += fieldCost(walk, fieldRule, items, resultItems, shared);
    const named = getNamedType(field.type);
    if (selection.selectionSet && isCompositeType(named)) {
      total += selectionCost(walk, selection.selectionSet, named, {
        items: resultItems,
        // A field with a `page` argument answers a page: its `items` are that many.
        pageSize:
          'page' in args || field.args.some((arg) => arg.name === 'page') ? pageLimit(args.page) : undefined,
        isRoot: false,
        shared: new Set(),
        preloaded: fieldRule?.preloads ? new Set([...preloaded, ...fieldRule.preloads]) : preloaded,
      });
    }
  }
  return total;
}

function fieldCost(
  walk: Walk,
  fieldRule: FieldRule | undefined,
  items: number,
  resultItems: number,
  shared: Set<string>,
): number {
  let total = 0;
  for (const cost of fieldRule?.cost ?? []) {
    switch (cost.kind) {
      case 'perItem':
        if (cost.shared) {
          if (shared.has(cost.shared)) break;
          shared.add(cost.shared);
        }
        total += items * cost.calls;
        break;
      case 'perResult':
        total += resultItems * cost.calls;
        break;
      case 'batched': {
        const ids = cost.ids === 'parent' ? items : resultItems;
        total += Math.ceil(ids / LOADER_BATCH_SIZE) * cost.loaders;
        break;
      }
      case 'once':
        if (!walk.onceKeys.has(cost.key)) {
          walk.onceKeys.add(cost.key);
          total += cost.calls;
        }
        break;
    }
  }
  return total;
}

/** The field's rule (the schema has no interfaces or unions, so the parent is the resolving type). */
function ruleFor(key: string, isRoot: boolean): FieldRule | undefined {
  return FIELD_COSTS[key] ?? (isRoot ? DEFAULT_ROOT_RULE : undefined);
}

/** The page size a `page` argument asks for: its limit, the default when absent, within the provider's range. */
function pageLimit(page: unknown): number {
  const limit =
    typeof page === 'object' && page !== null && 'limit' in page ? (page as { limit: unknown }).limit : null;
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_PAGE_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_LIMIT);
}

function argumentsOf(
  walk: Walk,
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, walk.variables as Record<string, unknown>);
  } catch {
    // Bad variables are refused by execution with a clear error; the estimate takes the defaults.
    return {};
  }
}

/** False when @skip(if: true) or @include(if: false) leaves the selection out. */
function included(walk: Walk, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  try {
    const variables = walk.variables as Record<string, unknown>;
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    if (getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if === false) return false;
  } catch {
    // Counted: the conservative answer.
  }
  return true;
}

/** The refusal of an operation over the budget, or of a call past it (context.ts). */
export function callBudgetExceeded(limit: number, estimate?: number): GraphQLError {
  const message =
    estimate === undefined
      ? `This request reached its budget of ${limit} provider calls and was stopped`
      : `This operation may make about ${estimate} provider calls, over the budget of ${limit} per request: ask for smaller pages or fewer nested lists`;
  return new GraphQLError(message, {
    extensions: {
      code: PROVIDER_CALL_BUDGET_EXCEEDED,
      ...(estimate === undefined ? {} : { estimate }),
      limit,
      // Refused as the caller's request, not a server failure (the endpoint reads and strips `http`).
      http: { status: 400 },
    },
  });
}

/** The budget in force: the configuration's, or the default; 0 means none. */
export function maxProviderCallsOf(config: GatewayConfig): number {
  return config.maxProviderCalls ?? DEFAULT_MAX_PROVIDER_CALLS;
}

/** Estimates kept per operation (distinct variables), and the longest variables kept as a key. */
const MAX_ESTIMATES_PER_OPERATION = 64;
const MAX_ESTIMATE_KEY_LENGTH = 2048;

/** An operation's estimated provider calls and the budget it was checked against (0: none). */
export interface ProviderBudget {
  estimate: number;
  limit: number;
}

/**
 * Refuses, before execution, an operation whose estimate is over the budget; the estimate is also
 * reported as `extensions.providerBudget` (graphql-pipeline.ts) so a caller can see how close an
 * operation comes. Without a budget (0) nothing is refused.
 */
export function providerCallBudgetCheck(
  config: GatewayConfig,
): (
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
) => ProviderBudget | undefined {
  const limit = maxProviderCallsOf(config);
  // Estimates of each operation (the same parsed object for every request sending the same text,
  // see the endpoint's document cache) by its variables: a list screen asks the same page again and again.
  const estimates = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  const estimateOf = (
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    definitions: readonly { kind: string }[],
    variables: Readonly<Record<string, unknown>>,
  ): number => {
    const compute = () => estimateProviderCalls(schema, operation, fragmentsOf(definitions), variables).calls;
    // Mutations are not repeated like screens' queries, and may carry bulk text (a CSV import).
    if (operation.operation !== 'query') return compute();
    let key: string;
    try {
      key = JSON.stringify(variables);
    } catch {
      return compute(); // nesting too deep to write out: refused by the input limits (security.ts)
    }
    if (key.length > MAX_ESTIMATE_KEY_LENGTH) return compute();
    let known = estimates.get(operation);
    if (!known) {
      known = new Map();
      estimates.set(operation, known);
    }
    let calls = known.get(key);
    if (calls === undefined) {
      calls = compute();
      if (known.size >= MAX_ESTIMATES_PER_OPERATION) known.clear();
      known.set(key, calls);
    }
    return calls;
  };
  return (schema, operation, document, variables) => {
    // Estimated without a budget too: the estimate is every answer's `extensions.cost.requestedProviderCalls`.
    const estimate = estimateOf(schema, operation, document.definitions, variables);
    if (limit > 0 && estimate > limit) throw callBudgetExceeded(limit, estimate);
    return { estimate, limit };
  };
}
