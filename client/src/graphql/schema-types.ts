export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An ISO-8601 date and time, as the provider sends it (for example `2026-11-22T10:00:00.000Z`). */
  DateTime: { input: string; output: string };
  /** Arbitrary JSON, for provider data whose shape the seller defines (extensions, custom attributes). */
  JSON: { input: unknown; output: unknown };
  /**
   * An amount of money in a currency's minor unit (cents for USD: `1999` is 19.99 USD), a whole number
   * between -9007199254740991 and 9007199254740991 (what a JSON number carries exactly). GraphQL's `Int`
   * stops at 2147483647 (21,474,836.47 USD, or 2,147,483,647 JPY), below what a seller may charge or
   * sell in a day; every money amount of the schema is a `MinorUnits`.
   */
  MinorUnits: { input: number; output: number };
};

/** Changes to the account authentication settings; fields left out stay as they are. */
export type AccountAuthenticationSettingsInput = {
  /** Seconds an account management token lasts, 60 to 2592000. */
  accountManagementAuthenticationTokenTimeoutSecs?: InputMaybe<Scalars['Int']['input']>;
  /** What members may change about themselves. */
  accountMemberSelfManagement?: InputMaybe<AccountMemberSelfManagement>;
  /** Whether signing up creates an account for the new member. */
  autoCreateAccountForAccountMembers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether shoppers may sign themselves up as account members. */
  enableSelfSignup?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new account. */
export type AccountCreateInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The registered legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** The account's name. */
  name: Scalars['String']['input'];
  /** The parent account; it cannot be changed later. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** The company registration number. */
  registrationId?: InputMaybe<Scalars['String']['input']>;
};

/** Which accounts to list. All given conditions must hold. */
export type AccountFilter = {
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the legal name (`eq`, `like`). */
  legalName?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the parent account (`eq`). */
  parentId?: InputMaybe<IdFilter>;
  /** Conditions on the registration id (`eq`, `like`). */
  registrationId?: InputMaybe<TextFilter>;
};

/** Which account members to list. All given conditions must hold. */
export type AccountMemberFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** What account members may change about themselves. */
export type AccountMemberSelfManagement =
  /** Members cannot change their own details. */
  | 'DISABLED'
  /** Members may update their own details. */
  | 'UPDATE_ONLY';

/** An account member's credentials for an account-management token (`password` mechanism). */
export type AccountMemberTokenInput = {
  /** The member's password; it is sent to the provider and never kept. */
  password: Scalars['String']['input'];
  /** The password profile of the account realm the member signs in with. */
  passwordProfileId: Scalars['ID']['input'];
  /** The member's username. */
  username: Scalars['String']['input'];
};

/** Changes to the account membership settings. */
export type AccountMembershipSettingsInput = {
  /** How many accounts one member may belong to, 1 to 10000. */
  membershipLimit: Scalars['Int']['input'];
};

/** One sort key; a list of them sorts by the first, then the next. */
export type AccountSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: AccountSortField;
};

/** Fields accounts can be sorted by. */
export type AccountSortField =
  /** The name. */
  'NAME';

/** A new account tag. */
export type AccountTagCreateInput = {
  /** What the tag means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's account tags. */
  name: Scalars['String']['input'];
};

