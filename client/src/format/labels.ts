/**
 * The admin's one source of human labels for enum values ("PUBLISHED" → "Published", `TIER1000` →
 * "Tier 1000"). Every enum a seller sees has a map here, typed from the schema's values
 * (client/src/graphql/enums.generated.ts, `npm run codegen`): a value added to the schema is a type
 * error here until it has a label. Tables, tags, filter selects and form selects all read it.
 */
import type { EnumName, EnumValue } from '../graphql/enums.generated';

export type EnumLabels = { readonly [E in EnumName]: Readonly<Record<EnumValue<E>, string>> };

export const ENUM_LABELS: EnumLabels = {
  AccountMemberSelfManagement: { DISABLED: 'Disabled', UPDATE_ONLY: 'Members may update their details' },
  BillingInterval: { DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
  CartItemType: { PRODUCT: 'Product', CUSTOM: 'Custom item' },
  CatalogProductKind: { STANDARD: 'Standard', PARENT: 'Parent', CHILD: 'Child' },
  CatalogReleaseStatus: { PENDING: 'Publishing', PUBLISHED: 'Published', FAILED: 'Failed' },
  CommodityType: { PHYSICAL: 'Physical', DIGITAL: 'Digital' },
  CustomFieldType: {
    STRING: 'String',
    INTEGER: 'Integer',
    FLOAT: 'Float',
    BOOLEAN: 'Boolean',
    LIST: 'List',
    ANY: 'Any JSON',
  },
  DunningAction: {
    NONE: 'Do nothing',
    PAUSE: 'Pause the subscription',
    CLOSE: 'Close the subscription',
    SUSPEND: 'Suspend the subscription',
  },
  ErasableResourceType: { CUSTOMER: 'Customer', ACCOUNT: 'Account', ACCOUNT_MEMBER: 'Account member' },
  ErasureRequestStatus: {
    CREATED: 'Requested',
    IN_PROGRESS: 'In progress',
    SUCCESS: 'Erased',
    FAILURE: 'Failed',
  },
  FlowFieldType: {
    STRING: 'Text',
    INTEGER: 'Whole number',
    FLOAT: 'Number',
    BOOLEAN: 'Yes / no',
    DATE: 'Date',
    RELATIONSHIP: 'Relationship',
  },
  IntegrationType: { WEBHOOK: 'Webhook', AWS_SQS: 'Amazon SQS', STOMP: 'STOMP broker' },
  JobStatus: {
    PENDING: 'Waiting',
    STARTED: 'Running',
    SUCCESS: 'Done',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
  },
  JobType: {
    PRODUCT_EXPORT: 'Product export',
    PRODUCT_IMPORT: 'Product import',
    HIERARCHY_DUPLICATE: 'Hierarchy copy',
    CHILD_PRODUCTS: 'Child products',
    PRICE_IMPORT: 'Price import',
    OTHER: 'Other',
  },
  LegacyCatalogueStatus: { LIVE: 'Live', DRAFT: 'Draft' },
  LegacyModifierType: {
    NAME_EQUALS: 'Name equals',
    NAME_APPEND: 'Name append',
    NAME_PREPEND: 'Name prepend',
    DESCRIPTION_EQUALS: 'Description equals',
    DESCRIPTION_APPEND: 'Description append',
    DESCRIPTION_PREPEND: 'Description prepend',
    SLUG_EQUALS: 'Slug equals',
    SLUG_APPEND: 'Slug append',
    SLUG_PREPEND: 'Slug prepend',
    SKU_EQUALS: 'SKU equals',
    SKU_APPEND: 'SKU append',
    SKU_PREPEND: 'SKU prepend',
    COMMODITY_TYPE: 'Commodity type',
    STATUS: 'Status',
    SLUG_BUILDER: 'Slug builder',
    SKU_BUILDER: 'SKU builder',
    PRICE_EQUALS: 'Price equals',
    PRICE_INCREMENT: 'Price increment',
    PRICE_DECREMENT: 'Price decrement',
  },
  MetricsInterval: { DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly' },
  OneTimePasswordPurpose: {
    RESET_PASSWORD: 'Password reset',
    PASSWORDLESS_AUTHENTICATION: 'Sign-in without password',
  },
  // The provider's status: only the orders list's Payment filter names it. Its `paid` holds the
  // partly refunded orders too, which the filter grammar cannot tell apart (screens show
  // OrderPaymentState).
  OrderPaymentStatus: {
    UNPAID: 'Unpaid',
    AUTHORIZED: 'Authorized',
    PARTIALLY_AUTHORIZED: 'Partially authorized',
    PAID: 'Paid or partially refunded',
    PARTIALLY_PAID: 'Partially paid',
    REFUNDED: 'Refunded',
  },
  OrderPaymentState: {
    UNPAID: 'Unpaid',
    AUTHORIZED: 'Authorized',
    PARTIALLY_AUTHORIZED: 'Partially authorized',
    PAID: 'Paid',
    PARTIALLY_PAID: 'Partially paid',
    PARTIALLY_REFUNDED: 'Partially refunded',
    REFUNDED: 'Refunded',
  },
  OrderShippingStatus: { UNFULFILLED: 'Unfulfilled', FULFILLED: 'Fulfilled' },
  OrderStatus: {
    INCOMPLETE: 'Incomplete',
    PROCESSING: 'Processing',
    COMPLETE: 'Complete',
    CANCELLED: 'Cancelled',
  },
  PaymentMethod: { PURCHASE: 'Purchase', AUTHORIZE: 'Authorize' },
  PaymentRetryType: { FIXED: 'Fixed', BACKOFF: 'Back-off', TIERED: 'Tiered' },
  PaymentRetryUnit: { DAY: 'Days', WEEK: 'Weeks' },
  PlanEndBehavior: { ROLL: 'Roll over', CLOSE: 'Close' },
  PriceModifierType: {
    PRICE_INCREMENT: 'Adds to the price',
    PRICE_DECREMENT: 'Subtracts from the price',
    PRICE_EQUALS: 'Sets the price',
  },
  ProductStatus: { LIVE: 'Live', DRAFT: 'Draft' },
  PromotionFamily: { PROMOTION: 'Promotion', RULE_PROMOTION: 'Rule promotion' },
  PromotionHistoryAction: {
    CODE_CREATED: 'Code created',
    CODE_DELETED: 'Code deleted',
    CODE_USED: 'Code used',
  },
  PromotionJobStatus: {
    PENDING: 'Waiting',
    PROCESSING: 'Running',
    COMPLETED: 'Done',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
  },
  PromotionJobType: { CODE_GENERATE: 'Generate codes', CODE_EXPORT: 'Export codes' },
  PromotionType: {
    PERCENT_DISCOUNT: 'Percent off the cart',
    FIXED_DISCOUNT: 'Fixed amount off the cart',
    ITEM_PERCENT_DISCOUNT: 'Percent off items',
    ITEM_FIXED_DISCOUNT: 'Fixed amount off items',
    X_FOR_Y: 'X for Y',
    X_FOR_AMOUNT: 'X for an amount',
    BUNDLE_FIXED_DISCOUNT: 'Bundle discount',
    BUNDLE_GIFT: 'Bundle gift',
  },
  ProrationRounding: { UP: 'Up', DOWN: 'Down', NEAREST: 'Nearest' },
  SignUpCreateType: { ORGANIZATION: 'Organization', STORE: 'Store' },
  StockTransactionAction: {
    INCREMENT: 'Increment (add units)',
    DECREMENT: 'Decrement (remove units)',
    ALLOCATE: 'Allocate (hold for orders)',
    DEALLOCATE: 'Deallocate (release held units)',
    SET: 'Set the total',
  },
  StoreTier: {
    DEVELOPMENT: 'Development',
    PERFORMANCE: 'Performance',
    PRODUCTION: 'Production',
    ENTERPRISE: 'Enterprise',
    FREE_TRIAL: 'Free trial',
    BASIC: 'Basic',
    TRAINING: 'Training',
    TIER5: 'Tier 5',
    TIER2: 'Tier 2',
    TIER1000: 'Tier 1000',
  },
  SubscriptionAction: { PAUSE: 'Pause', RESUME: 'Resume', CANCEL: 'Cancel subscription' },
  SubscriptionJobStatus: { PENDING: 'Pending', STARTED: 'Running', SUCCESS: 'Finished', FAILED: 'Failed' },
  SubscriptionJobType: { BILLING_RUN: 'Billing run', TAX_RUN: 'Tax run', PAYMENT_RUN: 'Payment run' },
  SubscriptionState: { ACTIVE: 'Active', PAUSED: 'Paused', CANCELED: 'Canceled' },
  TaxCalculationMethod: { LINE: 'Per line', SIMPLE: 'On the cart total' },
  TransactionAction: { CONFIRM: 'Confirm', CAPTURE: 'Capture', REFUND: 'Refund', CANCEL: 'Cancel' },
  TransactionStatus: {
    PENDING: 'Pending',
    COMPLETE: 'Complete',
    REFUNDED: 'Refunded',
    CANCELLED: 'Cancelled',
  },
  TransactionType: {
    AUTHORIZE: 'Authorization',
    PURCHASE: 'Purchase',
    CAPTURE: 'Capture',
    PURCHASE_SETUP: 'Purchase (setup)',
    AUTHORIZE_SETUP: 'Authorization (setup)',
  },
  VariationModifierType: {
    NAME_EQUALS: 'Name: replace',
    NAME_APPEND: 'Name: append',
    NAME_PREPEND: 'Name: prepend',
    DESCRIPTION_EQUALS: 'Description: replace',
    DESCRIPTION_APPEND: 'Description: append',
    DESCRIPTION_PREPEND: 'Description: prepend',
    COMMODITY_TYPE: 'Commodity type',
    PRICE: 'Price modifier',
    PRICE_INCREMENT: 'Price: increase',
    PRICE_DECREMENT: 'Price: decrease',
    PRICE_EQUALS: 'Price: set',
    SLUG_APPEND: 'Slug: append',
    SLUG_PREPEND: 'Slug: prepend',
    SLUG_BUILDER: 'Slug: build (replace a placeholder)',
    SKU_EQUALS: 'SKU: replace',
    SKU_APPEND: 'SKU: append',
    SKU_PREPEND: 'SKU: prepend',
    SKU_BUILDER: 'SKU: build (replace a placeholder)',
    STATUS: 'Status',
  },
};

/** The label of one value, e.g. `enumLabel('OrderStatus', 'CANCELLED')` → "Cancelled". */
export function enumLabel<E extends EnumName>(type: E, value: EnumValue<E>): string {
  const labels: Readonly<Record<string, string>> = ENUM_LABELS[type];
  return labels[value] ?? value;
}

/**
 * The label of a value that arrives as a plain string (a URL, an untyped field); the value itself
 * when the enum has no such value.
 */
export function enumLabelOf(type: EnumName, value: string): string {
  const labels: Readonly<Record<string, string>> = ENUM_LABELS[type];
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

/**
 * Select options for an enum, in `values`' order (default: the order of the label map), e.g.
 * `[{ value: 'LIVE', label: 'Live' }, ...]`.
 */
export function enumOptions<E extends EnumName>(
  type: E,
  values: readonly EnumValue<E>[] = Object.keys(ENUM_LABELS[type]) as EnumValue<E>[],
): { value: EnumValue<E>; label: string }[] {
  return values.map((value) => ({ value, label: enumLabel(type, value) }));
}