/** Which account tags to list. */
export type AccountTagFilter = {
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** Changes to an account tag; fields left out stay as they are. */
export type AccountTagUpdateInput = {
  /** What the tag means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's account tags. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an account; fields left out stay as they are, optional fields set to null are cleared. */
export type AccountUpdateInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The registered legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** The account's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The company registration number. */
  registrationId?: InputMaybe<Scalars['String']['input']>;
};

/** A new address. First name, last name, first line, postcode and country are required. */
export type AddressCreateInput = {
  /** The town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company at the address. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country: Scalars['String']['input'];
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName: Scalars['String']['input'];
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName: Scalars['String']['input'];
  /** The first line of the street address. */
  line1: Scalars['String']['input'];
  /** The second line of the street address. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A label for the address, for example `Home`. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number for the courier. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postcode or ZIP code. */
  postcode: Scalars['String']['input'];
  /** The state or region. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an address; fields left out stay as they are. */
export type AddressUpdateInput = {
  /** The town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company at the address. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The first line of the street address. */
  line1?: InputMaybe<Scalars['String']['input']>;
  /** The second line of the street address. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A label for the address. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number for the courier. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postcode or ZIP code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** The state or region. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** A new application key. */
export type ApplicationKeyCreateInput = {
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** Requests per second to reserve, 0 or more. Default 0. */
  reservedRateLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to an application key; fields left out stay as they are. */
export type ApplicationKeyUpdateInput = {
  /** The name, up to 255 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Requests per second to reserve, 0 or more. */
  reservedRateLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** How often a plan bills: the unit of its billing interval. */
export type BillingInterval =
  /** Every `billingFrequency` days. */
  | 'DAY'
  /** Every `billingFrequency` months. */
  | 'MONTH'
  /** Every `billingFrequency` weeks. */
  | 'WEEK'
  /** Every `billingFrequency` years. */
  | 'YEAR';

/** An offering built in one call from existing products and plans. */
export type BuildOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name: Scalars['String']['input'];
  /**
   * The plans the products can be bought on, at least one (the provider's BuildOffering calls them
   * `pricing_options`); none is a userError on `planIds`.
   */
  planIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The products, at least one (the provider's BuildOffering calls them `plans`). */
  productIds: Array<Scalars['ID']['input']>;
};

/** A new cart; the provider chooses its id (`POST v2/carts`). */
export type CartCreateInput = {
  /** True to let the cart take custom discounts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name: Scalars['String']['input'];
};

/** A custom discount from an external engine. */
export type CartCustomDiscountInput = {
  /** What it takes off, in minor units, as a positive number (it is sent negative). */
  amount: Scalars['MinorUnits']['input'];
  /** What the shopper reads. */
  description: Scalars['String']['input'];
  /** The code in the external engine. */
  discountCode: Scalars['String']['input'];
  /** The external engine's name. */
  discountEngine: Scalars['String']['input'];
  /** The discount's id in the external engine. */
  externalId: Scalars['String']['input'];
};

/** A line the seller prices by hand. */
export type CartCustomItemInput = {
  /** The unit price in minor units. */
  amount: Scalars['MinorUnits']['input'];
  /** True when the amount includes tax. Default true. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name. */
  name: Scalars['String']['input'];
  /** How many; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** A SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on carts; all must hold. */
export type CartFilter = {
  /** When it was created. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** The cart id. */
  id?: InputMaybe<IdFilter>;
  /** The cart name (`eq` or `like`). */
  name?: InputMaybe<TextFilter>;
  /** When it last changed. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** A line's new quantity in a bulk update; 0 removes the line. */
export type CartItemQuantityInput = {
  /** The line's id. */
  itemId: Scalars['ID']['input'];
  /** The new quantity. */
  quantity: Scalars['Int']['input'];
};

/** The kind of a cart line. */
export type CartItemType =
  /** A line the seller priced by hand (`custom_item`). */
  | 'CUSTOM'
  /** A catalog product (`cart_item`). */
  | 'PRODUCT';

/** A tax for one line, in a bulk add. */
export type CartLineTaxInput = {
  /** The line's id. */
  itemId: Scalars['ID']['input'];
  /** The tax. */
  tax: CartTaxInput;
};

/** A catalog product to add, by `productId` or by `sku`. */
export type CartProductItemInput = {
  /** The product id. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** How many; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The product SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the cart settings; fields left out stay as they are. */
export type CartSettingsInput = {
  /** Days an untouched cart lives, 1 to 365. */
  cartExpiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** Whether custom discounts may be added to carts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether carts use rule promotions. */
  useRulePromotions?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new shipping group of a cart. */
export type CartShippingGroupInput = {
  /** Where it ships to. */
  address?: InputMaybe<CheckoutAddressInput>;
  /** A reference in another system (at most 64 characters). */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** What shipping costs, in minor units, tax included. */
  priceTotal?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** How it ships, for example `standard`. */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** The carrier's tracking reference. */
  trackingReference?: InputMaybe<Scalars['String']['input']>;
};

/** A sort key for carts. */
export type CartSort = {
  /** The direction. Default ASC. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: CartSortField;
};

/** Fields carts can be sorted by. */
export type CartSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** A tax on a line: give a `rate` or an `amount`, not both. */
export type CartTaxInput = {
  /** A fixed amount in minor units. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** The tax code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Where it applies, for example `CA`. */
  jurisdiction?: InputMaybe<Scalars['String']['input']>;
  /** The tax's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The rate as a decimal from 0 to 1 (7.25% is 0.0725). */
  rate?: InputMaybe<Scalars['Float']['input']>;
};

/** Changes to a cart; fields left out stay as they are. */
export type CartUpdateInput = {
  /** True to let the cart take custom discounts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new catalog. */
export type CatalogCreateInput = {
  /** What the catalog is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hierarchies to show; at least one. */
  hierarchyIds: Array<Scalars['ID']['input']>;
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** One price book (leave `priceBooks` out). */
  priceBookId?: InputMaybe<Scalars['ID']['input']>;
  /** Up to five price books with priorities (leave `priceBookId` out). */
  priceBooks?: InputMaybe<Array<CatalogPriceBookInput>>;
};

/** Which catalogs to list. */
export type CatalogFilter = {
  /** Conditions on the name (`eq`, `in`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A price book with its priority, as entered. */
export type CatalogPriceBookInput = {
  /** The price book's id. */
  priceBookId: Scalars['ID']['input'];
  /** The priority, an integer unique among the catalog's books; the highest wins. */
  priority: Scalars['Int']['input'];
};

/** What kind of product a catalog product is. */
export type CatalogProductKind =
  /** A child of a parent product, built from one option of each of the parent's variations. */
  | 'CHILD'
  /** A parent product: shoppers configure it by its variations' options to reach one of its children. */
  | 'PARENT'
  /** A product without variations. */
  | 'STANDARD';

/** Where a catalog release stands. */
export type CatalogReleaseStatus =
  /** Publishing failed. */
  | 'FAILED'
  /** Publishing has started and is not finished. */
  | 'PENDING'
  /** Shoppers can see the release. */
  | 'PUBLISHED';

/** A new catalog rule. */
export type CatalogRuleCreateInput = {
  /** Accounts it applies to. */
  accountIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The catalog to show. */
  catalogId: Scalars['ID']['input'];
  /** Channels it applies to. */
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Customers it applies to. */
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the rule is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, without spaces. */
  name: Scalars['String']['input'];
  /** When it applies. */
  schedules?: InputMaybe<Array<CatalogRuleScheduleInput>>;
  /** Shopper tags it applies to. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A time window, as entered. */
export type CatalogRuleScheduleInput = {
  /** From when. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Until when; after `validFrom`. */
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Changes to a catalog rule; fields left out stay as they are, lists set to null are cleared. */
export type CatalogRuleUpdateInput = {
  /** Accounts it applies to. */
  accountIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The catalog to show. */
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  /** Channels it applies to. */
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Customers it applies to. */
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the rule is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, without spaces. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** When it applies. */
  schedules?: InputMaybe<Array<CatalogRuleScheduleInput>>;
  /** Shopper tags it applies to. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One sort key for catalogs. */
export type CatalogSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CatalogSortField;
};

/** Fields catalogs can be sorted by. */
export type CatalogSortField =
  /** The name. */
  'NAME';

/** Changes to a catalog; fields left out stay as they are. Setting one kind of price book replaces the other. */
export type CatalogUpdateInput = {
  /** What the catalog is for; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hierarchies to show. */
  hierarchyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** One price book. */
  priceBookId?: InputMaybe<Scalars['ID']['input']>;
  /** Up to five price books with priorities. */
  priceBooks?: InputMaybe<Array<CatalogPriceBookInput>>;
};

/** A new brand or collection. */
export type CatalogueEntryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a brand or collection; fields left out keep their value. */
export type CatalogueEntryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** A new category. */
export type CategoryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** The parent category; left out for a top-level category. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a category; fields left out keep their value. */
export type CategoryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The new parent category; null moves it to the top level, left out keeps the parent. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** An account checkout: the account and the member placing the order. */
export type CheckoutAccountInput = {
  /** The account's id. */
  accountId: Scalars['ID']['input'];
  /** The member's account-management token (`createAccountMemberToken`), sent as `EP-Account-Management-Authentication-Token`. */
  accountToken?: InputMaybe<Scalars['String']['input']>;
  /** The contact's email. */
  email: Scalars['String']['input'];
  /** The account member's id. */
  memberId?: InputMaybe<Scalars['ID']['input']>;
  /** The contact's name. */
  name: Scalars['String']['input'];
};

/** A postal address for checkout. */
export type CheckoutAddressInput = {
  /** The city. */
  city: Scalars['String']['input'];
  /** The company. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `DE`; any other text is refused (`INVALID` on `country`). */
  country: Scalars['String']['input'];
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName: Scalars['String']['input'];
  /** The recipient's last name. */
  lastName: Scalars['String']['input'];
  /** The first address line. */
  line1: Scalars['String']['input'];
  /** The second address line. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** The postal code. */
  postcode: Scalars['String']['input'];
  /** The region or state. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** A guest shopper, or a registered one by `customerId`. */
export type CheckoutCustomerInput = {
  /** A registered customer's id. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** A customer token (`createCustomerToken`), sent as `X-Moltin-Customer-Token` to check out as that customer. */
  customerToken?: InputMaybe<Scalars['String']['input']>;
  /** A guest's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A guest's name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Turning a cart into an order: a customer or an account, and the addresses. */
export type CheckoutInput = {
  /** The account (account checkout). */
  account?: InputMaybe<CheckoutAccountInput>;
  /** Where it is billed to. */
  billingAddress: CheckoutAddressInput;
  /** The shopper (customer checkout). */
  customer?: InputMaybe<CheckoutCustomerInput>;
  /**
   * The order's number (the provider's `order_number`, at most 64 characters). Left out or blank, the
   * gateway assigns one more than the largest whole-number `order_number` among the store's 100 most
   * recently created orders (10001 when none has one). The provider keeps no counter and does not make
   * order numbers unique, so two checkouts that run at the same moment can get the same number; the
   * seller can renumber either order afterwards (`updateOrder`).
   */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Where it ships to. */
  shippingAddress: CheckoutAddressInput;
};

/** How a product reaches the shopper. */
export type CommodityType =
  /** Delivered digitally. */
  | 'DIGITAL'
  /** Shipped goods. */
  | 'PHYSICAL';

/** Conditions on a commodity type. */
export type CommodityTypeFilter = {
  /** Exactly this commodity type. */
  eq?: InputMaybe<CommodityType>;
};

/** A new subscription of an account to an offering on one of its plans. */
export type CreateSubscriptionInput = {
  /** The account subscribing. */
  accountId: Scalars['ID']['input'];
  /** The currency billed, three capital letters, for example `USD`. */
  currency: Scalars['String']['input'];
  /** The subscriber's email address. */
  email: Scalars['String']['input'];
  /** True when the subscription is paid manually rather than charged. Default false. */
  manualPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** The subscriber's name, at least 3 characters. */
  name: Scalars['String']['input'];
  /** The offering subscribed to. */
  offeringId: Scalars['ID']['input'];
  /** One of the offering's plans. */
  planId: Scalars['ID']['input'];
};

/** A new subscriptions job. */
export type CreateSubscriptionJobInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The kind of run. */
  jobType: SubscriptionJobType;
};

/** A new offering without products or plans (they are attached afterwards). */
export type CreateSubscriptionOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name: Scalars['String']['input'];
};

/** A new currency. */
export type CurrencyCreateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code: Scalars['String']['input'];
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces: Scalars['Int']['input'];
  /** The decimal point character. */
  decimalPoint: Scalars['String']['input'];
  /** Whether products can be priced in it. */
  enabled: Scalars['Boolean']['input'];
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: Scalars['Float']['input'];
  /** Display format containing `{price}`, for example `£{price}`. */
  format: Scalars['String']['input'];
  /** Make this the default currency (the previous default stops being one). */
  isDefault: Scalars['Boolean']['input'];
  /** The currency's name for people, for example `Euro`; required. */
  name: Scalars['String']['input'];
  /** The thousands separator character; empty for none. */
  thousandSeparator: Scalars['String']['input'];
};

/** Which currencies to list. */
export type CurrencyFilter = {
  /** Conditions on the code (`eq`, `in`). */
  code?: InputMaybe<TextFilter>;
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<CurrencyFilter>>;
};

/** Changes to a currency; fields left out keep their value. */
export type CurrencyUpdateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces?: InputMaybe<Scalars['Int']['input']>;
  /** The decimal point character. */
  decimalPoint?: InputMaybe<Scalars['String']['input']>;
  /** Whether products can be priced in it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Display format containing `{price}`. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** True makes this the default currency; the default cannot be unset, only replaced. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** The currency's name for people. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The thousands separator character. */
  thousandSeparator?: InputMaybe<Scalars['String']['input']>;
};

/** A new Custom API. */
export type CustomApiCreateInput = {
  /** Whether entries may be created by PUT with a chosen id. Default false. */
  allowUpserts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The `type` of its entries, ending in `_ext`; unique in the store. */
  apiType: Scalars['String']['input'];
  /** What the API holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** The URL segment of its entries; unique in the store. */
  slug: Scalars['String']['input'];
};

/** Which Custom APIs to list. */
export type CustomApiFilter = {
  /** Conditions on the entry type (`eq`, `like`). */
  apiType?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
};

/** What a new role policy grants. */
export type CustomApiRolePolicyInput = {
  /** May create entries. */
  create: Scalars['Boolean']['input'];
  /** The Custom API. */
  customApiId: Scalars['ID']['input'];
  /** May delete entries. */
  delete: Scalars['Boolean']['input'];
  /** May list entries. */
  list: Scalars['Boolean']['input'];
  /** May read an entry. */
  read: Scalars['Boolean']['input'];
  /** The built-in role. */
  roleId: Scalars['ID']['input'];
  /** May change entries. */
  update: Scalars['Boolean']['input'];
};

/** What a role policy grants from now on; the API and the role stay as they are. */
export type CustomApiRolePolicyUpdateInput = {
  /** May create entries. */
  create: Scalars['Boolean']['input'];
  /** May delete entries. */
  delete: Scalars['Boolean']['input'];
  /** May list entries. */
  list: Scalars['Boolean']['input'];
  /** May read an entry. */
  read: Scalars['Boolean']['input'];
  /** May change entries. */
  update: Scalars['Boolean']['input'];
};

/** One sort key for Custom APIs. */
export type CustomApiSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CustomApiSortField;
};

/** Fields Custom APIs can be sorted by. */
export type CustomApiSortField =
  /** The entry type. */
  | 'API_TYPE'
  /** The name. */
  | 'NAME'
  /** The slug. */
  | 'SLUG';

/** Changes to a Custom API; fields left out stay as they are. */
export type CustomApiUpdateInput = {
  /** Whether entries may be created by PUT with a chosen id. */
  allowUpserts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The `type` of its entries. */
  apiType?: InputMaybe<Scalars['String']['input']>;
  /** What the API holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The URL segment of its entries. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A new field of a Custom API. */
export type CustomFieldCreateInput = {
  /** What the field holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The type of the values. */
  fieldType: CustomFieldType;
  /** The name shown to sellers. */
  name: Scalars['String']['input'];
  /** The entry member; lower-case letters, digits, `_` and `-`, unique within the API. */
  slug: Scalars['String']['input'];
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The rules values must follow. */
  validation?: InputMaybe<CustomFieldValidationInput>;
};

/** The type of a Custom API field's values. */
export type CustomFieldType =
  /** Any JSON value. */
  | 'ANY'
  /** True or false. */
  | 'BOOLEAN'
  /** A number with a fraction. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** A list of values (see `allowedType`). */
  | 'LIST'
  /** Text. */
  | 'STRING';

/** Changes to a field; the slug and type cannot change. */
export type CustomFieldUpdateInput = {
  /** What the field holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to sellers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The rules values must follow. */
  validation?: InputMaybe<CustomFieldValidationInput>;
};

/** Rules for a field's values; set only those that apply to the field's type. */
export type CustomFieldValidationInput = {
  /** Whether a value may be null. Default true. */
  allowNullValues?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lists: the type of the elements. */
  allowedType?: InputMaybe<CustomFieldType>;
  /** Whether a value, once set, can no longer be changed. Default false. */
  immutable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Strings and lists: the largest length. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** Numbers: the largest value. */
  maxValue?: InputMaybe<Scalars['Float']['input']>;
  /** Strings and lists: the smallest length. */
  minLength?: InputMaybe<Scalars['Int']['input']>;
  /** Numbers: the smallest value. */
  minValue?: InputMaybe<Scalars['Float']['input']>;
  /** Strings: a regular expression values must match. */
  regex?: InputMaybe<Scalars['String']['input']>;
  /** Strings: whether two entries may not share a value. */
  unique?: InputMaybe<Scalars['Boolean']['input']>;
  /** Strings: whether uniqueness ignores case. */
  uniqueCaseInsensitivity?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The fields of a new custom relationship. */
export type CustomRelationshipCreateInput = {
  /** Whether relating A to B also relates B to A. Default false. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see with the related products. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see above the related products. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** Letters, digits, dots, hyphens and underscores; unique in the store. */
  slug: Scalars['String']['input'];
};

/** Changes to a custom relationship; fields left out keep their value. The slug cannot change. */
export type CustomRelationshipUpdateInput = {
  /** Whether relating A to B also relates B to A. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for; null removes it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see; null removes it. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see; null removes it. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new customer. */
export type CustomerCreateInput = {
  /** The email the customer signs in with; unique in the store. */
  email: Scalars['String']['input'];
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The customer's full name. */
  name: Scalars['String']['input'];
  /** The password the customer signs in with; stored hashed and never read back. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Which customers to list. All given conditions must hold. */
export type CustomerFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type CustomerSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CustomerSortField;
};

/** Fields customers can be sorted by. */
export type CustomerSortField =
  /** The email. */
  | 'EMAIL'
  /** The name. */
  | 'NAME';

/** Which subscriptions to list. All given conditions must hold. */
export type CustomerSubscriptionFilter = {
  /** The subscribed account. */
  accountId?: InputMaybe<IdFilter>;
  /** The subscriber's email address (`eq`). */
  email?: InputMaybe<TextFilter>;
  /** The offering subscribed to. */
  offeringId?: InputMaybe<IdFilter>;
  /** The plan the subscription is on. */
  planId?: InputMaybe<IdFilter>;
};

/** A customer's credentials for a customer token (`password` mechanism). */
export type CustomerTokenInput = {
  /** The email the customer signs in with. */
  email: Scalars['String']['input'];
  /** The customer's password; it is sent to the provider and never kept. */
  password: Scalars['String']['input'];
};

/** Changes to a customer; fields left out stay as they are. */
export type CustomerUpdateInput = {
  /** The email the customer signs in with; unique in the store. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The customer's full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new password; left out, the current one stays. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on a date and time. Several conditions must all hold (use two for a range). */
export type DateTimeFilter = {
  /** At or after. */
  ge?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly after. */
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or before. */
  le?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly before. */
  lt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What happens to a subscription when its payment retries are used up. */
export type DunningAction =
  /** The subscription is closed. */
  | 'CLOSE'
  /** Nothing; the invoice stays outstanding. */
  | 'NONE'
  /** The subscription is paused. */
  | 'PAUSE'
  /** The subscription is suspended. */
  | 'SUSPEND';

/** A new dunning rule, or changes to one (fields left out stay as they are). */
export type DunningRuleInput = {
  /** What happens when the retries are used up. Required on create. */
  action?: InputMaybe<DunningAction>;
  /** Makes this the store's default rule. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many retries are made (0 to 1024). Required on create. */
  paymentRetriesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** The interval between retries (1 to 1024). */
  paymentRetryInterval?: InputMaybe<Scalars['Int']['input']>;
  /** For BACKOFF: the factor the interval grows by (1 to 1024). */
  paymentRetryMultiplier?: InputMaybe<Scalars['Float']['input']>;
  /** How retries are spaced. Required on create. */
  paymentRetryType?: InputMaybe<PaymentRetryType>;
  /** The unit of the interval. */
  paymentRetryUnit?: InputMaybe<PaymentRetryUnit>;
};

/** The kinds of items whose personal data can be erased. */
export type ErasableResourceType =
  /** An account, with its addresses. */
  | 'ACCOUNT'
  /** An account member. */
  | 'ACCOUNT_MEMBER'
  /** A customer, with its addresses. */
  | 'CUSTOMER';

/** Which erasure requests to list. */
export type ErasureRequestFilter = {
  /** Only requests for this item. */
  resourceId?: InputMaybe<Scalars['ID']['input']>;
  /** Only requests for this type of item. */
  resourceType?: InputMaybe<ErasableResourceType>;
};

/** A new erasure request. */
export type ErasureRequestInput = {
  /** The id of the item to erase. */
  resourceId: Scalars['ID']['input'];
  /** The type of the item to erase. */
  resourceType: ErasableResourceType;
};

/** Where an erasure request stands. */
export type ErasureRequestStatus =
  /** Accepted; waiting to run. */
  | 'CREATED'
  /** The erasure failed (for example, nothing is known of the item); it may be retried. */
  | 'FAILURE'
  /** Running. */
  | 'IN_PROGRESS'
  /** The personal data was erased. */
  | 'SUCCESS';

/** Which files to list. All given conditions must hold. Encoded into the provider's filter grammar. */
export type FileFilter = {
  /** Conditions on the file name (`eq` and `like` only). */
  fileName?: InputMaybe<TextFilter>;
  /** Conditions on the size in bytes. */
  fileSize?: InputMaybe<FileNumberFilter>;
  /** Conditions on an image's pixel height. */
  height?: InputMaybe<FileNumberFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on an image's pixel width. */
  width?: InputMaybe<FileNumberFilter>;
};

/** Conditions on a whole number. Several conditions must all hold (use two for a range). */
export type FileNumberFilter = {
  /** Greater or equal. */
  ge?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly greater. */
  gt?: InputMaybe<Scalars['Int']['input']>;
  /** Less or equal. */
  le?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly less. */
  lt?: InputMaybe<Scalars['Int']['input']>;
};

/** A new flow. */
export type FlowCreateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
};

/** A resource to relate an entry to. */
export type FlowEntryReferenceInput = {
  /** The resource's id. */
  id: Scalars['ID']['input'];
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: Scalars['String']['input'];
};

/** A new field of a flow. */
export type FlowFieldCreateInput = {
  /** Help text for the field. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The flow the field belongs to. */
  flowId: Scalars['ID']['input'];
  /** The label sellers see. */
  name: Scalars['String']['input'];
  /** Whether every entry must have a value. Default false. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug: Scalars['String']['input'];
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** The kind of value a flow field holds; entries are validated against it. */
export type FlowFieldType =
  /** True or false. */
  | 'BOOLEAN'
  /** An ISO-8601 date, for example `2026-05-01`. */
  | 'DATE'
  /** A number that may have decimals. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** References to other resources, set through the entry's relationships. */
  | 'RELATIONSHIP'
  /** Text. */
  | 'STRING';

/** Changes to a flow field; fields left out keep their value. A field cannot move to another flow. */
export type FlowFieldUpdateInput = {
  /** Help text for the field. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType?: InputMaybe<FlowFieldType>;
  /** The label sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether every entry must have a value. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** Changes to a flow; fields left out keep their value. */
export type FlowUpdateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A new hierarchy. */
export type HierarchyCreateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, for example `Major Appliances`. */
  name: Scalars['String']['input'];
  /** A slug unique among the store's hierarchies: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How to copy a hierarchy. Fields left out keep the original's name and description. The copy gets every
 * node (names, slugs, descriptions, sort orders) but no hierarchy slug, which must stay unique.
 */
export type HierarchyDuplicateInput = {
  /** The copy's description; the original's when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the copied nodes hold the same products as the originals. Default false. */
  includeProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The copy's name, at most 1000 characters; the original's when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Which hierarchies to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. The provider offers no sort on this list: hierarchies come oldest first.
 */
export type HierarchyFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<HierarchyFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** A new node. */
export type HierarchyNodeCreateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name: Scalars['String']['input'];
  /** The node to create this one under; left out or null, the node goes at the top level. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A slug, unique among its siblings: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a node; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyNodeUpdateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug, unique among its siblings. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a hierarchy; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyUpdateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug unique among the store's hierarchies. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on an identifier. */
export type IdFilter = {
  /** Exactly this id. */
  eq?: InputMaybe<Scalars['ID']['input']>;
  /** One of these ids. */
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Where and how an integration delivers; give the members its type needs. */
export type IntegrationConfigurationInput = {
  /** STOMP: the broker addresses. */
  addresses?: InputMaybe<Array<Scalars['String']['input']>>;
  /** SQS: the access key id. */
  awsAccessKeyId?: InputMaybe<Scalars['String']['input']>;
  /** SQS: the secret access key. */
  awsSecretAccessKey?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the destination. */
  destination?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** SQS: the AWS region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Webhook: a secret sent with each delivery. */
  secretKey?: InputMaybe<Scalars['String']['input']>;
  /** Webhook and SQS: the URL to deliver to (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the user name. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Which integrations to list. */
export type IntegrationFilter = {
  /** Only enabled (true) or disabled (false) integrations. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only integrations of this type. */
  integrationType?: InputMaybe<IntegrationType>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A new integration, or changes to one (fields left out stay as they are). */
export type IntegrationInput = {
  /** Where and how to deliver; required on create and when the type changes. */
  configuration?: InputMaybe<IntegrationConfigurationInput>;
  /** What the integration is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether events are delivered. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** How events are delivered. Default WEBHOOK. */
  integrationType?: InputMaybe<IntegrationType>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The events to deliver, for example `order.created`; required on create. */
  observes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** How an integration delivers the events it observes. */
export type IntegrationType =
  /** A message on an AWS SQS queue. */
  | 'AWS_SQS'
  /** A message to a STOMP broker. */
  | 'STOMP'
  /** An HTTP POST to a URL. */
  | 'WEBHOOK';

/** A new inventory location. */
export type InventoryLocationCreateInput = {
  /** The postal address, 1 to 8 lines. */
  address?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the location is, 3 or more characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system, 3 or more characters. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, 3 or more characters. */
  name: Scalars['String']['input'];
  /** The slug: letters, digits, dots, dashes and underscores; unique in the store. */
  slug: Scalars['String']['input'];
};

/** Changes to a location; fields left out stay as they are, optional fields set to null are cleared. */
export type InventoryLocationUpdateInput = {
  /** The postal address, 1 to 8 lines. */
  address?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the location is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, 3 or more characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Where a job is in its life. */
export type JobStatus =
  /** Cancelled before it started. */
  | 'CANCELLED'
  /** Finished with errors (see `errors`); an import keeps the rows that were valid. */
  | 'FAILED'
  /** Received; waiting for other jobs to finish. */
  | 'PENDING'
  /** Running. */
  | 'STARTED'
  /** Finished without errors. */
  | 'SUCCESS';

/** The kind of work a job does (`pcm/jobs`). */
export type JobType =
  /** Builds the child products of a parent product's variations. */
  | 'CHILD_PRODUCTS'
  /** Copies a hierarchy with its nodes. */
  | 'HIERARCHY_DUPLICATE'
  /** A job type this gateway does not know yet. */
  | 'OTHER'
  /** Imports prices into price books. */
  | 'PRICE_IMPORT'
  /** Builds a CSV file of products (`pcm/products/export`). */
  | 'PRODUCT_EXPORT'
  /** Creates or updates products from a CSV file (`pcm/products/import`). */
  | 'PRODUCT_IMPORT';

/**
 * Which brands, categories or collections to list. All given conditions must hold; `or` adds a
 * group of alternatives of which at least one must hold.
 */
export type LegacyCatalogueFilter = {
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<LegacyCatalogueFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<LegacyCatalogueStatusFilter>;
};

/** Publication status of a brand, category or collection. */
export type LegacyCatalogueStatus =
  /** Not yet visible to shoppers. */
  | 'DRAFT'
  /** Visible to shoppers. */
  | 'LIVE';

/** Conditions on a legacy catalogue status. */
export type LegacyCatalogueStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<LegacyCatalogueStatus>;
};

/** An amount in one currency for a price modifier. */
export type LegacyModifierPriceInput = {
  /** The amount in the currency's smallest unit, a whole number of 0 or more. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['input'];
  /** Whether the amount includes tax. */
  includesTax: Scalars['Boolean']['input'];
};

/** What a legacy product modifier changes on a product built from an option. */
export type LegacyModifierType =
  /** Sets the commodity type to `value` (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends `value` to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description with `value`. */
  | 'DESCRIPTION_EQUALS'
  /** Puts `value` in front of the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends `value` to the name. */
  | 'NAME_APPEND'
  /** Replaces the name with `value`. */
  | 'NAME_EQUALS'
  /** Puts `value` in front of the name. */
  | 'NAME_PREPEND'
  /** Takes `prices` off the price. */
  | 'PRICE_DECREMENT'
  /** Sets the price to `prices`. */
  | 'PRICE_EQUALS'
  /** Adds `prices` to the price. */
  | 'PRICE_INCREMENT'
  /** Appends `value` to the SKU. */
  | 'SKU_APPEND'
  /** Replaces `seek` with `set` in the SKU. */
  | 'SKU_BUILDER'
  /** Replaces the SKU with `value`. */
  | 'SKU_EQUALS'
  /** Puts `value` in front of the SKU. */
  | 'SKU_PREPEND'
  /** Appends `value` to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` with `set` in the slug. */
  | 'SLUG_BUILDER'
  /** Replaces the slug with `value`. */
  | 'SLUG_EQUALS'
  /** Puts `value` in front of the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status to `value` (`live` or `draft`). */
  | 'STATUS';

/**
 * A new product modifier, or its replacement on an update. Give `value` for the text types, `seek`
 * and `set` for the builder types and `prices` for the price types.
 */
export type LegacyProductModifierInput = {
  /** What the modifier changes. */
  modifierType: LegacyModifierType;
  /** The amounts of a price modifier. */
  prices?: InputMaybe<Array<LegacyModifierPriceInput>>;
  /** The text a builder modifier looks for. */
  seek?: InputMaybe<Scalars['String']['input']>;
  /** The text a builder modifier puts in place of `seek`. */
  set?: InputMaybe<Scalars['String']['input']>;
  /** The text for name, description, slug, SKU, commodity type and status modifiers. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** Which legacy variations to list. All given conditions must hold. */
export type LegacyVariationFilter = {
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A new legacy variation, or changes to one. */
export type LegacyVariationInput = {
  /** The variation's name. */
  name: Scalars['String']['input'];
};

/** A new option; on an update, fields left out keep their value. */
export type LegacyVariationOptionInput = {
  /** A longer text about the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The option's name, unique within its variation; required when creating. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** New multi-location stock for a product (`POST v2/inventories`). */
export type LocatedStockCreateInput = {
  /** Units available not at any location, 0 or more; 0 when left out. */
  available?: InputMaybe<Scalars['Int']['input']>;
  /** Units available per location, 1 to 100 locations. */
  locations: Array<StockLocationLevelInput>;
  /** The product whose stock the store starts managing. */
  productId: Scalars['ID']['input'];
};

/** Changes to the personal-data log retention. */
export type LogsTtlSettingsInput = {
  /** Days a log entry is kept, 1 to 365. */
  days: Scalars['Int']['input'];
};

/** Changes to the merchant realm mapping. */
export type MerchantRealmMappingUpdateInput = {
  /** The store prefix: 1 to 63 letters, digits or hyphens, starting with a letter or digit; unique across stores. */
  prefix: Scalars['String']['input'];
};

/** How order metrics are bucketed over time (UTC). */
export type MetricsInterval =
  /** One point per day. */
  | 'DAY'
  /** One point per month. */
  | 'MONTH'
  /** One point per week, from Monday. */
  | 'WEEK';

/** An amount in one currency, as entered. */
export type MoneyInput = {
  /** The amount in the currency's minor unit (cents for USD), a whole number of 0 or more. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, three upper-case letters, for example `USD`. */
  currency: Scalars['String']['input'];
  /** True when the amount already includes tax. Default false. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Volume prices; left out, the amount has none. */
  tiers?: InputMaybe<Array<PriceTierInput>>;
};

/** A new OpenID Connect profile. */
export type OidcProfileCreateInput = {
  /** The client id registered with the identity provider. */
  clientId: Scalars['String']['input'];
  /** The client secret; stored, never read back. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The identity provider's OpenID discovery document URL (http or https). */
  discoveryUrl?: InputMaybe<Scalars['String']['input']>;
  /** The name shown on the sign-in page. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the identity provider may send users back to: absolute URLs. */
  redirectUris: Array<Scalars['String']['input']>;
};

/** Changes to an OpenID Connect profile; fields left out stay as they are. */
export type OidcProfileUpdateInput = {
  /** The client id registered with the identity provider. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** A new client secret; left out, the current one stays. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The identity provider's OpenID discovery document URL. */
  discoveryUrl?: InputMaybe<Scalars['String']['input']>;
  /** The name shown on the sign-in page. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the identity provider may send users back to; replaces the list. */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Why a one-time password is asked for. */
export type OneTimePasswordPurpose =
  /** The user signs in with the code instead of a password. */
  | 'PASSWORDLESS_AUTHENTICATION'
  /** The user resets a forgotten password. */
  | 'RESET_PASSWORD';

/** A one-time password asked for a user of a password profile. */
export type OneTimePasswordRequestInput = {
  /** What the code is for. */
  purpose: OneTimePasswordPurpose;
  /** The username the user signs in with under the password profile. */
  username: Scalars['String']['input'];
};

/** A postal address as entered; fields left out keep their value. */
export type OrderAddressInput = {
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The first address line. */
  line1?: InputMaybe<Scalars['String']['input']>;
  /** The second address line. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** The region or state. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Which orders to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type OrderFilter = {
  /** The account the order was placed for (`eq`). */
  accountId?: InputMaybe<IdFilter>;
  /** Conditions on when the order was placed. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the currency (`eq`, `in`). */
  currency?: InputMaybe<TextFilter>;
  /** The registered customer who placed the order (`eq`). */
  customerId?: InputMaybe<IdFilter>;
  /** Conditions on the shopper's email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the shopper's name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<OrderFilter>>;
  /** Conditions on the order number (`eq`, `like`). */
  orderNumber?: InputMaybe<TextFilter>;
  /** Conditions on the payment status. */
  payment?: InputMaybe<OrderPaymentStatusFilter>;
  /** Conditions on the shipping status. */
  shipping?: InputMaybe<OrderShippingStatusFilter>;
  /** Conditions on the order status. */
  status?: InputMaybe<OrderStatusFilter>;
};

/**
 * How far an order is paid, as the seller reads it: the provider's payment status, except that a
 * `PAID` order of which part has been refunded is `PARTIALLY_REFUNDED`. Derived by the gateway from
 * the order alone (its status and `meta.display_price`: `paid` is what was captured less refunds), so
 * every screen shows the same word without reading transactions. A partly paid order that was also
 * partly refunded stays `PARTIALLY_PAID` (only its transactions tell).
 */
export type OrderPaymentState =
  /** The whole amount is authorized (or partly captured and the rest authorized). */
  | 'AUTHORIZED'
  /** The whole amount is captured or purchased, nothing refunded. */
  | 'PAID'
  /** Part of the amount is authorized. */
  | 'PARTIALLY_AUTHORIZED'
  /** Part of the amount is captured or purchased. */
  | 'PARTIALLY_PAID'
  /** The whole amount was paid and part of it refunded. */
  | 'PARTIALLY_REFUNDED'
  /** Everything paid was refunded. */
  | 'REFUNDED'
  /** Nothing paid or authorized. */
  | 'UNPAID';

/** How far an order is paid. */
export type OrderPaymentStatus =
  /** The whole amount is authorized (or partly captured and the rest authorized). */
  | 'AUTHORIZED'
  /** The whole amount is captured or purchased. */
  | 'PAID'
  /** Part of the amount is authorized. */
  | 'PARTIALLY_AUTHORIZED'
  /** Part of the amount is captured or purchased. */
  | 'PARTIALLY_PAID'
  /** Everything paid was refunded. */
  | 'REFUNDED'
  /** Nothing paid or authorized. */
  | 'UNPAID';

/** Conditions on an order payment status. */
export type OrderPaymentStatusFilter = {
  /** Exactly this payment status. */
  eq?: InputMaybe<OrderPaymentStatus>;
  /** Any of these payment statuses. */
  in?: InputMaybe<Array<OrderPaymentStatus>>;
};

/** Whether an order has been shipped. */
export type OrderShippingStatus =
  /** Shipped; the order can no longer be changed. */
  | 'FULFILLED'
  /** Not shipped yet. */
  | 'UNFULFILLED';

/** Conditions on an order shipping status. */
export type OrderShippingStatusFilter = {
  /** Exactly this shipping status. */
  eq?: InputMaybe<OrderShippingStatus>;
  /** Any of these shipping statuses. */
  in?: InputMaybe<Array<OrderShippingStatus>>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type OrderSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: OrderSortField;
};

/** Fields orders can be sorted by. */
export type OrderSortField =
  /** When the order was placed. */
  | 'CREATED_AT'
  /** The order number. */
  | 'ORDER_NUMBER'
  /** The payment status. */
  | 'PAYMENT'
  /** The shipping status. */
  | 'SHIPPING'
  /** The order status. */
  | 'STATUS'
  /** The total, tax included. */
  | 'TOTAL'
  /** When the order last changed. */
  | 'UPDATED_AT';

/** Where an order stands as a whole; it follows its payments (`v2/orders`). */
export type OrderStatus =
  /** Cancelled by the seller; never paid again. */
  | 'CANCELLED'
  /** Paid (or refunded after being paid). */
  | 'COMPLETE'
  /** Not paid or authorized yet. */
  | 'INCOMPLETE'
  /** Authorized, waiting to be captured. */
  | 'PROCESSING';

/** Conditions on an order status. */
export type OrderStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<OrderStatus>;
  /** Any of these statuses. */
  in?: InputMaybe<Array<OrderStatus>>;
};

/**
 * What the provider lets a seller change on an order: cancel it, mark it fulfilled (paid orders
 * only), the shipping address (until fulfilled) and its references. Fields left out stay as they are.
 */
export type OrderUpdateInput = {
  /** A reference from another system; an empty string removes it. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** A seller-managed number; an empty string removes it. */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Only `FULFILLED`: marks a paid order shipped. */
  shipping?: InputMaybe<OrderShippingStatus>;
  /** A new shipping address (only the given fields change). */
  shippingAddress?: InputMaybe<OrderAddressInput>;
  /** Only `CANCELLED`: cancels the order. */
  status?: InputMaybe<OrderStatus>;
};

/**
 * Which slice of a list to return. The provider returns at most 100 items per page and cannot page
 * beyond offset 10000; values outside those bounds are rejected with BAD_USER_INPUT.
 */
export type PageInput = {
  /** How many items to return, 1 to 100. Default 100 (the spec's page size). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** How many items to skip, 0 to 10000. Default 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A new password profile. */
export type PasswordProfileCreateInput = {
  /** What the profile is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique within the realm. */
  name: Scalars['String']['input'];
};

/** New username-and-password credentials for a realm user. */
export type PasswordProfileInfoCreateInput = {
  /** The password; stored hashed, never read back. */
  password: Scalars['String']['input'];
  /** The password profile of the user's realm the credentials sign in with. */
  passwordProfileId: Scalars['ID']['input'];
  /** The username; unique within the password profile. */
  username: Scalars['String']['input'];
};

/**
 * New username and password for existing credentials; the provider asks for both on every change.
 * The password profile stays as it is.
 */
export type PasswordProfileInfoUpdateInput = {
  /** The new password; stored hashed, never read back. */
  password: Scalars['String']['input'];
  /** The username; unique within the password profile. */
  username: Scalars['String']['input'];
};

/** Changes to a password profile; fields left out stay as they are. */
export type PasswordProfileUpdateInput = {
  /** What the profile is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique within the realm. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A credential of a payment gateway, by the provider's field name. */
export type PaymentGatewayCredentialInput = {
  /** The provider's field name, for example `merchant_id`. */
  name: Scalars['String']['input'];
  /** The value; an empty string clears it. */
  value: Scalars['String']['input'];
};

/** A new onboarding link of a Stripe-family gateway (`POST v2/gateways/{slug}/onboarding-links`). */
export type PaymentGatewayOnboardingLinkInput = {
  /** Where Stripe sends the seller back when onboarding is done; an http(s) URL of at most 2048 characters. */
  returnUrl: Scalars['String']['input'];
  /** Onboard a test-mode account instead of a live one; false when left out. */
  test?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a payment gateway; fields left out stay as they are. */
export type PaymentGatewayUpdateInput = {
  /** Credentials to set or clear. */
  credentials?: InputMaybe<Array<PaymentGatewayCredentialInput>>;
  /** Turns the gateway on or off; turning on needs its required credentials. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Turns test mode on or off, for gateways that have one. */
  test?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A payment to record against an order. */
export type PaymentInput = {
  /** The amount in the order currency's minor unit; the whole balance owing when left out. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** A reference for the payment, for example a cheque number (manual gateway only). */
  customReference?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway's slug; `manual` records a payment made outside the store. */
  gateway?: Scalars['String']['input'];
  /** Authorize or purchase. */
  method: PaymentMethod;
  /** A name for the payment, for example the payer (manual gateway only). */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * What the gateway charges (the provider's `payment`): a token, source or saved customer id, for
   * example a Braintree customer id. Required by `adyen`, `authorize_net`, `braintree`, `card_connect`
   * and `cyber_source`; not sent for `manual`. At most 1024 characters.
   */
  payment?: InputMaybe<Scalars['String']['input']>;
};

/** How a payment is taken. */
export type PaymentMethod =
  /** Reserve the amount, to be captured later. */
  | 'AUTHORIZE'
  /** Take the amount at once. */
  | 'PURCHASE';

/** How the retries of a failed subscription payment are spaced. */
export type PaymentRetryType =
  /** The interval grows by the multiplier after each retry. */
  | 'BACKOFF'
  /** The same interval between every retry. */
  | 'FIXED'
  /** Retries follow the provider's tiers. */
  | 'TIERED';

/** The unit of a dunning rule's retry interval. */
export type PaymentRetryUnit =
  /** Days. */
  | 'DAY'
  /** Weeks. */
  | 'WEEK';

/** What happens to a subscription when its plan's length has run out. */
export type PlanEndBehavior =
  /** The subscription ends. */
  | 'CLOSE'
  /** The subscription rolls over into a new term. */
  | 'ROLL';

/** A new price book. */
export type PriceBookCreateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name: Scalars['String']['input'];
};

/**
 * Which price books to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type PriceBookFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<PriceBookFilter>>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type PriceBookSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PriceBookSortField;
};

/** Fields price books can be sorted by. */
export type PriceBookSortField =
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The last change time. */
  | 'UPDATED_AT';

/** Changes to a price book; fields left out stay as they are, optional fields set to null are cleared. */
export type PriceBookUpdateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new price modifier. */
export type PriceModifierCreateInput = {
  /** The amount in each currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. */
  name: Scalars['String']['input'];
};

/** How a price modifier changes the price of a product with the variation option it is attached to. */
export type PriceModifierType =
  /** Subtracts the amount from the product's price. */
  | 'PRICE_DECREMENT'
  /** Replaces the product's price with the amount. */
  | 'PRICE_EQUALS'
  /** Adds the amount to the product's price. */
  | 'PRICE_INCREMENT';

/** Changes to a price modifier; fields left out stay as they are. `amounts` replaces every currency. */
export type PriceModifierUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType?: InputMaybe<PriceModifierType>;
  /** The name; unique within the price book. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A volume price, as entered. */
export type PriceTierInput = {
  /** The amount per item in the currency's minor unit. */
  amount: Scalars['MinorUnits']['input'];
  /** The smallest quantity the tier applies to, 1 or more. */
  minimumQuantity: Scalars['Int']['input'];
  /** The tier's name, unique within the currency, for example `min_10`. */
  name: Scalars['String']['input'];
};

/** One component of a bundle. */
export type ProductBundleComponentInput = {
  /** The component's key (letters, digits, spaces, hyphens and underscores). */
  key: Scalars['String']['input'];
  /** The most options a shopper can select (with min). */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest options a shopper can select (with max). */
  min?: InputMaybe<Scalars['Int']['input']>;
  /** The name shown in the storefront. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The products offered; at least one. */
  options: Array<ProductBundleOptionInput>;
  /** Display order. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A product offered by a bundle component. */
export type ProductBundleOptionInput = {
  /** Whether the option is selected by default. */
  default?: InputMaybe<Scalars['Boolean']['input']>;
  /** The most a shopper can select (with min). */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest a shopper can select (with max). */
  min?: InputMaybe<Scalars['Int']['input']>;
  /** An existing product, not the bundle itself. */
  productId: Scalars['ID']['input'];
  /** How many the shopper buys; at least 1. */
  quantity: Scalars['Int']['input'];
  /** Display order. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A new product. */
export type ProductCreateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** Bundle components; giving any makes the product a bundle. */
  components?: InputMaybe<Array<ProductBundleComponentInput>>;
  /** Text fields shoppers fill in. */
  customInputs?: InputMaybe<Array<ProductCustomInputInput>>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: InputMaybe<Scalars['JSON']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name and description in other locales. */
  locales?: InputMaybe<Array<ProductLocaleInput>>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name: Scalars['String']['input'];
  /** Stock keeping unit, unique in the store. */
  sku: Scalars['String']['input'];
  /** URL-safe unique name; derived from the name when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default DRAFT. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** A text field a shopper fills in for the product. */
export type ProductCustomInputInput = {
  /** The input's key in the cart item (unique per product). */
  key: Scalars['String']['input'];
  /** The longest text accepted, 1 to 255; no length rule when left out. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** The label shown in the storefront. */
  name: Scalars['String']['input'];
  /** Whether the shopper must fill it in. Default false. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Which products to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. Encoded by the gateway into the provider's filter grammar.
 */
export type ProductFilter = {
  /** Conditions on the commodity type. */
  commodityType?: InputMaybe<CommodityTypeFilter>;
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description. */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name. */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<ProductFilter>>;
  /** Conditions on the SKU. */
  sku?: InputMaybe<TextFilter>;
  /** Conditions on the slug. */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<ProductStatusFilter>;
  /** Conditions on the tags (a product matches when one of its tags does). */
  tags?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** The product's name and description in one locale. */
export type ProductLocaleInput = {
  /** The description in this locale. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The locale code, e.g. `fr-FR`. */
  locale: Scalars['String']['input'];
  /** The name in this locale. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new price for a product SKU. */
export type ProductPriceCreateInput = {
  /** The amount in each currency; one entry per currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system; unique within the price book. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU; a price book holds at most one price per SKU. */
  sku: Scalars['String']['input'];
};

/** Which prices of a price book to list. */
export type ProductPriceFilter = {
  /** Conditions on the SKU (`eq`, `in`, `like`). */
  sku?: InputMaybe<TextFilter>;
};

/**
 * Changes to a price; fields left out stay as they are. `amounts` replaces every currency at once, so
 * a currency left out of it is removed.
 */
export type ProductPriceUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type ProductSort = {
  /** The direction. Default ASC. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: ProductSortField;
};

/** Fields products can be sorted by. */
export type ProductSortField =
  /** The commodity type. */
  | 'COMMODITY_TYPE'
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The SKU. */
  | 'SKU'
  /** The slug. */
  | 'SLUG'
  /** The status. */
  | 'STATUS'
  /** The last change time. */
  | 'UPDATED_AT';

/** Publication status of a product. */
export type ProductStatus =
  /** Not yet published. */
  | 'DRAFT'
  /** Published to catalogs. */
  | 'LIVE';

/** Conditions on a product status. */
export type ProductStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<ProductStatus>;
};

/** Changes to a product; fields left out stay as they are, optional fields set to null are cleared. */
export type ProductUpdateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType?: InputMaybe<CommodityType>;
  /** Bundle components, replacing the whole set; an empty list makes the product a standard one. */
  components?: InputMaybe<Array<ProductBundleComponentInput>>;
  /** Text fields shoppers fill in; replaces the whole set. */
  customInputs?: InputMaybe<Array<ProductCustomInputInput>>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: InputMaybe<Scalars['JSON']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name and description in other locales; replaces the whole set. */
  locales?: InputMaybe<Array<ProductLocaleInput>>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Stock keeping unit, unique in the store. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** URL-safe unique name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Publication status. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product; replaces the whole list. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** An amount in one currency, as entered. */
export type PromotionAmountInput = {
  /** The amount in minor units. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code. */
  currency: Scalars['String']['input'];
};

/** A new promotion code. */
export type PromotionCodeInput = {
  /** The code text; unique in the store. */
  code: Scalars['String']['input'];
  /** What one use consumes; the family's default (`per_cart`, `per_checkout`) when left out. */
  consumeUnit?: InputMaybe<Scalars['String']['input']>;
  /** The customer it is reserved for. */
  user?: InputMaybe<Scalars['String']['input']>;
  /** How many times it may be used; unlimited when left out. */
  uses?: InputMaybe<Scalars['Int']['input']>;
};

/** A new legacy promotion. */
export type PromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Fixed and percent types: the discount per currency (sent as `schema.currencies`). */
  discounts?: InputMaybe<Array<PromotionDiscountInput>>;
  /** True when carts may use it. Default false. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends; after the start. */
  end: Scalars['DateTime']['input'];
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest cart value it applies to, per currency. */
  minCartValue?: InputMaybe<Array<PromotionAmountInput>>;
  /** The name. */
  name: Scalars['String']['input'];
  /** The kind of discount. */
  promotionType: PromotionType;
  /** Other types: the provider's `schema` object; ignored when `discounts` is given. */
  schema?: InputMaybe<Scalars['JSON']['input']>;
  /** When it starts. */
  start: Scalars['DateTime']['input'];
};

/** A discount in one currency, as entered: `amount` for fixed types, `percentage` for percent types. */
export type PromotionDiscountInput = {
  /** Fixed discounts: the amount off in minor units. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** The ISO 4217 currency code, three upper-case letters. */
  currency: Scalars['String']['input'];
  /** Percent discounts: more than 0, at most 100. */
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

/** Conditions on whether a promotion is enabled. */
export type PromotionEnabledFilter = {
  /** Exactly this value. */
  eq?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Which family of provider promotions a code, job or history call is about. */
export type PromotionFamily =
  /** Legacy promotions (`v2/promotions`). */
  | 'PROMOTION'
  /** Rule promotions (`v2/rule-promotions`). */
  | 'RULE_PROMOTION';

/** Which promotions (legacy or rule) to list. All given conditions must hold. */
export type PromotionFilter = {
  /** Only enabled (true) or disabled (false) promotions. */
  enabled?: InputMaybe<PromotionEnabledFilter>;
  /** Conditions on the end (`gt`, `lt`). */
  end?: InputMaybe<DateTimeFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the start (`gt`, `lt`). */
  start?: InputMaybe<DateTimeFilter>;
};

/** The kind of a promotion history entry. */
export type PromotionHistoryAction =
  /** A code was created. */
  | 'CODE_CREATED'
  /** A code was deleted. */
  | 'CODE_DELETED'
  /** A code was used at checkout. */
  | 'CODE_USED';

/** Which promotion jobs to list. */
export type PromotionJobFilter = {
  /** Only jobs of this kind. */
  jobType?: InputMaybe<PromotionJobType>;
  /** Only jobs in this state. */
  status?: InputMaybe<PromotionJobStatus>;
};

/** Where a promotion job stands. */
export type PromotionJobStatus =
  /** Cancelled before it finished. */
  | 'CANCELLED'
  /** Finished; a file is available. */
  | 'COMPLETED'
  /** Finished without doing its work; see `error`. */
  | 'FAILED'
  /** Waiting to start. */
  | 'PENDING'
  /** Running. */
  | 'PROCESSING';

/** The kind of a promotion job. */
export type PromotionJobType =
  /** Exports the promotion's codes to a CSV file. */
  | 'CODE_EXPORT'
  /** Generates codes. */
  | 'CODE_GENERATE';

/** One sort key; a list of them sorts by the first, then the next. */
export type PromotionSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PromotionSortField;
};

/** Fields promotions can be sorted by. */
export type PromotionSortField =
  /** The end. */
  | 'END'
  /** The name. */
  | 'NAME'
  /** The start. */
  | 'START';

/** The kind of discount of a legacy promotion (the provider's `promotion_type`). */
export type PromotionType =
  /** A fixed amount off a bundle of items. */
  | 'BUNDLE_FIXED_DISCOUNT'
  /** A free gift with a bundle of items. */
  | 'BUNDLE_GIFT'
  /** A fixed amount off the cart, per currency. */
  | 'FIXED_DISCOUNT'
  /** A fixed amount off target items. */
  | 'ITEM_FIXED_DISCOUNT'
  /** A percentage off target items. */
  | 'ITEM_PERCENT_DISCOUNT'
  /** A percentage off the cart, per currency. */
  | 'PERCENT_DISCOUNT'
  /** Buy X items for a fixed amount. */
  | 'X_FOR_AMOUNT'
  /** Buy X items, pay for Y. */
  | 'X_FOR_Y';

/** Changes to a legacy promotion; fields left out stay as they are. */
export type PromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The discount per currency; replaces every currency. */
  discounts?: InputMaybe<Array<PromotionDiscountInput>>;
  /** True when carts may use it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest cart value, per currency; replaces every currency. */
  minCartValue?: InputMaybe<Array<PromotionAmountInput>>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The kind of discount. */
  promotionType?: InputMaybe<PromotionType>;
  /** The provider's `schema` object; ignored when `discounts` is given. */
  schema?: InputMaybe<Scalars['JSON']['input']>;
  /** When it starts. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A new proration policy, or changes to one (fields left out stay as they are). */
export type ProrationPolicyInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** How part-period amounts are rounded. Required on create. */
  rounding?: InputMaybe<ProrationRounding>;
};

/** How a proration policy rounds part-period amounts. */
export type ProrationRounding =
  /** Rounds down. */
  | 'DOWN'
  /** Rounds to the nearest minor unit. */
  | 'NEAREST'
  /** Rounds up. */
  | 'UP';

/** A new authentication realm. */
export type RealmCreateInput = {
  /** The realm's name, 1 to 255 characters. */
  name: Scalars['String']['input'];
};

/** Which realms to list. */
export type RealmFilter = {
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A new rule promotion. */
export type RulePromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True when carts may use it. Default false. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends; after the start. */
  end: Scalars['DateTime']['input'];
  /** The name. */
  name: Scalars['String']['input'];
  /** True when it applies even when others do not stack. */
  overrideStacking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lower numbers apply first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The provider's `rule_set`: `{ "rules": {...}, "actions": [{ "strategy": "cart_discount", "args": ["percent", 10] }] }`,
   * optionally `currencies` and `catalog_ids`.
   */
  ruleSet: Scalars['JSON']['input'];
  /** True when it may combine with others. */
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it starts. */
  start: Scalars['DateTime']['input'];
};

/** Changes to a rule promotion; fields left out stay as they are. */
export type RulePromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True when carts may use it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True when it applies even when others do not stack. */
  overrideStacking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lower numbers apply first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The provider's `rule_set`; replaces the whole rule set. */
  ruleSet?: InputMaybe<Scalars['JSON']['input']>;
  /** True when it may combine with others. */
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it starts. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One option picked for one variation of a parent product. */
export type SelectedOptionInput = {
  /** The option's id, one of the variation's. */
  optionId: Scalars['ID']['input'];
  /** The variation's id. */
  variationId: Scalars['ID']['input'];
};

/**
 * Who the shopper is, as the catalog rules see it. Each field is sent as the provider's header of the
 * same meaning; fields left out are not sent, and the rules then treat the shopper as anyone.
 */
export type ShopperContextInput = {
  /** An account-management authentication token (`EP-Account-Management-Authentication-Token`): the catalog of that account's rules. */
  accountToken?: InputMaybe<Scalars['String']['input']>;
  /** The channel (`EP-Channel`), for example `web` or `mobile`; up to 64 characters. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** A customer token (`X-Moltin-Customer-Token`): the catalog of that customer's rules. */
  customerToken?: InputMaybe<Scalars['String']['input']>;
  /** A shopper tag defined in the store (`EP-Context-Tag`), for example `clearance`; up to 64 characters. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** What a signup creates besides the seller. */
export type SignUpCreateType =
  /** An organization with the seller's first store. */
  | 'ORGANIZATION'
  /** A store of the seller's own. */
  | 'STORE';

/** A new seller account, from the token of a signup link. */
export type SignUpInput = {
  /** What the signup creates besides the seller. */
  createType: SignUpCreateType;
  /** The seller's name. */
  name: Scalars['String']['input'];
  /** The password to sign in with (at least 8 characters). */
  password: Scalars['String']['input'];
  /** The token from the signup link that was emailed. */
  token: Scalars['String']['input'];
};

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** Which stock to list. */
export type StockFilter = {
  /** Stock held at a location, by slug (`eq`, `in`). */
  location?: InputMaybe<TextFilter>;
  /** Conditions on the product id (`eq`, `in`). */
  productId?: InputMaybe<IdFilter>;
};

/** The stock to hold at one location when creating or changing multi-location stock. */
export type StockLocationLevelInput = {
  /** Units available at the location, 0 or more; null (when changing stock) removes the location's stock. */
  available?: InputMaybe<Scalars['Int']['input']>;
  /** The location's slug. */
  slug: Scalars['String']['input'];
};

/** One sort key for stock. */
export type StockSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: StockSortField;
};

/** Fields stock can be sorted by. */
export type StockSortField =
  /** Units available. */
  | 'AVAILABLE'
  /** When stock was first managed. */
  | 'CREATED_AT'
  /** Units in stock. */
  | 'TOTAL'
  /** The last change. */
  | 'UPDATED_AT';

/** What a stock transaction does to a product's stock. */
export type StockTransactionAction =
  /** Holds available units for an order; refused beyond what is available. */
  | 'ALLOCATE'
  /** Releases allocated units back to available. */
  | 'DEALLOCATE'
  /** Removes available units (goods lost or sold outside orders); refused beyond what is available. */
  | 'DECREMENT'
  /** Adds units to the available stock (goods received). */
  | 'INCREMENT'
  /** Sets the total, keeping what is allocated (multi-location API only). */
  | 'SET';

/** A stock transaction to record. */
export type StockTransactionInput = {
  /** What to do. */
  action: StockTransactionAction;
  /** The slug of the location to act on; left out, the stock not held at a location. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The product whose stock changes; it must already have stock. */
  productId: Scalars['ID']['input'];
  /** How many units, 0 or more. */
  quantity: Scalars['Int']['input'];
};

/** A new store. */
export type StoreCreateInput = {
  /** The store's name. */
  name: Scalars['String']['input'];
  /** The store's tier; the provider's default (development) when left out. */
  tier?: InputMaybe<StoreTier>;
};

/** Which stores to list. */
export type StoreFilter = {
  /** Stores whose name contains this text (the provider's `like(name,"*text*")`). */
  nameContains?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the store settings; fields left out stay as they are. */
export type StoreSettingsInput = {
  /** Languages offered besides the default, two-letter lower-case codes. */
  additionalLanguages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Address fields a shopper must fill. */
  addressMandatoryFields?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How cart tax is calculated. */
  calculationMethod?: InputMaybe<TaxCalculationMethod>;
  /** Whether product lists include child products. */
  listChildProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many items a list page returns by default, 1 to 100. */
  pageLength?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The provider's store tiers. GraphQL enum values cannot hold hyphens: `FREE_TRIAL` is the provider's
 * `free-trial`; every other value is the provider's name in upper case.
 */
export type StoreTier =
  /** `basic` */
  | 'BASIC'
  /** `development` */
  | 'DEVELOPMENT'
  /** `enterprise` */
  | 'ENTERPRISE'
  /** `free-trial` */
  | 'FREE_TRIAL'
  /** `performance` */
  | 'PERFORMANCE'
  /** `production` */
  | 'PRODUCTION'
  /** `tier2` */
  | 'TIER2'
  /** `tier5` */
  | 'TIER5'
  /** `tier1000` */
  | 'TIER1000'
  /** `training` */
  | 'TRAINING';

/** Changes to a store; fields left out stay as they are. */
export type StoreUpdateInput = {
  /** The store's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The store's tier. */
  tier?: InputMaybe<StoreTier>;
};

/** A new Stripe invoice. */
export type StripeInvoiceInput = {
  /** The connected Stripe account to create it on (the request's `account` option); the platform account when left out. */
  account?: InputMaybe<Scalars['String']['input']>;
  /** The Stripe customer to bill (`cus_…`); at most 255 characters. */
  customerId: Scalars['String']['input'];
};

/** A new subscriber, or changes to one (fields left out stay as they are). */
export type SubscriberInput = {
  /** The account the subscriber belongs to. Required on create; cannot change afterwards. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The email address invoices go to. Required on create. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The name invoices are addressed to, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A change of a subscription's state, posted to `v2/subscriptions/subscriptions/{id}/states`. */
export type SubscriptionAction =
  /** Active or paused → canceled (the plan must allow canceling). */
  | 'CANCEL'
  /** Active → paused (the plan must allow pausing). */
  | 'PAUSE'
  /** Paused or canceled → active (the plan must allow resuming). */
  | 'RESUME';

/** Which invoices to list. All given conditions must hold. */
export type SubscriptionInvoiceFilter = {
  /** Only unpaid (true) or only paid (false) invoices. */
  outstanding?: InputMaybe<Scalars['Boolean']['input']>;
  /** The subscription billed. */
  subscriptionId?: InputMaybe<IdFilter>;
};

/** How far a subscriptions job has got. */
export type SubscriptionJobStatus =
  /** Stopped on an error. */
  | 'FAILED'
  /** Waiting to start. */
  | 'PENDING'
  /** Running. */
  | 'STARTED'
  /** Finished. */
  | 'SUCCESS';

/** The kind of work a subscriptions job does (`job_type`). */
export type SubscriptionJobType =
  /** Creates the invoices of the billing periods that have started (`billing-run`). */
  | 'BILLING_RUN'
  /** Takes the payments of the outstanding invoices (`payment-run`). */
  | 'PAYMENT_RUN'
  /** Works out the tax of the invoices waiting for it (`tax-run`). */
  | 'TAX_RUN';

/** Which subscription products or plans to list (`eq`, `like`). */
export type SubscriptionNameFilter = {
  /** Conditions on the name. */
  name?: InputMaybe<TextFilter>;
};

/** Changes to an offering's own fields (products and plans change through attach and remove). */
export type SubscriptionOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new plan, or changes to one (fields left out stay as they are). */
export type SubscriptionPlanInput = {
  /** The share of the products' price charged, 0 to 100. */
  basePricePercentage?: InputMaybe<Scalars['Float']['input']>;
  /** How many units make one billing cycle (1 to 365). Required on create. */
  billingFrequency?: InputMaybe<Scalars['Int']['input']>;
  /** The unit of the billing cycle. Required on create. */
  billingIntervalType?: InputMaybe<BillingInterval>;
  /** Whether subscriptions on the plan may be canceled. */
  canCancel?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether subscriptions on the plan may be paused. */
  canPause?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether subscriptions on the plan may be resumed. */
  canResume?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the plan is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** What happens when the plan's length has run out. Required on create. */
  endBehavior?: InputMaybe<PlanEndBehavior>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** How many billing cycles the plan lasts (1 to 1000). Required on create. */
  planLength?: InputMaybe<Scalars['Int']['input']>;
  /** Free days before the first bill (0 to 365). */
  trialPeriod?: InputMaybe<Scalars['Int']['input']>;
};

/** A price in one currency, in the currency's minor unit. */
export type SubscriptionPriceInput = {
  /** The amount in the currency's minor unit: `1800` is 18.00 USD. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['input'];
  /** True when the amount already includes tax. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new subscription product, or changes to one (fields left out stay as they are). */
export type SubscriptionProductInput = {
  /** What the subscriber receives. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The price per billing period in each currency. Required on create. */
  price?: InputMaybe<Array<SubscriptionPriceInput>>;
  /** The stock keeping unit. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** A new schedule, or changes to one (fields left out stay as they are). */
export type SubscriptionScheduleInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The kind of job created each time. Required on create. */
  jobType?: InputMaybe<SubscriptionJobType>;
  /** The IANA time zone, for example `Europe/London`. Required on create. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A cron expression, for example `0 2 * * *`. Required on create. */
  specification?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the subscription settings; fields left out stay as they are. */
export type SubscriptionSettingsInput = {
  /** Days an invoice may stay unpaid, 0 to 90. */
  invoiceDueDays?: InputMaybe<Scalars['Int']['input']>;
  /** The IANA time zone invoices are issued in. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Where a subscription is in its lifecycle. */
export type SubscriptionState =
  /** Billing and delivering. */
  | 'ACTIVE'
  /** Canceled; may be resumed if its plan allows it. */
  | 'CANCELED'
  /** Paused by the seller or the subscriber; not billed until resumed. */
  | 'PAUSED';

/** How a cart's tax is calculated. */
export type TaxCalculationMethod =
  /** Tax is calculated per line and the lines are added up. */
  | 'LINE'
  /** Tax is calculated once on the cart's total. */
  | 'SIMPLE';

/** Conditions on a text field. Several conditions on one field must all hold. */
export type TextFilter = {
  /** Exactly equal. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Equal to one of these values. */
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: the field has no value; false: it has one. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * A pattern where `*` matches any run of characters, case-insensitive. Without any `*` the value
   * matches anywhere in the field (`shirt` means `*shirt*`).
   */
  like?: InputMaybe<Scalars['String']['input']>;
};

/** What the seller can do with a transaction in its current state. */
export type TransactionAction =
  /** Cancel a pending or authorized transaction (not on the manual gateway). */
  | 'CANCEL'
  /** Capture an authorized amount. */
  | 'CAPTURE'
  /** Confirm a pending transaction. */
  | 'CONFIRM'
  /** Refund part or all of a paid amount. */
  | 'REFUND';

/** Where a payment transaction stands. */
export type TransactionStatus =
  /** Cancelled; it no longer counts. */
  | 'CANCELLED'
  /** Done at the gateway. */
  | 'COMPLETE'
  /** Waiting to be confirmed. */
  | 'PENDING'
  /** Fully refunded. */
  | 'REFUNDED';

/** What a payment transaction is. */
export type TransactionType =
  /** Money reserved at the gateway, to be captured later. */
  | 'AUTHORIZE'
  /** An authorization waiting for the gateway's confirmation. */
  | 'AUTHORIZE_SETUP'
  /** A captured authorization. */
  | 'CAPTURE'
  /** Money taken at once. */
  | 'PURCHASE'
  /** A purchase waiting for the gateway's confirmation. */
  | 'PURCHASE_SETUP';

/** Changes to a subscription (`SubscriptionUpdate`); fields left out stay as they are. */
export type UpdateSubscriptionInput = {
  /** Another plan of the subscription's offering to move the subscription to. */
  planId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new realm user. */
export type UserAuthenticationInfoCreateInput = {
  /** The user's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The username the user signs in with; required by the provider, and not blank. */
  username: Scalars['String']['input'];
};

/** Which realm users to list. All given conditions must hold. */
export type UserAuthenticationInfoFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the username (`eq`, `like`). */
  username?: InputMaybe<TextFilter>;
};

/** Changes to a realm user; fields left out stay as they are, null clears a value. */
export type UserAuthenticationInfoUpdateInput = {
  /** The user's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The username the user signs in with; it cannot be cleared (the provider requires one). */
  username?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Why a mutation's input was refused; or, from RATE_LIMITED on, why the write failed on its own while
 * the other fields of the request ran: each mutation field answers for itself, so a batch of aliases
 * loses no result (see `UserError.retryable` and `retryAfterSeconds`).
 */
export type UserErrorCode =
  /** The value must be unique and another resource has it (the provider's 409). */
  | 'DUPLICATE'
  /** The gateway failed unexpectedly on this write; its outcome is not known. */
  | 'INTERNAL_SERVER_ERROR'
  /** The value is not acceptable (the provider's 400 or 422, or the gateway's own checks). */
  | 'INVALID'
  /** The email and password, or the client id and secret, do not match. */
  | 'INVALID_CREDENTIALS'
  /** The refresh token is unknown or has expired; sign in again. */
  | 'INVALID_REFRESH_TOKEN'
  /** The token of a signup or password reset link is unknown or has expired. */
  | 'INVALID_TOKEN'
  /** Something the input refers to does not exist (the provider's 404). */
  | 'NOT_FOUND'
  /** The write was sent but its answer was lost or late: it may or may not have happened; check before trying again. */
  | 'OUTCOME_UNKNOWN'
  /** The request reached its budget of provider calls (`GRAPHQL_MAX_PROVIDER_CALLS`) before this write. */
  | 'PROVIDER_CALL_BUDGET_EXCEEDED'
  /** The provider refused the call for its rate limit, after the gateway's retries. */
  | 'RATE_LIMITED'
  /** A value the mutation needs is missing. */
  | 'REQUIRED'
  /** The store's queue in the gateway was too long to wait in; the write was not sent. */
  | 'THROTTLED'
  /** A provider call passed its deadline before the write was sent, or on a read it needed; it was not applied. */
  | 'UPSTREAM_TIMEOUT'
  /** The provider failed or could not be reached; the write was not applied. */
  | 'UPSTREAM_UNAVAILABLE';

/** A new variation. */
export type VariationCreateInput = {
  /** The name, unique in the store. */
  name: Scalars['String']['input'];
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A modifier: `value` for most types, `seek` and `set` for the builders. */
export type VariationModifierInput = {
  /** For builders: the text to replace. */
  seek?: InputMaybe<Scalars['String']['input']>;
  /** For builders: what replaces `seek`. */
  set?: InputMaybe<Scalars['String']['input']>;
  /** What the modifier changes and how; an option has at most one modifier of each type. */
  type: VariationModifierType;
  /** The text for every type except the builders. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** The provider's modifier types. */
export type VariationModifierType =
  /** Sets the commodity type (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description. */
  | 'DESCRIPTION_EQUALS'
  /** Prepends to the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends to the name. */
  | 'NAME_APPEND'
  /** Replaces the name. */
  | 'NAME_EQUALS'
  /** Prepends to the name. */
  | 'NAME_PREPEND'
  /** Names a price modifier of price books to apply to the child. */
  | 'PRICE'
  /** Lowers the child's price. */
  | 'PRICE_DECREMENT'
  /** Sets the child's price. */
  | 'PRICE_EQUALS'
  /** Raises the child's price. */
  | 'PRICE_INCREMENT'
  /** Appends to the sku. */
  | 'SKU_APPEND'
  /** Replaces `seek` in the sku with `set`. */
  | 'SKU_BUILDER'
  /** Replaces the sku. */
  | 'SKU_EQUALS'
  /** Prepends to the sku. */
  | 'SKU_PREPEND'
  /** Appends to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` in the slug with `set`. */
  | 'SLUG_BUILDER'
  /** Prepends to the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status (`draft` or `live`). */
  | 'STATUS';

/** A new option. */
export type VariationOptionCreateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name: Scalars['String']['input'];
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to an option; fields left out stay as they are, optional fields set to null are cleared. */
export type VariationOptionUpdateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a variation; fields left out stay as they are, a sort order set to null is removed. */
export type VariationUpdateInput = {
  /** The name, unique in the store. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};
